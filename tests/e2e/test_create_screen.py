"""The create screen in real Chromium at 390 × 844: every game's screen, in English and Italian,
is at most two phone screens tall until "House rules" is opened, and speaks in words, not raw
values; a match is made through it; a new tournament shares its option fields."""
from __future__ import annotations

import json
import re
import urllib.request

import pytest

from .sixes_ui import fits_at_360
from .ui import VERSION_TIMEOUT_MS, api_call, host_only, open_house_rules

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
TWO_SCREENS = 2 * PHONE["height"]
RAW_VALUE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\boption\.")
HOUSE_RULES = {"en": "House rules: standard", "it": "Regole della casa: standard"}


@pytest.fixture
def phone(browser, live_server):
    contexts = []

    def make(lang: str):
        contexts.append(browser.new_context(viewport=PHONE, locale={"en": "en-GB", "it": "it-IT"}[lang]))
        page = contexts[-1].new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.errors = errors
        return page
    yield make
    for context in contexts:
        context.close()


def catalogue(live_server: str, lang: str) -> list[dict]:
    request = urllib.request.Request(f"{live_server}/api/v1/games", headers={"Accept-Language": lang})
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def pick(page, slug: str) -> None:
    page.select_option("[data-testid=create-game]", slug)
    page.wait_for_selector(f"[data-game='{slug}'] [data-testid=create-submit]")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_games_create_screen_fits_two_phone_screens_until_house_rules_open(phone, live_server, lang):
    page = phone(lang)
    page.goto(f"{live_server}/#/create")
    games = catalogue(live_server, lang)
    heights = {}
    for game in games:
        pick(page, game["slug"])
        assert game["summary"] in page.inner_text("main")
        heights[game["slug"]] = page.evaluate("document.documentElement.scrollHeight")
        house = page.locator("[data-testid=create-house-rules]")
        if house.count():
            assert house.get_attribute("open") is None
            assert page.inner_text("[data-testid=create-house-summary]") == HOUSE_RULES[lang]
        assert not RAW_VALUE.search(page.inner_text("main")), game["slug"]
        fits_at_360(page)
    assert {slug: height for slug, height in heights.items() if height > TWO_SCREENS} == {}, heights
    assert page.errors == []


@pytest.mark.parametrize("lang", ["en", "it"])
def test_house_rules_show_every_option_by_its_title_and_choice_labels(phone, live_server, lang):
    page = phone(lang)
    page.goto(f"{live_server}/#/create")
    for game in catalogue(live_server, lang):
        pick(page, game["slug"])
        if page.locator("[data-testid=create-house-rules]").count():
            open_house_rules(page)
        text = page.inner_text("main")
        options = [page.inner_text(f"#{node}") for node in page.eval_on_selector_all(
            "main select[id]", "nodes => nodes.map((node) => node.id)")]
        assert not RAW_VALUE.search(text + " ".join(options)), game["slug"]


def test_a_flares_match_made_in_italian_with_a_house_rule_changed_reset_and_changed_again(phone, live_server):
    page = phone("it")
    page.goto(f"{live_server}/#/create")
    pick(page, "flares")
    page.fill("[data-testid=create-player-0]", "Ann")
    page.fill("[data-testid=create-player-1]", "Ben")
    page.fill("#option-target", "50")
    page.dispatch_event("#option-target", "change")
    open_house_rules(page)
    assert page.inner_text("#option-split_rounding option[value=floor]") == "Per difetto"
    page.select_option("#option-split_rounding", "floor")
    page.check("#option-deck_sweep_doubles")
    assert page.inner_text("[data-testid=create-house-summary]") == "Regole della casa: 2 cambiate"
    page.click("[data-testid=create-reset]")
    assert page.inner_text("[data-testid=create-house-summary]") == "Regole della casa: standard"
    assert page.input_value("#option-split_rounding") == "exact"
    assert not page.is_checked("#option-deck_sweep_doubles")
    page.check("#option-deck_sweep_doubles")
    assert page.inner_text("[data-testid=create-house-summary]") == "Regole della casa: 1 cambiata"
    host_only(page)
    page.click("[data-testid=create-submit]")
    page.wait_for_selector("[data-testid=join-code]", timeout=VERSION_TIMEOUT_MS)
    [match] = page.evaluate("Object.values(JSON.parse(localStorage.getItem('tr.matches')))")
    assert (match["host"], match["seat"]) == (True, None)
    options = api_call(f"{live_server}/api/v1/matches/{match['id']}", token=match["token"])["options"]
    assert (options["target"], options["deck_sweep_doubles"], options["split_rounding"]) == (50, True, "exact")
    assert page.errors == []


