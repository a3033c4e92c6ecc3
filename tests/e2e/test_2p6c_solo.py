"""The solo 2P6C player on a real phone (docs/games/2p6c.md §5.6, issue 7's solo logging): a solo match made on
the create screen and played to its score, kept in the player's history with its chart, posted to a
community that a second player joins by code, and ranked there by best and median Ultimate Index
only; a result withdrawn, a community left and the profile deleted. And the learning deck, once it
holds 54 cards, saved as a deck definition and picked on the create screen."""
from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest

from tests.api.solo_support import solo_match

from . import ui
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
    assert page.locator("[data-testid=community-rank-0] td").all_inner_texts() == ["1", "Sol\nRefereed", "0.30", "0.30", "50.00"]

    # Cat joins with the code, typed loosely, and sees Sol's best and median, nothing more.
    cat = phones("2p6c-cat")
    cat.open("#/solo")
    cat.page.fill("[data-testid=solo-name-input]", "Cat")
    cat.page.click("[data-testid=solo-create]")
    cat.page.fill("[data-testid=solo-join-code]", f"{code[:3].lower()}-{code[3:].lower()}")
    cat.page.click("[data-testid=solo-join]")
    cat.page.wait_for_selector("[data-testid=community-rank-0]", timeout=VERSION_TIMEOUT_MS)
    cells = cat.page.locator("[data-testid=community-rank-0] td").all_inner_texts()
    assert cells == ["1", "Sol\nRefereed", "0.30", "0.30", "50.00"]
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
    assert "Match Literacy Ratio" in words  # the rulebook's name
    page.click("[data-testid=solo-start]")
    page.wait_for_selector("[data-testid=tp-lobby]", timeout=VERSION_TIMEOUT_MS)
    # Nobody else joins a solo log: no join code on the table, no Code tab.
    assert page.locator("[data-testid=table-join-line]").count() == 0
    assert page.locator("nav.tabs a").all_inner_texts() == ["Table", "Scores", "How to play"]
    match_id = page.url.rsplit("/", 1)[-1]
    [entry] = [kept for kept in sol.stored().values() if kept["id"] == match_id]
    assert entry["host"] is True and entry["seat"] == 0 and entry["names"] == ["Sol"]
    # The host token plays the seat: it reads seat 0's own view.
    assert match_view(live_server, match_id, entry["token"])["viewer"]["seat"] == 0
    sol.open("#/solo")
    ui.switch_language(page, "it")
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


class LiveApi:
    """The live server, spoken to as tests/api's helpers speak to their test client (solo_match)."""

    def __init__(self, base_url: str) -> None:
        self.base = f"{base_url}/api/v1"

    def create(self, game: str, players: list[str], options: dict) -> dict:
        return ui.api_call(f"{self.base}/matches", {"game": game, "players": players, "options": options})

    def play(self, match: dict, seat: int, type_: str, payload: dict, token: str) -> dict:
        return ui.api_call(f"{self.base}/matches/{match['id']}/moves",
                           {"type": type_, "seat": seat, "payload": payload}, token)

    def kept(self, token: str, match: dict) -> dict:
        """A finished solo match recorded in the history of the profile `token`."""
        return ui.api_call(f"{self.base}/2p6c/players/me/results",
                           {"match_id": match["id"], "seat_token": match["seats"][0]["token"]}, token)

    def status(self, path: str, token: str) -> int:
        request = urllib.request.Request(f"{self.base}{path}", headers={"Authorization": f"Bearer {token}"})
        try:
            with urllib.request.urlopen(request) as answer:
                return answer.status
        except urllib.error.HTTPError as refused:
            return refused.code


