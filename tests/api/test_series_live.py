"""A series' live stream (issue: organisers beyond one evening): a series page follows it instead
of polling, so it must wake when the series changes and when one of its events does."""
from __future__ import annotations

import time

from tests.api.test_series_api import Season, post
from tests.api.test_tournament_live import _events as tournament_events, _version


def _events(app, series_id):
    return tournament_events(app, series_id, path="/api/v1/series/{}/events")


def test_a_series_stream_wakes_on_the_series_and_on_its_events(app, api):
    app.config["SSE_HEARTBEAT_SECONDS"] = 30  # so only the hub can wake it
    season = Season(api)
    made = post(api, f"/series/{season.id}/tournaments", {
        "name": "Night 1", "profile": {"kind": "wdl"}, "rounds": 1, "players": ["Ada", "Bea"],
        "options": {"holes": 1}}, token=season.token, status=201)
    lines = _events(app, season.id)
    first = _version(lines)
    post(api, f"/series/{season.id}/members", {"name": "Cid"}, token=season.token, status=201)
    second = _version(lines, 3)
    assert second > first
    post(api, f"/tournaments/{made['id']}/players", {"name": "Dan"}, token=made["organiser_token"])
    assert _version(lines, 3) > second


def test_a_series_stream_ends_at_its_lifetime_not_at_its_next_look_at_the_events(app, api):
    app.config.update(SSE_HEARTBEAT_SECONDS=30, SSE_MAX_SECONDS=0.1)
    season = Season(api)
    started = time.monotonic()
    lines = _events(app, season.id)
    assert lines.get(timeout=5).startswith("data:")
    assert lines.get(timeout=5) is None
    assert time.monotonic() - started < 0.7


def test_no_stream_for_a_series_that_does_not_exist(api):
    assert api.get("/series/nope/events").status_code == 404
