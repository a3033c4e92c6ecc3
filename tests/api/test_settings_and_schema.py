"""Start-up: production refuses to run without its secrets; migrations match the models."""
from __future__ import annotations

import json

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from api.config import ConfigError, load_settings
from models.db import Database
from models.migrate import at_head, downgrade, upgrade
from models.tables import SQLModel


def test_production_refuses_to_start_without_secret_key_and_database_url():
    with pytest.raises(ConfigError, match="SECRET_KEY, DATABASE_URL"):
        load_settings({"APP_ENV": "production"})
    with pytest.raises(ConfigError, match="SECRET_KEY"):
        load_settings({"APP_ENV": "production", "DATABASE_URL": "postgresql+psycopg://db/x"})
    settings = load_settings({"APP_ENV": "production", "SECRET_KEY": "s" * 32,
                              "DATABASE_URL": "postgresql+psycopg://db/x"})
    assert settings["PRODUCTION"] and settings["SECRET_KEY"] == "s" * 32


def test_development_makes_up_a_secret_key():
    assert len(load_settings({})["SECRET_KEY"]) == 64


def test_migrations_build_exactly_the_tables_the_models_describe(database_url):
    db = Database(database_url)
    try:
        upgrade(db)
        upgrade(db)  # a second start finds the schema at head and changes nothing
        with db.engine.connect() as conn:
            drift = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
        assert drift == []
    finally:
        db.dispose()


def test_a_database_a_revision_behind_is_still_upgraded_on_start(database_url):
    """Start-up skips Alembic only when the schema is at head, never when it is one behind."""
    db = Database(database_url)
    try:
        upgrade(db)
        downgrade(db, "-1")
        assert not at_head(db)
        upgrade(db)
        assert at_head(db)
        with db.engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), SQLModel.metadata) == []
    finally:
        db.dispose()


def test_the_test_only_idempotency_switch_is_refused_in_production():
    with pytest.raises(ConfigError, match="tests only"):
        load_settings({"APP_ENV": "production", "SECRET_KEY": "s" * 32,
                       "DATABASE_URL": "postgresql+psycopg://db/x",
                       "UNSAFE_IGNORE_IDEMPOTENCY": "1"})


def test_rate_limits_are_kept_in_redis_when_redis_url_is_set():
    settings = load_settings({"REDIS_URL": "redis://127.0.0.1:6379/3"})
    assert settings["RATELIMIT_STORAGE_URI"] == "redis://127.0.0.1:6379/3"


def test_a_database_blip_during_the_upgrade_is_retried(monkeypatch, tmp_path):
    from sqlalchemy.exc import OperationalError

    from models import migrate
    calls = []

    def flaky(db):
        calls.append(db)
        if len(calls) < 3:
            raise OperationalError("BEGIN", {}, Exception("terminating connection"))
    monkeypatch.setattr(migrate, "_upgrade_once", flaky)
    monkeypatch.setattr(migrate.time, "sleep", lambda seconds: None)
    migrate.upgrade(Database(f"sqlite:///{tmp_path / 'x.db'}"))
    assert len(calls) == 3


def test_a_database_that_stays_down_still_stops_the_upgrade(monkeypatch, tmp_path):
    from sqlalchemy.exc import OperationalError

    from models import migrate

    def down(db):
        raise OperationalError("BEGIN", {}, Exception("the database is down"))
    monkeypatch.setattr(migrate, "_upgrade_once", down)
    monkeypatch.setattr(migrate.time, "sleep", lambda seconds: None)
    with pytest.raises(OperationalError):
        migrate.upgrade(Database(f"sqlite:///{tmp_path / 'y.db'}"), attempts=2)


