"""Fifteen Minute Cold War never holds a card in two places (issue 35's audit,
tests/rules/card_copies.py): each card is one id of its country's deck, or of the cards the table
registered at their first sighting. Random games with hands counted or tracked privately, with
illegal entries among the legal ones (a card named by the id of one already somewhere). The table
knows the Leaders, the stacks, the discard and Fallen piles, the draw piles whose order is known,
the cards set aside and those of a pending attack; a hand's known cards are its own."""
from __future__ import annotations

from typing import Any, Iterator

from hypothesis import given

from rules.games.cold_war import COLD_WAR
from rules.games.cold_war.state import ColdWarState

from ..card_copies import PROPERTY, Audit, assert_no_card_beyond_its_copies, cases


def held(state: ColdWarState, seats: frozenset[int]) -> Iterator[str]:
    for seat, player in enumerate(state.seats):
        yield player.leader
        yield from player.stack
        yield from player.discard
        yield from player.draw_known or ()
        yield from player.fallen_discard
        yield from player.fallen_known or ()
        yield from player.set_aside
        if seat in seats:
            yield from player.hand_known
    pending = state.pending
    if pending is not None:
        yield from pending.hand_cards + pending.stack_cards + pending.shields
        if pending.orange:
            yield pending.orange


def names(value: Any) -> str | None:
    """A card reference's id; a first sighting names no id yet, but may be swapped for one."""
    if isinstance(value, dict) and isinstance(value.get("ref"), str):
        return value["ref"]
    return "first sighting" if isinstance(value, dict) and "new" in value else None


AUDIT = Audit(
    rules=COLD_WAR, variants=[{}, {"hand_tracking": "private"}, {"max_plays_per_turn": 3, "discard_ends_play": False}],
    players=[2, 3, 4], held=held, names=names, spell=lambda card, value: {"ref": card},
    deck=lambda state: dict.fromkeys(state.cards, 1))


@PROPERTY
@given(case=cases(AUDIT))
def test_no_cold_war_state_holds_a_card_twice(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
