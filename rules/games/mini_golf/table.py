"""What the table shows in a Mini Golf hole: the card ledger and the deck (docs/games/README.md §0.5, §1.3).

Rulebook: Ecwem: Six, "Mini Golf". The ledger is rebuilt from the state each
time, so it can never drift from it: the discard pile and the face-up grid cards are known, and so
is the deck once it has been rebuilt from the discards (its cards were all seen in the pile, like a
facedown pile whose contents were public, §0.5). Every other card (the dealt deck, face-down slots)
is hidden.
"""
from __future__ import annotations

from dataclasses import replace

from ...cards import RANKED_CARDS, WILD, WILD_COUNT
from ...errors import RuleViolation
from ...ledger import Ledger, Zone
from .messages import FACE_DOWN_NOT_IN_DECK, IN_DISCARD, IN_RESHUFFLED_DECK, face_up_in_grid
from .state import GolfState

CARDS_PER_GRID = 4
# Only while a hole is being played do the cards on the table say anything: between holes every
# card goes back into the deck, even though the last grids stay on view.
HOLE_IN_PLAY = ("turns", "final_turns", "reveal", "grids")


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
        deck_zone = Zone("reshuffled_deck", IN_RESHUFFLED_DECK)
        known += [(card, deck_zone) for card in state.reshuffled]
    return Ledger(known, with_wilds=wilds_used(state))


def deck_size_at_deal(state: GolfState, players: int) -> int:
    """36 − 4·players − 1 (the first discard), plus the six W when wilds are in the deck."""
    deck = len(RANKED_CARDS) + (WILD_COUNT if wilds_used(state) else 0)
    return deck - CARDS_PER_GRID * players - 1


def must_reshuffle(state: GolfState) -> bool:
    return state.deck_count == 0 and state.options["deck_exhausted"] == "reshuffle_discards"


def reshuffle(state: GolfState) -> GolfState:
    """MG-11: every discard but the top one becomes the new face-down deck, and the table remembers
    which cards those are (a second reshuffle in the hole rebuilds it from the discards again)."""
    below = state.discard[:-1]
    return replace(state, discard=state.discard[-1:], deck_count=len(below),
                   reshuffled=_in_deck_order(below))


def before_deck_draw(state: GolfState) -> GolfState:
    """The table a deck draw happens on: reshuffled first if the deck ran out."""
    return reshuffle(state) if must_reshuffle(state) else state


def draw_from_deck(table: GolfState, card: str) -> GolfState:
    """`card` leaves the deck of `table` (a table returned by `before_deck_draw`)."""
    left = list(table.reshuffled)
    if card in left:
        left.remove(card)  # one copy only: the other W stay in the deck
    return replace(table, deck_count=table.deck_count - 1, reshuffled=tuple(left))


def require_in_deck(table: GolfState, card: str) -> None:
    """CORE-CARD-SEEN unless `card` may lie in the deck of `table` (after `before_deck_draw`).

    §0.5: an entered card is hidden or in the zone the move takes it from. A dealt deck is hidden
    among the face-down cards; a rebuilt deck is a known zone, and a hidden card outside it can
    only be face down in some grid.
    """
    known = ledger(table)
    if not table.reshuffled:
        known.require_hidden(card)
        return
    if card in table.reshuffled:
        return
    known.require_hidden(card)  # names the zone when the card is known somewhere else
    raise RuleViolation("CORE-CARD-SEEN", card=card, location=FACE_DOWN_NOT_IN_DECK)


def _in_deck_order(cards: tuple[str, ...]) -> tuple[str, ...]:
    # The rebuilt deck is shuffled: only the set matters, so keep it in one canonical order.
    order = {card: index for index, card in enumerate(RANKED_CARDS + (WILD,))}
    return tuple(sorted(cards, key=order.__getitem__))
