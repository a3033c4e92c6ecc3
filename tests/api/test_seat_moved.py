"""A seat moved to another phone without its holder's consent carries none of its secrets.

The attack, as a hostile host did it on `make run`: Flares with tracked hands, the host playing
seat 0; Ben (seat 1) enters his hand on his own phone; the host asks for a hand-off code for
seat 1 and redeems it on POST /join with no token (so JOIN-HOST-SEATED never applies), or frees
seat 1 and claims it again with the join code. The new token read Ben's hand in its view and the
log. Now such a move leaves the new phone blind to every entry of the seat that the table could
not read: it re-enters them itself (a correction from its own phone), every phone is told the
host moved the seat, and Ben's phone hears who took it.
"""
from __future__ import annotations

import json

import pytest

from tests.client import names_card

from .tournament_support import check_in_all, organiser

pytestmark = pytest.mark.usefixtures("backend")

ADA_HAND = ["2H", "4D", "6C"]
# Ben's hand, and another one: a blind phone's answers must not tell them apart.
BEN_HANDS = (["1H", "5D", "3P"], ["1P", "5H", "3D"])
HIS_OWN = ["1U", "5F", "2D"]  # what the new phone re-enters for seat 1


def flares(api, ben_hand=BEN_HANDS[0]):
    """Ada (the host) plays seat 0 on the host phone; Ben holds seat 1 on his own phone and has
    entered his hand (seq 2)."""
    created = api.post("/matches", json={"game": "flares", "players": ["Ada", "Ben"],
                                          "options": {"info_mode": "hand_tracking"}, "host_seat": 0})
    assert created.status_code == 201
    match = created.get_json()
    ben = api.post("/join", json={"code": match["join_code"], "seat": 1}).get_json()["token"]
    api.play(match, 0, "private_hand", {"cards": ADA_HAND})
    api.play(match, 1, "private_hand", {"cards": ben_hand}, token=ben)
    return match, ben


def by_handoff(api, match):
    """The host asks for seat 1's hand-off code and redeems it on a phone with no token."""
    code = api.post(f"/matches/{match['id']}/seats/1/handoff", token=match["host_token"]).get_json()["code"]
    joined = api.post("/join", json={"code": code})
    assert joined.status_code == 200, joined.get_json()
    return joined


def by_release(api, match):
    """The host frees seat 1 and a phone with no token claims it with the join code."""
    assert api.post(f"/matches/{match['id']}/seats/1/release", token=match["host_token"]).status_code == 200
    joined = api.post("/join", json={"code": match["join_code"], "seat": 1})
    assert joined.status_code == 200, joined.get_json()
    return joined


def reads(api, match, token):
    """Everything a phone can read of the match, as text."""
    return [api.get(f"/matches/{match['id']}{path}", token=token).get_data(as_text=True)
            for path in ("", "/moves", "/export.json", "/export.csv")]


def assert_no_card(texts, cards):
    for text in texts:
        for card in cards:
            assert not names_card(text, card), f"{card} in {text[:300]}"


def rule(response):
    return response.status_code, response.get_json().get("rule")


