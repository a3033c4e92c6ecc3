"""Driving the Flares screen the way players do: create and join a match, tap cards, confirm."""
from __future__ import annotations

from . import ui
from .ui import shows_version  # noqa: F401 - the screens' tests import it from here

# FL-T01 (docs/games/flares.md §3.7): (seat, move type, card or cards). Dealer A = seat 0.
T01 = [
    (0, "deck_lead", "5U"), (1, "play", "3P"), (0, "play", "2U"),
    (0, "deck_lead", "2H"), (1, "play", "5H"), (0, "play", "4C"),
    (1, "play", "6F"), (0, "play", "1D"),
    (0, "point_cards", ["2F", "5F", "6U"]),
]

# FL-T09: B does not follow Hearts in trick 1 (5D) and plays 1H in trick 3: a revoke.
T09 = [
    (0, "deck_lead", "3H"), (1, "play", "5D"), (0, "play", "2H"),
    (0, "deck_lead", "4P"), (1, "play", "3P"), (0, "play", "4D"),
    (0, "deck_lead", "2C"), (1, "play", "1H"), (0, "play", "6C"),
    (0, "point_cards", ["1C", "3C", "5C"]),
]


def create_match(host, players=("Ann", "Ben"), **options) -> str:
    """The host phone creates a Flares match with these house rules; returns the join code."""
    return ui.create_on_phone(host, "flares", players, options)


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, "[data-testid=fl-turn]")


def to_table(host) -> None:
    ui.to_table(host, "[data-testid=fl-turn]")


def enter(page, kind: str, cards) -> None:
    """Enter one move on this phone: the card(s) tapped, then Confirm for several cards (a hand,
    the point cards); a single card (a flip, a play) is sent on its tap."""
    for card in [cards] if isinstance(cards, str) else cards:
        # On its own turn a hand-tracking phone plays from its hand; everything else is the picker.
        hand = page.locator(f"[data-testid=fl-hand] button[data-card='{card}']")
        (hand if kind == "play" and hand.count() else page.locator(f"[data-testid=fl-panel] [data-card='{card}']")).click()
    if not isinstance(cards, str):
        page.click("[data-testid=fl-submit]")


def visible_cards(page) -> str:
    """The page's markup and text with the card pickers taken out (a picker lists all 36 cards)."""
    return page.evaluate("""() => {
      const copy = document.body.cloneNode(true);
      copy.querySelectorAll('.picker').forEach((node) => node.remove());
      return copy.outerHTML + '\\n' + document.body.innerText;
    }""")
