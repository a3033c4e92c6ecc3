"""The Collector screen in real Chromium: three phones play CO-T01 (docs/games/collector.md §5.7) live: a
draw from the discard pile, a refused draw with its message, the lay-down builder naming tiers,
the final turns, and the winner on every phone."""
from __future__ import annotations

import re

import pytest

from .collector_ui import confirm, create_match, draw, end_turn, join, shows_version, tap, text, to_table, visible_cards
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check

pytestmark = pytest.mark.e2e


def test_three_phones_play_co_t01_to_ann_s_spectrum(phones):
    host, ben, cat = phones("co-host"), phones("co-ben", color_scheme="dark"), phones("co-cat")
    code = create_match(host, first_dealer=2)
    join(ben, code, seat=1)
    join(cat, code, seat=2)
    to_table(host)
    everyone = (host, ben, cat)
    version = 0

    def settled():
        nonlocal version
        version += 1
        for phone in everyone:
            shows_version(phone.page, version)

    assert "Cat deals and turns up the first discard" in text(ben.page, "co-turn")
    tap(cat.page, "4H")  # seq 1: C turns up 4H
    assert "First discard: 4 of Hearts" in text(cat.page, "co-summary")
    confirm(cat.page)
    settled()
    for phone in everyone:
        assert phone.page.get_attribute("[data-testid=co-top]", "data-face") == "4H"
        assert text(phone.page, "co-deck") == "17"
    assert text(ben.page, "co-turn") == "Ann draws 2 cards"

    # CO-T01's extra rejection at seq 2: two cards cannot come off a pile of one.
    draw(host.page, 2)
    host.page.wait_for_selector("#notice:not([hidden])")
    assert "There is only 1 card(s) on the discard pile." in host.page.inner_text("#notice")
    assert host.page.locator("[data-testid=rule-link]").inner_text().endswith("COLLECTOR-DISCARD-SHORT")
    draw(host.page, 1)  # seq 2: 4H and a deck card
    settled()
    assert text(cat.page, "co-known-0") == "4H" and text(cat.page, "co-count-0") == "8"
    assert text(cat.page, "co-pile") == "The discard pile is empty"
    end_turn(host.page, "2C 5D")  # seq 3
    settled()
    assert ben.page.get_attribute("[data-testid=co-top]", "data-face") == "5D"
    assert text(ben.page, "co-turn") == "Your turn: draw 2 cards"
    _assert_fits_with_large_targets(ben.page)
    ben.shot("co-t01-ben-to-draw")

    draw(ben.page, 2)  # seq 4: 5D, then 2C
    settled()
    assert text(host.page, "co-known-1") == "5D 2C"
    assert "Cards known to be yours" in text(ben.page, "co-hand")
    end_turn(ben.page, "6U 1P")  # seq 5
    settled()
    draw(cat.page, 2)  # seq 6: 1P, then 6U
    settled()
    # 5D is in Ben's hand: Cat's builder cannot pick it (the server would say CORE-CARD-SEEN).
    assert cat.page.is_disabled("[data-testid=co-panel] [data-card='5D']")
    end_turn(cat.page, "3F 3C")  # seq 7
    settled()
    assert [face for face in host.page.locator("[data-testid=co-pile-rest] [data-face]").evaluate_all(
        "(nodes) => nodes.map((n) => n.dataset.face)")] == ["3F"]

    draw(host.page, 0)  # seq 8
    settled()
    # The builder names what six cards make, live, before anything is sent.
    host.page.click("[data-testid=co-group-set]")
    tap(host.page, "1U", "2U", "3P", "4H", "5H", "5C")
    assert text(host.page, "co-live").startswith("Not a set: 5 rank(s) and 4 suit(s)")
    assert host.page.is_disabled("[data-testid=co-submit]")
    tap(host.page, "2U", "3P", "5H", "5C")  # taken back
    assert "Pick 4 more card(s)" in text(host.page, "co-live")
    tap(host.page, "2P", "3D", "5F", "6C")
    assert text(host.page, "co-live") == "Tier 1 · Spectrum"
    tap(host.page, "2U", "4D")  # the builder moved on to the discards
    assert text(host.page, "co-summary") == (
        "Lay down 1 of Units, 4 of Hearts, 2 of Planes, 3 of Diamonds, 5 of Flares, and 6 of Clubs (Tier 1 · Spectrum) · "
        "Discard 2 of Units, then 4 of Diamonds (on top)")
    _assert_fits_with_large_targets(host.page)
    host.shot("co-t01-builder")
    confirm(host.page)  # seq 9
    settled()
    for phone in everyone:
        assert "Final turns: Ben, Cat" in text(phone.page, "co-final")
        assert "Tier 1 · Spectrum" in text(phone.page, "co-set-0")
        assert text(phone.page, "co-tier-0") == "Tier 1 · Spectrum"

    draw(ben.page, 1)  # seq 10: 4D and a deck card
    settled()
    end_turn(ben.page, "2F 5H", lay_down="5D 2C 4D 1H 3P 6F")  # seq 11
    settled()
    assert text(cat.page, "co-tier-1") == "Tier 3 · Straight"
    assert "1 final turn(s) left" in text(cat.page, "co-final")
    assert text(cat.page, "co-turn") == "Your turn: draw 2 cards"
    draw(cat.page, 0)  # seq 12
    settled()
    end_turn(cat.page, "6D 1D")  # seq 13
    settled()
    for phone in everyone:
        assert "Ann wins — Tier 1 · Spectrum!" in text(phone.page, "co-winner")
        assert phone.page.locator("[data-testid=co-panel]").count() == 0
    cat.shot("co-t01-winner")
    ben.shot("co-t01-winner-dark")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Vince Ann — Livello 1 · Spettro!")
    # The refused draw is the one failed request (the browser logs its 409); nothing else went wrong.
    assert [e for e in host.errors if "status of 409" not in e] == [] and ben.errors == [] and cat.errors == []


