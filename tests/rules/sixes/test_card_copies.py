"""Sixes never holds more of a stack's cards than the stack has (issue 35's audit,
tests/rules/card_copies.py): each round shows one card of its round type's stack of 36, one text
(six categories for Lightning), and a match reads at most 36 of a stack. Random games with illegal
card entries among the legal ones: a round's card given twice over, or a card set again once the
round is under way.

The service cannot know which card a text is (docs/games/sixes.md: it never sees the printed
cards), so a text read in two rounds is not taken for the same card twice: it could be that card
read again, or two cards sharing a category."""
from __future__ import annotations

from typing import Any, Iterator

from hypothesis import given

from rules.base import Move
from rules.games.sixes import SIXES
from rules.games.sixes.options import ROUND_TYPES
from rules.games.sixes.state import SixesState

from ..card_copies import PROPERTY, Audit, assert_no_card_beyond_its_copies, cases

STACK = 36


def held(state: SixesState, seats: frozenset[int]) -> Iterator[Any]:
    """A stack's card for each round whose card is set, and the round itself once per card its
    texts make (one card: one text, or six for Lightning)."""
    for round_ in state.rounds:
        if round_.card_texts:
            yield round_.type
            per_card = 6 if round_.type == "lightning" else 1
            yield from [("round", round_.number)] * max(1, -(-len(round_.card_texts) // per_card))


def deck(state: SixesState) -> dict[Any, int]:
    return {**dict.fromkeys(ROUND_TYPES, STACK), **{("round", n): 1 for n in range(1, 7)}}


def intrude(state: SixesState, legal: Move, rng: Any) -> Move | None:
    round_ = state.current
    if round_ is None:
        return None
    texts = list(round_.card_texts) or ["Fruits"] * (6 if round_.type == "lightning" else 1)
    if legal.type == "card_set":
        texts = [*legal.payload["texts"], *legal.payload["texts"]]  # two cards at once
    return Move("card_set", round_.reader, {"texts": texts})


AUDIT = Audit(
    rules=SIXES, variants=[{}, {"round_plan": ["match"] * 6}, {"round_plan": ["lightning"] * 6}],
    players=[2, 3, 5], held=held, deck=deck, names=lambda value: None, spell=lambda card, value: value,
    intrude=intrude)


@PROPERTY
@given(case=cases(AUDIT))
def test_no_sixes_state_holds_more_cards_than_its_stacks(case):
    assert_no_card_beyond_its_copies(AUDIT, *case)
