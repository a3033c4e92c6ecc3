"""A tournament table's seats, on both backends: each is claimed only from its own player's phone
(their player token on POST /join) or by an organiser, whoever else holds the table's join code;
organisers release a seat (the phone holding it is signed out of the match) and reassign it to
another checked-in player, with both in the audit."""
from __future__ import annotations

import pytest

from api.auth import token_hash
from api.errors import Problem
from api.matches.seats import SeatKeeper

from .tournament_support import NAMES, check_in_all, create, join_own_seat, organiser, play_golden_q_win, seat_and_start

pytestmark = pytest.mark.usefixtures("backend")


def _seat_path(round_: int, table: int, seat: int) -> str:
    return f"/rounds/{round_}/tables/{table}/seats/{seat}"


def test_every_seat_of_every_table_is_claimed_only_by_its_own_player(api):
    made = create(api)
    tokens = check_in_all(api, made)
    tables = seat_and_start(api, made, 1)
    for table in tables:
        # Listing the seats by code stays open to anyone, as for any match.
        listed = api.post("/join", json={"code": table["join_code"]})
        assert listed.status_code == 200 and not any(s["claimed"] for s in listed.get_json()["seats"])
        # It says whose the match is, so a phone knows which tournament token to claim with.
        assert listed.get_json()["tournament"] == {"id": made["id"], "name": "Autumn EkeQ", "round": 1,
                                                   "table": table["table"]}
        for seat, owner in enumerate(table["players"]):
            for thief, token in tokens.items():
                if thief == owner:
                    continue
                taken = api.post("/join", json={"code": table["join_code"], "seat": seat}, token=token)
                assert taken.status_code == 403, taken.get_json()
                assert taken.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
            anonymous = api.post("/join", json={"code": table["join_code"], "seat": seat},
                                 headers={"Accept-Language": "it"})
            assert anonymous.status_code == 403 and anonymous.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
            assert anonymous.get_json()["detail"].startswith(
                f"Il posto {seat} al tavolo {table['table']} è di {NAMES[owner]}:")
            # After every refusal the seat is still free for its own player.
            joined = join_own_seat(api, table, tokens, seat)
            assert joined["seat"] == seat and joined["match"]["seats"][seat]["name"] == NAMES[owner]


def test_a_refused_claim_names_the_seat_and_its_player_in_english(api):
    made = create(api)
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    thief = table["players"][1]
    taken = api.post("/join", json={"code": table["join_code"], "seat": 0}, token=tokens[thief])
    owner = NAMES[table["players"][0]]
    assert taken.get_json()["detail"] == (
        f"Seat 0 at table 1 is {owner}'s: it is taken from {owner}'s own phone, checked in to the "
        "tournament (\"Join my seat at the table\"), or handed out by the organiser.")
    assert taken.headers["Content-Type"] == "application/problem+json"


def test_an_organiser_may_hand_out_any_seat_and_a_stale_player_token_is_401(api):
    made = create(api)
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    handed = api.post("/join", json={"code": table["join_code"], "seat": 2}, token=made["organiser_token"])
    assert handed.status_code == 200 and handed.get_json()["seat"] == 2
    owner = table["players"][0]
    code = next(p["code"] for p in made["tournament"]["players"] if p["id"] == owner)
    api.post(f"/tournaments/{made['id']}/check-in", json={"code": code})  # a new phone
    stale = api.post("/join", json={"code": table["join_code"], "seat": 0}, token=tokens[owner])
    assert stale.status_code == 401


def test_an_ordinary_match_is_joined_as_before_whatever_the_header(api):
    match = api.create("ekeq", ["A", "B", "C"])
    assert "tournament" not in api.post("/join", json={"code": match["join_code"]}).get_json()
    for seat, headers in enumerate(({}, {"Authorization": "Bearer nobody"}, {"Authorization": "Basic x"})):
        joined = api.post("/join", json={"code": match["join_code"], "seat": seat}, headers=headers)
        assert joined.status_code == 200, joined.get_json()


