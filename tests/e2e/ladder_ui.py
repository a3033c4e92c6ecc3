"""Driving the Ladder screen the way players do: create and join a match, tap cards, confirm."""
from __future__ import annotations

from . import ui
from .ui import shows_version  # noqa: F401 - the screen's tests import it from here


def create_match(host, players=("Ann", "Ben"), **options) -> str:
    """The host phone creates a Ladder match with these house rules; returns the join code."""
    return ui.create_on_phone(host, "ladder", players, options)


def join(phone, code: str, seat: int) -> None:
    """Take a seat on this phone (also after the game, to show one's hand)."""
    ui.join(phone, code, seat, "[data-testid=ld-turn], [data-testid=ld-winner]")


def to_table(host) -> None:
    ui.to_table(host, "[data-testid=ld-turn]")


def tap(page, cards) -> None:
    """Tap cards: from this phone's hand when it shows them as buttons, else in the picker."""
    for card in cards.split():
        hand = page.locator(f"[data-testid=ld-hand] button[data-card='{card}']")
        (hand if hand.count() else page.locator(f"[data-testid=ld-panel] [data-card='{card}']")).click()


def start(page, card: str) -> None:
    tap(page, card)
    page.click("[data-testid=ld-submit]")


def play(page, cards: str) -> None:
    tap(page, cards)
    page.click("[data-testid=ld-play]")


def pick_up(page, flip: str | None) -> None:
    """Pick up the pile, then tap the card turned up from the deck (none when it is empty)."""
    page.click("[data-testid=ld-pickup]")
    if flip:
        tap(page, flip)
    page.click("[data-testid=ld-submit]")


def hand_entry(page, cards: str) -> None:
    tap(page, cards)
    page.click("[data-testid=ld-submit]")


def faces(page, testid: str) -> list[str]:
    """The cards shown as faces inside one part of the screen."""
    return page.eval_on_selector_all(f"[data-testid={testid}] [data-face]", "els => els.map(e => e.dataset.face)")


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def visible_cards(page) -> str:
    """The page's markup and text with the card pickers taken out (a picker lists all 36 cards)."""
    return page.evaluate("""() => {
      const copy = document.body.cloneNode(true);
      copy.querySelectorAll('.picker').forEach((node) => node.remove());
      return copy.outerHTML + '\\n' + document.body.innerText;
    }""")
