"""The solo 2P6C player on a real phone (docs/games/2p6c.md §5.6, issue 7's solo logging): a solo match made on
the create screen and played to its score, kept in the player's history with its chart, posted to a
community that a second player joins by code, and ranked there by best and median Ultimate Index
only. And the learning deck, once it holds 54 cards, saved as a deck definition and picked on the
create screen."""
from __future__ import annotations

import json

import pytest

from .sixes_ui import fits_at_360
from .two_p6c_ui import enter_row1, match_view, start_play, text
from .ui import VERSION_TIMEOUT_MS, host_only, open_house_rules

pytestmark = pytest.mark.e2e

T_BLACK = ("black", "-", "T", 2, 3, None)
LETTERS = "ABCEFGHIJKLMNPQRSTWXYZ"  # no D, O, U, V: their cards need a substitution
COLOURS = ["black", "yellow", "magenta", "cyan", "green", "purple"]


def solo_match_on_the_create_screen(phone) -> str:
    """Sol's solo match made on the create screen and played from this (host) phone to its score:
    G1's row 1, T played for AT, the initial word TRADES, the end agreed, TP chosen, finalised."""
    page = phone.page
    phone.open("#/create")
    page.select_option("[data-testid=create-game]", "2p6c")
    open_house_rules(page)
    page.select_option("#option-eq_word_score", "choice")
    page.fill("#option-decision_clock_s", "5")
    page.press("#option-decision_clock_s", "Tab")
    page.fill("[data-testid=create-player-0]", "Sol")
    host_only(page)
    page.click("[data-testid=create-submit]")
    page.click("text=Go to the table")
    page.wait_for_selector("[data-testid=tp-lobby]", timeout=VERSION_TIMEOUT_MS)
    match_id = page.url.rsplit("/", 1)[-1]
    page.click("[data-testid=tp-agree]")
    page.wait_for_selector("[data-testid=tp-setup]", timeout=VERSION_TIMEOUT_MS)
    enter_row1(page)
    # The house's 5-second decision clock runs out, says so, and takes nothing away.
    clock = "[data-testid=tp-clock] [data-testid=countdown]"
    first_deadline = page.get_attribute(clock, "data-deadline")
    page.wait_for_selector(f"{clock} .label:has-text(\"Time's up\")", timeout=10_000)
    start_play(page, 3, 2, T_BLACK)
    page.fill("[data-testid=tp-word-text]", "AT")
    page.click("[data-testid=tp-word-send]")
    page.wait_for_selector("[data-testid=tp-w-chain-3]", timeout=VERSION_TIMEOUT_MS)
    assert int(page.get_attribute(clock, "data-deadline")) > int(first_deadline)  # a new decision, a new clock
    page.click("[data-testid=tp-iw-open]")
    page.fill("[data-testid=tp-iw-text]", "TRADES")
    page.click("[data-testid=tp-iw-send]")
    page.wait_for_selector("[data-testid=tp-iw-done]", timeout=VERSION_TIMEOUT_MS)
    page.click("[data-testid=tp-end-propose]")
    page.click("[data-testid=tp-eq-initial-tp]")
    page.wait_for_selector("[data-testid=tp-catalogue] [data-testid=tp-w-initial][data-score='10']",
                           timeout=VERSION_TIMEOUT_MS)
    page.click("[data-testid=tp-finalise]")
    page.wait_for_selector("[data-testid=tp-winner]", timeout=VERSION_TIMEOUT_MS)
    return match_id


def test_a_solo_match_is_kept_in_the_history_and_ranked_in_a_community(phones, live_server):
    sol = phones("2p6c-solo")
    page = sol.page
    match_id = solo_match_on_the_create_screen(sol)

    # The score sheet leads to the solo dashboard, where Sol makes a profile and keeps the match.
    sol.open(f"#/match/{match_id}/scores")
    page.click("[data-testid=scores-solo]")
    page.fill("[data-testid=solo-name-input]", "Sol")
    page.click("[data-testid=solo-create]")
    page.click(f"[data-testid=solo-record-{match_id}]")
    row = page.locator(f"[data-testid=solo-result-{match_id}] td")
    row.first.wait_for(timeout=VERSION_TIMEOUT_MS)
    assert row.all_inner_texts()[1:] == ["0.0185", "16", "0.30"]  # MLR 1/54; FTS AT 6 + TRADES 10
    assert page.locator(f"[data-testid=solo-record-{match_id}]").count() == 0  # kept once
    assert page.locator("svg.totals-chart").count() == 0  # one match makes no line yet
    fits_at_360(page)
    sol.shot("2p6c-solo-dashboard")

    # A community, with Sol's result shared to it.
    page.click("[data-testid=solo-new-community]")
    page.fill("[data-testid=solo-community-name]", "2P6C Roma")
    page.select_option("[data-testid=solo-community-kind]", "regional")
    page.click("[data-testid=solo-community-create]")
    code = text(page, "community-code")
    assert "No results shared here yet." in page.inner_text("#screen")
    assert "1 member" in page.inner_text("#screen") and "1 members" not in page.inner_text("#screen")
    page.click("[data-testid=community-share]")
    page.wait_for_selector("[data-testid=community-rank-0].me", timeout=VERSION_TIMEOUT_MS)
    assert page.locator("[data-testid=community-rank-0] td").all_inner_texts() == ["1", "Sol", "0.30", "0.30", "50.00"]

    # Cat joins with the code, typed loosely, and sees Sol's best and median, nothing more.
    cat = phones("2p6c-cat")
    cat.open("#/solo")
    cat.page.fill("[data-testid=solo-name-input]", "Cat")
    cat.page.click("[data-testid=solo-create]")
    cat.page.fill("[data-testid=solo-join-code]", f"{code[:3].lower()}-{code[3:].lower()}")
    cat.page.click("[data-testid=solo-join]")
    cat.page.wait_for_selector("[data-testid=community-rank-0]", timeout=VERSION_TIMEOUT_MS)
    cells = cat.page.locator("[data-testid=community-rank-0] td").all_inner_texts()
    assert cells == ["1", "Sol", "0.30", "0.30", "50.00"]
    assert cat.page.locator("[data-testid=community-rank-0].me").count() == 0
    assert "2 members" in cat.page.inner_text("#screen")
    assert "0.0185" not in cat.page.inner_text("#screen")  # Sol's MLR stays Sol's
    fits_at_360(cat.page)
    cat.shot("2p6c-community-rankings")
    assert sol.errors == [] and cat.errors == []


