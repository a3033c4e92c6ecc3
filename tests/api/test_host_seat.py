"""The creator plays: one host token carries the host's rights and one seat's, never another's.
A seat changes hands by a one-time hand-off code or by being freed for the join code, and the
host sees who holds which seat."""
from __future__ import annotations

import json

import pytest

from api.live import seats_key
from tests.api.solo_support import card, profile
from tests.client import names_card

pytestmark = pytest.mark.usefixtures("backend")

ADA_HAND, BEA_HAND = ["2H", "4D", "6C"], ["1H", "5D", "3P"]


def create(api, players=("Ada", "Bea"), game="mini-golf", options=None, **extra):
    response = api.post("/matches", json={"game": game, "players": list(players),
                                          "options": options or {}, **extra})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def tracked_flares(api):
    """Flares with tracked hands, the creator (Ada) playing seat 0 with the host token."""
    return create(api, game="flares", options={"info_mode": "hand_tracking"}, host_seat=0)


def seats(api, match):
    response = api.get(f"/matches/{match['id']}/seats", token=match["host_token"])
    assert response.status_code == 200, response.get_json()
    return [seat["holder"] for seat in response.get_json()]


def handoff(api, match, seat, token):
    return api.post(f"/matches/{match['id']}/seats/{seat}/handoff", token=token)


def release(api, match, seat, token):
    return api.post(f"/matches/{match['id']}/seats/{seat}/release", token=token)


def rule(response):
    return response.status_code, response.get_json().get("rule")


def test_the_created_answer_gives_no_token_for_the_seat_the_host_plays(api):
    match = create(api, players=("Ada", "Bea", "Cy"), host_seat=1)
    assert match["seats"][1] == {"seat": 1, "name": "Bea", "token": None, "held_by": "host"}
    assert all(isinstance(match["seats"][seat]["token"], str) for seat in (0, 2))
    assert "held_by" not in match["seats"][0]
    assert match["match"]["viewer"] == {"seat": 1, "host": True}
    assert api.view(match)["viewer"] == {"seat": 1, "host": True}
    assert seats(api, match) == [None, "host", None]


def test_without_host_seat_the_host_plays_no_seat_as_before(api):
    for extra in ({}, {"host_seat": None}):
        match = create(api, **extra)
        assert all(seat["token"] for seat in match["seats"])
        assert api.view(match)["viewer"] == {"seat": None, "host": True}


@pytest.mark.parametrize("host_seat", [2, -1, 12, 10**20, "0", 1.5, True, [0]])
def test_a_host_seat_outside_the_table_or_not_an_integer_is_422(api, host_seat):
    response = api.post("/matches", json={"game": "mini-golf", "players": ["Ada", "Bea"],
                                          "host_seat": host_seat})
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert list(response.get_json()["errors"]) == ["host_seat"]


def test_a_host_who_plays_enters_its_own_private_hand_and_sees_only_its_own(api):
    match = tracked_flares(api)
    bea = match["seats"][1]["token"]
    api.play(match, 0, "private_hand", {"cards": ADA_HAND})
    refused = api.move(match, 1, "private_hand", {"cards": BEA_HAND})
    assert refused.status_code == 403 and refused.mimetype == "application/problem+json"
    api.play(match, 1, "private_hand", {"cards": BEA_HAND}, token=bea)
    view = api.view(match)
    assert view["state"]["my_hand"]["cards"] == ADA_HAND
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"]
    assert [(line["seat"], line["entered_by"], line["payload"]) for line in log] == [
        (0, "host", {"cards": ADA_HAND}), (1, "seat:1", None)]
    export = api.get(f"/matches/{match['id']}/export.json", token=match["host_token"])
    for seen in (json.dumps(view), json.dumps(log), export.get_data(as_text=True)):
        assert not names_card(seen, "5D") and not names_card(seen, "3P")
    # Bea's phone, for its part, never sees the host's hand.
    assert not names_card(json.dumps(api.view(match, token=bea)), "4D")


def test_a_host_who_plays_plays_from_its_own_tracked_hand_but_never_from_another(api):
    match = tracked_flares(api)
    bea = match["seats"][1]["token"]
    api.play(match, 0, "private_hand", {"cards": ADA_HAND})
    api.play(match, 1, "private_hand", {"cards": BEA_HAND}, token=bea)
    api.play(match, 0, "deck_lead", {"card": "3H"})  # a public move: the host enters it
    assert rule(api.move(match, 1, "play", {"card": "1H"})) == (403, "CORE-HAND-OWN-PHONE")
    api.play(match, 1, "play", {"card": "1H"}, token=bea)
    assert api.move(match, 0, "play", {"card": "2H"}).status_code == 201


