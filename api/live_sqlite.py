"""Moves accepted by other processes on the same SQLite file: every worker watches the file.

SQLite has no LISTEN/NOTIFY. But `PRAGMA data_version` changes on a connection as soon as any
other connection commits, and reading it costs microseconds (it reads the WAL index in shared
memory, no disk). So each process polls it every few milliseconds while some stream of its own
is open, and only when it changed reads the versions of the matches its streams watch. A move
accepted by a sibling worker thus reaches this worker's streams within one poll interval.
"""
from __future__ import annotations

import logging
import sqlite3
import threading

from .live import Hub

log = logging.getLogger(__name__)

POLL_INTERVAL_S = 0.01
MAX_IDS_PER_QUERY = 500  # below SQLite's smallest limit on host parameters (999)


class SqliteWatcher:
    """One watching thread per process, started when the first phone starts watching."""

    def __init__(self, path: str, hub: Hub, *, interval_s: float = POLL_INTERVAL_S) -> None:
        self._path = path
        self._hub = hub
        self._interval_s = interval_s
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()

    def start(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._thread = threading.Thread(target=self._run, name="sqlite-watch", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stopping.set()

    def _run(self) -> None:
        backoff = 0.5
        while not self._stopping.is_set():
            try:
                self._watch()
            except sqlite3.Error:
                # Streams still re-read their version at each heartbeat meanwhile.
                log.warning("cannot watch %s; retrying in %.1f s", self._path, backoff, exc_info=True)
                self._stopping.wait(backoff)
                backoff = min(backoff * 2, 10.0)

    def _watch(self) -> None:
        # Autocommit (isolation_level=None): a read outside any transaction sees every commit.
        conn = sqlite3.connect(f"file:{self._path}?mode=ro", uri=True, isolation_level=None,
                               check_same_thread=False, timeout=5)
        try:
            seen = None
            while not self._stopping.wait(self._interval_s):
                watched = self._hub.watched()
                if not watched:
                    continue
                data_version = conn.execute("PRAGMA data_version").fetchone()[0]
                if data_version == seen:
                    continue
                seen = data_version
                for match_id, version in _versions(conn, watched):
                    self._hub.publish(match_id, version)
        finally:
            conn.close()


def _versions(conn: sqlite3.Connection, match_ids: list[str]) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []
    for start in range(0, len(match_ids), MAX_IDS_PER_QUERY):
        chunk = match_ids[start:start + MAX_IDS_PER_QUERY]
        marks = ",".join("?" * len(chunk))
        found += conn.execute(f"SELECT id, version FROM match WHERE id IN ({marks})", chunk).fetchall()
    return found
