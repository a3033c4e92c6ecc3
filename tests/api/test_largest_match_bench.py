"""The benchmark of the largest matches (bench/largest_match.py) still measures what its name
says: each of its matches is made and its moves accepted, at the bounds the schemas state."""
from __future__ import annotations

import pytest

from bench import largest_match
from tests.api.schema_walk import resolve


@pytest.fixture(scope="module")
def options(tmp_path_factory):
    table = largest_match.Table(tmp_path_factory.mktemp("bench"))
    try:
        yield table, table.call("GET", "/openapi.json")["components"]["schemas"]
    finally:
        table.close()


@pytest.mark.parametrize("scenario", largest_match.SCENARIOS, ids=lambda s: s.label)
def test_each_benchmarked_match_is_made_and_its_moves_are_accepted(options, scenario):
    table, _components = options
    _create_ms, move_ms = largest_match._play(table, scenario)  # raises on any refusal
    assert move_ms > 0, "the scenario played no move: nothing was measured"


def test_the_largest_matches_sit_at_the_bounds_the_document_states(options):
    _table, components = options
    largest = {s.game: s.options for s in largest_match.SCENARIOS if "largest" in s.label}

    def maximum(component, name):
        field = resolve(components[component]["properties"][name], components)
        number = next((b for b in field.get("anyOf", [field]) if "maximum" in b), field)
        return number.get("maximum", field.get("maxItems"))

    assert largest["2p6c"]["decks"] == maximum("2p6cOptions", "decks")
    assert largest["2p6c"]["rows"] == maximum("2p6cOptions", "rows")
    assert len(largest["2p6c"]["own_list"]) == maximum("2p6cOptions", "own_list")
    decks = largest["cold-war"]["decks"]
    assert len(decks) == maximum("ColdWarOptions", "decks")
    assert {len(deck["cards"]) for deck in decks} == {maximum("ColdWarCountryDeck", "cards")}
    assert len(largest["ekeq"]["figures"]) == maximum("EkeqOptions", "figures")
    assert largest["sixes"]["max_item_chars"] == maximum("SixesOptions", "max_item_chars")
    assert largest["mini-golf"]["holes"] == maximum("MiniGolfOptions", "holes")
