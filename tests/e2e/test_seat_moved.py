"""A seat the host moves to another phone, in real Chromium: the new phone sees none of the hand
entered on the old one and enters its own again on the game's hand entry; every phone says the
host moved the seat, and the old phone says so instead of a generic error."""
from __future__ import annotations

import pytest

from .flares_ui import enter, shows_version, visible_cards
from .test_creator_plays import CREATE_AND_KEEP
from .test_flares_screen import _shows_card

pytestmark = pytest.mark.e2e

ANN_HAND, BEN_HAND, CY_HAND = ["2H", "4D", "6C"], ["1H", "5D", "3P"], ["1U", "5F", "2D"]


def _ben_enters_his_hand(ann, ben) -> dict:
    """Ann makes a hand-tracking Flares match playing seat 0; Ben joins seat 1 and enters his hand."""
    ann.open("#/")
    created = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Ben"], 0, "flares", {"info_mode": "hand_tracking"}])
    ben.open(f"#join={created['join_code']}")
    ben.page.click("[data-testid=join-seat-1]")
    ben.page.wait_for_selector("[data-testid=fl-panel]")
    enter(ben.page, "private_hand", BEN_HAND)
    return created


def _host_hands_bens_seat_to(ann, cy) -> None:
    """From the host's seat list, a hand-off code for Ben's seat, redeemed on Cy's phone."""
    ann.page.click("[data-testid=host-seat-1] [data-testid=handoff-button-1]")
    code = ann.page.inner_text("[data-testid=handoff-code-1]").replace("-", "")
    cy.open(f"#join={code}")


def test_a_seat_the_host_moves_comes_without_its_hand_and_its_new_phone_enters_its_own(phones):
    ann, ben, cy = phones("moved-host"), phones("moved-ben"), phones("moved-cy")
    created = _ben_enters_his_hand(ann, ben)
    ann.open(f"#/match/{created['id']}")
    shows_version(ann.page, 1)
    enter(ann.page, "private_hand", ANN_HAND)
    shows_version(ben.page, 2)

    # The host hands Ben's seat to Cy's phone from its seat list.
    ann.open(f"#/match/{created['id']}/host")
    _host_hands_bens_seat_to(ann, cy)
    cy.page.wait_for_selector("[data-testid=reenter] [data-card]")
    shows_version(cy.page, 3)
    seen = visible_cards(cy.page)
    assert not [card for card in BEN_HAND if _shows_card(seen, card)]
    assert "moved to this phone by the host" in cy.page.inner_text("[data-testid=reenter]")
    assert cy.page.inner_text("[data-testid=seat-moved-1]").startswith("The host moved Ben's seat to another phone")
    cy.shot("blind")
    ben.page.wait_for_selector("#notice:has-text('The host moved your seat to another phone')")
    ann.open(f"#/match/{created['id']}")
    ann.page.wait_for_selector("[data-testid=seat-moved-1]")

    # Cy enters the seat's hand again on Flares' own hand entry: the blind lifts, the hand shows.
    for card in CY_HAND:
        cy.page.click(f"[data-testid=reenter] [data-card='{card}']")
    cy.page.click("[data-testid=reenter-send]")
    shows_version(cy.page, 4)
    cy.page.wait_for_selector("[data-testid=fl-hand]")
    assert cy.page.locator("[data-testid=reenter]").count() == 0
    assert sorted(cy.page.get_attribute(f"[data-testid=fl-hand] [data-face='{c}']", "data-face")
                  for c in CY_HAND) == sorted(CY_HAND)
    shows_version(ann.page, 4)
    seen = visible_cards(ann.page)
    assert not [card for card in CY_HAND + BEN_HAND if _shows_card(seen, card)]
    cy.shot("re-entered")
    assert ann.errors == [] and cy.errors == []


def test_the_notice_and_the_old_phones_message_read_in_italian(phones):
    ann, ben, cy = phones("moved-it-host", locale="it-IT"), phones("moved-it-ben", locale="it-IT"), \
        phones("moved-it-cy", locale="it-IT")
    created = _ben_enters_his_hand(ann, ben)
    ann.open(f"#/match/{created['id']}/host")
    _host_hands_bens_seat_to(ann, cy)
    cy.page.wait_for_selector("[data-testid=reenter]")
    assert "spostato su questo telefono dall'organizzatore" in cy.page.inner_text("[data-testid=reenter]")
    assert cy.page.inner_text("[data-testid=seat-moved-1]").startswith("L'organizzatore ha spostato il posto di Ben")
    ben.page.wait_for_selector("#notice:has-text('ha spostato il tuo posto su un altro telefono')")
