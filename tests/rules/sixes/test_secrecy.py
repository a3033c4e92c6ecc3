"""Sixes' private lists (docs/games/sixes.md §3.2): nobody else sees a line, or even how many lines a
player has written, before the lock; after it every list is public, in the view and the log."""
from __future__ import annotations

import json

from tests.rules.sixes.table import SixesTable


def writing_table() -> SixesTable:
    table = SixesTable.new(3).agree_all().start("Fruits")
    table.write({"A": ["Quince"], "B": ["Durian", "", "Lychee"]})
    return table


def test_while_writing_each_phone_sees_its_own_list_only():
    table = writing_table()
    for viewer in (None, "A", "C"):
        shown = json.dumps(table.view(viewer))
        assert "Durian" not in shown and "Lychee" not in shown
    own = table.view("B")["round"]["my_list"]
    assert [line["text"] for line in own] == ["Durian", "", "Lychee", "", "", ""]
    assert table.view(None)["round"]["my_list"] is None
    assert "lists" not in table.view("A")["round"]


def test_while_writing_the_log_keeps_other_players_lines_sealed():
    table = writing_table()
    lines = [move for move, _ in table.log if move.type == "line_set"]
    for move in lines:
        for viewer in (None, 0, 1, 2):
            shown = table.RULES.redact(table.state, move, viewer)
            assert (shown is not None) == (viewer == move.seat)


def test_the_lock_reveals_every_list_in_the_view_and_the_log():
    table = writing_table().done_all()
    shown = table.view("C")["round"]
    assert [line["text"] for line in shown["lists"][1]["lines"]][:3] == ["Durian", "", "Lychee"]
    for move, _ in table.log:
        assert table.RULES.redact(table.state, move, 2) == move.payload


def test_the_next_round_seals_its_own_lines_but_not_the_last_rounds():
    table = writing_table().done_all()
    table.play("A", "round_finalized")
    table.start("Cars").write({"B": ["Volvo"]})
    old = next(move for move, _ in table.log if move.payload.get("text") == "Durian")
    new = next(move for move, _ in table.log if move.payload.get("text") == "Volvo")
    assert table.RULES.redact(table.state, old, 0) == old.payload
    assert table.RULES.redact(table.state, new, 0) is None
    assert "Volvo" not in json.dumps(table.view("A"))
