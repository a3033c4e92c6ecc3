"""A paper result's places (issue 35): a table that played on paper gives its finishing order, and
points by place follow it as they follow a played match's totals; every typed-in result keeps each
seat's place, so whoever confirms it sees the places first."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.tournaments import profiles, tournament as tour
from tests.tournaments.test_tournament import make, start


def four_at_one_table(profile="placement", **config):
    """Mini Golf, four players checked in: one table of four, its round started."""
    t = start(tour.seat_next(make(players=4, game="mini-golf", profile=profiles.profile(profile),
                                  lower_total_wins=True, **config)))
    return t, t.rounds[0].tables[0].players


def confirmed(t, seats, result):
    """The tournament once seat 0 enters `result` and seat 1 confirms it."""
    return tour.confirm_paper(tour.enter_paper(t, 1, 1, seats[0], result), 1, 1, seats[1])


def points_after(t, seats, result):
    """The points each seat's player has once `result` is confirmed, and the result kept."""
    t = confirmed(t, seats, result)
    points = {row.player: row.points for row in tour.table_of(t)}
    return [points[player] for player in seats], t.rounds[0].tables[0].result


def test_a_finishing_order_gives_the_losers_2_1_0_under_placement_points():
    """The issue's table: a win and three losses entered on paper; the losers no longer all get 2."""
    t, seats = four_at_one_table()
    scored, kept = points_after(t, seats, {"winners": [seats[2]], "places": [3, 2, 1, 4]})
    assert scored == [1, 2, 4, 0]
    assert kept["places"] == [3, 2, 1, 4] and kept["totals"] == [None] * 4  # no totals were given


def test_tied_places_share_the_best_place_and_its_points():
    """Two tied second: both get second place's 2, and the next is fourth (0), not third."""
    t, seats = four_at_one_table()
    scored, kept = points_after(t, seats, {"winners": [seats[0]], "places": [1, 2, 2, 3]})
    assert scored == [4, 2, 2, 0] and kept["places"] == [1, 2, 2, 4]


def test_the_winners_are_the_players_placed_first():
    t, seats = four_at_one_table()
    for wrong in ({"winners": [seats[1]], "places": [1, 2, 3, 4]},      # the winner is not first
                  {"winners": [seats[0]], "places": [1, 1, 3, 4]},      # a shared first place, one winner
                  {"winners": [], "places": [1, 2, 3, 4]},              # nobody won, yet someone is first
                  {"winners": [seats[0]], "places": [1, 2, 3]},         # a seat without a place
                  {"winners": [seats[0]], "places": [1, 2, 3, 0]}):     # places start at 1
        with pytest.raises(RuleViolation) as caught:
            tour.enter_paper(t, 1, 1, seats[0], wrong)
        assert caught.value.rule_id == "TOUR-RESULT-PLACES", wrong


def test_a_drawn_match_places_everyone_first():
    t, seats = four_at_one_table()
    scored, _kept = points_after(t, seats, {"winners": [], "places": [1, 1, 1, 1]})
    assert scored == [4, 4, 4, 4]


def test_a_result_given_with_totals_keeps_the_places_they_give_in_the_games_direction():
    """Mini Golf counts strokes: the fewest after the winner is second."""
    t, seats = four_at_one_table()
    scored, kept = points_after(t, seats, {"winners": [seats[3]], "totals": [30, 41, 35, 28]})
    assert kept["places"] == [2, 4, 3, 1] and scored == [2, 0, 1, 4]


def test_places_count_under_win_draw_loss_only_for_the_ratings():
    """Win/draw/loss reads the winners alone; the places still rate the table's players."""
    t, seats = four_at_one_table("wdl")
    result = {"winners": [seats[0]], "places": [1, 4, 3, 2]}
    assert points_after(t, seats, result)[0] == [3, 0, 0, 0]
    assert tour.rated_tables(confirmed(t, seats, result))[0].places == (1, 4, 3, 2)
