"""What every game screen's browser tests share."""
from __future__ import annotations

import json
import time
import urllib.request

# Long enough for a shared 2-core machine running the whole suite; a phone that does not follow
# live at all still fails, and tests that claim "live" pass a short timeout of their own.
VERSION_TIMEOUT_MS = 15_000


def shows_version(page, version: int, timeout: float = VERSION_TIMEOUT_MS) -> None:
    """Wait until the phone's table shows the match at `version` (table.js stamps it)."""
    page.wait_for_selector(f"[data-version='{version}']", timeout=timeout)


def switch_language(page, lang: str) -> None:
    """Tap the top bar's language switch and wait until the screen is drawn again in `lang` (its
    words may come from the network first: the app takes `data-ready` off meanwhile)."""
    page.click("#lang")
    page.wait_for_selector(f"html[lang={lang}][data-ready]", state="attached")


def api_call(url: str, body: dict | None = None, token: str | None = None) -> dict:
    """GET (no body) or POST JSON to the server, as a phone would, outside any browser."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="GET" if body is None else "POST",
                                     headers=headers)
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def join(phone, code: str, seat: int, ready: str) -> None:
    """The phone joins by code, takes `seat`, and waits for the table's `ready` selector."""
    phone.open(f"#join={code}")
    phone.page.click(f"[data-testid=join-seat-{seat}]")
    phone.page.wait_for_selector(ready)


def open_house_rules(page) -> None:
    """Opens "House rules" on the create screen, where the options a table rarely changes wait."""
    page.click("[data-testid=create-house-summary]")
    page.wait_for_selector("[data-testid=create-house-rules][open]")


def host_only(page) -> None:
    """The phone making the match only hosts it: "I'm playing too" off, so no seat is its own."""
    page.uncheck("[data-testid=create-play-too]")


def create_on_phone(host, game: str, players, options) -> str:
    """The host phone makes a match of `game` on the create screen with these players and house
    rules (a choice or seat is picked, a number typed in); returns the join code. The phone only
    hosts: the players join on phones of their own."""
    page = host.page
    host.open("#/create")
    page.select_option("[data-testid=create-game]", game)
    for seat, name in enumerate(players):
        if seat >= 2:
            page.click("[data-testid=create-add-player]")
        page.fill(f"[data-testid=create-player-{seat}]", name)
    host_only(page)
    if options and page.locator("[data-testid=create-house-rules]").count():
        open_house_rules(page)
    for name, value in options.items():
        field = f"#option-{name}"
        if page.eval_on_selector(field, "node => node.tagName") == "SELECT":
            page.select_option(field, str(value))
        else:
            page.fill(field, str(value))
            page.dispatch_event(field, "change")
    page.click("[data-testid=create-submit]")
    return page.inner_text("[data-testid=join-code]").replace("-", "")


def to_table(host, ready: str) -> None:
    """From the host screen (join code, seats) to the table, once it shows `ready`."""
    host.page.click("[data-testid=host-to-table]")
    host.page.wait_for_selector(ready)


def host_phone_on(page, base_url: str, game: str, names: list[str], options: dict, ready: str,
                  lang: str | None = None) -> dict:
    """A match made over the API and opened on `page` as its host phone (the phone that keeps the
    whole table), in `lang` (else the browser's), once `ready` is on the screen; returns the match
    as the API made it."""
    made = api_call(f"{base_url}/api/v1/matches", {"game": game, "players": names, "options": options})
    catalogue = api_call(f"{base_url}/api/v1/games/{game}")
    page.goto("/#/")
    page.evaluate("([m, entry, lang]) => { if (lang) localStorage.setItem('tr.lang', lang);"
                  " localStorage.setItem('tr.matches', JSON.stringify({[m.id]: {id: m.id, ...entry}})); }",
                  [made, {"game": game, "title": catalogue["title"], "token": made["host_token"], "host": True,
                          "names": names}, lang])
    page.goto(f"/#/match/{made['id']}")
    page.reload()  # the language is read as the app starts
    page.wait_for_selector(ready)
    return made


def controlled_by_the_service_worker(page) -> None:
    """Wait until the service worker answers this page: what it shows offline comes from its cache."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")


def keeps_language(page, lang: str) -> None:
    """As after the player showed the app in `lang` once while online: the service worker keeps
    that language too (it precaches only the phone's own), so it can be switched to offline."""
    controlled_by_the_service_worker(page)
    page.evaluate("(lang) => navigator.serviceWorker.ready.then((registration) =>"
                  " registration.active.postMessage({keepLanguage: lang}))", lang)
    until_true(page, """async (lang) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (await cache.match(`/i18n/${lang}.json`) && await cache.match(`/howto/${lang}/table.json`)) return true;
      }
      return false;
    }""", lang)


def until_true(page, script: str, arg=None, timeout_s: float = 30) -> None:  # noqa: ANN001 - any JSON value
    """Wait until `script` (async allowed) returns true in the page. Not wait_for_function: that
    takes the Promise an async function returns for true at once, without awaiting it."""
    deadline = time.monotonic() + timeout_s
    while page.evaluate(script, arg) is not True:
        assert time.monotonic() < deadline, script
        page.wait_for_timeout(100)
