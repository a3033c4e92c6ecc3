"""Event streams from a few addresses, each under its own cap, cannot take every thread of a
worker: the worker holds at most SSE_MAX_STREAMS of them (by default fewer than its threads,
api/stream_caps.py), answers the rest 503 with Retry-After, and its other threads answer
everyone else at once.

On a real gunicorn server (runtime/worker.py, as production runs it) with 48 threads and the cap that
follows from them; three loopback addresses (127.0.0.2-4) ask for more streams than that, on a
tournament's stream, which needs no token, and a fourth (127.0.0.5) checks its health, views a
match and plays a move.
"""
from __future__ import annotations

import http.client
import json
import shutil
import socket
import time

import pytest

from api.stream_caps import total_for
from tests.server import Http, running_server

pytestmark = pytest.mark.server

THREADS = 48
TOTAL = total_for(THREADS)
ABUSERS = ("127.0.0.2", "127.0.0.3", "127.0.0.4")
PER_ADDRESS = 20  # each abuser stays under it: only the worker's total holds them back
ASKED = 16  # per abuser: more than TOTAL together, fewer than THREADS
OTHER = "127.0.0.5"
PROMPT_S = 1.0


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def server(request, tmp_path):
    """One worker, so that one worker's count is all there is. On PostgreSQL a move, too, needs one
    of the threads the streams leave (on SQLite the worker plays it in its main loop)."""
    if request.param == "sqlite":
        shutil.copyfile(request.getfixturevalue("sqlite_template"), tmp_path / "streams.db")
        url = f"sqlite:///{tmp_path / 'streams.db'}"
    else:
        url = request.getfixturevalue("postgres_url")
    env = {"SSE_MAX_STREAMS_PER_ADDRESS": str(PER_ADDRESS)}
    with running_server(url, threads=THREADS, workers=1, env=env) as base:
        yield base


def _port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def _call(base: str, method: str, path: str, body: dict | None = None,
          token: str | None = None) -> tuple[int, dict, dict]:
    client = Http(base)
    try:
        return client.call(method, f"{path}", body, {"Authorization": f"Bearer {token}"} if token else {})
    finally:
        client.close()


def _stream(base: str, source: str, path: str, token: str | None = None) -> tuple[int, dict, socket.socket]:
    """Ask for an event stream; its status and headers, and the socket (open while it streams)."""
    sock = socket.create_connection(("127.0.0.1", _port(base)), timeout=10, source_address=(source, 0))
    auth = f"Authorization: Bearer {token}\r\n" if token else ""
    sock.sendall(f"GET /api/v1{path} HTTP/1.1\r\nHost: x\r\n{auth}\r\n".encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection"
        data += chunk
    lines = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, sock


def _timed(base: str, method: str, path: str, body: dict | None = None, token: str | None = None) -> tuple[int, float]:
    """A request from OTHER on a new connection: its status and how long it took (PROMPT_S at
    most: not answered by then counts as that long)."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", _port(base), timeout=PROMPT_S,
                                            source_address=(OTHER, 0))
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    try:
        connection.request(method, f"/api/v1{path}", json.dumps(body).encode() if body else None, headers)
        response = connection.getresponse()
        response.read()
        return response.status, time.monotonic() - started
    except TimeoutError:
        return 0, PROMPT_S
    finally:
        connection.close()


def test_streams_from_several_addresses_leave_threads_for_health_views_and_moves(server):
    match = _call(server, "POST", "/matches", {"game": "mini-golf", "players": ["A", "B"]})[2]
    tournament = _call(server, "POST", "/tournaments", {
        "name": "Hall", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 1,
        "players": ["Ada", "Bea", "Cid"]})[2]
    series = _call(server, "POST", "/series", {"name": "Thursdays", "game": "mini-golf", "scoring": {
        "per_event": "event_points", "best": 2, "events": 3}})[2]
    held, refused = [], []
    try:
        for _ in range(ASKED):
            for source in ABUSERS:
                status, headers, sock = _stream(server, source, f"/tournaments/{tournament['id']}/events")
                (held if status == 200 else refused).append((status, headers, sock))
        assert len(held) == TOTAL < THREADS
        assert {status for status, *_ in refused} == {503}
        assert all(int(headers["retry-after"]) >= 1 for _, headers, _ in refused)
        # Every kind of stream counts against the same total.
        for path, token in ((f"/matches/{match['id']}/events", match["seats"][0]["token"]),
                            (f"/matches/{match['id']}/seats/events", match["host_token"]),
                            (f"/series/{series['id']}/events", None)):
            status, headers, sock = _stream(server, ABUSERS[0], path, token)
            refused.append((status, headers, sock))
            assert (status, int(headers["retry-after"]) >= 1) == (503, True), path
        answers = [
            _timed(server, "GET", "/health"),
            _timed(server, "GET", f"/matches/{match['id']}", token=match["host_token"]),
            _timed(server, "POST", f"/matches/{match['id']}/moves", token=match["host_token"],
                   body={"type": "start_hole", "seat": 0, "payload": {"initial_discard": "5C"}}),
        ]
        assert [status for status, _ in answers] == [200, 200, 201]
        assert max(seconds for _, seconds in answers) < PROMPT_S, answers
    finally:
        for *_, sock in held + refused:
            sock.close()
