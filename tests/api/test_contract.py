"""The generic contract, over HTTP and the database, for every registered game: after random
legal play, folding the stored log gives exactly the stored snapshot."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from sqlalchemy import select

from api.matches.lines import whole
from models.tables import MATCH, MOVE
from rules import referee, registry
from rules.base import Entrant, Move
from rules.registry import GAMES


def _undo(api, match, seq) -> int:
    """Undo the last move from the host phone; if a reveal fixed it, with every seat's agreement
    (a change request). The versions that took beyond the undo's own."""
    undone = api.post(f"/matches/{match['id']}/undo", token=match["host_token"])
    if undone.status_code == 200:
        return 0
    assert undone.get_json()["rule"] == "UNDO-REVEALED", undone.get_json()
    asked = api.post(f"/matches/{match['id']}/change-request", token=match["host_token"],
                     json={"kind": "undo", "seq": seq})
    request = asked.get_json()["change_request"]
    for seat in request["needed"]:
        agreed = api.post(f"/matches/{match['id']}/change-request/agree",
                          token=match["seats"][seat]["token"], json={"id": request["id"]})
        assert agreed.status_code == 200, agreed.get_json()
    assert agreed.get_json()["applied"]
    return len(request["needed"])


@pytest.mark.parametrize("slug", [*GAMES, "sealed-bid"])
def test_fold_of_stored_log_equals_stored_snapshot(with_sealed_bid, api, app, clock, slug):
    rules = registry.get(slug)
    rng = random.Random(2024)
    players = [f"P{index}" for index in range(rules.info.min_players)]
    match = api.create(slug, players, {})
    options = api.view(match)["options"]
    state = rules.setup(len(players), options)
    extra_versions = 0  # a change request and each agreement but the last move the version too
    for _ in range(120):
        if rules.outcome(state) is not None:
            break
        move = rules.sample_move(state, rng)
        seat_token = match["seats"][move.seat]["token"]  # the seat's own phone may enter anything
        answer = api.play(match, move.seat, move.type, dict(move.payload), token=seat_token)
        if rng.random() < 0.1:
            extra_versions += _undo(api, match, answer["seq"])
            answer = api.play(match, move.seat, move.type, dict(move.payload), token=seat_token)
        state = referee.play(rules, state, replace(move, seq=answer["seq"]),
                             Entrant(seat=move.seat), clock())
    with app.extensions["table_referee"].db.read() as conn:
        row = conn.execute(select(MATCH).where(MATCH.c.id == match["id"])).one()
        stored = whole(conn, match["id"], row.state)  # with the histories stored a line a row
        log = conn.execute(select(MOVE).where(MOVE.c.match_id == match["id"])
                           .order_by(MOVE.c.seq)).all()
    folded = referee.fold(rules, len(players), row.options,
                          [(Move(entry.type, entry.seat, entry.payload, entry.seq), entry.now_ms)
                           for entry in log])
    assert rules.dump(folded) == stored
    assert row.version == len(log) + 2 * (row.next_seq - 1 - len(log)) + extra_versions
    assert rules.dump(state) == stored
