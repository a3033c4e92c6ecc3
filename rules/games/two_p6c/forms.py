"""Is a declared form well made? (docs/games/2p6c.md §4.1 step 5, §4.4; resolutions A9, A10, A17.)

A chainword takes exactly one card from every cell of its column, a stackword every card of its
cell, the initial word the six cards dealt to row 1. The checks run in the §4.1 order and raise
its rule ids. When the phone leaves `uses` out, the server picks them: for a chain the
highest-scoring selection (§3.5), for a stack or the initial word the one matching there is.
Whether the text is a real word is never asked here (§4.5).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping, Sequence

from ...errors import RuleViolation
from .cards import Card
from .scoring import word_score
from .spelling import Selection, best_selection, check_distinct, check_letters, check_text, spellable

NEW = "NEW"  # how a phone names the card it is playing (§3.5)
Uses = tuple[tuple[str, str], ...]


def chain_uses(text: Any, uses: Sequence[Mapping[str, str]] | None, cells: Sequence[Sequence[Card]],
               new_card: Card, eq_word_score: str, must_use_new: bool = True) -> tuple[str, Uses]:
    """A chainword over `cells` (the column's stacks bottom..top, the new card in place). A
    chain play's word must use the new card; a stack play's redeclared chain need not (A12)."""
    word = check_text(text)
    if uses is None:
        selection = best_pick(word, tuple(map(tuple, cells)), eq_word_score)
        if selection is None:
            raise RuleViolation("2P6C-WORD-SPELL", text=word)
        return word, selection.uses
    pairs = _pairs(uses, new_card)
    check_distinct(pairs)
    cell_of = {card.id: index for index, stack in enumerate(cells) for card in stack}
    _known(pairs, cell_of)
    covered: set[int] = set()
    for card_id, _letter in pairs:
        if cell_of[card_id] in covered:
            raise RuleViolation("2P6C-WORD-ONE-PER-STACK", card=card_id)
        covered.add(cell_of[card_id])
    if len(covered) != len(cells):
        raise RuleViolation("2P6C-WORD-CARDS")
    _letters(word, pairs, cells, new_card if must_use_new else None)
    return word, pairs


def stack_uses(text: Any, uses: Sequence[Mapping[str, str]] | None, stack: Sequence[Card],
               new_card: Card) -> tuple[str, Uses]:
    """A stackword over every card of one cell (the new card on top)."""
    word = check_text(text)
    if uses is None:
        letters = spellable(word, stack) if len(word) == len(stack) else None
        if letters is None:
            raise RuleViolation("2P6C-WORD-SPELL", text=word)
        return word, tuple((card.id, letter) for card, letter in zip(stack, letters))
    pairs = _pairs(uses, new_card)
    check_distinct(pairs)
    ids = {card.id for card in stack}
    _known(pairs, ids)
    if {card_id for card_id, _ in pairs} != ids:
        raise RuleViolation("2P6C-WORD-CARDS")
    _letters(word, pairs, [stack], new_card)
    return word, pairs


def initial_uses(text: Any, uses: Sequence[Mapping[str, str]] | None,
                 initial: Sequence[Card]) -> tuple[str, Uses]:
    """The initial word: the six cards of row 1 as dealt, one letter each (A17)."""
    word = check_text(text)
    if uses is None:
        if len(word) != len(initial):
            raise RuleViolation("2P6C-INITIAL-CARDS")
        letters = spellable(word, initial)
        if letters is None:
            raise RuleViolation("2P6C-WORD-SPELL", text=word)
        return word, tuple((card.id, letter) for card, letter in zip(initial, letters))
    pairs = _pairs(uses, None)
    check_distinct(pairs)
    if sorted(card_id for card_id, _ in pairs) != sorted(card.id for card in initial):
        raise RuleViolation("2P6C-INITIAL-CARDS")
    check_letters(word, pairs, {card.id: card for card in initial})
    return word, tuple(pairs)


def _pairs(uses: Sequence[Mapping[str, str]], new_card: Card | None) -> Uses:
    """The uses as (card id, upper-case letter) pairs, "NEW" read as the card being played."""
    return tuple((new_card.id if use["card"] == NEW and new_card else use["card"],
                  use["letter"].upper()) for use in uses)


def _known(pairs: Uses, slot_cards: Any) -> None:
    for card_id, _letter in pairs:
        if card_id not in slot_cards:
            raise RuleViolation("2P6C-WORD-CARDS", card=card_id)


def _letters(word: str, pairs: Uses, cells: Sequence[Sequence[Card]], new_card: Card | None) -> None:
    if new_card is not None and new_card.id not in {card_id for card_id, _ in pairs}:
        raise RuleViolation("2P6C-WORD-CARDS")
    check_letters(word, pairs, {card.id: card for stack in cells for card in stack})


# referee.play checks a play, then applies it, and each reads its form: uncached, the server's
# pick, the costliest step of a move, would run twice. The end-of-game views re-pick every
# chain on every request too. Keyed by the cards' values, so it cannot go stale.
@lru_cache(maxsize=64)
def best_pick(text: str, cells: tuple[tuple[Card, ...], ...], eq_word_score: str
              ) -> Selection | None:
    """`best_selection` under the match's `eq_word_score`."""
    return best_selection(text, cells, scorer(eq_word_score))


def scorer(eq_word_score: str) -> Callable[[Sequence[Card]], int]:
    # Under `choice` the pick comes at scoring; choosing cards now, rate an =word by its best.
    mode = "max" if eq_word_score == "choice" else eq_word_score
    return lambda cards: word_score(cards, mode)
