"""Stored snapshots keep loading: every game's snapshot as the service wrote it (the files in
tests/rules/snapshots, recorded by tests/rules/snapshot_fixtures.py) loads, writes back the same,
and is what its move log folds to."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import referee
from rules.base import Move
from rules.registry import GAMES
from tests.read_only_check import changeable, containers
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


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_a_loaded_state_cannot_be_changed_in_place_at_any_depth(path):
    """The service shares a loaded state among the requests that read the same match at the
    same version (api/matches/decoded.py): every dict and list in it refuses a change."""
    saved = _saved(path)
    state = GAMES[saved["slug"]].load(saved["snapshot"])
    found = list(containers(state))
    assert found, "a game state holds its options, a dict at least"
    assert changeable(state) == []
    for _where, container in found:
        with pytest.raises(TypeError, match="read-only"):
            if isinstance(container, dict):
                container["changed"] = 1
            else:
                container.append(1)
