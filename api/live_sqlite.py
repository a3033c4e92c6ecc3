"""Moves accepted by other processes on the same SQLite file: every worker watches the file.

SQLite has no LISTEN/NOTIFY. But `PRAGMA data_version` changes on a connection as soon as any
other connection commits, and reading it costs microseconds (it reads the WAL index in shared
memory, no disk). So each process polls it every few milliseconds while some stream of its own
is open, and only when it changed reads the versions of the matches its streams watch. A move
accepted by a sibling worker thus reaches this worker's streams within one poll interval.
"""
from __future__ import annotations

import sqlite3

from .live import TOURNAMENT_PREFIX, Feed, Hub, seats_key, seats_match

POLL_INTERVAL_S = 0.01
MAX_IDS_PER_QUERY = 500  # below SQLite's smallest limit on host parameters (999)


class SqliteWatcher(Feed):
    """Polls `PRAGMA data_version` on a read-only connection of its own."""

    name = "sqlite-watch"
    failures = (sqlite3.Error,)

    def __init__(self, path: str, hub: Hub, *, interval_s: float = POLL_INTERVAL_S) -> None:
        super().__init__(hub)
        self._path = path
        self._interval_s = interval_s

    def _follow(self) -> None:
        # Autocommit (isolation_level=None): a read outside any transaction sees every commit.
        conn = sqlite3.connect(f"file:{self._path}?mode=ro", uri=True, isolation_level=None,
                               check_same_thread=False, timeout=5)
        try:
            self._connected()
            seen = None
            while not self.stopping.wait(self._interval_s):
                watched = self.watched()
                if not watched:
                    continue
                data_version = conn.execute("PRAGMA data_version").fetchone()[0]
                if data_version == seen:
                    continue
                seen = data_version
                for match_id, version in _versions(conn, watched):
                    self.publish(match_id, version)
        finally:
            conn.close()


def _versions(conn: sqlite3.Connection, watched: list[str]) -> list[tuple[str, int]]:
    """The current number of each watched key: a match's version, a match's seat-list counter,
    a tournament's version (each under its channel name)."""
    lists = [match_id for key in watched if (match_id := seats_match(key)) is not None]
    tournaments = [key.removeprefix(TOURNAMENT_PREFIX) for key in watched if key.startswith(TOURNAMENT_PREFIX)]
    matches = [key for key in watched if seats_match(key) is None and not key.startswith(TOURNAMENT_PREFIX)]
    found = _read(conn, "match", "version", matches)
    found += [(seats_key(match_id), number) for match_id, number in _read(conn, "match", "seats_version", lists)]
    found += [(TOURNAMENT_PREFIX + tournament_id, version)
              for tournament_id, version in _read(conn, "tournament", "version", tournaments)]
    return found


def _read(conn: sqlite3.Connection, table: str, column: str, ids: list[str]) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []
    for start in range(0, len(ids), MAX_IDS_PER_QUERY):
        chunk = ids[start:start + MAX_IDS_PER_QUERY]
        marks = ",".join("?" * len(chunk))
        found += conn.execute(f"SELECT id, {column} FROM {table} WHERE id IN ({marks})", chunk).fetchall()
    return found
