"""A match keeps how many moves of its log each phone entered (`log_counts`), and a move checks its
phone's share of the log (MATCH-SEAT-SHARE-FULL) and the log's room (MATCH-LOG-FULL) against
those figures: a move costs the same at the log's 10th row as at its 6,000th. A match made before
the figures were kept counts its log once, on its next move."""
from __future__ import annotations

from collections import Counter

import pytest
from sqlalchemy import delete, select, update

from models.tables import MATCH, MOVE

from .test_rematch import _finished_table
from .test_sixes_api import line, started_round

pytestmark = pytest.mark.usefixtures("backend")


def _kept(app, match) -> dict:
    with app.extensions["table_referee"].db.engine.connect() as conn:
        return conn.execute(select(MATCH.c.log_counts).where(MATCH.c.id == match["id"])).scalar_one()


def _in_log(app, match) -> dict:
    with app.extensions["table_referee"].db.engine.connect() as conn:
        return dict(Counter(conn.execute(select(MOVE.c.entered_by).where(
            MOVE.c.match_id == match["id"])).scalars()))


def _write(app, statement) -> None:
    with app.extensions["table_referee"].db.engine.begin() as conn:
        conn.execute(statement)


def test_each_phones_moves_are_counted_as_they_are_logged_and_undone(app, api, clock):
    match, _started = started_round(api, clock)
    assert _kept(app, match) == _in_log(app, match) == {"seat:0": 1, "seat:1": 1, "seat:2": 1, "host": 2}
    for index in range(3):
        assert line(api, match, 1, index + 1, f"Fig {index}").status_code == 201
    assert line(api, match, 2, 1, "Kiwi").status_code == 201
    assert _kept(app, match) == _in_log(app, match) == {"seat:0": 1, "seat:1": 4, "seat:2": 2, "host": 2}
    undone = api.post(f"/matches/{match['id']}/undo", token=match["seats"][2]["token"])
    assert undone.status_code == 200, undone.get_json()
    assert _kept(app, match) == _in_log(app, match) == {"seat:0": 1, "seat:1": 4, "seat:2": 1, "host": 2}


def test_a_new_match_starts_with_nothing_counted(app, api):
    assert _kept(app, api.create()) == {}


def test_a_tables_next_match_starts_with_nothing_counted(app, api):
    match, _tokens = _finished_table(api, options={"holes": 1, "tie_rule": "playoff"})
    answer = api.post(f"/matches/{match['id']}/rematch", token=match["host_token"])
    assert answer.status_code == 201
    assert _kept(app, {"id": answer.get_json()["id"]}) == {}


def test_a_seats_share_is_read_from_the_counts_the_match_keeps_not_counted_from_its_log(app, api, clock):
    """Seat 1's rows taken out of the log behind the service's back free none of its share: the
    move never counted the log."""
    match, _started = started_round(api, clock)  # 3 players: each seat may enter a quarter
    app.extensions["table_referee"].max_moves = 40
    for index in range(10 - 1):  # seat 1 entered its options_agreed already
        assert line(api, match, 1, index % 6 + 1, f"Fig {index}").status_code == 201
    _write(app, delete(MOVE).where(MOVE.c.match_id == match["id"], MOVE.c.entered_by == "seat:1",
                                   MOVE.c.type == "line_set"))
    refused = line(api, match, 1, 1, "Plum")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "MATCH-SEAT-SHARE-FULL"


def test_a_match_made_before_the_counts_were_kept_counts_its_log_once_and_keeps_them(app, api, clock):
    match, _started = started_round(api, clock)
    app.extensions["table_referee"].max_moves = 40
    for index in range(8):
        assert line(api, match, 1, index % 6 + 1, f"Fig {index}").status_code == 201
    _write(app, update(MATCH).where(MATCH.c.id == match["id"]).values(log_counts=None))
    assert line(api, match, 1, 3, "Plum").status_code == 201  # its 10th: the last of its share
    assert _kept(app, match) == _in_log(app, match) == {"seat:0": 1, "seat:1": 10, "seat:2": 1, "host": 2}
    refused = line(api, match, 1, 4, "Lime")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "MATCH-SEAT-SHARE-FULL"


def test_the_logs_room_counts_every_phones_moves(app, api, clock):
    match, _started = started_round(api, clock)
    service = app.extensions["table_referee"]
    service.max_moves = 8  # the five moves of the setup, and three more
    for seat in (0, 1, 2):
        assert line(api, match, seat, 1, "Fig").status_code == 201
    refused = line(api, match, 1, 2, "Kiwi")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "MATCH-LOG-FULL"
