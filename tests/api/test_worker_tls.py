"""The worker (runtime/worker.py) over TLS, as `make run` serves the LAN: the handshake and the request
arrive in its main loop, without a thread and within REQUEST_ARRIVAL_SECONDS; the per-address
connection cap holds; answers and kept-alive connections work as over plain http.

As in test_availability.py, each test speaks from loopback addresses of its own (127.0.0.x),
since the cap counts per client address; the server has few threads, so that a client holding
threads would show at once.
"""
from __future__ import annotations

import http.client
import socket
import ssl
import time

import pytest

from runtime.local_ca import ensure_local_tls
from runtime.worker import HEAD_LIMIT
from tests.server import Http, client_context, running_server

pytestmark = pytest.mark.server

THREADS = 4
PER_ADDRESS = 6
ARRIVAL_S = 2.0
DROPPED_WITHIN_S = ARRIVAL_S + 4  # the worker drops late ones at its next turn; room for a busy machine
PROMPT_S = 2.5


@pytest.fixture(scope="module")
def tls(tmp_path_factory):
    return ensure_local_tls(tmp_path_factory.mktemp("tls") / "tls", hostname="localhost", addresses=[])[0]


@pytest.fixture(scope="module")
def server(tmp_path_factory, tls):
    url = f"sqlite:///{tmp_path_factory.mktemp('worker-tls') / 'w.db'}"
    env = {"MAX_CONNECTIONS_PER_ADDRESS": str(PER_ADDRESS), "REQUEST_ARRIVAL_SECONDS": str(ARRIVAL_S)}
    with running_server(url, threads=THREADS, workers=1, env=env, tls=tls) as base:
        yield base


def _port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def _raw(base: str, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", _port(base)), timeout=10, source_address=(source, 0))


def _secure(base: str, source: str, tls) -> ssl.SSLSocket:
    return client_context(tls).wrap_socket(_raw(base, source), server_hostname="127.0.0.1")


def _health_seconds(base: str, tls, source: str = "127.0.0.1") -> float:
    started = time.monotonic()
    client = http.client.HTTPSConnection("127.0.0.1", _port(base), timeout=15,
                                         source_address=(source, 0), context=client_context(tls))
    client.request("GET", "/api/v1/health")
    assert client.getresponse().status == 200
    client.close()
    return time.monotonic() - started


def _closed_by_server(sock: socket.socket) -> bool:
    try:
        return sock.recv(1024) == b""
    except (ConnectionResetError, ssl.SSLEOFError, ssl.SSLZeroReturnError):
        return True
    except TimeoutError:
        return False


def _answers(sock: socket.socket) -> bytes:
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    return received


def test_requests_over_tls_are_answered_on_one_kept_alive_connection(server, tls):
    client = Http(server, tls)
    try:
        status, _headers, match = client.call("POST", "/matches", {"game": "mini-golf", "players": ["A", "B"]})
        assert status == 201
        first = client.connection.sock
        host = {"Authorization": f"Bearer {match['host_token']}"}
        for _ in range(3):
            assert client.call("GET", f"/matches/{match['id']}", headers=host)[0] == 200
        # A move is played in the worker's main loop (SQLite), and answered there over TLS.
        move = {"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}
        status, _headers, played = client.call("POST", f"/matches/{match['id']}/moves", move, headers=host)
        assert (status, played["version"]) == (201, 1)
        assert client.call("GET", f"/matches/{match['id']}", headers=host)[2]["version"] == 1
        assert client.connection.sock is first  # no new connection, no new handshake
    finally:
        client.close()


def test_pipelined_requests_over_tls_are_all_answered(server, tls):
    with _secure(server, "127.0.0.11", tls) as sock:
        sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: a\r\n\r\n"
                     b"GET /api/v1/time HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        received = _answers(sock)
    assert received.count(b"HTTP/1.1 200 OK") == 2
    assert b'"status":"ok"' in received and b'"now_ms"' in received


def test_tls_clients_that_stall_hold_no_thread_and_are_dropped_at_the_deadline(server, tls):
    stalled = []
    sources = iter(f"127.0.0.{n}" for n in range(31, 61))
    started = time.monotonic()
    for _ in range(THREADS + 1):  # connects and says nothing
        stalled.append(_raw(server, next(sources)))
    for _ in range(THREADS + 1):  # starts a handshake and stops: a record header, no record
        sock = _raw(server, next(sources))
        sock.sendall(b"\x16\x03\x01\x02\x00\x01")
        stalled.append(sock)
    for _ in range(THREADS + 1):  # finishes the handshake, sends half a request
        sock = _secure(server, next(sources), tls)
        sock.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: a\r\nContent-Length: 40\r\n\r\n{\"game\":")
        stalled.append(sock)
    assert _health_seconds(server, tls) < PROMPT_S  # every thread was still free
    try:
        for sock in stalled:
            sock.settimeout(max(0.1, started + DROPPED_WITHIN_S - time.monotonic()))
            assert _closed_by_server(sock)
        assert time.monotonic() - started >= ARRIVAL_S - 0.5
    finally:
        for sock in stalled:
            sock.close()


def test_connections_past_the_per_address_cap_are_closed_at_once_over_tls(server, tls):
    held = [_secure(server, "127.0.0.71", tls) for _ in range(PER_ADDRESS)]
    try:
        started = time.monotonic()
        with pytest.raises((ssl.SSLError, ConnectionResetError, ConnectionAbortedError)):
            _secure(server, "127.0.0.71", tls).close()
        assert time.monotonic() - started < PROMPT_S
        assert _health_seconds(server, tls, source="127.0.0.72") < PROMPT_S  # others are served
    finally:
        for sock in held:
            sock.close()
    deadline = time.monotonic() + 5
    while True:  # once they are closed, the address may connect again
        try:
            assert _health_seconds(server, tls, source="127.0.0.71") < PROMPT_S
            break
        except (ssl.SSLError, ConnectionResetError):
            assert time.monotonic() < deadline
            time.sleep(0.1)


def test_an_oversized_head_over_tls_is_answered_431_in_its_own_tls(server, tls):
    with _secure(server, "127.0.0.81", tls) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: a\r\nX-Padding: " + b"a" * (HEAD_LIMIT + 10))
        received = _answers(sock)
    assert received.startswith(b"HTTP/1.1 431 ")


def test_a_client_that_speaks_plain_http_to_the_tls_port_is_closed(server, tls):
    with _raw(server, "127.0.0.91") as sock:
        sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: a\r\n\r\n")
        sock.settimeout(PROMPT_S)
        assert _closed_by_server(sock)
    assert _health_seconds(server, tls, source="127.0.0.91") < PROMPT_S
