"""Offline for real: a table opened once on this phone opens again without network, on its last
known state, labelled so; moves made then wait and go out when the phone is back; screens that
need the server say so. Every offline reload here is answered by the service worker's cache, and
the test checks that the worker itself has no network either (Chromium's offline emulation has
not always reached service workers). The phones use the app as a group does after `make run`: over
HTTPS, from a browser that trusts the machine's own certificate authority."""
from __future__ import annotations

import json
import socket
import ssl
import time
from http.client import HTTPSConnection
from urllib.parse import urlsplit

import pytest

from rules.registry import GAMES

from .conftest import LAN_NAME, Phone
from .golf_ui import H01, enter, shows_version
from .ui import controlled_by_the_service_worker, keeps_language

pytestmark = pytest.mark.e2e

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
SLUGS = sorted(GAMES)

# What the browser itself logs for each request that cannot leave an offline phone: its own
# network log, not an error of the app's (the table keeps trying to reach the server).
OFFLINE_NOISE = "net::ERR_INTERNET_DISCONNECTED"


def _app_errors(phone: Phone) -> list[str]:
    return [error for error in phone.errors if OFFLINE_NOISE not in error]


def _host_a_match(phone: Phone, slug: str) -> dict:
    """Create a match through the API from the page and keep it as the create screen does."""
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    return phone.page.evaluate("""async (slug) => {
      const info = await (await fetch(`/api/v1/games/${slug}`)).json();
      const players = %s.slice(0, Math.max(2, info.min_players)).slice(0, info.max_players);
      const answer = await fetch("/api/v1/matches", {method: "POST", headers: {"Content-Type": "application/json"},
        body: JSON.stringify({game: slug, players, options: {}})});
      const created = await answer.json();
      const entry = {id: created.id, game: slug, title: info.title, token: created.host_token, seat: null,
        host: true, names: players, joinCode: created.join_code, savedAt: Date.now()};
      const stored = JSON.parse(localStorage.getItem("tr.matches") || "{}");
      stored[entry.id] = entry;
      localStorage.setItem("tr.matches", JSON.stringify(stored));
      return entry;
    }""" % json.dumps(NAMES), slug)


def _until(phone: Phone, check: str, arg=None, timeout: float = 10) -> None:
    """Wait until the async function `check` resolves true in the page (wait_for_function takes
    the promise an async function returns for a true value, so it cannot be used for these)."""
    deadline = time.monotonic() + timeout
    while phone.page.evaluate(check, arg) is not True:
        assert time.monotonic() < deadline, check
        phone.page.wait_for_timeout(100)


def _kept_version(phone: Phone, match_id: str, version: int) -> None:
    """Wait until the phone has kept the view at `version` as its last known one."""
    _until(phone, """async ([id, version]) => {
      const {recall} = await import("/js/last-known.js");
      return (await recall("match", id))?.version === version;
    }""", [match_id, version])


def _offline(phone: Phone) -> None:
    """Cut this phone's network, and check that the cut reaches its service worker too: else a
    reload would be answered by the network and prove nothing about the worker's cache."""
    phone.context.set_offline(True)
    worker = phone.context.service_workers[0]
    # The cut reaches the worker a moment after the page on a busy machine: asked a few times.
    for _ in range(20):
        reached = worker.evaluate("fetch('/manifest.webmanifest', {cache: 'no-store'}).then(() => true, () => false)")
        if reached is False:
            break
        phone.page.wait_for_timeout(250)
    assert reached is False, "the service worker still reaches the network while the phone is offline"


def _reload_offline(phone: Phone) -> None:
    response = phone.page.reload()
    assert response is not None and response.from_service_worker


@pytest.fixture
def phone(trusted_browser, https_live_server, local_tls):
    made = Phone(trusted_browser, https_live_server, "offline")
    made.ca_cert = local_tls.ca_cert
    yield made
    made.context.close()


def test_the_games_offered_are_the_games_tested_here(https_live_server, local_tls):
    assert sorted(game["slug"] for game in _api(https_live_server, local_tls.ca_cert, "/games")) == SLUGS


