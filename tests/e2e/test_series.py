"""A series on the phones (issue: organisers beyond one evening): the organiser makes a series and
its first event from the phone, the event is played, the series table shows every member with
their rating and why they sit where they are; a member opens their own page with their series
card code, sees what each table did to their rating, and asks for initials on public pages."""
from __future__ import annotations

import json

import pytest

from . import ui
from .test_tournament import tap, wait_text

pytestmark = pytest.mark.e2e


def test_an_organiser_runs_a_series_event_and_a_member_reads_their_page(phones, live_server):
    organiser = phones("se-organiser")
    organiser.open("#/")
    tap(organiser.page, "home-series")
    organiser.page.fill("[data-testid=sn-name]", "Thursday golf")
    organiser.page.select_option("[data-testid=sn-game]", "mini-golf")
    organiser.page.fill("[data-testid=sn-best]", "2")
    organiser.page.fill("[data-testid=sn-events]", "3")
    tap(organiser.page, "sn-create")
    organiser.page.wait_for_selector("[data-testid=series-organiser]")
    series_id = organiser.page.url.split("#/series/")[1]
    token = json.loads(organiser.page.evaluate("localStorage.getItem('tr.series')"))[series_id]["token"]
    assert "best 2 of 3 events" in organiser.page.inner_text("[data-testid=series-scoring]")

    tap(organiser.page, "se-new-event")
    organiser.page.fill("[data-testid=se-name]", "Night 1")
    organiser.page.select_option("[data-testid=se-profile]", "placement")
    organiser.page.fill("[data-testid=se-rounds]", "1")
    organiser.page.fill("[data-testid=se-players]", "Ada Lovelace\nBea\nCid\nDan")
    tap(organiser.page, "se-make-event")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    tournament_id = organiser.page.url.split("#/tournament/")[1]
    tournaments = json.loads(organiser.page.evaluate("localStorage.getItem('tr.tournaments')"))
    event_token = tournaments[tournament_id]["token"]

    base = f"{live_server}/api/v1/tournaments/{tournament_id}"
    for player in ui.api_call(base, token=event_token)["players"]:
        ui.api_call(f"{base}/check-in", {"code": player["code"]})
    ui.api_call(f"{base}/rounds", {}, token=event_token)
    started = ui.api_call(f"{base}/rounds/1/start", {}, token=event_token)
    for table in started["rounds"][0]["tables"]:  # the first seat wins, with the lowest total
        ui.api_call(f"{base}/rounds/1/tables/{table['table']}/correction", token=event_token, body={
            "result": {"winners": [table["players"][0]], "totals": list(range(1, len(table["players"]) + 1))}})

    organiser.open(f"#/series/{series_id}")
    wait_text(organiser.page, "[data-testid=series-table]", lambda text: "Ada Lovelace" in text and "Dan" in text)
    view = ui.api_call(f"{live_server}/api/v1/series/{series_id}", token=token)
    ada = next(m for m in view["members"] if m["name"] == "Ada Lovelace")
    assert organiser.page.inner_text(f"[data-testid=series-card-{ada['id']}]") == ada["code"]
    second = view["table"][1]
    wait_text(organiser.page, f"[data-testid=series-why-{second['member']}]",
              lambda text: f"Below {second['above_name']} on" in text or "Tied" in text)
    assert organiser.page.inner_text("[data-testid=series-recent]")
    rating = view["table"][0]["rating"]
    assert organiser.page.inner_text(f"[data-testid=series-rating-{view['table'][0]['member']}]") == (
        f"{rating['ordinal']:.1f} μ {rating['mu']:.1f} ± {rating['sigma']:.1f}")

    member = phones("se-ada")
    member.open(f"#/series/{series_id}")
    member.page.wait_for_selector("[data-testid=series-table]")
    assert member.page.query_selector("[data-testid=series-organiser]") is None
    member.page.fill("[data-testid=series-code]", ada["code"].lower())
    tap(member.page, "series-open-mine")
    wait_text(member.page, "[data-testid=series-me-history]", lambda text: "Event 1, round 1" in text)
    assert "Night 1" in member.page.inner_text("[data-testid=series-me-events]")
    chart = member.page.get_attribute("[data-testid=series-me-chart] svg", "aria-label")
    assert chart.startswith("My rating table by table; now") and chart.endswith("tables played: 1")
    # The box shows checked as soon as it is tapped, before the phone's request has reached the
    # server: wait for the server's answer to that request, then read what the server holds.
    with member.page.expect_response(lambda answer: answer.request.method == "POST"
                                     and answer.url.endswith(f"/series/{series_id}/me")
                                     and (answer.request.post_data_json or {}).get("initials_only") is True) as sent:
        member.page.check("[data-testid=series-initials]")
    assert sent.value.ok
    public = ui.api_call(f"{live_server}/api/v1/series/{series_id}")
    assert "A. L." in [row["name"] for row in public["table"]]
    tap(member.page, "series-back")
    wait_text(member.page, "[data-testid=series-table]", lambda text: "A. L." in text and "Ada Lovelace" not in text)
    # Night 2: Bea was left off the list; she scans her series card and checks in herself.
    event = ui.api_call(f"{live_server}/api/v1/series/{series_id}/tournaments", token=token, body={
        "name": "Night 2", "profile": {"kind": "placement"}, "rounds": 1, "members": [ada["id"]], "players": ["Eve"]})
    bea = next(m for m in view["members"] if m["name"] == "Bea")
    phone = phones("se-bea")
    phone.open(f"#series={series_id}.{bea['code']}")
    tap(phone.page, "series-card-check-in")
    phone.page.wait_for_selector("[data-testid=tour-me]")
    night = ui.api_call(f"{live_server}/api/v1/tournaments/{event['id']}", token=event["organiser_token"])
    assert [p["name"] for p in night["players"] if p["checked_in"]] == ["Bea"]
    # Night 2 was made elsewhere, so this phone has no token of its own for it: the series' token
    # opens its desk, and its printed cards.
    organiser.open(f"#/tournament/{event['id']}")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    organiser.open(f"#/tournament/{event['id']}/print/0")
    organiser.page.wait_for_selector("[data-testid=tour-player-card-0]")
    assert not ui.api_call(f"{live_server}/api/v1/series/{series_id}", token=token)["unlinked"]
    organiser.open(f"#/series/{series_id}/cards")
    organiser.page.wait_for_selector(f"[data-testid=series-print-{bea['id']}] .qr svg")

    # A pop-up tournament the organiser made on this phone joins the series as its next event.
    organiser.open("#/tournaments/new")
    organiser.page.fill("[data-testid=tn-name]", "Pop-up")
    organiser.page.select_option("[data-testid=tn-game]", "mini-golf")
    organiser.page.select_option("[data-testid=tn-profile]", "wdl")
    organiser.page.fill("[data-testid=tn-players]", "Bea, Fay")
    tap(organiser.page, "tn-create")
    organiser.page.wait_for_selector("[data-testid=tour-organiser]")
    organiser.open(f"#/series/{series_id}")
    tap(organiser.page, "se-attach-open")
    organiser.page.select_option("[data-testid=se-attach]", label="Pop-up")
    tap(organiser.page, "se-attach-now")
    wait_text(organiser.page, "[data-testid=series-events]", lambda text: "Pop-up" in text)
    members = {m["name"] for m in ui.api_call(f"{live_server}/api/v1/series/{series_id}", token=token)["members"]}
    assert {"Bea", "Fay"} <= members

    hall = phones("se-hall")
    hall.open(f"#/series/{series_id}/display")
    wait_text(hall.page, "[data-testid=series-display-page]", lambda text: "A. L." in text and "Thursday golf" in text)
    assert hall.page.inner_text("[data-testid=series-next]") == "Next: Night 2 (registration)"
    for each in (organiser, member, phone, hall):
        assert each.errors == []


