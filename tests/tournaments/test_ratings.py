"""Series ratings (issue: organisers beyond one evening): openskill's Plackett-Luce over each
table's placements, in order; checked against the library called directly on the same tables."""
from __future__ import annotations

import random

from openskill.models import PlackettLuce

from rules.tournaments.ratings import START, RatedTable, rate


def by_hand(tables):
    """The library itself, table after table, with a fresh model: what rate() must agree with."""
    model = PlackettLuce()
    ratings = {}
    for table in sorted(tables, key=lambda t: (t.event, t.round, t.table)):
        teams = [[ratings.get(m) or model.rating()] for m in table.members]
        for member, (new,) in zip(table.members, model.rate(teams, ranks=list(table.places))):
            ratings[member] = new
    return {m: (r.mu, r.sigma) for m, r in ratings.items()}


def random_season(seed, events=3, rounds=3, players=8):
    rng = random.Random(seed)
    tables = []
    for event in range(1, events + 1):
        for round_ in range(1, rounds + 1):
            people = rng.sample(range(players), players)
            for number, start in enumerate(range(0, players, 4), start=1):
                seated = tuple(people[start:start + 4])
                places = tuple(rng.choice([1, 2, 3, 4]) for _ in seated)
                tables.append(RatedTable(event, round_, number, seated, places))
    return tables


def test_ratings_agree_with_the_library_called_directly():
    tables = random_season(1)
    rated = rate(tables)
    assert {m: (r.mu, r.sigma) for m, r in rated.current.items()} == by_hand(tables)


def test_tables_are_rated_in_event_round_table_order_whatever_order_they_come_in():
    tables = random_season(2)
    shuffled = tables[:]
    random.Random(3).shuffle(shuffled)
    assert rate(shuffled) == rate(tables)


def test_a_corrected_early_result_changes_every_later_rating_as_if_it_had_been_right():
    tables = random_season(4)
    first = tables[0]
    corrected = [RatedTable(first.event, first.round, first.table, first.members, tuple(reversed(first.places))),
                 *tables[1:]]
    assert rate(corrected).current != rate(tables).current
    assert {m: (r.mu, r.sigma) for m, r in rate(corrected).current.items()} == by_hand(corrected)


def test_the_winner_gains_and_the_last_loses_and_shared_places_move_alike():
    rated = rate([RatedTable(1, 1, 1, ("A", "B", "C", "D"), (1, 2, 2, 4))])
    a, b, c, d = (rated.of(m) for m in "ABCD")
    assert a.mu > START.mu > d.mu
    assert (b.mu, b.sigma) == (c.mu, c.sigma)
    assert all(r.sigma < START.sigma for r in (a, b, c, d))


def test_history_records_each_table_change_with_before_and_after():
    tables = [RatedTable(1, 1, 1, ("A", "B"), (1, 2)), RatedTable(1, 2, 1, ("A", "B"), (2, 1))]
    rated = rate(tables)
    first, second = rated.history["A"]
    assert first.before == START and first.after == second.before
    assert second.after == rated.of("A")
    assert first.to_json()["change"] == first.after.ordinal - first.before.ordinal > 0
    assert (first.place, second.place) == (1, 2)


def test_a_table_of_one_rates_nobody():
    assert rate([RatedTable(1, 1, 1, ("A",), (1,))]).current == {}


def test_a_newcomer_ranks_by_the_conservative_ordinal():
    assert START.ordinal == START.mu - 3 * START.sigma == 0
