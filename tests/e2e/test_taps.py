"""How many taps a person makes, counted on real screens in real Chromium, for Mini Golf, Flares and
Sixes: (a) from opening the app on a fresh phone ('#/') to the first recorded move of a 2-player
match in which the creator's phone plays seat 0, and (b) one ordinary turn.

Counting rule: every tap a person makes counts one. A click on a button, link, card or grid spot
is one; choosing an entry in a picker (<select>) is one; pressing the keyboard's Enter/Next key is
one; typing into a field is one per field focused, however many letters are typed. Waiting, and
what other players do on their own phones, costs nothing.

The creator's phone plays seat 0 with the create screen's "I'm playing too" (on by default): it
goes straight to the table, which shows the others the join code.

Each measurement is printed (run with -s) as `TAPS <game> <what>: <n>`.
"""
from __future__ import annotations

import pytest

from .ui import api_call, shows_version

pytestmark = pytest.mark.e2e


class Taps:
    """A phone's page whose every person-made action is counted by the rule above."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0

    def tap(self, selector: str) -> None:
        self.page.click(selector)
        self.count += 1

    def choose(self, selector: str, value: str) -> None:
        self.page.select_option(selector, value)
        self.count += 1

    def type(self, selector: str, text: str) -> None:
        """Focus one field (a tap) and type into it (free)."""
        self.page.click(selector)
        self.page.keyboard.type(text)
        self.count += 1

    def enter(self) -> None:
        self.page.keyboard.press("Enter")
        self.count += 1


def report(game: str, what: str, taps: int) -> int:
    print(f"TAPS {game} {what}: {taps}")
    return taps


def _create(taps: Taps, game: str) -> str:
    """App open → Create → the game → both names → Create match, straight to the table; returns
    the join code the table shows."""
    taps.page.goto("/#/")  # a fresh phone: its own browser context, nothing stored
    taps.tap("[data-testid=home-create]")
    taps.choose("[data-testid=create-game]", game)
    taps.type("[data-testid=create-player-0]", "Ann")
    taps.type("[data-testid=create-player-1]", "Ben")
    taps.tap("[data-testid=create-submit]")
    return taps.page.inner_text("[data-testid=table-join-code]").replace("-", "")


def _stored(page) -> dict:
    [entry] = page.evaluate("Object.values(JSON.parse(localStorage.getItem('tr.matches') || '{}'))")
    return entry


def _move(base_url: str, entry: dict, seat: int, type_: str, payload: dict) -> None:
    """Another player's move, made on another phone (not counted)."""
    api_call(f"{base_url}/api/v1/matches/{entry['id']}/moves",
             {"type": type_, "seat": seat, "payload": payload}, entry["token"])


def _payloads(base_url: str, entry: dict) -> list[dict]:
    """What the referee received, move by move."""
    log = api_call(f"{base_url}/api/v1/matches/{entry['id']}/moves", None, entry["token"])
    return [move["payload"] for move in log["moves"]]


@pytest.fixture
def phone(browser, live_server):
    context = browser.new_context(viewport={"width": 360, "height": 740}, base_url=live_server)
    yield Taps(context.new_page())
    context.close()


def test_mini_golf_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "mini-golf")
    phone.tap("[data-card='5C']")                       # the first discard Ann turned over: sent
    shows_version(phone.page, 1)
    first = report("mini-golf", "app open to first move", phone.count)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"})
    shows_version(phone.page, 2)
    phone.count = 0
    assert "Or tap the card you drew from the deck" in phone.page.inner_text(".golf-panel")  # Ann's own phone
    phone.tap("[data-card='1D']")                       # the card Ann drew (from the deck)
    phone.tap("[data-testid=golf-slot-0-BR]")           # the spot it goes to (face down)
    phone.tap("[data-card='4P']")                       # the card that was face down there
    phone.tap("[data-testid=golf-submit]")
    shows_version(phone.page, 3)
    turn = report("mini-golf", "ordinary turn", phone.count)
    assert (first, turn) == (6, 4)
    assert _payloads(live_server, entry) == [
        {"initial_discard": "5C"},
        {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"},
        {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}]


def test_flares_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    _create(phone, "flares")
    phone.tap("[data-testid=fl-panel] [data-card='5U']")  # the deck card Ann flipped: sent
    shows_version(phone.page, 1)
    first = report("flares", "app open to first move", phone.count)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "play", {"card": "3P"})
    shows_version(phone.page, 2)
    phone.count = 0
    phone.tap("[data-testid=fl-panel] [data-card='2U']")  # the card Ann played: sent
    shows_version(phone.page, 3)
    turn = report("flares", "ordinary turn", phone.count)
    assert (first, turn) == (6, 1)
    assert _payloads(live_server, entry) == [{"card": "5U"}, {"card": "3P"}, {"card": "2U"}]


