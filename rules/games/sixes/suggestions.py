"""Fuzzy "same item?" suggestions for the review (docs/games/sixes.md §5.5; resolutions B7, B8, B9; golden
tests S1, S4, S6, S9 "Kiwis").

Advice only: a suggestion is offered as a one-tap merge proposal and changes nothing until the
group votes it through. The signals are deliberately generous, because only people merge.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, Mapping, Sequence

from rapidfuzz import fuzz

from .card_words import content_words
from .normalise import n1, n2
from .options import resolve
from .proposals import Target
from .scoring import RoundScore

MAX_SUGGESTIONS = 10
SPELLING_SIM = 0.85     # identical mode: sim(N1 a, N1 b)
CLOSE_SIM = 0.80        # close-enough mode: sim(N2 a, N2 b)
TOKEN_SET_MIN = 80      # close-enough mode: token_set_ratio(N1 a, N1 b), in percent
SHARED_WORD_MIN = 4     # close-enough mode: a shared content word at least this long


@dataclass(frozen=True)
class Suggestion:
    """Merge `a` and `b`? `signals` name the §5.5 tests that fired; `score` ranks suggestions."""

    a: Target
    b: Target
    score: float
    signals: tuple[str, ...]


def sim(a: str, b: str) -> float:
    """Normalised Indel similarity, 1 − indel_distance / (len a + len b)."""
    return fuzz.ratio(a, b) / 100


def content(text: str) -> frozenset[str]:
    """§5.5 content(x): singular non-stopwords, without all-digit words such as "1978"."""
    return frozenset(word for word in content_words(text) if not word.isdigit())


def suggest(lists: Mapping[str, Sequence[str]], score: RoundScore,
            options: Mapping[str, Any] | None = None,
            limit: int | None = MAX_SUGGESTIONS) -> list[Suggestion]:
    """Pairs of counted lines in the same scope but different classes that may be the same item,
    best first (ties in reading order), at most `limit` (None: all)."""
    opts = resolve(options)
    close = opts["similarity_mode"] == "close_enough"
    if not close and opts["identical_mode_merges"] == "off":
        return []  # nobody can merge, so there is nothing to suggest
    order = [t for t in score.status if t in score.counted]  # reading order
    text = {t: lists[t[0]][t[1] - 1] for t in order}
    found = []
    for a, b in combinations(order, 2):
        if score.scope(a) != score.scope(b) or score.classes[a] == score.classes[b]:
            continue
        signals, strength = (_close_enough if close else _spelling)(text[a], text[b])
        if signals:
            found.append(Suggestion(a, b, round(strength, 4), signals))
    found.sort(key=lambda s: -s.score)  # stable: equal scores stay in reading order
    return found if limit is None else found[:limit]


def _spelling(x: str, y: str) -> tuple[tuple[str, ...], float]:
    """Identical mode: "same item, different spelling?"."""
    signals = []
    if n2(x) == n2(y):
        signals.append("same_n2")
    similarity = sim(n1(x), n1(y))
    if similarity >= SPELLING_SIM:
        signals.append("similar_spelling")
    return tuple(signals), 1.0 if "same_n2" in signals else similarity


def _close_enough(x: str, y: str) -> tuple[tuple[str, ...], float]:
    """Close-enough mode: "close enough?"."""
    signals = []
    similarity = sim(n2(x), n2(y))
    token_set = fuzz.token_set_ratio(n1(x), n1(y))
    cx, cy = content(x), content(y)
    if similarity >= CLOSE_SIM:
        signals.append("similar_spelling")
    if (cx and cx <= cy) or (cy and cy <= cx):
        signals.append("subset")
    if any(len(word) >= SHARED_WORD_MIN for word in cx & cy):
        signals.append("shared_word")
    if token_set >= TOKEN_SET_MIN:
        signals.append("token_set")
    return tuple(signals), max(similarity, token_set / 100)
