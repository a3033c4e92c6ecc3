"""A group at a table, as it really goes: the creator's phone makes the match on the create screen
with "I'm playing too" left on, lands on the table with the join code, and plays its own seat
(its sealed and private moves included) while the others join from their phones. Mini Golf,
Flares, Sixes and EkeQ, in English and in Italian."""
from __future__ import annotations

import pytest

from .flares_ui import T01, enter as flares_enter
from .golf_ui import H01, enter as golf_enter
from .sixes_ui import saved, write
from .ui import VERSION_TIMEOUT_MS, join, shows_version, switch_language

pytestmark = pytest.mark.e2e

READY = {"mini-golf": "[data-testid=golf-turn-banner]", "flares": "[data-testid=fl-turn]",
         "sixes": "[data-testid=sx-agreed]", "ekeq": "[data-testid=ek-banner]"}
NAMES = ["Ann", "Ben", "Cleo"]


def speaking(phone, lang: str) -> None:
    """Open the app on this phone in `lang` (the top bar's switch, as a player would)."""
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    if phone.page.evaluate("document.documentElement.lang") != lang:
        switch_language(phone.page, lang)


def the_group(phones, slug: str, lang: str, players: int) -> tuple[list, str]:
    """The creator makes the match and plays seat 0; each other player joins their own seat."""
    seated = [phones(f"{slug}-{lang}-{seat}") for seat in range(players)]
    creator = seated[0]
    speaking(creator, lang)
    creator.page.click("[data-testid=home-create]")
    creator.page.select_option("[data-testid=create-game]", slug)
    creator.page.wait_for_selector(f"[data-game={slug}] [data-testid=create-player-0]")  # the game's form
    for seat in range(players):
        if not creator.page.locator(f"[data-testid=create-player-{seat}]").count():
            creator.page.click("[data-testid=create-add-player]")
        creator.page.fill(f"[data-testid=create-player-{seat}]", NAMES[seat])
    creator.page.click("[data-testid=create-submit]")
    creator.page.wait_for_selector(READY[slug], timeout=VERSION_TIMEOUT_MS)
    code = creator.page.inner_text("[data-testid=table-join-code]").replace("-", "")
    for seat, phone in enumerate(seated[1:], start=1):
        speaking(phone, lang)
        join(phone, code, seat, READY[slug])
    [entry] = creator.stored().values()
    assert (entry["host"], entry["seat"]) == (True, 0)
    return seated, code


def no_errors(seated) -> None:
    for phone in seated:
        assert phone.errors == [], (phone.name, phone.errors)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_creator_plays_mini_golf_from_the_phone_that_made_the_match(phones, lang):
    seated, _code = the_group(phones, "mini-golf", lang, 2)
    for version, (seat, move) in enumerate(H01[:4], start=1):
        golf_enter(seated[seat].page, seat, move)
        for phone in seated:
            shows_version(phone.page, version)
    # Seat 0's turn, on the creator's own phone: its own seat, in its own words.
    banner = seated[0].page.inner_text("[data-testid=golf-turn-banner]")
    assert banner.startswith({"en": "Your turn", "it": "Tocca a te"}[lang])
    no_errors(seated)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_creator_plays_flares_from_the_phone_that_made_the_match(phones, lang):
    seated, _code = the_group(phones, "flares", lang, 2)
    for version, (seat, kind, cards) in enumerate(T01[:3], start=1):
        flares_enter(seated[seat].page, kind, cards)
        for phone in seated:
            shows_version(phone.page, version)
    no_errors(seated)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_creator_plays_sixes_from_the_phone_that_made_the_match(phones, lang):
    """The creator agrees to the house rules on its own seat, reads the card out, and writes its
    own list: the lobby and the list are a seat's, and the host's phone is seat 0's."""
    seated, _code = the_group(phones, "sixes", lang, 2)
    for phone in seated:  # one after another: each phone's agreement is in before the next taps
        phone.page.click("[data-testid=sx-agree]")
        phone.page.wait_for_selector("[data-testid=sx-agree]", state="detached", timeout=VERSION_TIMEOUT_MS)
    reader = seated[0].page
    reader.fill("[data-testid=sx-card-1]", {"en": "Fruits", "it": "Frutta"}[lang])
    reader.click("[data-testid=sx-start]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=countdown][data-state=running]", timeout=VERSION_TIMEOUT_MS)
    lines = {"en": ["Apple", "Pear"], "it": ["Mela", "Pera"]}[lang]
    write(reader, lines)
    saved(reader, lines)
    no_errors(seated)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_creator_plays_ekeq_and_seals_its_own_card(phones, lang):
    """EkeQ's hidden card is sealed on the seat's own phone (a hash commit): the creator's phone
    seals seat 0's, the other two theirs."""
    seated, _code = the_group(phones, "ekeq", lang, 3)
    picks = [("ek-hidden-gq3", "ek-payment-2"), ("ek-hidden-5", "ek-payment-2"), ("ek-hidden-4", "ek-payment-3")]
    for phone, taps in zip(seated, picks):
        for testid in (*taps, "ek-commit"):
            phone.page.click(f"[data-testid={testid}]")
    for phone in seated:
        shows_version(phone.page, 3)
    no_errors(seated)
