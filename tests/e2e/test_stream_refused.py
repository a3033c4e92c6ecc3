"""A server worker that holds as many event streams as it may refuses more, 503 with Retry-After
(api/stream_caps.py). The phone then polls its table with If-None-Match, and asks for the stream
again once Retry-After has passed, spread over up to half as long again (pwa/js/live.js): neither
sooner, which would keep a full server busy refusing, nor many seconds later.

A server of its own, with no room for streams at all (SSE_MAX_STREAMS=0) and Retry-After 1 s.
"""
from __future__ import annotations

import json
import shutil
import time

import pytest

from tests.server import Http, running_server

from .conftest import Phone

pytestmark = pytest.mark.e2e

RETRY_AFTER_S = 1  # the heartbeat's seconds, rounded up
JITTER = 0.5  # live.js: up to half as long again
SLACK_S = 0.6  # a poll answered meanwhile, and a busy machine
# The test hears of each request a little after the browser sends it, and not always equally late,
# so a gap it measures can look a few milliseconds shorter than the browser's wait.
EARLY_S = 0.1
REFUSED_LOG = "Failed to load resource: the server responded with a status of 503"


@pytest.fixture(scope="module")
def full_server(tmp_path_factory, sqlite_template):
    database = tmp_path_factory.mktemp("full") / "full.db"
    shutil.copyfile(sqlite_template, database)
    env = {"SSE_MAX_STREAMS": "0", "SSE_HEARTBEAT_SECONDS": str(RETRY_AFTER_S)}
    with running_server(f"sqlite:///{database}", threads=8, env=env) as base:
        yield base


def test_a_phone_refused_a_stream_polls_and_asks_again_after_retry_after(browser, full_server):
    status, _headers, match = Http(full_server).call("POST", "/matches", {"game": "mini-golf", "players": ["A", "B"]})
    assert status == 201
    phone = Phone(browser, full_server, "refused")
    attempts: list[float] = []  # when the table asked for its stream
    polls: list[tuple[float, str | None]] = []  # when it read the match meanwhile, and its If-None-Match
    refusals: list[tuple[int, str | None]] = []

    def seen(request) -> None:
        path = request.url.split("?")[0]
        if path.endswith(f"/api/v1/matches/{match['id']}/events"):
            attempts.append(time.monotonic())
        elif path.endswith(f"/api/v1/matches/{match['id']}") and request.method == "GET":
            polls.append((time.monotonic(), request.headers.get("if-none-match")))

    def answered(response) -> None:
        if response.url.split("?")[0].endswith(f"/api/v1/matches/{match['id']}/events"):
            refusals.append((response.status, response.headers.get("retry-after")))
    phone.page.on("request", seen)
    phone.page.on("response", answered)
    try:
        # Seat 0's phone, as joining would leave it, opening the table straight away.
        entry = {"id": match["id"], "game": "mini-golf", "title": "Mini Golf", "token": match["seats"][0]["token"],
                 "seat": 0, "host": False, "names": ["A", "B"], "joinCode": match["join_code"]}
        phone.page.add_init_script(f"localStorage.setItem('tr.matches', JSON.stringify({json.dumps({match['id']: entry})}))")
        phone.open(f"#/match/{match['id']}")
        deadline = time.monotonic() + 10
        while len(attempts) < 3:
            assert time.monotonic() < deadline, f"asked for the stream {len(attempts)} times in 10 s"
            phone.page.wait_for_timeout(100)
        assert set(refusals[:2]) == {(503, str(RETRY_AFTER_S))}
        gaps = [later - earlier for earlier, later in zip(attempts, attempts[1:])]
        assert all(RETRY_AFTER_S - EARLY_S <= gap <= RETRY_AFTER_S * (1 + JITTER) + SLACK_S for gap in gaps), gaps
        # Meanwhile the table polls, asking only for what changed.
        between = [tag for at, tag in polls if attempts[1] < at < attempts[2]]
        assert between and all(tag for tag in between), polls
        # (Chromium logs each refused stream as a resource that failed to load.)
        assert not [error for error in phone.errors if not error.startswith(REFUSED_LOG)], phone.errors
    finally:
        phone.context.close()