def test_playing_too_is_on_by_default_and_asks_for_the_seat_named_after_its_player(phone, live_server):
    page = phone("en")
    page.goto(f"{live_server}/#/create")
    pick(page, "mini-golf")
    assert page.is_checked("[data-testid=create-play-too]")
    assert page.input_value("[data-testid=create-host-seat]") == "0"
    page.fill("[data-testid=create-player-0]", "Ann")
    page.fill("[data-testid=create-player-1]", "Ben")
    assert page.inner_text("[data-testid=create-host-seat] option[value='1']") == "Ben"
    page.select_option("[data-testid=create-host-seat]", label="Ben")
    with page.expect_request(lambda request: request.method == "POST" and request.url.endswith("/matches")) as sent:
        page.click("[data-testid=create-submit]")
    assert sent.value.post_data_json["host_seat"] == 1
    page.wait_for_selector("[data-version]")  # the creator's table
    page.goto(f"{live_server}/#/create")
    pick(page, "mini-golf")
    host_only(page)
    assert not page.is_visible("[data-testid=create-host-seat]")


def test_a_new_tournament_starts_at_the_first_game_with_its_house_rules_closed(phone, live_server):
    page = phone("en")
    page.goto(f"{live_server}/#/tournaments/new")
    first = catalogue(live_server, "en")[0]
    page.wait_for_selector("[data-testid=tn-house-rules]", state="attached")
    assert page.input_value("[data-testid=tn-game]") == first["slug"]
    assert page.get_attribute("[data-testid=tn-house-rules]", "open") is None
    assert page.is_visible("#tn-option-holes")
    assert not page.locator("#tn-option-first_dealer").count()


def test_ekeq_shows_only_the_rules_of_the_way_to_play_picked(phone, live_server):
    """The catalogue marks each variant's rules ("x-only-when"); the Q card's rules go when the
    Climb is picked, the Climb's come, and a changed rule of a hidden variant is not counted."""
    page = phone("en")
    page.goto(f"{live_server}/#/create")
    pick(page, "ekeq")
    open_house_rules(page)
    shown = lambda option: page.is_visible(f"#option-{option}")  # noqa: E731 - one line reads best
    assert shown("initial_q_holder") and shown("commit_mode") and shown("deal_golden_q")
    assert not (shown("figures") or shown("climb_stall_rule") or shown("family_unique") or shown("first_player"))
    page.uncheck("#option-deal_golden_q")
    assert page.inner_text("[data-testid=create-house-summary]") == "House rules: 1 changed"

    page.select_option("#option-variant", "climb")
    assert shown("figures") and shown("climb_stall_rule") and shown("first_player")
    assert not (shown("initial_q_holder") or shown("commit_mode") or shown("deal_golden_q") or shown("family_unique"))
    assert page.inner_text("[data-testid=create-house-summary]") == "House rules: standard"

    page.select_option("#option-variant", "family")
    assert shown("family_unique") and shown("first_player") and not shown("figures")

    # A rule of the Q card game set, then hidden by picking the Climb, is not sent with the match.
    page.select_option("#option-variant", "base")
    page.select_option("#option-commit_mode", "hash")
    page.select_option("#option-variant", "climb")
    for seat, name in enumerate(["Ann", "Ben"]):
        page.fill(f"[data-testid=create-player-{seat}]", name)
    with page.expect_response(lambda answer: answer.request.method == "POST" and answer.url.endswith("/matches")) as sent:
        page.click("[data-testid=create-submit]")
    assert sent.value.status == 201
    assert "commit_mode" not in sent.value.request.post_data_json["options"]
    assert page.errors == []


def test_my_matches_tell_two_matches_of_one_game_apart(phone, live_server):
    """Home lists this phone's matches with who plays each and when it last had it."""
    page = phone("en")
    page.goto(f"{live_server}/#/")
    page.evaluate("""() => {
      const golf = {game: 'mini-golf', title: 'Mini Golf', host: true, seat: 0};
      localStorage.setItem('tr.matches', JSON.stringify({
        a: {...golf, id: 'a', names: ['Ann', 'Ben'], savedAt: Date.UTC(2026, 10, 20, 19, 5)},
        b: {...golf, id: 'b', names: ['Ann', 'Cleo', 'Dan'], savedAt: Date.UTC(2026, 10, 27, 20, 30)}}));
    }""")
    page.reload()
    page.wait_for_selector("[data-testid=home-create]")
    rows = page.locator("main .list a small").all_inner_texts()
    assert len(rows) == 2 and rows[0].startswith("Ann, Cleo, Dan · ") and rows[1].startswith("Ann, Ben · ")
    assert "2026" in rows[0] and rows[0] != rows[1]
