"""Mini Golf entered a hand at a time on a phone (docs/games/mini-golf.md, `depth: "hand"`): a
4-player hole entered from one shared 390×844 phone, four taps a grid and no scrolling, scored as
the referee scores it; a card already in another grid cannot be picked."""
from __future__ import annotations

import pytest

from .tap_counting import Taps, report
from .ui import api_call, host_phone_on, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Ben", "Cid", "Dee"]
GRIDS = [  # each player's final grid in reading order, and its score
    (["1U", "6P", "4F", "2D"], 13),   # 1+4, 6+2, four suits
    (["3C", "2H", "3D", "5H"], 5),    # 3/3 cancels, 2+5, hearts in a row: −2
    (["6U", "6H", "6F", "6D"], 0),    # both columns cancel, four suits
    (["1P", "2P", "1C", "2C"], -4),   # columns cancel, two rows of one suit: −2 −2
]


def _open_host_phone(page, live_server) -> dict:
    return host_phone_on(page, live_server, "mini-golf", NAMES, {"depth": "hand", "holes": 2},
                         "[data-testid=golf-hand-entry]")


def test_a_four_player_hole_a_hand_at_a_time_is_16_taps_and_no_scroll(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server)
    person = Taps(shared_phone)
    for cards, _score in GRIDS:  # the phone moves on to the next player by itself
        for card in cards:
            person.tap(f"[data-testid=golf-hand-entry] [data-card='{card}']")
    shows_version(shared_phone, 4)
    assert report("mini-golf", "a hand at a time, 4-player hole from one phone", person) == (16, 0)
    view = api_call(f"{live_server}/api/v1/matches/{made['id']}", None, made["host_token"])
    assert view["scores"]["rounds"][0]["scores"] == [score for _cards, score in GRIDS]
    last = shared_phone.inner_text("[data-testid=golf-hand-last]")
    assert "Ann" in last and "13" in last


def test_a_card_in_another_grid_is_greyed_out_and_the_next_player_comes_up(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server)
    for card in GRIDS[0][0]:
        shared_phone.click(f"[data-testid=golf-hand-entry] [data-card='{card}']")
    shows_version(shared_phone, 1)
    assert shared_phone.get_attribute("[data-testid=golf-seat-choice-1]", "aria-pressed") == "true"
    assert shared_phone.is_disabled("[data-testid=golf-hand-entry] [data-card='6P']")
    # A card picked for this grid is greyed out for its other spots; tapping a spot goes back to it.
    shared_phone.click("[data-testid=golf-hand-entry] [data-card='3C']")
    assert shared_phone.is_disabled("[data-testid=golf-hand-entry] [data-card='3C']")
    shared_phone.click("[data-testid=golf-hand-slot-TL]")
    assert shared_phone.get_attribute("[data-testid=golf-hand-slot-TL]", "aria-pressed") == "true"
