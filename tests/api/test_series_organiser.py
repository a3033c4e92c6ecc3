"""A series' organiser manages every event of the series with the series' own token (issue: the
correction of a result at its own event answered 401): seating, starting, correcting, the desk;
the audit says who acted. Nobody else's token gets that far: another series' organiser, an event's
organiser at another event of the series (the authorisation matrix has a row for every endpoint)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def post(api, path, body=None, token=None, status=200):
    answer = api.post(path, json=body if body is not None else {}, token=token)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()


def series_with_event(api, name="Thursday golf"):
    made = post(api, "/series", {"name": name, "game": "mini-golf"}, status=201)
    event = post(api, f"/series/{made['id']}/tournaments", {
        "name": "Night 1", "profile": {"kind": "placement", "points": [4, 2, 1, 0]}, "rounds": 1,
        "options": {"holes": 1}, "players": ["Ada", "Bea"]}, token=made["organiser_token"], status=201)
    for player in event["tournament"]["players"]:
        post(api, f"/tournaments/{event['id']}/check-in", {"code": player["code"]})
    return made, event


def test_the_series_organiser_seats_starts_and_corrects_its_event_and_the_audit_says_so(api):
    series, event = series_with_event(api)
    token, tid = series["organiser_token"], event["id"]
    post(api, f"/tournaments/{tid}/rounds", token=token)
    started = post(api, f"/tournaments/{tid}/rounds/1/start", {"minutes": 30}, token=token)
    table = started["rounds"][0]["tables"][0]
    assert "join_code" in table and started["viewer"]["organiser"]  # the desk, as its organisers see it
    first, second = table["players"]
    post(api, f"/tournaments/{tid}/rounds/1/tables/1/correction",
         {"result": {"winners": [first], "totals": [3, 9]}}, token=token)
    post(api, f"/tournaments/{tid}/rounds/1/tables/1/correction",
         {"result": {"winners": [second], "totals": [9, 3]}}, token=token)

    audit = api.get(f"/tournaments/{tid}/audit", token=token).get_json()
    mine = [(entry["type"], entry["by"]) for entry in audit if entry["by"] == "series_organiser"]
    assert mine == [("seat", "series_organiser"), ("start", "series_organiser"),
                    ("correct", "series_organiser"), ("correct", "series_organiser")]
    assert audit[-1]["payload"]["before"]["winners"] == [first]  # the old result is kept
    # The series' table follows the corrected result.
    names = {p["id"]: p["name"] for p in started["players"]}
    table_rows = api.get(f"/series/{series['id']}").get_json()["table"]
    assert [(row["name"], row["points"]) for row in table_rows] == [(names[second], 4), (names[first], 2)]


def test_the_series_organiser_manages_an_attached_tournament_too(api):
    series, _event = series_with_event(api)
    alone = post(api, "/tournaments", {"name": "Pop-up", "game": "mini-golf", "profile": {"kind": "wdl"},
                                       "rounds": 1, "players": ["Ada", "Cid"]}, status=201)
    token = series["organiser_token"]
    refused = api.post(f"/tournaments/{alone['id']}/players", json={"name": "Dan"}, token=token)
    assert refused.status_code == 403  # not yet an event of the series
    post(api, f"/series/{series['id']}/attach",
         {"tournament": alone["id"], "tournament_token": alone["organiser_token"]}, token=token)
    after = post(api, f"/tournaments/{alone['id']}/players", {"name": "Dan"}, token=token)
    assert [p["name"] for p in after["players"]] == ["Ada", "Cid", "Dan"]
    assert api.get(f"/tournaments/{alone['id']}/player-cards", token=token).status_code == 200


def test_no_other_organiser_manages_an_event_of_the_series(api):
    series, first = series_with_event(api)
    second = post(api, f"/series/{series['id']}/tournaments", {
        "name": "Night 2", "profile": {"kind": "wdl"}, "rounds": 1, "members": [0, 1]},
        token=series["organiser_token"], status=201)
    other_series, _other_event = series_with_event(api, "Another league")
    for token in (first["organiser_token"], other_series["organiser_token"]):
        refused = api.post(f"/tournaments/{second['id']}/rounds", token=token)
        assert refused.status_code == 403, refused.get_json()
        assert refused.get_json()["detail"] == "This token is not one of this tournament's."
    # An event's organiser is no series organiser either.
    assert api.post(f"/series/{series['id']}/members", json={"name": "Eve"},
                    token=second["organiser_token"]).status_code == 403
