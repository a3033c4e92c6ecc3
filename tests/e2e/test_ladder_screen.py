"""The Ladder screen in real Chromium: two or three phones at one table (docs/games/ladder.md §4)."""
from __future__ import annotations

import re

import pytest

from .ladder_ui import (
    create_match,
    faces,
    hand_entry,
    join,
    pick_up,
    play,
    shows_version,
    start,
    tap,
    text,
    to_table,
    visible_cards,
)
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check

pytestmark = pytest.mark.e2e


# The refused moves are expected, and Chromium logs their 409 answers.
REFUSED = "the server responded with a status of 409"


def _no_errors(*phones) -> bool:
    return all(REFUSED in error for phone in phones for error in phone.errors)


def _everyone_at(phones, version: int) -> None:
    for phone in phones:
        shows_version(phone.page, version)


def test_two_phones_climb_pick_up_with_a_flip_see_the_winner_and_the_hand_shown_after(phones):
    ann, ben = phones("ld-ann"), phones("ld-ben", color_scheme="dark")
    code = create_match(ann)  # Ann keeps the host phone (dealer, seat 0); Ben plays on his own
    join(ben, code, seat=1)
    to_table(ann)
    table = (ann, ben)
    assert "Ann turns up a card to start the pile" in text(ben.page, "ld-turn")
    # Scribe mode (the default): any seated phone may enter the dealer's flip; Ann does.
    assert "Which card did Ann turn up to start the pile?" in text(ben.page, "ld-panel")

    start(ann.page, "1H")
    _everyone_at(table, 1)
    assert text(ben.page, "ld-turn") == "Your turn"
    assert "single 1" in text(ben.page, "ld-top") and text(ben.page, "ld-deck-count") == "21"
    assert text(ben.page, "ld-beat") == "Beat: one or more cards of rank 2 or higher"
    assert ben.page.is_disabled("[data-testid=ld-panel] [data-card='1H']")  # on the pile
    _assert_fits_with_large_targets(ben.page)

    play(ben.page, "2C")
    _everyone_at(table, 2)
    # A single 2 does not beat a single 2: refused with the rule's message, nothing changes.
    play(ann.page, "2D")
    ann.page.wait_for_selector("#notice:not([hidden])")
    assert "You must beat rank 2 — play a higher rank or pick up the pile." in ann.page.inner_text("#notice")
    assert "LADDER-RANK-NOT-HIGHER" in ann.page.inner_text("#notice")
    ann.shot("rejected-play")
    ann.page.click("#notice .close")

    tap(ann.page, "3C 3D")
    assert text(ann.page, "ld-summary") == "Ann plays 3 of Clubs and 3 of Diamonds"
    ann.page.click("[data-testid=ld-play]")
    _everyone_at(table, 3)
    assert text(ben.page, "ld-beat") == "Beat: a pair or more of rank 4 or higher"
    assert text(ben.page, "ld-top-count") == "rank 3 · 2 card(s)"
    play(ben.page, "6C 6D")
    _everyone_at(table, 4)
    assert text(ann.page, "ld-beat") == "Nothing beats it — pick up the pile."
    assert ann.page.locator("[data-testid=ld-top] >> text=pair of 6s").count() == 1

    pick_up(ann.page, "1D")  # Ann picks up 1H 2C 3C 3D 6C 6D and turns up 1D
    _everyone_at(table, 5)
    for phone in table:
        assert "single 1" in text(phone.page, "ld-top")
        assert text(phone.page, "ld-count-0") == "11" and text(phone.page, "ld-deck-count") == "20"
        assert text(phone.page, "ld-known-0") == "1H 2C 3C 3D 6C 6D"
    ben.shot("after-pick-up")
    play(ben.page, "2P 2U 2H")
    _everyone_at(table, 6)
    pick_up(ann.page, "5H")  # allowed: no three of a kind above 2 among the cards she picked up
    _everyone_at(table, 7)
    play(ben.page, "6P")  # Ben's last card: his hand is empty
    _everyone_at(table, 8)
    for phone in table:
        assert "Ben wins!" in text(phone.page, "ld-winner")
        assert phone.page.locator("[data-testid=ld-panel]").count() == 0
        assert text(phone.page, "ld-count-1") == "0"
        assert phone.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    ben.shot("winner-dark")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Vince Ben!")

    # Trust mode: Ann still holds 15 cards and may show them, from her own phone only (the host
    # phone has no seat). The 10 she picked up come tapped; she taps the 5 left from the deal.
    assert ann.page.locator("[data-testid=ld-show]").count() == 0
    assert "show them from their own phones" in ann.page.inner_text(".ld")
    assert ben.page.locator("[data-testid=ld-show]").count() == 0  # the winner has none left
    own = phones("ld-ann-own")
    join(own, code, seat=0)
    own.page.click("[data-testid=ld-show]")
    assert own.page.get_attribute("[data-testid=ld-panel] [data-card='2P']", "aria-pressed") == "true"
    assert own.page.is_disabled("[data-testid=ld-panel] [data-card='2P']")  # picked up: stays in
    tap(own.page, "4C 4D 4H 5C 5D")  # she picked up three 2s at move 7 holding three 4s
    assert "(15 of 15)" in text(own.page, "ld-panel")
    assert own.page.is_disabled("[data-testid=ld-panel] [data-card='6U']")  # the hand is complete
    assert text(own.page, "ld-summary").startswith("Ann shows ")
    _assert_fits_with_large_targets(own.page)
    own.page.click("[data-testid=ld-submit]")
    table = (ann, ben, own)
    _everyone_at(table, 9)
    for phone in table:
        assert faces(phone.page, "ld-shown-0")[:5] == ["4C", "4D", "4H", "5C", "5D"]
        assert len(faces(phone.page, "ld-shown-0")) == 15
        assert "LADDER-ILLEGAL-COLLECT" in text(phone.page, "ld-flag-1")
    for phone in (ann, own):
        assert text(phone.page, "ld-flag-evidence") == \
            ("Move 7: Ann picked up three 2s. 4 of Clubs, 4 of Diamonds, and 4 of Hearts first shown at move 9: "
             "dealt cards, held since the deal.")
        assert "Ben wins!" in text(phone.page, "ld-winner")
    assert text(own.page, "ld-flag-message") == \
        "Ann picked up the pile at move 7 while holding 4C, 4D, 4H, which beat it."
    # Ben reads Italian: the cards by their Italian names.
    assert ("Dalla distribuzione: 4 di Fiori, 4 di Quadri, 4 di Cuori, 5 di Fiori e 5 di Quadri"
            in text(ben.page, "ld-shown-0"))
    assert own.page.locator("[data-testid=ld-show]").count() == 0
    assert own.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    own.shot("hand-shown")
    assert _no_errors(ann, ben, own)


