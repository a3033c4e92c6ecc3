"""A database that cannot be reached gets 503 with Retry-After, never a 500 with a traceback."""
from __future__ import annotations

import socket

import pytest

from api import create_app
from tests.api.golf_h01 import HOLE_H01


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # nothing listens there once the probe is closed


@pytest.fixture
def unreachable():
    app = create_app({"DATABASE_URL": f"postgresql+psycopg://nobody@127.0.0.1:{_closed_port()}/none",
                      "MIGRATE_ON_START": False, "RATELIMIT_ENABLED": False})
    yield app.test_client()
    app.extensions["table_referee"].db.dispose()


def _assert_unavailable(response) -> None:
    assert response.status_code == 503
    assert response.mimetype == "application/problem+json"
    assert response.headers["Retry-After"] == "1"
    body = response.get_json()
    assert body["status"] == 503 and "Idempotency-Key" in body["detail"]
    assert "Traceback" not in response.get_data(as_text=True)
    assert "127.0.0.1" not in response.get_data(as_text=True)  # nothing about the setup leaks


def test_health_says_503_when_the_database_is_unreachable(unreachable):
    _assert_unavailable(unreachable.get("/api/v1/health"))


def test_creating_a_match_says_503_when_the_database_is_unreachable(unreachable):
    _assert_unavailable(unreachable.post("/api/v1/matches", json={
        "game": "mini-golf", "players": ["A", "B"]}))


def test_a_move_says_503_when_the_database_is_unreachable(unreachable):
    seat, type_, payload = HOLE_H01[0]
    _assert_unavailable(unreachable.post(
        "/api/v1/matches/abc/moves", json={"type": type_, "seat": seat, "payload": payload},
        headers={"Authorization": "Bearer some-token", "Idempotency-Key": "k1"}))



@pytest.mark.postgresql
def test_a_move_on_a_pooled_connection_the_database_cut_is_still_played_once(postgres_url, kept_apps):
    """Connections are not pinged at checkout; a move that meets a dead one starts over."""
    from sqlalchemy import create_engine, text

    from tests.client import ApiClient
    from tests.databases import empty_tables
    app = create_app({"DATABASE_URL": postgres_url, "RATELIMIT_ENABLED": False})
    empty_tables(postgres_url)
    admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    try:
        api = ApiClient(app.test_client())
        match = api.create()
        api.play(match, *HOLE_H01[0])
        with admin.connect() as conn:
            # Waits (up to 5 s) until each backend is gone, so the move meets a connection
            # already dead rather than one dying while it sends.
            cut = conn.execute(text(
                "SELECT count(pg_terminate_backend(pid, 5000)) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()")).scalar_one()
        assert cut >= 1
        answer = api.play(match, *HOLE_H01[1])
        assert answer["version"] == 2 and answer["seq"] == 2
    finally:
        admin.dispose()
        app.extensions["table_referee"].db.dispose()
        # The cut reached the pools of the apps the other tests keep too.
        for kept in kept_apps.values():
            kept.extensions["table_referee"].db.dispose()


@pytest.mark.postgresql
def test_every_pooled_connection_busy_past_the_timeout_is_503(postgres_url):
    """PostgreSQL's pool never opens more than DB_POOL_SIZE connections; a request that waits
    longer than DB_POOL_TIMEOUT for one is told to come back."""
    app = create_app({"DATABASE_URL": postgres_url, "RATELIMIT_ENABLED": False,
                      "DB_POOL_SIZE": 1, "DB_POOL_TIMEOUT": 0.2})
    db = app.extensions["table_referee"].db
    try:
        with db.engine.connect():  # the only connection, held
            _assert_unavailable(app.test_client().get("/api/v1/health"))
        assert app.test_client().get("/api/v1/health").status_code == 200
    finally:
        db.dispose()
