"""One client cannot stop the server answering everyone else: on a real gunicorn server (the
worker of runtime/worker.py, as production runs it), with small caps and a short arrival deadline.

Each test speaks from a loopback address of its own (127.0.0.x), since the caps count per client
address; the server has few threads, so that without the caps one client could take them all.
"""
from __future__ import annotations

import http.client
import json
import socket
import time

import pytest

from runtime.worker import HEAD_LIMIT, Arrival, arrival, whole_move
from tests.server import Http, running_server

pytestmark = pytest.mark.server

THREADS = 8
PER_TOKEN = 2
PER_ADDRESS = 3
CONNECTIONS = 12  # more than THREADS: one client could hold every thread
ARRIVAL_S = 2.0
# The worker drops late requests at its next loop turn, at most a second later; the rest is
# room for a busy machine.
DROPPED_WITHIN_S = ARRIVAL_S + 4
PROMPT_S = 2.5  # a health check takes milliseconds; the rest is room for a busy machine


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('availability') / 'a.db'}"
    env = {"SSE_MAX_STREAMS_PER_TOKEN": str(PER_TOKEN),
           "SSE_MAX_STREAMS_PER_ADDRESS": str(PER_ADDRESS),
           "MAX_CONNECTIONS_PER_ADDRESS": str(CONNECTIONS),
           "REQUEST_ARRIVAL_SECONDS": str(ARRIVAL_S),
           "SSE_HEARTBEAT_SECONDS": "1",
           # Streams may take every thread here (the default keeps some for requests: see
           # test_streams_leave_threads.py), to show that moves are still played.
           "SSE_MAX_STREAMS": str(THREADS)}
    with running_server(url, threads=THREADS, workers=1, env=env) as base:
        yield base


def _port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def _connect(base: str, source: str) -> socket.socket:
    return socket.create_connection(("127.0.0.1", _port(base)), timeout=10,
                                    source_address=(source, 0))


def _match(base: str) -> dict:
    client = Http(base)
    status, _headers, match = client.call("POST", "/matches",
                                          {"game": "mini-golf", "players": ["A", "B"]})
    client.close()
    assert status == 201
    return match


def _head(sock: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """The status, headers and whatever of the body came with them."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += _more(sock)
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in
               (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, rest


def _stream(base: str, source: str, match_id: str, token: str) -> tuple[int, dict, bytes, socket.socket]:
    sock = _connect(base, source)
    sock.sendall(f"GET /api/v1/matches/{match_id}/events HTTP/1.1\r\nHost: x\r\n"
                 f"Authorization: Bearer {token}\r\n\r\n".encode())
    status, headers, rest = _head(sock)
    return status, headers, rest, sock


def _body(sock: socket.socket, headers: dict, rest: bytes) -> dict:
    length = int(headers["content-length"])
    while len(rest) < length:
        rest += _more(sock)
    return json.loads(rest[:length])


def _more(sock: socket.socket) -> bytes:
    """The next bytes the server sends; a connection it closed early fails the test."""
    chunk = sock.recv(65536)
    if not chunk:
        raise ConnectionError("the server closed the connection early")
    return chunk


def _health_seconds(base: str) -> float:
    """How long one health check takes on a new connection from 127.0.0.1 (fails if it is not
    answered within 10 s)."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", _port(base), timeout=10)
    try:
        connection.request("GET", "/api/v1/health")
        response = connection.getresponse()
        response.read()
        assert response.status == 200
    finally:
        connection.close()
    return time.monotonic() - started


def _half_sent(base: str, source: str) -> socket.socket:
    sock = _connect(base, source)
    sock.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 60\r\n\r\n{\"game\": ")
    return sock


def _closed_by_server_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        while True:
            if not sock.recv(65536):
                return True
    except (socket.timeout, TimeoutError):
        return False
    except ConnectionResetError:
        return True


