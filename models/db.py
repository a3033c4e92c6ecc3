"""The database engine and its two kinds of transaction.

SQLite (the embedded default) allows one writer at a time. Writers queue before `BEGIN IMMEDIATE`:
in this process on a Python lock, then across processes (gunicorn's workers) on an OS lock on a
file beside the database, because SQLite's own busy handler waits by sleeping in growing steps
(1, 2, 5, 10 … 100 ms), which shows up as long tail latency. A blocked `flock` wakes the moment
the holder lets go, and the kernel lets go for a holder that dies. `busy_timeout` still guards
whatever does not take these locks (migrations, other tools).
PostgreSQL serialises writers per match with `SELECT … FOR UPDATE` instead (see services), or,
for moves, lets them race and keeps the first (`check_and_set`).

Where nothing may wait (`without_waiting`: the worker's main loop, which plays moves on SQLite),
a move's transaction takes the lock file (through a descriptor of its own, without the Python
lock) and SQLite's write lock only if they are free at once; otherwise it raises WriterBusy
before reading anything, and the move starts over later or where it may wait. A thread may wait
for the lock file on the main loop's behalf and take it through that descriptor
(`hand_writer_to_main_loop`): the main loop's next transaction then has it at once.
"""
from __future__ import annotations

import os
import sqlite3
import threading
from contextlib import contextmanager, nullcontext, suppress
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

try:
    import fcntl
except ImportError:  # not on Windows
    fcntl = None  # type: ignore[assignment]

from sqlalchemy import Connection, Engine, Executable, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError

from . import fast_sqlite, jsoncodec

T = TypeVar("T")
# Tries of a write that may lose a race for a unique key (Database.write_retrying).
WRITE_ATTEMPTS = 3


class WriterBusy(BaseException):
    """Another writer holds the database, and this thread may not wait for it (`without_waiting`).
    Raised before the transaction reads or writes anything: the work can start over elsewhere.

    A BaseException, as GeneratorExit is: nothing on its way up (Flask's error handlers would
    answer it 500) may take it for a failure of the work itself."""


_waiting = threading.local()


@contextmanager
def without_waiting() -> Iterator[None]:
    """Within this block, in this thread, a move's write transaction on a SQLite file
    (`check_and_set`) waits for nothing: not for the writers' lock file (held by another process
    or another thread of this one), not for SQLite's busy handler. A writer that is busy raises
    WriterBusy instead. For the worker's main loop (runtime/worker.py), which must keep answering
    everyone else; one thread of a process at a time."""
    _waiting.refused = True
    try:
        yield
    finally:
        _waiting.refused = False


def _may_wait() -> bool:
    return not getattr(_waiting, "refused", False)


@runtime_checkable
class CheckAndSetResult(Protocol):
    """What a statement run in `check_and_set` gives back, on either kind of connection."""

    rowcount: int

    def first(self) -> Any: ...

    def all(self) -> Sequence[Any]: ...

    def scalar_one(self) -> Any: ...


@runtime_checkable
class CheckAndSetConnection(Protocol):
    """The connection `check_and_set` yields: SQLAlchemy's Connection (PostgreSQL, or SQLite
    without a lock file) or fast_sqlite.FastConnection (a SQLite file). A move's unit of work
    uses only this of it: one statement at a time, with one set of parameters."""

    def execute(self, statement: Executable, params: Mapping[str, Any] | None = None, /) -> CheckAndSetResult: ...


class StaleConnection(Exception):
    """The connection was dead before the first statement of a unit of work: nothing was written,
    so the work may start over on a fresh connection."""


def execute_first(conn: CheckAndSetConnection, statement: Executable, params: dict[str, Any]) -> CheckAndSetResult:
    """Run the first statement of a unit of work; StaleConnection if the connection was dead.

    A pooled connection dies when the database restarts or cuts its backend. The pool is not
    pinged on every checkout (a round trip per request); work that can start over does so when
    its first statement meets a dead connection, and SQLAlchemy then replaces the pool's
    connections as they come back. Anything else reports 503 once (api/errors.py).
    """
    try:
        return conn.execute(statement, params)
    except DBAPIError as error:
        if error.connection_invalidated:
            raise StaleConnection() from error
        raise


