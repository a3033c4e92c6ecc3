"""A move's summary names its cards as players say them, in the phone's language, never by their
codes: one summary per game of the six-suit deck, on an Italian phone (each game's English one is
checked in its own screen's tests, Mini Golf's in the taps test).

Each match is made through the API; the phone holds its host token, as the create screen leaves a
phone that only keeps the score, and enters moves for every seat.
"""
from __future__ import annotations

import pytest

from .flares_ui import T01
from .ui import api_call, shows_version

pytestmark = pytest.mark.e2e

ITALIAN = {"locale": "it-IT"}


def hosted(phones, base_url: str, game: str, players=("Ann", "Ben"), moves=(), **options):
    """An Italian phone at the table of a new `game` match it hosts, after `moves` (seat, type,
    payload) entered through the API."""
    made = api_call(f"{base_url}/api/v1/matches", {"game": game, "players": list(players), "options": options})
    for seat, type_, payload in moves:
        api_call(f"{base_url}/api/v1/matches/{made['id']}/moves", {"type": type_, "seat": seat, "payload": payload},
                 made["host_token"])
    phone = phones(f"names-{game}", **ITALIAN)
    phone.open("#/")
    entry = {"id": made["id"], "game": game, "title": game, "token": made["host_token"], "seat": None, "host": True,
             "names": list(players), "joinCode": made["join_code"]}
    phone.page.evaluate("([id, entry]) => localStorage.setItem('tr.matches', JSON.stringify({[id]: entry}))",
                        [made["id"], entry])
    phone.open(f"#/match/{made['id']}")
    shows_version(phone.page, len(moves))
    return phone


def summary(phone, testid: str) -> str:
    return phone.page.inner_text(f"[data-testid={testid}]").strip()


def test_a_mini_golf_turn_names_the_card_drawn_and_the_one_taken_out(phones, live_server):
    phone = hosted(phones, live_server, "mini-golf", moves=[(0, "start_hole", {"initial_discard": "5C"})])
    page = phone.page
    page.click("[data-card='2H']")
    page.click("[data-testid=golf-slot-1-TL]")
    # The third tap, the card taken out, completes the move and sends it: the words so far are
    # what the phone shows while it waits for that tap.
    assert page.inner_text(".golf-summary").startswith("Pesca 2 di Cuori → la mette in alto a sinistra")
    assert phone.errors == []


def test_flares_point_cards_are_named(phones, live_server):
    before_points = [(seat, kind, {"card": card}) for seat, kind, card in T01[:-1]]
    phone = hosted(phones, live_server, "flares", moves=before_points)
    for card in ("2F", "5F", "6U"):
        phone.page.click(f"[data-testid=fl-panel] [data-card='{card}']")
    assert summary(phone, "fl-summary") == "Carte punteggio: 2 di Bengala, 5 di Bengala e 6 di Unità"
    assert phone.errors == []


def test_a_ladder_start_names_the_card_turned_up(phones, live_server):
    phone = hosted(phones, live_server, "ladder")
    phone.page.click("[data-testid=ld-panel] [data-card='5H']")
    assert summary(phone, "ld-summary") == "Il mucchio si apre con 5 di Cuori"
    assert phone.errors == []


def test_a_collector_first_discard_is_named(phones, live_server):
    phone = hosted(phones, live_server, "collector")
    phone.page.click("[data-testid=co-panel] [data-card='4H']")
    assert summary(phone, "co-summary") == "Primo scarto: 4 di Cuori"
    assert phone.errors == []


def test_a_squad_deal_names_each_players_cards(phones, live_server):
    phone = hosted(phones, live_server, "squad")
    for card in ("3H", "5C", "4U", "2D"):
        phone.page.click(f"[data-testid=sq-panel] [data-card='{card}']")
    assert summary(phone, "sq-summary") == "Squadre: Ann 3 di Cuori e 5 di Fiori · Ben 4 di Unità e 2 di Quadri"
    assert phone.errors == []


def test_a_half_zero_reveal_names_each_players_card(phones, live_server):
    phone = hosted(phones, live_server, "half-zero")
    phone.page.click("[data-testid=hz-scribe-0] [data-card='6U']")
    phone.page.click("[data-testid=hz-scribe-1] [data-card='4P']")
    assert summary(phone, "hz-summary") == "Ann gioca 6 di Unità · Ben gioca 4 di Aerei"
    assert phone.errors == []

