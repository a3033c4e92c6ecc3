"""Flares round scoring and game end as pure functions: golden tests FL-S01..FL-S10 with every
option variant they list, the display of exact splits, and the target (docs/games/flares.md §3.5, §3.7)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from rules.games.flares.numbers import display, numbers, split, to_sixths
from rules.games.flares.scoring import game_winners, score_round


def points(awards_sixths) -> list[Fraction]:
    return [Fraction(award, 6) for award in awards_sixths]


# -- the rulebook's five examples (2 players; most-but-not-all is tried with the deck and without) --

@pytest.mark.parametrize("tricks, deck", [((2, 1), 0), ((2, 0), 1)])
def test_FL_S01_mixed_suits_score_the_plain_sum_for_most_tricks(tricks, deck):
    scored = score_round(tricks, deck, ["2F", "5F", "6U"])
    assert scored.awards == (13 * 6, 0)
    assert (scored.points, scored.suit_mult, scored.sweep_mult, scored.value) == (13, 1, 1, 13)


@pytest.mark.parametrize("tricks, deck", [((2, 1), 0), ((1, 2), 0), ((2, 0), 1)])
def test_FL_S02_three_point_cards_of_one_suit_double(tricks, deck):
    scored = score_round(tricks, deck, ["2F", "3F", "5F"])
    winner = tricks.index(max(tricks))
    assert points(scored.awards)[winner] == 20
    assert sum(scored.awards) == 20 * 6
    assert scored.suit_mult == 2 and scored.sweep_mult == 1


def test_FL_S03_taking_every_trick_doubles():
    scored = score_round((3, 0), 0, ["2F", "5F", "6U"])
    assert points(scored.awards) == [26, 0]
    assert (scored.suit_mult, scored.sweep_mult) == (1, 2)


def test_FL_S04_both_doublings_multiply():
    assert points(score_round((3, 0), 0, ["2F", "3F", "5F"]).awards) == [40, 0]


def test_FL_S05_the_highest_award_is_sixty():
    assert points(score_round((0, 3), 0, ["4F", "5F", "6F"]).awards) == [0, 60]


# -- splits, ties and the deck ------------------------------------------------------------------

@pytest.mark.parametrize("rounding, each", [("exact", Fraction(13, 2)), ("floor", 6), ("round_half_up", 7)])
def test_FL_S06_two_players_tied_for_most_split_the_points(rounding, each):
    scored = score_round((2, 2, 0), 0, ["6H", "6D", "1U"], {"split_rounding": rounding})
    assert points(scored.awards) == [each, each, 0]
    assert (scored.most, scored.shares) == ((0, 1), 2)


def test_FL_S06_an_exact_half_is_stored_as_39_sixths_and_shown_as_six_and_a_half():
    scored = score_round((2, 2, 0), 0, ["6H", "6D", "1U"])
    assert scored.awards == (39, 39, 0)
    assert [display(award) for award in scored.awards] == ["6½", "6½", "0"]


@pytest.mark.parametrize("rounding, each", [("exact", Fraction(13, 3)), ("floor", 4), ("round_half_up", 4)])
def test_FL_S07_three_players_tied_with_the_deck_on_more_split_three_ways(rounding, each):
    scored = score_round((1, 1, 1, 0), 2, ["6H", "6D", "1U"], {"split_rounding": rounding})
    assert points(scored.awards) == [each, each, each, 0]
    if rounding == "exact":
        assert [display(award) for award in scored.awards] == ["4⅓", "4⅓", "4⅓", "0"]


def test_FL_S07_deck_counts_for_most_a_deck_with_more_tricks_leaves_nobody_scoring():
    scored = score_round((1, 1, 1, 0), 2, ["6H", "6D", "1U"], {"deck_counts_for_most": True})
    assert scored.awards == (0, 0, 0, 0)
    assert scored.value == 0


@pytest.mark.parametrize("options", [{}, {"deck_counts_for_most": True}, {"split_rounding": "floor"}])
def test_FL_S08_all_players_tied_for_most_score_nothing(options):
    scored = score_round((1, 1, 1, 1), 1, ["4F", "5F", "6F"], options)
    assert scored.awards == (0, 0, 0, 0)
    assert scored.all_tied


@pytest.mark.parametrize("doubles, each", [(False, -18), (True, -36)])
def test_FL_S09_a_deck_sweep_costs_every_player_the_point_cards(doubles, each):
    scored = score_round((0, 0), 3, ["1C", "2C", "6C"], {"deck_sweep_doubles": doubles})
    assert points(scored.awards) == [each, each]
    assert scored.deck_sweep and scored.sweep_mult == 1
    assert scored.deck_sweep_mult == (2 if doubles else 1)
    assert display(scored.awards[0]) == f"−{-each}"


@pytest.mark.parametrize("deck_counts, each", [(False, 3), (True, 0)])
def test_FL_S10_a_split_beside_a_deck_with_more_tricks(deck_counts, each):
    scored = score_round((1, 1, 0), 2, ["1U", "2P", "3H"], {"deck_counts_for_most": deck_counts})
    assert points(scored.awards) == [each, each, 0]


def test_deck_counts_for_most_a_deck_tied_for_most_takes_a_share_that_is_thrown_away():
    # 3 players, 4 tricks: A 2, deck 2. Without the option A alone has most and takes all 13.
    assert points(score_round((2, 0, 0), 2, ["6H", "6D", "1U"]).awards) == [13, 0, 0]
    scored = score_round((2, 0, 0), 2, ["6H", "6D", "1U"], {"deck_counts_for_most": True})
    assert points(scored.awards) == [Fraction(13, 2), 0, 0]
    assert scored.shares == 2
    floor = score_round((2, 0, 0), 2, ["6H", "6D", "1U"], {"deck_counts_for_most": True,
                                                              "split_rounding": "floor"})
    assert points(floor.awards) == [6, 0, 0]


def test_two_players_one_trick_each_and_one_for_the_deck_is_an_all_player_tie():
    # FL-6: in a 2-player game a tie for most is always every player.
    scored = score_round((1, 1), 1, ["4F", "5F", "6F"])
    assert scored.awards == (0, 0) and scored.all_tied


def test_deck_sweep_ignores_split_rounding_and_the_deck_counting_for_most():
    scored = score_round((0, 0, 0), 4, ["1U", "2P", "3H"],
                         {"split_rounding": "floor", "deck_counts_for_most": True})
    assert points(scored.awards) == [-6, -6, -6]


# -- forfeit_round (FL-10) ----------------------------------------------------------------------

def test_forfeit_round_cancels_a_revoker_positive_award_only():
    options = {"revoke_penalty": "forfeit_round"}
    scored = score_round((2, 1), 0, ["2F", "5F", "6U"], options, revokers={0})
    assert scored.awards == (0, 0) and scored.forfeited == (0,)
    # A revoker on a deck sweep still loses the points: min(award, 0).
    swept = score_round((0, 0), 3, ["1C", "2C", "6C"], options, revokers={0})
    assert points(swept.awards) == [-18, -18] and swept.forfeited == ()
    # Without the option a revoke costs nothing.
    assert points(score_round((2, 1), 0, ["2F", "5F", "6U"], {}, revokers={0}).awards) == [13, 0]


def test_forfeited_points_go_to_nobody_else():
    scored = score_round((2, 2, 0), 0, ["6H", "6D", "1U"], {"revoke_penalty": "forfeit_round"},
                         revokers={1})
    assert points(scored.awards) == [Fraction(13, 2), 0, 0]


# -- numbers -------------------------------------------------------------------------------------

@pytest.mark.parametrize("sixths, shown", [
    (0, "0"), (78, "13"), (39, "6½"), (26, "4⅓"), (52, "8⅔"), (3, "½"), (5, "⅚"), (1, "⅙"),
    (-108, "−18"), (-69, "−11½"), (-2, "−⅓"), (603, "100½"),
])
def test_scores_display_whole_points_then_the_fraction(sixths, shown):
    assert display(sixths) == shown


def test_round_half_up_rounds_halves_up_and_floor_rounds_down():
    assert split(13, 2, "round_half_up") == 42 and split(13, 2, "floor") == 36
    assert split(13, 3, "round_half_up") == 24 and split(14, 3, "round_half_up") == 30
    assert split(13, 2, "exact") == 39 and to_sixths(Fraction(13, 3)) == 26
    with pytest.raises(ValueError):
        to_sixths(Fraction(1, 4))


# -- game end (FL-9, FL-11) ------------------------------------------------------------------------

def six(*totals: float) -> list[int]:
    return [round(total * 6) for total in totals]


def test_reaching_the_target_exactly_wins():
    assert game_winners(six(100, 99), 100, "play_on") == (0,)
    assert game_winners(six(99, 99.5), 100, "play_on") == ()


def test_the_highest_total_among_those_at_the_target_wins():
    assert game_winners(six(100.5, 101.5, 40), 100, "play_on") == (1,)


@pytest.mark.parametrize("target_tie, winners", [("play_on", ()), ("shared", (0, 1))])
def test_a_tie_at_the_top_plays_on_or_is_shared(target_tie, winners):
    assert game_winners(six(101.5, 101.5, 60), 100, target_tie) == winners


def test_a_tie_below_a_unique_leader_does_not_matter():
    assert game_winners(six(105, 101, 101), 100, "play_on") == (0,)


def test_flares_numbers_are_floats_for_thirds_and_negative_halves_with_exact_fractions():
    assert numbers("totals", [26, -69, 0]) == {
        "totals": [26 / 6, -11.5, 0], "totals_display": ["4⅓", "−11½", "0"],
        "totals_fraction": [[13, 3], [-23, 2], [0, 1]]}
    assert numbers("totals", [56])["totals"] == [9.333333333333334]
