"""Two clients racing moves on one match, against a real server: no move lost, none twice."""
from __future__ import annotations

import random
import threading

import pytest
from sqlalchemy import create_engine, select

from models.tables import MATCH, MOVE
from rules import referee
from rules.base import Entrant, Move
from rules.games.mini_golf import MINI_GOLF
from tests.server import Http, running_server

pytestmark = pytest.mark.server

MOVES = 60


def _script(seed: int) -> list[dict]:
    """A legal sequence of moves, worked out offline so the racing clients do no game logic."""
    rng = random.Random(seed)
    state = MINI_GOLF.setup(2, MINI_GOLF.info.options_schema().load({"holes": 20}))
    script = []
    while len(script) < MOVES:
        move = MINI_GOLF.sample_move(state, rng)
        state = referee.play(MINI_GOLF, state, move, Entrant(host=True), 0)
        script.append({"type": move.type, "seat": move.seat, "payload": dict(move.payload)})
    return script


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgresql)])
def server(request, tmp_path):
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'race.db'}"
    else:
        url = request.getfixturevalue("postgres_url")
    with running_server(url, threads=8, workers=2) as base:  # the default, on either database
        yield base, url


def _create(base: str) -> dict:
    client = Http(base)
    status, _headers, match = client.call("POST", "/matches",
                                          {"game": "mini-golf", "players": ["A", "B"],
                                           "options": {"holes": 20}})
    client.close()
    assert status == 201
    return match


def _stored(url: str, match_id: str):
    engine = create_engine(url)
    with engine.connect() as conn:
        row = conn.execute(select(MATCH).where(MATCH.c.id == match_id)).one()
        log = conn.execute(select(MOVE).where(MOVE.c.match_id == match_id)
                           .order_by(MOVE.c.seq)).all()
    engine.dispose()
    return row, log


def _race(clients: int, work) -> list:
    barrier = threading.Barrier(clients)
    results: list = [None] * clients

    def run(index: int) -> None:
        barrier.wait()
        results[index] = work(index)
    threads = [threading.Thread(target=run, args=(index,)) for index in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return results


def test_racing_clients_with_if_match_never_lose_or_duplicate_a_move(server):
    base, url = server
    match, script = _create(server[0]), _script(11)
    auth = {"Authorization": f"Bearer {match['host_token']}"}

    def client(index: int) -> list[int]:
        http, accepted = Http(base), []
        for _attempt in range(MOVES * 4):
            _status, headers, _view = http.call("GET", f"/matches/{match['id']}", headers=auth)
            version = int(headers["ETag"].strip('"'))
            if version >= MOVES:
                break
            status, _h, body = http.call("POST", f"/matches/{match['id']}/moves", script[version],
                                         headers={**auth, "If-Match": f'"{version}"',
                                                  "Idempotency-Key": f"{index}-{version}"})
            assert status in (201, 412), (status, body)
            if status == 201:
                accepted.append(body["seq"])
        http.close()
        return accepted

    accepted = _race(2, client)
    row, log = _stored(url, match["id"])
    assert [entry.seq for entry in log] == list(range(1, MOVES + 1))
    assert sorted(accepted[0] + accepted[1]) == list(range(1, MOVES + 1))
    assert [{"type": e.type, "seat": e.seat, "payload": e.payload} for e in log] == script
    folded = referee.fold(MINI_GOLF, 2, row.options,
                          [(Move(e.type, e.seat, e.payload), e.now_ms) for e in log])
    assert MINI_GOLF.dump(folded) == row.state and row.version == MOVES


def test_the_same_move_sent_twice_at_once_with_one_key_is_played_once(server):
    base, url = server
    match, script = _create(base), _script(12)
    auth = {"Authorization": f"Bearer {match['host_token']}"}
    for index, move in enumerate(script[:20]):
        key = {"Idempotency-Key": f"move-{index}"}

        def send(_client: int, move=move, key=key):
            http = Http(base)
            answer = http.call("POST", f"/matches/{match['id']}/moves", move,
                               headers={**auth, **key})
            http.close()
            return answer
        answers = _race(2, send)
        assert [status for status, _h, _b in answers] == [201, 201]
        assert sorted(h.get("Idempotent-Replayed", "") for _s, h, _b in answers) == ["", "true"]
        assert answers[0][2] == answers[1][2]
    _row, log = _stored(url, match["id"])
    assert [entry.seq for entry in log] == list(range(1, 21))


def test_blind_racing_clients_each_accepted_answer_is_one_log_row(server):
    base, url = server
    match, script = _create(base), _script(13)
    auth = {"Authorization": f"Bearer {match['host_token']}"}

    def client(index: int) -> list[tuple[int, dict]]:
        http, accepted = Http(base), []
        for number, move in enumerate(script[:30]):
            status, _h, body = http.call("POST", f"/matches/{match['id']}/moves", move,
                                         headers={**auth, "Idempotency-Key": f"{index}-{number}"})
            assert status in (201, 409), (status, body)
            if status == 201:
                accepted.append((body["seq"], move))
        http.close()
        return accepted

    results = _race(2, client)
    accepted = sorted(results[0] + results[1], key=lambda pair: pair[0])
    row, log = _stored(url, match["id"])
    # Every accepted answer is exactly one log row, holding exactly the move that was sent.
    assert [seq for seq, _move in accepted] == [entry.seq for entry in log]
    assert [seq for seq, _move in accepted] == list(range(1, len(log) + 1))
    assert [move for _seq, move in accepted] == [
        {"type": e.type, "seat": e.seat, "payload": e.payload} for e in log]
    folded = referee.fold(MINI_GOLF, 2, row.options,
                          [(Move(e.type, e.seat, e.payload), e.now_ms) for e in log])
    assert MINI_GOLF.dump(folded) == row.state and row.version == len(log)