@pytest.mark.parametrize("move_seat", [by_handoff, by_release], ids=["handoff", "release"])
def test_the_host_moving_a_seat_gives_the_new_phone_none_of_bens_hand(api, move_seat):
    match, ben = flares(api)
    joined = move_seat(api, match)
    new = joined.get_json()["token"]
    secret = BEN_HANDS[0]
    assert_no_card([joined.get_data(as_text=True), *reads(api, match, new)], secret)
    view = api.view(match, token=new)
    assert view["viewer"] == {"seat": 1, "host": False, "blind": True, "reenter": [2]}
    assert view["state"]["my_hand"] is None
    line = api.get(f"/matches/{match['id']}/moves", token=new).get_json()["moves"][1]
    assert (line["seq"], line["payload"], line["redacted"]) == (2, None, True)
    # Moves, answers and undo from the new phone: still none of Ben's cards.
    answer = api.move(match, 0, "deck_lead", {"card": "3H"}, token=new)  # as a scribe
    assert answer.status_code == 201
    undone = api.post(f"/matches/{match['id']}/undo", token=new, json={})
    assert undone.status_code == 200
    assert_no_card([answer.get_data(as_text=True), undone.get_data(as_text=True)], secret)
    # The inherited entry itself undone from the new phone: its line as the log showed it.
    undone = api.post(f"/matches/{match['id']}/undo", token=new, json={})
    assert undone.status_code == 200 and undone.get_json()["undone"]["payload"] is None
    assert_no_card([undone.get_data(as_text=True)], secret)
    # Nothing inherited is left: the phone enters its own hand and sees it.
    api.play(match, 1, "private_hand", {"cards": HIS_OWN}, token=new)
    assert api.view(match, token=new)["state"]["my_hand"]["cards"] == HIS_OWN
    assert "blind" not in api.view(match, token=new)["viewer"]
    # Ben's old phone is told who took its seat.
    lost = api.get(f"/matches/{match['id']}", token=ben)
    assert lost.status_code == 401
    assert lost.get_json()["moved_by"] == "host" and lost.get_json()["seat"] == 1
    assert lost.get_json()["detail"] == ("The host moved your seat to another phone: this phone "
                                         "no longer holds it.")
    italian = api.get(f"/matches/{match['id']}", token=ben, headers={"Accept-Language": "it"})
    assert italian.get_json()["detail"].startswith("L'organizzatore ha spostato il tuo posto")


def test_every_phone_is_told_the_host_moved_the_seat(api, clock):
    match, _ben = flares(api)
    new = by_handoff(api, match).get_json()["token"]
    for token in (match["host_token"], new):
        seats = api.view(match, token=token)["seats"]
        assert "moved" not in seats[0]
        assert seats[1]["moved"]["by"] == "host" and seats[1]["moved"]["times"] == 1
        assert seats[1]["moved"]["at"].startswith("20")


def test_a_blind_phone_is_refused_every_card_alike_whatever_the_hand_holds(api):
    """CORE-HAND-REENTER before the game looks at the card: the same bytes for every card, for
    two different hands, and nothing accepted that an undo could then take back."""
    bodies = set()
    for hand in BEN_HANDS:
        match, _ben = flares(api, hand)
        new = by_handoff(api, match).get_json()["token"]
        api.play(match, 0, "deck_lead", {"card": "3H"})
        for card in ("1H", "5D", "3P", "1P", "5H", "3D", "2C", "6U"):
            refused = api.move(match, 1, "play", {"card": card}, token=new)
            assert rule(refused) == (403, "CORE-HAND-REENTER")
            bodies.add(refused.get_data())
        assert api.view(match)["version"] == 4  # two hands, the hand-off, a lead: nothing played
    [body] = bodies
    assert json.loads(body)["detail"].startswith("Ben's seat was moved to this phone")


def test_the_new_phone_reenters_its_hand_by_correcting_it_and_plays(api):
    match, _ben = flares(api)
    new = by_handoff(api, match).get_json()["token"]
    api.play(match, 0, "deck_lead", {"card": "3H"})
    corrected = api.post(f"/matches/{match['id']}/corrections", token=new,
                         json={"seq": 2, "payload": {"cards": HIS_OWN}})
    assert corrected.status_code == 200, corrected.get_json()
    body = corrected.get_json()
    assert body["corrected"]["payload"] == {"cards": HIS_OWN}
    assert "blind" not in body["match"]["viewer"] and body["match"]["state"]["my_hand"]["cards"] == HIS_OWN
    assert_no_card([corrected.get_data(as_text=True)], BEN_HANDS[0])
    # The other phones see a new version and the line still sealed.
    host_line = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"][1]
    assert host_line["payload"] is None and api.view(match)["version"] == body["version"]
    assert_no_card(reads(api, match, match["host_token"]), HIS_OWN)
    assert api.move(match, 1, "play", {"card": "1U"}, token=new).status_code == 201


