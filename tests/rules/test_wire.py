"""Snapshots as plain JSON data (rules/wire.py)."""
from __future__ import annotations

from dataclasses import asdict, dataclass

import pytest

from rules.options import FrozenOptions
from rules.wire import json_lists, plain


@dataclass(frozen=True)
class Inner:
    cells: tuple[tuple[str, ...], ...]
    score: float | None


@dataclass(frozen=True)
class Outer:
    name: str
    inner: Inner
    by_id: dict[str, Inner]
    options: FrozenOptions


def test_plain_is_asdict_with_lists_in_one_pass():
    state = Outer("x", Inner((("a", "b"), ()), 1.5), {"k": Inner((), None)},
                  FrozenOptions({"mode": "trust", "limits": (1, 2)}))
    assert plain(state) == json_lists(asdict(state))
    assert plain(state)["inner"]["cells"] == [["a", "b"], []]


def test_plain_refuses_what_json_cannot_hold():
    with pytest.raises(TypeError, match="set"):
        plain(Inner({"a"}, None))
