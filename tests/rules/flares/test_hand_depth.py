"""Flares entered a hand at a time (docs/games/flares.md, `depth: "hand"`): after each round the
point cards and the tricks each player and the deck took, scored by §3.5 as the full referee
scores the round played card by card."""
from __future__ import annotations

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.games.flares import FLARES
from tests.rules.depth_support import flares_round_result, played_both_ways

HOST = Entrant(host=True)


def _new(players: int = 3, **options):
    return referee.new_game(FLARES, players, {"depth": "hand", **options})[1]


def _result(dealer: int, tricks, deck: int, cards) -> Move:
    return Move("round_result", dealer, {"tricks": list(tricks), "deck_tricks": deck,
                                         "point_cards": list(cards)})


def _refused(state, move: Move) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        referee.play(FLARES, state, move, HOST, 0)
    return refused.value


def test_a_round_result_scores_the_round_and_the_deal_passes_left():
    state = _new()
    assert (state.phase, FLARES.to_move(state)) == ("await_round_result", frozenset({0}))
    # 3 players, h = 4: Ben took 2 of the 4 tricks, the most; 2+5+6 of mixed suits = 13.
    state = referee.play(FLARES, state, _result(0, [1, 2, 0], 1, ["2F", "5F", "6U"]), HOST, 0)
    assert [line["scores"] for line in FLARES.scores(state)["rounds"]] == [[0, 13, 0]]
    assert (state.round, state.dealer, FLARES.to_move(state)) == (2, 1, frozenset({1}))


def test_a_sweep_of_one_suit_is_doubled_twice_and_a_deck_sweep_loses_for_everyone():
    state = referee.play(FLARES, _new(2), _result(0, [3, 0], 0, ["4H", "5H", "6H"]), HOST, 0)
    assert FLARES.scores(state)["rounds"][0]["scores"] == [60, 0]   # 15 × 2 (suit) × 2 (sweep)
    state = referee.play(FLARES, state, _result(1, [0, 0], 3, ["1U", "2P", "3H"]), HOST, 0)
    assert FLARES.scores(state)["rounds"][1]["scores"] == [-6, -6]


def test_tricks_that_do_not_add_up_to_the_hand_size_are_refused():
    refusal = _refused(_new(), _result(0, [1, 1, 0], 1, ["2F", "5F", "6U"]))
    assert (refusal.rule_id, refusal.params) == ("FLARES-TRICKS-ADD-UP", {"h": 4, "total": 3})
    assert refusal.message(FLARES.info.rules) == ("The tricks must add up to 4, one for each card "
                                                  "in a hand; these add up to 3.")


def test_one_count_per_player_and_three_distinct_point_cards():
    assert _refused(_new(), _result(0, [2, 2], 0, ["2F", "5F", "6U"])).rule_id == "FLARES-TRICK-COUNTS"
    assert _refused(_new(), _result(0, [2, 2, 0], 0, ["2F", "2F", "6U"])).rule_id == "CORE-DUPLICATE-CARD"
    assert _refused(_new(), _result(0, [2, 2, 0], 0, ["2F", "6U"])).rule_id == "FLARES-POINT-CARDS"
    assert _refused(_new(), _result(0, [2, 2, 0], 0, ["2F", "W", "6U"])).rule_id == "CORE-CARD-NOT-USED"


def test_the_dealer_enters_the_round():
    assert _refused(_new(), _result(1, [2, 2, 0], 0, ["2F", "5F", "6U"])).rule_id == "CORE-NOT-YOUR-TURN"


def test_a_card_is_refused_a_hand_at_a_time_and_a_round_result_card_by_card():
    assert _refused(_new(), Move("deck_lead", 0, {"card": "3U"})).rule_id == "CORE-WRONG-DEPTH"
    card_by_card = referee.new_game(FLARES, 3, {})[1]
    assert _refused(card_by_card, _result(0, [2, 2, 0], 0, ["2F", "5F", "6U"])).rule_id == "CORE-WRONG-DEPTH"


VARIANTS = [
    {"target": 30},
    {"target": 40, "split_rounding": "floor", "deck_counts_for_most": True},
    {"target": 25, "deck_sweep_doubles": True, "target_tie": "shared", "split_rounding": "round_half_up"},
    {"target": 30, "info_mode": "hand_tracking"},
]


@pytest.mark.parametrize("seed", range(12))
def test_a_game_entered_a_round_at_a_time_scores_as_the_full_referee(seed):
    """Random full games card by card; the same rounds entered as results give the same score
    sheet, totals, winners and result. (A revoke forfeit needs the tricks played, so the
    referee's games here keep the default flag-only penalty.)"""
    refereed, entered = played_both_ways(FLARES, f"flares-depth-{seed}", VARIANTS[seed % len(VARIANTS)],
                                         flares_round_result)
    assert FLARES.scores(entered) == FLARES.scores(refereed)
    assert FLARES.outcome(entered) == FLARES.outcome(refereed)


def test_hand_tracking_enters_no_hand_a_round_at_a_time():
    """Nothing is played from a hand, so none is asked for, and every seat's view reads."""
    state = _new(2, info_mode="hand_tracking")
    assert (state.phase, state.tracking) == ("await_round_result", False)
    assert all(FLARES.view(state, seat)["my_hand"] is None for seat in (0, 1, None))
