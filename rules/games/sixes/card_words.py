"""The card-word rule: "a player cannot use the words or phrases on the card" (docs/games/sixes.md §5.2,
resolutions B10 and B11, golden test S8).

A line is flagged when one of its words, made singular, is a content word of the card: whole
words only, so "red" flags "Red apple" and "Reds" but not "Redwood". For Lightning the card is all
six categories together.
"""
from __future__ import annotations

from typing import Iterable

from .normalise import singular, tokens

STOP = frozenset("""
    a an the and or of in on at to for with by from as that this these those which
    who whom whose what is are was were be been it its you your can could would should
    will do does thing something someone somewhere some any one type kind name
""".split())


def is_stopword(token: str) -> bool:
    """A stopword before or after singularising.

    The spec's formula removes STOP after singularising, but the singulariser turns "these",
    "those", "whose" and "does" into "thes", "thos", "whos" and "doe", which STOP does not list;
    checking both forms keeps B10's intent ("stopwords excluded") and "things" → "thing" still goes.
    """
    return token in STOP or singular(token) in STOP


def content_words(text: str) -> frozenset[str]:
    """The singular words of `text` that are not stopwords."""
    return frozenset(singular(token) for token in tokens(text) if not is_stopword(token))


def card_tokens(card_texts: Iterable[str]) -> frozenset[str]:
    """The content words of the card: the union over its texts (B11: all 6 Lightning categories)."""
    words: set[str] = set()
    for text in card_texts:
        words |= content_words(text)
    return frozenset(words)


def uses_card_word(text: str, card_words: frozenset[str]) -> bool:
    """§5.2 flag(line). Stopwords in the line do not matter: the card's words have none."""
    return any(singular(token) in card_words for token in tokens(text))