def test_a_phone_ben_hands_his_seat_to_himself_keeps_his_hand(api):
    match, ben = flares(api)
    code = api.post(f"/matches/{match['id']}/seats/1/handoff", token=ben).get_json()["code"]
    new = api.post("/join", json={"code": code}).get_json()
    assert new["match"]["state"]["my_hand"]["cards"] == BEN_HANDS[0]
    assert "blind" not in new["match"]["viewer"] and "moved" not in new["match"]["seats"][1]
    plain = api.get(f"/matches/{match['id']}", token=ben)
    assert plain.status_code == 401 and "moved_by" not in plain.get_json()


def test_the_host_redeeming_its_own_code_for_bens_seat_is_blind_too(api):
    created = api.post("/matches", json={"game": "flares", "players": ["Ada", "Ben"],
                                          "options": {"info_mode": "hand_tracking"}}).get_json()
    ben = created["seats"][1]["token"]
    api.play(created, 1, "private_hand", {"cards": BEN_HANDS[0]}, token=ben)
    code = api.post(f"/matches/{created['id']}/seats/1/handoff", token=created["host_token"]).get_json()["code"]
    taken = api.post("/join", json={"code": code}, token=created["host_token"])
    assert taken.status_code == 200 and taken.get_json()["held_by"] == "host"
    assert_no_card([taken.get_data(as_text=True), *reads(api, created, created["host_token"])], BEN_HANDS[0])
    assert api.view(created)["viewer"]["blind"] is True


def half_zero(api):
    created = api.post("/matches", json={"game": "half-zero", "players": ["Ada", "Ben"],
                                          "options": {"selection_mode": "sealed"}, "host_seat": 0}).get_json()
    ben = api.post("/join", json={"code": created["join_code"], "seat": 1}).get_json()["token"]
    api.play(created, 1, "select", {"choice": "3P"}, token=ben)
    return created, ben


@pytest.mark.parametrize("move_seat", [by_handoff, by_release], ids=["handoff", "release"])
def test_a_sealed_half_zero_pick_stays_hidden_from_the_new_phone_until_its_reveal(api, move_seat):
    match, _ben = half_zero(api)
    new = move_seat(api, match).get_json()["token"]
    assert_no_card(reads(api, match, new), ["3P"])
    assert api.view(match, token=new)["viewer"]["reenter"] == [1]
    # Ada's pick reveals the turn: the pick is the table's now, and the blind lifts by itself.
    api.play(match, 0, "select", {"choice": "6U"})
    assert "blind" not in api.view(match, token=new)["viewer"]
    line = api.get(f"/matches/{match['id']}/moves", token=new).get_json()["moves"][0]
    assert line["payload"] == {"choice": "3P"} and not line["redacted"]
    # Revealed, it stays as it was, for its own phone too.
    refused = api.post(f"/matches/{match['id']}/corrections", token=new,
                       json={"seq": 1, "payload": {"choice": "4P"}})
    assert rule(refused) == (409, "CORRECTION-REVEALED")


def test_a_seats_own_phone_corrects_its_own_sealed_entry_and_the_host_still_cannot(api):
    match, ben = half_zero(api)
    host = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                    json={"seq": 1, "payload": {"choice": "4P"}})
    assert rule(host) == (403, "CORRECTION-PRIVATE")
    own = api.post(f"/matches/{match['id']}/corrections", token=ben,
                   json={"seq": 1, "payload": {"choice": "4P"}})
    assert own.status_code == 200, own.get_json()
    assert own.get_json()["corrected"]["payload"] == {"choice": "4P"}
    assert api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"][0]["payload"] is None
    # Another seat's phone corrects no entry of Ben's, nor the host token one of its own public moves.
    api.play(match, 0, "select", {"choice": "6U"})
    assert rule(api.post(f"/matches/{match['id']}/corrections", token=ben,
                         json={"seq": 2, "payload": {"choice": "5U"}})) == (403, "CORRECTION-NOT-ALLOWED")


