"""Checking in to a tournament, on both backends: one phone per player, so a new check-in
replaces the earlier phone's token (401 from then on), and the organiser's desk sees that it
happened and when, as does the audit. (Guessing codes is rate-limited: test_rate_limits.py.)"""
from __future__ import annotations

import pytest

from .tournament_support import create, organiser

pytestmark = pytest.mark.usefixtures("backend")


def _check_in(api, made, player: int):
    code = next(p["code"] for p in made["tournament"]["players"] if p["id"] == player)
    answer = api.post(f"/tournaments/{made['id']}/check-in", json={"code": code})
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()["player_token"]


def test_checking_in_again_signs_the_earlier_phone_out(api, app):
    made = create(api)
    path = f"/tournaments/{made['id']}"
    first = _check_in(api, made, 0)
    assert api.get(path, token=first).get_json()["viewer"]["player"] == 0
    before = app.extensions["table_referee"].clock()
    second = _check_in(api, made, 0)
    assert second != first
    stale = api.get(path, token=first)
    assert stale.status_code == 401 and stale.headers["WWW-Authenticate"] == "Bearer"
    assert api.get(path, token=second).get_json()["viewer"]["player"] == 0
    # Another player's check-in leaves this one's phone alone.
    _check_in(api, made, 1)
    assert api.get(path, token=second).status_code == 200

    desk = api.get(path, token=made["organiser_token"]).get_json()["players"]
    assert desk[0]["check_ins"] == 2 and before <= desk[0]["checked_in_ms"] <= app.extensions["table_referee"].clock()
    assert desk[1]["check_ins"] == 1 and desk[2]["check_ins"] == 0 and desk[2]["checked_in_ms"] is None
    for viewer in (None, second):  # the players' phones and everyone else see no such detail
        assert "check_ins" not in api.get(path, token=viewer).get_json()["players"][0]
    audit = api.get(f"{path}/audit", token=made["organiser_token"]).get_json()
    assert [e["payload"] for e in audit if e["type"] == "check_in"] == [
        {"player": 0, "again": False}, {"player": 0, "again": True}, {"player": 1, "again": False}]


def test_a_replaced_player_token_can_do_nothing_a_player_can(api):
    made = create(api)
    tokens = {p["id"]: _check_in(api, made, p["id"]) for p in made["tournament"]["players"]}
    organiser(api, made, "/rounds")
    table = organiser(api, made, "/rounds/1/start", {}).get_json()["rounds"][0]["tables"][0]
    a, b, _c = table["players"]
    old = tokens[a]
    _check_in(api, made, a)
    result = {"result": {"winners": [b], "totals": [1, 2, 3], "type": "all_cards"}}
    assert api.post(f"/tournaments/{made['id']}/rounds/1/tables/1/result", json=result,
                    token=old).status_code == 401
    assert api.post("/join", json={"code": table["join_code"], "seat": 0}, token=old).status_code == 401
