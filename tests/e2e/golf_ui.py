"""Driving the Mini Golf screen the way a player does: taps on sources, cards and grid spots."""
from __future__ import annotations

from .ui import shows_version  # noqa: F401 - the screens' tests import it from here

# GOLF-H01 (docs/games/mini-golf.md §1.7): (seat, move) with every removed card taken from a face-down spot.
H01 = [
    (0, ("start", "5C")),
    (1, ("turn", "deck", "2H", "TL", "6U")),
    (0, ("turn", "deck", "1D", "BR", "4P")),
    (1, ("turn", "deck", "2P", "BL", "5F")),
    (0, ("turn", "discard", "5F", "TR", "3C")),
    (1, ("turn", "discard", "3C", "TR", "6D")),
    (0, ("turn", "deck", "6H", None, None)),
    (1, ("turn", "deck", "1H", "BR", "4U")),
    (0, ("turn", "deck", "3D", "TL", "2F")),
    (0, ("reveal", {"BL": "4H"})),
]


def enter(page, seat: int, move: tuple) -> None:
    """Enter one move on this phone; the phone must be able to act for `seat`. A start is sent on
    its card's tap; every other move ends with Confirm."""
    kind = move[0]
    choice = page.locator(f"[data-testid=golf-seat-choice-{seat}]")
    if choice.count():
        choice.click()
    if kind == "start":
        page.click(f"[data-card='{move[1]}']")  # one card is the whole move: sent on the tap
        return
    if kind == "turn":
        _, source, drawn, spot, removed = move
        # A card tapped in the picker was drawn from the deck; the discard has its own button.
        page.click("[data-testid=golf-source-discard]" if source == "discard" else f"[data-card='{drawn}']")
        if spot is None:
            page.click("[data-testid=golf-no-swap]")
        else:
            page.click(f"[data-testid=golf-slot-{seat}-{spot}]")
            page.click(f"[data-card='{removed}']")
    else:
        for _spot, card in move[1].items():
            page.click(f"[data-card='{card}']")
    page.click("[data-testid=golf-submit]")


