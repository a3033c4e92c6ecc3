"""Half-Zero over HTTP: a reveal's plays are one entry per seat, in seat order; a list of another
length is a request that does not fit (422) saying what to send. Suits that are not one per seat
are refused at POST /matches with the spec's rule and how many to send. The view's reveals are
lists in seat order too."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("backend")


def test_half_zero_reveal_plays_are_a_list_in_seat_order(api):
    match = api.create("half-zero", ["Ann", "Ben", "Cat"])
    api.play(match, 0, "reveal", {"plays": ["6U", "4P", "2H"]})
    turn = api.view(match)["state"]["turn"]
    assert turn["reveals"] == [[6, 4, 2]] and turn["winner"] == 0


def test_half_zero_plays_not_one_per_seat_are_422_saying_what_to_send(api):
    match = api.create("half-zero", ["Ann", "Ben", "Cat"])
    response = api.move(match, 0, "reveal", {"plays": ["6U", "4P"]})
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "CORE-BAD-PAYLOAD"
    assert problem["detail"] == ("Something is missing or malformed in this move: plays (a list of 3 "
                                 "entries, one per seat in seat order, null for a seat without a play).")
    keyed = api.move(match, 0, "reveal", {"plays": {"0": "6U", "1": "4P", "2": "2H"}})
    assert keyed.status_code == 422 and "plays" in keyed.get_json()["errors"]["payload"]


def test_half_zero_suits_not_one_per_seat_are_422_saying_how_many(api):
    response = api.post("/matches", json={"game": "half-zero", "players": ["Ann", "Ben"],
                                          "options": {"suit_of": ["U", "P", "H"]}})
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "HALFZERO-SETUP-SUITS"
    assert problem["details"] == {"suit_of": ["U", "P", "H"], "point_suit": "C", "suits_needed": 2}
