"""A legal Mini Golf move picked by chance, for playthrough tests and demos (docs/games/mini-golf.md §1.3-1.4).

Rulebook: Ecwem: Six, "Mini Golf". The cards it names are consistent with the
ledger: a deck draw is a hidden card, or one of the rebuilt deck's cards after a reshuffle; a
face-down card (taken out or revealed) is a hidden card, never one of the rebuilt deck's; a face-up
card is the one that is there.
It leans towards swapping into face-down spots so that holes, and so games, come to an end.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import WILD
from ...errors import RuleViolation
from .state import POSITIONS, GolfState
from .table import before_deck_draw, ledger, must_reshuffle

FILL_FACE_DOWN = 0.8  # chance of swapping into a face-down spot when one is left
TAKE_DISCARD = 0.3
NO_SWAP = 0.15


def sample_move(state: GolfState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    if state.phase == "await_hole_start":
        return Move("start_hole", seat, {"initial_discard": rng.choice(ledger(state).hidden())})
    if state.phase == "reveal":
        return _reveal(state, seat, rng)
    if state.phase == "grids":
        return Move("grid", seat, _reveal(state, seat, rng).payload)
    return _turn(state, seat, rng)


def _turn(state: GolfState, seat: int, rng: Any) -> Move:
    deck_usable = state.deck_count > 0 or (must_reshuffle(state) and len(state.discard) > 1)
    source = "discard" if not deck_usable or rng.random() < TAKE_DISCARD else "deck"
    if source == "deck":
        table = before_deck_draw(state)
        # After a reshuffle the ledger counts the rebuilt deck as known, so `pool` is then just
        # the face-down cards; before it, the dealt deck and the face-down cards are one pool.
        pool = ledger(table).hidden()
        deck = list(table.reshuffled) if table.reshuffled else pool
        drawn = rng.choice(deck)
        deck.remove(drawn)  # one copy only: another W may still be hidden
    else:
        drawn = state.discard[-1]
        pool = ledger(state).hidden()

    face_down = state.face_down(seat)
    must_swap = source == "discard" and state.options["discard_draw_must_replace"]
    if face_down and rng.random() < FILL_FACE_DOWN:
        pos = rng.choice(face_down)
    elif must_swap or rng.random() >= NO_SWAP:
        pos = rng.choice(POSITIONS)
    else:
        return Move("turn", seat, {"source": source, "drawn": drawn, "replace": None, "removed": None})

    slot = state.grids[seat][POSITIONS.index(pos)]
    if slot.face_up:
        removed = slot.card
    else:
        removed = rng.choice([card for card in pool if card != drawn or card == WILD])
    return Move("turn", seat, {"source": source, "drawn": drawn, "replace": pos, "removed": removed})


def _reveal(state: GolfState, seat: int, rng: Any) -> Move:
    pool = ledger(state).hidden()
    rng.shuffle(pool)
    positions = state.face_down(seat)
    return Move("reveal", seat, {"cards": dict(zip(positions, pool))})
