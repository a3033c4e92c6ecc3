"""A fresh database per run: a SQLite file in a temporary folder, or a scratch PostgreSQL
database created for the run and dropped afterwards (the monkey terminates the backends of this
database only, never those of other databases on the same server)."""
from __future__ import annotations

import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from sqlalchemy import create_engine, text

from tests.databases import scratch_postgres_database

from .config import ChaosConfig, postgres_server_url


@contextmanager
def scratch_database(config: ChaosConfig, folder: Path) -> Iterator[str]:
    if config.backend == "sqlite":
        yield f"sqlite:///{folder / 'chaos.db'}"
        return
    with scratch_postgres_database(postgres_server_url(config.postgres_url),
                                   prefix="table_referee_chaos") as url:
        yield url


def connections_in_use(database_url: str) -> tuple[int, int] | None:
    """(connections open on the whole PostgreSQL server, its max_connections), None on SQLite.

    The server may be shared: if others hold most connections, a worker that cannot connect
    while it boots fails, and gunicorn halts. The report shows these figures for that reason.
    """
    if not database_url.startswith("postgresql"):
        return None
    engine = create_engine(database_url)
    try:
        with engine.connect() as conn:
            row = conn.execute(text("SELECT count(*), current_setting('max_connections')::int "
                                    "FROM pg_stat_activity WHERE backend_type = 'client backend'")
                               ).one()
    finally:
        engine.dispose()
    return int(row[0]) - 1, int(row[1])  # not counting this query's own connection


@contextmanager
def temporary_folder() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="table-referee-chaos-") as tmp:
        yield Path(tmp)