def test_a_player_withdraws_a_result_leaves_a_community_and_deletes_their_profile(phones, live_server):
    """Sol takes back, as a player would: a result withdrawn from Ben's community (the history
    keeps it), then that community left (after a question, once answered no), then the whole
    profile deleted (after a question): Sol's club lives on with Ben, ranking nobody."""
    api = LiveApi(live_server)
    ben = ui.api_call(f"{api.base}/2p6c/players", {"name": "Ben"})
    roma = ui.api_call(f"{api.base}/2p6c/communities", {"name": "Roma", "kind": "virtual"}, ben["token"])
    bens = api.kept(ben["token"], solo_match(api))
    ui.api_call(f"{api.base}/2p6c/communities/{roma['id']}/results", {"result_id": bens["id"]}, ben["token"])

    sol = phones("2p6c-takes-back")
    page = sol.page
    sol.open("#/solo")
    page.fill("[data-testid=solo-name-input]", "Sol")
    page.click("[data-testid=solo-create]")
    page.wait_for_selector("[data-testid=solo-name]")
    token = json.loads(page.evaluate("localStorage.getItem('tr.solo')"))["token"]
    kept = [api.kept(token, solo_match(api, options=options)) for options in ({}, {"mlr_include_initial": True})]
    # Sol's own club, which Ben joins, with Sol's best result in it.
    page.click("[data-testid=solo-new-community]")
    page.fill("[data-testid=solo-community-name]", "Sol's club")
    page.click("[data-testid=solo-community-create]")
    club = ui.api_call(f"{api.base}/2p6c/communities/join", {"code": text(page, "community-code")}, ben["token"])
    page.select_option("[data-testid=community-share-pick]", kept[1]["id"])
    page.click("[data-testid=community-share]")
    page.wait_for_selector("[data-testid=community-rank-0].me", timeout=VERSION_TIMEOUT_MS)

    # In Roma, Sol shares a result, then withdraws it: Roma ranks Ben alone, Sol's history keeps it.
    sol.open("#/solo")
    page.fill("[data-testid=solo-join-code]", roma["code"])
    page.click("[data-testid=solo-join]")
    page.wait_for_selector("[data-testid=community-rank-0]", timeout=VERSION_TIMEOUT_MS)
    page.select_option("[data-testid=community-share-pick]", kept[0]["id"])
    page.click("[data-testid=community-share]")
    page.wait_for_selector(f"[data-testid=community-withdraw-{kept[0]['id']}]", timeout=VERSION_TIMEOUT_MS)
    assert "Sol" in page.inner_text("[data-testid=community-rankings]")
    page.click(f"[data-testid=community-withdraw-{kept[0]['id']}]")
    page.wait_for_selector("text=None of your results is shared here.", timeout=VERSION_TIMEOUT_MS)
    assert "Sol" not in page.inner_text("[data-testid=community-rankings]")
    assert len(ui.api_call(f"{api.base}/2p6c/players/me/results", None, token)["results"]) == 2

    # Leaving asks first; "Cancel" keeps Sol in; "Yes, leave" takes Sol out, back to the dashboard.
    page.click("[data-testid=community-leave]")
    assert "Leave Roma?" in page.inner_text("[data-testid=community-leave-ask]")
    page.click("[data-testid=community-leave-no]")
    page.click("[data-testid=community-leave]")
    page.click("[data-testid=community-leave-yes]")
    page.wait_for_selector("[data-testid=solo-name]", timeout=VERSION_TIMEOUT_MS)
    assert page.locator(f"[data-testid=solo-community-{roma['code']}]").count() == 0
    roma_now = ui.api_call(f"{api.base}/2p6c/players/me/communities", None, ben["token"])
    assert {c["id"]: c["members"] for c in roma_now}[roma["id"]] == 1

    # Deleting the profile asks first, in Italian too, then forgets Sol everywhere.
    ui.switch_language(page, "it")
    page.click("[data-testid=solo-delete]")
    assert "Non si può annullare" in page.inner_text("[data-testid=solo-delete-ask]")
    ui.switch_language(page, "en")
    page.click("[data-testid=solo-delete]")
    assert "cannot be undone" in page.inner_text("[data-testid=solo-delete-ask]")
    page.click("[data-testid=solo-delete-yes]")
    page.wait_for_selector("[data-testid=solo-deleted]", timeout=VERSION_TIMEOUT_MS)
    assert page.is_visible("[data-testid=solo-name-input]")  # a new profile may be made here
    assert page.evaluate("localStorage.getItem('tr.solo')") is None
    assert api.status("/2p6c/players/me", token) == 401
    rankings = ui.api_call(f"{api.base}/2p6c/communities/{club['id']}/rankings", None, ben["token"])
    assert rankings["rankings"] == []  # Sol's club lives on with Ben, and ranks nobody now
    assert sol.errors == []
