"""Play again: one tap on a finished match (its table, or My matches) starts the next one with the
same table, and the other player's phone follows into its own seat by itself, with no code typed."""
from __future__ import annotations

import pytest

from tests.api.golf_h01 import HOLE_H01

from .golf_ui import H01, enter, shows_version
from .ui import api_call

pytestmark = pytest.mark.e2e

# The create screen with "I'm playing too" on seat 0, for a 1-hole match: kept as the app keeps it.
CREATE_AND_KEEP = """async ([players, game, options]) => {
  const response = await fetch("/api/v1/matches", {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({game, players, options, host_seat: 0})});
  const created = await response.json();
  const kept = JSON.parse(localStorage.getItem("tr.matches") || "{}");
  kept[created.id] = {id: created.id, game, title: "Mini Golf", token: created.host_token, seat: 0, host: true,
    names: players, joinCode: created.join_code, savedAt: Date.now()};
  localStorage.setItem("tr.matches", JSON.stringify(kept));
  return created;
}"""
LIVE_MS = 5000  # phones follow the old match's event stream: well before any polling fallback


def _finished_match(live_server, ann, ben) -> dict:
    """Ann's phone made a 1-hole match and plays seat 0; Ben's phone joined seat 1 with the code.
    The hole is played (entered from Ann's host phone) and both tables show it over."""
    ann.open("#/")
    created = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Ben"], "mini-golf", {"holes": 1}])
    ann.open(f"#/match/{created['id']}")
    ben.open(f"#join={created['join_code']}")
    ben.page.click("[data-testid=join-seat-1]")
    ben.page.wait_for_selector("[data-testid=golf-turn-banner]")
    for seat, type_, payload in HOLE_H01:
        api_call(f"{live_server}/api/v1/matches/{created['id']}/moves",
                 {"type": type_, "seat": seat, "payload": payload}, created["host_token"])
    for phone in (ann, ben):
        shows_version(phone.page, len(HOLE_H01))
    return created


def _on_next_match(phone, old_id: str) -> str:
    """Waits until the phone shows the match after `old_id`, at its start; returns its id."""
    phone.page.wait_for_function(
        "old => location.hash.startsWith('#/match/') && !location.hash.includes(old)", arg=old_id, timeout=LIVE_MS)
    shows_version(phone.page, 0)
    return phone.page.evaluate("location.hash.split('/')[2]")


def test_one_tap_on_the_end_screen_and_the_other_phone_follows_into_its_own_seat(phones, live_server):
    ann, ben = phones("ann-again"), phones("ben-again")
    old = _finished_match(live_server, ann, ben)
    ben.page.wait_for_selector("[data-testid=play-again-go]")  # both phones offer it

    ann.page.click("[data-testid=play-again-go]")
    new_id = _on_next_match(ann, old["id"])
    assert _on_next_match(ben, old["id"]) == new_id
    kept = ben.stored()
    assert (kept[new_id]["seat"], kept[new_id]["host"]) == (1, False)
    assert kept[new_id]["token"] not in (kept[old["id"]]["token"], old["host_token"])
    assert kept[old["id"]]["next"] == new_id
    assert (ann.stored()[new_id]["host"], ann.stored()[new_id]["seat"]) == (True, 0)

    # The same table plays on: Ann turns the first discard over, Ben plays his turn on his phone.
    enter(ann.page, 0, H01[0][1])
    shows_version(ben.page, 1)
    enter(ben.page, 1, H01[1][1])
    shows_version(ann.page, 2)

    # Back on the finished match, each phone points at the next one instead of starting another.
    ben.open(f"#/match/{old['id']}")
    ben.page.click("[data-testid=play-again-next]")
    shows_version(ben.page, 2)
    assert ann.errors == [] and ben.errors == []


def test_play_again_from_my_matches_and_the_other_phone_follows_when_it_opens_the_old_match(phones, live_server):
    ann, ben = phones("ann-home"), phones("ben-home")
    old = _finished_match(live_server, ann, ben)
    ben.open("#/")
    ann.open("#/")
    ann.page.click(f"[data-testid=home-again-{old['id']}]")
    new_id = _on_next_match(ann, old["id"])

    # Ben was on his home screen: he opens the finished match, and his phone moves on by itself.
    ben.page.click(f"a[href='#/match/{old['id']}']")
    assert _on_next_match(ben, old["id"]) == new_id
    assert ben.stored()[new_id]["seat"] == 1
    ann.open("#/")
    ann.page.wait_for_selector(f"a[href='#/match/{new_id}']")
    assert ann.page.locator(f"[data-testid=home-again-{old['id']}]").count() == 0


def test_a_match_still_being_played_offers_no_play_again(phones):
    ann = phones("ann-playing")
    ann.open("#/")
    created = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Ben"], "mini-golf", {"holes": 1}])
    ann.open(f"#/match/{created['id']}")
    ann.page.wait_for_selector("[data-testid=golf-turn-banner]")
    assert ann.page.is_hidden("[data-testid=play-again]")
    ann.open("#/")
    ann.page.wait_for_selector("[data-testid=home-game-mini-golf]")
    assert ann.page.locator(f"[data-testid=home-again-{created['id']}]").count() == 0
