"""The generic contract, over HTTP and the database, for every registered game: after random
legal play, folding the stored log gives exactly the stored snapshot."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from sqlalchemy import select

from models.tables import MATCH, MOVE
from rules import referee, registry
from rules.base import Entrant, Move
from rules.registry import GAMES


@pytest.mark.parametrize("slug", [*GAMES, "sealed-bid"])
def test_fold_of_stored_log_equals_stored_snapshot(api, app, clock, with_sealed_bid, slug):
    rules = registry.get(slug)
    rng = random.Random(2024)
    players = [f"P{index}" for index in range(rules.info.min_players)]
    match = api.create(slug, players, {})
    options = api.view(match)["options"]
    state = rules.setup(len(players), options)
    for _ in range(120):
        if rules.outcome(state) is not None:
            break
        move = rules.sample_move(state, rng)
        seat_token = match["seats"][move.seat]["token"]  # the seat's own phone may enter anything
        answer = api.play(match, move.seat, move.type, dict(move.payload), token=seat_token)
        if rng.random() < 0.1:
            assert api.post(f"/matches/{match['id']}/undo",
                            token=match["host_token"]).status_code == 200
            answer = api.play(match, move.seat, move.type, dict(move.payload), token=seat_token)
        state = referee.play(rules, state, replace(move, seq=answer["seq"]),
                             Entrant(seat=move.seat), clock())
    with app.extensions["table_referee"].db.read() as conn:
        row = conn.execute(select(MATCH).where(MATCH.c.id == match["id"])).one()
        log = conn.execute(select(MOVE).where(MOVE.c.match_id == match["id"])
                           .order_by(MOVE.c.seq)).all()
    folded = referee.fold(rules, len(players), row.options,
                          [(Move(entry.type, entry.seat, entry.payload, entry.seq), entry.now_ms)
                           for entry in log])
    assert rules.dump(folded) == row.state
    assert row.version == len(log) + 2 * (row.next_seq - 1 - len(log))
    assert rules.dump(state) == row.state
