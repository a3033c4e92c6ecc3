"""Fixtures shared by the API and browser tests."""
from __future__ import annotations

import os
import shutil
from collections import Counter

import pytest

from api import create_app

from .client import ApiClient
from .clock import FakeClock
from .databases import empty_tables, postgres_server_url, scratch_postgres_database

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)]


# `make test` runs the suite on two workers (pytest-xdist, --dist loadgroup). The browser tests
# are spread over both (each worker starts its own Chromium and live servers): on one worker they
# had become the suite's longest path. The tests that empty Redis take turns on one worker.
XDIST_GROUPS = {"redis": lambda item: item.path.name in ("test_rate_limits.py", "test_abuse.py"),
                # Its walk of every screen (a module fixture, about 50 s) is then made once, not on
                # each worker that runs one of its tests.
                "accessibility": lambda item: item.path.name == "test_accessibility.py"}


def _own_node_id(item) -> None:
    """schemathesis names its items per operation ("…[GET /api/v1/health]") but under pytest 9
    leaves them all the function's node id (it sets the attribute pytest 8 read), and the
    workers' scheduler would then run the 27 operations as one test."""
    if item.name in item.nodeid:
        return
    _set_node_id(item, f"{item.nodeid.rpartition('::')[0]}::{item.name}")


def _set_node_id(item, nodeid: str) -> None:
    if hasattr(item, "_id"):  # pytest 9
        from _pytest.nodeid import coerce_node_id
        item._id = coerce_node_id(nodeid)
    else:
        item._nodeid = nodeid


def _loadgroup(config) -> bool:
    # On xdist's workers `dist` is theirs ("no"); xdist sets `loadgroup` there from the run's.
    return config.getvalue("dist") == "loadgroup" or bool(getattr(config.option, "loadgroup", False))


def pytest_collection_modifyitems(config, items):
    for item in items:
        _own_node_id(item)
        for group, member in XDIST_GROUPS.items():
            if member(item):
                item.add_marker(pytest.mark.xdist_group(group))
                # xdist's loadgroup scheduler keeps together the node ids that end in "@group",
                # which xdist 3.8 writes where pytest 8 kept node ids, not where pytest 9 reads
                # them: without this, each group ran on both workers (the accessibility walk twice).
                if _loadgroup(config) and "@" not in item.nodeid:
                    _set_node_id(item, f"{item.nodeid}@{group}")
    shared = [nodeid for nodeid, count in Counter(item.nodeid for item in items).items() if count > 1]
    if shared:
        raise pytest.UsageError(f"tests share node ids, so the workers would run them as one: {shared[:3]}")
    if postgres_server_url():
        return
    skip = pytest.mark.skip(reason="TEST_DATABASE_URL is not set")
    for item in items:
        if "postgresql" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def postgres_url():
    if not postgres_server_url():
        pytest.skip("TEST_DATABASE_URL is not set")
    with scratch_postgres_database() as url:
        yield url


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory):
    """An SQLite database already at the schema's head, made once: each test starts from a copy
    instead of running the migrations again."""
    path = tmp_path_factory.mktemp("template") / "referee.db"
    app = create_app({"DATABASE_URL": f"sqlite:///{path}", "RATELIMIT_ENABLED": False})
    app.extensions["table_referee"].hub.close()
    app.extensions["table_referee"].db.dispose()
    return path


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


@pytest.fixture(scope="session")
def chromium_path():
    path = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if not os.path.exists(path):
        if os.environ.get("CI"):
            pytest.fail(f"no Chromium at {path}: CI must install it (apt-get install chromium)")
        pytest.skip(f"no Chromium at {path}")
    return path


@pytest.fixture
def with_sealed_bid(monkeypatch):
    """Register the Sealed Bid test game (private moves) for one test."""
    from rules import registry
    from tests.games.sealed_bid import SEALED_BID
    monkeypatch.setitem(registry.GAMES, SEALED_BID.info.slug, SEALED_BID)
    return SEALED_BID

