"""Stored snapshots keep loading: every game's snapshot as the service wrote it (the files in
tests/rules/snapshots, recorded by tests/rules/snapshot_fixtures.py) loads, writes back the same,
and is what its move log folds to."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from rules import referee
from rules.base import Move
from rules.frozen import FrozenDict, FrozenList
from rules.options import FrozenOptions
from rules.registry import GAMES
from tests.rules.snapshot_fixtures import FIXTURES, FOLDER

FILES = sorted(FOLDER.glob("*.json"))


def _saved(path: Path) -> dict:
    return json.loads(path.read_text())


def test_every_recorded_fixture_is_stored():
    assert {path.stem for path in FILES} == {name for name, *_ in FIXTURES}
    assert {_saved(path)["slug"] for path in FILES} == set(GAMES)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_a_stored_snapshot_loads_and_writes_back_the_same(path):
    saved = _saved(path)
    rules = GAMES[saved["slug"]]
    state = rules.load(saved["snapshot"])
    assert rules.dump(state) == saved["snapshot"]
    assert json.loads(json.dumps(rules.dump(state))) == saved["snapshot"]
    # jsonb hands objects back with their keys reordered
    reordered = json.loads(json.dumps(saved["snapshot"], sort_keys=True))
    assert rules.dump(rules.load(reordered)) == saved["snapshot"]


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_a_stored_snapshot_is_what_its_log_folds_to(path):
    saved = _saved(path)
    rules = GAMES[saved["slug"]]
    options, _state = referee.new_game(rules, saved["players"], saved["options"])
    log = [(Move(entry["type"], entry["seat"], entry["payload"], seq=entry["seq"]), entry["now_ms"])
           for entry in saved["moves"]]
    folded = referee.fold(rules, saved["players"], options, log)
    assert rules.dump(folded) == saved["snapshot"]
    assert folded == rules.load(saved["snapshot"])


def _containers(value, where="state"):
    """Every dict and list in a loaded state, with where it sits."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _containers(getattr(value, field.name), f"{where}.{field.name}")
    elif isinstance(value, dict):
        yield where, value
        for key, item in value.items():
            yield from _containers(item, f"{where}[{key!r}]")
    elif isinstance(value, (list, tuple, frozenset)):
        if isinstance(value, list):
            yield where, value
        for index, item in enumerate(value):
            yield from _containers(item, f"{where}[{index}]")


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_a_loaded_state_cannot_be_changed_in_place_at_any_depth(path):
    """The service shares a loaded state among the requests that read the same match at the
    same version (api/matches/decoded.py): every dict and list in it refuses a change."""
    saved = _saved(path)
    state = GAMES[saved["slug"]].load(saved["snapshot"])
    found = list(_containers(state))
    assert found, "a game state holds its options, a dict at least"
    for where, container in found:
        assert isinstance(container, (FrozenDict, FrozenOptions, FrozenList)), where
        with pytest.raises(TypeError, match="read-only"):
            if isinstance(container, dict):
                container["changed"] = 1
            else:
                container.append(1)
