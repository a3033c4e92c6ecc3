"""The Sixes countdown follows the server's clock on phones with a wrong clock or a slow network.

Two phones show the countdown of a real running round (docs/games/sixes.md §3.2): one whose wall clock is
4 minutes slow (Date and performance.timeOrigin shifted), one with 300 ms added to every API
request in each direction. The harness runs beside the server and reads the same system clock,
so the true remaining time is `deadline - now` here. Tolerances are wide on purpose (the machine
is shared); the tight figures are bench/timer_sync.py's. Still, a clock.js that ignored its
offset is 4 minutes out on the skewed phone, and one that did not split the round trip in half
is 300 ms out on the slow one.

The countdown component is mounted into the app's own page (the same modules the Sixes screen
uses), so this test is about the clock, not about that screen's layout.
"""
from __future__ import annotations

import time

import pytest

from bench.timer_sync import SKEW_SCRIPT
from tests.server import Http

pytestmark = pytest.mark.e2e

SKEW_MS = -4 * 60_000
ONE_WAY_S = 0.3
TIMER_SECONDS = 13     # the last-ten-seconds state starts 3 s in
FINAL_MS = 10_000
TOLERANCE_MS = 250     # < 300 ms, so a phone that took send or receive time for the server's is caught
READS = 5


def _now_ms() -> float:
    return time.time_ns() / 1e6  # the server's clock: time.time_ns() on this machine


def _delay_both_ways(route) -> None:
    # Synchronous API: the sleep holds the whole harness, which is fine here, since this phone
    # is the only one with a handler and its requests (the clock samples) go one at a time.
    time.sleep(ONE_WAY_S)
    response = route.fetch()
    time.sleep(ONE_WAY_S)
    route.fulfill(response=response)


def _move(http: Http, match_id: str, token: str, move: dict) -> dict:
    status, _, body = http.call("POST", f"/matches/{match_id}/moves", move,
                                {"Authorization": f"Bearer {token}"})
    assert status in (200, 201), body
    return body


def _round(base_url: str) -> dict:
    """A Sixes match with its card set, its timer not started."""
    http = Http(base_url)
    status, _, made = http.call("POST", "/matches", {
        "game": "sixes", "players": ["A", "B", "C"], "options": {"timer_seconds": TIMER_SECONDS}})
    assert status == 201, made
    for seat in made["seats"]:
        _move(http, made["id"], seat["token"],
              {"type": "options_agreed", "seat": seat["seat"], "payload": {}})
    _move(http, made["id"], made["host_token"],
          {"type": "card_set", "seat": 0, "payload": {"texts": ["Fruits"]}})
    http.close()
    return made


def _ready(phone) -> dict:
    """The app's page, its clock module held in window.__clock and synced; returns clockState()."""
    phone.open("#/")
    return phone.page.evaluate("""async () => {
      window.__clock = await import('/js/clock.js');
      await import('/js/components/countdown.js');
      return window.__clock.syncClock();
    }""")


MOUNT = """async ([id, token]) => {
  const {call} = await import('/js/api.js');
  const {countdown} = await import('/js/components/countdown.js');
  const answer = await call('GET', `/matches/${id}`, {token});
  const box = countdown(answer.data.state.round.timer);
  if (box.classList.contains('final')) throw new Error('mounted too late: the last ten seconds had begun');
  window.__finalAt = null;  // performance.now() when the last-ten-seconds state first showed
  new MutationObserver(() => {
    if (window.__finalAt === null && box.classList.contains('final')) window.__finalAt = performance.now();
  }).observe(box, {attributes: true, attributeFilter: ['class']});
  document.body.append(box);
  return answer.data.state.round.timer.deadline;
}"""

READ = """() => {
  const box = document.querySelector('[data-testid=countdown]');
  return {remaining: Number(box.dataset.remainingMs), state: box.dataset.state};
}"""


def _error(page, deadline: int) -> tuple[float, float]:
    """(shown remaining - true remaining, half the harness time the read took) in ms."""
    before = _now_ms()
    shown = page.evaluate(READ)
    after = _now_ms()
    assert shown["state"] == "running"
    return shown["remaining"] - (deadline - (before + after) / 2), (after - before) / 2


def test_skewed_and_slow_phones_count_down_to_the_servers_deadline(phones, live_server):
    made = _round(live_server)
    skewed = phones("sync-skewed", service_workers="block")
    skewed.context.add_init_script(SKEW_SCRIPT % SKEW_MS)
    slow = phones("sync-slow", service_workers="block")
    slow.context.route("**/api/v1/**", _delay_both_ways)

    skewed_clock = _ready(skewed)
    assert skewed.page.evaluate("Date.now()") - _now_ms() == pytest.approx(SKEW_MS, abs=1000)
    assert skewed_clock["offsetMs"] == pytest.approx(-SKEW_MS, abs=TOLERANCE_MS)
    slow_clock = _ready(slow)
    assert slow_clock["roundTripMs"] >= 2 * ONE_WAY_S * 1000  # the delay was really there

    http = Http(live_server)  # a new connection: the server drops idle ones after 2 s
    body = _move(http, made["id"], made["host_token"], {"type": "timer_started", "seat": 0, "payload": {}})
    http.close()
    deadline = body["match"]["state"]["round"]["timer"]["deadline"]
    for phone, seat in ((skewed, 1), (slow, 2)):
        assert phone.page.evaluate(MOUNT, [made["id"], made["seats"][seat]["token"]]) == deadline

    for phone in (skewed, slow):
        for _ in range(READS):
            error, half_bracket = _error(phone.page, deadline)
            assert abs(error) <= TOLERANCE_MS + half_bracket, \
                f"{phone.name} shows {error:+.0f} ms against the server's deadline"
            phone.page.wait_for_timeout(150)

    # The last ten seconds start when the server's clock says so, not the phone's.
    skewed.page.wait_for_function("() => window.__finalAt !== null",
                                  timeout=(TIMER_SECONDS * 1000 - FINAL_MS) + 5000)
    before = _now_ms()
    since = skewed.page.evaluate("performance.now() - window.__finalAt")
    after = _now_ms()
    shown_at = (before + after) / 2 - since
    assert deadline - shown_at == pytest.approx(FINAL_MS, abs=TOLERANCE_MS + (after - before) / 2)
    assert skewed.errors == [] and slow.errors == []