def test_a_token_holds_no_more_streams_than_its_cap(server):
    match = _match(server)
    held = [_stream(server, "127.0.0.2", match["id"], match["host_token"])
            for _ in range(PER_TOKEN)]
    try:
        assert [status for status, *_ in held] == [200] * PER_TOKEN
        status, headers, rest, sock = _stream(server, "127.0.0.2", match["id"], match["host_token"])
        assert status == 429
        assert headers["content-type"] == "application/problem+json"
        assert int(headers["retry-after"]) >= 1
        assert _body(sock, headers, rest)["status"] == 429
        sock.close()
        # Another token from the same address is not held back by this one's cap.
        other = _stream(server, "127.0.0.2", match["id"], match["seats"][0]["token"])
        assert other[0] == 200
        other[3].close()
    finally:
        for *_, sock in held:
            sock.close()


def test_an_address_holds_no_more_streams_than_its_cap_whatever_the_tokens(server):
    matches = [_match(server) for _ in range(2)]
    tokens = [token for match in matches
              for token in (match["host_token"], *(seat["token"] for seat in match["seats"]))]
    held = []
    try:
        for index in range(PER_ADDRESS):
            match = matches[index // 3]
            status, *_, sock = _stream(server, "127.0.0.3", match["id"], tokens[index])
            held.append(sock)
            assert status == 200
        status, headers, _rest, sock = _stream(server, "127.0.0.3", matches[1]["id"], tokens[-1])
        sock.close()
        assert status == 429 and int(headers["retry-after"]) >= 1
        # Another address (a different hall) still gets its streams.
        status, *_, sock = _stream(server, "127.0.0.4", matches[1]["id"], tokens[-1])
        sock.close()
        assert status == 200
    finally:
        for sock in held:
            sock.close()


def test_a_closed_stream_gives_its_slot_back(server):
    match = _match(server)
    first = [_stream(server, "127.0.0.5", match["id"], match["host_token"]) for _ in range(PER_TOKEN)]
    assert [status for status, *_ in first] == [200] * PER_TOKEN
    for *_, sock in first:
        sock.close()
    # The server notices a closed stream when it next writes to it (a heartbeat a second).
    deadline = time.monotonic() + 15
    while True:
        status, *_, sock = _stream(server, "127.0.0.5", match["id"], match["host_token"])
        sock.close()
        if status == 200:
            break
        assert time.monotonic() < deadline, "the closed streams' slots never came back"
        time.sleep(0.5)


def test_half_sent_requests_are_dropped_once_the_arrival_deadline_passes(server):
    half_sent = [_half_sent(server, "127.0.0.6") for _ in range(3)]
    # A slow drip does not buy more time: the deadline is for the whole request.
    dripping = _connect(server, "127.0.0.6")
    started = time.monotonic()
    try:
        for byte in b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n" * 10:
            dripping.sendall(bytes([byte]))
            time.sleep(0.1)
            assert time.monotonic() - started < DROPPED_WITHIN_S, "the drip is still read"
    except (BrokenPipeError, ConnectionResetError):
        pass  # dropped
    for sock in (*half_sent, dripping):
        assert _closed_by_server_within(sock, DROPPED_WITHIN_S - (time.monotonic() - started))
        sock.close()
    assert time.monotonic() - started >= ARRIVAL_S - 0.5


def test_connections_beyond_an_addresss_cap_are_refused_with_429(server):
    held = [_half_sent(server, "127.0.0.7") for _ in range(CONNECTIONS)]
    try:
        time.sleep(0.3)  # the worker has accepted them all
        sock = _connect(server, "127.0.0.7")
        status, headers, rest = _head(sock)
        assert status == 429 and int(headers["retry-after"]) >= 1
        assert _body(sock, headers, rest)["status"] == 429
        sock.close()
        assert _health_seconds(server) < PROMPT_S  # from another address
    finally:
        for sock in held:
            sock.close()


def test_health_answers_promptly_while_one_client_holds_every_cap(server):
    """Streams up to the address's cap, and half-sent requests filling its connections: more than
    the server's threads in all, yet a health check from elsewhere is answered at once."""
    matches = [_match(server) for _ in range(2)]
    tokens = [(match["id"], token) for match in matches
              for token in (match["host_token"], *(seat["token"] for seat in match["seats"]))]
    held = []
    try:
        for match_id, token in tokens[:PER_ADDRESS]:
            status, *_, sock = _stream(server, "127.0.0.8", match_id, token)
            held.append(sock)
            assert status == 200
        held += [_half_sent(server, "127.0.0.8") for _ in range(CONNECTIONS - PER_ADDRESS)]
        assert len(held) == CONNECTIONS > THREADS
        refused = _stream(server, "127.0.0.8", *tokens[-1])
        refused[3].close()
        assert refused[0] == 429
        timings = [_health_seconds(server) for _ in range(20)]
        assert max(timings) < PROMPT_S, timings
    finally:
        for sock in held:
            sock.close()


def test_an_answer_the_client_never_closes_after_does_not_stall_the_server(server):
    """`Connection: close` answered, and the client keeps its end open: the worker waits for the
    client's close without blocking everyone else (gunicorn blocks its loop up to 2 s each)."""
    lingering = []
    for _ in range(CONNECTIONS):
        sock = _connect(server, "127.0.0.9")
        sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        lingering.append(sock)
    try:
        time.sleep(0.2)
        timings = [_health_seconds(server) for _ in range(5)]
        assert max(timings) < PROMPT_S, timings
        for sock in lingering:
            assert _head(sock)[0] == 200
    finally:
        for sock in lingering:
            sock.close()


def test_requests_sent_in_pieces_or_back_to_back_are_answered(server):
    sock = _connect(server, "127.0.0.10")
    body = json.dumps({"game": "mini-golf", "players": ["A", "B"]}).encode()
    head = (b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n")
    for piece in (head[:7], head[7:], body[:5], body[5:]):
        sock.sendall(piece)
        time.sleep(0.05)
    status, headers, rest = _head(sock)
    assert status == 201
    assert "host_token" in _body(sock, headers, rest)
    # Two requests in one send (pipelining): both answered, in order.
    sock.sendall(b"GET /api/v1/time HTTP/1.1\r\nHost: x\r\n\r\n"
                 b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
    data = b""
    while data.count(b"HTTP/1.1 200") < 2 or not data.rstrip().endswith(b"}"):
        data += _more(sock)
    first, second = data.split(b"HTTP/1.1 200")[1:]
    assert b"now_ms" in first and b'"ok"' in second
    sock.close()


def test_moves_sent_in_pieces_or_back_to_back_are_each_played_once(server):
    """A move's pieces wait in the main loop until it is whole; two in one send are played in
    order, the first in the main loop and the second from the leftover bytes, in a thread."""
    match = _match(server)
    sock = _connect(server, "127.0.0.14")

    def move(key: str, last: bool = False) -> bytes:
        body = json.dumps({"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}).encode()
        close = "Connection: close\r\n" if last else ""
        return (f"POST /api/v1/matches/{match['id']}/moves HTTP/1.1\r\nHost: x\r\n"
                f"Content-Type: application/json\r\nAuthorization: Bearer {match['host_token']}\r\n"
                f"Idempotency-Key: {key}\r\n{close}Content-Length: {len(body)}\r\n\r\n").encode() + body

    first = move("k1")
    for piece in (first[:30], first[30:-3], first[-3:]):
        sock.sendall(piece)
        time.sleep(0.05)
    status, headers, rest = _head(sock)
    assert (status, _body(sock, headers, rest)["version"]) == (201, 1)
    sock.sendall(move("k1") + move("k2", last=True))  # the first again, then a second hole start
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    replayed, refused = data.split(b"HTTP/1.1 ")[1:]
    assert replayed.startswith(b"201") and b"Idempotent-Replayed: true" in replayed
    assert refused.startswith(b"409")
    sock.close()
    assert _view_version(server, match) == 1


def _view_version(base: str, match: dict) -> int:
    client = Http(base)
    try:
        status, _headers, view = client.call("GET", f"/matches/{match['id']}",
                                             headers={"Authorization": f"Bearer {match['host_token']}"})
        assert status == 200
        return view["version"]
    finally:
        client.close()


def test_a_body_sent_after_100_continue_or_in_chunks_is_read(server):
    body = json.dumps({"game": "mini-golf", "players": ["A", "B"]}).encode()
    sock = _connect(server, "127.0.0.13")
    sock.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Expect: 100-continue\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n")
    assert _head(sock)[0] == 100
    sock.sendall(body)
    status, headers, rest = _head(sock)
    assert status == 201 and "host_token" in _body(sock, headers, rest)
    sock.close()
    sock = _connect(server, "127.0.0.13")
    sock.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Transfer-Encoding: chunked\r\n\r\n")
    time.sleep(0.1)
    sock.sendall(f"{len(body):X}\r\n".encode() + body + b"\r\n0\r\n\r\n")
    assert _head(sock)[0] == 201
    sock.close()


def _answer_to(base: str, source: str, request: bytes) -> tuple[int, str, dict]:
    """Status, Content-Type and problem document of the answer to `request`."""
    sock = _connect(base, source)
    sock.sendall(request)
    status, headers, rest = _head(sock)
    body = _body(sock, headers, rest)
    sock.close()
    return status, headers["content-type"], body


@pytest.mark.parametrize("path", ["/api/v1/matches", "/api/v1/matches/m1/moves", "/api/v1/join"])
def test_a_chunked_body_larger_than_allowed_is_413_as_a_sized_one(server, path):
    body = json.dumps({"name": "x" * 70000}).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Connection: close\r\n").encode()
    chunks = b"".join(f"{len(piece):X}\r\n".encode() + piece + b"\r\n"
                      for piece in (body[at:at + 8192] for at in range(0, len(body), 8192)))
    sized = _answer_to(server, "127.0.0.15", head + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
    chunked = _answer_to(server, "127.0.0.15", head + b"Transfer-Encoding: chunked\r\n\r\n" + chunks + b"0\r\n\r\n")
    assert sized[:2] == (413, "application/problem+json")
    assert chunked == sized


def test_a_body_larger_than_allowed_is_413_and_a_huge_head_431(server):
    sock = _connect(server, "127.0.0.11")
    sock.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 10000000\r\n\r\n{")
    assert _head(sock)[0] == 413
    sock.close()
    sock = _connect(server, "127.0.0.11")
    sock.sendall(b"GET /api/v1/health HTTP/1.1\r\n" + b"X-Padding: " + b"a" * (HEAD_LIMIT + 10))
    assert _head(sock)[0] == 431
    sock.close()


@pytest.mark.parametrize(("data", "expected"), [
    (b"GET / HTTP/1.1\r\nHost: x\r\n", Arrival.WAIT),
    (b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", Arrival.READY),
    (b"POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nab", Arrival.WAIT),
    (b"POST / HTTP/1.1\r\ncontent-length: 4\r\n\r\nabcd", Arrival.READY),
    (b"POST / HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n", Arrival.READY),  # the app: 413
    (b"POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n", Arrival.READY),  # the parser: 400
    (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", Arrival.READY),
    (b"POST / HTTP/1.1\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n", Arrival.READY),
    (b"GET / HTTP/1.1\r\n" + b"a" * (HEAD_LIMIT + 1), Arrival.HEAD_TOO_LARGE),
])
def test_a_request_is_handed_to_a_thread_only_once_it_has_arrived(data, expected):
    assert arrival(data, 64 * 1024) is expected


MOVE_HEAD = b"POST /api/v1/matches/m1/moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"


@pytest.mark.parametrize(("data", "expected"), [
    (MOVE_HEAD + b"Content-Length: 2\r\n\r\n{}", True),
    (MOVE_HEAD + b"Content-Length: 2\r\n\r\n{}GET / HTTP/1.1\r\n", True),  # the next one: a thread's
    (MOVE_HEAD.replace(b"/moves ", b"/moves?x=1 ") + b"Content-Length: 2\r\n\r\n{}", True),
    (MOVE_HEAD + b"Content-Length: 4\r\n\r\n{}", False),  # the body is still coming
    (MOVE_HEAD + b"Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", False),
    (MOVE_HEAD + b"Content-Length: 2\r\nExpect: 100-continue\r\n\r\n", False),
    (MOVE_HEAD + b"Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", False),  # the parser: 400
    (MOVE_HEAD + b"\r\n", False),  # no body: the app's 422, from a thread
    (MOVE_HEAD + b"Content-Length: 99999\r\n\r\n" + b" " * 99999, False),  # the app: 413
    (MOVE_HEAD.replace(b"/moves", b"/moves/1") + b"Content-Length: 2\r\n\r\n{}", False),
    (MOVE_HEAD.replace(b"POST", b"GET") + b"Content-Length: 2\r\n\r\n{}", False),
    (b"POST /api/v1/matches HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", False),
])
def test_only_a_whole_move_is_played_in_the_main_loop(data, expected):
    assert whole_move(data, 64 * 1024) is expected


def test_moves_are_played_while_event_streams_hold_every_thread(server):
    """On SQLite the worker plays a move in its main loop: with every thread waiting on a phone's
    event stream (a health check now waits for one), a move is still answered at once."""
    match, *watched = [_match(server) for _ in range(3)]  # made while threads are free
    tokens = [(watch["id"], token) for watch in watched
              for token in (watch["host_token"], *(seat["token"] for seat in watch["seats"]))]
    sources = [f"127.0.0.{20 + n}" for n in range(THREADS)]
    held = []
    try:
        for n in range(THREADS):
            status, *_, sock = _stream(server, sources[n // PER_ADDRESS], *tokens[n // PER_TOKEN])
            held.append(sock)
            assert status == 200
        waiting = _connect(server, "127.0.0.30")
        waiting.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        held.append(waiting)
        assert not _answered_within(waiting, 1.0)  # every thread is taken
        started = time.monotonic()
        sock = _connect(server, "127.0.0.31")
        held.append(sock)
        body = json.dumps({"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}).encode()
        sock.sendall(f"POST /api/v1/matches/{match['id']}/moves HTTP/1.1\r\nHost: x\r\n"
                     f"Content-Type: application/json\r\nAuthorization: Bearer {match['host_token']}\r\n"
                     f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        status, headers, rest = _head(sock)
        assert status == 201, _body(sock, headers, rest)
        assert _body(sock, headers, rest)["version"] == 1
        assert time.monotonic() - started < PROMPT_S
    finally:
        for sock in held:
            sock.close()
    _wait_for_a_free_thread(server)


def _answered_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        return bool(sock.recv(1))
    except (socket.timeout, TimeoutError):
        return False
    finally:
        sock.settimeout(10)


def _wait_for_a_free_thread(base: str) -> None:
    """The streams' threads notice their phones gone at the next heartbeat (1 s here)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            if _health_seconds(base) < PROMPT_S:
                return
        except (OSError, AssertionError):
            pass
    raise AssertionError("no thread came free after the streams closed")


def test_behind_a_trusted_proxy_connections_are_not_capped_by_the_proxys_address(tmp_path):
    """Behind TRUST_PROXY every connection comes from the proxy, which limits them per real
    client: capping the proxy's address would cap the whole server."""
    env = {"MAX_CONNECTIONS_PER_ADDRESS": "2", "REQUEST_ARRIVAL_SECONDS": "5", "TRUST_PROXY": "1"}
    with running_server(f"sqlite:///{tmp_path / 'p.db'}", threads=4, workers=1, env=env) as base:
        held = [_half_sent(base, "127.0.0.12") for _ in range(4)]
        try:
            sock = _connect(base, "127.0.0.12")
            sock.sendall(b"GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
            assert _head(sock)[0] == 200
            sock.close()
        finally:
            for sock in held:
                sock.close()


def test_the_events_operation_documents_its_429(app):
    spec = app.extensions["smorest_api"].spec.to_dict()
    responses = spec["paths"]["/api/v1/matches/{match_id}/events"]["get"]["responses"]
    assert "429" in responses
    assert "Retry-After" in spec["components"]["responses"]["TOO_MANY_REQUESTS"]["headers"]


def test_the_procfile_runs_the_worker_that_make_run_and_the_tests_run():
    from pathlib import Path

    from runtime.serve import WORKER_CLASS, gunicorn_command
    procfile = (Path(__file__).resolve().parents[2] / "Procfile").read_text()
    assert f"--worker-class {WORKER_CLASS} " in procfile
    command = gunicorn_command("127.0.0.1:1", workers=1, threads=1)
    assert command[command.index("--worker-class") + 1] == WORKER_CLASS == "runtime.worker.GuardedThreadWorker"
