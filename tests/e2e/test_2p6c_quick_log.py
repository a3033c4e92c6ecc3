"""A solo 2P6C game played on paper, logged quickly on a 390×844 phone (docs/games/2p6c.md, `depth: "quick"`):
from opening the app to MLR, FTS and UIN on screen in a handful of taps and no scroll, the figures
the ones the API keeps in the history; a figure no game leaves refused in the rule's words; and a
community's rankings that say how each member's results were entered, filtered on it."""
from __future__ import annotations

import json

import pytest

from .tap_counting import Taps, report
from .ui import api_call, switch_language

pytestmark = pytest.mark.e2e

TAP_BUDGET = 10


@pytest.fixture
def phone(browser, live_server):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=live_server)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    assert errors == []
    context.close()


def signed_in(page, live_server, name: str = "Sol") -> dict:
    """A returning solo player: the profile is on this phone, the app opens on its home screen."""
    player = api_call(f"{live_server}/api/v1/2p6c/players", {"name": name})
    page.goto("/#/")
    page.evaluate("(p) => localStorage.setItem('tr.solo', JSON.stringify(p))",
                  {"id": player["id"], "name": player["name"], "token": player["token"]})
    page.reload()
    page.wait_for_selector("[data-testid=home-solo]")
    return player


def history(live_server, player: dict) -> list[dict]:
    return api_call(f"{live_server}/api/v1/2p6c/players/me/results", None, player["token"])["results"]


def test_a_paper_game_is_logged_in_at_most_10_taps_with_no_scroll_and_shows_the_apis_figures(phone, live_server):
    player = signed_in(phone, live_server)
    person = Taps(phone)
    person.tap("[data-testid=home-solo-quick]")  # the solo screen offers it too (solo-quick-open)
    person.tap("[data-testid=solo-quick-cards]")
    phone.keyboard.type("20")
    person.tap("[data-testid=solo-quick-words]")
    phone.keyboard.type("12, 7 9")
    person.tap("[data-testid=solo-quick-initial]")
    phone.keyboard.type("10")
    person.tap("[data-testid=solo-quick-mlr_include_initial]")  # this player counts the first row
    person.tap("[data-testid=solo-quick-go]")
    phone.wait_for_selector("[data-testid=solo-quick-figures]")
    taps, scrolls = report("2p6c", "quick log, from opening the app", person)
    assert taps <= TAP_BUDGET and scrolls == 0
    assert phone.is_visible("[data-testid=solo-quick-uin]")
    shown = {key: phone.inner_text(f"[data-testid=solo-quick-{key}]") for key in ("mlr", "fts", "uin")}
    [kept] = history(live_server, player)
    assert shown == {"mlr": kept["mlr_display"], "fts": str(kept["fts"]), "uin": kept["uin_display"]}
    # 20 cards and the first row's 6 of 54: 13/27; FTS 12 + 7 + 9 + 10 = 38.
    assert (kept["mlr_fraction"], kept["fts"], kept["depth"]) == ([13, 27], 38, "quick")
    assert kept["house_options"] == {"mlr_include_initial": True, "fts_include_initial_word": True}
    assert "kept in your history" in phone.inner_text("[data-testid=solo-quick-kept]")
    # The history marks it as logged quickly; the phone keeps no match of it to play.
    phone.click("[data-testid=solo-quick-back]")
    row = phone.locator(f"[data-testid=solo-result-{kept['match_id']}] td")
    row.first.wait_for()
    assert "Quick log" in row.first.inner_text()
    assert row.all_inner_texts()[1:] == [kept["mlr_display"], "38", kept["uin_display"]]
    assert phone.evaluate("localStorage.getItem('tr.matches')") in (None, "{}")


def test_the_house_rules_last_used_are_ticked_again_and_a_game_without_initial_word_logs(phone, live_server):
    player = signed_in(phone, live_server)
    phone.goto("/#/solo/quick")
    assert not phone.is_checked("[data-testid=solo-quick-mlr_include_initial]")
    assert phone.is_checked("[data-testid=solo-quick-fts_include_initial_word]")
    phone.fill("[data-testid=solo-quick-cards]", "4")
    phone.fill("[data-testid=solo-quick-words]", "5")
    phone.click("[data-testid=solo-quick-fts_include_initial_word]")
    phone.click("[data-testid=solo-quick-go]")
    phone.wait_for_selector("[data-testid=solo-quick-figures]")
    assert phone.inner_text("[data-testid=solo-quick-fts]") == "5"
    phone.click("[data-testid=solo-quick-again]")
    assert not phone.is_checked("[data-testid=solo-quick-fts_include_initial_word]")
    [kept] = history(live_server, player)
    assert (kept["cards_played"], kept["fts"], kept["house_options"]["fts_include_initial_word"]) == (4, 5, False)


