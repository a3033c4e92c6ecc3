"""Helpers for the 2P6C deck, solo and community API tests: a valid deck definition, a finished
solo match played through the API (docs/games/2p6c.md §7.8 M2's sequence, as in
tests/rules/two_p6c/test_game_end.py), profiles."""
from __future__ import annotations

import threading
from typing import Any, Callable

from tests.rules.two_p6c.cards import CARDS

COLOURS = ("black", "yellow", "magenta", "cyan", "green", "purple")


def card(name: str) -> dict[str, Any]:
    fixture = CARDS[name]
    return {"colour": fixture.colour, "polarity": fixture.polarity, "primary": fixture.primary,
            "secondary": fixture.secondary, "substitution": fixture.substitution,
            "tp": fixture.tp, "rp": fixture.rp}


def deck_definition(deck_id: str = "my-2p6c-deck-v1", name: str = "2P6C (our copy)",
                    **changes: Any) -> dict[str, Any]:
    """54 valid cards with codes 01..54 (the §1.5 example's three, then made-up plain letters)."""
    cards = [
        {"code": "01", "colour": "black", "polarity": "+", "primary": "A", "secondary": None,
         "substitution": "none", "tp": 1, "rp": 2},
        {"code": "17", "colour": "purple", "polarity": "-", "primary": "D", "secondary": None,
         "substitution": "D_O", "tp": 3, "rp": 4},
        {"code": "33", "colour": "black", "polarity": "+", "primary": "?", "secondary": None,
         "substitution": "any", "tp": 0, "rp": 0},
    ]
    used = {"01", "17", "33"}
    number = 1
    while len(cards) < 54:
        code = f"{number:02d}"
        number += 1
        if code in used:
            continue
        cards.append({"code": code, "colour": COLOURS[number % 6],
                      "polarity": "+-"[number % 2], "primary": "ABCEFGHIKLMNPRST"[number % 16],
                      "secondary": None, "substitution": "none", "tp": number % 5 + 1,
                      "rp": number % 4 + 1})
    return {"deck_id": deck_id, "name": name, "card_count": 54, "cards": cards, **changes}


def solo_match(api, *, finish: bool = True, options: dict[str, Any] | None = None,
               name: str = "Solo") -> dict[str, Any]:
    """A 1-player 2P6C match: set up with k1..k6, one play (AT), initial word TRADES, then (if
    `finish`) ended and scored. Result: FTS 19, MLR 1/54 = 0.0185, UIN 19/54 = 0.35."""
    match = api.create("2p6c", [name], options or {})
    token = match["seats"][0]["token"]
    api.play(match, 0, "options_agreed", {}, token=token)
    api.play(match, 0, "initial_row_set",
             {"cards": [card(f"k{number}") for number in range(1, 7)]}, token=token)
    api.play(match, 0, "play", {"cell": {"col": 3, "row": 2}, "card": card("k7"),
                                "form": {"text": "AT"}}, token=token)
    api.play(match, 0, "initial_word_declared", {"text": "TRADES"}, token=token)
    if finish:
        api.play(match, 0, "end_proposed", {}, token=token)
        api.play(match, 0, "scores_finalized", {}, token=token)
    return match


def profile(api, name: str = "Ann") -> dict[str, Any]:
    response = api.post("/2p6c/players", json={"name": name})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def record(api, player: dict[str, Any], match: dict[str, Any]):
    return api.post("/2p6c/players/me/results", token=player["token"],
                    json={"match_id": match["id"], "seat_token": match["seats"][0]["token"]})


def at_once(calls: list[Callable[[], Any]]) -> list[Any]:
    """Run the calls on threads released together (each its own test client request)."""
    barrier = threading.Barrier(len(calls))
    answers: list[Any] = [None] * len(calls)

    def run(index: int) -> None:
        barrier.wait()
        answers[index] = calls[index]()
    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(calls))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def problem_of(response, status: int, rule: str | None = None) -> dict:
    """The refusal's problem+json body, after checking its status and rule id."""
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    if rule is not None:
        assert body["rule"] == rule
    return body