def test_an_organiser_releases_a_seat_and_its_player_claims_it_again(api):
    """A phone that died: its token stops working, the player's new phone takes the seat."""
    made = create(api)
    tokens = check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    first = join_own_seat(api, table, tokens, 1)
    match = f"/matches/{first['match_id']}"
    assert api.get(match, token=first["token"]).status_code == 200
    again = api.post("/join", json={"code": table["join_code"], "seat": 1}, token=tokens[table["players"][1]])
    assert again.status_code == 409 and again.get_json()["rule"] == "JOIN-SEAT-TAKEN"  # nobody can repair that...

    desk = api.get(f"/tournaments/{made['id']}", token=made["organiser_token"]).get_json()["rounds"][0]["tables"]
    assert desk[0]["held"] == [False, True, False] and desk[1]["held"] == [False, False, False]
    for viewer in (None, tokens[table["players"][1]]):  # the desk's alone
        assert "held" not in api.get(f"/tournaments/{made['id']}", token=viewer).get_json()["rounds"][0]["tables"][0]
    released = organiser(api, made, _seat_path(1, 1, 1) + "/release")  # ...but the organiser
    assert released.status_code == 200, released.get_json()
    assert released.get_json()["rounds"][0]["tables"][0]["held"] == [False, False, False]
    assert api.get(match, token=first["token"]).status_code == 401
    listed = api.post("/join", json={"code": table["join_code"]}).get_json()["seats"]
    assert listed[1] == {"seat": 1, "name": NAMES[table["players"][1]], "claimed": False}
    thief = api.post("/join", json={"code": table["join_code"], "seat": 1}, token=tokens[table["players"][0]])
    assert thief.status_code == 403 and thief.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
    second = join_own_seat(api, table, tokens, 1)
    assert api.get(match, token=second["token"]).status_code == 200
    audit = api.get(f"/tournaments/{made['id']}/audit", token=made["organiser_token"]).get_json()
    release = next(e for e in audit if e["type"] == "release")
    assert release["payload"] == {"round": 1, "table": 1, "seat": 1, "player": table["players"][1]}
    assert release["by"] == "organiser"


def test_an_organiser_reassigns_a_seat_to_a_player_of_another_table(api):
    """A swap the organiser meant before the start: the two players change places, both tables'
    seats change hands, and each match is credited to the player now sitting there."""
    made = create(api)
    tokens = check_in_all(api, made)
    one, two = seat_and_start(api, made, 1)
    a, b = one["players"][0], two["players"][2]
    held = [join_own_seat(api, one, tokens, 0), join_own_seat(api, two, tokens, 2)]
    neighbour = join_own_seat(api, one, tokens, 1)
    seen = api.get(f"/matches/{neighbour['match_id']}", token=neighbour["token"]).headers["ETag"]
    moved = organiser(api, made, _seat_path(1, 1, 0) + "/reassign", {"player": b})
    assert moved.status_code == 200, moved.get_json()
    # The phone still at the table hears of it: the match moved on, with the new name.
    polled = api.get(f"/matches/{neighbour['match_id']}", token=neighbour["token"],
                     headers={"If-None-Match": seen})
    assert polled.status_code == 200 and polled.get_json()["seats"][0]["name"] == NAMES[b]
    one, two = moved.get_json()["rounds"][0]["tables"]
    assert one["players"][0] == b and two["players"][2] == a
    for joined in held:  # both phones are signed out of their matches
        assert api.get(f"/matches/{joined['match_id']}", token=joined["token"]).status_code == 401
    for table, seat, player in ((one, 0, b), (two, 2, a)):
        listed = api.post("/join", json={"code": table["join_code"]}).get_json()["seats"]
        assert listed[seat] == {"seat": seat, "name": NAMES[player], "claimed": False}
        former = a if player == b else b
        refused = api.post("/join", json={"code": table["join_code"], "seat": seat}, token=tokens[former])
        assert refused.status_code == 403 and refused.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
        joined = join_own_seat(api, table, tokens, seat)
        assert joined["match"]["seats"][seat]["name"] == NAMES[player]
    audit = api.get(f"/tournaments/{made['id']}/audit", token=made["organiser_token"]).get_json()
    entry = next(e for e in audit if e["type"] == "reassign")
    assert entry["payload"] == {"round": 1, "table": 1, "seat": 0, "player": b, "before": a}


def test_a_reassigned_seat_wins_for_its_new_player(api):
    made = create(api)
    tokens = check_in_all(api, made)
    one, two = seat_and_start(api, made, 1)
    a, b = one["players"][0], two["players"][1]
    one = organiser(api, made, _seat_path(1, 1, 0) + "/reassign", {"player": b}).get_json()["rounds"][0]["tables"][0]
    play_golden_q_win(api, one, tokens, winner_seat=0)
    view = api.get(f"/tournaments/{made['id']}").get_json()
    assert view["rounds"][0]["tables"][0]["result"]["winners"] == [b]
    points = {row["player"]: row["points"] for row in view["standings"]}
    assert points[b] == 15 and points[a] == 0


