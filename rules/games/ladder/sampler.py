"""A legal Ladder move picked by chance, for playthrough tests and demos (docs/games/ladder.md §4.3-4.4).

Rulebook: Ecwem: Six, "Ladder". The cards it names are consistent with
everything already known: a flipped or entered card is hidden in the ledger and in nobody's entered
hand. Hand-tracking mode plays from the seat's own hand. Trust mode does not know the dealt cards,
so it plays the known hand plus never-seen cards (no more than the seat's dealt cards still unseen)
and now and then picks up when the known hand cannot play even though a never-seen card could:
exactly what LADDER-ILLEGAL-COLLECT may prove later. Plays lean towards the lowest rank that beats
the top, as many cards of it as allowed, so games end.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import rank
from ...errors import RuleViolation
from . import sets
from .state import HAND_SIZE, LadderState
from .table import holder, ledger, usable_hand

LOWEST = 0.6    # chance of playing the lowest legal rank, as many as allowed (keeps high cards)
BIGGEST = 0.2   # chance of playing the largest legal set
COLLECT = 0.15  # chance of picking up when a pick-up is allowed but a play exists


def sample_move(state: LadderState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    if state.tracking and state.entered[seat] is None:
        return Move("private_hand", seat, {"cards": rng.sample(_pool(state), HAND_SIZE)})
    if state.phase == "await_start":
        return Move("start", seat, {"flip": rng.choice(_pool(state))})
    plays = _plays(state, seat, rng)
    rule = state.options["set_rule"]
    judged = usable_hand(state, seat) if state.tracking else state.known_hand[seat]
    may_collect = bool(state.pile) and (state.options["voluntary_collect"]
                                        or not sets.playable(rule, state.top, judged))
    if plays and not (may_collect and rng.random() < COLLECT):
        roll = rng.random()
        if roll < LOWEST:
            chosen = min(plays, key=lambda cards: (rank(cards[0]), -len(cards)))
        elif roll < LOWEST + BIGGEST:
            chosen = max(plays, key=len)
        else:
            chosen = rng.choice(plays)
        return Move("play", seat, {"cards": list(chosen)})
    flip = rng.choice(_pool(state)) if state.deck_count else None
    return Move("collect", seat, {"flip": flip})


def _pool(state: LadderState) -> list[str]:
    """Cards that may still be in the deck (or, in trust mode, in someone's unseen dealt cards)."""
    return [card for card in ledger(state).hidden() if holder(state, card) is None]


def _plays(state: LadderState, seat: int, rng: Any) -> list[tuple[str, ...]]:
    """One concrete legal set per legal (rank, count)."""
    rule, top = state.options["set_rule"], state.top
    known = state.known_hand[seat]
    if state.tracking:
        own, unseen, fresh_limit = list(usable_hand(state, seat) or ()), [], 0
    else:
        own, unseen, fresh_limit = list(known), _pool(state), state.original_left[seat]
    plays: list[tuple[str, ...]] = []
    for x in range(1, 7):
        mine = [card for card in own if rank(card) == x]
        others = [card for card in unseen if rank(card) == x]
        most = len(mine) + min(len(others), fresh_limit)
        for c in sets.legal_counts(rule, top, x, min(most, state.hand_count[seat])):
            fresh = rng.randint(max(0, c - len(mine)), min(c, len(others), fresh_limit))
            plays.append(tuple(rng.sample(mine, c - fresh) + rng.sample(others, fresh)))
    return plays
