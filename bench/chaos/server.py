"""gunicorn as production runs it (gthread), with several workers whose pids the monkey needs.

Started by `bench.server.running_server` (free port, health wait, orderly stop). The master
runs in a session of its own, so a stop that times out can kill master and workers together;
the monkey itself only ever kills the master's children, never the master.
"""
from __future__ import annotations

import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from bench import server as bench_server
from bench.server import Server, _children


class ChaosServer(Server):
    def workers(self) -> list[int]:
        """The pids of the master's live children: the workers (never the master itself)."""
        try:
            return [pid for pid in _children(self.process.pid) if pid != self.process.pid]
        except OSError:
            return []  # the master is gone

    def alive(self) -> bool:
        return self.process.poll() is None


def worker_ready(pid: int) -> bool:
    """Whether worker `pid` has loaded the app and entered its request loop.

    gunicorn gives every worker an unlinked temporary file ("wgunicorn-…") whose mtime the
    worker sets to `time.monotonic()` at each turn of its loop (`WorkerTmp.notify`); until the
    first turn it keeps the wall-clock time of its creation. A monotonic stamp therefore means
    the worker is serving. No such file: not serving (the worker closes it on its way out, e.g.
    after failing to boot, and must then be left to exit with its own code).
    """
    try:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
                if "/wgunicorn-" not in target:
                    continue
                stamp = os.stat(fd).st_mtime
            except OSError:
                continue
            return abs(stamp - time.monotonic()) < 3_600  # a monotonic stamp, not a wall clock
    except OSError:
        pass  # gone
    return False


@contextmanager
def running_server(database_url: str, log_path: Path, *, workers: int, threads: int,
                   env: dict[str, str]) -> Iterator[ChaosServer]:
    with bench_server.running_server(threads, workers, database_url=database_url, extra_env=env,
                                     log_path=log_path, server_class=ChaosServer) as server:
        _wait_for_workers(server, workers)
        yield server


def _wait_for_workers(server: ChaosServer, count: int, timeout_s: float = 60.0) -> None:
    """Until `count` workers run and every one has loaded the app."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        pids = server.workers()
        if len(pids) >= count and all(worker_ready(pid) for pid in pids):
            return
        time.sleep(0.1)
    raise RuntimeError(f"gunicorn did not settle on {count} workers:\n{server.log_tail()}")
