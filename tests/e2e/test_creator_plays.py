"""The creator plays: the host phone plays a seat with its one host token, sees who holds each
seat change live, and a seat moves to another phone by a one-time hand-off code."""
from __future__ import annotations

import pytest

from .golf_ui import H01, enter, shows_version

pytestmark = pytest.mark.e2e

# What the create screen's "I'm playing too" box does: create with host_seat, keep {host, seat}.
CREATE_AND_KEEP = """async ([players, seat, game = "mini-golf", options = {}]) => {
  const response = await fetch("/api/v1/matches", {method: "POST", headers: {"Content-Type": "application/json"},
    body: JSON.stringify({game, players, options, host_seat: seat})});
  const created = await response.json();
  const kept = JSON.parse(localStorage.getItem("tr.matches") || "{}");
  kept[created.id] = {id: created.id, game, title: game, token: created.host_token, seat, host: true,
    names: players, joinCode: created.join_code, savedAt: Date.now()};
  localStorage.setItem("tr.matches", JSON.stringify(kept));
  return created;
}"""
LIVE_MS = 5000  # the host's list follows the event stream: well before any polling fallback


def holder(phone, seat: int, who: str) -> None:
    phone.page.wait_for_selector(f"[data-testid=host-seat-{seat}][data-holder={who}]", timeout=LIVE_MS)


def test_the_creator_plays_seat_0_sees_a_phone_join_live_and_a_seat_is_handed_on(phones):
    ann, ben, cy = phones("creator"), phones("ben"), phones("cy")
    ann.open("#/")
    created = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Ben"], 0])
    assert created["seats"][0]["token"] is None
    ann.open(f"#/match/{created['id']}/host")
    holder(ann, 0, "you")
    holder(ann, 1, "free")
    ann.page.wait_for_selector("[data-testid=host-live].live")

    # Ben's phone joins seat 1; Ann's list says so without a refresh. Seat 0 is not on offer.
    ben.open(f"#join={created['join_code']}")
    assert ben.page.is_disabled("[data-testid=join-seat-0]")
    ben.page.click("[data-testid=join-seat-1]")
    ben.page.wait_for_selector("[data-testid=golf-turn-banner]")
    holder(ann, 1, "phone")

    # Ann plays her own seat from the host phone: her grid is hers, her moves go in.
    ann.page.click("[data-testid=host-to-table]")
    ann.page.wait_for_selector("[data-testid=golf-turn-banner]")
    for version, (seat, move) in enumerate(H01[:3], start=1):
        enter((ann if seat == 0 else ben).page, seat, move)
        shows_version(ann.page, version)
        shows_version(ben.page, version)
    ann.page.wait_for_selector(".golf-me:has-text('Ann')")
    assert ann.stored()[created["id"]]["host"] is True

    # Ben hands his seat to Cy's phone: a code and QR code, redeemed by the link; Ben's phone
    # loses the seat, Cy's plays it.
    ben.page.click("[data-testid=handoff-button-1]")
    code = ben.page.inner_text("[data-testid=handoff-code-1]").replace("-", "")
    assert len(code) == 16
    ben.page.wait_for_selector("[data-testid=handoff-1] img.qr[src^='blob:']")
    cy.open(f"#join={code}")
    cy.page.wait_for_selector(".golf-me:has-text('Ben')")
    shows_version(cy.page, 4)  # the hand-off took the seat from Ben's phone: the version moved
    enter(cy.page, 1, H01[3][1])
    shows_version(ann.page, 5)
    assert cy.stored()[created["id"]]["seat"] == 1
    ben.page.wait_for_selector("#notice:has-text('no longer holds this seat')")


def test_a_host_phone_that_takes_a_seat_by_the_join_code_stays_the_host(phones):
    ann, ben = phones("host-joins"), phones("ben-joins")
    ann.open("#/")
    created = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Ben"], None])
    ann.open(f"#join={created['join_code']}")
    ann.page.click("[data-testid=join-seat-0]")
    ann.page.wait_for_selector("[data-testid=golf-turn-banner]")
    entry = ann.stored()[created["id"]]
    assert (entry["host"], entry["seat"], entry["token"]) == (True, 0, created["host_token"])

    # The host's own list: Ann is "you"; it hands seat 1 to Ben's phone from there.
    ann.open(f"#/match/{created['id']}/host")
    holder(ann, 0, "you")
    ann.page.click("[data-testid=host-seat-1] [data-testid=handoff-button-1]")
    code = ann.page.inner_text("[data-testid=handoff-code-1]")
    ben.open(f"#join={code.replace('-', '')}")
    ben.page.wait_for_selector("[data-testid=golf-turn-banner]")
    assert ben.stored()[created["id"]]["seat"] == 1
    holder(ann, 1, "phone")


def test_a_host_who_plays_gets_its_own_seats_private_controls(phones):
    """Flares' tracked hand and Sixes' agreement are a seat's own: the host phone that plays
    that seat is offered them, a host phone that plays none is not."""
    ann = phones("private-controls")
    ann.open("#/")
    tracked = {"info_mode": "hand_tracking"}
    playing = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Bea"], 0, "flares", tracked])
    watching = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Bea"], None, "flares", tracked])
    ann.open(f"#/match/{watching['id']}")
    shows_version(ann.page, 0)
    assert ann.page.locator("[data-testid=fl-panel]").count() == 0
    ann.open(f"#/match/{playing['id']}")
    ann.page.wait_for_selector("[data-testid=fl-panel]")
    sixes = ann.page.evaluate(CREATE_AND_KEEP, [["Ann", "Bea"], 1, "sixes"])
    ann.open(f"#/match/{sixes['id']}")
    ann.page.click("[data-testid=sx-agree]")
    shows_version(ann.page, 1)