def test_a_phone_that_inherited_several_hidden_entries_reenters_them_all_at_once(api):
    """Collector: Ben's hand and a draw, both hidden. Corrected one at a time, the replay of the
    other would be judged on what it holds; together, nothing inherited is left to judge on."""
    created = api.post("/matches", json={"game": "collector", "players": ["Ada", "Ben"],
                                          "options": {"info_mode": "hand_tracking"}}).get_json()
    ada, ben = (seat["token"] for seat in created["seats"])
    api.play(created, 0, "private_hand", {"cards": ["5C", "3P", "6F", "1C", "5U", "2F"]}, token=ada)
    api.play(created, 0, "start", {"discard_top": "6C"})
    api.play(created, 1, "private_hand", {"cards": ["5P", "3F", "4P", "2P", "3D", "6H"]}, token=ben)
    api.play(created, 1, "draw", {"from_discard": 0}, token=ben)
    api.play(created, 1, "private_draw", {"cards": ["3U", "4D"]}, token=ben)
    new = by_handoff(api, created).get_json()["token"]
    assert api.view(created, token=new)["viewer"]["reenter"] == [3, 5]
    mine, drawn = ["1P", "2U", "4F", "6D", "1D", "2H"], ["4H", "5F"]
    alone = api.post(f"/matches/{created['id']}/corrections", token=new,
                     json={"seq": 3, "payload": {"cards": mine}})
    assert rule(alone) == (409, "CORRECTION-REENTER-ALL") and alone.get_json()["details"] == {"seqs": [3, 5]}
    both = api.post(f"/matches/{created['id']}/corrections", token=new, json={
        "seq": 3, "payload": {"cards": mine}, "also": [{"seq": 5, "payload": {"cards": drawn}}]})
    assert both.status_code == 200, both.get_json()
    assert "blind" not in both.get_json()["match"]["viewer"]
    assert_no_card(reads(api, created, new), ["5P", "3F", "4P", "2P", "3D", "6H", "3U", "4D"])


def test_an_organisers_reassignment_gives_the_new_player_none_of_the_old_hand(api):
    made = api.post("/tournaments", json={
        "name": "Flares night", "game": "flares", "profile": {"kind": "placement"}, "rounds": 1,
        "options": {"info_mode": "hand_tracking"}, "players": ["Ada", "Ben", "Cy", "Di", "Ed"],
        "seed": "hall"}).get_json()
    tokens = check_in_all(api, made)
    assert organiser(api, made, "/rounds").status_code == 200
    tables = organiser(api, made, "/rounds/1/start", {}).get_json()["rounds"][0]["tables"]
    table = next(table for table in tables if len(table["players"]) == 2)  # three cards each
    match = {"id": table["match_id"]}
    owner = table["players"][1]
    held = api.post("/join", json={"code": table["join_code"], "seat": 1}, token=tokens[owner]).get_json()
    secret = BEN_HANDS[0]
    api.play(match, 1, "private_hand", {"cards": secret}, token=held["token"])
    stranger = next(player for player in tokens if player not in table["players"])
    moved = organiser(api, made, f"/rounds/1/tables/{table['table']}/seats/1/reassign", {"player": stranger})
    assert moved.status_code == 200, moved.get_json()
    lost = api.get(f"/matches/{match['id']}", token=held["token"])
    assert lost.status_code == 401 and lost.get_json()["moved_by"] == "organiser"
    joined = api.post("/join", json={"code": table["join_code"], "seat": 1}, token=tokens[stranger])
    assert joined.status_code == 200, joined.get_json()
    new = joined.get_json()["token"]
    assert_no_card([joined.get_data(as_text=True), *reads(api, match, new)], secret)
    view = api.view(match, token=new)
    assert view["viewer"]["blind"] is True and view["seats"][1]["moved"]["by"] == "organiser"

