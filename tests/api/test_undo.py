"""Undo removes the last accepted move by re-folding the log; the move stays in the audit."""
from __future__ import annotations

from sqlalchemy import select

from models.tables import UNDONE

from .golf_h01 import HOLE_H01


def _undo(api, match, token=None, **body):
    return api.post(f"/matches/{match['id']}/undo", token=token or match["host_token"],
                    json=body or None)


def test_undo_restores_the_previous_state_and_bumps_the_version(api, app):
    match = api.create()
    for seat, type_, payload in HOLE_H01[:3]:
        api.play(match, seat, type_, payload)
    before = api.view(match)
    api.play(match, *HOLE_H01[3])
    response = _undo(api, match)
    assert response.status_code == 200
    body = response.get_json()
    assert body["undone"]["seq"] == 4 and body["undone"]["type"] == "turn"
    assert body["version"] == 5
    after = api.view(match)
    assert after["state"] == before["state"] and after["to_move"] == before["to_move"]
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()
    assert [entry["seq"] for entry in log["moves"]] == [1, 2, 3]
    with app.extensions["table_referee"].db.read() as conn:
        audit = conn.execute(select(UNDONE.c.seq, UNDONE.c.undone_by)).all()
    assert [(row.seq, row.undone_by) for row in audit] == [(4, "host")]


def test_after_undo_the_next_move_gets_a_new_seq(api):
    match = api.create()
    api.play(match, *HOLE_H01[0])
    _undo(api, match)
    answer = api.play(match, 0, "start_hole", {"initial_discard": "6C"})
    assert answer["seq"] == 2 and answer["version"] == 3


def test_undo_with_an_empty_log_is_refused(api):
    match = api.create()
    response = _undo(api, match)
    assert response.status_code == 409 and response.get_json()["rule"] == "UNDO-NOTHING"


def test_undo_of_a_move_that_is_not_the_last_is_refused(api):
    match = api.create()
    api.play(match, *HOLE_H01[0])
    api.play(match, *HOLE_H01[1])
    response = _undo(api, match, target_seq=1)
    assert response.status_code == 409 and response.get_json()["rule"] == "UNDO-NOT-LAST"
    assert _undo(api, match, target_seq=2).status_code == 200


def test_only_the_host_or_the_entering_phone_may_undo(api):
    match = api.create()
    seat_a, seat_b = match["seats"][0]["token"], match["seats"][1]["token"]
    api.play(match, *HOLE_H01[0], token=seat_a)
    refused = _undo(api, match, token=seat_b)
    assert refused.status_code == 403 and refused.get_json()["rule"] == "UNDO-NOT-ALLOWED"
    assert _undo(api, match, token=seat_a).status_code == 200


def test_undoing_the_move_that_ended_the_game_reopens_it(api):
    match = api.create(options={"holes": 1})
    answer = None
    for move in HOLE_H01:
        answer = api.play(match, *move)
    assert answer["match"]["status"] == "finished"
    body = _undo(api, match).get_json()
    assert body["match"]["status"] == "active" and body["match"]["result"] is None
    assert body["match"]["to_move"] == [0]


def test_a_replayed_key_after_undo_does_not_play_the_move_again(api):
    match = api.create()
    api.play(match, *HOLE_H01[0], key="once")
    _undo(api, match)
    again = api.move(match, *HOLE_H01[0], key="once")
    assert again.headers.get("Idempotent-Replayed") == "true"
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()
    assert log["moves"] == []
