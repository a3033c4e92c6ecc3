"""A paper result given as a finishing order (issue 35), on both backends: under placement points
4/2/1/0 a table's three losers get 2, 1 and 0 from the order its phone sends, as a table played
in the app gets them from its totals; the pending result shows each seat's place before an
opponent confirms it; winners alone still place the others together, as zero totals did."""
from __future__ import annotations

import pytest

from .tournament_support import check_in_all, create, seat_and_start

pytestmark = pytest.mark.usefixtures("backend")

PLAYERS = ["Ada", "Bea", "Cin", "Dan"]


def one_table_of_four(api):
    """Mini Golf, its own scoring (placement 4/2/1/0): four players at one table, started."""
    made = create(api, game="mini-golf", profile={"kind": "placement"}, rounds=1, players=PLAYERS)
    tokens = check_in_all(api, made)
    return made, tokens, seat_and_start(api, made, 1)[0]["players"]


def test_a_finishing_order_sent_for_a_paper_table_gives_its_losers_2_1_0(api):
    made, tokens, seats = one_table_of_four(api)
    path = f"/tournaments/{made['id']}/rounds/1/tables/1"
    order = [3, 1, 4, 2]  # places in seat order: seat 1 first
    entered = api.post(f"{path}/result", token=tokens[seats[0]],
                       json={"result": {"winners": [seats[1]], "places": order}})
    assert entered.status_code == 200, entered.get_json()
    pending = entered.get_json()["rounds"][0]["tables"][0]["pending"]["result"]
    assert pending["places"] == order and pending["totals"] == [None] * 4
    assert api.post(f"{path}/confirm", token=tokens[seats[1]]).status_code == 200
    points = {row["player"]: row["points"] for row in api.get(f"/tournaments/{made['id']}/standings").get_json()["rows"]}
    assert [points[player] for player in seats] == [1, 4, 0, 2]


def test_a_paper_result_sent_with_totals_keeps_the_places_they_give(api):
    """The contract as it was: totals, ranked in the game's direction (Mini Golf: fewest strokes)."""
    made, tokens, seats = one_table_of_four(api)
    entered = api.post(f"/tournaments/{made['id']}/rounds/1/tables/1/result", token=tokens[seats[0]],
                       json={"result": {"winners": [seats[2]], "totals": [31, 40, 27, 35]}})
    assert entered.status_code == 200, entered.get_json()
    assert entered.get_json()["rounds"][0]["tables"][0]["pending"]["result"]["places"] == [2, 4, 1, 3]


def test_a_result_with_winners_alone_places_the_others_together_and_a_misplaced_winner_is_refused(api):
    """Who won, and nothing that orders the others: they share second place (as zero totals did)."""
    made, tokens, seats = one_table_of_four(api)
    path = f"/tournaments/{made['id']}/rounds/1/tables/1/result"
    wrong = api.post(path, token=tokens[seats[0]], json={"result": {"winners": [seats[0]], "places": [2, 1, 3, 4]}})
    assert wrong.status_code == 409 and wrong.get_json()["rule"] == "TOUR-RESULT-PLACES"
    assert wrong.get_json()["detail"].startswith("Places give each player of the table a place from 1")
    bare = api.post(path, token=tokens[seats[0]], json={"result": {"winners": [seats[0]]}})
    assert bare.status_code == 200, bare.get_json()
    pending = bare.get_json()["rounds"][0]["tables"][0]["pending"]["result"]
    assert pending["places"] == [1, 2, 2, 2] and pending["totals"] == [None] * 4
