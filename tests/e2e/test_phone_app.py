"""The phone app in real Chromium: phones at one table create, join, play, go offline, come back."""
from __future__ import annotations

import json
import statistics
import struct
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from .golf_ui import H01, enter, shows_version
from .ui import VERSION_TIMEOUT_MS, host_only, open_house_rules

pytestmark = [pytest.mark.e2e, pytest.mark.service_worker]


def _create_match(host) -> str:
    """The host phone creates a 2-player Mini Golf match; returns the join code."""
    host.open("#/")
    host.shot("home")
    host.page.click("[data-testid=home-create]")
    host.page.select_option("[data-testid=create-game]", "mini-golf")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host.page.fill("[data-testid=create-player-1]", "Ben")
    host_only(host.page)
    host.shot("create")
    host.page.click("[data-testid=create-submit]")
    code = host.page.inner_text("[data-testid=join-code]").replace("-", "")
    host.page.wait_for_selector("img.qr[src^='blob:']")
    host.shot("host")
    return code


def _join(phone, code: str, seat: int) -> None:
    phone.open(f"#join={code}")
    phone.page.click(f"[data-testid=join-seat-{seat}]")
    phone.page.wait_for_selector("[data-testid=golf-turn-banner]")


def _dealt(host, ben):
    """Ann's phone hosts, Ben's has joined as seat 1, and Ann has dealt the first hole."""
    code = _create_match(host)
    _join(ben, code, seat=1)
    host.page.click("[data-testid=host-to-table]")
    enter(host.page, 0, H01[0][1])
    shows_version(ben.page, 1)
    return host, ben


def _log(host) -> list[dict]:
    entry = next(iter(host.stored().values()))
    request = urllib.request.Request(f"{host.base_url}/api/v1/matches/{entry['id']}/moves",
                                     headers={"Authorization": f"Bearer {entry['token']}"})
    with urllib.request.urlopen(request) as response:
        return json.load(response)["moves"]


def test_create_asks_for_a_name_for_every_player(phones):
    host = phones("names")
    host.open("#/create")
    host.page.select_option("[data-testid=create-game]", "mini-golf")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host.page.click("[data-testid=create-submit]")
    assert "Every player needs a name" in host.page.inner_text("#notice")
    host.page.fill("[data-testid=create-player-1]", "ann")
    host.page.click("[data-testid=create-submit]")
    assert "no two the same" in host.page.inner_text("#notice")
    assert host.stored() == {}


def test_the_home_screen_asks_for_the_game_catalogue_once(phones):
    """Its game buttons and its How to play list both come from the catalogue: one request
    serves both, and coming back to the screen asks nothing more."""
    phone = phones("catalogue")
    asked = []
    phone.page.on("request", lambda request: asked.append(request.url)
                  if request.url.endswith("/api/v1/games") else None)
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-game-mini-golf]")
    phone.page.wait_for_selector("[data-testid=home-howto-mini-golf]")
    phone.page.click("[data-testid=home-howto-mini-golf]")
    phone.page.wait_for_selector("[data-testid=howto-back]")
    phone.page.go_back()
    phone.page.wait_for_selector("[data-testid=home-howto-mini-golf]")  # drawn anew: the how-to screen left none
    assert len(asked) == 1, asked
    assert phone.errors == []


def test_two_phones_play_a_hole_and_each_sees_the_others_moves(phones):
    host, ben = phones("host"), phones("ben")
    code = _create_match(host)
    _join(ben, code, seat=1)
    ben.shot("joined")
    host.page.click("[data-testid=host-to-table]")
    shows_version(host.page, 0)
    delays = []
    for version, (seat, move) in enumerate(H01, start=1):
        acting, watching = (host, ben) if seat == 0 else (ben, host)
        enter(acting.page, seat, move)
        shows_version(acting.page, version)
        accepted = time.monotonic()
        shows_version(watching.page, version, timeout=3000)  # live, without reloading
        delays.append(time.monotonic() - accepted)
        if version in (2, 8, 9):
            acting.shot(f"table-after-{version}")
    assert statistics.median(delays) < 1.0, delays
    assert [entry["seq"] for entry in _log(host)] == list(range(1, 11))
    for phone in (host, ben):
        phone.page.click("text=Scores")
        # The score sheet and its chart come together; the table screen may hold a table of its
        # own, so waiting for "a table" could read the old page while the new one loads.
        # The running totals chart: one line per player, ending at each total (waited for: the
        # table screen drawn before may still be on the page for a moment).
        expect(phone.page.locator("svg.totals-chart polyline")).to_have_count(2, timeout=VERSION_TIMEOUT_MS)
        totals = phone.page.locator("tr").last.inner_text()
        assert "13" in totals and "4" in totals
        chart = phone.page.get_attribute("svg.totals-chart", "aria-label")
        assert "13" in chart and "4" in chart
    ben.shot("scores")
    assert host.errors == [] and ben.errors == []


