"""EkeQ's wire shapes (issue 24): per-seat values are lists in seat order, the result says who
scores what per seat and fits the shape the catalogue publishes, and so does the score sheet."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import Malformed
from rules.games.ekeq.rules import EKEQ
from rules.games.ekeq.schemas import EkeqResult, EkeqScores
from tests.rules.ekeq.table import position
from tests.shapes import assert_fits


def test_ekeq_the_last_turns_values_are_a_list_in_seat_order():
    """A, with no card, played no card: null in A's place, never a missing key."""
    t = position("0/3 5/5 5/5", q="A", q_free_if_cannot_pay=False)
    t.commit("B", "4", "2")
    t.commit("C", "3", "2")
    for who in "ABC":
        t.decide(who, False)
    view = EKEQ.view(t.state, None)
    assert view["last_turn"]["values"] == [None, 4, 3] and view["last_turn"]["winner"] == 1
    assert view["values"] == [None, None, None]  # the next turn has revealed nothing yet


def test_ekeq_the_values_of_a_tie_break_are_a_list_in_seat_order():
    t = position("5/10 5/10 5/10", q="C")
    t.commit("A", "4", "2")
    t.commit("B", "4", "2")
    t.commit("C", "2", "2")
    t.decide("C", True, "2")
    t.pick("C", "A", "hand", 3)
    t.found("A", "2")  # wrong: C's 2 loses 2; A and B tie at 4
    assert t.state.round == 2 and EKEQ.view(t.state, 0)["values"] == [4, 4, 0]


def golden_q_win():
    """EQ-09 (a): A wins the first turn with the GOLDEN Q n°3."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "GQ3", "2")
    t.commit("B", "5", "2")
    t.commit("C", "4", "3")
    t.decide("A", True, "2")
    t.pick("A", "B", "hand", 3)
    t.found("B", "3")
    return t


def test_ekeq_tournament_points_are_per_seat_and_only_the_winner_scores():
    t = golden_q_win()
    result = EKEQ.outcome(t.state).to_json()
    assert result == {"winners": [0], "totals": [19, 13, 13], "termination": "golden_q",
                      "golden_q_value": 3, "turn": 1, "tournament_points": [15, 0, 0]}
    assert_fits(result, EkeqResult)
    assert EKEQ.view(t.state, 1)["result"] == result  # the table's own view: the same shape


def test_ekeq_a_drawn_match_scores_nobody():
    """EQ-13: nothing left to pick, nobody holds a card."""
    t = position("1/0 1/0", q="A")
    t.commit("A", "4")
    t.commit("B", "4")
    t.decide("A", True)
    result = EKEQ.outcome(t.state).to_json()
    assert result["winners"] == [] and result["termination"] == "draw"
    assert result["tournament_points"] == [0, 0] and result["golden_q_value"] is None
    assert_fits(result, EkeqResult)


def test_ekeq_the_score_sheet_fits_its_published_shape():
    t = golden_q_win()
    assert_fits(EKEQ.scores(t.state), EkeqScores)
    assert EKEQ.scores(t.state)["totals"] == [19, 13, 13]


@pytest.mark.parametrize("players, options", [(3, {"initial_q_holder": 4}),
                                              (2, {"variant": "family", "first_player": 5}),
                                              (4, {"variant": "climb", "first_player": 4})])
def test_ekeq_a_seat_option_past_the_last_seat_is_refused_at_setup(players, options):
    """Every move would be refused for ever: the table is refused instead, saying what to send."""
    with pytest.raises(Malformed) as caught:
        referee.new_game(EKEQ, players, options)
    option = next(iter(k for k in options if k != "variant"))
    assert caught.value.rule_id == "EKEQ-SEAT-OPTION"
    assert caught.value.message(EKEQ.info.rules) == (
        f"{option} is a seat: at this table of {players}, send a number from 0 to {players - 1}.")


def test_ekeq_the_last_seat_is_a_seat_option_that_works():
    _options, state = referee.new_game(EKEQ, 3, {"initial_q_holder": 2})
    assert state.q_holder == 2
    _options, state = referee.new_game(EKEQ, 2, {"variant": "family", "first_player": 1})
    assert state.active == 1


def test_ekeq_a_q_pick_may_say_which_pick_it_is_as_the_spec_does():
    """docs/games/ekeq.md's Q_PICK carries `n`: taken when it is the pick due, EKEQ-Q-SECOND-PICK when not,
    and still optional (the referee counts the picks)."""
    t = position("5/10 5/10 5/10", q="A")
    t.commit("A", "4", "2")
    t.commit("B", "5", "2")
    t.commit("C", "3", "3")
    t.decide("A", True, "2")
    assert t.refuse("A", "q_pick", n=2, target=1, source="hand", guess=3).rule_id == "EKEQ-Q-SECOND-PICK"
    with pytest.raises(ValidationError, match="one of: 1, 2"):
        t.refuse("A", "q_pick", n=3, target=1, source="hand", guess=3)
    t.play("A", "q_pick", n=1, target=1, source="hand", guess=3)
    t.found("B", "3m")  # a mini-GOLDEN Q: the second pick is due
    assert t.refuse("A", "q_pick", n=1, target=2, source="hand", guess=3).rule_id == "EKEQ-Q-SECOND-PICK"
    t.pick("A", "C", "hand", 3)  # without n
    assert t.state.picks[-1].n == 2
