"""2P6C never holds a card more often than the decks in play have it (issue 35's audit,
tests/rules/card_copies.py): random games with a loaded deck definition, its cards named by code
(one physical copy per deck, `code#copy`), with illegal entries among the legal ones: a code
whose copies are all on the board, a copy already there. A card typed in by its attributes gets an
id of its own (c0001 ...), once. Only the board holds cards; hands and the draw pile are counts."""
from __future__ import annotations

from typing import Any, Iterator

from hypothesis import given

from rules.games.two_p6c import TWO_P6C
from rules.games.two_p6c.state import TwoP6CState

from ..card_copies import PROPERTY, Audit, assert_no_card_beyond_its_copies, cases
from .test_game_entry import deck as fixture_deck

DECK = fixture_deck()


def held(state: TwoP6CState, seats: frozenset[int]) -> Iterator[str]:
    for column in state.board:
        for stack in column:
            yield from stack


def copies(state: TwoP6CState) -> dict[str, int]:
    """Each copy of each deck card once, and each card typed in once."""
    printed = {f"{card['code']}#{n}": 1 for card in DECK["cards"] for n in range(1, state.decks + 1)}
    return {**printed, **{card_id: 1 for card_id in state.cards if card_id not in printed}}


def names(value: Any) -> str | None:
    if isinstance(value, dict) and "code" in value:
        return f"{value['code']}#{value.get('copy_number') or 1}"
    return "typed" if isinstance(value, dict) and "colour" in value else None


def spell(card: str, value: Any) -> dict:
    """A copy on the board named by its code and copy number, or a code alone (its next copy)."""
    code, _, copy = card.partition("#")
    return {"code": code, **({"copy_number": int(copy)} if copy else {})}


AUDIT = Audit(
    rules=TWO_P6C, variants=[{"deck": DECK}, {"deck": DECK, "max_stack": 3, "stack_may_redeclare_chain": True}],
    players=[2, 3, 4], held=held, names=names, spell=spell, deck=copies,
    # A code alone too: the referee picks its next copy, or refuses one with none left.
    also_try=lambda state: [card["code"] for card in DECK["cards"][:12]])


@PROPERTY
@given(case=cases(AUDIT))
def test_no_2p6c_state_holds_a_card_beyond_its_copies(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
