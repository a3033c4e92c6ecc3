"""The connection a move's unit of work gets (Database.check_and_set), on each kind of database:
SQLAlchemy's Connection or the fast path's FastConnection, both the CheckAndSetConnection protocol.

A SQLite database named by a URI (sqlite:///file:...?uri=true) has no lock file beside it, so its
moves go through SQLAlchemy's Connection in write()'s transaction; an in-memory database, which
no thread or worker could share, is refused."""
from __future__ import annotations

import pytest
from sqlalchemy import Connection, select

from api import create_app
from api.matches.statements import MOVE_CONTEXT
from models import migrate
from models.db import CheckAndSetConnection, CheckAndSetResult, Database, WriterBusy, without_waiting
from models.fast_sqlite import FastConnection
from models.tables import MOVE
from tests.client import ApiClient

from .golf_h01 import HOLE_H01

CONTEXT = {"match_id": "none", "token_hash": "x" * 64, "key": None, "window": 1000}


def _close(app) -> None:
    app.extensions["table_referee"].hub.close()
    app.extensions["table_referee"].db.dispose()


def test_a_sqlite_uri_database_plays_moves_through_sqlalchemy(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///file:{tmp_path / 'referee.db'}?uri=true",
                      "RATELIMIT_ENABLED": False})
    try:
        db = app.extensions["table_referee"].db
        api = ApiClient(app.test_client())
        match = api.create()
        for seat, type_, payload in HOLE_H01[:4]:
            api.play(match, seat, type_, payload)
        with db.read() as conn:
            assert len(conn.execute(select(MOVE).where(MOVE.c.match_id == match["id"])).all()) == 4
        with db.check_and_set() as conn:
            assert type(conn) is Connection
            assert isinstance(conn, CheckAndSetConnection)
            assert isinstance(conn.execute(MOVE_CONTEXT, CONTEXT), CheckAndSetResult)
        # Only the fast path can try its locks without waiting: the main loop hands such a move on.
        with pytest.raises(WriterBusy), without_waiting(), db.check_and_set():
            pass
        assert not list(tmp_path.parent.glob("file:*")), "no folder named after the URI"
    finally:
        _close(app)


@pytest.mark.parametrize("url", ["sqlite:///:memory:", "sqlite://",
                                 "sqlite:///file:shared?mode=memory&cache=shared&uri=true"])
def test_an_in_memory_sqlite_database_is_refused(url):
    with pytest.raises(ValueError, match="must be a file"):
        Database(url)


def test_a_sqlite_file_gives_the_fast_connection(tmp_path):
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'referee.db'}", "RATELIMIT_ENABLED": False})
    try:
        with app.extensions["table_referee"].db.check_and_set() as conn:
            assert type(conn) is FastConnection
            assert isinstance(conn, CheckAndSetConnection)
            assert isinstance(conn.execute(MOVE_CONTEXT, CONTEXT), CheckAndSetResult)
    finally:
        _close(app)


@pytest.mark.postgresql
def test_postgresql_gives_an_autocommit_connection(postgres_url):
    db = Database(postgres_url)
    try:
        migrate.upgrade(db)
        with db.check_and_set() as conn:
            assert type(conn) is Connection
            assert isinstance(conn, CheckAndSetConnection)
            assert isinstance(conn.execute(MOVE_CONTEXT, CONTEXT), CheckAndSetResult)
    finally:
        db.dispose()
