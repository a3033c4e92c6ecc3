"""Creating matches and guessing join codes are rate-limited per client."""
from __future__ import annotations

import os

import pytest

from api import create_app
from tests.client import ApiClient


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


@pytest.mark.skipif(not os.environ.get("TEST_REDIS_URL"), reason="TEST_REDIS_URL is not set")
def test_limits_kept_in_redis_are_shared_by_every_worker(tmp_path):
    """Two app instances stand in for two workers counting against one Redis."""
    import redis
    url = os.environ["TEST_REDIS_URL"]
    redis.Redis.from_url(url).flushdb()
    apps = [create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'shared.db'}",
                        "RATELIMIT_STORAGE_URI": url, "RATE_LIMIT_JOIN": "3 per minute"})
            for _ in range(2)]
    clients = [ApiClient(app.test_client()) for app in apps]
    statuses = [clients[attempt % 2].post("/join", json={"code": "AAAAAA"}).status_code
                for attempt in range(4)]
    assert statuses == [404, 404, 404, 429]
    for app in apps:
        app.extensions["table_referee"].db.dispose()


def test_moves_are_not_limited(limited):
    match = limited.create()
    assert limited.move(match, 0, "start_hole", {"initial_discard": "5C"}).status_code == 201
    for _ in range(5):
        assert limited.get(f"/matches/{match['id']}", token=match["host_token"]).status_code == 200
