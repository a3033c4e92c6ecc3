"""A move's transaction on SQLite without SQLAlchemy's per-statement work.

Measured on the benchmark machine (python -m bench.moves, docs/benchmarks.md): a Core statement
on SQLAlchemy's Connection costs about 34 µs against 2 µs for the same SQL on the sqlite3 cursor,
and a transaction's pool checkout, BEGIN and COMMIT 40 µs against 5. A move runs one transaction
of four statements, so that was a fifth of its server time. The statements stay SQLAlchemy Core
(api/matches/statements.py), compiled once for SQLite; their parameters and columns go through
SQLAlchemy's own bind and result processors (JSON through models/jsoncodec, datetimes in
SQLAlchemy's format), so the rows written and read are the same as on the Connection. Those are
private to SQLAlchemy's compiler: models/sqlalchemy_internals.py reaches them.

`FastConnection` does the part of `sqlalchemy.Connection` a move's unit of work uses:
`execute(statement, params)` with `first()`, `all()`, `scalar_one()` and `rowcount`, one set of
parameters at a time. It runs no Python-side column default or onupdate: a statement given to it
binds every column it writes, as the move's do. A statement it cannot run as compiled (an
expanding IN list) is refused at once rather than run differently.
"""
from __future__ import annotations

import sqlite3
from collections import namedtuple
from typing import Any, Iterator, Mapping, Sequence

from sqlalchemy import Executable
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError

from . import sqlalchemy_internals

# How long SQLite's own busy handler waits for another connection's write lock: for connections
# that do not queue on the writers' lock file (models/db.py), such as tools and migrations.
BUSY_TIMEOUT_MS = 30000
# How every SQLite connection of the app is set up, the engine's (models/db.py) and the fast path's
# writer alike, besides its busy timeout. In WAL mode NORMAL cannot corrupt the database; a power
# cut may lose the last commits.
PRAGMAS = ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON")
# Compiled statements kept, keyed by the statement: the hot path's are made once at import; a
# statement built per call (a rare count) is kept too, until there are this many.
CACHED_STATEMENTS_MAX = 64


class Compiled:
    def __init__(self, statement: Executable, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        if compiled.post_compile_params or compiled.literal_execute_params:
            raise NotImplementedError(f"not for the fast path (parameters rendered per call): {compiled.string}")
        self.compiled = compiled
        self.sql = compiled.string
        self.names: Sequence[str] = tuple(compiled.positiontup or ())
        self.binds = sqlalchemy_internals.bind_processors(compiled, self.names)
        columns = sqlalchemy_internals.result_columns(compiled)
        self.row = namedtuple("Row", [name for name, _ in columns], rename=True) if columns else None
        self.results = [sqlalchemy_internals.result_processor(type_, dialect) for _, type_ in columns]

    def parameters(self, params: Mapping[str, Any] | None) -> tuple[Any, ...]:
        if params is None or any(name not in params for name in self.names):
            params = self.compiled.construct_params(params)  # values the statement itself holds
        return tuple(value if bind is None else bind(value)
                     for bind, value in zip(self.binds, (params[name] for name in self.names)))

    def rows(self, cursor: sqlite3.Cursor) -> list[Any]:
        if self.row is None:
            return []
        results = self.results
        return [self.row._make(value if process is None else process(value)
                               for process, value in zip(results, raw)) for raw in cursor.fetchall()]


class FastResult:
    def __init__(self, rows: list[Any], rowcount: int) -> None:
        self._rows = rows
        self.rowcount = rowcount

    def first(self) -> Any:
        return self._rows[0] if self._rows else None

    def all(self) -> list[Any]:
        return self._rows

    def scalar_one(self) -> Any:
        [row] = self._rows
        return row[0]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._rows)


class FastConnection:
    def __init__(self, raw: sqlite3.Connection, dialect: Dialect, cache: dict[Executable, Compiled]) -> None:
        self.raw = raw
        self.dialect = dialect
        self.cache = cache

    def execute(self, statement: Executable, params: Mapping[str, Any] | None = None) -> FastResult:
        compiled = self.cache.get(statement)
        if compiled is None:
            compiled = Compiled(statement, self.dialect)
            if len(self.cache) < CACHED_STATEMENTS_MAX:
                self.cache[statement] = compiled
        values = compiled.parameters(params)
        try:
            cursor = self.raw.execute(compiled.sql, values)
            return FastResult(compiled.rows(cursor), cursor.rowcount)
        except sqlite3.Error as error:
            # The same exceptions as on SQLAlchemy's Connection (api/errors.py answers them).
            raise DBAPIError.instance(compiled.sql, values, error, sqlite3.Error,
                                      dialect=self.dialect) from error


class Busy(Exception):
    """Another connection held a lock this one needed, and this one's busy timeout is 0."""


def connect(path: str, dialect: Dialect, *, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> sqlite3.Connection:
    """A writer connection set up as the engine sets up its own (models/db.py). With a busy
    timeout of 0, Busy if setting it up needed a lock another connection held."""
    raw = None
    try:
        raw = sqlite3.connect(path, check_same_thread=False, isolation_level=None,
                              timeout=busy_timeout_ms / 1000)
        set_up(raw, busy_timeout_ms)
    except sqlite3.Error as error:
        if raw is not None:
            raw.close()
        if busy_timeout_ms == 0 and _busy(error):
            raise Busy() from error
        raise DBAPIError.instance("connect", (), error, sqlite3.Error, dialect=dialect) from error
    return raw


def set_up(raw: sqlite3.Connection, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """PRAGMAS and the busy timeout, on a new connection."""
    for pragma in PRAGMAS:
        raw.execute(f"PRAGMA {pragma}")
    set_busy_timeout(raw, busy_timeout_ms)


def run(raw: sqlite3.Connection, sql: str, dialect: Dialect) -> None:
    """COMMIT (or another statement without rows), failing as SQLAlchemy's Connection fails (a
    locked or full database is a DBAPIError, which api/errors.py answers 503)."""
    try:
        raw.execute(sql)
    except sqlite3.Error as error:
        raise DBAPIError.instance(sql, (), error, sqlite3.Error, dialect=dialect) from error


def set_busy_timeout(raw: sqlite3.Connection, milliseconds: int) -> None:
    """How long SQLite's busy handler waits, on this connection, for another's write lock (0: not
    at all, the lock is busy at once)."""
    raw.execute(f"PRAGMA busy_timeout={int(milliseconds)}")


def begin_immediate(raw: sqlite3.Connection, dialect: Dialect, *, waits: bool = True) -> None:
    """BEGIN IMMEDIATE, once this connection holds the write lock. Without `waits` (a connection
    whose busy timeout is 0), Busy if another connection holds it; a busy timeout that ran out is
    an error, as SQLAlchemy's Connection fails (api/errors.py: 503)."""
    try:
        raw.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as error:
        if not waits and _busy(error):
            raise Busy() from error
        raise DBAPIError.instance("BEGIN IMMEDIATE", (), error, sqlite3.Error, dialect=dialect) from error


def _busy(error: sqlite3.Error) -> bool:
    return error.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY
