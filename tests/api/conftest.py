"""The API tests' app on SQLite and, with TEST_DATABASE_URL, on PostgreSQL, with a clock that
stands still, and the client that checks every answer against the OpenAPI document.

Each test process keeps one app per database (and per set of registered games), and empties
the database before every test: making an app (its routes, its OpenAPI document, the phone
app's file index) cost each test several times what most tests do. What a test may change on
the app is put back after it: its settings, its clock, the limiter's switch and the
match service's attributes; the streams it left open end with it."""
from __future__ import annotations

import shutil
import time

import pytest
from flask import Flask

from api import create_app
from api.limits import limiter
from tests.client import ApiClient
from tests.clock import ClockOfTheTest, FakeClock
from tests.databases import empty_tables, postgres_server_url, scratch_postgres_database

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]


@pytest.fixture(scope="session")
def postgres_url():
    if not postgres_server_url():
        pytest.skip("TEST_DATABASE_URL is not set")
    with scratch_postgres_database(commits_wait_for_disk=False) as url:
        yield url


@pytest.fixture(scope="session")
def sqlite_url(sqlite_template, tmp_path_factory):
    database = tmp_path_factory.mktemp("api") / "referee.db"
    shutil.copyfile(sqlite_template, database)
    return f"sqlite:///{database}"


@pytest.fixture(params=BACKENDS)
def database_url(request):
    """This process's database on the backend, emptied: each test starts with no rows."""
    url = request.getfixturevalue("sqlite_url" if request.param == "sqlite" else "postgres_url")
    empty_tables(url)
    return url


@pytest.fixture
def clock() -> FakeClock:
    """The server's clock in API tests: it stands still unless the test moves it."""
    return FakeClock()


def _test_app(database_url, clock):
    return create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False,
                       "SSE_HEARTBEAT_SECONDS": 0.2, "SSE_MAX_SECONDS": 5, "CLOCK": clock})


def _close(app) -> None:
    app.extensions["table_referee"].hub.close()
    listener = app.extensions.get("live_feed")
    if listener:
        listener.stop()
    app.extensions["table_referee"].db.dispose()


@pytest.fixture(scope="session")
def kept_apps():
    apps: dict[tuple, Flask] = {}
    yield apps
    for app in apps.values():
        _close(app)


@pytest.fixture
def app(database_url, clock, kept_apps):
    # An app documents the games registered when it is made (with_sealed_bid adds one).
    from rules import registry
    key = (database_url, tuple(registry.GAMES))
    if key not in kept_apps:
        kept_apps[key] = _test_app(database_url, ClockOfTheTest())
    app = kept_apps[key]
    app.config["CLOCK"].current = clock
    # The limiter is one per process, and the last app made says whether it limits (the rate
    # limit tests make apps that do): this app's word is given again.
    limiter.init_app(app)
    settings, service = dict(app.config), app.extensions["table_referee"]
    attributes = dict(vars(service))
    yield app
    _end_streams(service.hub)
    app.config.clear()
    app.config.update(settings)
    vars(service).update(attributes)


def _end_streams(hub) -> None:
    """Streams a test left open end with it, as at a shutdown, before the next test empties
    the tables under them; the hub then takes new streams again."""
    hub.close()
    deadline = time.monotonic() + 2
    while hub.watched() and time.monotonic() < deadline:
        time.sleep(0.005)
    hub.closed = False


@pytest.fixture(scope="module", params=BACKENDS)
def module_app(request, tmp_path_factory):
    """One app (and database) for a whole module whose tests each make their own matches and
    read nothing else, and may leave streams and threads behind them."""
    if request.param == "sqlite":
        database = tmp_path_factory.mktemp("module") / "referee.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), database)
        url = f"sqlite:///{database}"
    else:
        url = request.getfixturevalue("postgres_url")
        empty_tables(url)
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