def test_a_move_made_offline_is_sent_once_when_back_online(phones):
    host, ben = _dealt(phones("host"), phones("ben"))

    ben.context.set_offline(True)
    enter(ben.page, 1, H01[1][1])
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    assert "Ben takes a turn" in ben.page.inner_text("[data-testid=outbox]")
    ben.shot("offline-queued")
    host.page.wait_for_timeout(1000)
    assert host.page.locator("[data-version='1']").count() == 1

    ben.context.set_offline(False)
    shows_version(ben.page, 2, timeout=10_000)
    shows_version(host.page, 2, timeout=10_000)
    ben.page.wait_for_function(
        "document.querySelectorAll('[data-testid=outbox] li').length === 0", timeout=10_000)
    assert [(entry["seq"], entry["seat"]) for entry in _log(host)] == [(1, 0), (2, 1)]


def test_a_queued_move_the_server_refuses_on_replay_is_shown_with_its_rule(phones):
    host, ben = _dealt(phones("host"), phones("ben"))

    ben.context.set_offline(True)
    enter(ben.page, 1, ("turn", "deck", "2H", "TL", "6U"))
    ben.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    enter(host.page, 1, ("turn", "deck", "1C", None, None))  # the host enters Ben's turn meanwhile
    shows_version(host.page, 2)

    ben.context.set_offline(False)
    ben.page.wait_for_selector("[data-testid=outbox] .chip.refused", timeout=10_000)
    # Ben's turn was taken by the host phone's entry, not played out of order.
    assert "Ben's turn was already entered by the host phone." in ben.page.inner_text("#notice")
    ben.shot("refused-on-replay")
    ben.page.click("[data-testid=rule-link]")
    ben.page.wait_for_selector("#CORE-TURN-TAKEN.target")
    assert [entry["seq"] for entry in _log(host)] == [1, 2]


def test_the_app_is_installable_and_opens_offline(phones, live_server):
    with urllib.request.urlopen(f"{live_server}/manifest.webmanifest") as response:
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.load(response)
    assert manifest["name"] and manifest["short_name"] and manifest["start_url"] == "/"
    assert manifest["display"] == "standalone"
    sizes = {}
    for icon in manifest["icons"]:
        with urllib.request.urlopen(f"{live_server}{icon['src']}") as response:
            data = response.read()
        assert response.headers["Content-Type"] == "image/png"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.setdefault(icon.get("purpose", "any"), set()).add(width)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]

    phone = phones("install")
    phone.open("#/")
    phone.page.evaluate("navigator.serviceWorker.ready")
    phone.page.reload()
    assert phone.page.evaluate("navigator.serviceWorker.controller !== null")
    phone.context.set_offline(True)
    phone.page.reload()
    phone.page.wait_for_selector("[data-testid=home-create]")
    assert "Offline" in phone.page.inner_text("#net")
    phone.shot("offline-shell")


def test_the_service_worker_clears_caches_of_older_versions(phones):
    phone = phones("caches")
    phone.open("#/")
    phone.page.evaluate("navigator.serviceWorker.ready")
    phone.page.evaluate("caches.open('table-referee-0123456789abcdef')")
    # A new worker script installs and activates like a new version does, and clears every
    # cache but its own.
    phone.page.evaluate("navigator.serviceWorker.register('/sw.js?reinstall=1')")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        names = phone.page.evaluate("caches.keys()")
        if len(names) == 1:
            break
        phone.page.wait_for_timeout(200)
    assert len(names) == 1 and names[0] != "table-referee-0123456789abcdef"


def test_the_table_fits_360_px_with_large_targets_and_no_console_errors(phones):
    host, ben = _dealt(phones("host"), phones("ben", color_scheme="dark"))
    ben.page.wait_for_selector("[data-testid=golf-source-discard]")  # Ben's turn: the draw panel
    for phone, label in ((host, "table-waiting"), (ben, "table-draw-dark")):
        _assert_fits_with_large_targets(phone.page)
        phone.shot(label)
    for hash_, ready in (("#/", "[data-testid=home-create]"), ("#/join", "[data-testid=join-find]"),
                         ("#/rules/mini-golf", "#GOLF-DISCARD-TOP")):
        ben.open(hash_)
        ben.page.wait_for_selector(ready)
        _assert_fits_with_large_targets(ben.page)
    ben.page.click("#lang")
    ben.page.wait_for_selector("text=Come si gioca a Mini Golf")
    assert ben.page.evaluate("document.documentElement.lang") == "it"
    ben.shot("rules-it")
    assert host.errors == [] and ben.errors == []


