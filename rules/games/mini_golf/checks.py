"""Which Mini Golf moves are legal now (docs/games/mini-golf.md §1.4): each move's check raises RuleViolation or returns.

Rulebook: Ecwem: Six, "Mini Golf". The order of the checks is part of the
contract: the spec's rejection tests GOLF-R01..R08 depend on which rule speaks first. Phase comes
before seat (a turn during the reveal is GOLF-HOLE-OVER whoever sends it), seat before payload.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ...base import Move
from ...cards import WILD, parse_card
from ...errors import RuleViolation, Seat
from ...ledger import no_duplicates
from .messages import NO_FACE_DOWN, NOT_IN_PLAYOFF, POSITION_NAMES, phase_description
from .state import POSITIONS, GolfState
from .table import before_deck_draw, ledger, must_reshuffle, require_in_deck, wilds_used

SOURCES = ("deck", "discard")


# The dealer's and the player's turn (CORE-NOT-YOUR-TURN) are the referee's, between the phase
# (`before_*`) and the rest (`check_*`): rules.py's `to_move` names whose turn it is.
def before_start_hole(state: GolfState, move: Move, now_ms: int) -> None:
    if state.phase != "await_hole_start":
        raise _wrong_phase(state)


def check_start_hole(state: GolfState, move: Move, now_ms: int) -> None:
    _card(state, move.payload, "initial_discard")


def before_turn(state: GolfState, move: Move, now_ms: int) -> None:
    if state.phase == "reveal":
        raise RuleViolation("GOLF-HOLE-OVER")
    if state.phase not in ("turns", "final_turns"):
        raise _wrong_phase(state)


def check_turn(state: GolfState, move: Move, now_ms: int) -> None:
    payload = move.payload
    source = payload.get("source")
    if source not in SOURCES:
        raise RuleViolation("GOLF-BAD-SOURCE")
    drawn = _card(state, payload, "drawn")
    if source == "discard":
        top = state.discard[-1]
        if drawn != top:
            raise RuleViolation("GOLF-DISCARD-TOP", top=top)
        table = state
    else:
        if state.deck_count == 0 and not (must_reshuffle(state) and len(state.discard) > 1):
            raise RuleViolation("GOLF-DECK-EMPTY")
        table = before_deck_draw(state)
        require_in_deck(table, drawn)

    pos = payload.get("replace")
    if pos is not None and pos not in POSITIONS:
        raise RuleViolation("GOLF-BAD-POSITION")
    if (pos is None) != (payload.get("removed") is None):
        raise RuleViolation("GOLF-REMOVED-MISSING")
    if pos is not None:
        _check_removed(state, table, move.seat, pos, drawn, source, _card(state, payload, "removed"))

    if source == "discard" and pos is None and state.options["discard_draw_must_replace"]:
        raise RuleViolation("GOLF-MUST-REPLACE")


def _check_removed(state: GolfState, table: GolfState, seat: int, pos: str, drawn: str,
                   source: str, removed: str) -> None:
    slot = (state.grids[seat] or ())[POSITIONS.index(pos)]
    if slot.face_up:
        if removed != slot.card:
            raise RuleViolation("GOLF-REMOVED-MISMATCH", pos=POSITION_NAMES[pos], card=slot.card,
                                removed=removed, position=pos)
        return
    # Before the ledger, so that putting the drawn discard "back" into a face-down spot reads as
    # the double entry it is rather than as a card seen in the discard pile.
    if removed == drawn and removed != WILD:
        raise RuleViolation("CORE-DUPLICATE-CARD", card=removed)
    # `table` is after any reshuffle, so a card of the rebuilt deck is refused here as known to be
    # in it: the face-down cards are exactly the hidden cards outside the rebuilt deck.
    hidden = ledger(table)
    hidden.require_hidden(removed)
    # Drawing W from a dealt deck and taking W out of a face-down spot needs two unseen W; a W drawn
    # from a rebuilt deck is one of its known W, so the one hidden W left is enough.
    if (removed == WILD and drawn == WILD and source == "deck" and not table.reshuffled
            and hidden.hidden().count(WILD) < 2):
        raise RuleViolation("CORE-DUPLICATE-CARD", card=WILD)


def check_reveal(state: GolfState, move: Move, now_ms: int) -> None:
    if state.phase != "reveal":
        raise _wrong_phase(state)
    _check_face_down_cards(state, move)


def check_grid(state: GolfState, move: Move, now_ms: int) -> None:
    """A hand at a time: a seat's whole final grid, once per hole. The cards are checked as a
    reveal's are (every spot, cards that exist, none twice on the table, the W the deck holds)."""
    if state.phase != "grids":
        raise _wrong_phase(state)
    if move.seat in state.active and not state.face_down(move.seat):
        raise RuleViolation("GOLF-GRID-ENTERED", player=Seat(move.seat))
    _check_face_down_cards(state, move, whole_grid=True)


def _check_face_down_cards(state: GolfState, move: Move, whole_grid: bool = False) -> None:
    """A reveal's cards, or (`whole_grid`) a whole grid entered a hand at a time: there a wrong
    set of spots is GOLF-GRID-SPOTS and a card already on the table is plainly CORE-CARD-SEEN,
    since no spot of the grid was ever face up to point at."""
    if move.seat not in state.active:
        # Only a playoff leaves seats out; for them this hole has no reveal at all.
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=NOT_IN_PLAYOFF, phase=state.phase)
    cards = move.payload.get("cards")
    if not isinstance(cards, Mapping):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="cards")
    expected = state.face_down(move.seat)
    if not expected:
        # A seat with nothing face down has nothing to enter; the same rule as a wrong set of
        # spots, so the phone shows one consistent message about what this seat must enter.
        raise RuleViolation("GOLF-REVEAL-MISMATCH", positions=NO_FACE_DOWN, expected=[])
    positions = [POSITION_NAMES[p] for p in expected]
    if set(cards) != set(expected):
        if whole_grid:
            raise RuleViolation("GOLF-GRID-SPOTS", positions=positions, expected=list(expected))
        raise RuleViolation("GOLF-REVEAL-MISMATCH", positions=positions, expected=list(expected))
    entered = [_card(state, cards, pos, f"cards.{pos}") for pos in expected]
    known = ledger(state)
    for pos, card in zip(expected, entered):
        try:
            known.require_hidden(card)
        except RuleViolation as seen:
            if seen.rule_id != "CORE-CARD-SEEN" or whole_grid:
                raise
            # §1.4 files a known card under GOLF-REVEAL-MISMATCH ("each card hidden in the
            # ledger"); the card and where it is known to be ride along for the phone to point at.
            raise RuleViolation("GOLF-REVEAL-MISMATCH", positions=positions, expected=list(expected),
                                position=pos, card=card, seen_at=seen.params["location"]) from seen
    no_duplicates(entered)
    if entered.count(WILD) > Counter(known.hidden())[WILD]:
        raise RuleViolation("CORE-DUPLICATE-CARD", card=WILD)


def _card(state: GolfState, payload: Mapping[str, Any], key: str, field: str | None = None) -> str:
    if payload.get(key) is None:
        raise RuleViolation("CORE-BAD-PAYLOAD", field=field or key)
    return parse_card(payload[key], wild_allowed=wilds_used(state))


def _wrong_phase(state: GolfState) -> RuleViolation:
    player = state.dealer if state.phase == "await_hole_start" else state.current
    return RuleViolation("CORE-WRONG-PHASE", phase_description=phase_description(state.phase, player),
                         phase=state.phase)
