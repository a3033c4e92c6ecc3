"""The two comparison keys of a line (docs/games/sixes.md §5.1, golden table S9, resolution B7).

N1 ("identical") removes what cannot be heard when lists are read aloud: case, accents,
apostrophes, punctuation and spacing. N2 ("close enough") also drops a leading article, makes
plural words singular and ignores the spaces between words. `singular` is shared with the
card-word rule (§5.2) and the suggestions (§5.5).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

# §5.1 N1 step 4. U+02BC counts as a letter for str.isalnum, so step 5 alone would keep it.
APOSTROPHES = frozenset("'\u2019\u2018\u02bc`")
ARTICLES = frozenset({"a", "an", "the"})
_SIBILANT_ENDINGS = ("s", "x", "z", "ch", "sh")


@lru_cache(maxsize=65536)  # a review asks for the same few dozen lines' keys again and again
def n1(text: str) -> str:
    """The light key: "" means the line is EMPTY."""
    decomposed = unicodedata.normalize("NFKD", text)
    # casefold after dropping the marks: it turns "ß" into "ss", which NFKD leaves alone.
    folded = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    folded = folded.replace("&", " and ")
    folded = "".join(c for c in folded if c not in APOSTROPHES)
    spaced = "".join(c if c.isalnum() else " " for c in folded)
    return " ".join(spaced.split())


def is_empty(text: str) -> bool:
    """Blank, or only whitespace and punctuation (§0 "Lists")."""
    return n1(text) == ""


def tokens(text: str) -> tuple[str, ...]:
    """The words of N1(text)."""
    return tuple(n1(text).split())


def singular(token: str) -> str:
    """§5.1 N2 step 2: a deliberately simple, deterministic singulariser for one N1 token.

    Tokens with a digit ("h2", "1978") are left alone. Known misses ("kiwis", "mars" → "mar")
    are listed in S9; the group fixes them with merge or split votes.
    """
    if not token.isalpha():
        return token
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("es") and token[:-2].endswith(_SIBILANT_ENDINGS):
        return token[:-2]
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


@lru_cache(maxsize=65536)
def n2(text: str) -> str:
    """The strong key: N1's words without a leading article, singular, joined without spaces."""
    words = tokens(text)
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return "".join(singular(word) for word in words)
