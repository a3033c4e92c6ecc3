"""Driving the Squad screen the way players do: a match made through the API, phones that join it
by code, taps on squads and cards, Confirm."""
from __future__ import annotations

from . import ui
from .ui import api_call, shows_version  # noqa: F401 - the screens' tests import it from here


def create_match(base_url: str, players: list[str], **options) -> dict:
    """A Squad match made through the API (as a host would): its id, join code and tokens."""
    return api_call(f"{base_url}/api/v1/matches", {"game": "squad", "players": players, "options": options})


def api_moves(base_url: str, match: dict, moves) -> None:
    """Moves entered with the host's token (the seats' own were claimed by the phones), to get a
    test quickly to a later turn: (seat, type, payload)."""
    for seat, type_, payload in moves:
        api_call(f"{base_url}/api/v1/matches/{match['id']}/moves",
                 {"type": type_, "seat": seat, "payload": payload}, match["host_token"])


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, "[data-testid=sq-players]")


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def tap(page, testid: str) -> None:
    page.click(f"[data-testid={testid}]")


def card(page, code: str) -> None:
    """Tap a card in the panel's picker."""
    page.click(f"[data-testid=sq-panel] [data-card='{code}']")


def confirm(page) -> None:
    page.click("[data-testid=sq-submit]")


def reinforce(page, seat: int, slot: int, code: str) -> None:
    tap(page, "sq-mode-reinforce")
    tap(page, f"sq-squad-{seat}-{slot}")
    card(page, code)
    confirm(page)


def attack(page, seat: int, slot: int, target: int, target_slot: int) -> str:
    """Choose the attack and return the preview shown before confirming (then confirm)."""
    tap(page, "sq-mode-attack")
    tap(page, f"sq-squad-{seat}-{slot}")
    tap(page, f"sq-squad-{target}-{target_slot}")
    preview = text(page, "sq-panel")
    confirm(page)
    return preview


def put(page, code: str) -> None:
    """A replacement or redeploy: the card, then Confirm."""
    card(page, code)
    confirm(page)
