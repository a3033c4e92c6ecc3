"""Seating by standings or by rating (issue: organisers beyond one evening): from round 2, tables
of neighbouring places (graded) or one player from each band (balanced), repeat meetings avoided
whenever some seating avoids them, kept-apart pairs kept apart, and each table saying why."""
from __future__ import annotations

import random
from itertools import combinations, permutations

import pytest

from rules.errors import RuleViolation
from rules.tournaments import profiles, tournament as tour
from rules.tournaments.seating import History, SeatingError, seat_by_order


def test_graded_tables_take_neighbouring_places_when_nobody_has_met():
    seated = seat_by_order(list("ABCDEFGH"), seed=1)
    assert [sorted(table) for table in seated.tables] == [list("ABCD"), list("EFGH")]


def test_balanced_tables_take_one_player_from_each_band_in_snake_order():
    seated = seat_by_order(list("ABCDEFGH"), seed=1, mode="balanced")
    assert [sorted(table) for table in seated.tables] == [list("ADEH"), list("BCFG")]


def test_a_kept_apart_pair_moves_the_fewest_places():
    seated = seat_by_order(list("ABCDEFGH"), seed=1, forbidden=[("A", "B")])
    tables = [set(table) for table in seated.tables]
    assert not any({"A", "B"} <= table for table in tables)
    assert sum(1 for p in "ABCD" if p not in tables[0]) == 1  # one of them swapped with one of E-H


def test_a_repeat_is_avoided_even_if_it_means_sitting_further_from_home():
    history = History.of([[("A", "B", "C", "D"), ("E", "F", "G", "H")]])
    seated = seat_by_order(list("ABCDEFGH"), history, seed=1)
    assert seated.repeats == 4  # two tables of four from two old ones: 2 pairs meet again at each
    assert all(len(set(table) & set("ABCD")) == 2 for table in seated.tables)


def test_an_unknown_mode_is_refused():
    with pytest.raises(SeatingError):
        seat_by_order(list("ABCD"), seed=1, mode="alphabetical")


