"""The organiser's desk on a 390 × 844 phone puts first what the organiser is doing (issue 35):
registration before any round is seated, then the running round, with the standings after it and
registration folded under its one-line count, however many players registered."""
from __future__ import annotations

import pytest

from . import ui
from .tap_counting import ON_SCREEN, Taps
from .test_tournament import wait_text

pytestmark = pytest.mark.e2e

# Enough players that their list alone is taller than the screen: six tables of four.
NAMES = [f"Player {n}" for n in range(1, 25)]


# Where each selector's node starts, top to bottom, measured in one go: the desk redraws on every
# live update, and a node replaced between two measurements would measure as nowhere.
TOPS = "(selectors) => selectors.map((s) => document.querySelector(s).getBoundingClientRect().top)"


def in_order(page, *selectors: str) -> bool:
    """Whether these come one under another on the screen, in this order."""
    tops = page.evaluate(TOPS, list(selectors))
    return tops == sorted(tops) and len(set(tops)) == len(tops)


def desk(page, live_server) -> str:
    """A Mini Golf tournament of 24, everyone checked in, its desk open on this phone."""
    api = f"{live_server}/api/v1/tournaments"
    made = ui.api_call(api, {"name": "Big night", "game": "mini-golf", "profile": {"kind": "placement"}, "rounds": 2,
                             "players": NAMES})
    tid = made["id"]
    for player in made["tournament"]["players"]:
        ui.api_call(f"{api}/{tid}/check-in", {"code": player["code"]})
    page.goto("/#/")
    page.evaluate("entry => localStorage.setItem('tr.tournaments', JSON.stringify({[entry.id]: entry}))",
                  {"id": tid, "name": "Big night", "token": made["organiser_token"], "role": "organiser", "savedAt": 1})
    page.goto(f"/#/tournament/{tid}")
    page.wait_for_selector("[data-testid=tour-organiser]")
    return tid


def test_registration_comes_first_until_a_round_is_seated_then_the_round_does(shared_phone, live_server):
    page = shared_phone
    desk(page, live_server)
    # Before any round: the players first (the list starts on the screen), the seating after them.
    assert page.evaluate(ON_SCREEN, "[data-testid=tour-player-0]")
    assert in_order(page, "[data-testid=tour-player-23]", "[data-testid=tour-seat]", "[data-testid=tour-standings]")

    taps = Taps(page)
    taps.tap("[data-testid=tour-seat]")  # below the 24 players: one scroll
    assert taps.scrolls == 1
    page.wait_for_selector("[data-testid=tour-tables]")
    taps.reset()
    # Seated: the desk is back at its top, the round's first table on the screen, and the round
    # starts without a scroll.
    assert page.evaluate(ON_SCREEN, "[data-testid=tour-tables] > li:first-child")
    taps.tap("[data-testid=tour-start]")
    page.wait_for_selector("[data-testid=tour-extra-1]")
    assert page.evaluate(ON_SCREEN, "[data-testid=tour-tables] > li:first-child")
    taps.tap("[data-testid=tour-extra-1]")
    assert (taps.count, taps.scrolls) == (2, 0)
    # Then the standings, then registration folded under its count.
    assert in_order(page, "[data-testid=tour-tables]", "[data-testid=tour-standings]", "[data-testid=tour-registration]")
    assert page.inner_text("[data-testid=tour-registration]") == "Players: 24 of 24 checked in"
    assert not page.is_visible("[data-testid=tour-player-0]")


def test_the_folded_registration_opens_with_a_tap_and_stays_open_as_the_desk_follows_the_event(shared_phone,
                                                                                                live_server):
    page = shared_phone
    tid = desk(page, live_server)
    page.click("[data-testid=tour-seat]")
    page.wait_for_selector("[data-testid=tour-registration]")
    page.click("[data-testid=tour-registration]")
    page.wait_for_selector("[data-testid=tour-player-0]", state="visible")
    # A late entry added from another organiser's phone redraws this desk: the list stays open.
    token = page.evaluate(f"JSON.parse(localStorage.getItem('tr.tournaments'))['{tid}'].token")
    ui.api_call(f"{live_server}/api/v1/tournaments/{tid}/players", {"name": "Late Lia"}, token=token)
    wait_text(page, "[data-testid=tour-registration]", lambda text: text == "Players: 24 of 25 checked in")
    assert page.is_visible("[data-testid=tour-player-24]")
