"""2P6C word lists and the agreed word policy (docs/games/2p6c.md §4.5; challenges §3.6; sources §8).

* `BUNDLED`     the lists shipped with the service: `en-v1`, built from web2 and pyspellchecker by
                tools/build_2p6c_wordlist.py (provenance and licences in README.md here);
* `register`    a group's own uploaded list, kept in this process under a content-addressed id;
* `words`       a list's words, upper case;
* `WordPolicy`  `word_source` with `extra_allowed` / `extra_denied`: is a form's text allowed?

§4.5: a list is consulted only to assess a filed challenge, for the solo check after commit, and
for the initial word at scoring, never while a play is being accepted. Callers keep to that; this
module only answers when asked.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Iterable

BUNDLED: dict[str, str] = {"en-v1": "en-v1.txt"}  # list id -> file in this package
CONSENSUS = "consensus"
LIST_PREFIX = "list:"
_WORD = re.compile(r"[A-Z]{2,6}")  # §4.2 WORD-CHARSET and 2..max_word_len letters
_REGISTERED: dict[str, frozenset[str]] = {}


def words(list_id: str) -> frozenset[str]:
    """The upper-case words of a bundled or registered list; KeyError for an unknown id."""
    registered = _REGISTERED.get(list_id)
    return registered if registered is not None else _bundled(list_id)


@lru_cache(maxsize=None)
def _bundled(list_id: str) -> frozenset[str]:
    text = resources.files(__package__).joinpath(BUNDLED[list_id]).read_text(encoding="ascii")
    return frozenset(text.upper().split())


def register(uploaded: Iterable[str]) -> str:
    """Keep a group's own list (plain words, any case) and return its id, "g-" + 16 hex digits.

    The id is a hash of the normalised content, so the same words give the same id however they
    were ordered, cased or repeated, and re-registering a stored list after a restart (the dict
    lives in this process only) restores the id its games refer to. Entries that cannot be a
    2P6C word are dropped; a list with none left is refused, as it would uphold every challenge.
    """
    kept = sorted({word for word in map(_upper, uploaded) if _WORD.fullmatch(word)})
    if not kept:
        raise ValueError("the list has no words of 2 to 6 letters A-Z")
    list_id = "g-" + hashlib.sha256("\n".join(kept).encode("ascii")).hexdigest()[:16]
    _REGISTERED.setdefault(list_id, frozenset(kept))
    return list_id


def _upper(word: str) -> str:
    # ASCII only: str.upper turns "ß" into "SS" and "ﬁ" into "FI", spelling words nobody wrote.
    word = word.strip()
    return word.upper() if word.isascii() else word


def is_known(list_id: str) -> bool:
    return list_id in BUNDLED or list_id in _REGISTERED


@dataclass(frozen=True)
class WordPolicy:
    """The agreed `word_policy` (§4.5): `source` is "consensus" or "list:<id>"."""

    source: str = CONSENSUS
    extra_allowed: tuple[str, ...] = ()
    extra_denied: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.source != CONSENSUS and not (self.source.startswith(LIST_PREFIX)
                                             and len(self.source) > len(LIST_PREFIX)):
            raise ValueError(f'word source must be "consensus" or "list:<id>", not {self.source!r}')

    @property
    def list_id(self) -> str | None:
        return None if self.source == CONSENSUS else self.source.removeprefix(LIST_PREFIX)

    def allows(self, text: str) -> bool | None:
        """Whether the list, after the extras, allows `text`; None without a list.

        None means the jury decides (§3.6 step 2): the extras amend an agreed list and are not a
        list of their own. A denial beats an allowance, so a group can strike a word it also
        listed by mistake. KeyError if the list is not bundled or registered in this process.
        """
        list_id = self.list_id
        if list_id is None:
            return None
        word = _upper(text)
        if word in map(_upper, self.extra_denied):
            return False
        if word in map(_upper, self.extra_allowed):
            return True
        return word in words(list_id)
