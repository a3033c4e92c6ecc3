"""How to play in the app: a refusal at a Mini Golf table links to the paragraph that explains its
rule, with that match's values filled in, and the page leads back to the table, in both languages;
every game's page is one tap from the home screen, and the new match being made links its game's
page and finds itself again on the way back."""
from __future__ import annotations

import pytest

from rules.registry import GAMES

from .golf_ui import enter, shows_version
from .ui import create_on_phone, join

pytestmark = [pytest.mark.e2e, pytest.mark.service_worker]

TURN_BANNER = "[data-testid=golf-turn-banner]"


def _refused_out_of_turn(host, ben) -> str:
    """A 3-hole match; Ben's queued turn reaches the server after the host entered it for him
    (CORE-TURN-TAKEN). Returns the match id."""
    code = create_on_phone(host, "mini-golf", ["Ann", "Ben"], {"holes": 3})
    join(ben, code, seat=1, ready=TURN_BANNER)
    host.page.click("[data-testid=host-to-table]")
    enter(host.page, 0, ("start", "5C"))
    shows_version(ben.page, 1)
    ben.context.set_offline(True)
    enter(ben.page, 1, ("turn", "deck", "2H", "TL", "6U"))
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    enter(host.page, 1, ("turn", "deck", "1C", None, None))
    shows_version(host.page, 2)
    # A short phone, scrolled down to the bottom of the table when the refusal comes.
    ben.page.set_viewport_size({"width": 360, "height": 480})
    ben.page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    ben.context.set_offline(False)
    ben.page.wait_for_selector("[data-testid=outbox] .chip.refused", timeout=10_000)
    return next(iter(ben.stored()))


def _page_text(phone) -> str:
    return phone.page.inner_text("#screen")


def _target_paragraph_in_view(phone, rule: str) -> str:
    phone.page.wait_for_selector(f"#{rule}.target")
    paragraph = phone.page.locator(f".howto-p.target:has(#{rule})")
    assert paragraph.count() == 1
    assert phone.page.evaluate(f"""() => {{
      const box = document.getElementById("{rule}").parentElement.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight; }}""")
    return paragraph.inner_text()


def _wider_than_the_phone(phone) -> list[str]:
    return phone.page.evaluate("""() => [...document.querySelectorAll("#screen *")]
      .filter((node) => node.getBoundingClientRect().right > window.innerWidth)
      .map((node) => node.outerHTML.slice(0, 80))""")


def test_a_refusal_at_the_table_opens_how_to_play_at_its_rule_with_the_matchs_values(phones):
    host, ben = phones("host"), phones("ben")
    match_id = _refused_out_of_turn(host, ben)
    # Ben was scrolled down: the refusal is on his screen all the same, under the bar.
    assert ben.page.evaluate("() => window.scrollY") > 0
    assert ben.page.evaluate("""() => { const box = document.getElementById("notice").getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight && box.height > 0; }""")

    ben.page.click("[data-testid=rule-link]")
    explained = _target_paragraph_in_view(ben, "CORE-TURN-TAKEN")
    assert ben.page.evaluate("location.hash") == f"#/match/{match_id}/rules/CORE-TURN-TAKEN"
    assert "already entered" in explained
    text = _page_text(ben)
    assert "{" not in text and "}" not in text
    assert "over 3 holes" in text and "After 3 holes" in text and "for 2 to 4 players" in text
    assert ben.page.locator(".tabs a[aria-current=page]").inner_text() == "How to play"
    ben.shot("howto-rule")

    ben.page.click("#lang")
    ben.page.wait_for_selector("h1:has-text('Come si gioca a Mini Golf')")
    explained = _target_paragraph_in_view(ben, "CORE-TURN-TAKEN")
    assert "già stato inserito" in explained
    text = _page_text(ben)
    assert "{" not in text and "}" not in text
    assert "su 3 buche" in text and "Dopo 3 buche" in text
    assert _wider_than_the_phone(ben) == []
    assert ben.page.locator(".tabs a[aria-current=page]").inner_text() == "Come si gioca"
    ben.shot("howto-rule-it")

    ben.page.click("[data-testid=howto-back]")
    ben.page.wait_for_selector(TURN_BANNER)
    assert ben.page.evaluate("location.hash") == f"#/match/{match_id}"
    # Ben's phone logs its failed offline request and the refusal's 409; nothing else.
    assert host.errors == [] and [e for e in ben.errors if not e.startswith("Failed to load resource")] == []


