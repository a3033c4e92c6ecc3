"""Bring the schema up to date on start.

Several workers may start at once, so the upgrade runs inside one locked transaction: a
PostgreSQL advisory lock, or SQLite's `BEGIN IMMEDIATE`. Whoever comes second finds the schema
already at head and does nothing.
"""
from __future__ import annotations

import time
from functools import lru_cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.exc import OperationalError, ProgrammingError

from .db import Database

MIGRATIONS = Path(__file__).parent / "migrations"
# An arbitrary constant that names "schema upgrade" among PostgreSQL advisory locks.
UPGRADE_LOCK_ID = 0x7AB1E


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(db: Database, *, attempts: int = 5) -> None:
    """Upgrade, retrying a few times: a worker that meets a database blip while it starts must
    not fail to boot, because gunicorn halts the whole server when a worker cannot boot."""
    for attempt in range(1, attempts + 1):
        try:
            return _upgrade_once(db)
        except OperationalError:
            if attempt == attempts:
                raise
            time.sleep(0.2 * 2 ** attempt)


def downgrade(db: Database, revision: str) -> None:
    """Take the schema back to `revision`: how the tests stand a database where an older
    version of the service left it, to show what the next upgrade makes of its rows."""
    config = alembic_config()
    with db.engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, revision)


@lru_cache(maxsize=1)
def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def at_head(db: Database) -> bool:
    """Whether the schema is already at head: asked in one query, because running Alembic's
    environment just to learn it costs tens of milliseconds for every app made (and the tests
    make one per test)."""
    try:
        with db.engine.connect() as conn:
            versions = conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    except (OperationalError, ProgrammingError):
        return False  # no version table yet: a new database
    return versions == [head_revision()]


def _upgrade_once(db: Database) -> None:
    if at_head(db):
        return
    config = alembic_config()
    if db.kind == "postgresql":
        with db.engine.connect() as conn, conn.begin():
            conn.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": UPGRADE_LOCK_ID})
            config.attributes["connection"] = conn
            command.upgrade(config, "head")
    else:
        with db.write() as conn:
            config.attributes["connection"] = conn
            command.upgrade(config, "head")
