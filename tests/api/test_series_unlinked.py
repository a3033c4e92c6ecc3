"""When an entry of a series' event is no member's (`unlinked`, for the series' organiser): every
entry made with the event (`members`, `players`) or when a tournament is attached is linked at
once; an entry the event's organiser adds later (POST /tournaments/{id}/players) stays unlinked,
out of the series table, until a link names its member or its player checks in with a series
card."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def post(api, path, body=None, token=None, status=200):
    answer = api.post(path, json=body if body is not None else {}, token=token)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


def series_with_an_event(api):
    made = post(api, "/series", {"name": "Thursdays", "game": "mini-golf"}, status=201)
    event = post(api, f"/series/{made['id']}/tournaments", {
        "name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "options": {"holes": 1},
        "players": ["Ada", "Bea"]}, token=made["organiser_token"], status=201)
    return made, event


def unlinked(api, made):
    return api.get(f"/series/{made['id']}", token=made["organiser_token"]).get_json()["unlinked"]


def test_the_entries_an_event_is_made_with_are_linked_at_once(api):
    made, _event = series_with_an_event(api)
    assert unlinked(api, made) == []


def test_a_late_entry_the_organiser_adds_is_unlinked_until_a_link_names_its_member(api):
    made, event = series_with_an_event(api)
    late = post(api, f"/tournaments/{event['id']}/players", {"name": "Cy"}, token=event["organiser_token"])
    player = next(p["id"] for p in late["players"] if p["name"] == "Cy")
    assert unlinked(api, made) == [{"tournament": event["id"], "player": player, "name": "Cy"}]
    post(api, f"/tournaments/{event['id']}/check-in", {"code": late["players"][player]["code"]})
    assert len(unlinked(api, made)) == 1  # the event's own check-in code links nothing
    members = post(api, f"/series/{made['id']}/members", {"name": "Cyril"}, token=made["organiser_token"], status=201)
    cyril = next(m["id"] for m in members["members"] if m["name"] == "Cyril")
    post(api, f"/series/{made['id']}/links", {"tournament": event["id"], "player": player, "member": cyril},
         token=made["organiser_token"])
    assert unlinked(api, made) == []


def test_a_late_entry_under_a_members_name_is_linked_when_they_check_in_with_their_series_card(api):
    made, event = series_with_an_event(api)
    members = post(api, f"/series/{made['id']}/members", {"name": "Cy"}, token=made["organiser_token"], status=201)
    card = next(m for m in members["members"] if m["name"] == "Cy")
    post(api, f"/tournaments/{event['id']}/players", {"name": "Cy"}, token=event["organiser_token"])
    assert [entry["name"] for entry in unlinked(api, made)] == ["Cy"]
    checked_in = post(api, f"/tournaments/{event['id']}/check-in", {"code": card["code"]})
    assert checked_in["member"] == card["id"] and unlinked(api, made) == []


def test_an_unlinked_entry_has_no_row_yet_its_table_still_rates_the_members_it_met(api):
    made, event = series_with_an_event(api)
    token = event["organiser_token"]
    late = post(api, f"/tournaments/{event['id']}/players", {"name": "Cy"}, token=token)
    for player in late["players"]:
        post(api, f"/tournaments/{event['id']}/check-in", {"code": player["code"]})
    post(api, f"/tournaments/{event['id']}/rounds", token=token)
    (table,) = post(api, f"/tournaments/{event['id']}/rounds/1/start", {}, token=token)["rounds"][0]["tables"]
    cy = next(p["id"] for p in late["players"] if p["name"] == "Cy")
    post(api, f"/tournaments/{event['id']}/rounds/1/tables/1/correction",
         {"result": {"winners": [cy], "totals": [0] * len(table["players"])}}, token=token)
    view = api.get(f"/series/{made['id']}").get_json()
    assert sorted(row["name"] for row in view["table"]) == ["Ada", "Bea"]
    assert all(row["rating"]["mu"] < 25 for row in view["table"])  # both lost to Cy
