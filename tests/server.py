"""A real gunicorn server in a subprocess, as production runs it, for tests and benchmarks."""
from __future__ import annotations

import http.client
import json
import os
import socket
import ssl
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from runtime.local_ca import LocalTls
from runtime.serve import gunicorn_command, tls_options

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def running_server(database_url: str, *, threads: int = 32, workers: int = 1,
                   env: dict[str, str] | None = None, log_path: Path | None = None,
                   tls: LocalTls | None = None, port: int | None = None) -> Iterator[str]:
    """Start gunicorn (gthread) on a free loopback port; yield its base URL; always stop it.

    With `tls` (runtime/local_ca.py), it serves HTTPS with that authority's server certificate, as
    `make run` does; the URL is then https://127.0.0.1:port (client_context trusts it)."""
    with gunicorn_process(database_url, threads=threads, workers=workers, env=env,
                          log_path=log_path, tls=tls, port=port) as (base, _process):
        yield base


@contextmanager
def gunicorn_process(database_url: str, *, threads: int = 32, workers: int = 1,
                     env: dict[str, str] | None = None, log_path: Path | None = None,
                     tls: LocalTls | None = None, port: int | None = None
                     ) -> Iterator[tuple[str, subprocess.Popen]]:
    """As running_server, yielding the master's process too (to signal it)."""
    port = port or free_port()
    environment = {**os.environ, "DATABASE_URL": database_url, "RATELIMIT_ENABLED": "0",
                   **(env or {})}
    command = gunicorn_command(f"127.0.0.1:{port}", workers=workers, threads=threads,
                               extra=tls_options(tls) if tls else ())
    log = open(log_path, "wb") if log_path else subprocess.DEVNULL
    process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=log)
    try:
        _wait_until_healthy(port, process, tls)
        yield f"{'https' if tls else 'http'}://127.0.0.1:{port}", process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if log_path:
            log.close()


def client_context(tls: LocalTls) -> ssl.SSLContext:
    """A client that trusts the authority (and nothing else), checking names as browsers do."""
    return ssl.create_default_context(cafile=str(tls.ca_cert))


def connection(host: str, port: int, tls: LocalTls | None = None,
               timeout: float = 30) -> http.client.HTTPConnection:
    if tls is None:
        return http.client.HTTPConnection(host, port, timeout=timeout)
    return http.client.HTTPSConnection(host, port, timeout=timeout, context=client_context(tls))


def _wait_until_healthy(port: int, process: subprocess.Popen, tls: LocalTls | None = None,
                        timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with code {process.returncode}")
        try:
            probe = connection("127.0.0.1", port, tls, timeout=2)
            probe.request("GET", "/api/v1/health")
            if probe.getresponse().status == 200:
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the server did not become healthy in time")


class Http:
    """One keep-alive connection, JSON in and out."""

    def __init__(self, base_url: str, tls: LocalTls | None = None) -> None:
        host, port = base_url.split("://")[-1].split(":")
        self.connection = connection(host, int(port), tls)

    def call(self, method: str, path: str, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], Any]:
        data = json.dumps(body).encode() if body is not None else None
        all_headers = {"Content-Type": "application/json", **(headers or {})}
        self.connection.request(method, f"/api/v1{path}", body=data, headers=all_headers)
        response = self.connection.getresponse()
        raw = response.read()
        payload = json.loads(raw) if raw and "json" in (response.getheader("Content-Type") or "") else raw
        return response.status, dict(response.getheaders()), payload

    def close(self) -> None:
        self.connection.close()
