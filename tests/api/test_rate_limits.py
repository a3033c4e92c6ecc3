"""Creating matches (and tournaments, series) and guessing join codes (and check-in codes, series
card codes) are rate-limited per client; every other tournament or series request skips the
limiter."""
from __future__ import annotations

import os
import uuid

import pytest

from api import create_app
from api.limits import _has_no_limits
from tests.client import ApiClient

TOURNAMENT = {"name": "Hall", "game": "mini-golf", "profile": {"kind": "wdl"}, "rounds": 1,
              "players": ["Ann", "Ben"]}
SERIES = {"name": "Thursday league", "game": "mini-golf"}


@pytest.fixture
def limited(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'limits.db'}",
                      "RATE_LIMIT_CREATE": "3 per minute", "RATE_LIMIT_JOIN": "2 per minute"})
    yield ApiClient(app.test_client())
    app.extensions["table_referee"].db.dispose()


def test_match_creation_beyond_the_limit_is_429_with_retry_after(limited):
    for _ in range(3):
        limited.create()
    response = limited.post("/matches", json={"game": "mini-golf", "players": ["A", "B"]})
    assert response.status_code == 429
    assert response.mimetype == "application/problem+json"
    assert 0 < int(response.headers["Retry-After"]) <= 60
    assert response.get_json()["status"] == 429


def test_join_code_guessing_is_limited(limited):
    for _ in range(2):
        assert limited.post("/join", json={"code": "AAAAAA"}).status_code == 404
    response = limited.post("/join", json={"code": "AAAAAA"})
    assert response.status_code == 429 and "Retry-After" in response.headers


def test_guesses_at_the_code_lookup_and_at_join_share_one_count(limited):
    """The lookup finds any code without its tournament's or series' id: a guess there costs a
    guess at /join, from the same count, so it adds no room for guessing."""
    assert limited.post("/codes/lookup", json={"code": "AAAAAA"}).status_code == 404
    assert limited.post("/join", json={"code": "AAAAAA"}).status_code == 404
    for path in ("/codes/lookup", "/join"):
        response = limited.post(path, json={"code": "AAAAAA"})
        assert response.status_code == 429 and response.mimetype == "application/problem+json"
        assert 0 < int(response.headers["Retry-After"]) <= 60


def test_handoff_codes_are_limited_like_join_codes(limited):
    """Guessing a seat's hand-off code goes through /join; asking for codes has the same limit."""
    for _ in range(2):
        assert limited.post("/join", json={"code": "AAAAAAAAAAAAAAAA"}).status_code == 404
    assert limited.post("/join", json={"code": "AAAAAAAAAAAAAAAA"}).status_code == 429
    match = limited.create()
    for _ in range(2):
        made = limited.post(f"/matches/{match['id']}/seats/0/handoff", token=match["host_token"])
        assert made.status_code == 201
    response = limited.post(f"/matches/{match['id']}/seats/0/handoff", token=match["host_token"])
    assert response.status_code == 429 and "Retry-After" in response.headers


def test_check_in_code_guessing_is_limited_like_join_codes(limited):
    tournament = limited.post("/tournaments", json=TOURNAMENT).get_json()["id"]
    for _ in range(2):
        wrong = limited.post(f"/tournaments/{tournament}/check-in", json={"code": "AAAAAA"})
        assert wrong.status_code == 409 and wrong.get_json()["rule"] == "TOUR-CHECK-IN-CODE"
    response = limited.post(f"/tournaments/{tournament}/check-in", json={"code": "AAAAAA"})
    assert response.status_code == 429 and response.mimetype == "application/problem+json"
    assert 0 < int(response.headers["Retry-After"]) <= 60


def test_tournament_creation_beyond_the_limit_is_429(limited):
    for _ in range(3):
        assert limited.post("/tournaments", json=TOURNAMENT).status_code == 201
    response = limited.post("/tournaments", json=TOURNAMENT)
    assert response.status_code == 429 and "Retry-After" in response.headers


def test_the_rest_of_a_tournament_skips_the_limiter(limited):
    """The desk, the clock and the standings are asked all evening: only creating a tournament
    and checking in are limited, and no other tournament request consults the limiter."""
    made = limited.post("/tournaments", json=TOURNAMENT).get_json()
    tid, token = made["id"], made["organiser_token"]
    for _ in range(5):
        for path in ("", "/standings", "/clock", "/standings.csv"):
            assert limited.get(f"/tournaments/{tid}{path}", token=token).status_code == 200
    app = limited.client.application
    paths = {f"/api/v1/tournaments/{tid}{p}": p for p in ("", "/standings", "/clock", "/audit", "/players",
                                                         "/rounds", "/rounds/1/tables/1/seats/0/release")}
    for path in paths:
        with app.test_request_context(path, method="POST" if path.endswith(("players", "rounds", "release"))
                                      else "GET"):
            assert _has_no_limits(), path
    for path in ("/api/v1/tournaments", f"/api/v1/tournaments/{tid}/check-in"):
        with app.test_request_context(path, method="POST"):
            assert not _has_no_limits(), path


