"""EkeQ's climb variant in real Chromium (docs/games/ekeq.md §D.1), to its end: a match made on the Italian
create screen with the table's own figures; Ada's phone in Italian, Bea's in English. Each enters
the 4 cards drawn on their own phone; a card tried with a suggeritore is sealed until the guess; a
wrong guess sends it under the deck and a card is drawn; a mini-GOLDEN Q card gets two guesses;
Golden Q cards go on their pile; a pass while a card fits is refused with its rule; Bea empties
her hand and wins. No phone ever shows the other's hand."""
from __future__ import annotations

import pytest

from . import ui
from .ui import shows_version

pytestmark = pytest.mark.e2e

READY = "[data-testid=ek-banner]"
REFUSED = "the server responded with a status of 409"  # the refused pass, logged by Chromium


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def tap(page, *testids: str) -> None:
    for testid in testids:
        page.click(f"[data-testid={testid}]")


def enter(page, code: str) -> None:
    """A card in the spec's notation (cane-3, gatto-3m, GQ4) on the card picker."""
    if code.startswith("GQ"):
        return tap(page, f"ek-card-gq{code[2:]}")
    figure, value = code.split("-")
    tap(page, f"ek-card-{value[0]}", f"ekc-figure-{figure}")
    if value.endswith("m"):
        tap(page, "ek-card-mini")


def deal(page, codes: str) -> None:
    for code in codes.split():
        enter(page, code)
        tap(page, "ekc-add")
    tap(page, "ekc-deal")


def hand_card(page, label: str) -> None:
    page.click(f"[data-testid^=ekc-hand-]:text-is('{label}')")


def everyone_at(phones, version: int) -> None:
    for phone in phones:
        shows_version(phone.page, version)


