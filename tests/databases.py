"""Test databases: a fresh SQLite file per test, and (when TEST_DATABASE_URL is set) a fresh
PostgreSQL database for the session whose tables are emptied between tests."""
from __future__ import annotations

import os
import uuid
from contextlib import contextmanager
from typing import Iterator

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import make_url

TABLES = ("issued_code", "tournament_event", "tournament_token", "tournament", "country_deck", "community_result",
          "community_member", "community", "solo_result", "solo_player", "deck_definition",
          "idempotency", "corrected_move", "undone_move", "move", "seat", "match")


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


def empty_tables(url: str) -> None:
    # One engine per database for the whole run: connecting anew for every test cost more than
    # the TRUNCATE itself. Pinged first, since the outage tests terminate every connection.
    if url not in _ENGINES:
        _ENGINES[url] = create_engine(url, pool_pre_ping=True)
    with _ENGINES[url].begin() as conn:
        conn.execute(text(f"TRUNCATE {', '.join(TABLES)} RESTART IDENTITY CASCADE"))
