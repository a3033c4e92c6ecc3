"""A Sixes round locks exactly once even when every phone asks at once, through two workers
(docs/games/sixes.md §3.2 "the lock is applied lazily"): the first lock lands, the others are refused."""
from __future__ import annotations

import threading
import time

import pytest

from tests.server import Http, running_server

pytestmark = pytest.mark.server

PHONES = 3
TRIES = 4  # lock requests per phone, as a phone retrying over bad Wi-Fi would send


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def base(request, tmp_path):
    url = f"sqlite:///{tmp_path / 'lock.db'}" if request.param == "sqlite" \
        else request.getfixturevalue("postgres_url")
    with running_server(url, threads=8, workers=2) as base_url:
        yield base_url


def _call(base, method, path, body=None, token=None):
    client = Http(base)
    try:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return client.call(method, path, body, headers)
    finally:
        client.close()


def _started(base, timer_seconds=10):
    status, _, match = _call(base, "POST", "/matches", {
        "game": "sixes", "players": ["A", "B", "C"],
        "options": {"timer_seconds": timer_seconds, "grace_ms": 0}})
    assert status == 201
    for seat in match["seats"]:
        _move(base, match, seat["seat"], "options_agreed", seat["token"])
    host = match["host_token"]
    assert _call(base, "POST", f"/matches/{match['id']}/moves",
                 {"type": "card_set", "seat": 0, "payload": {"texts": ["Fruits"]}}, host)[0] == 201
    _, _, answer = _call(base, "POST", f"/matches/{match['id']}/moves",
                         {"type": "timer_started", "seat": 0, "payload": {}}, host)
    return match, answer["match"]["state"]["round"]["timer"]["deadline"]


def _move(base, match, seat, type_, token):
    return _call(base, "POST", f"/matches/{match['id']}/moves",
                 {"type": type_, "seat": seat, "payload": {}}, token)


def _all_at_once(base, match, type_, tries):
    answers, gate = [], threading.Barrier(PHONES)

    def phone(seat):
        token = match["seats"][seat]["token"]
        gate.wait()
        for _ in range(tries):
            status, _, body = _move(base, match, seat, type_, token)
            answers.append((status, body.get("rule") if status != 201 else None))

    threads = [threading.Thread(target=phone, args=(seat,)) for seat in range(PHONES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def _log_types(base, match):
    _, _, log = _call(base, "GET", f"/matches/{match['id']}/moves", token=match["host_token"])
    return [entry["type"] for entry in log["moves"]]


def test_every_phone_asking_at_the_deadline_locks_the_round_once(base):
    at_deadline, deadline = _started(base)
    # While that timer runs: the last players tapping done together lock the other round once.
    early, _ = _started(base, timer_seconds=600)
    answers = _all_at_once(base, early, "player_done", 1)
    assert sorted(status for status, _ in answers) == [201] * PHONES
    _, _, view = _call(base, "GET", f"/matches/{early['id']}", token=early["host_token"])
    assert view["state"]["round"]["phase"] == "review"
    assert _log_types(base, early).count("player_done") == PHONES

    while _call(base, "GET", "/time")[2]["now_ms"] <= deadline:
        time.sleep(0.1)
    answers = _all_at_once(base, at_deadline, "round_locked", TRIES)
    assert [status for status, _ in answers].count(201) == 1
    assert {rule for status, rule in answers if status != 201} == {"SIX-ROUND-PHASE"}
    assert _log_types(base, at_deadline).count("round_locked") == 1
    _, _, view = _call(base, "GET", f"/matches/{at_deadline['id']}", token=at_deadline["host_token"])
    assert view["state"]["round"]["timer"]["locked_at"] == deadline