class Database:
    def __init__(self, url: str, *, pool_size: int = 16, pool_timeout: float = 10.0) -> None:
        self.url = make_url(url)
        self.kind = "postgresql" if self.url.get_backend_name() == "postgresql" else "sqlite"
        if self.kind == "sqlite":
            self.engine = _sqlite_engine(url, pool_size)
        else:
            # No overflow: a connection opened beyond the pool is closed again after one request,
            # and at 128 busy clients that churn (75 new backends a second) cost more CPU than
            # the requests themselves. Requests beyond the pool wait for a connection instead;
            # two cores gain nothing from more than a few dozen at once.
            self.engine = create_engine(url, pool_size=pool_size, max_overflow=0,
                                        pool_timeout=pool_timeout,
                                        json_serializer=jsoncodec.dumps,
                                        json_deserializer=jsoncodec.loads)
        self._write_lock = threading.Lock()
        self._file_lock = _writers_file_lock(self.url.database) if self.kind == "sqlite" else None
        # The same lock file, opened again for the one thread that may not wait (the worker's main
        # loop): flock excludes two descriptors of one process from each other as it excludes two
        # processes, so that thread needs no part of the Python lock. A thread that holds the Python
        # lock while it waits for another process's writer then keeps no move out of the main loop.
        self._file_lock_without_waiting = (_writers_file_lock(self.url.database)
                                           if self.kind == "sqlite" else None)
        # Made once: copying a connection's options on every write costs more than it looks.
        self._writer = self.engine.execution_options(sqlite_begin="IMMEDIATE")
        # check_and_set's own writer connection on a SQLite file (one per process: writers
        # take turns on the locks anyway), and the statements compiled for it.
        self._raw: Any = None
        self._raw_pid: int | None = None
        self._raw_waits = True  # its busy timeout is SQLite's wait, not 0 (without_waiting)
        self._compiled: dict[Any, fast_sqlite.Compiled] = {}
        self._autocommit = self.engine.execution_options(isolation_level="AUTOCOMMIT")

    @contextmanager
    def read(self) -> Iterator[Connection]:
        with self.engine.connect() as conn:
            with conn.begin():
                yield conn

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """One write transaction; committed on leaving, rolled back on an exception."""
        if self.kind == "sqlite":
            with self._write_lock, self._file_lock or nullcontext(), self._writer.connect() as conn:
                with conn.begin():
                    yield conn
        else:
            with self.engine.connect() as conn:
                with conn.begin():
                    yield conn

    def write_retrying(self, work: Callable[[Connection], T], attempts: int = WRITE_ATTEMPTS) -> T:
        """`work` in one write transaction, started over when it loses a race for a unique key (the
        same row stored by two requests at once): the next try finds the winner's row."""
        for attempt in range(1, attempts + 1):
            try:
                with self.write() as conn:
                    return work(conn)
            except IntegrityError:
                if attempt == attempts:
                    raise
        raise AssertionError("unreachable")

    @contextmanager
    def check_and_set(self) -> Iterator[CheckAndSetConnection]:
        """For work that reads, decides, then writes only if what it read is still current.

        On PostgreSQL every statement commits on its own (autocommit): the read takes no lock,
        and the write must be a single statement whose condition checks the read (a version)
        and that reports whether it applied; the caller starts over if it did not. That makes a
        move two round trips instead of a transaction's eleven. On SQLite it is `write()`'s
        transaction (writers are serialised anyway, so the condition always holds), on a database
        file through a sqlite3 connection of its own (`FastConnection`, models/fast_sqlite.py); a
        database named by a URI (sqlite:///file:...?uri=true), which has no lock file beside it,
        through SQLAlchemy's Connection. Either is a CheckAndSetConnection."""
        if self.kind == "sqlite" and self._file_lock is not None:
            with self._fast_write(wait=_may_wait()) as conn:
                yield conn
        elif self.kind == "sqlite":
            if not _may_wait():  # only the fast path knows how to try its locks without waiting
                raise WriterBusy()
            with self.write() as conn:
                yield conn
        else:
            with self._autocommit.connect() as conn:
                yield conn

    def writer_looks_free(self) -> bool:
        """Whether the writers' lock file is free this instant, looked at without waiting through
        the main loop's own descriptor (which must not hold it: letting go of the look would let
        go of that too); always true where there is no lock file."""
        lock = self._file_lock_without_waiting
        if lock is None:
            return True
        if not lock.acquire(blocking=False):
            return False
        lock.release()
        return True

    def let_go_of_writer(self) -> None:
        """The main loop lets go of a writer handed to it (hand_writer_to_main_loop), whether or
        not a move's transaction has taken it and let go already."""
        if self._file_lock_without_waiting is not None:
            self._file_lock_without_waiting.release()

    def hand_writer_to_main_loop(self) -> bool:
        """For a thread that waits on the main loop's behalf: wait until the writers' lock file is
        free and take it through the main loop's own descriptor, so that the main loop holds it
        (a lock file's lock belongs to the descriptor, not the thread) until it lets go. False
        where there is no lock file to wait for."""
        lock = self._file_lock_without_waiting
        return lock is not None and lock.acquire()

    @contextmanager
    def _fast_write(self, *, wait: bool = True) -> Iterator[fast_sqlite.FastConnection]:
        """write()'s transaction on a sqlite3 connection of this process's own, statements
        compiled once (models/fast_sqlite.py): the same locks, BEGIN IMMEDIATE and COMMIT.
        Without `wait`, WriterBusy at once wherever it would wait."""
        dialect = self.engine.dialect
        with self._writers_turn(wait):
            try:
                raw = self._raw_connection(wait)
                fast_sqlite.begin_immediate(raw, dialect, waits=wait)
            except fast_sqlite.Busy as busy:
                # Another connection, one that does not queue on the lock file, is writing.
                raise WriterBusy() from busy
            try:
                yield fast_sqlite.FastConnection(raw, dialect, self._compiled)
                fast_sqlite.run(raw, "COMMIT", dialect)
            except BaseException:
                if raw.in_transaction:
                    try:
                        raw.execute("ROLLBACK")
                    except sqlite3.Error:
                        # A connection that cannot roll back is not used again: the next
                        # transaction opens a new one (SQLite rolls the open one back on close).
                        self._raw = None
                        with suppress(sqlite3.Error):
                            raw.close()
                raise

    @contextmanager
    def _writers_turn(self, wait: bool) -> Iterator[None]:
        """This process's writer lock, then the lock file every process's writers share; without
        `wait`, the lock file alone, through a descriptor of its own, if it is free at once."""
        if not wait:
            if not self._file_lock_without_waiting.acquire(blocking=False):
                raise WriterBusy()
            try:
                yield
            finally:
                self._file_lock_without_waiting.release()
            return
        with self._write_lock, self._file_lock:
            yield

    def _raw_connection(self, wait: bool) -> sqlite3.Connection:
        """The writer connection, its busy timeout SQLite's wait (or none, without `wait`)."""
        busy_timeout_ms = fast_sqlite.BUSY_TIMEOUT_MS if wait else 0
        if self._raw is None or self._raw_pid != os.getpid():  # never one inherited from a parent
            self._raw = fast_sqlite.connect(self.url.database, self.engine.dialect,
                                            busy_timeout_ms=busy_timeout_ms)
            self._raw_pid = os.getpid()
            self._raw_waits = wait
        elif self._raw_waits != wait:
            fast_sqlite.set_busy_timeout(self._raw, busy_timeout_ms)
            self._raw_waits = wait
        return self._raw

    def dispose(self) -> None:
        self.engine.dispose()
        if self._raw is not None and self._raw_pid == os.getpid():
            self._raw.close()
        self._raw = self._raw_pid = None


