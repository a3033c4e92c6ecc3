"""A move's transaction on a SQLite file runs on a sqlite3 connection of its own, its statements
compiled once (models/fast_sqlite.py): what it writes and reads must be what SQLAlchemy's own
Connection writes and reads, and it must hold the same locks and roll back the same way."""
from __future__ import annotations

import sqlite3
from datetime import datetime, timezone

import pytest
from sqlalchemy import func, insert, select
from sqlalchemy.exc import IntegrityError, OperationalError

from api.matches.statements import LOG_MOVE, MOVE_CONTEXT, SAVE_MATCH
from models import migrate
from models.db import Database
from models.fast_sqlite import BUSY_TIMEOUT_MS, FastConnection
from models.tables import MATCH, MOVE, SEAT

from .test_sqlite_writers import _another_process_can_lock

NOW = datetime(2026, 11, 27, 15, 4, 5, 123456, tzinfo=timezone.utc)


@pytest.fixture
def db(tmp_path):
    database = Database(f"sqlite:///{tmp_path / 'referee.db'}")
    migrate.upgrade(database)
    with database.write() as conn:
        conn.execute(insert(MATCH).values(
            id="m1", game="mini-golf", players=["Ann", "Ben"], options={"holes": 9}, state={"hole": 1},
            version=0, next_seq=1, status="active", join_code="ABC123", host_token_hash="h" * 64,
            tournament=None, host_seat=0, created_at=NOW, updated_at=NOW))
        conn.execute(insert(SEAT).values(match_id="m1", seat=1, name="Ben", token_hash="s" * 64, claimed=True))
    yield database
    database.dispose()


def _move(seq: int, payload: dict) -> dict:
    return {"of_match": "m1", "old_version": seq - 1, "new_state": {"hole": 1, "seq": seq},
            "new_version": seq, "new_next_seq": seq + 1, "new_status": "active", "at": NOW,
            "move_seq": seq, "move_type": "turn", "move_seat": 1, "entrant": "seat:1",
            "move_payload": payload, "move_ms": 1_700_000_000_000, "new_log_counts": {"seat:1": seq}}


