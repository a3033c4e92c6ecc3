"""One seat cannot flood a match: moves per phone per second are limited (a burst a real table
never reaches, then 429 with Retry-After), and no seat's phone may take more than its share of the
match's log, so it cannot end the match for the others. Undone moves give their room back.

Before, one seat sent ~20,000 Sixes lines in 84 s; then every phone got MATCH-LOG-FULL, and undo
freed nothing."""
from __future__ import annotations

import pytest

from api.config import load_settings
from api.matches.move_rate import MoveRate

from .test_sixes_api import line, started_round

pytestmark = pytest.mark.usefixtures("backend")


class Seconds:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def paced(app):
    """The service with a move limit of 1 a second after a burst of 5, on a clock the test moves."""
    seconds = Seconds()
    app.extensions["table_referee"].move_rate = MoveRate(1, 5, clock=seconds)
    return seconds


def test_a_phone_beyond_its_burst_gets_429_and_its_move_is_not_played(api, clock, paced):
    match, _started = started_round(api, clock)
    paced.now += 60  # the round's setup used some of the host's burst; seat 1 has its own
    for index in range(5):
        assert line(api, match, 1, index % 6 + 1, f"Fig {index}").status_code == 201
    version = api.view(match)["version"]
    refused = line(api, match, 1, 1, "Plum")
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "1"
    assert refused.get_json()["rule"] == "MOVE-RATE"
    assert api.view(match)["version"] == version
    # Another phone of the same table is not slowed by it.
    assert line(api, match, 2, 1, "Kiwi").status_code == 201
    paced.now += 1
    assert line(api, match, 1, 1, "Plum").status_code == 201
    assert line(api, match, 1, 2, "Pear").status_code == 429


def test_a_refused_flood_loses_nothing_the_phone_sends_again(api, clock, paced):
    match, _started = started_round(api, clock)
    paced.now += 60
    keys = [f"line-{index}" for index in range(8)]
    answers = [api.move(match, 1, "line_set", {"index": index % 6 + 1, "text": f"Item {index}"},
                        token=match["seats"][1]["token"], key=key)
               for index, key in enumerate(keys)]
    refused = [index for index, answer in enumerate(answers) if answer.status_code == 429]
    assert refused == [5, 6, 7]
    paced.now += 3
    for index in refused:  # the outbox sends what was not confirmed again, in order
        again = api.move(match, 1, "line_set", {"index": index % 6 + 1, "text": f"Item {index}"},
                         token=match["seats"][1]["token"], key=keys[index])
        assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    lines = [entry for entry in api.get(f"/matches/{match['id']}/moves", token=match["seats"][1]["token"])
             .get_json()["moves"] if entry["type"] == "line_set"]
    assert [entry["payload"]["text"] for entry in lines] == [f"Item {index}" for index in range(8)]


def test_a_resent_move_and_a_made_up_token_cost_a_phone_nothing(api, clock, paced):
    match, _started = started_round(api, clock)
    paced.now += 60
    seat = match["seats"][1]["token"]
    body = {"index": 1, "text": "Fig"}
    for _again in range(8):  # one move, resent by a phone unsure it arrived: one turn taken
        assert api.move(match, 1, "line_set", body, token=seat, key="same").status_code == 201
    for _guess in range(8):
        assert api.move(match, 1, "line_set", body, token="made-up").status_code == 401
    for index in range(4):  # the rest of seat 1's burst is still there
        assert line(api, match, 1, index + 2, f"Item {index}").status_code == 201
    assert line(api, match, 1, 6, "Plum").status_code == 429


def test_the_default_limit_lets_a_whole_offline_queue_through_at_once():
    settings = load_settings(environ={})
    rate = MoveRate(settings["MOVE_RATE_PER_SECOND"], settings["MOVE_BURST"], clock=lambda: 0.0)
    assert all(rate.wait_needed("m", "phone") == 0 for _move in range(60))
    assert rate.wait_needed("m", "phone") == 1
    assert rate.wait_needed("m", "another phone") == 0


def test_one_seat_cannot_take_more_than_its_share_of_the_log(app, api, clock):
    match, _started = started_round(api, clock)  # 3 players: each seat may enter a quarter
    app.extensions["table_referee"].max_moves = 40
    for index in range(10 - 1):  # seat 0 entered its options_agreed already
        assert line(api, match, 0, index % 6 + 1, f"Fig {index}").status_code == 201
    refused = line(api, match, 0, 1, "Plum")
    assert refused.status_code == 409 and refused.get_json()["rule"] == "MATCH-SEAT-SHARE-FULL"
    assert refused.get_json()["details"] == {"limit": 10}
    # The other seats play on.
    assert line(api, match, 1, 1, "Kiwi").status_code == 201
    assert line(api, match, 2, 1, "Lime").status_code == 201


def test_an_undone_move_gives_its_room_back(app, api):
    app.extensions["table_referee"].max_moves = 2
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None, "removed": None})
    third = {"source": "deck", "drawn": "3H", "replace": None, "removed": None}
    assert api.move(match, 0, "turn", third).get_json()["rule"] == "MATCH-LOG-FULL"
    assert api.post(f"/matches/{match['id']}/undo", token=match["host_token"]).status_code == 200
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None, "removed": None})
    assert api.move(match, 0, "turn", third).get_json()["rule"] == "MATCH-LOG-FULL"
