"""A move played in the worker's main loop (runtime/worker.py) is answered without the loop ever
waiting on the client: what the client does not take at once is sent from a thread.

On loopback a socket takes megabytes before it would block, so this drives the real worker class
directly, over a socket pair with small buffers, instead of through a gunicorn server."""
from __future__ import annotations

import json
import os
import selectors
import shutil
import socket
import threading
import time
from contextlib import contextmanager

import pytest
from gunicorn import glogging
from gunicorn.config import Config

import runtime.worker as runtime_worker
from api import create_app
from api.config import load_settings
from runtime.worker import AnswerBuffer, GuardedConn, GuardedThreadWorker, send_now
from tests.client import ApiClient

ANSWER = b"x" * (2 * 1024 * 1024)  # far more than the socket pair's buffers hold
MOVE = (b"POST /api/v1/matches/m1/moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 2\r\n\r\n{}")


def _pair() -> tuple[socket.socket, socket.socket]:
    server, client = socket.socketpair()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    return server, client


def _answer(sock: socket.socket) -> tuple[bytes, bytes]:
    """The status line and the body of one answer with a Content-Length."""
    data = bytearray()
    sock.settimeout(10)
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536)
    head, _, body = bytes(data).partition(b"\r\n\r\n")
    length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length:")))
    while len(body) < length:
        body += sock.recv(65536)
    return head.split(b"\r\n")[0], body


def test_send_now_sends_what_the_socket_takes_and_returns_the_rest():
    server, client = _pair()
    rest = send_now(server, ANSWER)
    assert 0 < len(rest) < len(ANSWER)
    client.close()
    assert send_now(server, rest) is None  # the client has gone
    server.close()


def test_an_answer_buffer_keeps_what_gunicorn_writes():
    answer = AnswerBuffer()
    answer.sendall(b"HTTP/1.1 201 Created\r\n\r\n")
    assert answer.send(b"{}") == 2
    answer.setblocking(True)
    with pytest.raises(OSError):
        answer.shutdown(socket.SHUT_WR)  # gunicorn's graceful close gives up; the loop closes
    assert bytes(answer.data) == b"HTTP/1.1 201 Created\r\n\r\n{}"


@pytest.fixture
def worker():
    cfg = Config()
    cfg.set("threads", 2)
    worker = GuardedThreadWorker(1, os.getpid(), [], None, 30, cfg, glogging.Logger(cfg))
    worker.configure(load_settings({"MOVES_IN_MAIN_LOOP": "1"}))
    worker.tpool = worker.get_thread_pool()
    worker.poller = selectors.DefaultSelector()
    worker.method_queue.init()
    # As gunicorn's run() does: what threads defer to the main loop runs in its turns.
    worker.poller.register(worker.method_queue.fileno(), selectors.EVENT_READ,
                           worker.method_queue.run_callbacks)
    worker.wsgi = _large_answer
    yield worker
    worker.tpool.shutdown(wait=True)
    worker.method_queue.close()
    worker.tmp.close()


def _connected(worker: GuardedThreadWorker) -> tuple[GuardedConn, socket.socket]:
    """A connection the worker has accepted, waiting in its main loop for a request; the client's end."""
    server, client = _pair()
    conn = GuardedConn(worker.cfg, server, ("127.0.0.1", 40000), ("127.0.0.1", 8000), "127.0.0.1",
                       worker._forget)
    worker.nr_conns += 1
    worker.by_address["127.0.0.1"] += 1
    worker._await_request(conn)
    return conn, client


def _large_answer(environ, start_response):
    environ["wsgi.input"].read()
    start_response("201 Created", [("Content-Type", "application/json"),
                                   ("Content-Length", str(len(ANSWER)))])
    return [ANSWER]


def test_a_move_whose_answer_the_client_does_not_take_leaves_the_main_loop_free(worker):
    conn, client = _connected(worker)
    client.sendall(MOVE)
    loop = threading.Thread(target=worker._on_arriving, args=(conn,))
    loop.start()
    loop.join(5)
    assert not loop.is_alive(), "the main loop waited for the client to read its answer"
    status, body = _answer(client)  # only now does the client read
    assert status.startswith(b"HTTP/1.1 201") and body == ANSWER
    worker.tpool.shutdown(wait=True)  # the thread that sent the rest has finished
    worker.method_queue.run_callbacks(None)
    assert conn in worker.keepalived_conns  # and the connection waits for the next request
    client.close()
    conn.close()


def test_a_failure_while_playing_in_the_main_loop_closes_that_connection_only(worker, monkeypatch):
    conn, client = _connected(worker)
    monkeypatch.setattr(conn, "init", lambda: (_ for _ in ()).throw(RuntimeError("no parser")))
    client.sendall(MOVE)
    worker._on_arriving(conn)  # does not raise: the loop goes on
    assert conn in worker.lingering and conn not in worker.keepalived_conns
    client.settimeout(5)
    assert client.recv(100) == b""  # closed, with nothing half written
    client.close()


