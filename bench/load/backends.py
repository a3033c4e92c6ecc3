"""The servers the load benchmark runs against: the default config of each backend.

`make run` (runtime/serve.py) serves with gunicorn gthread, `WEB_THREADS` threads (640) and
`WEB_CONCURRENCY` workers (2). The benchmark reads the same variables with the same defaults
(runtime.serve's own functions), so it measures what `make run` serves, and
`WEB_CONCURRENCY=3 make load` measures another config. SQLite is a file in a temporary folder; PostgreSQL a scratch database
made for the run on a server of this machine, dropped afterwards.
"""
from __future__ import annotations

import os
import re
import sqlite3
import uuid
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError

from runtime.serve import web_threads, web_workers

from ..server import Server, cpu_seconds_of, running_server

SQLITE, POSTGRESQL = "sqlite", "postgresql"
BACKENDS = (SQLITE, POSTGRESQL)
DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
GUNICORN_TIMEOUT_S = 60  # runtime/serve.py
LOOPBACK = ("127.0.0.1", "localhost", "::1")
CONNECT_TIMEOUT_S = 5


class BackendUnavailable(RuntimeError):
    """The database server cannot be reached: the backend is skipped, not failed."""


@dataclass(frozen=True)
class DatabaseSample:
    sessions: int  # connections ever opened to the database (pg_stat_database.sessions)
    cpu: dict[int, float]  # CPU seconds of each server process connected to it now


class DatabaseCpu:
    """CPU seconds of the PostgreSQL server processes serving one database (Linux /proc), and
    how many connections were opened to it.

    PostgreSQL runs a process per connection, outside gunicorn's CPU figure, so a move's cost
    on PostgreSQL is only whole with them. Sampled per process: a connection opened during a
    window counts all its time, one closed during it loses its share. So when the pools open
    and close connections (see `opened`), the figure is too low.
    """

    def __init__(self, admin: Engine, database: str, max_connections: int) -> None:
        self._admin, self._database = admin, database
        self.max_connections = max_connections  # the server's setting
        self.most_connections = 0  # the most connections to the database seen at a sample

    def sample(self) -> DatabaseSample | None:
        try:
            with self._admin.connect() as conn:
                pids = conn.execute(text("SELECT pid FROM pg_stat_activity WHERE datname = :name"),
                                    {"name": self._database}).scalars().all()
                sessions = conn.execute(text("SELECT sessions FROM pg_stat_database "
                                             "WHERE datname = :name"),
                                        {"name": self._database}).scalar_one()
        except SQLAlchemyError:
            return None
        self.most_connections = max(self.most_connections, len(pids))
        found = {}
        for pid in pids:
            try:
                found[pid] = cpu_seconds_of(pid)
            except OSError:
                continue  # gone since, or not ours to read
        return DatabaseSample(int(sessions), found)

    @staticmethod
    def spent(before: DatabaseSample | None, after: DatabaseSample | None) -> float | None:
        if before is None or after is None:
            return None
        return sum(max(0.0, cpu - before.cpu.get(pid, 0.0)) for pid, cpu in after.cpu.items())

    @staticmethod
    def opened(before: DatabaseSample | None, after: DatabaseSample | None) -> int | None:
        """Connections opened between the samples (minus the probe's own, which is pooled)."""
        if before is None or after is None:
            return None
        return after.sessions - before.sessions


def machine_cpu_seconds() -> float | None:
    """CPU seconds the whole machine has been busy (all cores, every process; Linux /proc/stat).

    Beside the server's, the database's and the client's own figures, it shows how much the
    rest of the machine (other engineers' test suites) took during a window.
    """
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle, iowait
    busy = sum(fields[:8]) - idle  # user … steal; guest time is already inside user
    return busy / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Served:
    kind: str
    server: Server
    workers: int
    threads: int
    version: str  # the database's version
    database_cpu: DatabaseCpu | None = None  # PostgreSQL's own processes

    @property
    def label(self) -> str:
        return "SQLite" if self.kind == SQLITE else "PostgreSQL"

    @property
    def config(self) -> str:
        return f"gunicorn gthread {self.workers}×{self.threads}"


# The last line of a Python traceback: "package.module.SomeError: what went wrong".
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Timeout|Exit)\b.*")


def server_errors(server: Server, limit: int = 5) -> list[str]:
    """The distinct exceptions in the server's log, most frequent first, with their counts."""
    try:
        text_ = server.log_path.read_text(errors="replace")
    except OSError:
        return []
    found = Counter(line[:240] for line in text_.splitlines() if _EXCEPTION_LINE.match(line))
    return [f"{count} × {line}" for line, count in found.most_common(limit)]


# The fan-out's streams stand for a hall of phones, one stream each, but each watches with its
# match's host token: a phone's own cap on streams (SSE_MAX_STREAMS_PER_TOKEN) would refuse them.
FANOUT_ENV = {"SSE_MAX_STREAMS_PER_TOKEN": "1000"}


@contextmanager
def serving(kind: str, postgres_url: str = DEFAULT_POSTGRES_URL) -> Iterator[Served]:
    """The server as `make run` starts it for `kind`; always stopped (and its database dropped)."""
    workers, threads = web_workers(), web_threads()
    if kind == SQLITE:
        with running_server(threads, workers, timeout_s=GUNICORN_TIMEOUT_S,
                            extra_env=FANOUT_ENV) as server:
            yield Served(kind, server, workers, threads, sqlite3.sqlite_version)
        return
    with scratch_postgres(postgres_url) as (url, version, database_cpu):
        with running_server(threads, workers, database_url=url, timeout_s=GUNICORN_TIMEOUT_S,
                            extra_env=FANOUT_ENV) as server:
            yield Served(kind, server, workers, threads, version, database_cpu)


def loopback_postgres_url(raw: str) -> URL:
    url = make_url(raw)
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    if url.host not in LOOPBACK:
        raise ValueError(f"the load benchmark only contacts this machine, not {url.host!r}")
    return url


@contextmanager
def scratch_postgres(raw_url: str) -> Iterator[tuple[str, str, DatabaseCpu]]:
    """A new, empty database on the server of `raw_url` (loopback only), dropped afterwards.

    Yields its URL, the server's version, and a probe of its processes' CPU.
    """
    server = loopback_postgres_url(raw_url)
    name = f"table_referee_load_{uuid.uuid4().hex[:10]}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT",
                          connect_args={"connect_timeout": CONNECT_TIMEOUT_S})
    try:
        with admin.connect() as conn:
            version = conn.execute(text("SHOW server_version")).scalar_one().split()[0]
            max_connections = int(conn.execute(text("SHOW max_connections")).scalar_one())
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except SQLAlchemyError as error:
        admin.dispose()
        raise BackendUnavailable(f"PostgreSQL at {server.render_as_string()}: "
                                 f"{str(error).splitlines()[0]}") from error
    try:
        yield (server.set(database=name).render_as_string(hide_password=False), version,
               DatabaseCpu(admin, name, max_connections))
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
