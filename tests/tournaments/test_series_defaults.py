"""The series table's defaults and directions that docs/tournaments.md states: ties on points go
to the best single event, then to events won; every tiebreak favours the larger value, so more
events played ranks higher."""
from __future__ import annotations

from rules.tournaments.series_table import DEFAULT_SERIES_CHAIN, EventStanding, Scoring, series_table


def test_the_default_tiebreaks_are_the_best_event_then_event_wins():
    assert DEFAULT_SERIES_CHAIN == ("best_event", "event_wins") and Scoring().chain == DEFAULT_SERIES_CHAIN


def test_more_events_played_ranks_higher_on_equal_points():
    # Ann scores 6 in one event, Ben 3 in each of two: equal on points, Ben played more.
    events = [EventStanding(1, {"Ann": 1, "Ben": 2}, {"Ann": 6, "Ben": 3}),
              EventStanding(2, {"Ben": 1}, {"Ben": 3})]
    rows = series_table(["Ann", "Ben"], events, Scoring(chain=("events_played",)))
    assert [(row.rank, row.member) for row in rows] == [(1, "Ben"), (2, "Ann")]
    assert rows[1].decided_by == "events_played" and rows[1].steps["events_played"] == 1