def _sqlite_engine(url: str, pool_size: int) -> Engine:
    parsed = make_url(url)
    if _in_memory(parsed.database, parsed.query):
        # SQLAlchemy would give it a single connection per thread, which no pool settings fit: each
        # thread (and each worker) would see a database of its own.
        raise ValueError(f"The app's SQLite database must be a file, not {url!r}: every thread and "
                         "worker shares it.")
    if not parsed.database.startswith("file:"):  # a URI (?uri=true) names a folder that must exist
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, pool_size=pool_size, max_overflow=pool_size * 2,
                           connect_args={"check_same_thread": False,
                                         "timeout": fast_sqlite.BUSY_TIMEOUT_MS / 1000},
                           json_serializer=jsoncodec.dumps, json_deserializer=jsoncodec.loads)

    @event.listens_for(engine, "connect")
    def _configure(dbapi_connection, _record) -> None:  # noqa: ANN001 - DB-API connection
        # Let SQLAlchemy's "begin" event issue BEGIN itself, so writers can ask for IMMEDIATE.
        dbapi_connection.isolation_level = None
        fast_sqlite.set_up(dbapi_connection)  # the PRAGMAs every connection of the app runs

    @event.listens_for(engine, "begin")
    def _begin(conn: Connection) -> None:
        mode = conn.get_execution_options().get("sqlite_begin", "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")

    return engine


class FileLock:
    """An exclusive `flock` on a file, shared by every process that opens the same path.

    The file is opened once per process: a descriptor inherited across `fork` would share its
    lock with the parent, and so exclude nothing between them.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._pid: int | None = None

    def acquire(self, blocking: bool = True) -> bool:
        """Take the lock (waiting without holding the GIL); without `blocking`, False if another
        holds it."""
        if self._pid != os.getpid():
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            self._pid = os.getpid()
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX if blocking else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def release(self) -> None:
        fcntl.flock(self._fd, fcntl.LOCK_UN)

    def __enter__(self) -> "FileLock":
        self.acquire()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()


def _in_memory(database: str | None, query: Mapping[str, Any]) -> bool:
    return not database or database == ":memory:" or query.get("mode") == "memory"


def _writers_file_lock(database: str | None) -> FileLock | None:
    # A URI (sqlite:///file:...?uri=true) may name a file under any spelling, and an in-memory
    # database is refused before this: only a plain path gets the lock file. Without one (or without
    # flock), SQLite's busy handler still serialises writers, and check_and_set goes through write().
    if fcntl is None or not database or database.startswith("file:"):
        return None
    return FileLock(Path(database + "-writers.lock"))
