"""Joining by code: see the seats, claim one, and the claimed seat's token is the phone's alone."""
from __future__ import annotations


def test_join_code_lists_the_seats_and_which_are_claimed(api):
    match = api.create(players=["Ann", "Ben", "Cy"])
    code = match["join_code"]
    assert len(code) == 6 and set(code) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    answer = api.post("/join", json={"code": code.lower()}).get_json()
    assert answer["match_id"] == match["id"] and answer["title"] == "Mini Golf"
    assert answer["seats"] == [{"seat": 0, "name": "Ann", "claimed": False},
                               {"seat": 1, "name": "Ben", "claimed": False},
                               {"seat": 2, "name": "Cy", "claimed": False}]
    assert "token" not in answer


def test_claiming_a_seat_returns_a_fresh_token_that_replaces_the_old_one(api):
    match = api.create()
    answer = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()
    token = answer["token"]
    assert answer["seat"] == 1 and answer["match"]["viewer"] == {"seat": 1, "host": False}
    assert api.get(f"/matches/{match['id']}", token=token).status_code == 200
    assert api.get(f"/matches/{match['id']}", token=match["seats"][1]["token"]).status_code == 401


def test_a_claimed_seat_cannot_be_claimed_again(api):
    match = api.create()
    api.post("/join", json={"code": match["join_code"], "seat": 0})
    again = api.post("/join", json={"code": match["join_code"], "seat": 0})
    assert again.status_code == 409 and again.get_json()["rule"] == "JOIN-SEAT-TAKEN"


def test_a_seat_whose_token_was_used_counts_as_claimed(api):
    match = api.create()
    api.view(match, token=match["seats"][0]["token"])
    seats = api.post("/join", json={"code": match["join_code"]}).get_json()["seats"]
    assert seats[0]["claimed"] is True and seats[1]["claimed"] is False


def test_unknown_code_is_404_and_bad_seat_is_refused(api):
    match = api.create()
    assert api.post("/join", json={"code": "ZZZZZZ"}).status_code == 404
    response = api.post("/join", json={"code": match["join_code"], "seat": 5})
    assert response.status_code == 409 and response.get_json()["rule"] == "JOIN-NO-SEAT"
    assert api.post("/join", json={}).status_code == 422


def test_misread_letters_in_a_code_still_find_the_match(api):
    match = api.create()
    code = match["join_code"].replace("0", "O").replace("1", "I")
    assert api.post("/join", json={"code": code[:3] + "-" + code[3:]}).status_code == 200
