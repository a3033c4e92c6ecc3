"""A series member who asked to be shown by initials only is shown so wherever an event of the
series shows them to anyone but its organisers: the tournament's view (the desk a player sees, the
hall display's), its standings and their CSV and JSON, a check-in's answer, a refusal that names
them, and the matches of its tables (their views, seat lists and exports). The organisers keep the
names as typed, as on the series' own page. A change of mind, or an entry linked to such a member
later, renames their seats at the tables and wakes every live page."""
from __future__ import annotations

import json

import pytest

from tests.api.test_series_api import post

pytestmark = pytest.mark.usefixtures("backend")

FULL, INITIALS = "Ada Lovelace", "A. L."
EVENT = {"name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "options": {"holes": 1}}


def series_with_ada(api):
    made = post(api, "/series", {"name": "Thursday golf", "game": "mini-golf"}, status=201)
    sid, token = made["id"], made["organiser_token"]
    members = post(api, f"/series/{sid}/members", {"name": FULL}, token=token, status=201)["members"]
    return sid, token, members[0]["code"]


def initials_only(api, sid, code, wanted):
    assert post(api, f"/series/{sid}/me", {"code": code, "initials_only": wanted})["initials_only"] is wanted


def event_under_way(api, sid, token, **body):
    """An event of the series with Ada and three others, everyone checked in, round 1 started."""
    made = post(api, f"/series/{sid}/tournaments", {**EVENT, "members": [0], "players": ["Bea", "Cid", "Dan"], **body},
                token=token, status=201)
    tid, organiser = made["id"], made["organiser_token"]
    answers = {p["name"]: post(api, f"/tournaments/{tid}/check-in", {"code": p["code"]})
               for p in made["tournament"]["players"]}
    post(api, f"/tournaments/{tid}/rounds", token=organiser)
    table = post(api, f"/tournaments/{tid}/rounds/1/start", {}, token=organiser)["rounds"][0]["tables"][0]
    return tid, organiser, answers, table


def public_texts(api, tid, token=None):
    """What an event shows to anyone but its organisers, as text."""
    return [api.get(f"/tournaments/{tid}", token=token).get_data(as_text=True),
            api.get(f"/tournaments/{tid}/standings").get_data(as_text=True),
            api.get(f"/tournaments/{tid}/standings.csv").get_data(as_text=True),
            api.get(f"/tournaments/{tid}/standings.json").get_data(as_text=True)]


def seat_names(api, match_id, token):
    return [seat["name"] for seat in api.get(f"/matches/{match_id}", token=token).get_json()["seats"]]


def test_initials_only_hides_the_name_on_every_page_of_the_event_but_its_organisers(api):
    sid, token, code = series_with_ada(api)
    initials_only(api, sid, code, True)
    tid, organiser, answers, table = event_under_way(api, sid, token)
    ada = answers[FULL]["player"]
    bea_token = answers["Bea"]["player_token"]

    # The public pages, the hall display's among them, and another player's own view.
    for text in public_texts(api, tid) + public_texts(api, tid, bea_token)[:1]:
        assert INITIALS in text and "Lovelace" not in text
    standings = api.get(f"/tournaments/{tid}/standings").get_json()["rows"]
    assert INITIALS in {row["name"] for row in standings} | {row["above_name"] for row in standings}
    assert "Lovelace" not in json.dumps(answers["Bea"])  # a check-in's answer shows the others so too
    # Ada's own check-in and her own view show her own name.
    assert answers[FULL]["name"] == FULL
    mine = api.get(f"/tournaments/{tid}", token=answers[FULL]["player_token"]).get_json()
    assert mine["players"][ada]["name"] == FULL

    # The organisers keep the names as typed: the desk, the printed round and check-in cards.
    desk = api.get(f"/tournaments/{tid}", token=organiser).get_json()
    assert desk["players"][ada]["name"] == FULL
    assert FULL in api.get(f"/tournaments/{tid}/rounds/1/cards", token=organiser).get_data(as_text=True)
    assert FULL in api.get(f"/tournaments/{tid}/player-cards", token=organiser).get_data(as_text=True)

    # The table's match: its seat list at /join, and each seat's own view and export.
    seat = table["players"].index(ada)
    listed = post(api, "/join", {"code": table["join_code"]})
    assert listed["seats"][seat]["name"] == INITIALS and "Lovelace" not in json.dumps(listed)
    bea_seat = table["players"].index(answers["Bea"]["player"])
    bea = post(api, "/join", {"code": table["join_code"], "seat": bea_seat}, token=bea_token)
    assert seat_names(api, table["match_id"], bea["token"])[seat] == INITIALS
    for export in ("export.csv", "export.json"):
        text = api.get(f"/matches/{table['match_id']}/{export}", token=bea["token"]).get_data(as_text=True)
        assert INITIALS in text and "Lovelace" not in text

    # Anyone but Ada claiming her seat is refused with her name as the public sees it.
    refused = api.post("/join", json={"code": table["join_code"], "seat": seat}, token=bea_token)
    assert refused.status_code == 403 and refused.get_json()["rule"] == "TOUR-SEAT-NOT-YOURS"
    assert INITIALS in refused.get_json()["detail"] and "Lovelace" not in refused.get_json()["detail"]


def test_a_change_of_mind_renames_the_seats_at_the_tables_and_wakes_the_event(api):
    sid, token, code = series_with_ada(api)
    tid, _organiser, answers, table = event_under_way(api, sid, token)
    ada, match_id = answers[FULL]["player"], table["match_id"]
    bea_seat = table["players"].index(answers["Bea"]["player"])
    bea = post(api, "/join", {"code": table["join_code"], "seat": bea_seat}, token=answers["Bea"]["player_token"])
    seat = table["players"].index(ada)
    assert seat_names(api, match_id, bea["token"])[seat] == FULL
    before = api.get(f"/tournaments/{tid}").get_json()["version"]
    match_before = api.get(f"/matches/{match_id}", token=bea["token"]).get_json()["version"]

    initials_only(api, sid, code, True)
    assert seat_names(api, match_id, bea["token"])[seat] == INITIALS
    view = api.get(f"/tournaments/{tid}").get_json()
    assert view["players"][ada]["name"] == INITIALS and view["version"] > before  # live pages redraw
    assert api.get(f"/matches/{match_id}", token=bea["token"]).get_json()["version"] > match_before
    assert all("Lovelace" not in text for text in public_texts(api, tid))

    initials_only(api, sid, code, False)
    assert seat_names(api, match_id, bea["token"])[seat] == FULL
    assert api.get(f"/tournaments/{tid}").get_json()["players"][ada]["name"] == FULL


def test_an_entry_linked_later_to_a_member_who_asked_for_initials_is_shown_by_them(api):
    """A returning player typed under another name: once the organiser links the entry to them,
    the event and its tables show them as the series does."""
    sid, token, code = series_with_ada(api)
    initials_only(api, sid, code, True)
    tid, _organiser, answers, table = event_under_way(api, sid, token, members=[], players=["A. Lovelace", "Bea", "Cid"])
    typed = answers["A. Lovelace"]["player"]
    seat = table["players"].index(typed)
    assert post(api, "/join", {"code": table["join_code"]})["seats"][seat]["name"] == "A. Lovelace"

    post(api, f"/series/{sid}/links", {"tournament": tid, "player": typed, "member": 0}, token=token)
    assert api.get(f"/tournaments/{tid}").get_json()["players"][typed]["name"] == INITIALS
    assert post(api, "/join", {"code": table["join_code"]})["seats"][seat]["name"] == INITIALS
    assert all("Lovelace" not in text for text in public_texts(api, tid))


def test_a_tournament_outside_any_series_shows_every_name_as_typed(api):
    made = post(api, "/tournaments", {**EVENT, "game": "mini-golf", "players": [FULL, "Bea"]}, status=201)
    assert all(FULL in text for text in public_texts(api, made["id"]))