def test_a_host_who_plays_keeps_the_hosts_rights(api):
    match = tracked_flares(api)
    bea = match["seats"][1]["token"]
    api.play(match, 0, "private_hand", {"cards": ADA_HAND})
    api.play(match, 1, "private_hand", {"cards": BEA_HAND}, token=bea)
    api.play(match, 0, "deck_lead", {"card": "3H"})
    corrected = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                         json={"seq": 3, "payload": {"card": "4P"}})
    assert corrected.status_code == 200, corrected.get_json()
    assert api.get(f"/matches/{match['id']}/qr.svg", token=match["host_token"]).status_code == 200
    assert api.view(match)["join_code"] == match["join_code"]
    # Bea's move undone by the host, as any host may.
    api.play(match, 1, "play", {"card": "3P"}, token=bea)
    undone = api.post(f"/matches/{match['id']}/undo", token=match["host_token"], json={})
    assert undone.status_code == 200 and undone.get_json()["undone"]["entered_by"] == "seat:1"


def test_the_join_code_cannot_claim_the_seat_the_host_plays(api):
    match = create(api, host_seat=0)
    listed = api.post("/join", json={"code": match["join_code"]}).get_json()["seats"]
    assert [seat["claimed"] for seat in listed] == [True, False]
    taken = api.post("/join", json={"code": match["join_code"], "seat": 0})
    assert rule(taken) == (409, "JOIN-SEAT-TAKEN")
    assert api.view(match)["viewer"] == {"seat": 0, "host": True}


def test_an_existing_host_phone_takes_a_seat_with_the_join_code_and_stays_host(api):
    match = create(api)
    old_seat_token = match["seats"][1]["token"]
    joined = api.post("/join", json={"code": match["join_code"], "seat": 1}, token=match["host_token"])
    answer = joined.get_json()
    assert joined.status_code == 200 and answer["held_by"] == "host" and "token" not in answer
    assert answer["match"]["viewer"] == {"seat": 1, "host": True}
    assert api.view(match)["viewer"] == {"seat": 1, "host": True}
    assert seats(api, match) == [None, "host"] and seat_list_counter(api, match) == 1
    assert api.get(f"/matches/{match['id']}", token=old_seat_token).status_code == 401
    # One seat per phone; asking again for its own seat changes nothing.
    assert rule(api.post("/join", json={"code": match["join_code"], "seat": 0},
                         token=match["host_token"])) == (409, "JOIN-HOST-SEATED")
    again = api.post("/join", json={"code": match["join_code"], "seat": 1}, token=match["host_token"])
    assert again.status_code == 200 and seat_list_counter(api, match) == 1


def test_another_matchs_host_token_on_join_claims_an_ordinary_seat(api):
    match, other = create(api), create(api)
    joined = api.post("/join", json={"code": match["join_code"], "seat": 0}, token=other["host_token"])
    assert joined.status_code == 200 and joined.get_json()["token"]
    assert seats(api, match) == ["phone", None] and seats(api, other) == [None, None]


def test_a_handoff_code_gives_the_seat_to_another_phone_once(api):
    match = create(api)
    bea = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    made = handoff(api, match, 1, bea)
    assert made.status_code == 201, made.get_json()
    code = made.get_json()
    assert len(code["code"]) == 16 and code["link"].endswith(f"/#join={code['code']}")
    assert code["qr_svg"].startswith("<svg") and code["expires_in"] == 600
    before = api.view(match)["version"]
    spaced = f"{code['code'][:4]}-{code['code'][4:8]} {code['code'][8:].lower()}"
    redeemed = api.post("/join", json={"code": spaced})
    assert redeemed.status_code == 200, redeemed.get_json()
    taken = redeemed.get_json()
    assert taken["seat"] == 1 and taken["match"]["viewer"] == {"seat": 1, "host": False}
    assert taken["match_id"] == match["id"]
    assert api.get(f"/matches/{match['id']}", token=taken["token"]).status_code == 200
    assert api.get(f"/matches/{match['id']}", token=bea).status_code == 401
    assert api.view(match)["version"] == before + 1
    replayed = api.post("/join", json={"code": code["code"]})
    assert replayed.status_code == 404 and replayed.mimetype == "application/problem+json"
    assert code["code"] not in replayed.get_data(as_text=True)


