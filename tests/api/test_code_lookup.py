"""POST /codes/lookup: any code the service hands out says what it is and where it leads, the way
its QR code would, without being used: a match's join code, a tournament check-in card's, a series
card's, a 2P6C community's, a seat's hand-off code."""
from __future__ import annotations

import pytest

from tests.api.solo_support import profile
from tests.api.tournament_support import check_in_all, create as create_tournament, seat_and_start

SERIES = {"name": "Thursday league", "game": "ekeq"}


def lookup(api, code, status=200):
    response = api.post("/codes/lookup", json={"code": code})
    assert response.status_code == status, response.get_json()
    return response.get_json()


def tokens_in(value) -> list[str]:
    """Every member named like a token, anywhere in an answer."""
    if isinstance(value, dict):
        return [key for key in value if "token" in key] + [t for v in value.values() for t in tokens_in(v)]
    if isinstance(value, list):
        return [t for v in value for t in tokens_in(v)]
    return []


def test_a_match_join_code_leads_to_the_join_screen_of_its_match(api):
    match = api.create()
    found = lookup(api, match["join_code"])
    assert found["kind"] == "match" and found["code"] == match["join_code"]
    assert found["link"].endswith(f"/#join={match['join_code']}")
    assert found["redeem"] == {"method": "POST", "path": "/api/v1/join", "body": {"code": match["join_code"]},
                               "bearer": None}
    assert found["match"] == {"id": match["id"], "game": "mini-golf", "title": "Mini Golf", "tournament": None}
    assert tokens_in(found) == []


def test_a_tournament_tables_join_code_names_its_tournament_round_and_table(api):
    made = create_tournament(api)
    check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    found = lookup(api, table["join_code"])
    assert found["kind"] == "match" and found["match"]["id"] == table["match_id"]
    assert found["match"]["tournament"] == {"id": made["id"], "name": "Autumn EkeQ", "round": 1, "table": 1}


def test_a_check_in_card_code_leads_to_its_tournaments_check_in_without_checking_in(api):
    made = create_tournament(api)
    ada = made["tournament"]["players"][0]
    found = lookup(api, ada["code"])
    assert found["kind"] == "check_in"
    assert found["link"].endswith(f"/#checkin={made['id']}.{ada['code']}")
    assert found["redeem"]["path"] == f"/api/v1/tournaments/{made['id']}/check-in"
    assert found["tournament"] == {"id": made["id"], "name": "Autumn EkeQ", "game": "ekeq"}
    assert tokens_in(found) == [] and "Ada" not in str(found)
    # Looking it up checked nobody in; the call it names does.
    desk = api.get(f"/tournaments/{made['id']}", token=made["organiser_token"]).get_json()
    assert desk["players"][0]["checked_in"] is False
    checked_in = api.post(found["redeem"]["path"].removeprefix("/api/v1"), json=found["redeem"]["body"])
    assert checked_in.status_code == 200 and checked_in.get_json()["player"] == 0


def test_a_late_entrys_card_code_is_found_too(api):
    made = create_tournament(api)
    late = api.post(f"/tournaments/{made['id']}/players", json={"name": "Gus"}, token=made["organiser_token"])
    gus = late.get_json()["players"][-1]
    assert lookup(api, gus["code"])["tournament"]["id"] == made["id"]


def test_a_series_card_code_leads_to_its_series_card(api):
    made = api.post("/series", json=SERIES).get_json()
    event = api.post(f"/series/{made['id']}/tournaments", token=made["organiser_token"], json={
        "name": "Night 1", "profile": {"kind": "win_type"}, "rounds": 1, "players": ["Ada", "Bea"]}).get_json()
    added = api.post(f"/series/{made['id']}/members", json={"name": "Cin"}, token=made["organiser_token"])
    members = added.get_json()["members"]
    assert [m["name"] for m in members] == ["Ada", "Bea", "Cin"]
    for member in members:
        found = lookup(api, member["code"])
        assert found["kind"] == "series_card"
        assert found["link"].endswith(f"/#series={made['id']}.{member['code']}")
        assert found["redeem"]["path"] == f"/api/v1/series/{made['id']}/me"
        assert found["series"] == {"id": made["id"], "name": "Thursday league", "game": "ekeq"}
        assert tokens_in(found) == [] and member["name"] not in str(found)
    # The event's own check-in cards are its tournament's.
    ada = event["tournament"]["players"][0]
    assert lookup(api, ada["code"])["tournament"]["id"] == event["id"]


