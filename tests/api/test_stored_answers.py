"""What a move sent with an Idempotency-Key leaves stored, and what a resent one gets back.

A stored answer keeps the move's status, seq and version: a replay answers those with the match as
the caller sees it now, so the answer's weight does not depend on the game's view (a 2P6C own list
of 4,000 words made it 39 KB). A phone keeps the answers of its moves less than a window of seqs
(IDEMPOTENCY_WINDOW_MOVES) behind its newest one, so playing and undoing for ever, each time
under a new key, keeps that many at most, and a few more until they are deleted. The sizes are
read from the database itself: SQLite's dbstat pages, PostgreSQL's row sizes.
"""
from __future__ import annotations

import uuid

from sqlalchemy import text

from rules.games.two_p6c.schemas import MAX_OWN_WORDS

from .golf_h01 import HOLE_H01

# A stored answer: a key (a UUID here), a SHA-256, a few numbers and a time.
ANSWER_BYTES_MAX = 512
WINDOW = 8
FORGET_EVERY = 4


def _letters(n: int) -> str:
    return "".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n // 26 ** power % 26] for power in range(5, -1, -1))


def _largest_view(api) -> dict:
    """A 2P6C match whose view carries the largest own list the bounds allow."""
    return api.create("2p6c", ["Ann", "Ben"], {
        "word_source": "list:own",
        "own_list": ["AT", "TRADES", *(_letters(n) for n in range(MAX_OWN_WORDS - 2))]})


def _cycle(api, match, key: str) -> dict:
    """What the finding did: agree to the options under a new key, then undo it."""
    answer = api.play(match, 0, "options_agreed", {}, key=key)
    undone = api.post(f"/matches/{match['id']}/undo", token=match["host_token"], json={})
    assert undone.status_code == 200, undone.get_json()
    return answer


def _stored(app) -> tuple[int, int]:
    """(rows, bytes) of every stored answer in the database (each test has its own)."""
    db = app.extensions["table_referee"].db
    with db.engine.connect() as conn:
        rows = conn.execute(text("SELECT COUNT(*) FROM idempotency")).scalar_one()
        if db.kind == "postgresql":
            size = conn.execute(text(
                "SELECT COALESCE(SUM(pg_column_size(i.*)), 0) FROM idempotency i")).scalar_one()
        else:
            size = conn.execute(text("SELECT COALESCE(SUM(payload), 0) FROM dbstat "
                                     "WHERE name = 'idempotency'")).scalar_one()
    return rows, size


def _log(api, match) -> list[dict]:
    return api.get(f"/matches/{match['id']}/moves", token=match["host_token"]).get_json()["moves"]


def test_a_stored_answer_weighs_a_few_bytes_however_large_the_matchs_view(app, api):
    match = _largest_view(api)
    assert len(_cycle(api, match, "first")["match"]["options"]["own_list"]) == MAX_OWN_WORDS
    for _ in range(19):
        _cycle(api, match, uuid.uuid4().hex)
    rows, size = _stored(app)
    assert rows == 20 and size <= rows * ANSWER_BYTES_MAX, f"{size} bytes for {rows} answers"


def test_a_phone_that_plays_and_undoes_for_ever_keeps_only_a_window_of_answers(app, api):
    """The answers past the window are deleted once every `forget_every` seqs of the match, so a
    phone keeps at most that many more than the window."""
    service = app.extensions["table_referee"]
    service.idempotency_window, service.forget_every = WINDOW, FORGET_EVERY
    match = _largest_view(api)
    keys = [uuid.uuid4().hex for _ in range(4 * WINDOW)]
    seqs = [_cycle(api, match, key)["seq"] for key in keys]
    rows, size = _stored(app)
    assert WINDOW <= rows <= WINDOW + FORGET_EVERY, f"{rows} answers"
    assert size <= rows * ANSWER_BYTES_MAX, f"{size} bytes for {rows} answers"
    for key, seq in zip(keys[-WINDOW:], seqs[-WINDOW:]):
        again = api.move(match, 0, "options_agreed", {}, key=key)
        assert again.headers.get("Idempotent-Replayed") == "true" and again.get_json()["seq"] == seq
    assert _log(api, match) == []


