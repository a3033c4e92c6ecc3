"""The monkey: `kill -9` a gunicorn worker every few hundred milliseconds, and on PostgreSQL
terminate every other backend of the run's database, from a connection of its own.

Only the master's children are ever killed (the master respawns them), and only workers that
have loaded the app and are serving (see `server.worker_ready`) for at least `min_ready_ms`: a
worker still importing Flask serves nothing, so killing it would test nothing but keep the
server down. A tick that finds no such worker is counted as skipped. With
`spare_booting_workers`, the backends of workers still booting are left alone (see
`ChaosConfig.spare_booting_workers`). If the master itself dies (gunicorn halts when a worker
fails to boot), the monkey says so and raises the abort flag, so the phones stop at once.
"""
from __future__ import annotations

import os
import random
import signal
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
from sqlalchemy.engine import make_url

from .server import ChaosServer, worker_ready

POLL_S = 0.05  # how often the killer looks at which workers are serving

TERMINATE_OTHERS = ("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()")


@dataclass
class MonkeyRecord:
    kills: int = 0
    skipped_ticks: int = 0  # kill ticks that found no serving worker
    terminate_rounds: int = 0
    terminate_spared: int = 0  # rounds that spared the backends of a booting worker
    backends_terminated: int = 0
    terminate_errors: int = 0
    master_died: bool = False
    killed_pids: list[int] = field(default_factory=list)


class Monkey:
    def __init__(self, server: ChaosServer, *, kill_every_ms: float, min_ready_ms: float,
                 database_url: str | None, terminate_every_ms: float,
                 spare_booting_workers: bool, abort: threading.Event, seed: int) -> None:
        self.server = server
        self.kill_every_s = kill_every_ms / 1000
        self.min_ready_s = min_ready_ms / 1000
        self.terminate_every_s = terminate_every_ms / 1000 if database_url else 0.0
        self.conninfo = (make_url(database_url).set(drivername="postgresql")
                         .render_as_string(hide_password=False) if database_url else None)
        self.spare_booting = spare_booting_workers
        self.database_port = (make_url(database_url).port or 5432) if database_url else 5432
        self.abort = abort
        self.rng = random.Random(seed)
        self.record = MonkeyRecord()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        self._threads = [threading.Thread(target=self._watch, name="watch-master", daemon=True)]
        if self.kill_every_s > 0:
            self._threads.append(threading.Thread(target=self._kill_loop, name="killer",
                                                  daemon=True))
        if self.terminate_every_s > 0:
            self._threads.append(threading.Thread(target=self._terminate_loop,
                                                  name="terminator", daemon=True))
        for thread in self._threads:
            thread.start()

    def stop(self) -> MonkeyRecord:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=30)
        return self.record

    def _watch(self) -> None:
        while not self._stop.wait(0.1):
            if not self.server.alive():
                self.record.master_died = True
                self.abort.set()
                return

    def _kill_loop(self) -> None:
        # When each worker was first seen serving. Those serving already when the phones start
        # (they answered the health checks and made the matches) are ripe at once.
        start = time.monotonic()
        ready_since = {pid: start - self.min_ready_s for pid in self.server.workers()
                       if worker_ready(pid)}
        next_kill = start + self.kill_every_s
        while not self._stop.wait(POLL_S):
            now = time.monotonic()
            workers = self.server.workers()
            ready_since = {pid: ready_since.get(pid, now) for pid in workers
                           if pid in ready_since or worker_ready(pid)}
            if now < next_kill:
                continue
            next_kill += self.kill_every_s
            ripe = [pid for pid, since in ready_since.items() if now - since >= self.min_ready_s]
            if not ripe:
                self.record.skipped_ticks += 1
                continue
            victim = self.rng.choice(sorted(ripe))
            try:
                os.kill(victim, signal.SIGKILL)
            except ProcessLookupError:
                continue  # it died on its own between the listing and the kill
            del ready_since[victim]
            self.record.kills += 1
            self.record.killed_pids.append(victim)

    def _terminate_loop(self) -> None:
        conn: psycopg.Connection | None = None
        try:
            while not self._stop.wait(self.terminate_every_s):
                try:
                    if conn is None or conn.closed:
                        conn = psycopg.connect(self.conninfo, autocommit=True, connect_timeout=5)
                    if self.spare_booting:
                        rows = self._terminate_sparing_booting_workers(conn)
                    else:
                        rows = conn.execute(TERMINATE_OTHERS).fetchall()
                except psycopg.Error:
                    self.record.terminate_errors += 1
                    if conn is not None:
                        conn.close()
                    conn = None
                    continue
                self.record.terminate_rounds += 1
                self.record.backends_terminated += sum(1 for (done,) in rows if done)
        finally:
            if conn is not None:
                conn.close()

    def _terminate_sparing_booting_workers(self, conn: psycopg.Connection) -> list[tuple]:
        """Every other backend, except those of workers still booting.

        The database's clock is read first, then the booting workers' client ports from /proc:
        a backend started before that instant already had its client socket, so the scan saw
        it; a backend started after it is left alone this round, since nobody looked at it.
        """
        (before,) = conn.execute("SELECT clock_timestamp()").fetchone()
        booting = [pid for pid in self.server.workers() if not worker_ready(pid)]
        spared = sorted(client_ports(booting, self.database_port))
        rows = conn.execute(TERMINATE_OTHERS + " AND backend_start < %s"
                            " AND coalesce(client_port, -1) <> ALL(%s::int[])",
                            (before, spared)).fetchall()
        if booting:
            self.record.terminate_spared += 1
        return rows


def client_ports(pids: list[int], remote_port: int) -> set[int]:
    """The local ports of the TCP connections that `pids` hold to `remote_port` (Linux /proc)."""
    inodes: set[str] = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                try:
                    target = os.readlink(fd)
                except OSError:
                    continue
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
        except OSError:
            continue  # gone
    if not inodes:
        return set()
    ports: set[int] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local, remote, inode = fields[1], fields[2], fields[9]
            if inode in inodes and int(remote.rsplit(":", 1)[1], 16) == remote_port:
                ports.add(int(local.rsplit(":", 1)[1], 16))
    return ports
