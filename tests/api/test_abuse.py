"""Abuse at the door: join-code, check-in-code and series-card-code guessing stay limited however
many workers serve, oversized bodies are refused before they are read."""
from __future__ import annotations

import http.client
import json
import os

import pytest

from tests.server import running_server

pytestmark = pytest.mark.server


@pytest.mark.skipif(not os.environ.get("TEST_REDIS_URL"), reason="TEST_REDIS_URL is not set")
def test_join_code_guessing_is_limited_across_gunicorn_workers(tmp_path):
    import redis
    url = os.environ["TEST_REDIS_URL"]
    redis.Redis.from_url(url).flushdb()
    env = {"RATELIMIT_ENABLED": "1", "REDIS_URL": url, "RATE_LIMIT_JOIN": "5 per minute"}
    with running_server(f"sqlite:///{tmp_path / 'abuse.db'}", workers=2, threads=4, env=env) as base:
        host, port = base.removeprefix("http://").split(":")
        statuses = []
        for _attempt in range(16):
            # A new connection each time, so the guesses spread over both workers.
            connection = http.client.HTTPConnection(host, int(port), timeout=10)
            connection.request("POST", "/api/v1/join", body=json.dumps({"code": "AAAAAA"}),
                               headers={"Content-Type": "application/json"})
            statuses.append(connection.getresponse().status)
            connection.close()
    assert statuses.count(404) == 5 and statuses.count(429) == 11


def _post(host: str, port: str, path: str, body: dict) -> tuple[int, dict]:
    # A new connection each time, so the requests spread over the workers.
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = response.status, json.loads(response.read() or b"null")
    connection.close()
    return answer


@pytest.mark.skipif(not os.environ.get("TEST_REDIS_URL"), reason="TEST_REDIS_URL is not set")
def test_check_in_code_guessing_is_limited_across_gunicorn_workers(tmp_path):
    import redis
    url = os.environ["TEST_REDIS_URL"]
    redis.Redis.from_url(url).flushdb()
    env = {"RATELIMIT_ENABLED": "1", "REDIS_URL": url, "RATE_LIMIT_JOIN": "5 per minute"}
    with running_server(f"sqlite:///{tmp_path / 'check-in.db'}", workers=2, threads=4, env=env) as base:
        host, port = base.removeprefix("http://").split(":")
        status, made = _post(host, port, "/api/v1/tournaments", {
            "name": "Hall", "game": "mini-golf", "profile": {"kind": "wdl"}, "rounds": 1, "players": ["Ann", "Ben"]})
        assert status == 201
        statuses = [_post(host, port, f"/api/v1/tournaments/{made['id']}/check-in", {"code": "AAAAAA"})[0]
                    for _attempt in range(16)]
    assert statuses.count(409) == 5 and statuses.count(429) == 11


@pytest.mark.skipif(not os.environ.get("TEST_REDIS_URL"), reason="TEST_REDIS_URL is not set")
def test_series_card_code_guessing_is_limited_across_gunicorn_workers(tmp_path):
    import redis
    url = os.environ["TEST_REDIS_URL"]
    redis.Redis.from_url(url).flushdb()
    env = {"RATELIMIT_ENABLED": "1", "REDIS_URL": url, "RATE_LIMIT_JOIN": "5 per minute"}
    with running_server(f"sqlite:///{tmp_path / 'series.db'}", workers=2, threads=4, env=env) as base:
        host, port = base.removeprefix("http://").split(":")
        status, made = _post(host, port, "/api/v1/series", {"name": "Thursday league", "game": "mini-golf"})
        assert status == 201
        statuses = [_post(host, port, f"/api/v1/series/{made['id']}/me", {"code": "AAAAAAAA"})[0]
                    for _attempt in range(16)]
    assert statuses.count(409) == 5 and statuses.count(429) == 11


def test_a_body_over_the_cap_is_refused_with_413_by_a_real_server(tmp_path):
    with running_server(f"sqlite:///{tmp_path / 'cap.db'}", threads=4) as base:
        host, port = base.removeprefix("http://").split(":")
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
        connection.request("POST", "/api/v1/matches", body=b"{" + b" " * (1 << 20) + b"}",
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        assert response.status == 413
        assert response.getheader("Content-Type") == "application/problem+json"
        connection.close()
