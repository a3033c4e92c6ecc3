"""What the table shows in a Mini Golf hole: the card ledger and the deck (ecwem-six.md §0.5, §1.3).

Rulebook: shared/rulebooks/ecwem-six.txt, "Mini Golf". The ledger is rebuilt from the state each
time, so it can never drift from it: the discard pile and the face-up grid cards are known, every
other card (deck, face-down slots) is hidden.
"""
from __future__ import annotations

from dataclasses import replace

from ...cards import WILD_COUNT, RANKED_CARDS
from ...ledger import Ledger, Zone
from .messages import IN_DISCARD, face_up_in_grid
from .state import GolfState

CARDS_PER_GRID = 4
# Only while a hole is being played do the cards on the table say anything: between holes every
# card goes back into the deck, even though the last grids stay on view.
HOLE_IN_PLAY = ("turns", "final_turns", "reveal")


def wilds_used(state: GolfState) -> bool:
    return state.options["wild_cards"] == "best_assignment"


def ledger(state: GolfState) -> Ledger:
    known: list[tuple[str, Zone]] = []
    if state.phase in HOLE_IN_PLAY:
        discard_zone = Zone("discard", IN_DISCARD)
        known += [(card, discard_zone) for card in state.discard]
        for seat in state.active:
            grid = state.grids[seat] or ()
            zone = Zone(f"grid:{seat}", face_up_in_grid(seat))
            known += [(slot.card, zone) for slot in grid if slot.face_up and slot.card is not None]
    return Ledger(known, with_wilds=wilds_used(state))


def deck_size_at_deal(state: GolfState, players: int) -> int:
    """36 − 4·players − 1 (the first discard), plus the six W when wilds are in the deck."""
    deck = len(RANKED_CARDS) + (WILD_COUNT if wilds_used(state) else 0)
    return deck - CARDS_PER_GRID * players - 1


def must_reshuffle(state: GolfState) -> bool:
    return state.deck_count == 0 and state.options["deck_exhausted"] == "reshuffle_discards"


def reshuffled(state: GolfState) -> GolfState:
    """MG-11: every discard but the top one becomes the new face-down deck."""
    return replace(state, discard=state.discard[-1:], deck_count=len(state.discard) - 1)


def before_deck_draw(state: GolfState) -> GolfState:
    """The table a deck draw happens on: reshuffled first if the deck ran out."""
    return reshuffled(state) if must_reshuffle(state) else state