@pytest.mark.parametrize("slug", SLUGS)
def test_a_table_opened_once_reopens_offline_on_its_last_known_state(phone, slug):
    entry = _host_a_match(phone, slug)
    phone.open(f"#/match/{entry['id']}")
    phone.page.wait_for_selector("[data-version='0']")
    seen_online = phone.page.inner_text("[data-version]")
    _kept_version(phone, entry["id"], 0)
    controlled_by_the_service_worker(phone.page)

    _offline(phone)
    _reload_offline(phone)
    phone.page.wait_for_selector("[data-version='0']")
    banner = phone.page.locator("[data-testid=offline-banner]")
    assert banner.is_visible() and "last known state" in banner.inner_text()
    assert phone.page.inner_text("[data-testid=live-state]").startswith("last known")
    assert entry["title"] in phone.page.inner_text("main h1")
    # The board as it was drawn online, names and all.
    board = phone.page.inner_text("[data-version]")
    assert board == seen_online and any(name in board for name in entry["names"])
    phone.shot(f"offline-{slug}")
    assert _app_errors(phone) == []


class _LanConnection(HTTPSConnection):
    """HTTPS to the LAN name the phones use (it resolves only inside their browser), checked
    against the machine's own authority as they check it."""

    def connect(self) -> None:
        raw = socket.create_connection(("127.0.0.1", self.port), self.timeout)
        self.sock = self._context.wrap_socket(raw, server_hostname=LAN_NAME)


def _api(base_url: str, ca_cert, path: str, token: str | None = None):
    connection = _LanConnection(LAN_NAME, urlsplit(base_url).port, timeout=10,
                                context=ssl.create_default_context(cafile=str(ca_cert)))
    try:
        connection.request("GET", f"/api/v1{path}", headers={"Authorization": f"Bearer {token}"} if token else {})
        return json.load(connection.getresponse())
    finally:
        connection.close()


def _log(phone: Phone, entry: dict) -> list[dict]:
    return _api(phone.base_url, phone.ca_cert, f"/matches/{entry['id']}/moves", entry["token"])["moves"]


def test_offline_the_games_words_come_back_in_the_language_they_were_kept_in(phone):
    """A phone that read the catalogue in both languages keeps both: offline, each language gets
    its own words back (the summary, options' titles), never the other's."""
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    read = """async (lang) => {
      const {loadLanguage} = await import("/js/i18n.js");
      const {game} = await import("/js/api.js");
      await loadLanguage(lang);
      return (await game("mini-golf")).summary;
    }"""
    online = {lang: phone.page.evaluate(read, lang) for lang in ("it", "en")}
    assert online["it"] != online["en"]
    _until(phone, """async () => {
      const {recall} = await import("/js/last-known.js");
      return (await recall("game", "mini-golf", {lang: "en"}))?.lang === "en";
    }""")
    controlled_by_the_service_worker(phone.page)
    _offline(phone)
    _reload_offline(phone)  # a fresh page: nothing held in memory, only what the phone kept
    phone.page.wait_for_selector("[data-testid=home-create]")
    assert {lang: phone.page.evaluate(read, lang) for lang in ("it", "en")} == online


def test_a_move_made_after_an_offline_reload_waits_and_is_sent_when_back_online(phone):
    entry = _host_a_match(phone, "mini-golf")
    phone.open(f"#/match/{entry['id']}")
    enter(phone.page, 0, H01[0][1])
    shows_version(phone.page, 1)
    _kept_version(phone, entry["id"], 1)
    controlled_by_the_service_worker(phone.page)
    keeps_language(phone.page, "it")

    _offline(phone)
    _reload_offline(phone)
    shows_version(phone.page, 1)
    phone.page.click("#lang")  # only the English copy is kept: the newest state beats none
    phone.page.wait_for_selector("[data-testid=live-state]:has-text('ultimo stato noto')")
    shows_version(phone.page, 1)
    phone.page.click("#lang")
    phone.page.wait_for_selector("[data-testid=live-state]:has-text('last known')")
    enter(phone.page, 1, H01[1][1])
    phone.page.wait_for_selector("[data-testid=outbox] .chip.queued")
    assert "1 waiting" in phone.page.inner_text("[data-testid=offline-banner]")
    # The table does not wait for Ben: his move is here, queued.
    held = phone.page.inner_text("[data-testid=held]")
    assert held == "Ben: move entered, queued on this phone until the network is back"
    assert "Waiting for" not in phone.page.inner_text("#screen")
    phone.page.wait_for_timeout(500)
    assert [move["seq"] for move in _log(phone, entry)] == [1]  # nothing left the phone
    phone.shot("offline-queued-after-reload")

    phone.context.set_offline(False)
    shows_version(phone.page, 2, timeout=10_000)
    phone.page.wait_for_function("() => !document.querySelector('[data-testid=outbox] li')", timeout=10_000)
    phone.page.wait_for_selector("[data-testid=offline-banner]", state="hidden")
    assert phone.page.inner_text("[data-testid=live-state]") in ("live", "reconnecting")
    assert [(move["seq"], move["seat"]) for move in _log(phone, entry)] == [(1, 0), (2, 1)]
    assert _app_errors(phone) == []


