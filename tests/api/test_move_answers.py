"""Every answer that carries a move shows it exactly as the log shows it to that caller.

The log (`GET /moves`) is the reference: an export, an undo's `undone` line and a correction's
`corrected` line are the same line, for the same reader, never more. Before, undoing a sealed EkeQ
commit gave the host its entry card while the log still showed it sealed."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant

from .test_secrecy import GAMES_WITH_TEST_GAME, SECRET_CASES

# EkeQ's sealed cards are numbers (the secrecy test proves them otherwise): here they count too.
CASES = SECRET_CASES + [("ekeq", {})]


def log_line(api, match, token, seq):
    moves = api.get(f"/matches/{match['id']}/moves", token=token).get_json()["moves"]
    return next(line for line in moves if line["seq"] == seq)


@pytest.mark.parametrize("slug, options", CASES,
                         ids=[slug + "".join(f"-{v}" for v in o.values()) for slug, o in CASES])
def test_an_undone_move_is_shown_as_the_log_showed_it(with_sealed_bid, api, slug, options):
    rules = GAMES_WITH_TEST_GAME[slug]
    players = [f"P{index}" for index in range(min(rules.info.max_players, 4))]
    match = api.create(slug, players, options)
    host = match["host_token"]
    tokens = {seat["seat"]: seat["token"] for seat in match["seats"]}
    state = rules.setup(len(players), api.view(match)["options"])
    rng, private_undone = random.Random(f"undo-answers/{slug}/{options}"), 0
    for _step in range(80):
        if rules.outcome(state) is not None or private_undone >= 3:
            break
        move = rules.sample_move(state, rng)
        played = api.play(match, move.seat, move.type, dict(move.payload), token=tokens[move.seat])
        as_logged = {None: log_line(api, match, host, played["seq"]),
                     move.seat: log_line(api, match, tokens[move.seat], played["seq"])}
        export = api.get(f"/matches/{match['id']}/export.json", token=host).get_json()["log"]
        assert export[-1] == as_logged[None]
        undone = api.post(f"/matches/{match['id']}/undo", token=host).get_json()["undone"]
        assert undone == as_logged[None]
        private_undone += as_logged[None]["redacted"]
        # The seat that entered it undoes it too, and sees its own entry whole.
        played = api.play(match, move.seat, move.type, dict(move.payload), token=tokens[move.seat])
        undone = api.post(f"/matches/{match['id']}/undo", token=tokens[move.seat]).get_json()["undone"]
        assert undone == {**as_logged[move.seat], "seq": played["seq"], "now_ms": undone["now_ms"],
                          "at": undone["at"]}
        played = api.play(match, move.seat, move.type, dict(move.payload), token=tokens[move.seat])
        state = referee.play(rules, state, replace(move, seq=played["seq"]), Entrant(seat=move.seat), 0)
    assert private_undone, "the game kept no entry sealed: the test proved nothing"


def test_a_corrected_move_is_shown_as_the_log_shows_it(api):
    from .golf_h01 import HOLE_H01
    match = api.create(players=["Ann", "Ben"], options={"holes": 1})
    for move in HOLE_H01[:3]:
        api.play(match, *move)
    first = log_line(api, match, match["host_token"], 1)
    answer = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                      json={"seq": 1, "payload": first["payload"]})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["corrected"] == log_line(api, match, match["host_token"], 1)
