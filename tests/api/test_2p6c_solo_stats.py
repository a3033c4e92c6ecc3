"""The community figures' arithmetic (api/two_p6c/solo_stats.py): exact over Fractions, pure."""
from __future__ import annotations

import statistics
from fractions import Fraction as F

import pytest
from hypothesis import given, strategies as st

from api.two_p6c.solo_stats import community_figures, display, median, percentile, percentile_rank, percentiles

fractions = st.fractions(min_value=0, max_value=1000, max_denominator=100)
samples = st.lists(fractions, min_size=1, max_size=30)


def test_median_of_an_odd_count_is_the_middle_value():
    assert median([F(3), F(1), F(2)]) == 2


def test_median_of_an_even_count_is_the_mean_of_the_two_middle_values_exactly():
    assert median([F(1, 3), F(1, 2)]) == F(5, 12)
    assert median([F(19, 54), F(133, 54)]) == F(76, 54)


def test_percentile_interpolates_linearly_between_closest_ranks():
    values = [F(6, 54), F(19, 54), F(19, 54), F(42, 54), F(133, 54)]
    assert percentile(values, 0) == F(6, 54) and percentile(values, 1) == F(133, 54)
    assert percentile(values, F(9, 10)) == F(42, 54) + F(6, 10) * F(91, 54)
    assert percentiles(values) == {"p25": F(19, 54), "p50": F(19, 54), "p75": F(42, 54),
                                   "p90": F(966, 540)}


def test_percentiles_of_nothing_are_none():
    assert percentiles([]) == {"p25": None, "p50": None, "p75": None, "p90": None}


def test_percentile_rank_counts_equal_values_half():
    values = [F(1), F(2), F(2), F(3)]
    assert percentile_rank(values, F(2)) == 50          # 1 below, 2 equal: (1 + 1) / 4
    assert percentile_rank(values, F(3)) == F(175, 2)   # 3 below, 1 equal: 3.5 / 4
    assert percentile_rank(values, F(0)) == 0
    assert percentile_rank(values, F(4)) == 100
    assert percentile_rank([F(7)], F(7)) == 50


@pytest.mark.parametrize("call", [lambda: median([]), lambda: percentile([], F(1, 2)),
                                  lambda: percentile([F(1)], F(3, 2)),
                                  lambda: percentile_rank([], F(1))])
def test_nothing_to_work_on_or_a_level_outside_0_to_1_is_an_error(call):
    with pytest.raises(ValueError):
        call()


@pytest.mark.parametrize("value, shown", [
    (F(19, 54), "0.35"), (F(133, 54), "2.46"), (F(1, 200), "0.01"), (F(1, 201), "0.00"),
    (F(175, 2), "87.50"), (F(2, 3) * 100, "66.67"), (F(0), "0.00"), (None, None)])
def test_figures_are_shown_with_2_decimals_halves_up(value, shown):
    assert display(value) == shown


@given(samples)
def test_median_agrees_with_the_standard_library(values):
    assert median(values) == statistics.median(values)


@given(st.lists(fractions, min_size=2, max_size=30))
def test_quartiles_agree_with_the_standard_librarys_inclusive_method(values):
    quartiles = statistics.quantiles(values, n=4, method="inclusive")
    assert [percentile(values, F(k, 4)) for k in (1, 2, 3)] == quartiles


@given(samples, st.fractions(min_value=0, max_value=1), st.fractions(min_value=0, max_value=1))
def test_percentiles_grow_with_the_level_and_stay_within_the_values(values, p, q):
    low, high = sorted((p, q))
    assert min(values) <= percentile(values, low) <= percentile(values, high) <= max(values)


@given(samples, fractions)
def test_percentile_rank_is_between_0_and_100_and_grows_with_the_value(values, x):
    rank = percentile_rank(values, x)
    assert 0 <= rank <= 100
    assert percentile_rank(values, x + 1) >= rank
    assert percentile_rank(values, max(values) + 1) == 100
    assert percentile_rank(values, min(values) - 1) == 0