def _shows(page, card: str) -> bool:
    return re.search(rf"(?<![0-9A-Za-z]){card}(?![0-9A-Za-z])", visible_cards(page)) is not None


def test_a_tracked_hand_stays_on_its_phone_until_its_set_is_laid_down(phones):
    """CO-T04 on the phones: Ann's hand and deck cards are typed on her phone only; the builder
    picks from that hand; Ben's phone sees none of it until the spectrum is laid down."""
    host, ann, ben = phones("co-ht-host"), phones("co-ht-ann"), phones("co-ht-ben")
    code = create_match(host, ("Ann", "Ben"), first_dealer=1, info_mode="hand_tracking")
    join(ann, code, seat=0)
    join(ben, code, seat=1)
    to_table(host)
    everyone = (host, ann, ben)
    assert "Enter the 6 cards dealt to you" in text(ann.page, "co-hands")
    # The host phone holds no hand: it may only enter the public start for Ben.
    assert text(host.page, "co-panel").startswith("Which card was turned up?")

    moves = [
        (ann, lambda page: (tap(page, *"1U 2P 3H 4F 5D 2C".split()), confirm(page))),
        (ben, lambda page: (tap(page, *"6H 5H 4H 1F 2F 3F".split()), confirm(page))),
        (ben, lambda page: (tap(page, "6U"), confirm(page))),  # Ben deals: 6U starts the pile
        (ann, lambda page: draw(page, 0)),
        (ann, lambda page: (tap(page, "6C", "1H"), confirm(page))),  # the two deck cards
    ]
    for version, (phone, move) in enumerate(moves, start=1):
        move(phone.page)
        for other in everyone:
            shows_version(other.page, version)
    ann_cards = "1U 2P 3H 4F 5D 2C 6C 1H".split()
    assert [ann.page.get_attribute(f"[data-testid=co-hand] [data-face='{c}']", "data-face") for c in ann_cards] == ann_cards
    for phone in (host, ben):
        assert not [card for card in ann_cards if _shows(phone.page, card)]
        assert text(phone.page, "co-count-0") == "8"
    assert text(ben.page, "co-turn") == "Ann discards 2 (and may lay down a set)"
    # Her discards come from her tracked hand: entered on her phone only (CORE-HAND-OWN-PHONE).
    for phone in (host, ben):
        assert text(phone.page, "own-phone-note") == "Ann plays their cards on their own phone."
        assert phone.page.locator("[data-testid=co-panel] [data-card]").count() == 0

    end_turn(ann.page, "2C 1H", lay_down="1U 2P 3H 4F 5D 6C")
    for phone in everyone:
        shows_version(phone.page, 6)
        assert "Final turns: Ben" in text(phone.page, "co-final")
    # Laid down, the six cards are public; the two discards are on the pile.
    assert ben.page.locator("[data-testid=co-set-0] [data-face='3H']").count() == 1
    assert ben.page.get_attribute("[data-testid=co-top]", "data-face") == "1H"
    draw(ben.page, 2)  # 1H, then 2C: nothing to type in from the deck
    for phone in everyone:
        shows_version(phone.page, 7)
    assert text(host.page, "co-known-1") == "1H 2C"
    end_turn(ben.page, "6H 5H")
    for phone in everyone:
        shows_version(phone.page, 8)
        assert "Ann wins — Tier 1 · Spectrum!" in text(phone.page, "co-winner")
    ann.shot("co-ht-winner")
    assert host.errors == [] and ann.errors == [] and ben.errors == []