def test_a_community_code_says_where_it_is_used_and_names_no_community(api):
    ann = profile(api)
    made = api.post("/2p6c/communities", token=ann["token"], json={"name": "Rome 2P6C", "kind": "regional"}).get_json()
    found = lookup(api, made["code"])
    assert found["kind"] == "community" and found["link"].endswith(f"/#community={made['code']}")
    assert found["redeem"] == {"method": "POST", "path": "/api/v1/2p6c/communities/join",
                               "body": {"code": made["code"]}, "bearer": "profile"}
    assert made["id"] not in str(found) and "Rome" not in str(found)


def test_a_community_its_last_member_left_leads_nowhere(api):
    ann = profile(api)
    made = api.post("/2p6c/communities", token=ann["token"], json={"name": "Rome 2P6C", "kind": "regional"}).get_json()
    assert api.delete(f"/2p6c/players/me/communities/{made['id']}", token=ann["token"]).status_code == 204
    lookup(api, made["code"], 404)


def test_a_hand_off_code_is_looked_up_without_being_used(api, clock):
    match = api.create()
    handed = api.post(f"/matches/{match['id']}/seats/1/handoff", token=match["host_token"]).get_json()
    found = lookup(api, handed["code"])
    assert found["kind"] == "seat_handoff" and found["seat"] == 1
    assert found["match"]["id"] == match["id"] and found["link"] == handed["link"]
    assert tokens_in(found) == []
    assert lookup(api, handed["code"])["kind"] == "seat_handoff"  # still good: looking is not using
    taken = api.post("/join", json={"code": handed["code"]})
    assert taken.status_code == 200 and taken.get_json()["seat"] == 1
    lookup(api, handed["code"], 404)  # used


def test_an_expired_hand_off_code_is_unknown_like_any_other(api, clock):
    match = api.create()
    handed = api.post(f"/matches/{match['id']}/seats/0/handoff", token=match["host_token"]).get_json()
    clock.advance(handed["expires_in"] * 1000)
    gone = lookup(api, handed["code"], 404)
    assert gone["detail"] == lookup(api, "Z" * 16, 404)["detail"].replace("Z" * 16, handed["code"])


@pytest.mark.parametrize("typed", ["{code}", "{lower}", " {lower} ", "{dashed}", "{spaced}"])
def test_lower_case_dashes_and_blanks_are_forgiven(api, typed):
    match = api.create()
    code = match["join_code"]
    text = typed.format(code=code, lower=code.lower(), dashed=f"{code[:3]}-{code[3:]}",
                        spaced=" ".join(code[i:i + 2] for i in range(0, 6, 2)))
    found = lookup(api, text)
    assert found["code"] == code and found["match"]["id"] == match["id"]


def test_o_i_and_l_are_read_as_the_digits_people_mistook_them_for(api):
    made = api.post("/series", json=SERIES).get_json()
    members = api.post(f"/series/{made['id']}/members", json={"name": "Ada"},
                       token=made["organiser_token"]).get_json()["members"]
    code = members[0]["code"]
    misread = code.replace("0", "o").replace("1", "l")
    assert lookup(api, misread)["code"] == code


def test_an_unknown_code_is_404_problem_json_that_names_it(api):
    response = api.post("/codes/lookup", json={"code": "yks6m4"})
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["status"] == 404 and "YKS6M4" in problem["detail"]
    assert "tournament" in problem["detail"] and "series" in problem["detail"]


def test_the_unknown_code_answer_is_in_the_readers_language(api):
    response = api.post("/codes/lookup", json={"code": "YKS6M4"}, headers={"Accept-Language": "it"})
    assert response.status_code == 404 and response.get_json()["detail"].startswith("Nessuna partita")


@pytest.mark.parametrize("body", [{"code": "ABC12"}, {"code": "ABC1234"}, {"code": "ABCU12"}, {"code": ""},
                                  {"code": "A" * 41}, {"code": "ABC 12!"}, {"code": 123456}, {"code": None},
                                  {}, {"code": "ABC123", "seat": 0}])
def test_what_is_no_code_is_422_naming_the_field(api, body):
    response = api.post("/codes/lookup", json=body)
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    assert set(response.get_json()["errors"]) <= {"code", "seat"}


def test_a_body_that_is_not_json_is_400(api):
    response = api.post("/codes/lookup", data="code=ABC123", headers={"Content-Type": "application/json"})
    assert response.status_code == 400
