"""Collector entered a hand at a time on a phone (docs/games/collector.md, `depth: "hand"`): from
one shared 390×844 phone, the sets laid down are entered with no scrolling, one set in eight taps
(who laid it down, its six cards, Confirm), its tier named as the cards are tapped, and the
referee's winner shown after; a draw at the turn limit is two taps. axe finds nothing serious."""
from __future__ import annotations

import pytest

from .tap_counting import Taps, report
from .test_accessibility import SMALL_TARGETS, TAP, audit
from .ui import api_call, host_phone_on, shows_version

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Ben", "Cid", "Dee"]
SPECTRUM = ["1U", "2P", "3H", "4F", "5D", "6C"]
STRAIGHT = ["1P", "2H", "3F", "4C", "5U", "6U"]


def _open_host_phone(page, live_server, **options) -> dict:
    return host_phone_on(page, live_server, "collector", NAMES, {"depth": "hand", **options},
                         "[data-testid=co-hand-entry]")


def _result(live_server, made) -> dict:
    return api_call(f"{live_server}/api/v1/matches/{made['id']}", None, made["host_token"])["result"]


def _accessible(page) -> None:
    assert audit(page, "collector a hand at a time") == []
    assert page.evaluate(SMALL_TARGETS, TAP) == []


def test_one_set_laid_down_is_eight_taps_and_no_scroll_and_names_its_tier_as_tapped(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server)
    person = Taps(shared_phone)
    person.tap("[data-testid=co-hand-seat-1]")
    for count, card in enumerate(SPECTRUM, start=1):
        person.tap(f"[data-testid=co-hand-entry] [data-card='{card}']")
        if count == 3:
            assert shared_phone.inner_text("[data-testid=co-live]").startswith("Pick 3 more card(s)")
    assert shared_phone.inner_text("[data-testid=co-live]") == "Tier 1 · Spectrum"
    assert shared_phone.inner_text("[data-testid=co-summary]") == "Ben: Tier 1 · Spectrum → Ben wins"
    _accessible(shared_phone)
    person.tap("[data-testid=co-submit]")
    shows_version(shared_phone, 1)
    assert report("collector", "a hand at a time, one set from a shared phone", person) == (8, 0)
    result = _result(live_server, made)
    assert (result["winners"], result["totals"], result["termination"]) == ([1], [0, 1, 0, 0], "final_turns_done")
    assert shared_phone.inner_text("[data-testid=co-winner]").startswith("Ben wins — Tier 1 · Spectrum!")
    assert "Ben" in shared_phone.inner_text("[data-testid=co-set-1]")
    _accessible(shared_phone)


def test_a_later_better_set_wins_and_cards_already_laid_down_are_greyed_out(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server, wild_cards="substitute")
    person = Taps(shared_phone)
    person.tap("[data-testid=co-hand-seat-0]")
    for card in STRAIGHT:
        person.tap(f"[data-testid=co-hand-entry] [data-card='{card}']")
    assert shared_phone.inner_text("[data-testid=co-live]") == "Tier 3 · Straight"
    person.tap("[data-testid=co-hand-next]")
    assert shared_phone.is_disabled("[data-testid=co-hand-seat-0]")
    assert shared_phone.is_disabled("[data-testid=co-hand-entry] [data-card='3F']")
    person.tap("[data-testid=co-hand-seat-2]")
    for card in ["1U", "2P", "3H", "W", "W", "6C"]:  # two wild cards stand in for 4 and 5
        person.tap(f"[data-testid=co-hand-entry] [data-card='{card}']")
    assert shared_phone.inner_text("[data-testid=co-live]") == "Tier 1 · Spectrum"
    assert shared_phone.inner_text("[data-testid=co-summary]") == "Ann: Tier 3 · Straight · Cid: Tier 1 · Spectrum → Cid wins"
    person.tap("[data-testid=co-submit]")
    shows_version(shared_phone, 1)
    assert report("collector", "a hand at a time, two sets from a shared phone", person) == (16, 0)
    result = _result(live_server, made)
    assert (result["winners"], [laid["seat"] for laid in result["laid_down"]]) == ([2], [0, 2])


def test_six_cards_that_are_no_set_cannot_be_sent(shared_phone, live_server):
    _open_host_phone(shared_phone, live_server)
    shared_phone.click("[data-testid=co-hand-seat-3]")
    for card in ["1U", "1P", "3H", "4F", "5H", "6C"]:
        shared_phone.click(f"[data-testid=co-hand-entry] [data-card='{card}']")
    assert shared_phone.inner_text("[data-testid=co-live]").startswith("Not a set: 5 rank(s) and 5 suit(s)")
    assert shared_phone.is_disabled("[data-testid=co-submit]")
    shared_phone.click("[data-testid=co-hand-picks] [data-face='1P']")  # taken back
    shared_phone.click("[data-testid=co-hand-entry] [data-card='2P']")
    assert shared_phone.inner_text("[data-testid=co-live]") == "Tier 3 · Straight"
    assert shared_phone.is_enabled("[data-testid=co-submit]")


def test_nobody_laid_down_at_the_turn_limit_is_two_taps_and_a_draw(shared_phone, live_server):
    made = _open_host_phone(shared_phone, live_server, turn_limit=8)
    person = Taps(shared_phone)
    person.tap("[data-testid=co-hand-none]")
    assert shared_phone.inner_text("[data-testid=co-summary]") == "Nobody laid down within the turn limit: a draw."
    person.tap("[data-testid=co-submit]")
    shows_version(shared_phone, 1)
    assert (person.count, person.scrolls) == (2, 0)
    result = _result(live_server, made)
    assert (result["winners"], result["termination"]) == ([], "turn_limit")
    assert shared_phone.inner_text("[data-testid=co-winner]").startswith("Draw")


def test_the_entry_speaks_italian_on_an_italian_phone(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server, locale="it-IT")
    phone = context.new_page()
    try:
        _open_host_phone(phone, live_server, turn_limit=8)
        assert phone.inner_text("[data-testid=co-hand-entry] .co-hand-question") == "Chi ha calato per primo?"
        assert phone.inner_text("[data-testid=co-hand-none]") == "Nessuno: pareggio"
        phone.click("[data-testid=co-hand-seat-1]")
        for card in SPECTRUM:
            phone.click(f"[data-testid=co-hand-entry] [data-card='{card}']")
        assert phone.inner_text("[data-testid=co-live]") == "Livello 1 · Spettro"
        assert phone.inner_text("[data-testid=co-summary]") == "Ben: Livello 1 · Spettro → vince Ben"
        assert audit(phone, "collector a hand at a time [it]") == []
    finally:
        context.close()
