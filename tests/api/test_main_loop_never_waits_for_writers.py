"""On SQLite the worker plays a move in its main loop (runtime/worker.py). SQLite has one writer at a
time, and a writer may hold on for seconds: an undo or a correction folding a long log, another
worker, a tool with a transaction open. The main loop must never wait for it, or every request of
the worker (and its heartbeat to gunicorn) would wait too: a move that finds the writer busy goes
to a thread, which waits there, and lands once the writer lets go.

On a real gunicorn server, the writer is held from outside the worker (this test's process), the
two ways a writer can be held: the writers' lock file every worker queues on (models/db.py), and a
write transaction (`BEGIN IMMEDIATE`) on the database file itself, as a tool would hold it.
"""
from __future__ import annotations

import fcntl
import gc
import http.client
import json
import os
import select
import socket
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from tests.server import Http, running_server

pytestmark = pytest.mark.server

HOLD_S = 3.0
PROMPT_S = 0.1  # a health check takes a few milliseconds; a waiting main loop, seconds
HEALTH_CHECKS = 5


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("writers") / "w.db"


@pytest.fixture(scope="module")
def server(database):
    with running_server(f"sqlite:///{database}", threads=4, workers=1) as base:
        yield base


@contextmanager
def writers_lock_file(database: Path) -> Iterator[None]:
    """The lock every worker's writers queue on, held by another process."""
    fd = os.open(f"{database}-writers.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


@contextmanager
def write_transaction(database: Path) -> Iterator[None]:
    """SQLite's own write lock, held by a connection that does not use the lock file."""
    conn = sqlite3.connect(database, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        yield
        conn.execute("ROLLBACK")
    finally:
        conn.close()


@contextmanager
def this_process_not_collecting() -> Iterator[None]:
    """The test process's own garbage collector once paused a health check for 300 ms (the
    server had answered in 2): what is timed here is the server."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def _health_seconds(base: str, timeout: float) -> float:
    """How long a health check on a new connection takes; `timeout` if it is not answered by then."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", _port(base), timeout=timeout)
    try:
        connection.request("GET", "/api/v1/health")
        response = connection.getresponse()
        response.read()
        assert response.status == 200
    except TimeoutError:
        return timeout
    finally:
        connection.close()
    return time.monotonic() - started


def _send_move(base: str, match: dict, key: str) -> socket.socket:
    body = json.dumps({"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}).encode()
    sock = socket.create_connection(("127.0.0.1", _port(base)), timeout=15)
    sock.sendall(f"POST /api/v1/matches/{match['id']}/moves HTTP/1.1\r\nHost: x\r\n"
                 f"Content-Type: application/json\r\nAuthorization: Bearer {match['host_token']}\r\n"
                 f"Idempotency-Key: {key}\r\nConnection: close\r\n"
                 f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
    return sock


def _answer(sock: socket.socket) -> tuple[int, dict]:
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), json.loads(body)


def _call(base: str, method: str, path: str, match: dict, **kwargs) -> tuple[int, dict, dict]:
    client = Http(base)
    try:
        return client.call(method, path, headers={"Authorization": f"Bearer {match['host_token']}",
                                                  **kwargs.pop("headers", {})}, **kwargs)
    finally:
        client.close()


@pytest.mark.parametrize("held", [writers_lock_file, write_transaction])
def test_a_move_that_finds_the_writer_busy_waits_in_a_thread_not_in_the_main_loop(server, database, held):
    client = Http(server)
    status, _headers, match = client.call("POST", "/matches", {"game": "mini-golf", "players": ["A", "B"]})
    client.close()
    assert status == 201
    with held(database):
        released_at = time.monotonic() + HOLD_S
        sock = _send_move(server, match, "held-move")
        with this_process_not_collecting():
            timings = []
            for _ in range(HEALTH_CHECKS):
                time.sleep(0.2)
                timings.append(_health_seconds(server, timeout=1.0))
        # The move did meet the busy writer: it is still waiting for it.
        assert not select.select([sock], [], [], 0)[0], "the move was answered while the writer was held"
        time.sleep(max(0.0, released_at - time.monotonic()))
    status, played = _answer(sock)  # once the writer lets go
    sock.close()
    assert max(timings) < PROMPT_S, timings
    assert (status, played["seq"], played["version"]) == (201, 1, 1)
    # Played once: the log holds it once, and sending it again gets the stored answer.
    _status, _headers, log = _call(server, "GET", f"/matches/{match['id']}/moves", match)
    assert [entry["seq"] for entry in log["moves"]] == [1]
    status, headers, again = _call(server, "POST", f"/matches/{match['id']}/moves", match,
                                   body={"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}},
                                   headers={"Idempotency-Key": "held-move"})
    assert (status, headers.get("Idempotent-Replayed"), again["version"]) == (201, "true", 1)
