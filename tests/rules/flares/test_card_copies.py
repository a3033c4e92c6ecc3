"""Flares never holds a card more often than the deck has it (issue 35's audit,
tests/rules/card_copies.py): random rounds in trust mode, with tracked hands and a hand at a time,
with illegal entries among the legal ones. During a round the table knows every card on a trick
and the point cards once shown; a tracked hand holds its unplayed cards, less any the table has
since seen elsewhere (a deck card it turned up, which the hand's own phone is told to correct:
docs/games/README.md). Each round is dealt afresh."""
from __future__ import annotations

from typing import Iterator

from hypothesis import given

from rules.games.flares import FLARES
from rules.games.flares.state import FlaresState
from rules.games.flares.table import ROUND_IN_PLAY, all_tricks, playable_held

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit


def held(state: FlaresState, seats: frozenset[int]) -> Iterator[str]:
    if state.phase in ROUND_IN_PLAY:
        yield from (play.card for trick in all_tricks(state) for play in trick.cards)
    if state.point_cards is not None and state.phase != "round_setup":
        yield from state.point_cards
    if state.tracking:
        for seat in seats:
            yield from playable_held(state, seat)


AUDIT = ecwem_audit(
    FLARES, variants=[{"target": 15}, {"target": 15, "info_mode": "hand_tracking"},
                      {"target": 15, "depth": "hand"}],
    players=[2, 3, 4], held=held)


@PROPERTY
@given(case=cases(AUDIT))
def test_no_flares_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
