"""Sixes over HTTP (docs/games/sixes.md §3.2, §3.4, §4): the service's clock judges every line at receipt,
lists stay private until the lock, refusals carry the rule id. The clock is injected: the test
moves it (never sleeps)."""
from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def started_round(api, clock, players=("A", "B", "C"), **options):
    match = api.create("sixes", list(players), {"timer_seconds": 60, "grace_ms": 1500, **options})
    for seat in match["seats"]:
        api.play(match, seat["seat"], "options_agreed", {}, token=seat["token"])
    api.play(match, 0, "card_set", {"texts": ["Fruits"]})  # the host phone, for the reader
    api.play(match, 0, "timer_started", {})
    return match, clock()


def line(api, match, seat, index, text):
    return api.move(match, seat, "line_set", {"index": index, "text": text},
                    token=match["seats"][seat]["token"])


def test_the_deadline_is_the_servers_and_a_line_counts_until_deadline_plus_grace(api, clock):
    match, started = started_round(api, clock)
    timer = api.view(match)["state"]["round"]["timer"]
    assert (timer["started_at"], timer["deadline"], timer["grace_ms"]) == (started, started + 60_000, 1500)
    clock.set(started + 61_500)
    assert line(api, match, 1, 6, "Plum").status_code == 201
    clock.advance(1)
    refused = line(api, match, 2, 2, "Fig")
    assert refused.status_code == 409
    assert refused.get_json()["rule"] == "SIX-LIST-LOCKED"
    assert refused.get_json()["detail"] == "Time's up — your list is locked."


def test_the_first_lock_request_locks_at_deadline_plus_grace_and_the_rest_are_refused(api, clock):
    match, started = started_round(api, clock)
    clock.set(started + 70_000)
    first = api.move(match, 2, "round_locked", {}, token=match["seats"][2]["token"])
    assert first.status_code == 201
    round_ = first.get_json()["match"]["state"]["round"]
    assert (round_["phase"], round_["timer"]["locked_at"]) == ("review", started + 61_500)
    again = api.move(match, 0, "round_locked", {}, token=match["seats"][0]["token"])
    assert (again.status_code, again.get_json()["rule"]) == (409, "SIX-ROUND-PHASE")


def test_a_lock_asked_for_early_is_refused_with_its_reason(api, clock):
    match, started = started_round(api, clock)
    clock.set(started + 30_000)
    early = api.move(match, 1, "round_locked", {}, token=match["seats"][1]["token"])
    assert (early.status_code, early.get_json()["rule"]) == (409, "SIX-TIME-LEFT")


def test_nobody_reads_another_players_lines_before_the_lock(api, clock):
    match, started = started_round(api, clock)
    assert line(api, match, 1, 1, "Durian").status_code == 201
    for reader in (match["host_token"], match["seats"][0]["token"], match["seats"][2]["token"]):
        view = api.get(f"/matches/{match['id']}", token=reader).get_data(as_text=True)
        log = api.get(f"/matches/{match['id']}/moves", token=reader).get_json()
        assert "Durian" not in view and "Durian" not in json.dumps(log)
        assert [entry["redacted"] for entry in log["moves"] if entry["type"] == "line_set"] == [True]
    own = api.view(match, match["seats"][1]["token"])["state"]["round"]["my_list"]
    assert own[0]["text"] == "Durian" and own[0]["received_at"] == started
    for seat in match["seats"]:
        api.play(match, seat["seat"], "player_done", {}, token=seat["token"])
    after = api.get(f"/matches/{match['id']}/moves", token=match["seats"][0]["token"]).get_json()
    assert "Durian" in json.dumps(after)


def test_the_host_phone_cannot_write_a_players_line(api, clock):
    match, _ = started_round(api, clock)
    refused = api.move(match, 1, "line_set", {"index": 1, "text": "Kiwi"})
    assert (refused.status_code, refused.get_json()["rule"]) == (403, "SIX-OWN-LIST")
    published = {rule["id"]: rule["status"] for rule in api.get("/games/sixes").get_json()["rules"]}
    assert published["SIX-OWN-LIST"] == 403  # the catalogue says it: who may act, not a rule of play
    assert published["SIX-LIST-LOCKED"] == 409


def test_time_from_the_api_is_the_clock_that_judges_the_lines(api, clock):
    match, started = started_round(api, clock)
    clock.advance(12_345)
    assert api.get("/time").get_json()["now_ms"] == started + 12_345
    line(api, match, 0, 1, "Apple")
    mine = api.view(match, match["seats"][0]["token"])["state"]["round"]["my_list"][0]
    assert mine["received_at"] == started + 12_345


def _in_review(api, match):
    for seat in match["seats"]:
        api.play(match, seat["seat"], "player_done", {}, token=seat["token"])


def test_sixes_unknown_proposal_is_409_with_its_own_rule(api, clock):
    match, _ = started_round(api, clock)
    _in_review(api, match)
    refused = api.move(match, 1, "vote_cast", {"proposal_id": "p7", "yes": True},
                       token=match["seats"][1]["token"])
    assert (refused.status_code, refused.get_json()["rule"]) == (409, "SIX-UNKNOWN-PROPOSAL")
    assert refused.get_json()["details"] == {"proposal_id": "p7"}


def test_sixes_a_lobby_change_no_table_can_play_is_422_naming_the_option(api):
    match = api.create("sixes", ["A", "B"])
    refused = api.move(match, 0, "options_changed", {"options": {"timer_seconds": 5}},
                       token=match["seats"][0]["token"])
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {"payload": {"options": {"timer_seconds": [
        "Must be greater than or equal to 10 and less than or equal to 600."]}}}


def test_sixes_a_blank_card_is_422(api):
    match = api.create("sixes", ["A", "B"])
    for seat in match["seats"]:
        api.play(match, seat["seat"], "options_agreed", {}, token=seat["token"])
    refused = api.move(match, 0, "card_set", {"texts": [" "]})
    assert refused.status_code == 422 and "texts" in refused.get_json()["errors"]["payload"]
