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
