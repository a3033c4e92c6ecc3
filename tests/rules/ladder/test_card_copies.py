"""Ladder never holds a card more often than the deck has it (issue 35's audit,
tests/rules/card_copies.py): random games in trust mode and with tracked hands, with illegal
entries among the legal ones. The table knows the pile, the cards each player picked up, and the
cards shown in an audit after the game; a tracked hand holds its entered cards not yet seen, less
any the table has seen elsewhere (a card the deck turned up, which the hand's own phone is told to
correct: docs/games/README.md)."""
from __future__ import annotations

from typing import Iterator

from hypothesis import given

from rules.games.ladder import LADDER
from rules.games.ladder.state import LadderState
from rules.games.ladder.table import hand_conflicts, unrevealed_entered

from ..card_copies import PROPERTY, assert_no_card_beyond_its_copies, cases, ecwem_audit


def held(state: LadderState, seats: frozenset[int]) -> Iterator[str]:
    placed = [card for play in state.pile for card in play.cards]
    placed += [card for hand in state.known_hand for card in hand]
    yield from placed
    yield from (r.card for r in state.revealed if r.how == "audit" and r.card not in placed)
    if state.tracking:
        for seat in seats:
            wrong = {card for card, _zone in hand_conflicts(state, seat)}
            yield from (card for card in unrevealed_entered(state, seat) if card not in wrong)


AUDIT = ecwem_audit(
    LADDER, variants=[{}, {"info_mode": "hand_tracking"}, {"voluntary_collect": True, "set_rule": "size_beats_rank"},
                      {"info_mode": "hand_tracking", "voluntary_collect": True}],
    players=[2, 3, 4], held=held)


@PROPERTY
@given(case=cases(AUDIT))
def test_no_ladder_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
