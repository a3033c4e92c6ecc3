"""Test databases: one SQLite file and (when TEST_DATABASE_URL is set) one fresh PostgreSQL
database per test process, whose tables are emptied before each test."""
from __future__ import annotations

import os
import uuid
from contextlib import contextmanager
from typing import Iterator

from sqlalchemy import Engine, create_engine, inspect, text
from sqlalchemy.engine import make_url


def postgres_server_url() -> str | None:
    raw = os.environ.get("TEST_DATABASE_URL")
    if not raw:
        return None
    url = make_url(raw)
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    return url.render_as_string(hide_password=False)


@contextmanager
def scratch_postgres_database(server_url: str | None = None, *, prefix: str = "table_referee_test",
                              commits_wait_for_disk: bool = True) -> Iterator[str]:
    """A new, empty database on the test server (or `server_url`'s), dropped afterwards.

    With `commits_wait_for_disk=False` a commit returns once it is in the server's memory, not
    on its disk (synchronous_commit off): what every connection sees, and when, is the same;
    only a crash of the PostgreSQL server itself, which no test makes, could lose the last
    commits. The API tests' database is made so: the disk's flushes were most of their waits."""
    server = make_url(server_url or postgres_server_url())
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
        if not commits_wait_for_disk:
            conn.execute(text(f'ALTER DATABASE "{name}" SET synchronous_commit = off'))
    url = server.set(database=name).render_as_string(hide_password=False)
    try:
        yield url
    finally:
        engine = _ENGINES.pop(url, None)
        if engine is not None:
            engine.dispose()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


_ENGINES: dict[str, Engine] = {}
_EMPTYING: dict[str, list[str]] = {}


def empty_tables(url: str) -> None:
    """Every table of the schema emptied (the migrations' own bookkeeping kept), and numbering
    started again. One engine per database for the whole run: connecting anew for every test
    cost more than emptying. Pinged first, since the outage tests terminate every connection."""
    if url not in _ENGINES:
        _ENGINES[url] = create_engine(url, pool_pre_ping=True)
    engine = _ENGINES[url]
    with engine.begin() as conn:
        # Read from the database itself, so a table a migration adds is emptied too.
        emptying = _EMPTYING.get(url) or _emptying(conn)
        if not emptying:
            return  # a database no app has migrated yet
        _EMPTYING[url] = emptying
        for statement in emptying:
            conn.exec_driver_sql(statement)


def _emptying(conn) -> list[str]:
    """The statements that empty this database's tables (on PostgreSQL, one script).

    On PostgreSQL, rows are deleted (children before the rows they refer to) and sequences
    restarted: a TRUNCATE gives each table new files, which took 50 to 100 ms before every
    test, and deleting the few rows a test leaves takes a few."""
    schema = inspect(conn)
    ordered = [name for name, _ in schema.get_sorted_table_and_fkc_names()
               if name and name != "alembic_version"]
    if not ordered:
        return []
    deletes = [f'DELETE FROM "{name}"' for name in reversed(ordered)]
    if conn.dialect.name == "postgresql":
        sequences = conn.execute(text("SELECT sequence_name FROM information_schema.sequences "
                                      "WHERE sequence_schema = current_schema()")).scalars()
        return ["; ".join(["SET LOCAL synchronous_commit = off", *deletes,
                           *(f'ALTER SEQUENCE "{name}" RESTART' for name in sequences)])]
    if conn.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first():
        deletes.append("DELETE FROM sqlite_sequence")
    return deletes
