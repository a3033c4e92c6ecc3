"""§1.4 deck definitions: the verification the API runs when a definition is loaded (warnings, not
errors), and definitions as the source of printed values."""
from __future__ import annotations

import random

from rules.games.cold_war import verify_deck

from .table import Table
from .test_contract import full_deck


def codes(definition) -> list[str]:
    return [w.code for w in verify_deck(definition)]


def test_cold_war_deck_a_complete_country_deck_has_no_warnings():
    assert verify_deck(full_deck("A", random.Random(1))) == []


def test_cold_war_deck_wrong_counts_are_warned():
    deck = full_deck("A", random.Random(1))
    deck["cards"] = [c for c in deck["cards"] if c["id"] != "A-blue1"]
    assert codes(deck) == ["deck-size", "count-blue"]
    assert verify_deck(deck)[0].en == "The deck has 24 cards; a country deck has 25."
    assert verify_deck(deck)[0].it


def test_cold_war_deck_orange_split_and_triad_symbols_are_warned():
    deck = full_deck("A", random.Random(1))
    for card in deck["cards"]:
        if card["id"] == "A-redeploy1":
            card["effect"] = {"type": "remove_from_stack", "text": "x"}
        if card["id"] == "A-nuclear1":
            card["triad_symbol"] = "bolt"
    assert codes(deck) == ["count-remove_from_stack", "count-redeploy_brown_attack", "triad-mixed"]


def test_cold_war_deck_duplicate_ids_and_missing_values_are_warned():
    deck = {"country": "A", "cards": [{"id": "A-U1", "kind": "blue"}, {"id": "A-U1", "kind": "blue"}]}
    found = codes(deck)
    assert "duplicate-id" in found and "missing-values" in found


def test_cold_war_deck_definitions_give_the_values_and_warnings_reach_the_view():
    t = Table.new(2, decks=[{"country": "A", "cards": [{"id": "A-U1", "kind": "blue", "defence": 60}]}])
    t.reveal("A", "A-U1")
    assert t.state.cards["A-U1"].defence == 60
    warnings = t.view()["deck_warnings"]
    assert warnings and all(w["country"] == "A" for w in warnings)