def test_upgrading_keeps_only_each_tournament_players_latest_token(database_url):
    """Before one token per player, checking in again added a token: the upgrade keeps the latest
    (the phone in use), and organisers' tokens are left alone."""
    from datetime import datetime, timedelta, timezone

    from sqlalchemy import insert, select

    from models.tables import TOURNAMENT, TOURNAMENT_TOKEN

    db = Database(database_url)
    try:
        upgrade(db)
        downgrade(db, "0007")
        start = datetime(2026, 11, 1, 20, 0, tzinfo=timezone.utc)
        tokens = [("o", "organiser", None, 0), ("a1", "player", 0, 1), ("a3", "player", 0, 3),
                  ("a2", "player", 0, 2), ("b1", "player", 1, 1), ("c1", "player", 2, 4), ("c0", "player", 2, 4)]
        with db.engine.begin() as conn:
            conn.execute(insert(TOURNAMENT).values(id="t", game="ekeq", name="Hall", state={}, version=0,
                                                   created_at=start, updated_at=start))
            conn.execute(insert(TOURNAMENT_TOKEN), [
                {"token_hash": token, "tournament_id": "t", "role": role, "player": player,
                 "created_at": start + timedelta(minutes=minutes)} for token, role, player, minutes in tokens])
        upgrade(db)
        with db.engine.connect() as conn:
            kept = sorted(conn.execute(select(TOURNAMENT_TOKEN.c.token_hash)
                                       .where(TOURNAMENT_TOKEN.c.tournament_id == "t")).scalars())
        assert kept == ["a3", "b1", "c1", "o"]
    finally:
        db.dispose()


def test_upgrading_keeps_each_stored_answers_seq_and_version(database_url):
    """Answers stored whole before the upgrade keep their seq and version: a phone that resends
    a move across it is still answered, and the move not played again. A downgrade gives them
    back as answers without a match."""
    import uuid
    from datetime import datetime, timezone

    from sqlalchemy import insert, select, text

    from models.tables import IDEMPOTENCY, MATCH

    # PostgreSQL's scratch database lives for the session: a match and a join code of this test's own.
    match_id, join_code = uuid.uuid4().hex[:20], uuid.uuid4().hex[:6].upper()
    db = Database(database_url)
    try:
        upgrade(db)
        downgrade(db, "0013-1")
        at = datetime(2026, 11, 1, 20, 0, tzinfo=timezone.utc)
        with db.engine.begin() as conn:
            conn.execute(insert(MATCH).values(
                id=match_id, game="mini-golf", players=["A", "B"], options={}, state={}, version=9,
                next_seq=8, status="active", join_code=join_code, host_token_hash="h", created_at=at,
                updated_at=at))
            conn.execute(text("INSERT INTO idempotency (match_id, entrant, key, request_hash, status, "
                              "response, created_at) VALUES (:match, 'host', :key, 'r', 201, :response, :at)"),
                         [{"match": match_id, "key": f"k{seq}", "at": at,
                           "response": f'{{"seq": {seq}, "version": {seq + 2}, "match": {{"id": "{match_id}"}}}}'}
                          for seq in (6, 7)])
        upgrade(db)
        with db.engine.connect() as conn:
            kept = conn.execute(select(IDEMPOTENCY.c.key, IDEMPOTENCY.c.seq, IDEMPOTENCY.c.version)
                                .where(IDEMPOTENCY.c.match_id == match_id).order_by(IDEMPOTENCY.c.key)).all()
        assert [tuple(row) for row in kept] == [("k6", 6, 8), ("k7", 7, 9)]
        downgrade(db, "0013-1")
        with db.engine.connect() as conn:
            answers = conn.execute(text("SELECT response FROM idempotency WHERE match_id = :match ORDER BY key"),
                                   {"match": match_id}).scalars()
            assert [json.loads(answer) for answer in answers] == [
                {"seq": 6, "version": 8, "match": None}, {"seq": 7, "version": 9, "match": None}]
        upgrade(db)
    finally:
        db.dispose()



