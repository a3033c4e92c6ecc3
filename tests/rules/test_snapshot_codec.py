"""The snapshot codec (rules/snapshots.py): plain JSON written as `wire.plain` writes it, read back
from the state's type hints, with the shapes games declared for themselves."""
from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

import pytest

from rules.flags import Flag
from rules.options import FrozenOptions
from rules.snapshots import FLAG_SHAPE, Snapshot
from rules.wire import plain


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Mark:
    seat: int
    card: str
    seq: int | None = None


@dataclass(frozen=True)
class Cell:
    face_up: bool = False
    card: str | None = None


@dataclass(frozen=True)
class Inner:
    cells: tuple[tuple[str, ...], ...] = ()
    where: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Table:
    players: int
    options: Mapping[str, Any]
    inner: Inner
    maybe: Inner | None = None
    by_seat: Mapping[int, Cell] = field(default_factory=dict)
    named: Mapping[str, tuple[Cell, ...]] = field(default_factory=dict)
    marks: tuple[Mark, ...] = ()
    piles: Mapping[str, Mark] = field(default_factory=dict)
    leader: int | str | None = None
    seen: frozenset[str] = frozenset()
    colour: Colour = Colour.RED
    extra: Mapping[str, Any] | None = None
    flags: tuple[Flag, ...] = ()
    added_later: tuple[int, ...] = ()


CODEC = Snapshot(Table, game="Test", version=3, tag={"variant": "test"}, rows=(Mark,),
                 items=[(Table, "piles")], shapes=FLAG_SHAPE)

TABLE = Table(
    players=2, options=FrozenOptions({"mode": "trust", "plan": [1, 2]}),
    inner=Inner((("a", "b"), ()), (1, 2)), maybe=Inner(), by_seat={0: Cell(True, "5H"), 1: Cell()},
    named={"x": (Cell(), Cell(True, None))}, marks=(Mark(0, "AS", 3), Mark(1, "2C")),
    piles={"b": Mark(1, "KD"), "a": Mark(0, "QS", 9)}, leader="DECK", seen=frozenset({"b", "a"}),
    colour=Colour.BLUE, extra={"pair": [1, 2], "nested": {"list": [[3, 4]]}},
    flags=(Flag(1, "X-RULE", 0, 2, 5, (("cards", ("AS", "2C")),)),), added_later=(7,))


def test_a_state_goes_round_through_json():
    data = CODEC.dump(TABLE)
    assert data == json.loads(json.dumps(data))
    assert CODEC.load(json.loads(json.dumps(data))) == TABLE
    assert CODEC.load(json.loads(json.dumps(data, sort_keys=True))) == TABLE


def test_what_the_snapshot_looks_like():
    data = CODEC.dump(TABLE)
    assert list(data)[:3] == ["v", "variant", "players"]
    assert data["v"] == 3 and data["variant"] == "test"
    assert data["inner"] == {"cells": [["a", "b"], []], "where": [1, 2]}
    assert data["by_seat"] == {"0": {"face_up": True, "card": "5H"}, "1": {"face_up": False, "card": None}}
    assert data["marks"] == [[0, "AS", 3], [1, "2C", None]]          # rows
    assert data["piles"] == [["b", 1, "KD", None], ["a", 0, "QS", 9]]  # ordered items
    assert data["seen"] == ["a", "b"]
    assert data["colour"] == "blue"
    assert data["extra"] == {"pair": [1, 2], "nested": {"list": [[3, 4]]}}
    # A value typed Any is written as plain JSON, and read back as JSON gave it.
    assert CODEC.dump(replace(TABLE, extra={"pair": (1, 2)}))["extra"] == {"pair": [1, 2]}
    assert data["flags"] == [TABLE.flags[0].to_json()]
    assert data["options"] == {"mode": "trust", "plan": [1, 2]}


def test_loaded_options_are_frozen_and_a_game_may_freeze_its_own():
    assert isinstance(CODEC.load(CODEC.dump(TABLE)).options, FrozenOptions)
    own = Snapshot(Table, game="Test", options=lambda o: FrozenOptions({**o, "plan": tuple(o["plan"])}))
    assert own.load(own.dump(TABLE)).options["plan"] == (1, 2)


def test_the_writer_is_plain_for_dataclasses_without_shapes_of_their_own():
    codec = Snapshot(Inner, game="Test")
    state = Inner((("a",), ("b", "c")), (3, 4))
    assert codec.dump(state) == {"v": 1, **plain(state)}


def test_an_older_snapshot_lacks_later_fields_and_rows():
    data = json.loads(json.dumps(CODEC.dump(TABLE)))
    del data["added_later"]
    del data["inner"]["where"]
    data["marks"][1] = [1, "2C"]
    older = CODEC.load(data)
    assert older.added_later == () and older.inner.where == (0, 0) and older.marks[1] == Mark(1, "2C")


def test_another_version_is_refused_and_unknown_keys_are_ignored():
    data = CODEC.dump(TABLE)
    with pytest.raises(ValueError, match="unknown Test snapshot version 4"):
        CODEC.load({**data, "v": 4})
    assert CODEC.load({**data, "gone": 1}) == TABLE


def test_a_hint_a_snapshot_cannot_read_back_is_refused_when_the_codec_is_built():
    @dataclass(frozen=True)
    class Mixed:
        either: Inner | Cell

    with pytest.raises(TypeError, match="cannot tell apart"):
        Snapshot(Mixed, game="Test")

    @dataclass(frozen=True)
    class Keys:
        by: Mapping[tuple[int, int], str]

    with pytest.raises(TypeError, match="mapping keys"):
        Snapshot(Keys, game="Test")


def test_a_sparse_field_is_written_only_while_set_so_older_snapshots_write_back_the_same():
    @dataclass(frozen=True)
    class Grown:
        players: int
        later: Inner | None = None

    codec = Snapshot(Grown, game="Test", sparse=[(Grown, "later")])
    stored = {"v": 1, "players": 2}
    assert codec.dump(codec.load(stored)) == stored
    grown = Grown(2, Inner((("a",),), (1, 2)))
    assert codec.dump(grown) == {"v": 1, "players": 2, "later": {"cells": [["a"]], "where": [1, 2]}}
    assert codec.load(json.loads(json.dumps(codec.dump(grown)))) == grown