def best_seating(order, met, apart):
    """Brute force over every way to seat 12 at tables 1, 2 and 3 of four: the least cost, first by
    kept-apart pairs, then by repeats (each pair weighing the square of its earlier meetings, so
    repeats spread evenly), then by how many tables each player sits from the one their place
    gives them. Returns (repeat cost, distance)."""
    home = {p: index // 4 for index, p in enumerate(order)}
    best = None
    first, rest = order[0], order[1:]
    for with_first in combinations(rest, 3):
        table_a = (first, *with_first)
        left = [p for p in order if p not in table_a]
        for with_second in combinations(left[1:], 3):
            table_b = (left[0], *with_second)
            table_c = tuple(p for p in left if p not in table_b)
            groups = (table_a, table_b, table_c)
            if any(frozenset(pair) in apart for table in groups for pair in combinations(table, 2)):
                continue
            repeats = sum(met.get(frozenset(pair), 0) ** 2 for table in groups for pair in combinations(table, 2))
            for placed in permutations(groups):
                distance = sum(abs(home[p] - index) for index, table in enumerate(placed) for p in table)
                best = (repeats, distance) if best is None else min(best, (repeats, distance))
    return best


def play_round(t, rng):
    """Start the round and give every table a result: a random winner and random totals."""
    number = len(t.rounds)
    t = tour.start(t, number, {x.number: (f"m{number}-{x.number}", f"J{x.number}", x.players)
                               for x in t.rounds[-1].tables}, deadline_ms=None)
    for table in t.rounds[-1].tables:
        totals = [rng.randrange(0, 40) for _ in table.players]
        winner = max(range(len(totals)), key=lambda seat: (totals[seat], -seat))
        t = tour.match_finished(t, table.match_id, {"winners": [winner], "totals": totals})
    return t


@pytest.mark.parametrize("seed", range(3))
def test_twelve_players_four_rounds_by_standings(seed):
    rng = random.Random(seed)
    t = tour.new_tournament(game="collector", name="Season", options={}, seed=f"s{seed}", rounds_limit=4,
                            profile=profiles.profile("placement"), chain=("opponents_points",),
                            seating="standings", forbidden=((0, 1),))
    for n in range(12):
        t = tour.check_in(tour.register(t, f"P{n}", f"c{n}"), f"c{n}")
    t = play_round(tour.seat_next(t), rng)
    assert t.rounds[0].tables[0].why["by"] == "fewest_repeats"
    for number in (2, 3, 4):
        rows = tour.table_of(t)
        order = [row.player for row in sorted(rows, key=lambda row: (row.rank, row.player))]
        home = {p: index // 4 for index, p in enumerate(order)}
        met = {}
        for r in t.rounds:
            for table in r.tables:
                for pair in combinations(table.players, 2):
                    met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
        t = tour.seat_next(t)
        tables = t.rounds[-1].tables
        for table in tables:
            assert not {0, 1} <= set(table.players)
            assert table.why["by"] == "standings"
            assert table.why["places"] == [next(r.rank for r in rows if r.player == p) for p in table.players]
        cost = sum(met.get(frozenset(pair), 0) ** 2 for table in tables for pair in combinations(table.players, 2))
        distance = sum(abs(home[p] - index) for index, table in enumerate(tables) for p in table.players)
        assert (cost, distance) == best_seating(order, met, {frozenset((0, 1))}), number
        assert sum(table.why["repeats"] for table in tables) == sum(
            1 for table in tables for pair in combinations(table.players, 2) if met.get(frozenset(pair)))
        t = play_round(t, rng)
    assert t.finished


def test_by_rating_the_strongest_sit_together_and_balanced_spreads_them():
    t = tour.new_tournament(game="collector", name="Night", options={}, seed="r", rounds_limit=3,
                            profile=profiles.profile("placement"), chain=("opponents_points",), seating="rating_graded")
    for n in range(8):
        t = tour.check_in(tour.register(t, f"P{n}", f"c{n}"), f"c{n}")
    t = play_round(tour.seat_next(t), random.Random(5))
    ordinals = {p: float(10 - p) for p in range(8)}  # a series' ratings: P0 the strongest
    graded = tour.seat_next(t, ordinals).rounds[-1].tables
    assert graded[0].why["by"] == "rating_graded" and sorted(graded[0].why["ratings"], reverse=True)[0] == 10
    assert sum(ordinals[p] for p in graded[0].players) > sum(ordinals[p] for p in graded[1].players)
    balanced = tour.seat_next(tour.new_tournament(**{**t.__dict__, "seating": "rating_balanced"}), ordinals)
    sums = [sum(ordinals[p] for p in table.players) for table in balanced.rounds[-1].tables]
    assert abs(sums[0] - sums[1]) < abs(sum(ordinals[p] for p in graded[0].players)
                                        - sum(ordinals[p] for p in graded[1].players))


def test_without_a_series_rating_seating_rates_the_tournaments_own_tables():
    t = tour.new_tournament(game="collector", name="Night", options={}, seed="own", rounds_limit=3,
                            profile=profiles.profile("placement"), chain=("opponents_points",), seating="rating_graded")
    for n in range(8):
        t = tour.check_in(tour.register(t, f"P{n}", f"c{n}"), f"c{n}")
    t = play_round(tour.seat_next(t), random.Random(2))
    own = tour.own_ratings(t)
    assert sorted(own) == list(range(8))
    table = tour.seat_next(t).rounds[-1].tables[0]
    assert table.why["ratings"] == [round(own[p], 2) for p in table.players]


def test_an_unknown_seating_is_refused():
    with pytest.raises(RuleViolation):
        tour.new_tournament(game="collector", name="x", options={}, seed="s", rounds_limit=1,
                            profile=profiles.profile("wdl"), chain=(), seating="by_height")
