"""Wherever a client names something every other phone shows (a player, a tournament, a
community, a deck, a country, a card, a figure), control, bidirectional and zero-width characters
are refused with 422 and a message naming the character; ordinary names in any script still work."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from tests.client import ApiClient

from .cold_war_decks_support import country_deck
from .solo_support import deck_definition, profile

# One of each kind the rule names (rules/display_text.py).
FORBIDDEN = {
    "bell (C0 control)": "\u0007", "next line (C1 control)": "\u0085", "newline inside": "\n",
    "line separator": "\u2028",
    "right-to-left override": "\u202e", "left-to-right embedding": "\u202a",
    "pop directional formatting": "\u202c", "first strong isolate": "\u2068",
    "pop directional isolate": "\u2069", "left-to-right mark": "\u200e",
    "right-to-left mark": "\u200f", "arabic letter mark": "\u061c",
    "zero width space": "\u200b", "zero width non-joiner": "\u200c", "zero width joiner": "\u200d",
    "word joiner": "\u2060", "byte order mark": "\ufeff",
}
ORDINARY = ["Niccolò", "Zoë Ångström", "D'Annunzio", "Ελένη", "李雷", "🎲 Dado", "Anna-Maria"]


def _tournament(api, **body: Any):
    return api.post("/tournaments", json={"name": "Autumn EkeQ", "game": "ekeq",
                                          "profile": {"kind": "wdl"}, "rounds": 1,
                                          "players": ["Ada", "Bea"], **body})


def _late_entry(api, name: str):
    made = _tournament(api).get_json()
    return api.post(f"/tournaments/{made['id']}/players", json={"name": name},
                    token=made["organiser_token"])


def _community(api, **body: Any):
    token = profile(api)["token"]
    return api.post("/2p6c/communities", token=token, json={"kind": "regional", **body})


def _cold_war_card(api, name: str):
    deck = country_deck()
    deck["cards"][0]["name"] = name
    return api.post("/cold-war/decks", json=deck)


def _cold_war_option_deck(api, name: str):
    deck = country_deck(country="Alpha")
    del deck["cards"][0]["name"]
    deck["cards"][0]["name"] = name
    return api.post("/matches", json={"game": "cold-war", "players": ["Ann", "Ben"],
                                      "options": {"countries": ["Alpha", "Bravo"], "decks": [deck]}})


# endpoint -> (send `name` there, the path of the field in `errors`)
ENDPOINTS: dict[str, tuple[Callable[[Any, str], Any], tuple[str, ...]]] = {
    "match player": (lambda api, name: api.post("/matches", json={
        "game": "mini-golf", "players": [name, "Ben"]}), ("players", "0")),
    "tournament title": (lambda api, name: _tournament(api, name=name), ("name",)),
    "tournament player": (lambda api, name: _tournament(api, players=["Bea", name]),
                          ("players", "1")),
    "tournament late entry": (_late_entry, ("name",)),
    "solo player profile": (lambda api, name: api.post("/2p6c/players", json={"name": name}),
                            ("name",)),
    "community name": (lambda api, name: _community(api, name=name), ("name",)),
    "community region": (lambda api, name: _community(api, name="Club", region=name),
                         ("region",)),
    "2P6C deck name": (lambda api, name: api.post("/2p6c/decks", json=deck_definition(name=name)),
                       ("name",)),
    "2P6C deck id": (lambda api, name: api.post("/2p6c/decks", json=deck_definition(deck_id=name)),
                     ("deck_id",)),
    "2P6C match deck option": (lambda api, name: api.post("/matches", json={
        "game": "2p6c", "players": ["Ann", "Ben"], "options": {"deck": deck_definition(name=name)}}),
        ("options", "deck", "name")),
    "Cold War deck country": (lambda api, name: api.post("/cold-war/decks",
                                                         json=country_deck(country=name)),
                              ("country",)),
    "Cold War deck label": (lambda api, name: api.post("/cold-war/decks",
                                                       json=country_deck(name=name)), ("name",)),
    "Cold War card name": (_cold_war_card, ("cards", "0", "name")),
    "Cold War match countries": (lambda api, name: api.post("/matches", json={
        "game": "cold-war", "players": ["Ann", "Ben"], "options": {"countries": ["Alpha", name]}}),
        ("options", "countries", "1")),
    "Cold War match deck card name": (_cold_war_option_deck, ("options", "decks", "0", "cards", "0", "name")),
    "EkeQ figure": (lambda api, name: api.post("/matches", json={
        "game": "ekeq", "players": ["Ann", "Ben"],
        "options": {"variant": "climb", "figures": ["dog", name]}}), ("options", "figures", "1")),
}


def _errors_at(answer, path: tuple[str, ...]) -> list[str]:
    errors = answer.get_json().get("errors", {})
    for key in path:
        errors = errors[key]
    return errors


@pytest.fixture
def api(module_app) -> ApiClient:
    """One app per backend for the whole module: each case makes its own data and reads no other."""
    return ApiClient(module_app.test_client())


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_a_name_with_a_control_bidi_or_zero_width_character_is_refused(api, endpoint):
    send, path = ENDPOINTS[endpoint]
    for character, bad in FORBIDDEN.items():
        answer = send(api, f"An{bad}na")
        assert answer.status_code == 422 and answer.mimetype == "application/problem+json", character
        [message] = _errors_at(answer, path)
        assert "control, bidirectional or zero-width" in message, character
        assert f"U+{ord(bad):04X}" in message, character


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_ordinary_names_in_any_script_or_with_emoji_are_taken(api, endpoint):
    send, _path = ENDPOINTS[endpoint]
    for name in ORDINARY:
        answer = send(api, name)
        assert answer.status_code in (200, 201), (name, answer.get_json())


def test_the_documented_pattern_refuses_what_the_service_refuses(api):
    """The OpenAPI document states the rule too, so a client can check a name before sending it."""
    import re
    document = api.get("/openapi.json").get_json()
    pattern = document["components"]["schemas"]["NewPlayer"]["properties"]["name"]["pattern"]
    for bad in FORBIDDEN.values():
        assert not re.fullmatch(pattern, f"An{bad}na")
    for name in ORDINARY:
        assert re.fullmatch(pattern, name)
