"""Flares over HTTP: setup that could never deal is refused with what to send, and the score
sheet travels as numbers (the CSV export writes them, a spreadsheet adds them up)."""
from __future__ import annotations

import csv
import io

import pytest

from tests.rules.flares.table import T01

pytestmark = pytest.mark.usefixtures("backend")


def test_flares_first_dealer_without_a_seat_is_422_saying_which_seats(api):
    response = api.post("/matches", json={"game": "flares", "players": ["Ann", "Ben"],
                                          "options": {"first_dealer": 2}})
    assert response.status_code == 422
    assert response.get_json()["errors"] == {
        "options": {"first_dealer": ["A seat of this table: 0 to 1 (the dealer of round 1)."]}}


def test_flares_csv_export_writes_points_as_numbers(api):
    match = api.create("flares", ["Ann", "Ben"])
    for _seq, (who, type_, payload) in sorted(T01.items()):
        api.play(match, "AB".index(who), type_, payload)
    scores = api.view(match)["scores"]
    assert scores["totals"] == [0, 13] and scores["totals_display"] == ["0", "13"]
    response = api.get(f"/matches/{match['id']}/export.csv", token=match["host_token"])
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert rows == [["round", "Ann", "Ben"], ["Round 1", "0", "13"], ["total", "0", "13"]]


def test_flares_point_cards_not_three_are_422_with_the_rule_and_what_to_send(api):
    match = api.create("flares", ["Ann", "Ben"])
    for seq in range(1, 9):
        who, type_, payload = T01[seq]
        api.play(match, "AB".index(who), type_, payload)
    response = api.move(match, 0, "point_cards", {"cards": ["2F", "5F"]})
    assert response.status_code == 422
    assert response.get_json()["rule"] == "FLARES-POINT-CARDS"
    assert response.get_json()["detail"] == "Enter all 3 point cards."


def _t09_over_http(api, **options):
    """FL-T09 up to the point cards: Ben's revoke in trick 1 is flagged (flag 1)."""
    from tests.rules.flares.table import T09_TRICKS
    match = api.create("flares", ["Ann", "Ben"], options)
    for trick in T09_TRICKS:
        for play in trick:
            who, card = play.split()
            if who == "deck":
                api.play(match, 0, "deck_lead", {"card": card})
            else:
                api.play(match, "AB".index(who), "play", {"card": card})
    return match


def test_flares_a_ruling_on_a_revoke_flag_is_a_logged_move_that_undo_takes_back(api):
    match = _t09_over_http(api, revoke_penalty="forfeit_round")
    ann = match["seats"][0]["token"]
    assert [flag["status"] for flag in api.view(match)["flags"]] == ["open"]
    answer = api.play(match, 0, "revoke_ruling", {"flag": 1, "ruling": "dismiss"}, token=ann)
    assert answer["seq"] == 10
    assert [(flag["status"], flag["message"]) for flag in answer["match"]["flags"]] == [
        ("dismissed", "Ben didn't follow Hearts in trick 1 but held 1H — a revoke.")]
    log = api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"]
    assert (log[-1]["type"], log[-1]["payload"], log[-1]["entered_by"]) == (
        "revoke_ruling", {"flag": 1, "ruling": "dismiss"}, "seat:0")

    again = api.move(match, 1, "revoke_ruling", {"flag": 1, "ruling": "uphold"},
                     headers={"Accept-Language": "it"})
    assert again.status_code == 409
    assert (again.get_json()["rule"], again.get_json()["detail"]) == (
        "FLARES-FLAG-RULED", "La rinuncia di Ben nella presa 1 è già stata respinta.")

    undone = api.post(f"/matches/{match['id']}/undo", token=ann, json={"target_seq": 10})
    assert undone.status_code == 200
    assert [flag["status"] for flag in undone.get_json()["match"]["flags"]] == ["open"]


def test_flares_an_upheld_flag_forfeits_and_a_later_round_may_not_rule_on_it(api):
    match = _t09_over_http(api, revoke_penalty="forfeit_round")
    api.play(match, 1, "revoke_ruling", {"flag": 1, "ruling": "uphold"})
    api.play(match, 0, "point_cards", {"cards": ["1C", "3C", "5C"]})
    view = api.view(match)
    assert view["flags"][0]["status"] == "upheld" and view["state"]["round"] == 2
    late = api.move(match, 0, "revoke_ruling", {"flag": 1, "ruling": "dismiss"})
    assert late.status_code == 409 and late.get_json()["rule"] == "FLARES-FLAG-PAST-ROUND"
    missing = api.move(match, 0, "revoke_ruling", {"flag": 7, "ruling": "dismiss"})
    assert missing.get_json()["detail"] == "There is no revoke flag 7 to rule on."
    bad = api.move(match, 0, "revoke_ruling", {"flag": 1, "ruling": "perhaps"})
    assert bad.status_code == 422 and "ruling" in bad.get_json()["errors"]["payload"]


def test_flares_a_flags_message_is_in_each_readers_language_however_often_it_is_read(api):
    """The flags' messages are written once per language and kept on the flags (api/matches/
    views.py): an English reader and an Italian one of the same match each read their own."""
    match = _t09_over_http(api, revoke_penalty="forfeit_round")
    english = "Ben didn't follow Hearts in trick 1 but held 1H — a revoke."

    def message(language: str) -> str:
        answer = api.get(f"/matches/{match['id']}", token=match["host_token"],
                         headers={"Accept-Language": language})
        return answer.get_json()["flags"][0]["message"]
    assert message("en") == english
    italian = message("it")
    assert italian != english and "Ben" in italian and "presa 1" in italian
    assert message("en") == english and message("it") == italian
