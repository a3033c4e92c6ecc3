"""What a game draws from a history tuple is drawn once per tuple (rules/history.py), read-only."""
from __future__ import annotations

import pytest

from rules.history import per_history


def test_a_history_is_drawn_once_per_tuple_and_anew_for_a_longer_one():
    drawn = []

    @per_history
    def sheet(history):
        drawn.append(history)
        return [{"line": item} for item in history]
    lines = (1, 2, 3)
    assert sheet(lines) == sheet(lines) == [{"line": 1}, {"line": 2}, {"line": 3}]
    assert drawn == [lines]
    longer = lines + (4,)
    assert sheet(longer)[-1] == {"line": 4}
    assert drawn == [lines, longer]


def test_what_is_drawn_is_shared_so_it_refuses_a_change():
    sheet = per_history(lambda history: {"lines": list(history)})
    with pytest.raises(TypeError, match="read-only"):
        sheet((1, 2))["lines"].append(3)


def test_a_short_history_is_drawn_every_time_and_not_kept():
    drawn = []

    def sheet(history):
        drawn.append(history)
        return list(history)
    kept = per_history(sheet, shortest=3)
    kept((1, 2))
    kept((1, 2))
    assert len(drawn) == 2
