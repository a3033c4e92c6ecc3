"""Two phones at a Flares table enter the same turn: the second is told the turn was already
entered and by whose phone (CORE-TURN-TAKEN), and its refused entry goes by itself once the table
has moved past it (docs/phone-app.md, Offline)."""
from __future__ import annotations

import pytest

from .flares_ui import create_match, enter, join, shows_version, to_table

pytestmark = pytest.mark.e2e

OUTBOX = "[data-testid=outbox] li"


def _refused_in_the_outbox(page) -> str:
    page.wait_for_selector("[data-testid=outbox] .chip.refused", timeout=10_000)
    return page.inner_text("[data-testid=outbox]")


def _ben_enters_offline_what_the_host_phone_enters_for_him(host, ben) -> str:
    """Ben's phone has no network when Ben taps his card; the host phone enters Ben's card
    meanwhile. Back online, Ben's entry is refused: what his outbox then lists."""
    code = create_match(host)
    join(ben, code, seat=1)
    to_table(host)
    enter(host.page, "deck_lead", "5U")
    shows_version(ben.page, 1)
    ben.context.set_offline(True)
    enter(ben.page, "play", "3P")
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    enter(host.page, "play", "6F")
    shows_version(host.page, 2)
    ben.context.set_offline(False)
    return _refused_in_the_outbox(ben.page)


def test_a_turn_two_phones_entered_is_refused_as_taken_and_the_refusal_goes_once_the_table_moves_on(phones):
    host, ben = phones("turn-host"), phones("turn-ben")
    listed = _ben_enters_offline_what_the_host_phone_enters_for_him(host, ben)
    said = "Ben's turn was already entered by the host phone."
    assert said in ben.page.inner_text("#notice")
    assert said in listed and "not Ben's" not in listed
    shows_version(ben.page, 2)
    ben.page.wait_for_timeout(500)
    assert ben.page.locator(OUTBOX).count() == 1  # the table has not moved past it yet: it stays
    ben.shot("turn-taken")

    enter(host.page, "play", "2U")  # Ann's card: the table moves past Ben's refused entry
    shows_version(ben.page, 3)
    ben.page.wait_for_function(f"document.querySelectorAll('{OUTBOX}').length === 0", timeout=10_000)
    # Gone from the phone's outbox too, not only from the screen: a reload does not bring it back.
    ben.page.reload()
    shows_version(ben.page, 3)
    ben.page.wait_for_timeout(500)
    assert ben.page.locator(OUTBOX).count() == 0
    # The browser's own log of the offline requests and of the 409 is no error of the app's.
    assert [error for error in ben.errors if not error.startswith("Failed to load resource")] == []


def test_the_italian_phone_is_told_in_italian(phones):
    host, ben = phones("turn-host-it"), phones("turn-ben-it", locale="it-IT")
    _ben_enters_offline_what_the_host_phone_enters_for_him(host, ben)
    assert "Il turno di Ben è già stato inserito dal telefono dell'organizzatore." in ben.page.inner_text("#notice")


def test_a_refusal_its_seat_still_has_to_act_on_stays_while_others_move(phones):
    """What the phone drops and keeps, on the rules of the refusals themselves: a refusal about
    that moment goes once the table moved past it; one whose seat still has a move to make stays
    until it has made it; none goes while the table is where it was refused."""
    phone = phones("refusals")
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    cases = phone.page.evaluate("""async () => {
      const {superseded} = await import("/js/refusals.js");
      const refused = (rule, seat, version) => ({status: "refused", body: {seat}, problem: {rule, version}});
      const table = (version, to_move) => ({version, to_move});
      return {
        takenThenMoved: superseded(refused("CORE-TURN-TAKEN", 1, 2), table(3, [1])),
        takenNotYetMoved: superseded(refused("CORE-TURN-TAKEN", 1, 2), table(2, [0])),
        outOfTurnThenMoved: superseded(refused("COLDWAR-NOT-YOUR-TURN", 1, 2), table(3, [1])),
        handStillOwed: superseded(refused("FLARES-HAND-SIZE", 1, 4), table(5, [1])),
        handEnteredSince: superseded(refused("FLARES-HAND-SIZE", 1, 4), table(6, [])),
        noVersion: superseded({status: "refused", body: {seat: 1}, problem: {rule: "CORE-TURN-TAKEN"}}, table(9, [])),
        queued: superseded({status: "queued", body: {seat: 1}}, table(9, [])),
      };
    }""")
    assert cases == {"takenThenMoved": True, "takenNotYetMoved": False, "outOfTurnThenMoved": True,
                     "handStillOwed": False, "handEnteredSince": True, "noVersion": False, "queued": False}
