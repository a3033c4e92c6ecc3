"""What every test folder shares: the workers' groups and node ids, the PostgreSQL skip, and the
one SQLite template the API and browser tests copy.

Nothing here imports the app (Flask, SQLAlchemy, the api package) at collection: the rules and
tournament tests, which never start it, would each pay that before their first test. The API
tests' fixtures are in tests/api/conftest.py, the browser tests' in tests/e2e/conftest.py."""
from __future__ import annotations

from collections import Counter

import pytest

# `make test` runs the suite on two workers (pytest-xdist, --dist loadgroup). The browser tests
# are spread over both (each worker starts its own Chromium and live servers): on one worker they
# had become the suite's longest path. The tests that empty Redis take turns on one worker.
XDIST_GROUPS = {"redis": lambda item: item.path.name in ("test_rate_limits.py", "test_abuse.py"),
                # Its walk of every screen (a module fixture, about 50 s) is then made once, not on
                # each worker that runs one of its tests.
                "accessibility": lambda item: item.path.name == "test_accessibility.py"}


def _set_node_id(item, nodeid: str) -> None:
    if hasattr(item, "_id"):  # pytest 9
        from _pytest.nodeid import coerce_node_id
        item._id = coerce_node_id(nodeid)
    else:
        item._nodeid = nodeid


def _node_id_where_schemathesis_reads_it(item) -> None:
    """schemathesis' lazy schema (tests/api/test_fuzz.py) reads and rewrites `_nodeid`, where
    pytest 8 kept the node id; pytest 9 keeps it elsewhere, so the attribute is given (the
    reports keep the test's own id)."""
    if not hasattr(item, "_nodeid"):
        item._nodeid = item.nodeid


def _loadgroup(config) -> bool:
    # On xdist's workers `dist` is theirs ("no"); xdist sets `loadgroup` there from the run's.
    return config.getvalue("dist") == "loadgroup" or bool(getattr(config.option, "loadgroup", False))


def _longest_first(item) -> int:
    """The workers take tests in collection order: the longest runs start first, so none of them
    is what the run waits for at its end."""
    if item.path.name in LONGEST_MODULES:
        return 0
    return 1 if "e2e" in item.path.parts else 2


# A walk of every screen (a module fixture, then its tests: about 150 s on one worker) and the
# contract fuzzing (about 80 s, one test).
LONGEST_MODULES = ("test_accessibility.py", "test_fuzz.py")


def pytest_collection_modifyitems(config, items):
    items.sort(key=_longest_first)
    for item in items:
        for group, member in XDIST_GROUPS.items():
            if member(item):
                item.add_marker(pytest.mark.xdist_group(group))
                # xdist's loadgroup scheduler keeps together the node ids that end in "@group",
                # which xdist 3.8 writes where pytest 8 kept node ids, not where pytest 9 reads
                # them: without this, each group ran on both workers (the accessibility walk twice).
                if _loadgroup(config) and "@" not in item.nodeid:
                    _set_node_id(item, f"{item.nodeid}@{group}")
        _node_id_where_schemathesis_reads_it(item)
    shared = [nodeid for nodeid, count in Counter(item.nodeid for item in items).items() if count > 1]
    if shared:
        raise pytest.UsageError(f"tests share node ids, so the workers would run them as one: {shared[:3]}")
    if not any("postgresql" in item.keywords for item in items):
        return
    from .databases import postgres_server_url
    if postgres_server_url():
        return
    skip = pytest.mark.skip(reason="TEST_DATABASE_URL is not set")
    for item in items:
        if "postgresql" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory):
    """An SQLite database already at the schema's head, made once: each test starts from a copy
    instead of running the migrations again."""
    from api import create_app
    path = tmp_path_factory.mktemp("template") / "referee.db"
    app = create_app({"DATABASE_URL": f"sqlite:///{path}", "RATELIMIT_ENABLED": False})
    app.extensions["table_referee"].hub.close()
    app.extensions["table_referee"].db.dispose()
    return path
