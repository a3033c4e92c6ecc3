"""Decoded states kept between requests (api/matches/decoded.py): what a move or a read finds kept
for a (match, version) is what decoding that version from the database gives, it cannot be changed
in place, and a state is kept only once the move that made it is committed."""
from __future__ import annotations

import json
import random

import pytest
from sqlalchemy import select, update

from api.matches.decoded import DecodedStates
from api.matches.service import after_move
from api.matches.snapshots import Known, Snapshot, load_snapshot
from api.matches.statements import LOAD, MOVE_CONTEXT
from models import jsoncodec
from models.tables import MATCH
from rules import referee
from rules.base import Entrant
from rules.registry import GAMES
from tests.read_only_check import changeable

STEPS = 150


def _fresh(rules, state):
    """The state as a request that found nothing kept decodes it from the database."""
    return rules.load(jsoncodec.loads(jsoncodec.dumps(rules.dump(state))))


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_state_kept_after_each_move_of_a_random_game_equals_a_fresh_decode(slug, seed):
    """Each move is played from the state kept before it, as the service plays it, so a game
    whose rules changed a state in place would fail here too (a kept state refuses the change).
    What a view draws from it equals what it draws from a fresh decode."""
    rules, rng = GAMES[slug], random.Random(seed)
    players = min(rules.info.max_players, rules.info.min_players + seed)
    options, state = referee.new_game(rules, players, {})
    snapshot = Snapshot("m", slug, [f"P{seat}" for seat in range(players)], dict(options),
                        _fresh(rules, state), 0, "active", "CODE")
    for step in range(1, STEPS + 1):
        if rules.outcome(snapshot.state) is not None:
            break
        sampled = rules.sample_move(snapshot.state, rng)
        move = referee.parse(rules, sampled.type, sampled.seat,
                             json.loads(json.dumps(dict(sampled.payload))), step)
        played = referee.play(rules, snapshot.state, move, Entrant(seat=move.seat), 1000 * step)
        snapshot, _store = after_move(rules, snapshot, played, step, "active")
        fresh = _fresh(rules, played)
        assert snapshot.state == fresh, f"move {step}"
        assert rules.dump(snapshot.state) == rules.dump(fresh), f"move {step}"
        # What is drawn from a kept state's histories extends the drawing of the state before
        # (rules/history.py); from a fresh decode it is drawn whole.
        assert rules.scores(snapshot.state) == rules.scores(fresh), f"move {step}"
        assert rules.flags(snapshot.state) == rules.flags(fresh), f"move {step}"
        assert [rules.view(snapshot.state, seat) for seat in range(players)] == \
            [rules.view(fresh, seat) for seat in range(players)], f"move {step}"
        assert changeable(snapshot.state) == [], f"move {step}"
    assert step > 10, "a game long enough to have kept something"


def _raw(app, match) -> Snapshot:
    service = app.extensions["table_referee"]
    with service.db.read() as conn:
        return load_snapshot(conn, match["id"], parse_state=False)


def test_a_move_keeps_the_state_it_made_and_the_next_read_decodes_nothing(app, api, monkeypatch):
    service = app.extensions["table_referee"]
    match = api.create()
    played = api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    kept = service.states.parsed(_raw(app, match))
    assert kept.version == played["version"] == 1

    def decoded(_snapshot):
        raise AssertionError("a kept version was decoded again")
    monkeypatch.setattr(Snapshot, "parsed", decoded)
    assert service.states.parsed(_raw(app, match)).state is kept.state
    assert api.view(match)["version"] == 1
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None, "removed": None})


def test_a_kept_state_refuses_a_change_in_place(app, api):
    service = app.extensions["table_referee"]
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    state = service.states.parsed(_raw(app, match)).state
    assert changeable(state) == []
    with pytest.raises(TypeError, match="read-only"):
        state.options["holes"] = 1