def _assert_fits_with_large_targets(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    small = page.evaluate("""() => [...document.querySelectorAll(
        'button, a.button, .tabs a, input, select, [role=button]')]
      .filter((node) => node.offsetParent !== null)
      .map((node) => [node.outerHTML.slice(0, 80), node.getBoundingClientRect()])
      .filter(([, box]) => box.width < 44 || box.height < 44)
      .map(([html, box]) => `${html} ${Math.round(box.width)}x${Math.round(box.height)}`)""")
    assert small == []


def test_create_offers_a_suit_picker_per_player_for_half_zero(phones, live_server):
    """Half-Zero's `suit_of` is one suit per player: a picker on each player's row, suits by
    name, sent in seat order."""
    host = phones("suits")
    host.open("#/create")
    host.page.select_option("[data-testid=create-game]", "half-zero")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host.page.fill("[data-testid=create-player-1]", "Ben")
    assert host.page.input_value("[data-testid=option-suit_of-1]") == "P"
    assert "Planes" in host.page.inner_text("[data-testid=option-suit_of-1]")
    host.page.select_option("[data-testid=option-suit_of-1]", "H")
    host_only(host.page)
    host.shot("create-half-zero")
    host.page.click("[data-testid=create-submit]")
    host.page.wait_for_selector("[data-testid=join-code]")
    [match] = host.stored().values()
    request = urllib.request.Request(f"{live_server}/api/v1/matches/{match['id']}",
                                     headers={"Authorization": f"Bearer {match['token']}"})
    with urllib.request.urlopen(request) as response:
        assert json.load(response)["options"]["suit_of"] == ["U", "H"]


def test_the_create_screen_holds_every_option_to_the_bounds_the_catalogue_states(phones, live_server):
    """A number, a word or number (2P6C's rows), a text and a list of words each take no more than
    their option's schema allows: a number beyond its range is not taken and the screen says the
    range, and the match is made with what was within."""
    with urllib.request.urlopen(f"{live_server}/api/v1/games/2p6c") as response:
        options = json.load(response)["options"]["properties"]
    host = phones("bounds")
    host.open("#/create")
    host.page.select_option("[data-testid=create-game]", "2p6c")
    host.page.fill("[data-testid=create-player-0]", "Ann")
    host_only(host.page)
    open_house_rules(host.page)
    assert host.page.get_attribute("#option-max_stack", "max") == str(options["max_stack"]["maximum"])
    assert host.page.get_attribute("#option-word_notes", "maxlength") == str(options["word_notes"]["maxLength"])
    words = options["own_list"]
    assert host.page.get_attribute("#option-own_list", "maxlength") == str(
        words["maxItems"] * (words["items"]["maxLength"] + 1))
    rows = next(choice for choice in options["rows"]["anyOf"] if choice["type"] == "integer")
    assert rows["maximum"] == 12
    # A word or a number: the word by its label, or "a number", which opens a number field.
    assert host.page.inner_text("#option-rows option[value=auto]") == "3, 6 or 9 by the number of players"
    host.page.select_option("#option-rows", "#")
    host.page.fill("#option-rows-number", str(rows["maximum"] + 1))
    host.page.press("#option-rows-number", "Tab")
    assert f"from {rows['minimum']} to {rows['maximum']}" in host.page.inner_text("#notice")
    assert host.page.input_value("#option-rows-number") == ""
    host.page.fill("#option-max_stack", "7")
    host.page.press("#option-max_stack", "Tab")
    assert "from 2 to 6" in host.page.inner_text("#notice")
    host.page.fill("#option-rows-number", str(rows["maximum"]))
    host.page.press("#option-rows-number", "Tab")
    host.page.click("[data-testid=create-submit]")
    host.page.wait_for_selector("[data-testid=join-code]")
    [match] = host.stored().values()
    request = urllib.request.Request(f"{live_server}/api/v1/matches/{match['id']}",
                                     headers={"Authorization": f"Bearer {match['token']}"})
    with urllib.request.urlopen(request) as response:
        made = json.load(response)["options"]
    assert made["rows"] == rows["maximum"] and made["max_stack"] == options["max_stack"]["default"]


def test_the_last_move_can_be_undone_after_saying_which_it_is(phones):
    """The host phone undoes Ann's deal: it first names the move, then every phone goes back.
    Ben's phone did not enter that move, so the server refuses it there, and says why."""
    host, ben = _dealt(phones("host"), phones("ben"))
    ben.page.click("[data-testid=undo-ask]")
    ben.page.click("[data-testid=undo-yes]")
    ben.page.wait_for_selector("#notice:not([hidden])")
    assert "Only the host phone, the phone that entered move #1 or Ann's own phone" in ben.page.inner_text("#notice")
    host.page.click("[data-testid=undo-ask]")
    # The move in players' words (the catalogue's), never its API type.
    assert host.page.inner_text("[data-testid=undo-question]") == "Undo move #1: Ann starts the hole?"
    host.page.click("[data-testid=undo-no]")
    assert _log(host) != []
    host.page.click("[data-testid=undo-ask]")
    host.page.click("[data-testid=undo-yes]")
    shows_version(host.page, 2)
    shows_version(ben.page, 2)
    assert _log(host) == []
    host.page.wait_for_selector("[data-testid=golf-turn-banner]")
    # The browser itself logs the refused request; nothing else may reach the console.
    assert host.errors == [] and [e for e in ben.errors if "status of 403" not in e] == []
