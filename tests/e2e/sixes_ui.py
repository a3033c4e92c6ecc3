"""Driving the Sixes screen the way players do: a match made through the API, phones that join it
by code, agree to the house rules, type the card and their lists, tap Done and vote."""
from __future__ import annotations

from . import ui
from .ui import VERSION_TIMEOUT_MS, api_call


def create_match(base_url: str, players: list[str], **options) -> dict:
    """A Sixes match made through the API (as a host would): its id, join code and tokens."""
    return api_call(f"{base_url}/api/v1/matches", {"game": "sixes", "players": players, "options": options})


def match_view(base_url: str, match_id: str, token: str) -> dict:
    """The match as the server shows it to the holder of `token` (a phone's, or the host's)."""
    return api_call(f"{base_url}/api/v1/matches/{match_id}", None, token)


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, "[data-testid=sx-agreed]")


def seat_phones(phones, base_url: str, names: list[str], **options) -> tuple[dict, list]:
    """A match with these players, each one's phone joined to its seat (timer 120 s by default:
    no test ever races the clock)."""
    match = create_match(base_url, names, **{"timer_seconds": 120, **options})
    seated = []
    for seat, name in enumerate(names):
        phone = phones(f"sixes-{name.lower()}")
        join(phone, match["join_code"], seat)
        seated.append(phone)
    return match, seated


def agree_and_start(seated: list, card: str) -> None:
    """Everyone agrees in the lobby; the round 1 reader (seat 0) types the card and starts the timer;
    every phone then shows the running countdown."""
    for phone in seated:  # one after another: each phone's agreement is in before the next taps
        phone.page.click("[data-testid=sx-agree]")
        phone.page.wait_for_selector("[data-testid=sx-agree]", state="detached", timeout=VERSION_TIMEOUT_MS)
    reader = seated[0].page
    reader.fill("[data-testid=sx-card-1]", card)
    reader.click("[data-testid=sx-start]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=countdown][data-state=running]", timeout=VERSION_TIMEOUT_MS)


def write(page, lines: list[str]) -> None:
    """Type a list key by key, line after line (a blank skips the line); then leave the last field."""
    for index, text in enumerate(lines, start=1):
        if text:
            field = page.locator(f"[data-testid=sx-input-{index}]")
            field.click()
            field.press_sequentially(text, delay=15)
    page.locator("[data-testid=sx-round]").click()  # the last line saves on blur


def saved(page, lines: list[str], timeout: float = VERSION_TIMEOUT_MS) -> None:
    """Wait until every written line shows as saved (the server has it)."""
    for index, text in enumerate(lines, start=1):
        if text:
            page.wait_for_selector(f"[data-testid=sx-state-{index}][data-state=saved]", timeout=timeout)


def everything(page) -> str:
    """All this phone holds on screen: the page's markup, its text and every field's value."""
    return page.evaluate("""() => document.documentElement.outerHTML + '\\n' + document.body.innerText
      + '\\n' + [...document.querySelectorAll('input, textarea')].map((field) => field.value).join('\\n')""")


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]").strip()


def fits_at_360(page) -> None:
    """Nothing scrolls the page sideways and every visible control is at least 44 × 44 px."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    small = page.evaluate("""() => [...document.querySelectorAll('main button, main summary, main input, main select')]
      .filter((node) => node.offsetParent !== null)
      .map((node) => [node.outerHTML.slice(0, 80), node.getBoundingClientRect()])
      .filter(([, box]) => box.width < 44 || box.height < 44)
      .map(([html, box]) => `${html} ${Math.round(box.width)}x${Math.round(box.height)}`)""")
    assert small == [], small
