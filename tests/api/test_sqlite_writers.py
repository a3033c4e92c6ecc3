"""SQLite writers of different processes queue on one OS lock beside the database file."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time

import pytest
from sqlalchemy import text

from models.db import Database, WriterBusy, without_waiting
from models.fast_sqlite import BUSY_TIMEOUT_MS

TRY_LOCK = ("import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR); "
            "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)")


def _another_process_can_lock(path) -> bool:
    return subprocess.run([sys.executable, "-c", TRY_LOCK, str(path)],
                          capture_output=True, timeout=30).returncode == 0


@pytest.fixture
def db(tmp_path):
    database = Database(f"sqlite:///{tmp_path / 'referee.db'}")
    yield database
    database.dispose()


def test_a_write_transaction_holds_the_writers_lock_against_other_processes(db, tmp_path):
    lock_file = tmp_path / "referee.db-writers.lock"
    with db.write() as conn:
        conn.exec_driver_sql("CREATE TABLE t (x INTEGER)")
        assert not _another_process_can_lock(lock_file)
    assert _another_process_can_lock(lock_file)


def test_a_failed_write_lets_go_of_the_writers_lock(db, tmp_path):
    with pytest.raises(ZeroDivisionError), db.write():
        1 / 0
    assert _another_process_can_lock(tmp_path / "referee.db-writers.lock")


def test_reads_do_not_take_the_writers_lock(db, tmp_path):
    with db.write() as conn:
        conn.exec_driver_sql("CREATE TABLE t (x INTEGER)")
    with db.read() as conn:
        conn.exec_driver_sql("SELECT * FROM t").all()
        assert _another_process_can_lock(tmp_path / "referee.db-writers.lock")


def _hold_lock_file(path):
    """Another process holding the writers' lock file until its stdin closes."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    assert holder.stdout.readline() == b"held\n"
    return holder


HOLD_LOCK = ("import fcntl, os, sys; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT); "
             "fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); sys.stdin.read()")


@pytest.fixture
def table(db):
    with db.write() as conn:
        conn.exec_driver_sql("CREATE TABLE t (x INTEGER)")
    return db


def _written(db) -> int:
    with db.read() as conn:
        return conn.exec_driver_sql("SELECT count(*) FROM t").scalar_one()


def test_without_waiting_a_writer_held_by_another_process_is_writer_busy_at_once(table, tmp_path):
    holder = _hold_lock_file(tmp_path / "referee.db-writers.lock")
    try:
        started = time.monotonic()
        assert not table.writer_looks_free()
        with pytest.raises(WriterBusy), without_waiting(), table.check_and_set() as conn:
            conn.execute(text("INSERT INTO t VALUES (1)"), {})
        assert time.monotonic() - started < 0.5
    finally:
        holder.stdin.close()
        holder.wait(10)
    with without_waiting(), table.check_and_set() as conn:
        conn.execute(text("INSERT INTO t VALUES (2)"), {})
    assert _written(table) == 1


def test_a_writer_handed_to_the_main_loop_is_held_for_it_until_it_lets_go(table, tmp_path):
    """The watcher thread waits for the other process's writer, then the main loop holds it."""
    lock_file = tmp_path / "referee.db-writers.lock"
    holder = _hold_lock_file(lock_file)
    handed = threading.Event()
    watcher = threading.Thread(target=lambda: table.hand_writer_to_main_loop() and handed.set())
    watcher.start()
    try:
        assert not handed.wait(0.3)  # waits while the other process writes
    finally:
        holder.stdin.close()
        holder.wait(10)
    assert handed.wait(5)
    watcher.join(5)
    assert not _another_process_can_lock(lock_file)  # held for the main loop, doing nothing yet
    with without_waiting(), table.check_and_set() as conn:  # which has it at once
        conn.execute(text("INSERT INTO t VALUES (1)"), {})
    table.let_go_of_writer()
    assert _another_process_can_lock(lock_file)
    assert _written(table) == 1


def test_a_handed_writer_the_main_loop_did_not_use_is_let_go(table, tmp_path):
    assert table.hand_writer_to_main_loop()
    assert not _another_process_can_lock(tmp_path / "referee.db-writers.lock")
    table.let_go_of_writer()
    assert _another_process_can_lock(tmp_path / "referee.db-writers.lock")


def test_without_waiting_a_write_transaction_of_another_connection_is_writer_busy_at_once(table, tmp_path):
    other = sqlite3.connect(tmp_path / "referee.db", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        started = time.monotonic()
        with pytest.raises(WriterBusy), without_waiting(), table.check_and_set() as conn:
            conn.execute(text("INSERT INTO t VALUES (1)"), {})
        assert time.monotonic() - started < 0.5
    finally:
        other.execute("ROLLBACK")
        other.close()
    # The same connection waits again where waiting is allowed.
    with table.check_and_set() as conn:
        conn.execute(text("INSERT INTO t VALUES (2)"), {})
        assert conn.raw.execute("PRAGMA busy_timeout").fetchone()[0] == BUSY_TIMEOUT_MS
    assert _written(table) == 1