def test_a_tracked_hand_shows_its_legal_plays_and_stays_on_its_own_phone(phones):
    host, ann, ben = phones("ld-ht-host"), phones("ld-ht-ann"), phones("ld-ht-ben")
    code = create_match(host, info_mode="hand_tracking", first_dealer="1")
    join(ann, code, seat=0)
    join(ben, code, seat=1)
    to_table(host)
    ann_hand, ben_hand = "3C 3D 5U 1P 6H 4F 2C", "4H 4P 4U 6D 1C 2D 5C"
    hand_entry(ann.page, ann_hand)
    hand_entry(ben.page, ben_hand)
    _everyone_at((host, ann, ben), 2)
    start(host.page, "2H")  # the host phone enters the dealer's flip for Ben
    _everyone_at((host, ann, ben), 3)
    legal = sorted(ann.page.eval_on_selector_all("[data-testid=ld-hand] .ld-legal", "els => els.map(e => e.dataset.card)"))
    assert legal == ["3C", "3D", "4F", "5U", "6H"]
    assert ann.page.is_disabled("[data-testid=ld-hand] button[data-card='1P']")
    _assert_fits_with_large_targets(ann.page)
    ann.shot("tracked-hand")
    # Ann's cards, and her pick-up judged on them, are entered on her phone only
    # (CORE-HAND-OWN-PHONE): the host's and Ben's phones offer neither, and say why.
    for phone in (host, ben):
        assert phone.page.inner_text("[data-testid=own-phone-note]") == "Ann plays their cards on their own phone."
        assert phone.page.locator("[data-testid=ld-panel] [data-card], [data-testid=ld-pickup]").count() == 0
    ann.page.click("[data-testid=ld-pickup]")  # she can play: must-play refuses the pick-up
    ann.page.click("[data-testid=ld-panel] [data-card='1U']")
    ann.page.click("[data-testid=ld-submit]")
    ann.page.wait_for_selector("#notice:not([hidden])")
    assert "You can still play 3C, 3D, 4F, 5U, 6H" in ann.page.inner_text("#notice")
    ann.page.click("#notice .close")
    play(ann.page, "3C 3D")
    _everyone_at((host, ann, ben), 4)
    for phone, secret in ((host, ann_hand + " " + ben_hand), (ben, ann_hand), (ann, ben_hand)):
        seen = visible_cards(phone.page)
        shown = {c for c in secret.split() if re.search(rf"(?<![0-9A-Za-z]){c}(?![0-9A-Za-z])", seen)}
        assert shown <= {"3C", "3D", "2H"}, (phone.name, shown)
    assert _no_errors(host, ann, ben)
