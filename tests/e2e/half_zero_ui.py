"""Driving the Half-Zero screen the way players do: a match made through the API, phones that join
it by code, and taps on cards."""
from __future__ import annotations

import json
import urllib.request


def create_match(base_url: str, players: list[str], **options) -> dict:
    """A Half-Zero match made through the API (as a host would): its id, join code and tokens."""
    return _post(f"{base_url}/api/v1/matches",
                 {"game": "half-zero", "players": players, "options": options})


def api_move(base_url: str, match: dict, seat: int, type_: str, payload: dict) -> None:
    """A move entered for `seat` with the host's token (the seats' own were claimed by the phones),
    to get a test quickly to a later turn."""
    _post(f"{base_url}/api/v1/matches/{match['id']}/moves",
          {"type": type_, "seat": seat, "payload": payload}, match["host_token"])


def _post(url: str, body: dict, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers=headers)
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def join(phone, code: str, seat: int) -> None:
    phone.open(f"#join={code}")
    phone.page.click(f"[data-testid=join-seat-{seat}]")
    phone.page.wait_for_selector("[data-testid=hz-banner]")


def pick(page, card: str) -> None:
    """Tap a card in this phone's private pick (not sealed yet)."""
    page.click(f"[data-testid=hz-pick] [data-card='{card}']")


def seal(page, card: str) -> None:
    pick(page, card)
    page.click("[data-testid=hz-confirm]")


def scribe(page, plays: dict[int, str]) -> None:
    """Physical mode: enter the whole reveal (or tiebreak) as the table shows it."""
    for seat, code in plays.items():
        page.click(f"[data-testid=hz-scribe-{seat}] [data-card='{code}']")
    page.click("[data-testid=hz-confirm]")


def point_card(page, card: str) -> None:
    page.click(f"[data-testid=hz-point-pick] [data-card='{card}']")
    page.click("[data-testid=hz-confirm]")


def settled(phone, label: str) -> None:
    """A screenshot from the top of the page (the bar is sticky) once the reveal's flip is over."""
    phone.page.evaluate("window.scrollTo(0, 0)")
    phone.page.wait_for_timeout(800)
    phone.shot(label)


def fits_with_large_targets(page) -> None:
    """Nothing scrolls sideways at 360 px and every visible control is at least 44 × 44 px."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    small = page.evaluate("""() => [...document.querySelectorAll('main button, main summary')]
      .filter((node) => node.offsetParent !== null)
      .map((node) => [node.outerHTML.slice(0, 80), node.getBoundingClientRect()])
      .filter(([, box]) => box.width < 44 || box.height < 44)
      .map(([html, box]) => `${html} ${Math.round(box.width)}x${Math.round(box.height)}`)""")
    assert small == []


def shows_version(page, version: int, timeout: float = 5000) -> None:
    page.wait_for_selector(f"[data-version='{version}']", timeout=timeout)


def status(page, seat: int) -> str:
    return page.inner_text(f"[data-testid=hz-status-{seat}]")


def trace_of(page, card: str, label: str) -> bool:
    """Whether the screen (its markup, attributes and text, the outbox included) mentions the card.
    The tabs are left out: their links hold the random match id, which may contain "6U"."""
    html = page.evaluate("""() => {
      const screen = document.querySelector('main').cloneNode(true);
      screen.querySelectorAll('nav').forEach((nav) => nav.remove());
      return screen.innerHTML + screen.textContent;
    }""")
    return card in html or label in html
