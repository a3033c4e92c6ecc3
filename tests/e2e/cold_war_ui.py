"""Driving the Cold War screen the way players do: a match made through the API with partial deck
definitions (fixture values, not printed ones), phones that join it by code, taps on the cards a
card may be, typed cards at their first sighting, Confirm."""
from __future__ import annotations

from . import ui
from .ui import api_call, shows_version  # noqa: F401 - the screen's tests import them from here


def card(token: str) -> dict:
    """A fixture card: "A-U1=50" Blue 50, "A-W1=100" White, "A-R1=200/90" Brown attack 200 and
    defence 90 ("A-R1=60": both 60; "A-N1=…" with the Nuclear symbol), "A-O1" Orange crossed
    swords, "A-S1" a Shield."""
    card_id, _, value = token.partition("=")
    letter = card_id.split("-")[1][0]
    kind = {"W": "white", "U": "blue", "R": "brown", "N": "brown", "O": "orange", "S": "orange"}[letter]
    found: dict = {"id": card_id, "kind": kind}
    if letter in "WU":
        found["defence"] = int(value)
    elif letter in "RN":
        attack, _, defence = value.partition("/")
        found.update(attack=int(attack), defence=int(defence or attack))
        if letter == "N":
            found["triad_symbol"] = "nuclear"
    else:
        found["icon"] = "shield" if letter == "S" else "crossed_swords"
    return found


def decks(text: str) -> list[dict]:
    by_country: dict[str, list] = {}
    for token in text.split():
        by_country.setdefault(token.split("-")[0], []).append(card(token))
    return [{"country": country, "cards": cards} for country, cards in by_country.items()]


def create_match(base_url: str, players: list[str], cards: str, **options) -> dict:
    return api_call(f"{base_url}/api/v1/matches",
                    {"game": "cold-war", "players": players, "options": {"decks": decks(cards), **options}})


def api_moves(base_url: str, match: dict, moves) -> None:
    """Moves entered with the host's token, to get a test quickly past the setup: (seat, type, payload)."""
    for seat, type_, payload in moves:
        api_call(f"{base_url}/api/v1/matches/{match['id']}/moves",
                 {"type": type_, "seat": seat, "payload": payload}, match["host_token"])


def api_setup(base_url: str, match: dict, seat: int, ids: str) -> None:
    """A seat's setup reveals (deck-defined cards) and first hand, through the API."""
    api_moves(base_url, match, [(seat, "setup_reveal", {"card": {"ref": i}}) for i in ids.split()]
              + [(seat, "initial_draw", {})])


def join(phone, code: str, seat: int) -> None:
    ui.join(phone, code, seat, "[data-testid=cw-players]")


def host(phone, match: dict, title: str = "Fifteen Minute Cold War") -> None:
    """This phone keeps the table with the host token, as the create screen would leave it."""
    phone.open("#/")
    entry = {"id": match["id"], "game": "cold-war", "title": title, "token": match["host_token"],
             "seat": None, "host": True, "names": [s["name"] for s in match["match"]["seats"]],
             "joinCode": match["join_code"]}
    phone.page.evaluate("([id, entry]) => localStorage.setItem('tr.matches', JSON.stringify({[id]: entry}))",
                        [match["id"], entry])
    phone.open(f"#/match/{match['id']}")
    phone.page.wait_for_selector("[data-testid=cw-players]")


def text(page, testid: str) -> str:
    return page.inner_text(f"[data-testid={testid}]")


def tap(page, testid: str) -> None:
    page.click(f"[data-testid={testid}]")


def pick(page, card_id: str) -> None:
    """Tap one of the cards the entry offers."""
    tap(page, f"cw-pick-{card_id}")


def type_card(page, kind: str | None = None, **values) -> None:
    """Type a card at its first sighting: its kind (when the entry asks), then its printed values."""
    if page.locator("[data-testid=cw-new-ok]").is_hidden():
        tap(page, "cw-new-open")
    if kind:
        tap(page, f"cw-new-kind-{kind}")
    for name, value in values.items():
        page.fill(f"[data-testid=cw-new-{name}]", str(value))
    tap(page, "cw-new-ok")


def setup(page, ids: str, typed: dict | None = None) -> None:
    """Turn over the stack's cards on the phone (a typed card where the id is "?"), then draw 5."""
    for card_id in ids.split():
        if card_id == "?":
            type_card(page, **typed)
        else:
            pick(page, card_id)
    tap(page, "cw-initial")


def attack(page, cards: list[str], target: int) -> str:
    """ATTACK: the Brown(s), the target; returns the preview shown before Confirm (then confirms)."""
    tap(page, "cw-mode-attack")
    pick(page, cards[0])
    if len(cards) > 1:
        tap(page, "cw-second")
        pick(page, cards[1])
    tap(page, f"cw-target-{target}")
    preview = text(page, "cw-summary")
    tap(page, "cw-ok")
    return preview


def discard(page, card_id: str | None = None, **typed) -> None:
    """DISCARD from the hand: a known card, or one typed at its first sighting."""
    tap(page, "cw-mode-discard")
    tap(page, "cw-from-hand")
    if card_id:
        pick(page, card_id)
    else:
        type_card(page, **typed)
    tap(page, "cw-ok")


def notice(page) -> str:
    page.wait_for_selector("#notice:not([hidden])")
    return page.inner_text("#notice")