def test_how_to_play_outside_a_match_shows_the_defaults_and_leads_home(phones):
    phone = phones("reader")
    phone.open("#/rules/mini-golf/GOLF-DISCARD-TOP")
    explained = _target_paragraph_in_view(phone, "GOLF-DISCARD-TOP")
    assert "top card of the discard pile" in explained
    assert phone.page.locator(".howto-p.target .rule-tag").all_inner_texts() == [
        "GOLF-BAD-SOURCE", "GOLF-DISCARD-TOP"]
    text = _page_text(phone)
    assert "After 9 holes" in text and "{" not in text
    # The rules every game shares follow the game's own.
    assert "Entering cards" in text and phone.page.locator("#CORE-CARD-SEEN").count() == 1
    phone.page.click("[data-testid=howto-back]")
    phone.page.wait_for_selector("[data-testid=home-create]")
    assert phone.errors == []


def test_a_rule_without_a_paragraph_shows_its_message_with_its_blanks_in_words(phones):
    """As when a game's page is missing (a new game, or a page not written yet)."""
    phone = phones("fallback")
    phone.page.route("**/howto/*/ladder.json", lambda route: route.fulfill(status=404))
    phone.open("#/rules/ladder/LADDER-TOO-FEW-CARDS")
    explained = _target_paragraph_in_view(phone, "LADDER-TOO-FEW-CARDS")
    assert "play at least (a value) cards of a higher rank" in explained
    assert phone.page.inner_text("h1") == "How to play Ladder"
    text = _page_text(phone)
    assert "{" not in text and "}" not in text
    # The shared rules still have their paragraphs, and are not repeated as bare messages.
    assert phone.page.locator("#CORE-NOT-YOUR-TURN").count() == 1
    assert [error for error in phone.errors if "404" not in error] == []


def test_how_to_play_opens_offline_with_the_values_it_last_saw(phones):
    phone = phones("offline-reader")
    phone.open("#/rules/mini-golf")
    phone.page.wait_for_selector("#GOLF-HOLE-OVER")
    phone.page.evaluate("navigator.serviceWorker.ready")
    phone.page.reload()
    assert phone.page.evaluate("navigator.serviceWorker.controller !== null")
    phone.context.set_offline(True)
    phone.open("#/rules/mini-golf/GOLF-HOLE-OVER")
    phone.page.reload()
    explained = _target_paragraph_in_view(phone, "GOLF-HOLE-OVER")
    assert "one last turn" in explained
    text = _page_text(phone)
    assert "After 9 holes" in text and "{" not in text


def test_every_games_how_to_play_is_one_tap_from_home_in_both_languages(phones):
    phone = phones("home-reader")
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-howto-ekeq]")
    links = phone.page.locator("[data-testid=home-howto] a")
    slugs = [href.removeprefix("#/rules/") for href in links.evaluate_all("links => links.map((a) => a.getAttribute('href'))")]
    assert sorted(slugs) == sorted(GAMES)
    phone.page.click("[data-testid=home-howto-flares]")
    phone.page.wait_for_selector("h1:has-text('How to play Flares')")
    phone.page.click("[data-testid=howto-back]")
    phone.page.wait_for_selector("[data-testid=home-howto-flares]")

    phone.page.click("#lang")
    phone.page.wait_for_selector("h2:has-text('Come si gioca')")
    phone.page.click("[data-testid=home-howto-sixes]")
    phone.page.wait_for_selector("h1:has-text('Come si gioca a Sixes')")
    assert phone.errors == []


def test_the_new_match_links_its_games_how_to_play_and_comes_back_as_it_was_left(phones):
    phone = phones("creator-reader")
    phone.open("#/create")
    phone.page.select_option("[data-testid=create-game]", "ladder")
    phone.page.fill("[data-testid=create-player-0]", "Ann")
    phone.page.fill("[data-testid=create-player-1]", "Ben")
    phone.page.uncheck("[data-testid=create-play-too]")
    assert phone.page.inner_text("[data-testid=create-howto]") == "How to play"
    phone.page.click("[data-testid=create-howto]")
    phone.page.wait_for_selector("h1:has-text('How to play Ladder')")
    assert phone.page.inner_text("[data-testid=howto-back]") == "← Back to the new match"

    phone.page.click("#lang")  # read in Italian, then back to the match being made
    phone.page.wait_for_selector("h1:has-text('Come si gioca a Ladder')")
    phone.page.click("[data-testid=howto-back]")
    phone.page.wait_for_selector("[data-testid=create-submit]")
    assert phone.page.input_value("[data-testid=create-game]") == "ladder"
    assert phone.page.input_value("[data-testid=create-player-0]") == "Ann"
    assert phone.page.input_value("[data-testid=create-player-1]") == "Ben"
    assert not phone.page.is_checked("[data-testid=create-play-too]")
    assert phone.page.inner_text("[data-testid=create-howto]") == "Come si gioca"

    phone.page.click("[data-testid=create-submit]")  # the match is made from what was typed before
    phone.page.wait_for_selector("[data-testid=join-code]")
    assert list(phone.stored().values())[0]["names"] == ["Ann", "Ben"]
    assert phone.errors == []
