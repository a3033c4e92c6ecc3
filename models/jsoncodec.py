"""JSON for the hot path: every move encodes its state, payload and answer, and decodes the state.

orjson does that an order of magnitude faster than the standard library (about 4 µs against 57 µs
for a Mini Golf state and its answer), which is a tenth of a move's whole cost on the server.

A long list that never changes (its type says `never_changes` and keeps what is made from it,
`kept(key, make)`: a loaded state's read-only arrays, rules/frozen.py) is the same JSON for as
long as it lives, so it is encoded once, its bytes kept on it, and spliced into every document
that holds it: a score sheet of a thousand holes goes into the state written and the answer
sent at every move, and is encoded only when a line is added to it.
"""
from __future__ import annotations

from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS
# Subclasses of dict, list, str and int come to `_part`, which splices what it has kept.
_SPLICING = _OPTIONS | orjson.OPT_PASSTHROUGH_SUBCLASS
# A list this long or longer is worth keeping encoded; shorter ones cost less to encode again.
ENCODED_ONCE_FROM = 16
# The key a list keeps its encoding under.
_ENCODED = "json"


def dumps(value: Any) -> str:
    return encoded(value).decode()


def encoded(value: Any) -> bytes:
    """`dumps` as the bytes an answer sends: a long answer's text is not decoded only to be
    encoded again (a Flares answer at move 1,000 is 34 KB, its ½s and ⅓s not ASCII)."""
    return orjson.dumps(value, default=_part, option=_SPLICING)


def dumps_sorted(value: Any) -> bytes:
    """Canonical bytes: the same data always gives the same bytes (for fingerprints)."""
    return orjson.dumps(value, option=_OPTIONS | orjson.OPT_SORT_KEYS)


loads = orjson.loads


def _part(value: Any) -> Any:
    """A subclass of a JSON type, as the JSON of what it holds."""
    if isinstance(value, list) and len(value) >= ENCODED_ONCE_FROM and getattr(value, "never_changes", False):
        return orjson.Fragment(value.kept(_ENCODED, lambda: orjson.dumps(value, option=_OPTIONS)))
    if isinstance(value, (dict, list)):
        # Encoded whole, as orjson writes subclasses: no long list inside one is spliced.
        return orjson.Fragment(orjson.dumps(value, option=_OPTIONS))
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int):
        return int(value)
    raise TypeError(f"Type is not JSON serializable: {type(value).__name__}")

