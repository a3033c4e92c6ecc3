"""How a Half-Zero move changes the table (docs/games/half-zero.md §2.3, §2.4, §2.6): rounds, turns, reveals,
tiebreaks, point cards, upgrades and the end of the game.

Rulebook: Ecwem: Six, "Half-Zero". Every function takes a state that passed
its move's check (checks.py) and returns a new one; nothing is mutated. Whatever the engine can
derive it does at once: the invisible 0 of a player out of cards, a reveal with nobody left to
choose, a tie between players who are all out of cards, the end of a round (HZ-1, HZ-2).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from ...base import Move
from ...cards import WILD, rank
from ...depths import HAND
from ...errors import RuleViolation
from ...options import depth_of
from . import checks
from .audit import audit_flag
from .schemas import DEFAULT_PLAYER_SUITS
from .scoring import judge_reveal, upgrade_winner
from .state import (
    NONE,
    ROUND_POINTS,
    HalfZeroState,
    Play,
    RoundResult,
    Sealed,
    Turn,
    freeze_options,
)
from .table import allowance, choosing, in_turn, remaining, wild_distribution, wilds_used


def new_game(players: int, options: Mapping) -> HalfZeroState:
    suit_of = tuple(options["suit_of"] or DEFAULT_PLAYER_SUITS[:players])
    point_suit = options["point_suit"]
    if len(suit_of) != players or len({*suit_of, point_suit}) != players + 1:
        # Refused at POST /matches (422) with the spec's words; `suits_needed` tells a client how
        # many suits to send (one per seat), the spec's message cannot.
        raise RuleViolation("HALFZERO-SETUP-SUITS", suit_of=list(suit_of), point_suit=point_suit,
                            suits_needed=players)
    state = HalfZeroState(players=players, options=freeze_options(options), suit_of=suit_of,
                          point_suit=point_suit, base=(5,) * players, round=0)
    return start_round(state)


def start_round(state: HalfZeroState) -> HalfZeroState:
    """§2.3: M, hand sizes (= bases), allowances, the W tokens; the point pile is reshuffled."""
    n = state.players
    top = max(state.base)
    fresh = replace(state, round=state.round + 1, phase="round_setup", max_base=top,
                    optouts_used=(0,) * n, wild_used=(0,) * n, played=((),) * n, hands=(None,) * n,
                    turn=Turn(number=1), turns=(), point_won=((),) * n, audited=())
    allowances = tuple(allowance(fresh, seat) for seat in range(n))
    fresh = replace(fresh, wild_tokens=wild_distribution(allowances, wilds_used(fresh)))
    if depth_of(state.options) == HAND:
        # Entered a round at a time, the round waits for its point cards only (hand.py).
        return replace(fresh, phase=ROUND_POINTS)
    return fresh


# -- before the first turn --------------------------------------------------------------------------

def private_hand(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    hand = checks.private_hand(state, move.seat, move.payload["cards"])
    return replace(state, hands=_set(state.hands, move.seat, hand))


def audit(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    under_base, left_in_hand = checks.audit_cards(state, move.seat, move.payload)
    flag = audit_flag(state, move.seat, under_base, left_in_hand, move.seq)
    flags = state.flags + ((flag,) if flag is not None else ())
    return replace(state, audited=state.audited + (move.seat,), flags=flags)


def _open_round(state: HalfZeroState) -> HalfZeroState:
    """The first turn event of a round closes round_setup (and the audit of the last round)."""
    if state.phase != "round_setup":
        return state
    return replace(state, phase="turn_open", last_played=(), audited=())


# -- the turn ---------------------------------------------------------------------------------------

def opt_out(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    table = _open_round(state)
    turn = replace(table.turn, declared=tuple(sorted(table.turn.declared + (move.seat,))))
    table = replace(table, turn=turn, optouts_used=_add(table.optouts_used, move.seat, 1))
    # Everyone still in may now be out of cards: their 0s need nobody to enter them.
    return _reveal_if_complete(table)


def select(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    tiebreak = state.phase == "tiebreak"
    choice = checks.check_choice(state, move.seat, move.payload["choice"], tiebreak=tiebreak)
    table = _open_round(state)
    turn = replace(table.turn, sealed=table.turn.sealed + (Sealed(move.seat, choice, move.seq),))
    table = replace(table, turn=turn, phase="tiebreak" if tiebreak else "selecting")
    return _reveal_if_complete(table)


def _reveal_if_complete(state: HalfZeroState) -> HalfZeroState:
    """Sealed mode: reveal the moment the last player who has a choice has selected. Either mode:
    a turn where nobody left has a choice is revealed at once."""
    chosen = {s.seat for s in state.turn.sealed}
    if any(seat not in chosen for seat in choosing(state)):
        return state
    tiebreak = state.phase == "tiebreak"
    choices = {s.seat: (s.choice, s.seq) for s in state.turn.sealed}
    return _reveal(state, choices, tiebreak=tiebreak)


def reveal(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    table = _open_round(state)
    for seat in move.payload.get("declared_optouts", []):
        if seat not in table.turn.declared:
            turn = replace(table.turn, declared=tuple(sorted(table.turn.declared + (seat,))))
            table = replace(table, turn=turn, optouts_used=_add(table.optouts_used, seat, 1))
    choices = {seat: (checks.check_choice(state, seat, text, tiebreak=False), move.seq)
               for seat, text in checks.seat_plays(state, move.payload["plays"]).items()}
    return _reveal(table, choices, tiebreak=False)


def tiebreak(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    choices = {seat: (checks.check_choice(state, seat, text, tiebreak=True), move.seq)
               for seat, text in checks.seat_plays(state, move.payload["plays"]).items()}
    return _reveal(state, choices, tiebreak=True)


def _reveal(state: HalfZeroState, choices: dict[int, tuple[str, int | None]], *,
            tiebreak: bool) -> HalfZeroState:
    """Turn the choices into a public reveal; every contender not named plays the invisible 0."""
    contenders = state.turn.tied if tiebreak else in_turn(state)
    values: list[int | None] = [None] * state.players
    played, wild = list(state.played), list(state.turn.wild)
    optouts_used, wild_used = state.optouts_used, state.wild_used
    for seat in contenders:
        choice, seq = choices.get(seat, (NONE, None))
        if choice == WILD:
            wild.append(seat)
            optouts_used = _add(optouts_used, seat, 1)
            wild_used = _add(wild_used, seat, 1)
        elif choice == NONE:
            values[seat] = 0
        else:
            values[seat] = rank(choice)
            played[seat] = played[seat] + (Play(choice, seq),)
    turn = replace(state.turn, wild=tuple(sorted(wild)), reveals=state.turn.reveals + (tuple(values),),
                   sealed=())
    table = replace(state, played=tuple(played), optouts_used=optouts_used, wild_used=wild_used,
                    turn=turn)
    return _judge(table, {seat: value for seat, value in enumerate(values) if value is not None})


def _judge(state: HalfZeroState, values: dict[int, int]) -> HalfZeroState:
    left = {seat: remaining(state, seat) for seat in values}
    result = judge_reveal(values, left, state.suit_of, state.options["unresolvable_tie"])
    if result.winner is not None:
        return replace(state, phase="point_reveal", turn=replace(state.turn, winner=result.winner, tied=()))
    if result.tied:
        # Someone tied still holds a card, so the tiebreak always needs an entry.
        return replace(state, phase="tiebreak", turn=replace(state.turn, tied=result.tied))
    return _end_turn(replace(state, turn=replace(state.turn, tied=(), resolved=True)))


def point_card(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    points = rank(checks.point_card(state, move.payload["card"]))
    winner = state.turn.winner
    table = replace(state, point_won=_set(state.point_won, winner, state.point_won[winner] + (points,)),
                    turn=replace(state.turn, point=points, resolved=True))
    return _end_turn(table)


def _end_turn(state: HalfZeroState) -> HalfZeroState:
    """The next turn, or the end of the round once every hand is empty (HZ-1)."""
    turns = state.turns + (state.turn,)
    if any(remaining(state, seat) > 0 for seat in range(state.players)):
        return replace(state, phase="turn_open", turns=turns, turn=Turn(number=state.turn.number + 1))
    return end_round(replace(state, turns=turns))


def end_round(state: HalfZeroState) -> HalfZeroState:
    """§2.6: the most points upgrades (HZ-8, HZ-9); base 0 wins the game at once (HZ-10). A round
    entered at a time ends here too, from the point cards entered (hand.py)."""
    up = upgrade_winner(state.point_won)
    bases = state.base if up is None else _add(state.base, up, -1)
    result = RoundResult(round=state.round, bases_before=state.base, point_cards=state.point_won,
                         upgraded=up, bases_after=bases)
    table = replace(state, history=state.history + (result,), base=bases)
    if up is not None and bases[up] == 0:
        return replace(table, phase="game_over", winner=up)
    # Nothing else carries over: point cards go back, hands are rebuilt from the bases.
    return start_round(replace(table, last_played=state.played))


def _set(values: tuple, seat: int, value: object) -> tuple:
    return values[:seat] + (value,) + values[seat + 1:]


def _add(values: tuple[int, ...], seat: int, delta: int) -> tuple[int, ...]:
    return _set(values, seat, values[seat] + delta)
