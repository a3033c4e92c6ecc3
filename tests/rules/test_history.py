"""What a game draws from a history tuple is drawn once per tuple (rules/history.py), read-only,
and a history that adds items to a kept one draws only those."""
from __future__ import annotations

import pytest

from rules.frozen import FrozenList
from rules.history import per_history, per_line


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


def test_a_history_that_adds_to_a_kept_one_draws_only_what_it_adds():
    drawn = []

    def lines(history, start):
        drawn.append(history[start:])
        return [{"line": item} for item in history[start:]]
    sheet = per_line(lines)
    first = ("a", "b", "c")
    sheet(first)
    longer = first + ("d",)
    assert sheet(longer) == [{"line": item} for item in longer]
    assert drawn == [first, ("d",)]
    much_longer = longer + ("e", "f")
    assert sheet(much_longer)[-2:] == [{"line": "e"}, {"line": "f"}]
    assert drawn[-1] == ("e", "f")


def test_a_history_whose_first_items_changed_is_drawn_whole():
    """A flag ruled on, an undone move: the items are not those of the history kept."""
    drawn = []

    def lines(history, start):
        drawn.append(history[start:])
        return list(history[start:])
    sheet = per_line(lines)
    sheet((["a"], ["b"]))
    other = (["a"], ["b"], ["c"])  # equal items, but other objects
    assert sheet(other) == [["a"], ["b"], ["c"]]
    assert drawn[-1] == other


def test_an_extended_drawing_is_read_only_like_a_whole_one():
    sheet = per_line(lambda history, start: [{"line": item} for item in history[start:]])
    first = (1, 2)
    sheet(first)
    longer = sheet(first + (3,))
    assert isinstance(longer, FrozenList)
    with pytest.raises(TypeError, match="read-only"):
        longer[-1]["line"] = 4


def test_what_is_kept_on_a_read_only_list_is_made_once_per_key():
    made = []
    lines = FrozenList([1, 2])

    def make(key):
        made.append(key)
        return f"made for {key}"
    assert lines.kept("en", lambda: make("en")) == lines.kept("en", lambda: make("en")) == "made for en"
    assert lines.kept("it", lambda: make("it")) == "made for it"
    assert made == ["en", "it"]
    assert FrozenList([1, 2]).kept("en", lambda: "another list, made anew") == "another list, made anew"
