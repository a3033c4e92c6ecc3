"""Bring the schema up to date on start.

Several workers may start at once, so the upgrade runs inside one locked transaction: a
PostgreSQL advisory lock, or SQLite's `BEGIN IMMEDIATE`. Whoever comes second finds the schema
already at head and does nothing.
"""
from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text

from .db import Database

MIGRATIONS = Path(__file__).parent / "migrations"
# An arbitrary constant that names "schema upgrade" among PostgreSQL advisory locks.
UPGRADE_LOCK_ID = 0x7AB1E


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(db: Database) -> None:
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