def test_the_solo_screen_starts_a_solo_match_in_one_tap_and_explains_its_numbers(phones, live_server):
    """No trip through the create screen: the profile's name plays the one seat from this phone,
    and MLR, FTS and the Ultimate Index are said in words, in English and in Italian."""
    sol = phones("2p6c-start")
    page = sol.page
    sol.open("#/solo")
    page.fill("[data-testid=solo-name-input]", "Sol")
    page.click("[data-testid=solo-create]")
    page.click("[data-testid=solo-measures] summary")
    words = page.inner_text("[data-testid=solo-measures]")
    assert "FTS × MLR" in words and "54-card board" in words
    page.click("[data-testid=solo-start]")
    page.wait_for_selector("[data-testid=tp-lobby]", timeout=VERSION_TIMEOUT_MS)
    match_id = page.url.rsplit("/", 1)[-1]
    [entry] = [kept for kept in sol.stored().values() if kept["id"] == match_id]
    assert entry["host"] is True and entry["seat"] == 0 and entry["names"] == ["Sol"]
    # The host token plays the seat: it reads seat 0's own view.
    assert match_view(live_server, match_id, entry["token"])["viewer"]["seat"] == 0
    sol.open("#/solo")
    page.click("#lang")
    page.click("[data-testid=solo-measures] summary")
    assert "tabellone da 54 carte" in page.inner_text("[data-testid=solo-measures]")
    assert page.inner_text("[data-testid=solo-start]") == "Inizia una partita in solitario"
    assert sol.errors == []


def learned_deck() -> list[dict]:
    return [{"colour": COLOURS[i % 6], "polarity": "+-"[i % 2], "primary": LETTERS[i % len(LETTERS)],
             "secondary": None, "substitution": "none", "tp": i % 7 + 1, "rp": i // 7 + 1} for i in range(54)]


def test_a_whole_learning_deck_is_saved_and_picked_on_the_create_screen(phones, live_server):
    phone = phones("2p6c-deck")
    page = phone.page
    phone.open("#/")
    page.evaluate("cards => localStorage.setItem('2p6c.learning', cards)", json.dumps(learned_deck()[:53]))
    phone.open("#/solo")
    assert text(page, "solo-deck-count") == "53 of 54 cards learned"
    assert page.is_disabled("[data-testid=solo-deck-save]")

    page.evaluate("cards => localStorage.setItem('2p6c.learning', cards)", json.dumps(learned_deck()))
    page.reload()
    assert text(page, "solo-deck-count") == "54 of 54 cards learned"
    page.click("[data-testid=solo-deck-save]")
    page.wait_for_selector("[data-testid=solo-deck-saved]", timeout=VERSION_TIMEOUT_MS)

    phone.open("#/create")
    page.select_option("[data-testid=create-game]", "2p6c")
    page.wait_for_selector("[data-testid=option-deck] option:has-text('My learned deck')", state="attached")
    page.select_option("[data-testid=option-deck]", label=page.locator(
        "[data-testid=option-deck] option:has-text('My learned deck')").first.inner_text())
    page.fill("[data-testid=create-player-0]", "Sol")
    host_only(page)
    page.click("[data-testid=create-submit]")
    page.click("text=Go to the table")
    page.wait_for_selector("[data-testid=tp-lobby]", timeout=VERSION_TIMEOUT_MS)
    match_id = page.url.rsplit("/", 1)[-1]
    token = page.evaluate(f"JSON.parse(localStorage.getItem('tr.matches'))['{match_id}'].token")
    deck = match_view(live_server, match_id, token)["state"]["deck"]
    assert [c["code"] for c in deck["cards"]][:3] == ["01", "02", "03"] and len(deck["cards"]) == 54
    assert deck["cards"][0]["primary"] == "A" and deck["name"] == "My learned deck"
    assert phone.errors == []
