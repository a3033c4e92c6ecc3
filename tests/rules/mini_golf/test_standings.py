"""Mini Golf over a whole game: GOLF-T01..T02 (docs/games/mini-golf.md §1.5, §1.7), playoffs and dealer rotation.

GOLF-T03 (deck exhaustion) lives in test_reshuffle.py.
"""
from __future__ import annotations

from rules.games.mini_golf import MINI_GOLF

from .table import NAMES, Table, play_hole, play_holes, seat

T01_A = [13, 7, 0, 5, 9, 14, -1, 4, 6]
T01_B = [4, 10, 6, 3, 12, 8, 2, 7, 5]


def test_golf_t01_tied_totals_are_co_winners_by_default():
    table = Table.new(2)
    play_holes(table, [T01_A, T01_B])
    sheet = MINI_GOLF.scores(table.state)
    assert sheet["totals"] == [57, 57]
    assert [row[0] for row in sheet["running"]] == [13, 20, 20, 25, 34, 48, 47, 51, 57]
    assert [row[1] for row in sheet["running"]] == [4, 14, 20, 23, 35, 43, 45, 52, 57]
    assert [r["label"] for r in sheet["rounds"]] == [f"Hole {n}" for n in range(1, 10)]
    outcome = MINI_GOLF.outcome(table.state)
    assert outcome.winners == (seat("A"), seat("B"))
    assert outcome.totals == (57, 57)
    assert outcome.termination == "holes_complete"
    assert MINI_GOLF.to_move(table.state) == frozenset()
    view = MINI_GOLF.view(table.state, None)
    assert (view["phase"], view["hole"], view["playoff"], view["winners"]) == ("game_over", 9, False, [0, 1])
    assert view["hole_scores"] == [T01_A, T01_B]


def test_golf_t01_playoff_hole_decides_and_leaves_totals_alone():
    table = Table.new(2, tie_rule="playoff")
    play_holes(table, [T01_A, T01_B])
    state = table.state
    assert MINI_GOLF.outcome(state) is None
    assert (state.hole, state.playoff, state.dealer, state.active) == (10, True, seat("B"), (0, 1))
    first = play_hole(table, {seat("A"): 3, seat("B"): 8})
    assert first == seat("A")
    outcome = MINI_GOLF.outcome(table.state)
    assert outcome.winners == (seat("A"),)
    assert outcome.totals == (57, 57)
    assert outcome.termination == "playoff"
    assert outcome.extras["playoff_holes"] == [10]
    sheet = MINI_GOLF.scores(table.state)
    assert sheet["totals"] == [57, 57]
    assert sheet["rounds"][-1] == {"label": "Hole 10", "hole": 10, "playoff": True, "scores": [3, 8]}
    assert len(sheet["running"]) == 9


def test_golf_t02_dealer_rotates_left_every_hole_and_lowest_total_wins():
    totals = {"A": [5, 6, 5, 6, 5, 6, 5, 6, 6], "B": [5, 5, 5, 5, 6, 5, 6, 5, 6],
              "C": [7, 7, 7, 7, 7, 7, 7, 6, 6]}
    table = Table.new(3)
    dealers, firsts = [], []
    for hole in range(9):
        dealers.append(NAMES[table.state.dealer])
        first = play_hole(table, {seat(name): scores[hole] for name, scores in totals.items()})
        firsts.append(NAMES[first])
    assert dealers == list("ABCABCABC")
    assert firsts == list("BCABCABCA")
    outcome = MINI_GOLF.outcome(table.state)
    assert outcome.totals == (50, 48, 61)
    assert outcome.winners == (seat("B"),)


def test_golf_first_dealer_option_sets_the_first_dealer():
    table = Table.new(3, first_dealer=2)
    assert table.state.dealer == seat("C")
    assert table.start("C", "1U").current == seat("A")


def test_golf_playoff_only_tied_players_play_and_the_deal_skips_the_others():
    # Three players, 1 hole: A and C tie on 5, B scores 9. A dealt hole 1.
    table = Table.new(3, holes=1, tie_rule="playoff")
    play_hole(table, {0: 5, 1: 9, 2: 5})
    state = table.state
    assert (state.hole, state.active, state.dealer) == (2, (0, 2), seat("C"))
    state = table.start("C", "1U")
    assert state.current == seat("A")
    assert state.deck_count == 36 - 8 - 1
    assert state.grids[seat("B")] is None
    assert MINI_GOLF.view(state, None)["grids"][seat("B")] is None
    error = table.refuse("B", "turn", source="deck", drawn="2U")
    assert error.rule_id == "CORE-NOT-YOUR-TURN"


def test_golf_playoff_continues_while_the_lowest_are_still_tied():
    table = Table.new(3, holes=1, tie_rule="playoff")
    play_hole(table, {0: 4, 1: 4, 2: 4})
    assert table.state.active == (0, 1, 2)
    assert table.state.dealer == seat("B")
    play_hole(table, {0: 6, 1: 2, 2: 2})  # A drops out
    assert table.state.active == (1, 2)
    assert table.state.dealer == seat("C")
    play_hole(table, {1: 3, 2: 3})
    assert table.state.dealer == seat("B")
    play_hole(table, {1: 7, 2: 1})
    outcome = MINI_GOLF.outcome(table.state)
    assert outcome.winners == (seat("C"),)
    assert outcome.totals == (4, 4, 4)
    assert outcome.extras["playoff_holes"] == [2, 3, 4]
    assert outcome.extras["playoff_seats"] == [0, 1, 2]
    rounds = MINI_GOLF.scores(table.state)["rounds"]
    assert [r["scores"] for r in rounds] == [[4, 4, 4], [6, 2, 2], [None, 3, 3], [None, 7, 1]]


def test_golf_single_lowest_total_needs_no_playoff():
    table = Table.new(2, holes=2, tie_rule="playoff")
    play_holes(table, [[3, 4], [5, 4]])
    outcome = MINI_GOLF.outcome(table.state)
    assert outcome.winners == (seat("A"),)
    assert outcome.termination == "holes_complete"
