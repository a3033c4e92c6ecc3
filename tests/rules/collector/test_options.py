"""Collector's house rules (docs/games/collector.md §5.1 options table, §7.1): defaults, and what each one
changes: the first discard, wild cards, the turn limit, the deck's size; and the table sizes."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import RuleViolation
from rules.games.collector import COLLECTOR
from rules.games.collector.schemas import CollectorOptions, CollectorResult, CollectorScores
from rules.games.collector.table import ledger
from tests.shapes import assert_fits

from .table import Table


def test_options_default_to_the_spec():
    assert CollectorOptions().load({}) == {
        "initial_discard": 1, "deck_exhausted": "reshuffle_discards", "wild_cards": "excluded",
        "turn_limit": None, "info_mode": "trust", "first_dealer": 0, "entry_mode": "scribe"}


@pytest.mark.parametrize("bad", [{"initial_discard": 2}, {"deck_exhausted": "end_game"},
                                 {"wild_cards": "best_assignment"}, {"turn_limit": 0},
                                 {"info_mode": "open"}, {"initial_discard": True}])
def test_options_outside_the_table_are_refused(bad):
    with pytest.raises(ValidationError):
        CollectorOptions().load(bad)


@pytest.mark.parametrize("players, deck", [(2, 23), (3, 17), (4, 11)])
def test_the_deck_holds_what_the_deal_and_the_first_discard_leave(players, deck):
    """§5.1: 36 − 6n − 1 = 23 / 17 / 11; six more with the wild cards; one more with no discard."""
    for options, extra in (({}, 0), ({"wild_cards": "substitute"}, 6), ({"initial_discard": 0}, 1)):
        table = Table.new(players, **options)
        table.start(None if options.get("initial_discard") == 0 else "1U")
        assert table.view()["deck_count"] == deck + extra


def test_the_table_is_two_to_four_players():
    for players in (1, 5):
        with pytest.raises(RuleViolation) as caught:
            referee.new_game(COLLECTOR, players, {})
        assert caught.value.rule_id == "CORE-PLAYER-COUNT"
    with pytest.raises(ValidationError) as caught:
        COLLECTOR.setup(2, {"first_dealer": 3})
    assert caught.value.messages == {"first_dealer": ["A seat of this table: 0 to 1."]}


def test_without_a_first_discard_the_pile_starts_empty():
    """initial_discard = 0 (CO-1): start carries no card; the first draw cannot use the pile."""
    table = Table.new(3, first_dealer=2, initial_discard=0)
    error = table.refuse("C", "start", discard_top="4H")
    assert error.rule_id == "CORE-BAD-PAYLOAD"
    assert "empty discard pile" in table.message(error)
    table.start()
    assert (table.view()["discard"], table.view()["deck_count"]) == ([], 18)
    error = table.refuse("A", "draw", from_discard=1)
    assert error.rule_id == "COLLECTOR-DISCARD-SHORT"
    assert table.message(error) == "There are only 0 card(s) on the discard pile."
    assert table.message(error, "it") == "Sulla pila degli scarti ci sono solo 0 carta/e."
    table.turn("A", 0, "2C 5D")
    table.draw("B", 2)
    assert table.view()["known_hands"][1] == ["5D", "2C"]


def test_wild_cards_are_cards_of_the_game_only_with_the_substitute_option():
    table = Table.new(2, first_dealer=1, wild_cards="substitute")
    table.start("W")
    table.draw("A", 1)  # A takes the W
    assert table.view()["known_hands"][0] == ["W"]
    table.end("A", "W W")  # the known W and an unseen one
    assert table.view()["discard"] == ["W", "W"]
    plain = Table.new(2, first_dealer=1)
    assert plain.refuse("B", "start", discard_top="W").rule_id == "CORE-CARD-NOT-USED"


def test_there_are_only_six_wild_cards():
    table = Table.new(2, first_dealer=1, wild_cards="substitute")
    table.start("W")
    table.turn("A", 0, "W W")
    table.turn("B", 0, "W W")
    table.draw("A", 0)
    # Five W lie on the pile: A's hand can hold one more at most.
    assert table.refuse("A", "end_turn", discards=["W", "W"]).rule_id == "COLLECTOR-HAND-COUNT"
    table.end("A", "W 1U")
    table.draw("B", 0)
    error = table.refuse("B", "end_turn", discards=["W", "2U"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "W is already known to be on the discard pile; please check your entry."


def test_a_turn_limit_without_a_lay_down_is_a_draw():
    """turn_limit (CO-11): after that many full rounds with nobody laid down the game is a draw."""
    table = Table.new(2, first_dealer=1, turn_limit=2)
    spare = iter(ledger(table.state).hidden())
    table.start(next(spare))
    for who in "ABA":
        table.turn(who, 0, f"{next(spare)} {next(spare)}")
    assert table.view()["rounds_done"] == 1 and table.view()["phase"] == "draw"
    table.turn("B", 0, f"{next(spare)} {next(spare)}")
    view = table.view()
    assert (view["phase"], view["winner"], view["termination"]) == ("game_over", None, "turn_limit")
    outcome = COLLECTOR.outcome(table.state)
    assert (outcome.winners, outcome.totals, outcome.termination) == ((), (0, 0), "turn_limit")
    assert_fits(outcome.to_json(), CollectorResult)  # a draw: no winner, winner null on the sheet
    assert_fits(COLLECTOR.scores(table.state), CollectorScores)
    assert table.refuse("A", "draw", from_discard=0).rule_id == "CORE-GAME-OVER"


def test_a_lay_down_before_the_limit_plays_the_final_turns_out():
    table = Table.new(2, first_dealer=1, turn_limit=1)
    table.start("6H")
    table.turn("A", 0, "1D 2D", lay_down="1U 2P 3H 4F 5D 6C")
    assert table.view()["final_turns_left"] == [1]
    table.turn("B", 0, "3D 4D")
    assert (table.view()["winner"], table.view()["termination"]) == (0, "final_turns_done")
    result = COLLECTOR.outcome(table.state).to_json()
    assert_fits(result, CollectorResult)
    assert [laid["seat"] for laid in result["laid_down"]] == [0]