def test_series_card_code_guessing_is_limited_like_join_codes(limited):
    """A member's page opens with the code on their series card: guessing codes there costs the
    join limit, as at /join and at a tournament's check-in."""
    series = limited.post("/series", json=SERIES).get_json()["id"]
    for _ in range(2):
        wrong = limited.post(f"/series/{series}/me", json={"code": "AAAAAAAA"})
        assert wrong.status_code == 409 and wrong.get_json()["rule"] == "SERIES-CARD-CODE"
    response = limited.post(f"/series/{series}/me", json={"code": "AAAAAAAA"})
    assert response.status_code == 429 and response.mimetype == "application/problem+json"
    assert 0 < int(response.headers["Retry-After"]) <= 60


def test_series_creation_beyond_the_limit_is_429(limited):
    for _ in range(3):
        assert limited.post("/series", json=SERIES).status_code == 201
    response = limited.post("/series", json=SERIES)
    assert response.status_code == 429 and "Retry-After" in response.headers


def test_the_rest_of_a_series_skips_the_limiter(limited):
    """The table, its exports and its organiser's work are asked all season: only creating a
    series and opening a member's page are limited."""
    made = limited.post("/series", json=SERIES).get_json()
    sid, token = made["id"], made["organiser_token"]
    for _ in range(5):
        for path in ("", "/table.csv", "/table.json"):
            assert limited.get(f"/series/{sid}{path}", token=token).status_code == 200
    app = limited.client.application
    for path, method in ((f"/api/v1/series/{sid}", "GET"), (f"/api/v1/series/{sid}/members", "POST"),
                         (f"/api/v1/series/{sid}/tournaments", "POST"), (f"/api/v1/series/{sid}/links", "POST")):
        with app.test_request_context(path, method=method):
            assert _has_no_limits(), path
    for path in ("/api/v1/series", f"/api/v1/series/{sid}/me"):
        with app.test_request_context(path, method="POST"):
            assert not _has_no_limits(), path


@pytest.fixture
def two_workers_on_redis(tmp_path):
    """Two app instances stand in for two workers counting against one Redis. Their counters live
    under a prefix of this test's own, so no other run sharing the Redis database can reset or
    fill them (the limiter keeps the first prefix it is given, so the database is emptied too)."""
    if not os.environ.get("TEST_REDIS_URL"):
        pytest.skip("TEST_REDIS_URL is not set")
    import redis
    redis.Redis.from_url(os.environ["TEST_REDIS_URL"]).flushdb()
    prefix = f"test-{uuid.uuid4().hex}"
    apps = [create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'shared.db'}",
                        "RATELIMIT_STORAGE_URI": os.environ["TEST_REDIS_URL"],
                        "RATELIMIT_KEY_PREFIX": prefix, "RATE_LIMIT_JOIN": "3 per minute"})
            for _ in range(2)]
    yield [ApiClient(app.test_client()) for app in apps]
    for app in apps:
        app.extensions["table_referee"].db.dispose()


def test_check_in_limits_kept_in_redis_are_shared_by_every_worker(two_workers_on_redis):
    clients = two_workers_on_redis
    tournament = clients[0].post("/tournaments", json=TOURNAMENT).get_json()["id"]
    statuses = [clients[attempt % 2].post(f"/tournaments/{tournament}/check-in", json={"code": "AAAAAA"}).status_code
                for attempt in range(4)]
    assert statuses == [409, 409, 409, 429]


def test_series_card_limits_kept_in_redis_are_shared_by_every_worker(two_workers_on_redis):
    clients = two_workers_on_redis
    series = clients[0].post("/series", json=SERIES).get_json()["id"]
    statuses = [clients[attempt % 2].post(f"/series/{series}/me", json={"code": "AAAAAAAA"}).status_code
                for attempt in range(4)]
    assert statuses == [409, 409, 409, 429]


def test_limits_kept_in_redis_are_shared_by_every_worker(two_workers_on_redis):
    clients = two_workers_on_redis
    statuses = [clients[attempt % 2].post("/join", json={"code": "AAAAAA"}).status_code
                for attempt in range(4)]
    assert statuses == [404, 404, 404, 429]


def test_moves_are_not_limited(limited):
    match = limited.create()
    assert limited.move(match, 0, "start_hole", {"initial_discard": "5C"}).status_code == 201
    for _ in range(5):
        assert limited.get(f"/matches/{match['id']}", token=match["host_token"]).status_code == 200
