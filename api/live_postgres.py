"""Moves accepted by other processes, from PostgreSQL: one LISTEN connection per process."""
from __future__ import annotations

from .live import NOTIFY_CHANNEL, Feed, Hub


class PostgresListener(Feed):
    """LISTENs for the notification every move sends in the statement that writes it."""

    name = "pg-listen"

    def __init__(self, conninfo: str, hub: Hub) -> None:
        import psycopg  # only needed, and only installed, with the postgres extra

        super().__init__(hub)
        self._conninfo = conninfo
        self.failures = (psycopg.Error,)

    def _follow(self) -> None:
        import psycopg

        with psycopg.connect(self._conninfo, autocommit=True) as conn:
            conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
            self._connected()
            while not self.stopping.is_set():
                for note in conn.notifies(timeout=1.0):
                    self._deliver(note.payload)

    def _deliver(self, payload: str) -> None:
        match_id, _, version = payload.partition(" ")
        if version.isdigit():
            self.publish(match_id, int(version))
