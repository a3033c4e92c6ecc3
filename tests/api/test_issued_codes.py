"""Every code handed out to be typed is registered under its text (api/codes/issued.py): no two
things of any kind share one, a new code is drawn past every code of every kind, and the upgrade
registers the codes handed out before it, each for one thing."""
from __future__ import annotations

import uuid
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import insert, select

from api.codes import issued
from models.db import Database
from models.migrate import downgrade, upgrade
from models.tables import COMMUNITY, ISSUED_CODE, MATCH, SERIES, SOLO_PLAYER, TOURNAMENT
from tests.api.golf_h01 import HOLE_H01
from tests.api.solo_support import profile
from tests.api.tournament_support import create as create_tournament


def registered(app) -> set[tuple[str, str, str]]:
    with app.extensions["table_referee"].db.read() as conn:
        return {tuple(row) for row in conn.execute(select(ISSUED_CODE.c.code, ISSUED_CODE.c.kind, ISSUED_CODE.c.owner))}


def test_every_code_handed_out_to_be_typed_is_registered_for_what_it_leads_to(api, app):
    match = api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "Ben"], "options": {"holes": 1}}).get_json()
    for move in HOLE_H01:
        api.play(match, *move)
    again = api.post(f"/matches/{match['id']}/rematch", token=match["host_token"]).get_json()
    again_code = again["match"]["join_code"]
    made = create_tournament(api)
    late = api.post(f"/tournaments/{made['id']}/players", json={"name": "Gus"}, token=made["organiser_token"]).get_json()
    series = api.post("/series", json={"name": "League", "game": "ekeq"}).get_json()
    api.post(f"/series/{series['id']}/members", json={"name": "Ada"}, token=series["organiser_token"])
    event = api.post(f"/series/{series['id']}/tournaments", token=series["organiser_token"], json={
        "name": "Night 1", "profile": {"kind": "win_type"}, "rounds": 1, "members": [0], "players": ["Bea"]}).get_json()
    community = api.post("/2p6c/communities", token=profile(api)["token"],
                         json={"name": "Rome", "kind": "regional"}).get_json()
    assert registered(app) == {
        (match["join_code"], "match", match["id"]), (again_code, "match", again["id"]),
        *((p["code"], "check_in", made["id"]) for p in late["players"]),
        *((p["code"], "check_in", event["id"]) for p in event["tournament"]["players"]),
        *((m["code"], "series_card", series["id"]) for m in event["series"]["members"]),
        (community["code"], "community", community["id"])}
    assert len(late["players"]) == 7 and len(event["series"]["members"]) == 2


def test_no_two_things_of_any_kind_can_share_a_code(app):
    db = app.extensions["table_referee"].db
    with db.write() as conn:
        issued.register(conn, issued.MATCH, "m1", ["AAAAAA"])
    for kind in issued.KINDS:
        with pytest.raises(issued.CodeTaken), db.write() as conn:
            issued.register(conn, kind, "other", ["AAAAAA"])
    assert registered(app) == {("AAAAAA", "match", "m1")}


def test_a_new_code_is_drawn_past_every_code_of_every_kind(app):
    """The draw is handed in, so the test decides what comes up: the codes registered to a match,
    a card and a community, and one drawn for the same tournament but not written yet, are each
    drawn again."""
    db = app.extensions["table_referee"].db
    with db.write() as conn:
        issued.register(conn, issued.MATCH, "m", ["AAAAAA"])
        issued.register(conn, issued.CHECK_IN, "t", ["BBBBBB"])
        issued.register(conn, issued.COMMUNITY, "c", ["CCCCCC"])
    drawn = iter(["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"])
    with db.read() as conn:
        assert issued.unused(conn, 6, avoid={"DDDDDD"}, draw=lambda length: next(drawn)) == "EEEEEE"


def test_upgrading_registers_each_code_handed_out_before_for_one_thing(database_url):
    """Codes handed out before could coincide. Each is registered once, for the first of: a match
    (POST /join always took its code alone), a community (so did joining one), the newest
    tournament's card, the newest series' card."""
    db = Database(database_url)
    ids = {name: f"{name}-{uuid.uuid4().hex[:12]}" for name in ("m", "c", "old", "new", "s_old", "s_new", "p")}
    # Codes of this test's own (PostgreSQL's scratch database lives for the session).
    code = {name: uuid.uuid4().hex[:6].upper() for name in ("match", "community", "both", "cards", "old", "series")}
    at = datetime(2026, 11, 1, 20, 0, tzinfo=timezone.utc)
    later = at + timedelta(days=1)

    def tournament(number: int, codes: list[str]) -> dict:
        return {"entrants": [{"id": i, "name": f"P{i}", "code": c} for i, c in enumerate(codes)], "n": number}

    try:
        upgrade(db)
        downgrade(db, "0015")
        with db.engine.begin() as conn:
            conn.execute(insert(MATCH).values(
                id=ids["m"], game="mini-golf", players=["A", "B"], options={}, state={}, version=0, next_seq=1,
                status="active", join_code=code["match"], host_token_hash=ids["m"], created_at=at, updated_at=at))
            conn.execute(insert(SOLO_PLAYER).values(id=ids["p"], name="Sol", token_hash=ids["p"], created_at=at))
            conn.execute(insert(COMMUNITY).values(id=ids["c"], name="Rome", kind="regional", join_code=code["community"],
                                                  created_by=ids["p"], created_at=at))
            conn.execute(insert(TOURNAMENT), [
                {"id": ids["old"], "game": "ekeq", "name": "Old", "version": 0, "created_at": at, "updated_at": at,
                 "state": tournament(1, [code["match"], code["both"], code["old"]])},
                {"id": ids["new"], "game": "ekeq", "name": "New", "version": 0, "created_at": later, "updated_at": later,
                 "state": tournament(2, [code["community"], code["both"], code["cards"]])}])
            conn.execute(insert(SERIES), [
                {"id": ids["s_old"], "game": "ekeq", "name": "Old league", "version": 0, "created_at": at,
                 "updated_at": at, "state": {"members": [[0, "Ada", code["series"] + "00", False]]}},
                {"id": ids["s_new"], "game": "ekeq", "name": "New league", "version": 0, "created_at": later,
                 "updated_at": later, "state": {"members": [[0, "Ada", code["series"] + "00", False],
                                                            [1, "Bea", code["series"] + "11", False]]}}])
        upgrade(db)
        with db.engine.connect() as conn:
            rows = {row.code: (row.kind, row.owner) for row in conn.execute(select(ISSUED_CODE))}
        assert {c: rows[c] for c in [*code.values(), code["series"] + "00", code["series"] + "11"] if c in rows} == {
            code["match"]: ("match", ids["m"]), code["community"]: ("community", ids["c"]),
            code["both"]: ("check_in", ids["new"]), code["cards"]: ("check_in", ids["new"]),
            code["old"]: ("check_in", ids["old"]),
            code["series"] + "00": ("series_card", ids["s_new"]), code["series"] + "11": ("series_card", ids["s_new"])}
    finally:
        upgrade(db)
        db.dispose()
