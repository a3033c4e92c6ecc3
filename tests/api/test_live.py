"""Live updates: the SSE stream carries only versions, and a move wakes it at once."""
from __future__ import annotations

import queue
import threading

from api import create_app
from tests.api.golf_h01 import HOLE_H01
from tests.client import ApiClient
from tests.databases import empty_tables

START = {"initial_discard": "5C"}


def _events(app, match, token):
    """Read the stream on a thread; hand each `data:` line to the test through a queue."""
    lines: queue.Queue = queue.Queue()
    client = app.test_client()
    response = client.get(f"/api/v1/matches/{match['id']}/events", buffered=False,
                          headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200 and response.mimetype == "text/event-stream"

    def pump():
        for chunk in response.response:
            text = chunk.decode() if isinstance(chunk, bytes) else chunk
            for line in text.splitlines():
                if line.startswith("data:") or line.startswith(":"):
                    lines.put(line)
    threading.Thread(target=pump, daemon=True).start()
    return lines


def _next_data(lines, timeout):
    while True:
        line = lines.get(timeout=timeout)
        if line.startswith("data:"):
            return line


def test_stream_sends_the_current_version_then_each_new_one_without_waiting(app, api):
    app.config["SSE_HEARTBEAT_SECONDS"] = 30  # so only the hub, not the polling fallback, can wake it
    match = api.create()
    lines = _events(app, match, match["seats"][1]["token"])
    assert _next_data(lines, 5) == 'data: {"version": 0}'
    api.play(match, 0, "start_hole", START)
    assert _next_data(lines, 2) == 'data: {"version": 1}'


def test_stream_never_carries_game_data(app, api):
    match = api.create()
    lines = _events(app, match, match["host_token"])
    api.play(match, 0, "start_hole", START)
    seen = [_next_data(lines, 5), _next_data(lines, 5)]
    assert all("5C" not in line and "start_hole" not in line for line in seen)


def test_quiet_stream_sends_heartbeats(app, api):
    match = api.create()
    lines = _events(app, match, match["host_token"])
    _next_data(lines, 5)
    assert lines.get(timeout=5).startswith(": heartbeat")


def test_stream_needs_a_token_of_the_match(app, api):
    match, other = api.create(), api.create()
    assert api.get(f"/matches/{match['id']}/events").status_code == 401
    assert api.get(f"/matches/{match['id']}/events", token=other["host_token"]).status_code == 403


def test_a_move_through_another_process_reaches_this_stream(database_url):
    """Two app instances stand in for two workers (or hosts) sharing one database: PostgreSQL
    tells the other by NOTIFY; on SQLite the other sees the file's data_version change."""
    watching = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False,
                           "SSE_HEARTBEAT_SECONDS": 30})
    playing = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False})
    try:
        if database_url.startswith("postgresql"):
            empty_tables(database_url)
        api = ApiClient(playing.test_client())
        match = api.create()
        lines = _events(watching, match, match["host_token"])
        assert _next_data(lines, 5) == 'data: {"version": 0}'
        for version in (1, 2):
            api.play(match, *HOLE_H01[version - 1])
            assert _next_data(lines, 3) == f'data: {{"version": {version}}}'
    finally:
        watching.extensions["table_referee"].hub.close()
        watching.extensions["live_feed"].stop()
        for app in (watching, playing):
            app.extensions["table_referee"].db.dispose()


def test_a_move_wakes_only_the_streams_of_its_own_match():
    from api.live import Hub
    hub = Hub()
    with hub.subscribe("a") as watching_a, hub.subscribe("b") as watching_b:
        hub.publish("a", 3)
        assert watching_a.wait(after=0, timeout=1) == 3
        assert watching_b.wait(after=0, timeout=0.05) is None
    hub.publish("a", 4)  # nobody watches any more: nothing is kept
    assert hub._channels == {}


def test_the_sqlite_watcher_publishes_only_watched_matches_that_moved(tmp_path):
    from api.live import Hub
    from api.live_sqlite import SqliteWatcher
    watching = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'w.db'}",
                           "RATELIMIT_ENABLED": False})
    api = ApiClient(watching.test_client())
    moved, quiet = api.create(), api.create()
    hub = Hub()
    watcher = SqliteWatcher(str(tmp_path / "w.db"), hub, interval_s=0.005)
    hub.before_first_subscriber(watcher.start)
    try:
        with hub.subscribe(moved["id"]) as on_moved, hub.subscribe(quiet["id"]) as on_quiet:
            assert on_moved.wait(after=-1, timeout=2) == 0  # the first poll reads every version
            api.play(moved, *HOLE_H01[0])
            assert on_moved.wait(after=0, timeout=2) == 1
            assert on_quiet.wait(after=0, timeout=0.1) is None
    finally:
        watcher.stop()
        watching.extensions["table_referee"].db.dispose()


def test_a_worker_shutting_down_ends_its_event_streams_at_once(tmp_path):
    """SIGTERM (a deploy, a restart): streams end now, not after gunicorn's 30 s grace period,
    so phones reconnect at once and the worker exits as soon as real requests are done."""
    import http.client
    import time

    from tests.server import Http, gunicorn_process
    with gunicorn_process(f"sqlite:///{tmp_path / 'stop.db'}", workers=1) as (base, process):
        status, _headers, match = Http(base).call(
            "POST", "/matches", {"game": "mini-golf", "players": ["A", "B"]})
        assert status == 201
        host, port = base.removeprefix("http://").split(":")
        stream = http.client.HTTPConnection(host, int(port), timeout=20)
        stream.request("GET", f"/api/v1/matches/{match['id']}/events",
                       headers={"Authorization": f"Bearer {match['host_token']}"})
        response = stream.getresponse()
        assert response.status == 200
        assert response.readline() == b"retry: 2000\n"  # the first event has begun
        process.terminate()
        started = time.monotonic()
        response.read()  # until the server ends the stream
        assert time.monotonic() - started < 5
        process.wait(timeout=10)
        assert time.monotonic() - started < 10