def test_a_climb_in_two_languages_to_a_win(phones):
    host = phones("ekc-host", locale="it-IT")
    code = ui.create_on_phone(host, "ekeq", ["Ada", "Bea"], {"variant": "climb", "figures": "cane, gatto"})
    ui.to_table(host, READY)
    ada, bea = phones("ekc-ada", locale="it-IT"), phones("ekc-bea", locale="en-US")
    ui.join(ada, code, 0, READY)
    ui.join(bea, code, 1, READY)
    table = (host, ada, bea)
    assert text(ada.page, "ek-banner").startswith("Ognuno inserisce le 4 carte pescate, dal proprio telefono.")
    assert text(bea.page, "ekc-pile-cane") == "cane 2 · needs 3"
    assert text(host.page, "ekc-piles").startswith("Le pile (54 carte nel mazzo)")  # 65 - 3 piles - 2 × 4

    deal(ada.page, "cane-3 GQ3 gatto-5 cane-5")
    shows_version(bea.page, 1)
    assert text(bea.page, "ekc-count-0") == "4 cards in hand" and text(bea.page, "ekc-count-1") == "entering their cards…"
    deal(bea.page, "gatto-3 gatto-4 cane-4 GQ4")
    everyone_at(table, 2)
    for phone, other in ((ada, "gatto 4"), (bea, "cane 5")):
        assert other not in phone.page.inner_text("main")
    assert "cane 3" not in host.page.inner_text("main") and "gatto 4" not in host.page.inner_text("main")

    # Ada tries her cane 3 with Bea as suggeritore: Bea sees only that a card is tried.
    assert text(ada.page, "ek-banner").startswith("Tocca a Ada")
    hand_card(ada.page, "cane 3")
    tap(ada.page, "ekc-suggester-1", "ekc-try")
    everyone_at(table, 3)
    assert text(bea.page, "ek-banner").startswith("Ada tries a card: Bea, which pile is it for?")
    assert "cane 3" not in bea.page.inner_text("main") and "cane 3" not in host.page.inner_text("main")
    tap(bea.page, "ekc-guess-gatto", "ekc-suggest")
    everyone_at(table, 4)
    assert text(bea.page, "ekc-last") == "Bea guessed gatto: wrong. Ada's cane 3 goes under the deck."
    assert text(ada.page, "ek-banner").startswith("Ada pesca la prima carta del mazzo.")
    enter(ada.page, "gatto-2")
    tap(ada.page, "ekc-redraw")
    everyone_at(table, 5)
    assert text(bea.page, "ekc-count-0") == "4 cards in hand"

    # Bea's gatto 3, guessed right by Ada from the Italian phone.
    hand_card(bea.page, "gatto 3")
    tap(bea.page, "ekc-suggester-0", "ekc-try")
    everyone_at(table, 6)
    tap(ada.page, "ekc-guess-gatto", "ekc-suggest")
    everyone_at(table, 7)
    assert text(ada.page, "ekc-last") == "Ada ha detto gatto: giusto! Il gatto 3 di Bea va sulla sua pila."
    assert text(ada.page, "ekc-pile-gatto") == "gatto 3 · serve il 4"

    # A pass is judged on Ada's hand, so it comes from her phone only (CORE-HAND-OWN-PHONE): the
    # host's phone offers none and says why, in its Italian.
    assert text(host.page, "own-phone-note") == "Ada gioca le sue carte dal proprio telefono."
    assert host.page.locator("[data-testid=ekc-pass]").count() == 0
    # Ada holds the GOLDEN Q 3, which follows its pile: passing is refused, with the rule's words.
    tap(ada.page, "ekc-pass")
    ada.page.wait_for_selector("#notice:not([hidden])")
    notice = ada.page.inner_text("#notice")
    assert "Non puoi passare: hai una carta che segue una pila sul tavolo." in notice and "EKEQ-CLIMB-PASS" in notice
    ada.page.click("#notice .close")
    hand_card(ada.page, "GOLDEN Q 3")
    tap(ada.page, "ekc-place-GQ")
    everyone_at(table, 8)
    hand_card(bea.page, "GOLDEN Q 4")
    tap(bea.page, "ekc-place-GQ")
    everyone_at(table, 9)
    assert text(host.page, "ekc-pile-GQ") == "GOLDEN Q 4 · serve il 5"

    # Nothing of Ada's follows a pile now: her pass is accepted.
    tap(ada.page, "ekc-pass")
    everyone_at(table, 10)
    hand_card(bea.page, "gatto 4")
    tap(bea.page, "ekc-suggester-0", "ekc-try")
    everyone_at(table, 11)
    tap(ada.page, "ekc-guess-gatto", "ekc-suggest")
    everyone_at(table, 12)

    # Ada's gatto 5 is guessed wrong; she draws a cane 3 mini-GOLDEN Q.
    hand_card(ada.page, "gatto 5")
    tap(ada.page, "ekc-suggester-1", "ekc-try")
    everyone_at(table, 13)
    tap(bea.page, "ekc-guess-cane", "ekc-suggest")
    everyone_at(table, 14)
    enter(ada.page, "cane-3m")
    tap(ada.page, "ekc-redraw")
    everyone_at(table, 15)
    tap(bea.page, "ekc-pass")
    everyone_at(table, 16)

    # A mini-GOLDEN Q card: the suggeritore names two piles.
    hand_card(ada.page, "cane 3 mini-GOLDEN Q")
    tap(ada.page, "ekc-suggester-1", "ekc-try")
    everyone_at(table, 17)
    assert text(bea.page, "ek-banner").startswith("Ada tries a mini-GOLDEN Q card: Bea, name two piles.")
    tap(bea.page, "ekc-guess-gatto", "ekc-guess-cane")
    bea.shot("ekc-two-guesses")
    tap(bea.page, "ekc-suggest")
    everyone_at(table, 18)
    assert text(bea.page, "ekc-count-0") == "2 cards in hand" and text(ada.page, "ekc-pile-cane") == "cane 3 · serve il 4"

    # Bea's last card, guessed right: she wins.
    hand_card(bea.page, "cane 4")
    tap(bea.page, "ekc-suggester-0", "ekc-try")
    everyone_at(table, 19)
    tap(ada.page, "ekc-guess-cane", "ekc-suggest")
    everyone_at(table, 20)
    assert text(ada.page, "ek-banner") == "Vince Bea: nessuna carta in mano!"
    assert text(bea.page, "ek-banner") == "Bea wins: no cards left in hand!"
    assert text(host.page, "ekc-count-1") == "0 carte in mano"
    ada.shot("ekc-won")
    assert host.errors == [] and bea.errors == []
    assert all(REFUSED in error for error in ada.errors)
