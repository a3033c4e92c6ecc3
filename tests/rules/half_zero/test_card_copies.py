"""Half-Zero never holds a card more often than the deck has it (issue 35's audit,
tests/rules/card_copies.py): random games with physical and sealed selection, hand tracking, and a
round at a time, with illegal entries among the legal ones. In a round the table knows the cards
played and the point cards won; a seat's sealed selection and tracked hand are its own. Each round
is dealt afresh."""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from hypothesis import given

from rules.games.half_zero import HALF_ZERO
from rules.games.half_zero.state import NONE, HalfZeroState

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit


def held(state: HalfZeroState, seats: frozenset[int]) -> Iterator[str]:
    played = [play.card for plays in state.played for play in plays]
    yield from played
    yield from (f"{rank}{state.point_suit}" for won in state.point_won for rank in won)
    chosen = [s.choice for s in state.turn.sealed if s.seat in seats and s.choice != NONE]
    yield from chosen
    for seat in seats:
        hand = state.hands[seat] if state.hands else None
        if hand is not None:  # a sealed selection is a card of the hand put down
            yield from (Counter(hand) - Counter(played) - Counter(chosen)).elements()


AUDIT = ecwem_audit(
    HALF_ZERO,
    variants=[{}, {"selection_mode": "sealed"}, {"selection_mode": "sealed", "info_mode": "hand_tracking"},
              {"wild_opt_out_cards": False, "unresolvable_tie": "suit_hierarchy"}, {"depth": "hand"}],
    players=[2, 3, 4], held=held, wilds=lambda state: state.options["wild_opt_out_cards"])


@PROPERTY
@given(case=cases(AUDIT))
def test_no_half_zero_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
