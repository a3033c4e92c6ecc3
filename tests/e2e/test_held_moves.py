"""A move this phone entered offline waits in its outbox: the game's screen says the move is
queued here, not that the table is waiting for that player, in every game that names whose move
it is (the shared note of components/held-moves.js), and goes back to the game's own words once
the move is in."""
from __future__ import annotations

import pytest

from . import flares_ui, ladder_ui
from .ui import controlled_by_the_service_worker, keeps_language

pytestmark = [pytest.mark.e2e, pytest.mark.service_worker]

HELD = "[data-testid=held]"
QUEUED = "Ben: move entered, queued on this phone until the network is back"


def _offline_move_is_held(ben, enter, banner: str, said_before: str) -> None:
    assert said_before in ben.page.inner_text(banner)
    # Offline, the Italian words come from the worker's cache: it must answer the page first.
    controlled_by_the_service_worker(ben.page)
    keeps_language(ben.page, "it")
    ben.context.set_offline(True)
    enter()
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    assert ben.page.inner_text(HELD) == QUEUED
    assert ben.page.locator(banner).count() == 0  # the note takes the banner's place
    screen = ben.page.inner_text("#screen")
    assert said_before not in screen and "Waiting for" not in screen and "Ben's turn" not in screen
    ben.shot("held-queued")
    ben.page.click("#lang")  # and in Italian
    ben.page.wait_for_selector(f"{HELD}:has-text('in coda su questo telefono')")
    assert ben.page.inner_text(HELD) == "Ben: mossa inserita, in coda su questo telefono finché torna la rete"
    ben.page.click("#lang")
    ben.page.wait_for_selector(f"{HELD}:has-text('queued on this phone')")


def _back_online(ben, version: int) -> None:
    ben.context.set_offline(False)
    ben.page.wait_for_selector(f"[data-version='{version}']", timeout=15_000)
    ben.page.wait_for_function("() => !document.querySelector('[data-testid=outbox] li')", timeout=10_000)
    assert ben.page.locator(HELD).count() == 0


def _app_errors(phone) -> list[str]:
    # The browser's own log of requests an offline phone could not send is no error of the app's.
    return [error for error in phone.errors if not error.startswith("Failed to load resource")]


def test_flares_a_card_played_offline_is_queued_on_this_phone_not_awaited(phones):
    host, ben = phones("held-fl-host"), phones("held-fl-ben")
    code = flares_ui.create_match(host)
    flares_ui.join(ben, code, seat=1)
    flares_ui.to_table(host)
    flares_ui.enter(host.page, "deck_lead", "5U")
    flares_ui.shows_version(ben.page, 1)

    _offline_move_is_held(ben, lambda: flares_ui.enter(ben.page, "play", "3P"), "[data-testid=fl-turn]", "Your turn")
    assert ben.page.locator("[data-testid=fl-panel]").count() == 0  # nothing more to enter meanwhile
    _back_online(ben, 2)
    assert ben.page.inner_text("[data-testid=fl-turn]") == "Ann's turn"
    assert _app_errors(ben) == []


def test_ladder_a_play_entered_offline_is_queued_on_this_phone_not_awaited(phones):
    ann, ben = phones("held-ld-ann"), phones("held-ld-ben")
    code = ladder_ui.create_match(ann)
    ladder_ui.join(ben, code, seat=1)
    ladder_ui.to_table(ann)
    ladder_ui.start(ann.page, "1H")
    ladder_ui.shows_version(ben.page, 1)

    _offline_move_is_held(ben, lambda: ladder_ui.play(ben.page, "2C"), "[data-testid=ld-turn]", "Your turn")
    _back_online(ben, 2)
    assert ben.page.inner_text("[data-testid=ld-turn]") == "Ann's turn"
    assert _app_errors(ben) == []


def test_a_move_on_its_way_says_it_is_being_sent(phones):
    """Online, the note says the move is being sent (the shared component follows the phone's
    connection, not the outbox's try in flight)."""
    phone = phones("held-sending")
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    said = phone.page.evaluate("""async () => {
      const {heldNote, heldSeats} = await import("/js/components/held-moves.js");
      const {t} = await import("/js/i18n.js");
      const ctx = {names: ["Ann", "Ben", "Cat"], t, pending: [{seat: 1, type: "play", status: "queued"},
        {seat: 2, type: "revoke_ruling", status: "sending"}]};
      const split = heldSeats(ctx, [0, 1, 2], {types: ["play"]});
      return {split, note: heldNote(ctx, split.held).textContent, none: heldNote(ctx, [])};
    }""")
    assert said == {"split": {"held": [1], "waiting": [0, 2]}, "note": "Ben: move entered, sending…", "none": None}
