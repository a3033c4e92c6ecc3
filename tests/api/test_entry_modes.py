"""Who may enter a move for whom (docs/games/README.md §0.3 entry modes, docs/api.md, Tokens)."""
from __future__ import annotations

START = {"initial_discard": "5C"}


def test_seat_token_enters_its_own_move(api):
    match = api.create()
    response = api.move(match, 0, "start_hole", START, token=match["seats"][0]["token"])
    assert response.status_code == 201
    assert response.get_json()["match"]["viewer"] == {"seat": 0, "host": False}


def test_scribe_mode_lets_a_seated_phone_enter_for_another_seat(api):
    match = api.create()
    response = api.move(match, 0, "start_hole", START, token=match["seats"][1]["token"])
    assert response.status_code == 201


def test_self_mode_refuses_entries_for_someone_else_with_core_not_authorized(api):
    match = api.create(options={"entry_mode": "self"})
    for token in (match["seats"][1]["token"], match["host_token"]):
        response = api.move(match, 0, "start_hole", START, token=token)
        assert response.status_code == 403
        assert response.get_json()["rule"] == "CORE-NOT-AUTHORIZED"
        assert response.get_json()["detail"] == "Only A can enter that from their own phone."
    assert api.move(match, 0, "start_hole", START, token=match["seats"][0]["token"]).status_code == 201


def test_the_log_records_who_entered_each_move(api):
    match = api.create()
    api.play(match, 0, "start_hole", START, token=match["seats"][1]["token"])
    entry = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"][0]
    assert entry["entered_by"] == "seat:1" and entry["seat"] == 0
