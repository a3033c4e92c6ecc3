"""Seating a round (issue: tournaments): tables of 2-4 sized by the game's player counts for 5 to
30 players, as few repeat meetings as the numbers allow, forbidden pairs never together, the
first seat rotated, byes only when sizes force them, and the same seed giving the same tables."""
from __future__ import annotations

from itertools import combinations

import pytest

from rules.tournaments.seating import History, SeatingError, seat_round, table_sizes

NAMES = [f"P{n:02}" for n in range(1, 31)]


@pytest.mark.parametrize("players", range(5, 31))
def test_tables_hold_two_to_four_players_as_evenly_as_possible(players):
    sizes = table_sizes(players)
    assert sum(sizes) == players and all(2 <= size <= 4 for size in sizes)
    assert max(sizes) - min(sizes) <= 1 and len(sizes) == -(-players // 4)


@pytest.mark.parametrize("players, smallest, largest, expected", [
    (5, 2, 4, [3, 2]), (6, 2, 4, [3, 3]), (7, 2, 4, [4, 3]), (9, 2, 4, [3, 3, 3]),
    (5, 3, 4, [4]), (7, 2, 2, [2, 2, 2]), (6, 2, 6, [3, 3]), (13, 3, 4, [4, 3, 3, 3])])
def test_table_sizes_follow_the_games_player_counts(players, smallest, largest, expected):
    assert table_sizes(players, smallest, largest) == expected


def test_too_few_players_for_a_table_is_refused():
    with pytest.raises(SeatingError):
        table_sizes(1)
    with pytest.raises(SeatingError):
        table_sizes(2, smallest=3)


@pytest.mark.parametrize("players", range(5, 31))
def test_every_player_is_seated_once_for_every_size(players):
    names = NAMES[:players]
    rounds = []
    for number in range(3):
        round_ = seat_round(names, History.of(rounds), seed=f"hall/{number}")
        seated = [p for table in round_.tables for p in table]
        assert sorted(seated) == sorted(names) and round_.byes == ()
        assert sorted(len(t) for t in round_.tables) == sorted(table_sizes(players))
        rounds.append(round_.tables)


def play_rounds(names, count, seed="s", **options):
    rounds = []
    for number in range(count):
        round_ = seat_round(names, History.of(rounds), seed=f"{seed}/{number}", **options)
        rounds.append(round_.tables)
    return rounds


def meetings(rounds):
    met = {}
    for tables in rounds:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return met


def test_sixteen_players_meet_nobody_twice_in_their_second_round():
    """Four tables of four: one player from each first-round table sits at each new table."""
    first, second = play_rounds(NAMES[:16], 2)
    assert seat_round(NAMES[:16], History.of([first]), seed="s/1").repeats == 0
    assert max(meetings([first, second]).values()) == 1


@pytest.mark.parametrize("players, fewest", [(8, 4), (12, 3), (9, 0)])
def test_repeat_meetings_are_as_few_as_the_numbers_allow(players, fewest):
    """8 in two tables of four: a new table of four draws from two old ones, so 2 pairs meet
    again at each; 12 in three: at least one pair at each table; 9 in threes: none."""
    first = play_rounds(NAMES[:players], 1)
    assert seat_round(NAMES[:players], History.of(first), seed="again").repeats == fewest


def test_over_many_rounds_pairs_meet_evenly():
    """Twenty players, five rounds of four tables of four: no pair meets three times."""
    rounds = play_rounds(NAMES[:20], 5)
    assert max(meetings(rounds).values()) <= 2


@pytest.mark.parametrize("seed", range(10))
def test_forbidden_pairs_never_share_a_table(seed):
    apart = [("P01", "P02"), ("P03", "P04"), ("P05", "P06"), ("P01", "P03")]
    for tables in play_rounds(NAMES[:6], 4, seed=seed, forbidden=apart):
        for table in tables:
            assert not any({a, b} <= set(table) for a, b in apart)


def test_forbidden_pairs_that_cannot_be_kept_apart_are_refused():
    with pytest.raises(SeatingError, match="kept apart"):
        seat_round(["A", "B"], seed=1, forbidden=[("A", "B")])
    with pytest.raises(SeatingError):  # four players make one table: A, B and C would share it
        seat_round(list("ABCD"), seed=1, forbidden=[(a, b) for a, b in combinations("ABC", 2)])


def test_the_first_seat_rotates():
    """Whoever has sat first least often at a table sits first."""
    rounds = play_rounds(NAMES[:8], 8)
    firsts = {}
    for tables in rounds:
        for table in tables:
            firsts[table[0]] = firsts.get(table[0], 0) + 1
    assert sum(firsts.values()) == 16 and max(firsts.values()) - min(firsts.get(p, 0) for p in NAMES[:8]) <= 2
    history = History.of([[("A", "B", "C")]])
    assert seat_round(["A", "B", "C"], history, seed="x").tables[0][0] != "A"


def test_byes_go_to_those_who_sat_out_least():
    """A game for 3-4 players with 5 at the hall: one sits out, never the same one twice running."""
    out = []
    rounds = []
    for number in range(5):
        round_ = seat_round(list("ABCDE"), History.of(rounds, out), seed=number, smallest=3)
        assert len(round_.byes) == 1 and len(round_.tables) == 1
        out.extend(round_.byes)
        rounds.append(round_.tables)
    assert sorted(out) == list("ABCDE")


def test_the_same_seed_seats_the_same_tables():
    history = History.of([[tuple(NAMES[:4]), tuple(NAMES[4:8]), tuple(NAMES[8:11])]])
    one = seat_round(NAMES[:11], history, seed=42)
    assert seat_round(NAMES[:11], history, seed=42) == one
    assert any(seat_round(NAMES[:11], history, seed=s) != one for s in range(43, 48))


def test_a_player_listed_twice_is_refused():
    with pytest.raises(SeatingError, match="twice"):
        seat_round(["A", "B", "A"], seed=1)