def test_a_phone_moving_on_forgets_none_of_another_phones_answers(app, api):
    app.extensions["table_referee"].idempotency_window = WINDOW
    match = _largest_view(api)
    ben = match["seats"][1]["token"]
    first = api.play(match, 1, "options_agreed", {}, token=ben, key="ben")
    for _ in range(3 * WINDOW):
        _cycle(api, match, uuid.uuid4().hex)
    again = api.move(match, 1, "options_agreed", {}, token=ben, key="ben")
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert (again.get_json()["seq"], again.get_json()["version"]) == (first["seq"], first["version"])
    assert [line["seq"] for line in _log(api, match)] == [first["seq"]]


def test_a_key_a_window_behind_its_phones_newest_move_is_taken_as_a_new_move(app, api):
    """Beyond the window the answer is forgotten: the phone app never gets there, as it resends
    a move before it sends any newer one."""
    app.extensions["table_referee"].idempotency_window = WINDOW
    match = _largest_view(api)
    _cycle(api, match, "old")
    for _ in range(WINDOW):
        _cycle(api, match, uuid.uuid4().hex)
    # Its row is still there (rows past the window go once every forget_every seqs): the move's
    # read is what forgets it, exactly at the window.
    assert _stored(app)[0] == WINDOW + 1
    again = api.move(match, 0, "options_agreed", {}, key="old")
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    assert [line["seq"] for line in _log(api, match)] == [again.get_json()["seq"]]


def test_a_replay_has_its_moves_seq_and_version_and_the_match_as_it_stands_now(api):
    match = api.create()
    first = api.play(match, *HOLE_H01[0], key="start")
    api.play(match, *HOLE_H01[1])
    again = api.move(match, *HOLE_H01[0], key="start")
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert "ETag" not in again.headers
    replayed = again.get_json()
    assert (replayed["seq"], replayed["version"]) == (first["seq"], first["version"]) == (1, 1)
    assert replayed["match"] == api.view(match) and replayed["match"]["version"] == 2
    assert [line["seq"] for line in _log(api, match)] == [1, 2]


def test_a_replay_after_its_move_was_undone_plays_nothing_and_shows_the_match_without_it(api):
    match = api.create()
    first = api.play(match, *HOLE_H01[0], key="start")
    assert api.post(f"/matches/{match['id']}/undo", token=match["host_token"],
                    json={}).status_code == 200
    again = api.move(match, *HOLE_H01[0], key="start")
    assert again.headers["Idempotent-Replayed"] == "true"
    replayed = again.get_json()
    assert (replayed["seq"], replayed["version"]) == (first["seq"], first["version"])
    assert replayed["match"] == api.view(match) and replayed["match"]["version"] == 2
    assert _log(api, match) == []
    different = api.move(match, 1, "start_hole", {"initial_discard": "6C"}, key="start")
    assert different.status_code == 422


def test_a_failed_forgetting_loses_no_move(app, api, backend, monkeypatch):
    """On PostgreSQL the old answers are deleted after the move's one statement committed it: a
    failure there is logged and the move answered. On SQLite they go in the move's transaction,
    which fails with them, so nothing is written and the phone sends the move again."""
    from sqlalchemy import text

    from api.matches import service as service_module
    service = app.extensions["table_referee"]
    service.forget_every = 1
    match = api.create()
    monkeypatch.setattr(service_module, "FORGET_OLD_ANSWERS", text("DELETE FROM no_such_table WHERE :window > 0"))
    first = api.move(match, *HOLE_H01[0], key="first")
    if backend == "postgresql":
        assert first.status_code == 201 and first.get_json()["version"] == 1
    else:
        assert first.status_code == 503 and api.view(match)["version"] == 0
        monkeypatch.undo()
        assert api.play(match, *HOLE_H01[0], key="first")["version"] == 1
    assert [line["seq"] for line in _log(api, match)] == [1]
