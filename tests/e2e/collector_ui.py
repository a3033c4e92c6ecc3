"""Driving the Collector screen the way players do: create and join a match, tap draws and cards,
build a set, confirm."""
from __future__ import annotations

from . import ui
from .ui import shows_version  # noqa: F401 - the screens' tests import it from here

READY = "[data-testid=co-turn], [data-testid=co-winner]"


def create_match(host, players=("Ann", "Ben", "Cat"), **options) -> str:
    """The host phone creates a Collector match with these house rules; returns the join code."""
    return ui.create_on_phone(host, "collector", players, options)


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, READY)


def to_table(host) -> None:
    ui.to_table(host, READY)


def tap(page, *cards: str) -> None:
    """Tap cards in the entry panel (the picker, or a tracked hand)."""
    for card in cards:
        page.click(f"[data-testid=co-panel] [data-card='{card}']")


def confirm(page) -> None:
    page.click("[data-testid=co-submit]")


def draw(page, from_discard: int) -> None:
    page.click(f"[data-testid=co-draw-{from_discard}]")


def end_turn(page, discards: str, lay_down: str | None = None) -> None:
    """The builder: the set's six cards (if any), then the two discards in order; Confirm."""
    if lay_down:
        page.click("[data-testid=co-group-set]")
        tap(page, *lay_down.split())
    page.click("[data-testid=co-group-discards]")
    tap(page, *discards.split())
    confirm(page)


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def visible_cards(page) -> str:
    """The page's markup and text with the card pickers taken out (a picker lists all 36 cards)."""
    return page.evaluate("""() => {
      const copy = document.body.cloneNode(true);
      copy.querySelectorAll('.picker').forEach((node) => node.remove());
      return copy.outerHTML + '\\n' + document.body.innerText;
    }""")
