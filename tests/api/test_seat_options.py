"""A seat-valued option that names no seat of the table can never start a game: POST /matches
refuses it with 422 and a field error that says which seats there are, before any match exists."""
from __future__ import annotations

import pytest

SEAT_OPTION_GAMES = ["mini-golf", "ladder", "squad", "collector"]


@pytest.mark.parametrize("game", SEAT_OPTION_GAMES)
def test_first_dealer_beyond_the_table_is_422_saying_which_seats_there_are(api, game):
    response = api.post("/matches", json={"game": game, "players": ["Ann", "Ben", "Cat"],
                                          "options": {"first_dealer": 3}})
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["errors"] == {"options": {"first_dealer": ["A seat of this table: 0 to 2."]}}
    assert "rule" not in problem


@pytest.mark.parametrize("game", SEAT_OPTION_GAMES)
def test_first_dealer_at_the_last_seat_is_taken(api, game):
    match = api.create(game, ["Ann", "Ben", "Cat"], {"first_dealer": 2})
    assert api.view(match)["state"]["dealer"] == 2
