"""Flares entered a round at a time on a phone (docs/games/flares.md, `depth: "hand"`): a 4-player
round entered from one shared 390×844 phone, the point cards and a tap for each player who took a
trick, with no scrolling; the deck's tricks are worked out; the result shows above the next
round's entry."""
from __future__ import annotations

import pytest

from .tap_counting import Taps, report
from .ui import api_call, host_phone_on, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Ben", "Cid", "Dee"]


def _open_host_phone(page, live_server) -> dict:
    return host_phone_on(page, live_server, "flares", NAMES, {"depth": "hand"},
                         "[data-testid=fl-trick-counts]")


def test_a_four_player_round_is_seven_taps_and_no_scroll(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server)
    person = Taps(shared_phone)
    for card in ("2F", "5F", "6U"):
        person.tap(f"[data-testid=fl-panel] [data-card='{card}']")
    for seat, tricks in ((0, 2), (1, 1), (3, 1)):  # Cid took none: nothing to tap
        person.tap(f"[data-testid=fl-count-{seat}-{tricks}]")
    assert shared_phone.inner_text("[data-testid=fl-deck-tricks]") == "The deck took the rest: 1."
    person.tap("[data-testid=fl-submit]")
    shows_version(shared_phone, 1)
    assert report("flares", "a round at a time, 4-player round from one phone", person) == (7, 0)
    view = api_call(f"{live_server}/api/v1/matches/{made['id']}", None, made["host_token"])
    assert view["scores"]["rounds"][0]["scores"] == [13, 0, 0, 0]   # Ann has the most: 2+5+6
    # The result is on top, the next round's entry (dealt by Ben) below it.
    result = shared_phone.locator("[data-testid=fl-result]").bounding_box()
    entry = shared_phone.locator("[data-testid=fl-panel]").bounding_box()
    assert result["y"] < entry["y"]
    assert "+13" in shared_phone.inner_text("[data-testid=fl-award-0]")


def test_more_tricks_than_a_round_has_cannot_be_sent(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server)
    for card in ("2F", "5F", "6U"):
        shared_phone.click(f"[data-testid=fl-panel] [data-card='{card}']")
    shared_phone.click("[data-testid=fl-count-0-5]")
    shared_phone.click("[data-testid=fl-count-1-1]")
    assert shared_phone.inner_text("[data-testid=fl-deck-tricks]") == "That is 6 tricks: a round has 5."
    assert not shared_phone.locator("[data-testid=fl-submit]").count()
