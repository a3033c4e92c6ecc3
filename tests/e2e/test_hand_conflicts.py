"""A card the table turns up that a tracked hand lists too, in real Chromium: any phone may enter
it (a refusal would tell that phone that some hand holds it), and only the holder's phone says
that its entry needs correcting (docs/games/README.md, tracked hands)."""
from __future__ import annotations

import pytest

from . import collector_ui, flares_ui, ladder_ui
from .test_phone_app import _assert_fits_with_large_targets  # the shell's own 360 px / 44 px check
from .ui import shows_version

pytestmark = pytest.mark.e2e

NOTICE = "[data-testid=hand-conflicts]"


def _nobody_else_told(*phones) -> None:
    for phone in phones:
        assert phone.page.locator(NOTICE).count() == 0, phone.name


def test_flares_a_deck_card_bens_entry_lists_is_told_on_bens_phone_alone_in_both_languages(phones):
    host, ann, ben = phones("cf-fl-host"), phones("cf-fl-ann"), phones("cf-fl-ben")
    code = flares_ui.create_match(host, info_mode="hand_tracking")
    flares_ui.join(ann, code, seat=0)
    flares_ui.join(ben, code, seat=1)
    flares_ui.to_table(host)
    flares_ui.enter(ann.page, "private_hand", ["2H", "4D", "6C"])
    for phone in (host, ann, ben):
        shows_version(phone.page, 1)
    flares_ui.enter(ben.page, "private_hand", ["1H", "5D", "3P"])
    for phone in (host, ann, ben):
        shows_version(phone.page, 2)
    flares_ui.enter(host.page, "deck_lead", "5D")  # the host phone flips for Ann, the dealer
    for phone in (host, ann, ben):
        shows_version(phone.page, 3)
    assert "You entered 5D, but it is the deck's card that led trick 1." in ben.page.inner_text(NOTICE)
    # 5D is not Ben's to play; holding no other Diamond as entered, he may play either other card.
    assert ben.page.is_disabled("[data-testid=fl-hand] button[data-card='5D']")
    assert not ben.page.is_disabled("[data-testid=fl-hand] button[data-card='1H']")
    assert not ben.page.is_disabled("[data-testid=fl-hand] button[data-card='3P']")
    _nobody_else_told(host, ann)
    _assert_fits_with_large_targets(ben.page)
    ben.shot("cf-flares-ben")
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Hai inserito 5D, ma è la carta del mazzo che ha aperto la presa 1.")
    assert "La mano che hai inserito va corretta" in ben.page.inner_text(NOTICE)
    # Ben corrects his entry on his own phone: his hand as entered, less 5D, is filled in.
    ben.page.click("[data-testid=hand-fix-open]")
    fix = "[data-testid=hand-fix]"
    ben.page.wait_for_selector(f"{fix} button[data-card='1H'][aria-pressed=true]")
    assert ben.page.is_disabled(f"{fix} button[data-card='5D']")
    ben.page.click(f"{fix} button[data-card='6P']")
    ben.page.click("[data-testid=hand-fix-send]")
    for phone in (host, ann, ben):
        shows_version(phone.page, 4)
    ben.page.wait_for_selector(NOTICE, state="detached")
    assert not ben.page.is_disabled("[data-testid=fl-hand] button[data-card='6P']")
    assert host.errors == [] and ann.errors == [] and ben.errors == []


def test_ladder_a_flip_anns_entry_lists_is_told_on_anns_phone_alone(phones):
    host, ann = phones("cf-ld-host"), phones("cf-ld-ann")
    code = ladder_ui.create_match(host, info_mode="hand_tracking", first_dealer="1")
    ladder_ui.join(ann, code, seat=0)
    ladder_ui.to_table(host)
    ladder_ui.hand_entry(ann.page, "3C 3D 5U 1P 6H 4F 2C")
    for phone in (host, ann):
        shows_version(phone.page, 1)
    ladder_ui.start(host.page, "6H")  # the host phone enters Ben's flip: Ann's entry lists 6H
    for phone in (host, ann):
        shows_version(phone.page, 2)
    assert "You entered 6H, but it is on the centre pile." in ann.page.inner_text(NOTICE)
    _nobody_else_told(host)
    ann.shot("cf-ladder-ann")
    assert host.errors == [] and ann.errors == []


def test_collector_a_first_discard_anns_entry_lists_is_told_on_anns_phone_alone(phones):
    host, ann = phones("cf-co-host"), phones("cf-co-ann")
    code = collector_ui.create_match(host, ("Ann", "Ben"), first_dealer=1, info_mode="hand_tracking")
    collector_ui.join(ann, code, seat=0)
    collector_ui.to_table(host)
    collector_ui.tap(ann.page, *"1U 2P 3H 4F 5D 2C".split())
    collector_ui.confirm(ann.page)
    for phone in (host, ann):
        shows_version(phone.page, 1)
    collector_ui.tap(host.page, "2C")  # the host phone turns up Ben's first discard
    collector_ui.confirm(host.page)
    for phone in (host, ann):
        shows_version(phone.page, 2)
    assert "You entered 2C, but it is on the discard pile." in ann.page.inner_text(NOTICE)
    _nobody_else_told(host)
    ann.shot("cf-collector-ann")
    assert host.errors == [] and ann.errors == []
