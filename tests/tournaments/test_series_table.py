"""A series table (issue: organisers beyond one evening): each event scored for the series, the
best N events counted, ties split by the series' chain, and every row saying what put it below
the row above."""
from __future__ import annotations

import pytest

from rules.tournaments.series_table import EventStanding, Scoring, counted_events, event_scores, explain, series_table


def event(number, points, places=None, finished=True):
    """Places default to the order of points, equal points sharing a place."""
    if places is None:
        ranked = sorted(points.values(), reverse=True)
        places = {m: ranked.index(p) + 1 for m, p in points.items()}
    return EventStanding(number, places, points, finished)


def order(rows):
    return [(row.rank, row.member) for row in rows]


def test_best_four_of_six_drops_the_two_worst_events():
    scores = [9, 2, 8, 7, 1, 5]
    events = [event(n, {"Ann": s, "Dan": 6}) for n, s in enumerate(scores, start=1)]
    rows = series_table(["Ann", "Dan"], events, Scoring(best=4, events=6))
    ann = next(row for row in rows if row.member == "Ann")
    assert ann.points == 9 + 8 + 7 + 5
    assert ann.counted == (1, 3, 4, 6)
    assert ann.played == 6
    dan = next(row for row in rows if row.member == "Dan")
    assert dan.points == 24 and dan.counted == (1, 2, 3, 4)  # equal scores: the earlier events count


def test_below_dan_on_best_four_points_31_to_29():
    events = [event(1, {"Dan": 10, "Eve": 8}), event(2, {"Dan": 8, "Eve": 10}),
              event(3, {"Dan": 7, "Eve": 6}), event(4, {"Dan": 6, "Eve": 5}), event(5, {"Dan": 1, "Eve": 1})]
    rows = series_table(["Dan", "Eve"], events, Scoring(best=4))
    assert order(rows) == [(1, "Dan"), (2, "Eve")]
    assert (rows[0].points, rows[1].points) == (31, 29)
    assert rows[1].decided_by == "points" and rows[1].above == "Dan"


def test_a_member_who_missed_events_counts_what_they_played():
    events = [event(1, {"Ann": 4, "Ben": 3}), event(2, {"Ann": 4}), event(3, {"Ann": 1, "Ben": 9})]
    rows = series_table(["Ann", "Ben", "Cat"], events, Scoring(best=2))
    assert order(rows) == [(1, "Ben"), (2, "Ann"), (3, "Cat")]
    assert rows[0].points == 12 and rows[1].points == 8 and rows[2].points == 0
    assert rows[2].played == 0 and rows[2].scores == {}


def test_placement_scoring_gives_points_by_final_place_and_shared_places_share_them():
    standing = event(1, {"A": 12, "B": 9, "C": 9, "D": 2}, places={"A": 1, "B": 2, "C": 2, "D": 4})
    scoring = Scoring(per_event="placement", placement_points=(10, 8, 6, 5))
    assert event_scores(scoring, standing) == {"A": 10, "B": 8, "C": 8, "D": 5}


def test_placement_beyond_the_table_scores_nothing():
    standing = event(1, {"A": 1, "B": 0}, places={"A": 1, "B": 2})
    assert event_scores(Scoring(per_event="placement", placement_points=(3,)), standing) == {"A": 3, "B": 0}


def test_tie_on_points_goes_to_the_best_single_event():
    events = [event(1, {"A": 10, "B": 6}), event(2, {"A": 2, "B": 6})]
    rows = series_table(["A", "B"], events, Scoring())
    assert [row.points for row in rows] == [12, 12]
    assert order(rows) == [(1, "A"), (2, "B")]
    assert rows[1].decided_by == "best_event" and rows[1].steps["best_event"] == 6


def test_then_event_wins_then_shared_when_nothing_splits_them():
    events = [event(1, {"A": 5, "B": 5}, places={"A": 1, "B": 1}), event(2, {"A": 5, "B": 5}, places={"A": 2, "B": 1})]
    rows = series_table(["A", "B"], events, Scoring(chain=("best_event", "event_wins")))
    assert order(rows) == [(1, "B"), (2, "A")] and rows[1].decided_by == "event_wins"
    same = series_table(["A", "B"], [events[0]], Scoring(chain=("best_event", "event_wins")))
    assert order(same) == [(1, "A"), (1, "B")] and same[1].shared and same[1].decided_by is None


def test_an_event_still_running_gives_points_but_no_event_win():
    rows = series_table(["A", "B"], [event(1, {"A": 3, "B": 1}, finished=False)], Scoring(chain=("event_wins",)))
    assert rows[0].points == 3 and rows[0].steps["event_wins"] == 0


def test_rating_as_a_tiebreak_reads_the_ordinals_given():
    events = [event(1, {"A": 5, "B": 5}, places={"A": 1, "B": 1})]
    rows = series_table(["A", "B"], events, Scoring(chain=("rating",)), ordinals={"A": 1.5, "B": 4.0})
    assert order(rows) == [(1, "B"), (2, "A")] and rows[1].decided_by == "rating"


def test_counted_events_without_a_limit_are_all_of_them():
    assert counted_events({1: 3.0, 2: 1.0, 3: 2.0}, None) == (1, 2, 3)
    assert counted_events({1: 3.0, 2: 1.0, 3: 2.0}, 2) == (1, 3)


def test_explain_lists_every_event_score_and_whether_it_counts():
    rows = series_table(["A"], [event(1, {"A": 4}), event(2, {"A": 1})], Scoring(best=1))
    assert explain(rows[0])["scores"] == [{"event": 1, "score": 4, "counted": True},
                                          {"event": 2, "score": 1, "counted": False}]


@pytest.mark.parametrize("bad", [{"per_event": "medals"}, {"chain": ("coin_flip",)}])
def test_unknown_scoring_is_refused(bad):
    with pytest.raises(ValueError):
        Scoring(**bad)
