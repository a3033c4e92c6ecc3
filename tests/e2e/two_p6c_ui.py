"""Driving the 2P6C screen the way players do: a match made through the API, phones that join it by
code, agree to the house rules, tap cards in on the card entry form, pick cells and declare words."""
from __future__ import annotations

from . import ui
from .ui import VERSION_TIMEOUT_MS, api_call

# The G1 initial row of docs/games/2p6c.md §7.1 (k1..k6): colour, polarity, primary, TP, RP, substitution.
G1_ROW = [("black", "+", "S", 2, 1, None), ("cyan", "+", "T", 1, 2, None), ("yellow", "-", "A", 1, 3, None),
          ("magenta", "-", "R", 2, 2, None), ("green", "+", "E", 1, 1, None), ("purple", "-", "D", 3, 4, "D_O")]


def create_match(base_url: str, players: list[str], **options) -> dict:
    return api_call(f"{base_url}/api/v1/matches", {"game": "2p6c", "players": players, "options": options})


def match_view(base_url: str, match_id: str, token: str) -> dict:
    return api_call(f"{base_url}/api/v1/matches/{match_id}", None, token)


def seat_phones(phones, base_url: str, names: list[str], **options) -> tuple[dict, list]:
    """A match with these players, each one's phone joined to its seat and showing the lobby."""
    match = create_match(base_url, names, **options)
    seated = []
    for seat, name in enumerate(names):
        phone = phones(f"2p6c-{name.lower()}")
        ui.join(phone, match["join_code"], seat, "[data-testid=tp-lobby]")
        seated.append(phone)
    return match, seated


def agree(seated: list) -> None:
    """Everyone agrees to the house rules; every phone then shows the setup."""
    for phone in seated:
        phone.page.click("[data-testid=tp-agree]")
    for phone in seated:
        phone.page.wait_for_selector("[data-testid=tp-setup]", timeout=VERSION_TIMEOUT_MS)


def enter_card(page, colour: str, polarity: str, primary: str, tp: int, rp: int,
               substitution: str | None = None) -> None:
    """The seven fields of the card entry form, tapped (and the two numbers typed), then confirmed."""
    page.click(f"[data-testid=tp-colour-{colour}]")
    page.click(f"[data-testid=tp-polarity-{'plus' if polarity == '+' else 'minus'}]")
    page.click(f"[data-testid=tp-primary-{'any' if primary == '?' else primary}]")
    if substitution:
        page.click(f"[data-testid=tp-substitution-{substitution}]")
    page.fill("[data-testid=tp-tp]", str(tp))
    page.fill("[data-testid=tp-rp]", str(rp))
    page.click("[data-testid=tp-card-ok]")


def enter_row1(page, cards=G1_ROW) -> None:
    """Row 1, column by column, then placed; waits for the board."""
    for card in cards:
        enter_card(page, *card)
    page.click("[data-testid=tp-start]")
    page.wait_for_selector("[data-testid=tp-board]", timeout=VERSION_TIMEOUT_MS)


def start_play(page, col: int, row: int, card: tuple) -> None:
    """Play: the cell, then the card; the declaration form is next."""
    page.click("[data-testid=tp-play]")
    page.click(f"[data-testid=tp-cell-{col}-{row}]")
    enter_card(page, *card)
    page.wait_for_selector("[data-testid=tp-word-text]")


def letter_of(page, prefix: str, card_id: str) -> str:
    return page.get_attribute(f"[data-testid={prefix}-use-{card_id}]", "data-letter")


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]").strip()


def cards_at(page, col: int, row: int) -> str:
    return page.get_attribute(f"[data-testid=tp-cell-{col}-{row}]", "data-cards")


def move(base_url: str, match: dict, seat: int, type_: str, **payload) -> dict:
    """A move for `seat` sent through the API with the host's token (a scribe, entry_mode scribe)."""
    body = {"type": type_, "seat": seat, "payload": payload}
    return api_call(f"{base_url}/api/v1/matches/{match['id']}/moves", body, match["host_token"])


def card(colour: str, polarity: str, primary: str, tp: int, rp: int, substitution: str = "none") -> dict:
    return {"colour": colour, "polarity": polarity, "primary": primary, "secondary": None,
            "substitution": substitution, "tp": tp, "rp": rp}


def row1_through_api(base_url: str, match: dict) -> None:
    """Everyone agrees and seat 0 places G1's row 1, all through the API."""
    for seat in range(len(match["seats"])):
        move(base_url, match, seat, "options_agreed")
    cards = [card(c, p, letter, tp, rp, sub or "none") for c, p, letter, tp, rp, sub in G1_ROW]
    move(base_url, match, 0, "initial_row_set", cards=cards)
