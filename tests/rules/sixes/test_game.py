"""Sixes game totals and winners: golden test S11 (docs/games/sixes.md §5.4 total/winner, B16)."""
from __future__ import annotations

import pytest

from rules.games.sixes.scoring import game_result, score_round

from .test_scoring import S1, S1_CARD, S1_P1, S1_P2, S3, S3_CARD, S5, S5_CARD, play

S11 = [{"A": 4, "B": 5, "C": 5}, {"A": 7, "B": 2, "C": 3}, {"A": 7, "B": 4, "C": 2},
       {"A": 2, "B": 7, "C": 3}, {"A": 1, "B": 4, "C": 5}, {"A": 2, "B": 1, "C": 3}]


def test_S11_rounds_1_to_3_are_S1_S3_and_S5():
    assert [play(S1, "match", S1_CARD, [S1_P1, S1_P2]).scores,
            score_round(S3, "unique", S3_CARD).scores,
            score_round(S5, "lightning", S5_CARD).scores] == S11[:3]


def test_S11_a_tie_for_the_highest_total_is_a_shared_win():
    result = game_result(S11)
    assert result.totals == {"A": 23, "B": 23, "C": 21}
    assert result.winners == ("A", "B")


def test_S11_most_sevens_breaks_the_tie():
    assert game_result(S11, {"tie_break": "most_sevens"}).winners == ("A",)


def test_S11_most_unique_points_breaks_the_tie():
    # Rounds 2 and 5 are Unique in the default plan: A 7 + 1 = 8, B 2 + 4 = 6.
    assert game_result(S11, {"tie_break": "most_unique_points"}).winners == ("A",)


def test_most_unique_points_follows_the_round_plan():
    plan = ["unique", "match", "lightning", "unique", "match", "lightning"]
    assert game_result(S11, {"tie_break": "most_unique_points", "round_plan": plan}).winners == ("B",)


def test_a_tie_the_tie_break_cannot_settle_stays_shared():
    rounds = [{"A": 7, "B": 3}, {"A": 3, "B": 7}]
    assert game_result(rounds, {"tie_break": "most_sevens"}).winners == ("A", "B")


@pytest.mark.parametrize("bonus, sevens", [(1, ("A",)), (2, ("B",))])
def test_most_sevens_counts_full_lists_whatever_the_bonus(bonus, sevens):
    # A "seven" is a crooked six: 6 + bonus_points.
    rounds = [{"A": 7, "B": 8}, {"A": 7, "B": 6}]
    assert game_result(rounds, {"tie_break": "most_sevens", "bonus_points": bonus}).winners == sevens


def test_a_single_highest_total_wins_alone_and_totals_run_mid_game():
    result = game_result(S11[:2])
    assert result.totals == {"A": 11, "B": 7, "C": 8}
    assert result.winners == ("A",)
    assert game_result([]).winners == ()