def test_a_move_whose_transaction_fails_keeps_nothing(app, api, backend, monkeypatch):
    """The move's writes are made, then the request fails before the service hears it committed:
    the version it made is not kept. (On SQLite the transaction is rolled back and another move
    may yet make that version with another state; on PostgreSQL the one write statement was its
    COMMIT, and a later read decodes the version from the database.)"""
    service = app.extensions["table_referee"]
    match = api.create()
    save = service._save_move

    def saved_then_lost(*args, **kwargs):
        save(*args, **kwargs)
        raise RuntimeError("the disk went away before COMMIT")
    monkeypatch.setattr(service, "_save_move", saved_then_lost)
    assert api.move(match, 0, "start_hole", {"initial_discard": "5C"}).status_code == 500
    monkeypatch.undo()
    assert (match["id"], 1) not in service.states._kept
    if backend == "sqlite":
        assert api.view(match)["version"] == 0
        played = api.play(match, 0, "start_hole", {"initial_discard": "6H"})
        assert played["match"]["state"]["discard"] == ["6H"]
    else:
        assert api.view(match)["state"]["discard"] == ["5C"]


def test_the_oldest_states_go_first_beyond_the_bound():
    kept = DecodedStates(2)
    for index in range(3):
        kept._keep((f"m{index}", 1), object(), {})
    assert list(kept._kept) == [("m1", 1), ("m2", 1)]
    none = DecodedStates(0)
    none._keep(("m0", 1), object(), {})
    assert len(none) == 0


def _state_column(app, match_id: str):
    db = app.extensions["table_referee"].db
    with db.engine.connect() as conn:
        return conn.execute(select(MATCH.c.state).where(MATCH.c.id == match_id)).scalar_one()


def test_a_read_at_a_kept_version_does_not_fetch_the_stored_state(app, api):
    """The row carries its state only past the version the process keeps: the statements a move
    and a read run give no state at that version, and a read finds the kept one."""
    service = app.extensions["table_referee"]
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    known = service.states.newest(match["id"])
    assert known.version == 1
    params = {"match_id": match["id"], "token_hash": "", "key": None, "window": 1000}
    with service.db.read() as conn:
        for statement in (LOAD, MOVE_CONTEXT):
            assert conn.execute(statement, {**params, "known_version": 1}).first().state is None
            assert conn.execute(statement, {**params, "known_version": 0}).first().state is not None
            assert conn.execute(statement, params).first().state is not None
        snapshot = load_snapshot(conn, match["id"], parse_state=False, known=known)
    assert snapshot.state is known.state and not snapshot.raw


def test_a_process_keeping_a_version_serves_it_as_kept(app, api):
    """Shown by putting another match's state in the row under the same version: a process
    keeping its own never sees it, and a process keeping nothing (a restart) does, which is why
    a database restored from a backup needs its workers restarted."""
    service = app.extensions["table_referee"]
    match, other = api.create(), api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    api.play(other, 0, "start_hole", {"initial_discard": "6H"})
    with service.db.engine.begin() as conn:
        conn.execute(update(MATCH).where(MATCH.c.id == match["id"]).values(
            state=_state_column(app, other["id"])))
    assert api.view(match)["state"]["discard"] == ["5C"]
    service.states = DecodedStates(service.states.size)
    assert api.view(match)["state"]["discard"] == ["6H"]


def test_a_match_moved_on_by_another_process_is_read_from_the_database(app, api):
    """Another worker's move leaves this one's newest kept version behind: the next move here
    reads the state that move made, not the one kept."""
    service = app.extensions["table_referee"]
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    here = service.states
    service.states = DecodedStates(here.size)  # another worker, which kept nothing of this match
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None, "removed": None})
    service.states = here
    assert here.newest(match["id"]).version == 1
    played = api.play(match, 0, "turn", {"source": "deck", "drawn": "1D", "replace": None, "removed": None})
    assert played["version"] == 3 and played["match"]["state"]["discard"][-2:] == ["2H", "1D"]
    assert played["match"] == api.view(match)
    service.states = DecodedStates(here.size)
    assert api.view(match) == played["match"]


def test_the_newest_kept_version_of_a_match_goes_with_its_state():
    kept = DecodedStates(2)
    kept._keep(("m", 1), "one", {})
    kept._keep(("m", 2), "two", {})
    kept._keep(("m", 1), "one", {})  # an older version read again stays behind the newest
    assert kept.newest("m") == Known(2, "two", {})
    kept._keep(("n", 1), "other", {})  # pushes ("m", 2) out, then ("m", 1) stays kept but not newest
    assert kept.newest("m") is None and kept.newest("n") == Known(1, "other", {})
