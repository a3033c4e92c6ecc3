"""gunicorn as production runs it (gthread), with several workers whose pids the monkey needs.

Built on `bench.server`'s helpers (free port, health wait, orderly stop, /proc children). The
master runs in a session of its own, so a stop that times out can kill master and workers
together; the monkey itself only ever kills the master's children, never the master.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from bench.client import HOST
from bench.server import PROJECT_ROOT, Server, _children, _stop, _wait_until_healthy, free_port


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
    port = free_port()
    environment = {**os.environ, "DATABASE_URL": database_url, "RATELIMIT_ENABLED": "0", **env}
    command = [sys.executable, "-m", "gunicorn", "--worker-class", "gthread",
               "--threads", str(threads), "--workers", str(workers),
               "--bind", f"{HOST}:{port}", "--timeout", "60", "api:create_app()"]
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, cwd=PROJECT_ROOT, env=environment, stdout=log,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True)
    server = ChaosServer(process, port, log_path)
    try:
        _wait_until_healthy(server)
        _wait_for_workers(server, workers)
        yield server
    finally:
        _stop(process)


def _wait_for_workers(server: ChaosServer, count: int, timeout_s: float = 60.0) -> None:
    """Until `count` workers run and every one has loaded the app."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        pids = server.workers()
        if len(pids) >= count and all(worker_ready(pid) for pid in pids):
            return
        time.sleep(0.1)
    raise RuntimeError(f"gunicorn did not settle on {count} workers:\n{server.log_tail()}")
