"""Collector never holds a card more often than the deck has it, the six W included (issue 35's
audit, tests/rules/card_copies.py): random games in trust mode, with tracked hands, with wilds and
a hand at a time, with illegal entries among the legal ones. The table knows the discard pile, the
cards each player took from it and the sets laid down; a tracked hand holds the rest of its
entry, less any card the table has seen elsewhere (a first discard it turned up, which the hand's
own phone is told to correct: docs/games/README.md)."""
from __future__ import annotations

from typing import Iterator

from hypothesis import given

from rules.games.collector import COLLECTOR
from rules.games.collector.state import CollectorState
from rules.games.collector.table import usable_hand, without

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit


def held(state: CollectorState, seats: frozenset[int]) -> Iterator[str]:
    yield from state.discard
    for hand in state.known_hand:
        yield from hand
    for laid in state.laid_down:
        yield from laid.cards
    if state.tracking:
        for seat in seats:
            if state.hands[seat] is not None:
                yield from without(usable_hand(state, seat), state.known_hand[seat])


AUDIT = ecwem_audit(
    COLLECTOR,
    variants=[{}, {"info_mode": "hand_tracking"}, {"wild_cards": "substitute"},
              {"wild_cards": "substitute", "info_mode": "hand_tracking"},
              {"initial_discard": 0, "turn_limit": 5, "info_mode": "hand_tracking"},
              {"depth": "hand"}, {"depth": "hand", "wild_cards": "substitute"}],
    players=[2, 3, 4], held=held, wilds=lambda state: state.wilds)


@PROPERTY
@given(case=cases(AUDIT))
def test_no_collector_state_holds_a_card_beyond_its_copies(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