def test_sixes_taps_to_the_first_move_and_for_an_ordinary_turn(phone, live_server):
    code = _create(phone, "sixes")
    # Only a seated phone agrees to the house rules: the creator's phone plays seat 0.
    phone.tap("[data-testid=sx-agree]")
    phone.page.wait_for_selector("[data-testid=sx-agreed-0][data-on=true]")
    first = report("sixes", "app open to first move", phone.count)

    entry = _stored(phone.page)
    # Ben agrees on his phone; Ann reads the card out and starts the timer (the reader's part of
    # round 1, counted apart from the list every player writes).
    _ben_agrees(live_server, code, entry['id'])
    phone.count = 0
    phone.type("[data-testid=sx-card-1]", "Fruits")
    phone.tap("[data-testid=sx-start]")
    phone.page.wait_for_selector("[data-testid=countdown][data-state=running]")
    reader = report("sixes", "reader's card and timer", phone.count)

    phone.count = 0
    phone.type("[data-testid=sx-input-1]", "Apple")
    for word in ["Banana", "Grape", "Plum", "Kiwi", "Fig"]:
        phone.enter()                                   # the keyboard's Next goes to the next line
        phone.page.keyboard.type(word)
    phone.tap("[data-testid=sx-done]")
    phone.page.wait_for_selector("[data-testid=sx-done-0][data-on=true]")
    turn = report("sixes", "ordinary turn (one list)", phone.count)
    assert entry["seat"] == 0
    assert (first, reader, turn) == (6, 2, 7)


def _ben_agrees(base_url: str, code: str, match_id: str) -> None:
    seat = api_call(f"{base_url}/api/v1/join", {"code": code, "seat": 1})
    api_call(f"{base_url}/api/v1/matches/{match_id}/moves",
             {"type": "options_agreed", "seat": 1, "payload": {}}, seat["token"])


def test_a_wrong_mini_golf_tap_is_changed_before_confirm_or_undone_once_sent(phone, live_server):
    """A first discard is sent on its tap, so a wrong one is undone (and entered again); in a turn
    a wrong spot is changed by tapping the right one, Cancel starts over, and a face-up card at the
    chosen spot is known, so it is never asked for."""
    _create(phone, "mini-golf")
    phone.tap("[data-card='6C']")                       # wrong: Ann turned over 5C
    shows_version(phone.page, 1)
    phone.tap("[data-testid=undo-ask]")
    assert "Ann starts the hole" in phone.page.inner_text("[data-testid=undo-question]")
    phone.tap("[data-testid=undo-yes]")
    shows_version(phone.page, 2)
    phone.tap("[data-card='5C']")
    shows_version(phone.page, 3)

    entry = _stored(phone.page)
    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"})
    shows_version(phone.page, 4)
    phone.tap("[data-card='1D']")
    phone.tap("[data-testid=golf-slot-0-TL]")           # wrong spot: the picker asks about top-left
    assert "top-left" in phone.page.inner_text(".golf-panel")
    phone.tap("[data-testid=golf-slot-0-BR]")           # the right one
    assert "bottom-right" in phone.page.inner_text(".golf-panel")
    phone.tap("[data-card='3P']")                       # wrong card taken out: Cancel starts over
    phone.tap("[data-testid=golf-cancel]")
    phone.page.wait_for_selector("[data-testid=golf-source-discard]")
    phone.tap("[data-card='1D']")
    phone.tap("[data-testid=golf-slot-0-BR]")
    phone.tap("[data-card='4P']")
    assert "Draw 1 of Diamonds → swap into bottom-right, removing 4 of Planes" in phone.page.inner_text(".golf-summary")
    phone.tap("[data-testid=golf-submit]")
    shows_version(phone.page, 5)

    _move(live_server, entry, 1, "turn", {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"})
    shows_version(phone.page, 6)
    phone.count = 0
    phone.tap("[data-testid=golf-source-discard]")      # takes 5F
    phone.tap("[data-testid=golf-slot-0-BR]")           # where 1D lies face up: nothing to ask
    phone.tap("[data-testid=golf-submit]")
    shows_version(phone.page, 7)
    assert phone.count == 3
    assert _payloads(live_server, entry)[-3:] == [
        {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"},
        {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"},
        {"source": "discard", "drawn": "5F", "replace": "BR", "removed": "1D"}]
