"""The curl walk-through of docs/api.md over HTTP: create a 2-player Mini Golf match, play
GOLF-H01, read the scores; then a whole 9-hole match to a winner."""
from __future__ import annotations

import random

from rules import referee
from rules.base import Entrant
from rules.games.mini_golf import MINI_GOLF

from .golf_h01 import HOLE_H01


def test_golf_hole_h01_over_http_scores_a_13_and_b_4(api):
    match = api.create(players=["A", "B"])
    assert match["match"]["to_move"] == [0]
    answer = None
    for seat, type_, payload in HOLE_H01:
        answer = api.play(match, seat, type_, payload)
    view = answer["match"]
    assert answer["seq"] == 10 and view["version"] == 10
    assert view["scores"]["totals"] == [13, 4]
    assert view["scores"]["rounds"][0]["scores"] == [13, 4]
    assert view["state"]["discard"] == ["5C", "6U", "4P", "6D", "6H", "4U", "2F"]
    assert view["state"]["phase"] == "await_hole_start"
    assert view["state"]["dealer"] == 1 and view["to_move"] == [1]
    assert view["status"] == "active" and view["result"] is None


def test_nine_holes_over_http_end_with_the_lowest_total_winning(api):
    match = api.create(players=["Ann", "Ben"], options={"holes": 9})
    rng = random.Random(7)
    state = MINI_GOLF.setup(2, MINI_GOLF.info.options_schema().load({"holes": 9}))
    moves = 0
    while MINI_GOLF.outcome(state) is None and moves < 2000:
        move = MINI_GOLF.sample_move(state, rng)
        answer = api.play(match, move.seat, move.type, dict(move.payload))
        state = referee.play(MINI_GOLF, state, move, Entrant(host=True), 0)
        moves += 1
    view = answer["match"]
    assert view["status"] == "finished"
    totals = view["scores"]["totals"]
    assert len(view["scores"]["rounds"]) == 9
    assert totals == [sum(r["scores"][seat] for r in view["scores"]["rounds"]) for seat in (0, 1)]
    assert view["result"]["winners"] == [seat for seat in (0, 1) if totals[seat] == min(totals)]
    assert view["to_move"] == []
    refused = api.move(match, 0, "start_hole", {"initial_discard": "1C"})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "CORE-GAME-OVER"
