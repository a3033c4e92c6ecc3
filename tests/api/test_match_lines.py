"""A match's long histories are stored a line a row (api/matches/lines.py): a move writes the lines
it adds, the row names how many there are, and every reader (a worker that wrote them or one that
did not, an undo, an export) sees the whole history as the state keeps it."""
from __future__ import annotations

import pytest
from sqlalchemy import func, select

from api.matches import snapshots
from api.matches.decoded import DecodedStates
from api.matches.lines import MARKER, STORED_APART_FROM, LinesMoved
from bench.history_growth import Game, legal_moves
from models.tables import MATCH, MATCH_LINE

GOLF = Game("mini-golf", 2, {"holes": 999})
MOVES = legal_moves(GOLF, 400, seed=3)


def _row_state(app, match_id: str):
    with app.extensions["table_referee"].db.read() as conn:
        return conn.execute(select(MATCH.c.state).where(MATCH.c.id == match_id)).scalar_one()


def _lines(app, match_id: str) -> dict[int, int]:
    """Lines stored per generation."""
    with app.extensions["table_referee"].db.read() as conn:
        return dict(conn.execute(select(MATCH_LINE.c.generation, func.count()).where(
            MATCH_LINE.c.match_id == match_id).group_by(MATCH_LINE.c.generation)).all())


def _play_until(api, match, moves: list, holes: int) -> int:
    """Plays on until the sheet has `holes` lines; the number of moves played."""
    for played, body in enumerate(moves, start=1):
        answer = api.play(match, body["seat"], body["type"], body["payload"],
                          token=match["seats"][body["seat"]]["token"])
        if len(answer["match"]["scores"]["rounds"]) >= holes:
            return played
    raise AssertionError(f"{len(moves)} moves did not score {holes} holes")


@pytest.fixture
def golf(api):
    return api.create(GOLF.slug, ["A", "B"], GOLF.options)


def test_a_long_history_is_stored_apart_and_a_move_writes_only_the_line_it_adds(app, api, golf):
    played = _play_until(api, golf, MOVES, STORED_APART_FROM)
    state = _row_state(app, golf["id"])
    generation, count = state["rounds"][MARKER]
    assert count == STORED_APART_FROM and _lines(app, golf["id"]) == {generation: count}
    row_bytes = len(str(state))
    # The next hole: moves within it write no line, the one that scores it writes one.
    played += _play_until(api, golf, MOVES[played:], STORED_APART_FROM + 1)
    state = _row_state(app, golf["id"])
    assert state["rounds"][MARKER] == [generation, count + 1]
    assert _lines(app, golf["id"]) == {generation: count + 1}
    assert len(str(state)) <= row_bytes + 8, "the row does not grow with the sheet"


def test_what_a_worker_reads_from_the_lines_is_what_the_worker_that_wrote_them_kept(app, api, golf):
    service = app.extensions["table_referee"]
    played = _play_until(api, golf, MOVES, STORED_APART_FROM + 2)
    kept = api.view(golf)
    service.states = DecodedStates(service.states.size)  # another worker, or a restart
    assert api.view(golf) == kept
    generation = _row_state(app, golf["id"])["rounds"][MARKER][0]
    # Its next moves extend the history the row names: the same generation, one line more.
    _play_until(api, golf, MOVES[played:], STORED_APART_FROM + 3)
    assert _row_state(app, golf["id"])["rounds"][MARKER] == [generation, STORED_APART_FROM + 3]
    assert _lines(app, golf["id"]) == {generation: STORED_APART_FROM + 3}
    exported = api.get(f"/matches/{golf['id']}/export.json", token=golf["host_token"])
    assert exported.status_code == 200, exported.get_json()


def test_an_undo_stores_the_history_in_the_row_and_the_next_move_writes_it_whole_again(app, api, golf):
    played = _play_until(api, golf, MOVES, STORED_APART_FROM + 1)
    first = _row_state(app, golf["id"])["rounds"][MARKER][0]
    undone = api.post(f"/matches/{golf['id']}/undo", token=golf["host_token"], json={})
    assert undone.status_code == 200, undone.get_json()
    assert len(_row_state(app, golf["id"])["rounds"]) == STORED_APART_FROM  # the whole list, in the row
    body = MOVES[played - 1]
    answer = api.play(golf, body["seat"], body["type"], body["payload"],
                      token=golf["seats"][body["seat"]]["token"])
    generation, count = _row_state(app, golf["id"])["rounds"][MARKER]
    assert generation == answer["version"] != first and count == STORED_APART_FROM + 1
    assert _lines(app, golf["id"]) == {generation: count}, "the older generation is gone"
    assert answer["match"] == api.view(golf, token=golf["seats"][body["seat"]]["token"])


def test_a_reader_that_finds_a_history_replaced_reads_the_row_again(app, api, golf, monkeypatch):
    """Between a row read and its lines read a move may replace the history (on PostgreSQL, whose
    reads are not one snapshot): the view and the move read the row again."""
    service = app.extensions["table_referee"]
    played = _play_until(api, golf, MOVES, STORED_APART_FROM)
    kept = api.view(golf)
    whole, calls = snapshots.whole, []

    def replaced_once(*args):
        calls.append(args)
        if len(calls) == 1:
            raise LinesMoved()
        return whole(*args)
    monkeypatch.setattr(snapshots, "whole", replaced_once)
    service.states = DecodedStates(service.states.size)
    assert api.view(golf) == kept and len(calls) == 2
    calls.clear()
    service.states = DecodedStates(service.states.size)
    body = MOVES[played]
    answer = api.play(golf, body["seat"], body["type"], body["payload"],
                      token=golf["seats"][body["seat"]]["token"])
    assert answer["version"] == kept["version"] + 1 and len(calls) == 2
