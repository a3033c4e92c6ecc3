"""A move is judged by the service's clock as it read it when the request arrived, however long
the move then takes (retries included): Sixes' "acceptance is judged by the server's receive time"."""
from __future__ import annotations

import pytest

from tests.api.test_sixes_api import line
from tests.clock import FakeClock

pytestmark = pytest.mark.usefixtures("backend")


class TickingClock(FakeClock):
    """A clock that moves on by a second whenever it is read."""

    def __call__(self) -> int:
        now = self.now_ms
        self.now_ms += 1000
        return now


@pytest.fixture
def clock():
    return TickingClock()


def test_a_move_is_judged_by_the_time_it_arrived_not_by_how_long_it_then_took(api, clock):
    match = api.create("sixes", ["A", "B"], {"timer_seconds": 10, "grace_ms": 0})
    for seat in match["seats"]:
        api.play(match, seat["seat"], "options_agreed", {}, token=seat["token"])
    api.play(match, 0, "card_set", {"texts": ["Fruits"]})
    started = clock.now_ms
    api.play(match, 0, "timer_started", {})
    clock.set(started + 10_000)  # exactly at the deadline: any second read would be past it
    assert line(api, match, 1, 1, "Pear").status_code == 201
    log = api.get(f"/matches/{match['id']}/moves", token=match["seats"][1]["token"]).get_json()
    assert log["moves"][-1]["now_ms"] == started + 10_000
