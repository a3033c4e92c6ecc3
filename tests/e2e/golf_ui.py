"""Driving the Mini Golf screen the way a player does: taps on sources, cards and grid spots."""
from __future__ import annotations

from .golf_deals import POS
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


# A 4-player hole (Ann deals) entered from one phone, with every kind of turn: a deck card into a
# face-down spot, onto a face-up one (Dan's 1D) or thrown away; the top discard into a face-down
# spot or onto a face-up one (Cleo's 1F); Ben completes his grid, the others' final turns, and three
# players' reveals, in the order the phone offers them (its own seat first).
FOUR_PLAYER_HOLE = [
    (0, ("start", "2H")),
    (1, ("turn", "discard", "2H", "TL", "5U")),
    (2, ("turn", "deck", "1C", "TL", "6C")),
    (3, ("turn", "deck", "6P", None, None)),
    (0, ("turn", "deck", "3D", "BR", "3P")),
    (1, ("turn", "deck", "1U", "TR", "2F")),
    (2, ("turn", "discard", "2F", "BL", "1P")),
    (3, ("turn", "discard", "1P", "TL", "4P")),
    (0, ("turn", "deck", "5H", None, None)),
    (1, ("turn", "deck", "2U", "BL", "1F")),
    (2, ("turn", "discard", "1F", "BL", "2F")),
    (3, ("turn", "deck", "3U", "TR", "2D")),
    (0, ("turn", "discard", "2D", "TL", "4C")),
    (1, ("turn", "deck", "1H", "BR", "4U")),
    (2, ("turn", "deck", "4H", "TR", "5P")),
    (3, ("turn", "deck", "1D", "TR", "3U")),
    (0, ("turn", "discard", "3U", "TR", "5D")),
    (0, ("reveal", {"BL": "6H"})),
    (2, ("reveal", {"BR": "3C"})),
    (3, ("reveal", {"BL": "2P", "BR": "5F"})),
]


def payload_of(move: tuple) -> dict:
    """The payload the referee receives for a move in the form above."""
    if move[0] == "start":
        return {"initial_discard": move[1]}
    if move[0] == "reveal":
        return {"cards": move[1]}
    _, source, drawn, spot, removed = move
    return {"source": source, "drawn": drawn, "replace": spot, "removed": removed}


def enter(page, seat: int, move: tuple) -> None:
    """Enter one move on this phone; the phone must be able to act for `seat`. Every move is sent
    on its last tap: the first discard's card, a turn's spot (or Discard it, or the card that was
    face down there), a reveal's last card."""
    kind = move[0]
    choice = page.locator(f"[data-testid=golf-seat-choice-{seat}]")
    if choice.count():
        choice.click()
    if kind == "start":
        page.click(f"[data-card='{move[1]}']")
        return
    if kind == "turn":
        _, source, drawn, spot, removed = move
        # A card tapped in the picker was drawn from the deck; the discard pile is a button.
        page.click("[data-testid=golf-source-discard]" if source == "discard" else f"[data-card='{drawn}']")
        if spot is None:
            page.click("[data-testid=golf-no-swap]")
            return
        slot = f"[data-testid=golf-slot-{seat}-{spot}]"
        face_down = page.get_attribute(slot, "data-face") == "down"
        page.click(slot)
        if face_down:
            page.click(f"[data-card='{removed}']")
        return
    for pos in POS:  # the phone asks for the face-down spots in this order
        if pos in move[1]:
            page.click(f"[data-card='{move[1][pos]}']")
