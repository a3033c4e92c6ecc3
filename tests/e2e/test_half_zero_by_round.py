"""Half-Zero entered a round at a time on a phone (docs/games/half-zero.md, `depth: "hand"`): a
4-player round entered from one shared 390×844 phone, a tap per point card won and Confirm, with
no scrolling; a point card is won once, and no more than the round's turns can be sent; the
result shows above the next round's entry, in English and in Italian, and axe finds nothing."""
from __future__ import annotations

import pytest

from .tap_counting import Taps, report
from .test_accessibility import audit
from .ui import api_call, host_phone_on, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Ben", "Cid", "Dee"]
# Round 1 (every base 5, so at most 5 point cards): Ann 6, Ben 2 + 5 = 7, Cid 4, Dee 3.
ROUND_1 = {0: ["6C"], 1: ["2C", "5C"], 2: ["4C"], 3: ["3C"]}


def _open_host_phone(page, live_server, lang: str = "en") -> dict:
    return host_phone_on(page, live_server, "half-zero", NAMES, {"depth": "hand"},
                         "[data-testid=hz-round-entry]", lang)


def test_a_four_player_round_is_a_tap_per_point_card_and_confirm_with_no_scroll(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server)
    person = Taps(shared_phone)
    for seat, cards in ROUND_1.items():
        for card in cards:
            person.tap(f"[data-testid=hz-won-{seat}] [data-card='{card}']")
    assert shared_phone.inner_text("[data-testid=hz-round-count]") == "5 point cards won (at most 5)"
    person.tap("[data-testid=hz-confirm]")
    shows_version(shared_phone, 1)
    assert report("half-zero", "a round at a time, 4-player round from one phone", person) == (6, 0)
    view = api_call(f"{live_server}/api/v1/matches/{made['id']}", None, made["host_token"])
    [line] = view["scores"]["rounds"]
    assert (line["points"], line["upgraded"], view["state"]["bases"]) == ([6, 7, 4, 3], 1, [5, 4, 5, 5])
    # The result is on top, the next round's entry below it.
    result = shared_phone.locator("[data-testid=hz-last-round]")
    assert "Ben upgrades to base 4" in result.inner_text()
    assert shared_phone.inner_text("[data-testid=hz-last-1]") == "Ben: 7 pts, base 4"
    assert result.bounding_box()["y"] < shared_phone.locator("[data-testid=hz-round-entry]").bounding_box()["y"]
    assert "Round 2" in shared_phone.inner_text("h2")
    assert audit(shared_phone, "half-zero by round") == []


def test_a_point_card_won_by_one_player_is_greyed_out_for_the_others(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server)
    shared_phone.click("[data-testid=hz-won-0] [data-card='6C']")
    assert shared_phone.get_attribute("[data-testid=hz-won-0] [data-card='6C']", "aria-pressed") == "true"
    assert all(shared_phone.is_disabled(f"[data-testid=hz-won-{seat}] [data-card='6C']") for seat in (1, 2, 3))
    shared_phone.click("[data-testid=hz-won-0] [data-card='6C']")        # tapped again: not won
    assert shared_phone.is_enabled("[data-testid=hz-won-1] [data-card='6C']")


def test_more_point_cards_than_the_round_has_turns_cannot_be_sent(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server)
    for rank in range(1, 7):
        shared_phone.click(f"[data-testid=hz-won-{rank % 4}] [data-card='{rank}C']")
    assert shared_phone.inner_text("[data-testid=hz-round-count]") == (
        "That is 6 point cards: a round of at most 5 turns has at most 5.")
    assert not shared_phone.locator("[data-testid=hz-confirm]").count()


def test_the_round_and_its_result_read_in_italian(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server, lang="it")
    assert "Quando il giro 1 finisce" in shared_phone.inner_text("[data-testid=hz-round-entry]")
    for seat, cards in ROUND_1.items():
        for card in cards:
            shared_phone.click(f"[data-testid=hz-won-{seat}] [data-card='{card}']")
    shared_phone.click("[data-testid=hz-confirm]")
    shows_version(shared_phone, 1)
    assert "Ben scende a base 4" in shared_phone.inner_text("[data-testid=hz-last-round]")
    assert shared_phone.inner_text("[data-testid=hz-last-1]") == "Ben: 7 punti, base 4"
    assert audit(shared_phone, "mezzo-zero un giro alla volta") == []
