"""What a phone downloads: a first visit (the page, and what the service worker precaches for
offline use: the shell, in the phone's language), a repeat visit in nothing but what changed, and
how soon the home screen is ready to use after a cold load. Bytes are counted on the wire, by a
relay between the browser and the server, headers included. The figures are in docs/benchmarks.md
(run with `-s` to see them)."""
from __future__ import annotations

import socket
import threading
import time
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest

from api.routes import pwa

from .ui import until_true

pytestmark = pytest.mark.e2e

# Issue 36's budget. Served compressed (WhiteNoise, Brotli) the whole shell was 364 KB (812 KB
# uncompressed); the worker now precaches the phone's language only (the other is cached once the
# player shows it) and leaves out the screens that need the server anyway and the icons only an
# install asks for (cached on first use): about 265 KB over HTTPS (273 KB for a phone in Italian),
# 253 KB over plain http.
FIRST_VISIT_BUDGET = 300 * 1024
# A repeat visit asks for the page (304) and the service worker (the browser's update check
# fetches it in full, a few KB compressed); everything else comes from the worker's cache.
REPEAT_VISIT_BUDGET = 12 * 1024
# Load times are printed, not asserted: on a shared machine a clock is no test (docs/benchmarks.md
# quotes them). The bytes are exact, and held to their budgets.


class Relay:
    """A TCP relay on a free loopback port that counts the bytes the server sends back."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream = upstream
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.received = 0
        self.connections = 0
        threading.Thread(target=self._accept, daemon=True).start()

    def reset(self) -> None:
        with self.lock:
            self.received = 0
            self.connections = 0

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.upstream)
            with self.lock:
                self.connections += 1
            threading.Thread(target=self._pipe, args=(client, server, False), daemon=True).start()
            threading.Thread(target=self._pipe, args=(server, client, True), daemon=True).start()

    def _pipe(self, source: socket.socket, target: socket.socket, counted: bool) -> None:
        try:
            while chunk := source.recv(65536):
                if counted:
                    with self.lock:
                        self.received += len(chunk)
                target.sendall(chunk)
        except OSError:
            pass
        finally:
            for end in (source, target):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.listener.close()


@contextmanager
def relay_to(base_url: str):
    """The relay, and the base URL that reaches the server through it (same scheme and name)."""
    parts = urlsplit(base_url)
    relay = Relay(("127.0.0.1", parts.port))
    try:
        yield relay, f"{parts.scheme}://{parts.hostname}:{relay.port}"
    finally:
        relay.close()


def _settled(relay: Relay, quiet_s: float = 0.5, timeout_s: float = 20) -> int:
    """The byte count once nothing more has arrived for a while."""
    deadline = time.monotonic() + timeout_s
    last, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        with relay.lock:
            now = relay.received
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            return now
        time.sleep(0.05)
    return last


# The moment the home screen's first action is in the page, noted by the page itself: Playwright's
# own round trips (slow on a busy machine) are not counted.
NOTE_READY = """new MutationObserver((_changes, observer) => {
  if (document.querySelector("[data-testid=home-create]")) {
    window.__ready = performance.now();
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});"""


def _interactive_ms(page) -> float:
    """From the navigation's start until the home screen's first action can be tapped."""
    page.wait_for_function("() => window.__ready !== undefined", polling=50)
    return page.evaluate("window.__ready")


def measure(browser, base_url: str, locale: str = "en-US") -> dict:
    version, _files = pwa.shell()
    common, languages, _later = pwa.precache()
    # The worker precaches the shell and the files of the phone's language.
    precached = len(common) + len(languages[locale[:2]])
    with relay_to(base_url) as (relay, url):
        context = browser.new_context(viewport={"width": 360, "height": 740}, locale=locale)
        context.add_init_script(NOTE_READY)
        try:
            page = context.new_page()
            encodings: dict[str, int] = {}
            page.on("response", lambda response: encodings.__setitem__(
                response.headers.get("content-encoding", "none"),
                encodings.get(response.headers.get("content-encoding", "none"), 0) + 1))
            page.goto(f"{url}/")
            cold_ms = _interactive_ms(page)
            # Of which the network's part: the last file the home screen needed, in full.
            fetched_ms = page.evaluate("""(ready) => Math.max(0, ...performance.getEntriesByType("resource")
                .filter((entry) => entry.responseEnd <= ready).map((entry) => entry.responseEnd))""", cold_ms)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            # Polled by evaluate (which awaits): wait_for_function takes an async check's Promise
            # for true at once.
            until_true(page, """async ([name, count]) =>
                (await caches.has(name)) && (await (await caches.open(name)).keys()).length >= count""",
                       [f"table-referee-{version}", precached])
            first = _settled(relay)
            kept = page.evaluate("""async (name) => (await (await caches.open(name)).keys())
                .map((request) => new URL(request.url).pathname)""", f"table-referee-{version}")
            page.close()
            relay.reset()
            page = context.new_page()
            page.goto(f"{url}/")
            warm_ms = _interactive_ms(page)
            page_lang = page.evaluate("document.documentElement.lang")
            repeat = _settled(relay, quiet_s=1.0)
        finally:
            context.close()
    return {"first": first, "repeat": repeat, "cold_ms": cold_ms, "fetched_ms": fetched_ms, "warm_ms": warm_ms,
            "files": precached, "kept": kept, "encodings": encodings, "lang": page_lang}


def _report(scheme: str, figures: dict) -> None:
    print(f"\n{scheme}: first visit (page + {figures['files']} files precached, {len(figures['kept'])} in the cache) "
          f"{figures['first'] / 1024:.1f} KB; "
          f"repeat visit {figures['repeat'] / 1024:.1f} KB; interactive in {figures['cold_ms']:.0f} ms cold "
          f"(its files all in at {figures['fetched_ms']:.0f} ms), "
          f"{figures['warm_ms']:.0f} ms repeat; the page's answers by encoding {figures['encodings']}")


def test_first_visit_repeat_visit_and_cold_load_stay_within_budget(trusted_browser, https_live_server):
    """Over HTTPS, as phones use `make run` (Chromium offers Brotli on HTTPS only)."""
    figures = measure(trusted_browser, https_live_server)
    _report("HTTPS", figures)
    assert set(figures["encodings"]) <= {"br", "none"} and figures["encodings"].get("br", 0) > 15, figures
    assert figures["first"] <= FIRST_VISIT_BUDGET, figures
    assert figures["repeat"] <= REPEAT_VISIT_BUDGET, figures


def test_plain_http_is_compressed_too(browser, live_server):
    """Plain http (localhost, or HTTPS=0): Chromium offers Brotli on loopback, gzip elsewhere."""
    figures = measure(browser, live_server)
    _report("http", figures)
    assert set(figures["encodings"]) <= {"br", "gzip", "none"} and figures["encodings"].get("none", 0) < 5, figures
    assert figures["first"] <= FIRST_VISIT_BUDGET, figures
    assert figures["repeat"] <= REPEAT_VISIT_BUDGET, figures


def test_a_phone_in_italian_downloads_its_own_language_and_stays_within_budget(trusted_browser, https_live_server):
    """Italian's files are a little larger than English's: the budget holds for either phone."""
    figures = measure(trusted_browser, https_live_server, locale="it-IT")
    _report("HTTPS, in Italian", figures)
    assert figures["lang"] == "it"
    assert sorted(url for url in figures["kept"] if pwa.language_of(url) == "en") == []
    assert figures["first"] <= FIRST_VISIT_BUDGET, figures
    assert figures["repeat"] <= REPEAT_VISIT_BUDGET, figures