def test_a_handoff_code_expires_after_ten_minutes(api, clock):
    match = create(api)
    first = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    clock.advance(10 * 60 * 1000)
    assert api.post("/join", json={"code": first}).status_code == 404
    second = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    clock.advance(10 * 60 * 1000 - 1)
    assert api.post("/join", json={"code": second}).status_code == 200


def test_a_newer_handoff_code_replaces_the_older_one(api):
    match = create(api)
    older = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    newer = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    assert api.post("/join", json={"code": older}).status_code == 404
    assert api.post("/join", json={"code": newer}).status_code == 200


def test_a_handoff_code_claims_only_its_own_seat(api):
    match = create(api)
    code = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    assert rule(api.post("/join", json={"code": code, "seat": 1})) == (409, "JOIN-HANDOFF-SEAT")
    assert api.post("/join", json={"code": code, "seat": 0}).status_code == 200


def test_a_host_handing_its_own_seat_on_stays_host_without_a_seat(api):
    match = tracked_flares(api)
    code = handoff(api, match, 0, match["host_token"]).get_json()["code"]
    ada = api.post("/join", json={"code": code}).get_json()["token"]
    assert api.view(match)["viewer"] == {"seat": None, "host": True}
    assert seats(api, match) == ["phone", None]
    assert api.move(match, 0, "private_hand", {"cards": ADA_HAND}).status_code == 403
    assert api.move(match, 0, "private_hand", {"cards": ADA_HAND}, token=ada).status_code == 201
    assert "my_hand" not in api.view(match)["state"] or not api.view(match)["state"]["my_hand"]


def test_the_host_may_hand_on_a_phones_seat_and_the_phone_loses_it(api):
    match = create(api)
    bea = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    code = handoff(api, match, 1, match["host_token"]).get_json()["code"]
    api.post("/join", json={"code": code})
    assert api.get(f"/matches/{match['id']}", token=bea).status_code == 401


def test_the_host_redeeming_a_handoff_code_takes_the_seat_itself(api):
    match = create(api)
    bea = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    code = handoff(api, match, 1, bea).get_json()["code"]
    taken = api.post("/join", json={"code": code}, token=match["host_token"]).get_json()
    assert taken["held_by"] == "host" and "token" not in taken
    assert api.view(match)["viewer"] == {"seat": 1, "host": True}
    assert api.get(f"/matches/{match['id']}", token=bea).status_code == 401


def test_only_the_seats_holder_or_the_host_hands_on_or_frees_a_seat(api):
    match, other = create(api, players=("Ada", "Bea", "Cy")), create(api)
    ada = match["seats"][0]["token"]
    for ask in (handoff, release):
        assert rule(ask(api, match, 1, ada)) == (403, "SEAT-NOT-YOURS")
        assert ask(api, match, 1, other["host_token"]).status_code == 403
        assert ask(api, match, 1, other["seats"][1]["token"]).status_code == 403
        assert ask(api, match, 1, "not-a-token").status_code == 401
        assert ask(api, match, 1, None).status_code == 401
        assert rule(ask(api, match, 3, match["host_token"])) == (409, "JOIN-NO-SEAT")
        assert api.post(f"/matches/{match['id']}/seats/x/handoff",
                        token=match["host_token"]).status_code == 404
        assert api.post(f"/matches/{match['id']}/seats/{10**30}/handoff",
                        token=match["host_token"]).status_code == 404  # beyond any table
        assert api.post("/matches/nope/seats/0/release", token=ada).status_code == 404
    italian = api.post(f"/matches/{match['id']}/seats/1/release", token=ada,
                       headers={"Accept-Language": "it"})
    assert italian.get_json()["detail"].startswith("Solo il telefono che ha il posto 1")


def test_releasing_a_seat_frees_it_for_the_join_code(api):
    match = create(api)
    bea = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    before = api.view(match)["version"]
    released = release(api, match, 1, bea)
    assert released.status_code == 200 and released.get_json() == {"seat": 1, "version": before + 1}
    assert api.get(f"/matches/{match['id']}", token=bea).status_code == 401
    assert seats(api, match) == [None, None]
    assert api.post("/join", json={"code": match["join_code"], "seat": 1}).status_code == 200