def test_new_match_offline_says_it_needs_the_server_and_opens_once_back(phone):
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    controlled_by_the_service_worker(phone.page)
    keeps_language(phone.page, "it")
    _offline(phone)
    _reload_offline(phone)
    phone.page.click("[data-testid=home-create]")
    assert "Starting a new match needs the server" in phone.page.inner_text("[data-testid=server-needed]")
    phone.page.click("#lang")
    phone.page.wait_for_selector("text=Per iniziare una nuova partita serve il server")
    assert "ultimo stato noto" in phone.page.inner_text("[data-testid=offline-banner]")
    phone.shot("offline-create-it")

    phone.context.set_offline(False)
    phone.page.wait_for_selector("[data-testid=create-game]", timeout=10_000)
    assert _app_errors(phone) == []


def test_the_other_language_is_kept_once_shown_online_and_until_then_the_switch_says_so(phone):
    """The first visit precaches the phone's own language only (the other is half as much again to
    download): offline before the player ever showed the other one, the switch keeps the words
    shown and says why; shown once online, that language opens offline too, How to play included."""
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    controlled_by_the_service_worker(phone.page)
    _offline(phone)
    _reload_offline(phone)
    phone.page.wait_for_selector("[data-testid=home-create]")
    phone.page.click("#lang")
    phone.page.wait_for_selector("#notice:has-text('Switching language needs the network the first time.')")
    assert phone.page.inner_text("#lang") == "IT" and phone.page.evaluate("document.documentElement.lang") == "en"
    assert "How to play" in phone.page.inner_text("#screen")

    phone.context.set_offline(False)
    phone.page.click("#lang")
    phone.page.wait_for_selector("h2:has-text('Come si gioca')")
    assert phone.page.locator("#notice").is_hidden()
    phone.page.click("#lang")
    phone.page.wait_for_selector("h2:has-text('How to play')")
    # The app asked the worker to keep all of Italian when it was shown: wait for the last file.
    _until(phone, """async () => {
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).match("/howto/it/sixes.json")) return true;
      }
      return false;
    }""")

    _offline(phone)
    _reload_offline(phone)
    phone.page.click("#lang")
    phone.page.wait_for_selector("h2:has-text('Come si gioca')")
    phone.page.click("[data-testid=home-howto-sixes]")
    phone.page.wait_for_selector("h1:has-text('Come si gioca a Sixes')")
    assert "{" not in phone.page.inner_text("#screen")
    # The refused switch's catalogue, asked of the worker, which had none and no network: the
    # browser logs that request, once; the app itself logged nothing.
    assert _app_errors(phone) == ["Failed to load resource: net::ERR_FAILED"]


def test_screens_never_opened_online_say_so_offline_without_an_error(phone):
    entry = _host_a_match(phone, "squad")
    phone.open("#/rules/squad")  # the game's catalogue entry is kept; the table's view never was
    phone.page.wait_for_selector("p.howto-p")
    controlled_by_the_service_worker(phone.page)
    _offline(phone)
    _reload_offline(phone)
    phone.open(f"#/match/{entry['id']}")
    assert "no last known state" in phone.page.inner_text("[data-testid=no-view]")
    # Nothing of this game was ever seen here, but How to play is part of the app itself: it
    # opens, with its house-rule values in words rather than braces.
    phone.open("#/rules/mini-golf")
    phone.page.wait_for_selector("p.howto-p")
    assert "{" not in phone.page.inner_text("main")

    phone.open(f"#/match/{entry['id']}")
    phone.page.wait_for_selector("[data-testid=no-view]")

    phone.context.set_offline(False)
    phone.page.wait_for_selector("[data-version='0']", timeout=10_000)  # drawn again, by itself
    assert _app_errors(phone) == []