def figure(name: str, value: F, shown: str) -> dict:
    """A figure as the API hands it out: the number, its display form, its exact fraction."""
    return {name: float(value), f"{name}_display": shown,
            f"{name}_fraction": [value.numerator, value.denominator]}


def EXPECTED_FIGURES(me: str) -> dict:  # noqa: N802 - reads as the constant it nearly is
    """Every UIN shared: 6, 19, 19, 42, 133 (/54). Ann: best 133/54, median 76/54, 4.5 of 5
    below. Cat: best 42/54, median 30.5/54, 3.5 of 5. Ben: 6/54, 0.5 of 5. p25 and p50 sit on
    19/54; p75 on 42/54; p90 at 42 + 0.6 × 91 = 96.6 (/54) = 1.7889."""
    def row(name: str, best, median_, rank) -> dict:
        return {"name": name, **figure("best_uin", *best), **figure("median_uin", *median_),
                **figure("percentile_rank", *rank), "best_depth": "every_move", "depths": ["every_move"],
                "me": name == me}
    return {
        "rankings": [row("Ann", (F(133, 54), "2.46"), (F(76, 54), "1.41"), (F(90), "90.00")),
                     row("Cat", (F(42, 54), "0.78"), (F(61, 108), "0.56"), (F(70), "70.00")),
                     row("Ben", (F(6, 54), "0.11"), (F(6, 54), "0.11"), (F(10), "10.00"))],
        "percentiles": {**figure("p25", F(19, 54), "0.35"), **figure("p50", F(19, 54), "0.35"),
                        **figure("p75", F(42, 54), "0.78"),
                        **figure("p90", F(966, 540), "1.79")}}


REFEREED, QUICK = "every_move", "quick"


def test_community_figures_rank_members_by_best_and_show_nothing_else():
    figures = community_figures([("a", "Ann", F(19, 54), REFEREED), ("b", "Ben", F(6, 54), REFEREED),
                                 ("a", "Ann", F(133, 54), REFEREED), ("c", "Cat", F(42, 54), REFEREED),
                                 ("c", "Cat", F(19, 54), REFEREED)], me="c")
    assert figures == EXPECTED_FIGURES(me="Cat")


def test_a_ranking_says_how_its_results_and_its_best_were_entered():
    figures = community_figures([("a", "Ann", F(3), QUICK), ("a", "Ann", F(2), REFEREED),
                                 ("b", "Ben", F(1), QUICK), ("c", "Cat", F(4), REFEREED)], me="-")
    assert [(row["name"], row["best_depth"], row["depths"]) for row in figures["rankings"]] == [
        ("Cat", REFEREED, [REFEREED]), ("Ann", QUICK, [REFEREED, QUICK]), ("Ben", QUICK, [QUICK])]


def test_a_refereed_result_wins_a_tie_for_best_with_a_logged_one():
    for order in ([QUICK, REFEREED], [REFEREED, QUICK]):
        figures = community_figures([("a", "Ann", F(3), depth) for depth in order], me="a")
        assert figures["rankings"][0]["best_depth"] == REFEREED


def test_equal_bests_are_ordered_by_median_then_name():
    figures = community_figures([(*entry, REFEREED) for entry in (
        ("z", "Zoe", F(5)), ("z", "Zoe", F(1)), ("a", "amy", F(5)), ("b", "Bob", F(5)), ("b", "Bob", F(3)))],
        me="-")
    assert [row["name"] for row in figures["rankings"]] == ["amy", "Bob", "Zoe"]
    assert {row["percentile_rank_display"] for row in figures["rankings"]} == {"70.00"}
    assert {row["percentile_rank"] for row in figures["rankings"]} == {70.0}


def test_no_results_no_rankings():
    assert community_figures([], me="a") == {
        "rankings": [], "percentiles": {f"{level}{kind}": None for level in ("p25", "p50", "p75", "p90")
                                        for kind in ("", "_display", "_fraction")}}