def test_the_host_frees_its_own_seat_and_stays_host(api):
    match = create(api, host_seat=1)
    assert release(api, match, 1, match["host_token"]).status_code == 200
    assert api.view(match)["viewer"] == {"seat": None, "host": True}
    assert seats(api, match) == [None, None]
    assert api.post("/join", json={"code": match["join_code"], "seat": 1}).status_code == 200


def test_only_the_host_lists_who_holds_which_seat(api):
    match = create(api, players=("Ada", "Bea", "Cy"), host_seat=2)
    api.post("/join", json={"code": match["join_code"], "seat": 0})
    listed = api.get(f"/matches/{match['id']}/seats", token=match["host_token"]).get_json()
    assert listed == [{"seat": 0, "name": "Ada", "holder": "phone"},
                      {"seat": 1, "name": "Bea", "holder": None},
                      {"seat": 2, "name": "Cy", "holder": "host"}]
    refused = api.get(f"/matches/{match['id']}/seats", token=match["seats"][1]["token"])
    assert refused.status_code == 403 and refused.mimetype == "application/problem+json"
    assert api.get(f"/matches/{match['id']}/seats", token=create(api)["host_token"]).status_code == 403


def test_every_change_of_holder_moves_the_seat_list_and_a_lost_seat_the_match_version(api):
    """A join takes a free seat from nobody: the game's version stays (phones count it), the
    seat list's counter moves. A hand-off or a release takes a seat from a phone: both move."""
    match = create(api)
    counted = []

    def count():
        counted.append((api.view(match)["version"], seat_list_counter(api, match)))

    count()
    bea = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    count()
    code = handoff(api, match, 1, bea).get_json()["code"]
    count()  # a code alone changes no holder
    new = api.post("/join", json={"code": code}).get_json()["token"]
    count()
    release(api, match, 1, new)
    count()
    assert counted == [(0, 0), (0, 1), (0, 1), (1, 2), (2, 3)]


def test_a_join_wakes_the_streams_that_follow_the_seat_list(app, api):
    match = create(api)
    hub = app.extensions["table_referee"].hub
    with hub.subscribe(seats_key(match["id"])) as seat_list, hub.subscribe(match["id"]) as game:
        api.post("/join", json={"code": match["join_code"], "seat": 0})
        assert seat_list.wait(0, timeout=2) == 1
        assert game.wait(0, timeout=0.1) is None


def test_only_the_host_follows_the_seat_list_stream(api):
    match = create(api)
    for token, status in ((match["seats"][0]["token"], 403), (create(api)["host_token"], 403),
                          ("not-a-token", 401), (match["host_token"], 200)):
        response = api.get(f"/matches/{match['id']}/seats/events", token=token, buffered=False)
        try:
            assert response.status_code == status
        finally:
            response.close()


def seat_list_counter(api, match) -> int:
    """The first event of the host's seat-list stream: the counter as it stands."""
    response = api.get(f"/matches/{match['id']}/seats/events", token=match["host_token"],
                       buffered=False)
    try:
        first = next(iter(response.response)).decode()
    finally:
        response.close()
    return json.loads(first.rpartition("data: ")[2])["version"]


def test_a_solo_player_who_created_the_match_records_it_with_the_host_token(api):
    match = create(api, players=("Ann",), game="2p6c", host_seat=0)
    for move, payload in (
            ("options_agreed", {}),
            ("initial_row_set", {"cards": [card(f"k{number}") for number in range(1, 7)]}),
            ("play", {"cell": {"col": 3, "row": 2}, "card": card("k7"), "form": {"text": "AT"}}),
            ("initial_word_declared", {"text": "TRADES"}), ("end_proposed", {}), ("scores_finalized", {})):
        api.play(match, 0, move, payload)
    ann, stranger = profile(api), create(api, host_seat=0)
    refused = api.post("/2p6c/players/me/results", token=ann["token"],
                       json={"match_id": match["id"], "seat_token": stranger["host_token"]})
    assert rule(refused) == (403, "SOLO-SEAT-TOKEN")
    recorded = api.post("/2p6c/players/me/results", token=ann["token"],
                        json={"match_id": match["id"], "seat_token": match["host_token"]})
    assert recorded.status_code == 201 and recorded.get_json()["fts"] == 19
