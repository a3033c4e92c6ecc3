"""Squad never holds a card more often than the deck has it (issue 35's audit,
tests/rules/card_copies.py): random games with the standard setup and the Draft, in trust mode and
with tracked hands, with illegal entries among the legal ones. The table knows every squad, every
captured pile, the drafted cards still in a hand, the discard pile and the draft cards on the
table (a tie-break draw shows a card of its captured pile, which stays there); a tracked hand
holds the rest of its entry."""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from hypothesis import given

from rules.games.squad import SQUAD
from rules.games.squad.state import SquadState

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit


def held(state: SquadState, seats: frozenset[int]) -> Iterator[str]:
    for seat in range(state.players):
        for squad in state.squads[seat] if state.squads else ():
            yield from squad or ()
        yield from state.captured[seat] if state.captured else ()
        yield from state.known_hand[seat] if state.known_hand else ()
    yield from state.discard
    if state.draft is not None:
        yield from state.draft.available
    if state.tracking:
        for seat in seats:
            yield from (Counter(state.hands[seat] or ()) - Counter(state.known_hand[seat])).elements()


AUDIT = ecwem_audit(
    SQUAD,
    variants=[{}, {"info_mode": "hand_tracking"}, {"draft": True},
              {"draft": True, "info_mode": "hand_tracking", "deck_exhausted": "reshuffle_discards"},
              {"deck_exhausted": "end_game", "redeploy_counts_as_action": False}],
    players=[2, 3, 4], held=held)


@PROPERTY
@given(case=cases(AUDIT))
def test_no_squad_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
