"""Mini Golf never holds a card more often than the deck has it (issue 35's audit,
tests/rules/card_copies.py): random holes, entered move by move or a hand at a time, with illegal
entries among the legal ones. While a hole is played the table knows the discard pile, a deck
rebuilt from it (MG-11) and every face-up grid card; nothing in Mini Golf is private. Between
holes every card goes back into the deck."""
from __future__ import annotations

from typing import Iterator

from hypothesis import given

from rules.games.mini_golf import MINI_GOLF
from rules.games.mini_golf.state import GolfState

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit

IN_PLAY = ("turns", "final_turns", "reveal", "grids")


def held(state: GolfState, seats: frozenset[int]) -> Iterator[str]:
    if state.phase not in IN_PLAY:
        return
    yield from state.discard
    yield from state.reshuffled
    for seat in state.active:
        yield from (slot.card for slot in state.grids[seat] or () if slot.card is not None)


AUDIT = ecwem_audit(
    MINI_GOLF,
    variants=[{"holes": 2}, {"holes": 2, "wild_cards": "best_assignment", "deck_exhausted": "reshuffle_discards"},
              {"holes": 2, "tie_rule": "playoff", "discard_draw_must_replace": True},
              {"holes": 2, "depth": "hand"}, {"holes": 2, "depth": "hand", "wild_cards": "best_assignment"}],
    players=[2, 3, 4], held=held, wilds=lambda state: state.options["wild_cards"] == "best_assignment")


@PROPERTY
@given(case=cases(AUDIT))
def test_no_mini_golf_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
