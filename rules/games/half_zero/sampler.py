"""A legal Half-Zero move picked by chance, for playthrough tests and demos (docs/games/half-zero.md §2.4-2.5).

Rulebook: Ecwem: Six, "Half-Zero". It works in every mode: in hand-tracking mode
it deals a random hand to a seat that must enter one (nothing about this round is known yet when
hands are entered) and then plays from it; in trust mode it plays any card the seat may still hold.
Now and then it opts out, plays a hierarchy card or audits the round just ended.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import WILD
from .state import NONE, ROUND_POINTS, HalfZeroState
from .table import (
    POINT_RANKS,
    can_opt_out,
    can_use_wild,
    choosing,
    hand_tracking,
    hands_missing,
    in_turn,
    point_unrevealed,
    possible,
    remaining,
    sealed_mode,
    suit_cards,
)

OPT_OUT = 0.2
WILD_OPT_OUT = 0.3
AUDIT = 0.25


def sample_move(state: HalfZeroState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise ValueError("the game is over")
    if state.phase == ROUND_POINTS:
        return _round_points(state, rng.choice(sorted(to_move)), rng)
    missing = hands_missing(state)
    if missing:
        seat = rng.choice(sorted(set(missing) & to_move))
        hand = rng.sample(suit_cards(state.suit_of[seat], without=state.base[seat]), state.base[seat])
        return Move("private_hand", seat, {"cards": sorted(hand)})
    if state.phase == "point_reveal":
        rank = rng.choice(point_unrevealed(state))
        return Move("point_card", state.turn.winner, {"card": f"{rank}{state.point_suit}"})
    seat = rng.choice(sorted(to_move))
    if _may_audit(state, seat) and rng.random() < AUDIT:
        return _audit(state, seat, rng)
    opting = [s for s in (sorted(to_move) if sealed_mode(state) else in_turn(state))
              if state.phase in ("round_setup", "turn_open") and can_opt_out(state, s)]
    if opting and rng.random() < OPT_OUT:
        return Move("opt_out", rng.choice(opting), {})
    if sealed_mode(state):
        return Move("select", seat, {"choice": _choice(state, seat, rng, tiebreak=state.phase == "tiebreak")})
    if state.phase == "tiebreak":
        playing = choosing(state)
        return Move("tiebreak", seat, {"plays": [_choice(state, s, rng, tiebreak=True) if s in playing
                                                 else None for s in range(state.players)]})
    playing = in_turn(state)
    return Move("reveal", seat, {"declared_optouts": list(state.turn.declared),
                                 "plays": [_choice(state, s, rng, tiebreak=False) if s in playing
                                           else None for s in range(state.players)]})


def _round_points(state: HalfZeroState, seat: int, rng: Any) -> Move:
    """Up to M distinct point cards (one a turn at most), each won by a player at random; now
    and then none, as when every turn's tie was unbreakable."""
    won: list[list[str]] = [[] for _ in range(state.players)]
    for rank in rng.sample(POINT_RANKS, rng.randint(0, state.max_base)):
        won[rng.randrange(state.players)].append(f"{rank}{state.point_suit}")
    return Move("round_points", seat, {"point_cards": won})


def _choice(state: HalfZeroState, seat: int, rng: Any, *, tiebreak: bool) -> str:
    if not tiebreak and can_use_wild(state, seat) and rng.random() < WILD_OPT_OUT:
        return WILD
    if remaining(state, seat) == 0:
        return NONE
    return rng.choice(possible(state, seat))


def _may_audit(state: HalfZeroState, seat: int) -> bool:
    return (not hand_tracking(state) and state.phase == "round_setup" and bool(state.history)
            and bool(state.last_played) and seat not in state.audited)


def _audit(state: HalfZeroState, seat: int, rng: Any) -> Move:
    """Mostly an honest audit: the cards not played, under the base; sometimes a wrong count."""
    base = state.history[-1].bases_before[seat]
    played = {play.card for play in state.last_played[seat]}
    unplayed = [card for card in suit_cards(state.suit_of[seat], without=base) if card not in played]
    under = unplayed if rng.random() < 0.8 else unplayed[:-1]
    return Move("audit", seat, {"under_base": under, "left_in_hand": []})

