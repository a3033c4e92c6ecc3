"""Driving the Half-Zero screen the way players do: a match made through the API, phones that join
it by code, and taps on cards."""
from __future__ import annotations

from . import ui
from .ui import api_call, shows_version  # noqa: F401 - the screens' tests import it from here


def create_match(base_url: str, players: list[str], **options) -> dict:
    """A Half-Zero match made through the API (as a host would): its id, join code and tokens."""
    return api_call(f"{base_url}/api/v1/matches",
                 {"game": "half-zero", "players": players, "options": options})


def api_move(base_url: str, match: dict, seat: int, type_: str, payload: dict) -> None:
    """A move entered for `seat` with the host's token (the seats' own were claimed by the phones),
    to get a test quickly to a later turn."""
    api_call(f"{base_url}/api/v1/matches/{match['id']}/moves",
          {"type": type_, "seat": seat, "payload": payload}, match["host_token"])


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, "[data-testid=hz-banner]")


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


def seat_move(base_url: str, match: dict, phone, type_: str, payload: dict) -> None:
    """A move entered with the token a joined phone keeps for its seat, as that phone would send
    it: private moves (a sealed pick, a hand) come only from the seat itself."""
    entry = phone.stored()[match["id"]]
    api_call(f"{base_url}/api/v1/matches/{match['id']}/moves",
          {"type": type_, "seat": entry["seat"], "payload": payload}, entry["token"])


def version(page) -> int:
    return int(page.get_attribute("[data-version]", "data-version"))


def screen_without(page, selectors: str = "") -> str:
    """The game screen's markup and text (the board only: no tabs, no outbox), with the nodes
    matching `selectors` taken out: what this phone shows of the game apart from them."""
    return page.evaluate("""(selectors) => {
      const screen = document.querySelector('[data-version]').cloneNode(true);
      if (selectors) screen.querySelectorAll(selectors).forEach((node) => node.remove());
      return screen.innerHTML + '\\n' + screen.textContent;
    }""", selectors)


def shows_card(html: str, card: str) -> bool:
    """Whether markup/text from `screen_without` mentions the card by code or by its English name."""
    from_suits = {"U": "Units", "P": "Planes", "H": "Hearts", "C": "Clubs"}
    return card in html or f"{card[0]} of {from_suits[card[1]]}" in html