def test_a_tournament_opened_once_reopens_offline_on_its_last_known_standings(phone):
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    made = phone.page.evaluate("""async () => {
      const answer = await fetch("/api/v1/tournaments", {method: "POST", headers: {"Content-Type": "application/json"},
        body: JSON.stringify({name: "Spring Cup", game: "ekeq", profile: {kind: "win_type"}, rounds: 3,
          players: ["Ann", "Ben", "Cleo", "Dan"]})});
      const made = await answer.json();
      localStorage.setItem("tr.tournaments", JSON.stringify({[made.id]: {id: made.id, name: "Spring Cup",
        token: made.organiser_token, role: "organiser", savedAt: Date.now()}}));
      return made;
    }""")
    phone.open(f"#/tournament/{made['id']}")
    phone.page.wait_for_selector("[data-testid=tour]")
    standings = phone.page.inner_text("table")
    _until(phone, """async (id) => {
      const {recall} = await import("/js/last-known.js");
      return (await recall("tournament", id)) !== null;
    }""", made["id"])
    controlled_by_the_service_worker(phone.page)

    _offline(phone)
    _reload_offline(phone)
    phone.page.wait_for_selector("[data-testid=last-known]")
    assert "Spring Cup" in phone.page.inner_text("main h1")
    assert phone.page.inner_text("table") == standings and "Cleo" in standings
    assert phone.page.locator("[data-testid=offline-banner]").is_visible()
    phone.page.wait_for_timeout(4500)  # a refresh that finds no server leaves the screen as it is
    assert phone.page.locator("[data-testid=last-known]").count() == 1 and phone.page.is_hidden("#notice")

    phone.context.set_offline(False)
    phone.page.wait_for_selector("[data-testid=last-known]", state="detached", timeout=10_000)
    assert _app_errors(phone) == []


def test_no_screen_throws_offline_and_each_says_something(phone):
    entry = _host_a_match(phone, "ladder")
    phone.open(f"#/match/{entry['id']}")
    phone.page.wait_for_selector("[data-version='0']")
    _kept_version(phone, entry["id"], 0)
    controlled_by_the_service_worker(phone.page)
    _offline(phone)
    _reload_offline(phone)
    match = f"#/match/{entry['id']}"
    for hash_ in ("#/", "#/create", "#/join", "#join=ABC123", match, f"{match}/host", f"{match}/scores",
                  "#/rules/ladder", "#/solo", "#/solo/community/c1", "#/cold-war/decks", "#/tournaments/new",
                  "#/tournament/t1", "#/tournament/t1/display", "#/tournament/t1/print/1", "#checkin=t1.ABC",
                  "#organise=t1.xyz"):
        phone.open(hash_)
        phone.page.wait_for_timeout(400)
        shown = phone.page.inner_text("main").strip() + phone.page.inner_text("#notice").strip()
        assert shown and shown != "…", hash_
    assert _app_errors(phone) == []


def test_a_kept_view_is_never_replaced_by_an_older_one_and_goes_with_its_match(phone):
    phone.open("#/")
    phone.page.wait_for_selector("[data-testid=home-create]")
    kept = phone.page.evaluate("""async () => {
      const lastKnown = await import("/js/last-known.js");
      const store = await import("/js/store.js");
      await lastKnown.remember("match", "m1", {version: 5}, {lang: "en", version: 5});
      await lastKnown.remember("match", "m1", {version: 3}, {lang: "en", version: 3});  // a late, slower answer
      await lastKnown.remember("match", "m1", {version: 4}, {lang: "it", version: 4});
      const newest = (await lastKnown.recall("match", "m1", {lang: "it"})).version;
      store.save({id: "m1", game: "ladder", title: "Ladder", token: "t", seat: null, host: true});
      store.forget("m1");
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [newest, await lastKnown.recall("match", "m1", {lang: "en"})];
    }""")
    assert kept == [5, None]
    # A view kept for a match the phone no longer lists is swept when the app starts.
    phone.page.evaluate("""async () => (await import("/js/last-known.js")).remember("match", "m2", {}, {version: 1})""")
    phone.page.reload()
    phone.page.wait_for_selector("[data-testid=home-create]")
    _until(phone, """async () => (await (await import("/js/last-known.js")).recall("match", "m2")) === null""")
