"""Scoring profiles (issue: tournaments): EkeQ's win-type points (docs/games/ekeq.md Part E, TO-01..TO-03),
placement points from match totals, and win/draw/loss; each a pure function of a finished
match's result."""
from __future__ import annotations

import random

import pytest

from rules.registry import GAMES
from rules.tournaments.profiles import MatchResult, end_reached, places, points, profile
from tests.rules.test_contract import play_random_game

ABCD = ("A", "B", "C", "D")


def ekeq(winner: str | None, kind: str, golden: int | None = None, players=ABCD) -> MatchResult:
    seats = [] if winner is None else [players.index(winner)]
    return MatchResult(players, {"winners": seats, "totals": [10] * len(players), "type": kind,
                                 "golden_q_value": golden})


def test_win_type_points_follow_part_e():
    """TO-01's matches: GQ5 5, mini-GOLDEN Q 25, all cards 50, GQ2 20, GQ4 10; the others 0."""
    prof = profile("win_type")
    totals = dict.fromkeys(ABCD, 0)
    for match in (ekeq("A", "golden_q", 5), ekeq("C", "mini_golden_q"), ekeq("A", "all_cards"),
                  ekeq("B", "golden_q", 2), ekeq("A", "golden_q", 4)):
        for player, scored in points(prof, match).items():
            totals[player] += scored
    assert totals == {"A": 65, "C": 25, "B": 20, "D": 0}
    assert end_reached(5, totals, target_score=60) and not end_reached(4, {"A": 55}, target_score=60)


def test_a_drawn_match_counts_but_scores_nothing():
    """TO-02: B 50, D 25, a draw, D 25: B and D tie at 50 after the 4 matches."""
    prof = profile("win_type")
    totals = dict.fromkeys(ABCD, 0)
    for match in (ekeq("B", "all_cards"), ekeq("D", "mini_golden_q"), ekeq(None, "draw"),
                  ekeq("D", "mini_golden_q")):
        for player, scored in points(prof, match).items():
            totals[player] += scored
    assert totals == {"A": 0, "B": 50, "C": 0, "D": 50}
    assert end_reached(4, totals, rounds=4) and not end_reached(3, totals, rounds=4)


def test_precedence_is_the_matchs_own_result():
    """TO-03: the match's win_precedence decided the type; the profile scores what it says."""
    prof = profile("win_type")
    assert points(prof, ekeq("A", "golden_q", 2))["A"] == 20
    assert points(prof, ekeq("A", "all_cards"))["A"] == 50


def test_win_type_points_read_how_a_played_match_ended_from_its_termination():
    """A match played through the referee says how it was won as `termination` (a paper result
    as `type`): its Golden Q win scores by its number all the same."""
    played = MatchResult(ABCD, {"winners": [2], "totals": [10] * 4, "termination": "golden_q",
                                "golden_q_value": 3, "turn": 4, "tournament_points": [0, 0, 15, 0]})
    assert points(profile("win_type"), played) == {"A": 0, "B": 0, "C": 15, "D": 0}


def test_the_win_type_table_is_editable_and_variants_score_only_when_set():
    prof = profile("win_type", points={"golden_q": {"5": 1, "4": 2, "3": 3, "2": 4},
                                       "mini_golden_q": 6, "all_cards": 8})
    assert points(prof, ekeq("A", "golden_q", 3))["A"] == 3
    climb = MatchResult(ABCD, {"winners": [1], "totals": [4, 0, 2, 3], "type": "climb"}, variant="climb")
    assert points(profile("win_type"), climb) == dict.fromkeys(ABCD, 0)
    assert points(profile("win_type", variant_points={"climb": 7}), climb)["B"] == 7


@pytest.mark.parametrize("lower, totals, expected", [
    (False, [30, 50, 20, 50], {"B": 1, "D": 2, "A": 3, "C": 4}),     # B won; D shares no place with B
    (True, [30, 18, 40, 30], {"B": 1, "A": 2, "D": 2, "C": 4}),      # golf: fewest strokes after B
])
def test_places_follow_the_games_direction_and_share_ties(lower, totals, expected):
    match = MatchResult(ABCD, {"winners": [1], "totals": totals}, lower_total_wins=lower)
    assert places(match) == expected


def test_placement_points():
    match = MatchResult(ABCD, {"winners": [1], "totals": [30, 18, 40, 30]}, lower_total_wins=True)
    assert points(profile("placement"), match) == {"B": 4, "A": 2, "D": 2, "C": 0}
    assert points(profile("placement", points=[10, 5]), match) == {"B": 10, "A": 5, "D": 5, "C": 0}
    drawn = MatchResult(ABCD[:2], {"winners": [], "totals": [0, 0]})
    assert points(profile("placement"), drawn) == {"A": 4, "B": 4}


def test_win_draw_loss():
    prof = profile("wdl")
    assert points(prof, MatchResult(ABCD[:3], {"winners": [2]})) == {"A": 0, "B": 0, "C": 3}
    assert points(prof, MatchResult(ABCD[:3], {"winners": [0, 2]})) == {"A": 1, "B": 0, "C": 1}
    assert points(prof, MatchResult(ABCD[:2], {"winners": []})) == {"A": 1, "B": 1}
    assert points(profile("wdl", win=2, draw=1, loss=0), MatchResult(ABCD[:2], {"winners": [0]}))["A"] == 2


def test_an_unknown_profile_is_refused():
    with pytest.raises(ValueError):
        profile("elo")


def test_a_total_written_with_a_half_is_a_number():
    """Flares writes 81½."""
    match = MatchResult(ABCD[:3], {"winners": [2], "totals": ["81½", "27½", "100"]})
    assert places(match) == {"C": 1, "A": 2, "B": 3}


def test_every_game_says_which_way_its_totals_go():
    """Random finished matches: the winner's total is the best in the game's direction, for every
    game whose totals rank its players (Mini Golf counts strokes)."""
    assert GAMES["mini-golf"].info.lower_totals_win and not GAMES["ladder"].info.lower_totals_win
    for slug in ("mini-golf", "half-zero", "2p6c", "collector"):
        rules = GAMES[slug]
        _loaded, state, _log = play_random_game(rules, 2, {}, random.Random(slug), checked=lambda *_: False)
        outcome = rules.outcome(state)
        match = MatchResult(("A", "B"), outcome.to_json(), rules.info.lower_totals_win)
        best = (min if rules.info.lower_totals_win else max)(match.result["totals"])
        assert all(match.result["totals"][seat] == best for seat in outcome.winners), slug
