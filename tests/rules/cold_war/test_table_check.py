"""A Cold War table that can never be played is refused when it is set up (docs/games/cold-war.md §1.3): a
deck no seat plays, two decks for one country, one card id in two decks, a first player who is not
seated. Each refusal has a rule of its own whose message says what to send."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules.errors import RuleViolation
from rules.games.cold_war import COLD_WAR
from rules.games.cold_war.schemas import ColdWarOptions

from .table import Table

A_DECK = {"country": "A", "cards": [{"id": "A-U1", "kind": "blue", "defence": 60}]}


def refused(players: int, **options) -> tuple[str, str]:
    with pytest.raises(RuleViolation) as error:
        Table.new(players, **options)
    return error.value.rule_id, error.value.message(COLD_WAR.info.rules)


def test_cold_war_deck_for_a_country_no_seat_plays_is_refused_naming_the_countries():
    """The spec's own example deck says "Country A"; the default seats are A and B."""
    assert refused(2, decks=[A_DECK, {"country": "Country A", "cards": []}]) == (
        "COLDWAR-DECK-COUNTRY",
        'No seat plays the deck\'s country "Country A": the countries at the table are A, B. Name '
        "the deck after one of them, or send the seats' countries in countries.")


def test_cold_war_deck_for_a_default_country_beyond_the_table_is_refused():
    rule, message = refused(2, decks=[{**A_DECK, "country": "C"}])
    assert rule == "COLDWAR-DECK-COUNTRY" and "the countries at the table are A, B." in message


def test_cold_war_first_player_must_be_a_seat_of_the_table():
    """first_player allows seats 0..3 in the schema; at a 2-seat table 2 and 3 can never move."""
    assert refused(2, first_player=2) == (
        "COLDWAR-SETUP-FIRST-PLAYER",
        "The first player (the youngest) must sit at this table: send first_player 0 to 1.")


def test_cold_war_countries_must_be_one_per_seat():
    assert refused(3, countries=["US", "SU"]) == (
        "COLDWAR-SETUP-COUNTRIES",
        "Send one country per seat, all different: this table has 3 seats (or leave countries "
        "empty for A, B, C).")


def options_refusal(options: dict) -> dict:
    with pytest.raises(ValidationError) as error:
        ColdWarOptions().load(options)
    return error.value.messages


def test_cold_war_options_refuse_a_deck_outside_the_named_countries_without_a_player_count():
    """A tournament's options are loaded before any table exists: a deck for a country that is
    not among the `countries` named is refused there already; a default letter waits for setup."""
    messages = options_refusal({"countries": ["US", "SU"], "decks": [A_DECK]})
    assert messages == {"decks": [
        'No seat plays the deck\'s country "A": the countries at the table are US, SU. Name the '
        "deck after one of them, or send the seats' countries in countries."]}
    assert ColdWarOptions().load({"decks": [{**A_DECK, "country": "D"}]})["decks"][0]["country"] == "D"


def test_cold_war_one_card_id_in_two_countries_decks_is_refused():
    messages = options_refusal({"decks": [A_DECK, {"country": "B", "cards": A_DECK["cards"]}]})
    assert messages == {"decks": [
        'Card id A-U1 is in the decks of both "A" and "B": give each card an id of its own.']}


def test_cold_war_two_decks_for_one_country_are_refused():
    assert options_refusal({"decks": [A_DECK, A_DECK]}) == {"decks": [
        'Two deck definitions for "A": send one per country.']}


def test_cold_war_options_name_the_spec_name_of_decks():
    """The spec speaks of deck definitions; a client sending `deck_definitions` is told `decks`."""
    assert ColdWarOptions.spec_names == {"deck_definitions": "decks"}


def test_cold_war_a_stored_match_with_a_deck_no_seat_plays_still_rebuilds():
    """Matches stored before decks were checked kept such a deck; setup, which rebuilds them
    from their log, passes over it as it did then. Only a new match is refused."""
    options = ColdWarOptions().load({"decks": [A_DECK, {"country": "C", "cards": []}]})
    state = COLD_WAR.setup(2, options)
    assert [seat.country for seat in state.seats] == ["A", "B"]


def test_cold_war_tournament_tables_get_the_decks_of_their_own_countries():
    options = ColdWarOptions().load({"decks": [A_DECK, {"country": "C", "cards": []}]})
    assert [deck["country"] for deck in COLD_WAR.table_options(options, 2)["decks"]] == ["A"]
    assert [deck["country"] for deck in COLD_WAR.table_options(options, 3)["decks"]] == ["A", "C"]
