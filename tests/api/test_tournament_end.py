"""A tournament finishes by itself once its last round's results are in: nobody closes it, and
seating another round is then 409 TOUR-CLOSED. On the way, what docs/tournaments.md says of the
numbers: tables are numbered from 1, players and seats from 0, and a paper result names its
winners by player id and gives its totals in seat order."""
from __future__ import annotations

import pytest

from .tournament_support import check_in_all, organiser

pytestmark = pytest.mark.usefixtures("backend")


def test_the_last_rounds_results_finish_the_tournament_and_no_round_is_seated_after(api):
    made = api.post("/tournaments", json={
        "name": "Hall", "game": "mini-golf", "profile": {"kind": "placement", "points": [4, 2, 1]}, "rounds": 1,
        "options": {"holes": 1}, "players": ["Ada", "Bea", "Cid"], "seed": "a"}).get_json()
    tokens = check_in_all(api, made)
    assert [p["id"] for p in made["tournament"]["players"]] == [0, 1, 2]
    organiser(api, made, "/rounds")
    (table,) = organiser(api, made, "/rounds/1/start", {}).get_json()["rounds"][0]["tables"]
    seats = table["players"]  # player ids, seat 0 first
    assert table["table"] == 1 and seats != sorted(seats)  # else seats and ids could not be told apart
    # Golf: the fewest strokes win. Seat 1 won; seat 0 took 10, seat 2 took 30.
    paper = {"result": {"winners": [seats[1]], "totals": [10, 5, 30]}}
    entered = api.post(f"/tournaments/{made['id']}/rounds/1/tables/1/result", json=paper, token=tokens[seats[0]])
    assert entered.status_code == 200, entered.get_json()
    assert entered.get_json()["status"] == "running"
    view = api.post(f"/tournaments/{made['id']}/rounds/1/tables/1/confirm", token=tokens[seats[2]]).get_json()
    assert view["status"] == "finished" and view["champions"] == [seats[1]]
    assert {row["player"]: row["points"] for row in view["standings"]} == {seats[1]: 4, seats[0]: 2, seats[2]: 1}
    refused = organiser(api, made, "/rounds")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "TOUR-CLOSED"