@pytest.fixture
def referee_worker(worker, tmp_path, sqlite_template):
    """The worker, serving the real app on a SQLite file of its own."""
    shutil.copyfile(sqlite_template, tmp_path / "referee.db")
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'referee.db'}", "RATELIMIT_ENABLED": False})
    worker.wsgi = app
    yield worker, app
    app.extensions["table_referee"].hub.close()
    app.extensions["table_referee"].db.dispose()


@contextmanager
def _writer_held(app):
    """A long write of the worker's own process (an undo refolding a 20,000-move log takes
    seconds) holding the database's writer in a thread of its own, until the block ends."""
    writing, done = threading.Event(), threading.Event()

    def long_write() -> None:
        with app.extensions["table_referee"].db.write():
            writing.set()
            done.wait(10)
    writer = threading.Thread(target=long_write)
    writer.start()
    assert writing.wait(5)
    try:
        yield
    finally:
        done.set()
        writer.join(5)


@contextmanager
def _every_thread_busy(worker: GuardedThreadWorker):
    """Every thread of the worker's pool held (as by event streams) until the block ends."""
    busy = threading.Event()
    held = [worker.tpool.submit(busy.wait, 10) for _ in range(worker.cfg.threads)]
    try:
        yield
    finally:
        busy.set()
        for future in held:
            future.result(5)


def _send_turn(client: socket.socket, match: dict) -> None:
    body = json.dumps({"type": "turn", "seat": 1, "payload": {
        "source": "deck", "drawn": "2H", "replace": None, "removed": None}}).encode()
    client.sendall(f"POST /api/v1/matches/{match['id']}/moves HTTP/1.1\r\nHost: x\r\n"
                   f"Content-Type: application/json\r\nAuthorization: Bearer {match['host_token']}\r\n"
                   f"Content-Length: {len(body)}\r\n\r\n".encode() + body)


def _loop_for(worker: GuardedThreadWorker, seconds: float) -> float:
    """The main loop's turns for `seconds`; the longest a turn took."""
    longest, until = 0.0, time.monotonic() + seconds
    while time.monotonic() < until:
        started = time.monotonic()
        worker.wait_for_and_dispatch_events(0.01)
        longest = max(longest, time.monotonic() - started)
    return longest


def test_a_move_that_finds_the_writer_busy_is_parked_and_played_in_the_main_loop_once_it_is_free(
        referee_worker, monkeypatch):
    """The main loop never waits for the writer, and a move that meets a short write (the other
    worker's move) waits parked in the main loop, not in a thread: here every thread is busy, and
    the move is still played once the writer is free."""
    worker, app = referee_worker
    monkeypatch.setattr(runtime_worker, "PARK_SECONDS", 30.0)  # parked until played, on a slow machine too
    api = ApiClient(app.test_client())
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    conn, client = _connected(worker)
    with _every_thread_busy(worker):
        with _writer_held(app):
            _send_turn(client, match)
            worker._on_arriving(conn)
            assert list(worker.parked) == [conn]
            assert _loop_for(worker, 0.3) < 0.1, "the main loop waited for the writer"
            client.settimeout(0.05)
            with pytest.raises(TimeoutError):
                client.recv(100)  # not yet played
        _loop_for(worker, 0.05)
        assert not worker.parked
        status, answer = _answer(client)
    assert status.startswith(b"HTTP/1.1 201"), answer
    assert json.loads(answer)["version"] == 2 == api.view(match)["version"]
    client.close()
    conn.close()


def test_a_move_parked_past_its_time_goes_to_a_thread_which_waits_for_the_writer(referee_worker,
                                                                                 monkeypatch):
    worker, app = referee_worker
    monkeypatch.setattr(runtime_worker, "PARK_SECONDS", 0.1)
    api = ApiClient(app.test_client())
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    conn, client = _connected(worker)
    with _writer_held(app):
        _send_turn(client, match)
        worker._on_arriving(conn)
        assert _loop_for(worker, 0.3) < 0.1, "the main loop waited for the writer"
        assert not worker.parked  # in a thread now, which waits
        client.settimeout(0.2)
        with pytest.raises(TimeoutError):
            client.recv(100)
    _loop_for(worker, 0.3)  # the watcher may be handed the writer first: the loop lets it go
    status, answer = _answer(client)
    assert status.startswith(b"HTTP/1.1 201"), answer
    assert json.loads(answer)["version"] == 2 == api.view(match)["version"]
    client.close()
    conn.close()


def test_a_workers_first_move_is_played_in_the_main_loop_with_every_thread_busy(referee_worker):
    """The move's own connection to the database is opened by the main loop too, without waiting:
    the first move of a worker whose threads all hold event streams is still answered."""
    worker, app = referee_worker
    match = ApiClient(app.test_client()).create()  # opens no writer connection of the move's kind
    conn, client = _connected(worker)
    body = json.dumps({"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}).encode()
    client.sendall(f"POST /api/v1/matches/{match['id']}/moves HTTP/1.1\r\nHost: x\r\n"
                   f"Content-Type: application/json\r\nAuthorization: Bearer {match['host_token']}\r\n"
                   f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
    with _every_thread_busy(worker):
        worker._on_arriving(conn)
        client.settimeout(2)
        status, answer = _answer(client)
    assert status.startswith(b"HTTP/1.1 201"), answer
    client.close()
    conn.close()
