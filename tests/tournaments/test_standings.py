"""Standings (issue: tournaments): points, then the organiser's tiebreak chain, each step
splitting only the players still tied; every row shows its value at every step and the step
that put it below the row above; dropped players keep their results."""
from __future__ import annotations

import pytest

from rules.tournaments.standings import Scored, explain, standings

ABCD = ("A", "B", "C", "D")


def win(winner, value, players=ABCD, round_=0):
    return Scored(players, {p: value if p == winner else 0 for p in players},
                  (winner,) if winner else (), round_, value)


TO_02 = [win("B", 50), win("D", 25), win(None, 0), win("D", 25)]  # docs/games/ekeq.md TO-02


def order(rows):
    return [(row.rank, row.player) for row in rows]


def test_points_first():
    rows = standings(ABCD, [win("A", 5), win("C", 25), win("A", 50), win("B", 20), win("A", 10)])
    assert order(rows) == [(1, "A"), (2, "C"), (3, "B"), (4, "D")]
    assert [row.points for row in rows] == [65, 25, 20, 0]
    assert rows[1].decided_by == "points" and rows[0].decided_by is None and rows[0].played == 5


def test_head_to_head_splits_a_tie_the_opponents_points_leave():
    """TO-02: B and D at 50 with equal opponents' points; D finished ahead of B twice, B once."""
    rows = standings(ABCD, TO_02)
    assert order(rows)[:2] == [(1, "D"), (2, "B")]
    assert rows[0].steps["opponents_points"] == rows[1].steps["opponents_points"] == 200
    assert rows[0].steps["head_to_head"] == 1 and rows[1].steps["head_to_head"] == -1
    assert rows[1].decided_by == "head_to_head" and rows[1].above == "D"
    assert order(rows)[2:] == [(3, "A"), (3, "C")] and rows[3].shared


@pytest.mark.parametrize("chain, first, step", [
    (["win_types"], "B", "win_types"),          # one 50-point win beats two of 25 (Part E.3)
    (["wins"], "D", "wins"),
    (["opponents_points", "wins"], "D", "wins"),
])
def test_the_chain_is_the_organisers(chain, first, step):
    rows = standings(ABCD, TO_02, chain)
    assert rows[0].player == first and rows[1].decided_by == step and rows[1].rank == 2


def test_without_a_chain_a_tie_is_shared():
    rows = standings(ABCD, TO_02, [])
    assert order(rows)[:2] == [(1, "B"), (1, "D")] and rows[1].shared and rows[1].decided_by is None


def test_opponents_points_count_every_meeting():
    """Buchholz: A met B twice and C once; their totals count once per meeting."""
    matches = [Scored(("A", "B"), {"A": 3, "B": 0}, ("A",)), Scored(("A", "B"), {"A": 0, "B": 3}, ("B",)),
               Scored(("A", "C"), {"A": 3, "C": 0}, ("A",)), Scored(("C", "D"), {"C": 3, "D": 0}, ("C",))]
    rows = {row.player: row for row in standings("ABCD", matches)}
    assert rows["A"].steps["opponents_points"] == 3 + 3 + 3  # B (3) twice, C (3) once
    assert rows["C"].steps["opponents_points"] == 6 + 0


def test_dropped_players_keep_their_results():
    rows = standings(ABCD, [win("C", 25)], dropped=["C"])
    assert rows[0].player == "C" and rows[0].points == 25 and rows[0].dropped


def test_every_row_explains_itself():
    row = explain(standings(ABCD, TO_02, ["head_to_head", "win_types"])[1])
    assert row["player"] == "B" and row["decided_by"] == "head_to_head" and row["above"] == "D"
    assert row["steps"]["head_to_head"] == -1
    assert row["steps"]["win_types"][:2] == [{"points": 50, "wins": 1}, {"points": 25, "wins": 0}]


def test_an_unknown_tiebreak_is_refused():
    with pytest.raises(ValueError, match="unknown tiebreak"):
        standings(ABCD, TO_02, ["coin_toss"])
