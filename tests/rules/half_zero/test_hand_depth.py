"""Half-Zero entered a round at a time (docs/games/half-zero.md, `depth: "hand"`): after each
round the point cards each player won, checked for what such an entry can show and ended by §2.6
as the full referee ends a round played turn by turn."""
from __future__ import annotations

import random

import pytest

from rules.errors import Malformed
from rules.games.half_zero import HALF_ZERO, INFO
from tests.rules.depth_support import enter_hands, half_zero_round_points, hands_of

from .table import Table


def test_a_round_waits_for_its_point_cards_from_any_phone():
    table = Table.new("UPH", depth="hand")
    assert (table.state.phase, HALF_ZERO.to_move(table.state)) == ("round_points", frozenset({0, 1, 2}))


def test_the_most_points_upgrades_and_the_next_round_waits_for_its_entry():
    table = Table.new("UPH", depth="hand")
    table.round_points(by="C", A=["6C"], B=["2C", "5C"])   # A 6, B 7
    assert (table.state.round, table.state.phase, table.state.base) == (2, "round_points", (5, 4, 5))
    [line] = HALF_ZERO.scores(table.state)["rounds"]
    assert (line["points"], line["point_cards"], line["upgraded"]) == ([6, 7, 0], [[6], [2, 5], []], 1)


def test_equal_points_go_to_the_holder_of_the_single_highest_point_card():
    table = Table.new("UPH", depth="hand")
    table.round_points(A=["2C", "4C"], B=["6C"])            # 6 each; B holds the 6 (HZ-8)
    assert table.state.base == (5, 4, 5)


def test_a_round_where_nobody_scored_upgrades_nobody():
    table = Table.new("UH", depth="hand")
    table.round_points()                                     # HZ-9
    assert (table.state.round, table.state.base, table.state.history[-1].upgraded) == (2, (5, 5), None)


def test_a_base_reaching_zero_wins_the_game():
    table = Table.at((1, 4), "UH", depth="hand")
    table.round_points(A=["1C"], B=[])
    outcome = HALF_ZERO.outcome(table.state)
    assert (outcome.winners, outcome.totals, outcome.termination) == ((0,), (5, 1), "base_zero")
    assert HALF_ZERO.to_move(table.state) == frozenset()


def test_more_point_cards_than_the_round_has_turns_are_refused():
    table = Table.at((3, 2), "UH", depth="hand")             # M = 3: at most 3 turns
    refusal = table.refuse_round_points(A=["1C", "2C"], B=["3C", "4C"])
    assert (refusal.rule_id, refusal.params) == ("HALFZERO-TOO-MANY-POINTS", {"M": 3, "count": 4})
    assert refusal.message(INFO.rules, "en") == ("A round has at most 3 turns, so at most 3 point "
                                                 "cards are won; 4 were entered.")
    assert refusal.message(INFO.rules, "it").startswith("Un giro ha al massimo 3 turni")
    table.round_points(A=["1C", "2C"], B=["4C"])


def test_a_point_card_is_won_once():
    refusal = Table.new("UH", depth="hand").refuse_round_points(A=["3C"], B=["3C"])
    assert (refusal.rule_id, refusal.params["card"]) == ("HALFZERO-POINT-ALREADY-REVEALED", "3C")


@pytest.mark.parametrize("card", ["3H", "4U", "W"])
def test_only_cards_of_the_point_suit_are_point_cards(card):
    refusal = Table.new("UH", depth="hand").refuse_round_points(A=[card])
    assert (refusal.rule_id, refusal.params["card"]) == ("HALFZERO-POINT-WRONG-SUIT", card)


def test_a_card_the_deck_lacks_is_refused():
    assert Table.new("UH", depth="hand").refuse_round_points(A=["9Z"]).rule_id == "CORE-BAD-CARD"


def test_one_list_per_seat_or_the_entry_does_not_fit_the_table():
    table = Table.new("UPH", depth="hand")
    refusal = table.refuse("A", "round_points", point_cards=[["3C"], []])
    assert isinstance(refusal, Malformed) and refusal.rule_id == "CORE-BAD-PAYLOAD"
    assert refusal.message(INFO.rules, "en").count("a list of 3 lists")


def test_a_turn_is_refused_a_round_at_a_time_and_a_round_turn_by_turn():
    refusal = Table.new("UH", depth="hand").refuse_reveal(A="6U", B="6H")
    assert refusal.rule_id == "CORE-WRONG-DEPTH"
    assert refusal.message(INFO.rules, "en").startswith("This match is entered a hand at a time")
    assert Table.new("UH").refuse_round_points(A=["3C"]).rule_id == "CORE-WRONG-DEPTH"


VARIANTS = [
    {},
    {"selection_mode": "sealed"},
    {"selection_mode": "sealed", "info_mode": "hand_tracking", "unresolvable_tie": "suit_hierarchy"},
    {"wild_opt_out_cards": False, "point_suit": "U", "suit_of": ["C", "D", "F", "H"]},
]


@pytest.mark.parametrize("seed", range(12))
def test_a_game_entered_a_round_at_a_time_ends_as_the_full_referee(seed):
    """Random full games turn by turn; the same rounds' point cards entered a round at a time give
    the same rounds, score sheet, totals, winner and result."""
    rng = random.Random(f"half-zero-depth-{seed}")
    players = rng.randint(2, 4)
    options = VARIANTS[seed % len(VARIANTS)]
    if "suit_of" in options:
        options = {**options, "suit_of": options["suit_of"][:players]}
    refereed, rounds = hands_of(HALF_ZERO, players, options, rng, half_zero_round_points)
    entered = enter_hands(HALF_ZERO, players, options, rounds, rng)
    assert entered.history == refereed.history
    assert HALF_ZERO.scores(entered) == HALF_ZERO.scores(refereed)
    assert HALF_ZERO.outcome(entered) == HALF_ZERO.outcome(refereed)
