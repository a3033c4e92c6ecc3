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
def scratch_postgres_database(server_url: str | None = None, *,
                              prefix: str = "table_referee_test") -> Iterator[str]:
    """A new, empty database on the test server (or `server_url`'s), dropped afterwards."""
    server = make_url(server_url or postgres_server_url())
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
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
_TABLES: dict[str, list[str]] = {}


def empty_tables(url: str) -> None:
    """Every table of the schema emptied (the migrations' own bookkeeping kept), and numbering
    started again. One engine per database for the whole run: connecting anew for every test
    cost more than emptying. Pinged first, since the outage tests terminate every connection."""
    if url not in _ENGINES:
        _ENGINES[url] = create_engine(url, pool_pre_ping=True)
    engine = _ENGINES[url]
    with engine.begin() as conn:
        # Read from the database itself, so a table a migration adds is emptied too.
        tables = _TABLES.get(url) or [name for name in inspect(conn).get_table_names()
                                      if name != "alembic_version"]
        if not tables:
            return  # a database no app has migrated yet
        _TABLES[url] = tables
        if engine.dialect.name == "postgresql":
            quoted = ", ".join(f'"{name}"' for name in tables)
            conn.execute(text(f"TRUNCATE {quoted} RESTART IDENTITY CASCADE"))
            return
        conn.exec_driver_sql("PRAGMA foreign_keys = OFF")
        for name in tables:
            conn.exec_driver_sql(f'DELETE FROM "{name}"')
        if conn.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first():
            conn.exec_driver_sql("DELETE FROM sqlite_sequence")
