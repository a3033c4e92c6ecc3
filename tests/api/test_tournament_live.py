"""A tournament's live stream: the desk, the standings and the hall's screen follow it instead of
polling, so it must wake on every change to the tournament and on every move at its tables."""
from __future__ import annotations

import queue
import threading
import time

from api import create_app
from tests.api import tournament_support as tournament
from tests.client import ApiClient
from tests.databases import empty_tables


def _events(app, tournament_id, keep=("data:",), path="/api/v1/tournaments/{}/events"):
    """Read the stream on a thread; hand each line starting with one of `keep` to the test
    through a queue, and None when the stream ends."""
    lines: queue.Queue = queue.Queue()
    response = app.test_client().get(path.format(tournament_id), buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"

    def pump():
        for chunk in response.response:
            for line in (chunk.decode() if isinstance(chunk, bytes) else chunk).splitlines():
                if line.startswith(keep):
                    lines.put(line)
        lines.put(None)
    threading.Thread(target=pump, daemon=True).start()
    return lines


def _version(lines, timeout=5) -> int:
    return int(lines.get(timeout=timeout).split('"version": ')[1].rstrip("}"))


def test_anyone_follows_a_tournament_and_each_change_arrives_at_once(app, api):
    app.config["SSE_HEARTBEAT_SECONDS"] = 30  # so only the hub can wake it
    made = tournament.create(api)
    lines = _events(app, made["id"])
    first = _version(lines)
    assert tournament.organiser(api, made, "/players", {"name": "Gil"}).status_code == 200
    assert _version(lines, 3) == first + 1


def _round_started(app, api) -> tuple[dict, dict, dict]:
    """A tournament whose first round is playing, everyone checked in: (made, tokens, table 1)."""
    app.config["SSE_HEARTBEAT_SECONDS"] = 30  # so only the hub can wake the stream
    made = tournament.create(api)
    tokens = tournament.check_in_all(api, made)
    return made, tokens, tournament.seat_and_start(api, made, 1)[0]


def test_a_move_at_a_playing_table_wakes_the_tournament_stream(app, api):
    made, tokens, table = _round_started(app, api)
    seat = tournament.join_own_seat(api, table, tokens, 0)
    lines = _events(app, made["id"])
    seated = _version(lines)
    # The tournament itself has not changed: the event repeats its version, and the desk redraws.
    api.play({"id": seat["match_id"]}, 0, "commit", {"hidden": {"value": 5}, "payment": {"value": 2}},
             token=seat["token"])
    assert _version(lines, 3) == seated


def test_a_seat_taken_at_a_playing_table_wakes_the_tournament_stream(app, api):
    made, tokens, table = _round_started(app, api)
    lines = _events(app, made["id"])
    seated = _version(lines)
    # The desk shows which seats a phone holds: a join moves no version, but wakes the stream.
    tournament.join_own_seat(api, table, tokens, 0)
    assert _version(lines, 3) == seated


def test_a_finished_table_brings_its_result_and_a_new_version(app, api):
    made, tokens, table = _round_started(app, api)
    lines = _events(app, made["id"])
    seated = _version(lines)
    tournament.play_golden_q_win(api, table, tokens)
    seen = [_version(lines, 3)]
    while seen[-1] == seated:
        seen.append(_version(lines, 3))
    assert seen[-1] == seated + 1
    view = api.get(f"/tournaments/{made['id']}").get_json()
    assert view["version"] == seated + 1 and view["rounds"][0]["tables"][0]["result"] is not None


def test_a_later_rounds_tables_are_followed_too(app, api):
    """Once round 1 is over and round 2 seated, the stream follows round 2's tables instead."""
    made, tokens, table = _round_started(app, api)
    lines = _events(app, made["id"])
    _version(lines)
    organiser_view = api.get(f"/tournaments/{made['id']}", token=made["organiser_token"]).get_json()
    for each in organiser_view["rounds"][0]["tables"]:
        tournament.play_golden_q_win(api, each, tokens)
    second = tournament.seat_and_start(api, made, 2)[0]
    before = api.get(f"/tournaments/{made['id']}").get_json()["version"]
    while _version(lines, 3) != before:  # the stream has caught up with round 2's start
        pass
    while True:  # and said all it had to say about it
        try:
            lines.get(timeout=1.5)
        except queue.Empty:
            break
    seat = tournament.join_own_seat(api, second, tokens, 0)
    assert _version(lines, 3) == before  # the seat taken at a round-2 table
    api.play({"id": seat["match_id"]}, 0, "commit", {"hidden": {"value": 5}, "payment": {"value": 2}},
             token=seat["token"])
    assert _version(lines, 3) == before


def test_a_quiet_stream_beats_its_heartbeat_and_ends_after_its_lifetime(app, api):
    app.config.update(SSE_HEARTBEAT_SECONDS=0.2, SSE_MAX_SECONDS=1.5)
    made = tournament.create(api)
    lines = _events(app, made["id"], keep=("data:", ":"))
    assert lines.get(timeout=5).startswith("data:")
    rest = []
    while (line := lines.get(timeout=5)) is not None:
        rest.append(line)
    assert rest and all(line == ": heartbeat" for line in rest)  # nothing changed: no event
    assert len(rest) >= 4  # at the heartbeat's pace, not the 1 s between looks at the tables


def test_a_stream_ends_at_its_lifetime_not_at_its_next_look_at_the_tables(app, api):
    app.config.update(SSE_HEARTBEAT_SECONDS=30, SSE_MAX_SECONDS=0.1)
    made = tournament.create(api)
    started = time.monotonic()
    lines = _events(app, made["id"])
    assert lines.get(timeout=5).startswith("data:")
    assert lines.get(timeout=5) is None
    assert time.monotonic() - started < 0.7


def test_no_stream_for_a_tournament_that_does_not_exist(api):
    answer = api.get("/tournaments/nothing-here/events")
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"


def test_a_change_through_another_process_reaches_this_stream(database_url):
    """Two app instances stand in for two workers sharing one database (NOTIFY on PostgreSQL,
    the file's data_version on SQLite)."""
    watching = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False,
                           "SSE_HEARTBEAT_SECONDS": 30})
    changing = create_app({"DATABASE_URL": database_url, "RATELIMIT_ENABLED": False})
    try:
        if database_url.startswith("postgresql"):
            empty_tables(database_url)
        api = ApiClient(changing.test_client())
        made = tournament.create(api)
        lines = _events(watching, made["id"])
        first = _version(lines)
        assert tournament.organiser(api, made, "/players", {"name": "Gil"}).status_code == 200
        assert _version(lines, 3) == first + 1
    finally:
        watching.extensions["table_referee"].hub.close()
        watching.extensions["live_feed"].stop()
        for app in (watching, changing):
            app.extensions["table_referee"].db.dispose()
