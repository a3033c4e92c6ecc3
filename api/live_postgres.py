"""Moves accepted by other processes, from PostgreSQL: one LISTEN connection per process."""
from __future__ import annotations

import logging
import threading

from .live import NOTIFY_CHANNEL, Hub

log = logging.getLogger(__name__)


class PostgresListener:
    """One LISTEN connection per process, started when the first phone starts watching."""

    def __init__(self, conninfo: str, hub: Hub) -> None:
        self._conninfo = conninfo
        self._hub = hub
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self.ready = threading.Event()

    def start(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._thread = threading.Thread(target=self._run, name="pg-listen", daemon=True)
            self._thread.start()
        # A move committed before LISTEN took effect would be missed; wait until it has (once:
        # while the connection is down, streams fall back on re-reading at each heartbeat).
        self.ready.wait(timeout=5)

    def stop(self) -> None:
        self._stopping.set()

    def _run(self) -> None:
        import psycopg  # only needed, and only installed, with the postgres extra

        backoff = 0.5
        while not self._stopping.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                    self.ready.set()
                    backoff = 0.5
                    while not self._stopping.is_set():
                        for note in conn.notifies(timeout=1.0):
                            self._deliver(note.payload)
            except psycopg.Error:
                log.warning("lost the LISTEN connection; reconnecting in %.1f s", backoff)
                self.ready.clear()
                self._stopping.wait(backoff)
                backoff = min(backoff * 2, 10.0)

    def _deliver(self, payload: str) -> None:
        match_id, _, version = payload.partition(" ")
        if version.isdigit():
            self._hub.publish(match_id, int(version))