def test_a_move_written_fast_reads_back_the_same_through_sqlalchemy(db):
    payload = {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U", "n": [1, None, "é"]}
    with db.check_and_set() as conn:
        assert isinstance(conn, FastConnection)
        assert conn.execute(SAVE_MATCH, _move(1, payload)).rowcount == 1
        conn.execute(LOG_MOVE, _move(1, payload))
    with db.read() as conn:
        match = conn.execute(select(MATCH).where(MATCH.c.id == "m1")).one()
        move = conn.execute(select(MOVE).where(MOVE.c.match_id == "m1")).one()
    assert (match.state, match.version, match.next_seq) == ({"hole": 1, "seq": 1}, 1, 2)
    assert match.log_counts == {"seat:1": 1}
    assert match.updated_at.replace(tzinfo=timezone.utc) == NOW
    assert (move.payload, move.seat, move.entered_by, move.now_ms) == (payload, 1, "seat:1", 1_700_000_000_000)
    assert move.created_at.replace(tzinfo=timezone.utc) == NOW


def test_the_fast_read_gives_the_rows_sqlalchemy_gives(db):
    params = {"match_id": "m1", "token_hash": "s" * 64, "key": None, "window": 1000}
    with db.check_and_set() as conn:
        fast = conn.execute(MOVE_CONTEXT, params).all()
    with db.read() as conn:
        slow = conn.execute(MOVE_CONTEXT, params).all()
    assert [tuple(row) for row in fast] == [tuple(row) for row in slow]
    assert (fast[0].players, fast[0].options, fast[0].claimed, fast[0].seat_number) == (["Ann", "Ben"], {"holes": 9}, True, 1)


def test_a_statement_holding_its_own_values_runs_too(db):
    count = select(func.count()).select_from(MOVE).where(MOVE.c.match_id == "m1", MOVE.c.entered_by == "seat:1")
    with db.check_and_set() as conn:
        conn.execute(LOG_MOVE, _move(1, {}))
        assert conn.execute(count).scalar_one() == 1


def test_a_failure_inside_rolls_everything_back_and_lets_go_of_the_lock(db, tmp_path):
    with pytest.raises(ZeroDivisionError), db.check_and_set() as conn:
        conn.execute(SAVE_MATCH, _move(1, {}))
        conn.execute(LOG_MOVE, _move(1, {}))
        assert not _another_process_can_lock(tmp_path / "referee.db-writers.lock")
        1 / 0
    assert _another_process_can_lock(tmp_path / "referee.db-writers.lock")
    with db.read() as conn:
        assert conn.execute(select(MATCH.c.version)).scalar_one() == 0
        assert conn.execute(select(func.count()).select_from(MOVE)).scalar_one() == 0


def test_a_database_error_is_sqlalchemys_as_on_its_own_connection(db):
    with pytest.raises(IntegrityError), db.check_and_set() as conn:
        conn.execute(LOG_MOVE, _move(1, {}))
        conn.execute(LOG_MOVE, _move(1, {}))  # the same (match, seq) twice
    with db.read() as conn:
        assert conn.execute(select(func.count()).select_from(MOVE)).scalar_one() == 0


def test_a_forked_process_opens_its_own_connection(db):
    with db.check_and_set() as conn:
        first = conn.raw
    db._raw_pid = -1  # as a worker forked after the parent had used it sees it
    with db.check_and_set() as conn:
        assert conn.raw is not first
        conn.execute(SAVE_MATCH, _move(1, {}))
    with db.read() as conn:
        assert conn.execute(select(MATCH.c.version)).scalar_one() == 1


class Failing:
    """The writer connection, failing the statements named in `fail` as SQLite would."""

    def __init__(self, raw, *fail: str) -> None:
        self.raw, self.fail, self.closed = raw, set(fail), False

    def execute(self, sql, *args):
        if sql in self.fail:
            raise sqlite3.OperationalError("disk I/O error")
        return self.raw.execute(sql, *args)

    @property
    def in_transaction(self) -> bool:
        return self.raw.in_transaction

    def close(self) -> None:
        self.closed = True
        self.raw.close()


def _failing(db, *fail: str) -> Failing:
    with db.check_and_set():
        pass  # the process's writer connection exists now
    db._raw = Failing(db._raw, *fail)
    return db._raw


@pytest.mark.parametrize("fail", ["BEGIN IMMEDIATE", "COMMIT"])
def test_a_failed_begin_or_commit_is_sqlalchemys_error_and_writes_nothing(db, tmp_path, fail):
    _failing(db, fail)
    with pytest.raises(OperationalError), db.check_and_set() as conn:  # api/errors.py: 503
        conn.execute(SAVE_MATCH, _move(1, {}))
    assert _another_process_can_lock(tmp_path / "referee.db-writers.lock")
    db._raw.fail.clear()
    with db.read() as conn:
        assert conn.execute(select(MATCH.c.version)).scalar_one() == 0
    with db.check_and_set() as conn:
        assert conn.execute(SAVE_MATCH, _move(1, {})).rowcount == 1


def test_a_connection_that_cannot_roll_back_is_replaced(db):
    broken = _failing(db, "COMMIT", "ROLLBACK")
    with pytest.raises(OperationalError), db.check_and_set() as conn:
        conn.execute(SAVE_MATCH, _move(1, {}))
    assert broken.closed and db._raw is None
    with db.check_and_set() as conn:
        assert conn.raw is not broken
        assert conn.execute(SAVE_MATCH, _move(1, {})).rowcount == 1


def test_a_statement_it_would_run_differently_is_refused_at_once(db):
    with pytest.raises(NotImplementedError), db.check_and_set() as conn:
        conn.execute(select(MOVE.c.seq).where(MOVE.c.seq.in_([1, 2])))


def test_the_engine_and_the_fast_writer_set_their_connections_up_alike(db):
    """One list of PRAGMAs (models/fast_sqlite.py, PRAGMAS) for both kinds of connection."""
    def settings(run):
        return [run(f"PRAGMA {name}") for name in ("journal_mode", "synchronous", "foreign_keys", "busy_timeout")]

    with db.read() as conn:
        engine = settings(lambda sql: conn.exec_driver_sql(sql).scalar())
    with db.check_and_set() as conn:
        fast = settings(lambda sql: conn.raw.execute(sql).fetchone()[0])
    assert engine == fast == ["wal", 1, 1, BUSY_TIMEOUT_MS]
