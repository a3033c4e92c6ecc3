"""Start and stop the API under gunicorn as production runs it, on a free port of 127.0.0.1.

The server is a subprocess with its own SQLite file in a temporary folder, so a benchmark never
touches the developer's database, and it is always stopped when the `with` block ends.
"""
from __future__ import annotations

import http.client
import os
import signal
import socket
import ssl
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Mapping, Sequence

from runtime.serve import gunicorn_command

from .client import HOST

PROJECT_ROOT = Path(__file__).resolve().parent.parent
START_TIMEOUT_S = 60.0  # the app upgrades the schema on start
STOP_TIMEOUT_S = 15.0


class ServerError(RuntimeError):
    pass


class Server:
    def __init__(self, process: subprocess.Popen, port: int, log_path: Path) -> None:
        self.process = process
        self.port = port
        self.log_path = log_path

    def cpu_seconds(self) -> float | None:
        """CPU time used so far by the gunicorn master and its workers (Linux /proc), else None."""
        try:
            pids = [self.process.pid, *_children(self.process.pid)]
            return sum(cpu_seconds_of(pid) for pid in pids)
        except OSError:
            return None

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


@contextmanager
def running_server(threads: int = 32, workers: int = 1, *, database_url: str | None = None,
                   extra_env: Mapping[str, str] | None = None, timeout_s: int | None = None,
                   log_path: Path | None = None, extra_args: Sequence[str] = (), tls: bool = False,
                   server_class: type[Server] = Server) -> Iterator[Server]:
    """gunicorn with the gthread worker (as in production), rate limits off.

    On a SQLite file of its own in a temporary folder, unless `database_url` names another
    database (e.g. a scratch PostgreSQL database the caller made and drops). `timeout_s` is
    gunicorn's `--timeout` (60 unless given, as in production). The log goes to `log_path`, or
    to the temporary folder. `extra_args` go to gunicorn; `tls` says they make it answer HTTPS
    (its health is then asked over TLS, the certificate unchecked).
    """
    with tempfile.TemporaryDirectory(prefix="table-referee-bench-") as tmp:
        folder = Path(tmp)
        port = free_port()
        env = {**os.environ, "DATABASE_URL": database_url or f"sqlite:///{folder / 'bench.db'}",
               "RATELIMIT_ENABLED": "0", **(extra_env or {})}
        command = gunicorn_command(f"{HOST}:{port}", workers=workers, threads=threads,
                                   extra=extra_args, **({} if timeout_s is None else {"timeout_s": timeout_s}))
        log_path = log_path or folder / "server.log"
        with log_path.open("wb") as log:
            # A session of its own: Ctrl-C reaches only us, and we stop the server in order.
            process = subprocess.Popen(command, cwd=PROJECT_ROOT, env=env, stdout=log,
                                       stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                       start_new_session=True)
        server = server_class(process, port, log_path)
        try:
            _wait_until_healthy(server, tls=tls)
            yield server
        finally:
            _stop(process)


def _any_certificate() -> ssl.SSLContext:
    """TLS that takes the server's certificate as it is: the health check asks only whether it
    answers yet (the benchmark's own phones trust the local authority)."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def _wait_until_healthy(server: Server, *, tls: bool = False) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise ServerError(f"gunicorn exited with {server.process.returncode}:\n"
                              f"{server.log_tail()}")
        conn = (http.client.HTTPSConnection(HOST, server.port, timeout=2, context=_any_certificate())
                if tls else http.client.HTTPConnection(HOST, server.port, timeout=2))
        try:
            conn.request("GET", "/api/v1/health")
            if conn.getresponse().status == 200:
                return
        except (OSError, http.client.HTTPException):
            pass  # not listening yet
        finally:
            conn.close()
        time.sleep(0.1)
    raise ServerError(f"no healthy answer within {START_TIMEOUT_S:.0f} s:\n{server.log_tail()}")


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)  # gunicorn's graceful shutdown
    try:
        process.wait(STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        # The master did not finish in time: kill its whole session (its workers too).
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(STOP_TIMEOUT_S)


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(child) for child in (task / "children").read_text().split()]
    return found


def cpu_seconds_of(pid: int) -> float:
    # The command name may hold spaces, so split after its closing parenthesis; utime and
    # stime are fields 14 and 15 of the whole line.
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
