"""The API tests' app: one per test (or per module) on SQLite and, with TEST_DATABASE_URL, on
PostgreSQL, with a clock that stands still, and the client that checks every answer against the
OpenAPI document."""
from __future__ import annotations

import shutil

import pytest

from api import create_app
from tests.client import ApiClient
from tests.clock import FakeClock
from tests.databases import empty_tables, postgres_server_url, scratch_postgres_database

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]


@pytest.fixture(scope="session")
def postgres_url():
    if not postgres_server_url():
        pytest.skip("TEST_DATABASE_URL is not set")
    with scratch_postgres_database() as url:
        yield url


@pytest.fixture(params=BACKENDS)
def database_url(request, tmp_path):
    if request.param == "sqlite":
        database = tmp_path / "referee.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), database)
        return f"sqlite:///{database}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def clock() -> FakeClock:
    """The server's clock in API tests: it stands still unless the test moves it."""
    return FakeClock()


def _test_app(database_url, clock):
    app = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False,
                      "SSE_HEARTBEAT_SECONDS": 0.2, "SSE_MAX_SECONDS": 5, "CLOCK": clock})
    if database_url.startswith("postgresql"):
        empty_tables(database_url)  # one database per session; each test starts empty
    return app


def _close(app) -> None:
    app.extensions["table_referee"].hub.close()
    listener = app.extensions.get("live_feed")
    if listener:
        listener.stop()
    app.extensions["table_referee"].db.dispose()


@pytest.fixture
def app(database_url, clock):
    app = _test_app(database_url, clock)
    yield app
    _close(app)


@pytest.fixture(scope="module", params=BACKENDS)
def module_app(request, tmp_path_factory):
    """One app (and database) for a whole module whose tests each make their own matches and
    read nothing else: for such short tests, a new app and an emptied database per test cost
    several times the test itself."""
    if request.param == "sqlite":
        database = tmp_path_factory.mktemp("module") / "referee.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), database)
        url = f"sqlite:///{database}"
    else:
        url = request.getfixturevalue("postgres_url")
    app = _test_app(url, FakeClock())
    yield app
    _close(app)


@pytest.fixture
def api(app) -> ApiClient:
    return ApiClient(app.test_client())


@pytest.fixture
def backend(app) -> str:
    return app.extensions["table_referee"].db.kind


@pytest.fixture
def with_sealed_bid(monkeypatch):
    """Register the Sealed Bid test game (private moves) for one test. Ask for it before `app`
    or `api`: an app documents the games registered when it is made, and the API tests hold
    every answer to that document."""
    from rules import registry
    from tests.games.sealed_bid import SEALED_BID
    monkeypatch.setitem(registry.GAMES, SEALED_BID.info.slug, SEALED_BID)
    return SEALED_BID