@pytest.mark.parametrize("path, body, rule", [
    (_seat_path(1, 1, 3) + "/reassign", {"player": 5}, "TOUR-NO-SEAT"),
    (_seat_path(1, 1, 3) + "/release", None, "TOUR-NO-SEAT"),
    (_seat_path(1, 9, 0) + "/release", None, "TOUR-NO-TABLE"),
    (_seat_path(2, 1, 0) + "/release", None, "TOUR-NOT-SEATED"),
    (_seat_path(1, 1, 0) + "/reassign", {"player": 6}, "TOUR-NOT-CHECKED-IN"),
    (_seat_path(1, 1, 0) + "/reassign", {"player": 42}, "EKEQ-TOUR-PLAYER"),
    (_seat_path(1, 1, 0) + "/reassign", "self", "TOUR-SAME-PLAYER"),
])
def test_a_seat_the_organiser_cannot_hand_over_names_its_rule(api, path, body, rule):
    made = create(api)
    check_in_all(api, made)
    table = seat_and_start(api, made, 1)[0]
    organiser(api, made, "/players", {"name": "Late"})  # registered, not checked in: player 6
    answer = organiser(api, made, path, {"player": table["players"][0]} if body == "self" else body)
    assert answer.status_code == 409 and answer.get_json()["rule"] == rule, answer.get_json()


def test_no_seat_changes_hands_before_the_start_or_after_the_result(api):
    made = create(api)
    tokens = check_in_all(api, made)
    organiser(api, made, "/rounds")
    early = organiser(api, made, _seat_path(1, 1, 0) + "/release")
    assert early.status_code == 409 and early.get_json()["rule"] == "TOUR-NOT-STARTED"
    organiser(api, made, "/rounds/1/start", {})
    table = api.get(f"/tournaments/{made['id']}", token=made["organiser_token"]).get_json()["rounds"][0]["tables"][0]
    a, b, c = table["players"]
    path = f"/tournaments/{made['id']}/rounds/1/tables/1"
    api.post(f"{path}/result", json={"result": {"winners": [b], "totals": [1, 2, 3], "type": "all_cards"}},
             token=tokens[a])
    api.post(f"{path}/confirm", token=tokens[c])
    late = organiser(api, made, _seat_path(1, 1, 0) + "/release")
    assert late.status_code == 409 and late.get_json()["rule"] == "TOUR-RESULT-KNOWN"
    into = organiser(api, made, _seat_path(1, 2, 0) + "/reassign", {"player": a})
    assert into.status_code == 409 and into.get_json()["rule"] == "TOUR-RESULT-KNOWN"


def test_a_seat_handed_to_another_player_while_a_claim_is_checked_is_not_taken(api, app, backend):
    """PostgreSQL runs requests side by side: Ada's claim is checked, then (before it writes) the
    organiser gives her seat to Bea. The claim must not land on the seat that is now Bea's."""
    if backend != "postgresql":
        pytest.skip("SQLite writers take turns: the organiser cannot write inside a claim")
    from api.tournaments.service import Caller, tournaments
    made = create(api)
    tokens = check_in_all(api, made)
    one, two = seat_and_start(api, made, 1)
    ada, bea = one["players"][0], two["players"][0]
    with app.test_request_context():
        service, hall = app.extensions["table_referee"], tournaments()
        check = hall.seat_claim(token_hash(tokens[ada]))

        def checked_then_reassigned(conn, match_id, link, seat):
            check(conn, match_id, link, seat)  # Ada's seat, so far
            hall.act(made["id"], Caller("organiser"), "reassign", {"round": 1, "table": 1, "seat": 0, "player": bea})

        with pytest.raises(Problem) as refused:
            SeatKeeper(service).join(one["join_code"], 0, checked_then_reassigned)
    assert refused.value.extra["rule"] == "JOIN-SEAT-TAKEN"
    mine = api.post("/join", json={"code": one["join_code"], "seat": 0}, token=tokens[bea])
    assert mine.status_code == 200, mine.get_json()
