"""SQLite writers of different processes queue on one OS lock beside the database file."""
from __future__ import annotations

import subprocess
import sys

import pytest

from models.db import Database

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