def test_downgrading_puts_every_history_stored_apart_back_into_its_row(database_url):
    """Before 0018 a state kept its histories in the match's row: a downgrade reads each one
    stored a line a row back into its place, in order, the lines a row does not name left out."""
    import uuid
    from datetime import datetime, timezone

    from sqlalchemy import insert, select

    from models.tables import MATCH, MATCH_LINE

    match_id, join_code = uuid.uuid4().hex[:20], uuid.uuid4().hex[:6].upper()
    db = Database(database_url)
    try:
        upgrade(db)
        at = datetime(2026, 11, 30, 13, 0, tzinfo=timezone.utc)
        with db.engine.begin() as conn:
            conn.execute(insert(MATCH).values(
                id=match_id, game="mini-golf", players=["A", "B"], options={}, version=40,
                state={"v": 1, "rounds": {"~lines": [38, 2]}, "totals": [3, 4]},
                next_seq=41, status="active", join_code=join_code, host_token_hash=uuid.uuid4().hex,
                created_at=at, updated_at=at))
            conn.execute(insert(MATCH_LINE), [
                {"match_id": match_id, "name": "rounds", "generation": generation, "position": position,
                 "line": {"hole": position + 1, "generation": generation}}
                for generation, count in ((12, 5), (38, 3)) for position in range(count)])
        downgrade(db, "0017")
        with db.engine.connect() as conn:
            state = conn.execute(select(MATCH.c.state).where(MATCH.c.id == match_id)).scalar_one()
        assert state == {"v": 1, "totals": [3, 4], "rounds": [
            {"hole": 1, "generation": 38}, {"hole": 2, "generation": 38}]}
        upgrade(db)
    finally:
        db.dispose()


def test_upgrading_makes_every_solo_record_already_kept_one_refereed_move_by_move(database_url):
    """Before quick logs, every solo 2P6C match was refereed move by move: the upgrade says so of
    every record already kept."""
    import uuid
    from datetime import datetime, timezone

    from sqlalchemy import column, insert, select, table

    from models.tables import MATCH, SOLO_PLAYER, SOLO_RESULT

    # PostgreSQL's scratch database lives for the session: ids of this test's own.
    match_id, player_id, result_id = (uuid.uuid4().hex[:20] for _ in range(3))
    db = Database(database_url)
    try:
        upgrade(db)
        downgrade(db, "0013")
        at = datetime(2026, 11, 1, 20, 0, tzinfo=timezone.utc)
        kept = {"id": result_id, "player_id": player_id, "match_id": match_id, "mlr_num": 1, "mlr_den": 54,
                "mlr": "0.0185", "fts": 19, "uin_num": 19, "uin_den": 54, "uin": "0.35", "cards_played": 1,
                "deck_id": None, "mlr_include_initial": False, "fts_include_initial_word": True,
                "finished_at": at, "recorded_at": at}
        assert set(kept) == {c.name for c in SOLO_RESULT.columns} - {"depth"}  # every column it had
        with db.engine.begin() as conn:
            conn.execute(insert(MATCH).values(
                id=match_id, game="2p6c", players=["Sol"], options={}, state={}, version=9, next_seq=8,
                status="finished", join_code=match_id[:8], host_token_hash=match_id, created_at=at,
                updated_at=at))
            conn.execute(insert(SOLO_PLAYER).values(id=player_id, name="Sol", token_hash=player_id, created_at=at))
            conn.execute(insert(table("solo_result", *(column(name) for name in kept))).values(**kept))
        upgrade(db)
        with db.engine.connect() as conn:
            depth = conn.execute(select(SOLO_RESULT.c.depth).where(SOLO_RESULT.c.id == result_id)).scalar_one()
        assert depth == "every_move"
    finally:
        db.dispose()


@pytest.mark.parametrize(("value", "url", "expected"), [
    (None, "sqlite:///var/t.db", True), (None, "postgresql+psycopg://db/t", False),
    ("0", "sqlite:///var/t.db", False), ("1", "postgresql+psycopg://db/t", True)])
def test_moves_are_played_in_the_workers_main_loop_on_sqlite_unless_told(value, url, expected):
    env = {"DATABASE_URL": url, **({"MOVES_IN_MAIN_LOOP": value} if value else {})}
    assert load_settings(env)["MOVES_IN_MAIN_LOOP"] is expected


def test_moves_in_main_loop_is_auto_1_or_0():
    with pytest.raises(ConfigError, match="auto, 1 or 0"):
        load_settings({"MOVES_IN_MAIN_LOOP": "yes"})