def test_figures_that_are_not_numbers_or_that_no_game_leaves_are_refused_in_words(phone, live_server):
    player = signed_in(phone, live_server)
    phone.goto("/#/solo/quick")
    phone.fill("[data-testid=solo-quick-cards]", "20")
    phone.fill("[data-testid=solo-quick-words]", "12 seven")
    phone.click("[data-testid=solo-quick-go]")
    assert "whole number" in phone.inner_text("[data-testid=solo-quick-wrong]")
    # 60 cards: the board holds 48 of the player's beside the first row; the rule says so.
    phone.fill("[data-testid=solo-quick-words]", "12 7")
    phone.fill("[data-testid=solo-quick-cards]", "60")
    phone.click("[data-testid=solo-quick-go]")
    phone.wait_for_selector("#notice:not([hidden])")
    assert "holds 0 to 48 of your cards" in phone.inner_text("#notice")
    assert history(live_server, player) == []
    # Put right, the same match takes the log.
    phone.fill("[data-testid=solo-quick-cards]", "30")
    phone.click("[data-testid=solo-quick-go]")
    phone.wait_for_selector("[data-testid=solo-quick-figures]")
    assert [result["fts"] for result in history(live_server, player)] == [19]
    switch_language(phone, "it")
    phone.goto("/#/solo/quick")
    assert phone.inner_text("[data-testid=solo-quick-go]") == "Registra"


def test_a_community_says_how_each_members_results_were_entered_and_filters_on_it(phone, live_server):
    base = f"{live_server}/api/v1"
    sol = signed_in(phone, live_server)
    ben = api_call(f"{base}/2p6c/players", {"name": "Ben"})
    club = api_call(f"{base}/2p6c/communities", {"name": "Club", "kind": "virtual"}, sol["token"])
    api_call(f"{base}/2p6c/communities/join", {"code": club["code"]}, ben["token"])

    def logged(player: dict, figures: dict) -> None:
        match = api_call(f"{base}/matches", {"game": "2p6c", "players": [player["name"]], "options": {"depth": "quick"},
                                              "host_seat": 0})
        api_call(f"{base}/matches/{match['id']}/moves", {"type": "quick_log", "seat": 0, "payload": figures},
                 match["host_token"])
        kept = api_call(f"{base}/2p6c/players/me/results", {"match_id": match["id"], "seat_token": match["host_token"]},
                        player["token"])
        api_call(f"{base}/2p6c/communities/{club['id']}/results", {"result_id": kept["id"]}, player["token"])

    logged(sol, {"cards_played": 20, "word_scores": [12, 7, 9], "initial_word": 10})   # UIN 14.07
    logged(ben, {"cards_played": 4, "word_scores": [1], "initial_word": None})         # UIN 0.07
    phone.goto(f"/#/solo/community/{club['id']}")
    phone.wait_for_selector("[data-testid=community-rank-1]")
    assert [phone.inner_text(f"[data-testid=community-depth-{i}]") for i in (0, 1)] == ["Quick log", "Quick log"]
    assert phone.get_attribute("[data-testid=community-filter-all]", "aria-pressed") == "true"

    person = Taps(phone)
    person.tap("[data-testid=community-filter-every_move]")
    phone.wait_for_selector("[data-testid=community-filter-every_move][aria-pressed=true]")
    assert phone.locator("[data-testid=community-rankings]").count() == 0
    assert "No results shared here yet." in phone.inner_text("#screen")
    person.tap("[data-testid=community-filter-quick]")
    phone.wait_for_selector("[data-testid=community-rank-1]")
    names = [phone.inner_text(f"[data-testid=community-rank-{i}] td:nth-child(2)").split("\n")[0] for i in (0, 1)]
    assert names == ["Sol", "Ben"]
    expected = api_call(f"{base}/2p6c/communities/{club['id']}/rankings?depth=quick", None, sol["token"])
    assert phone.inner_text("[data-testid=community-percentiles]").count(expected["percentiles"]["p50_display"]) >= 1
    assert person.scrolls == 0
    stored = json.loads(phone.evaluate("localStorage.getItem('tr.solo')"))
    assert stored["name"] == "Sol"


def test_a_quick_match_made_on_the_create_screen_is_logged_on_its_table(phone, live_server):
    """The same form on the table of a quick match (depth is one of 2P6C's main options): the
    game ends logged quickly, with its figures on the score sheet."""
    made = api_call(f"{live_server}/api/v1/matches", {"game": "2p6c", "players": ["Sol"],
                                                       "options": {"depth": "quick"}, "host_seat": 0})
    phone.goto("/#/")
    phone.evaluate("(m) => localStorage.setItem('tr.matches', JSON.stringify({[m.id]: {id: m.id, game: '2p6c',"
                   " title: '2P6C', token: m.host_token, seat: 0, host: true, names: ['Sol']}}))", made)
    phone.goto(f"/#/match/{made['id']}")
    phone.fill("[data-testid=solo-quick-cards]", "20")
    phone.fill("[data-testid=solo-quick-words]", "12 7 9")
    phone.fill("[data-testid=solo-quick-initial]", "10")
    phone.click("[data-testid=solo-quick-go]")
    phone.wait_for_selector("[data-testid=tp-winner]")
    assert "logged quickly" in phone.inner_text("[data-testid=tp-winner]")
    assert [phone.inner_text(f"[data-testid=tp-solo-{key}]") for key in ("mlr", "fts", "uin")] == ["0.3704", "38", "14.07"]
    assert phone.locator("[data-testid=tp-pause]").count() == 0