def test_a_member_who_asks_for_initials_is_renamed_live_on_the_hall_display_and_at_the_tables(phones, live_server):
    """Ada asks for initials while Night 1 is under way: the event's hall display redraws with her
    initials, and so do the table of Bea's phone and the match in its home screen's list."""
    api = f"{live_server}/api/v1"
    made = ui.api_call(f"{api}/series", {"name": "Friday golf", "game": "mini-golf"})
    sid, token = made["id"], made["organiser_token"]
    ada = ui.api_call(f"{api}/series/{sid}/members", {"name": "Ada Lovelace"}, token=token)["members"][0]
    event = ui.api_call(f"{api}/series/{sid}/tournaments", token=token, body={
        "name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "options": {"holes": 1}, "members": [ada["id"]],
        # This seed seats Ada first, so she deals and her name is on the table's first screen.
        "players": ["Bea", "Cid"], "seed": "b"})
    tid, organiser = event["id"], event["organiser_token"]
    codes = {p["name"]: p["code"] for p in event["tournament"]["players"]}
    for name in ("Ada Lovelace", "Cid"):
        ui.api_call(f"{api}/tournaments/{tid}/check-in", {"code": codes[name]})
    bea = phones("se-privacy-bea")
    bea.open(f"#checkin={tid}.{codes['Bea']}")
    bea.page.wait_for_selector("[data-testid=tour-me]")
    ui.api_call(f"{api}/tournaments/{tid}/rounds", {}, token=organiser)
    ui.api_call(f"{api}/tournaments/{tid}/rounds/1/start", {}, token=organiser)
    tap(bea.page, "tour-join")
    wait_text(bea.page, "main", lambda text: "Ada Lovelace" in text)
    hall = phones("se-privacy-hall")
    hall.open(f"#/tournament/{tid}/display")
    wait_text(hall.page, "[data-testid=tour-display-page]", lambda text: "Ada Lovelace" in text)

    ui.api_call(f"{api}/series/{sid}/me", {"code": ada["code"], "initials_only": True})
    wait_text(hall.page, "[data-testid=tour-display-page]", lambda text: "A. L." in text and "Lovelace" not in text)
    wait_text(bea.page, "main", lambda text: "A. L." in text and "Lovelace" not in text)
    bea.open("#/")
    wait_text(bea.page, "main", lambda text: "A. L." in text and "Lovelace" not in text)
    for each in (bea, hall):
        assert each.errors == []
