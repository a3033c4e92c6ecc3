"""A series (a season, a league): tournaments of one game, one after another, with the same players
recognised from event to event, and a series table over them that explains itself.

Each event gives every member who played it a score, as the series' `per_event` scoring says:
- `event_points`: the points the member scored in the event, under that event's own profile;
- `placement`: points by the member's final place in the event, from a table (10/8/6/5/…);
  members sharing a place get its points.
The table counts each member's best `best` event scores (all of them when `best` is None), then
splits ties by the series' chain, each step only among those still tied:
- `best_event`: the best single event score;
- `event_wins`: events finished first (alone or sharing first place);
- `events_played`: more events played;
- `rating`: the rating's conservative ordinal (ratings.py), when the series keeps ratings.
Every row says which step put it below the row above ("Below Dan on best-4 points: 31 to your 29").
Pure: the service gives it each event's final (or current) standings."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .standings import first_difference, split_ties

PER_EVENT = ("event_points", "placement")
SERIES_TIEBREAKS = ("best_event", "event_wins", "events_played", "rating")
DEFAULT_SERIES_CHAIN = ("best_event", "event_wins")
DEFAULT_PLACEMENT_POINTS = (10, 8, 6, 5, 4, 3, 2, 1)


@dataclass(frozen=True)
class Scoring:
    per_event: str = "event_points"
    placement_points: tuple[float, ...] = DEFAULT_PLACEMENT_POINTS
    best: int | None = None          # count the best N events; None: every event
    events: int | None = None        # the events planned (M), shown as "best N of M"
    chain: tuple[str, ...] = DEFAULT_SERIES_CHAIN

    def __post_init__(self) -> None:
        if self.per_event not in PER_EVENT:
            raise ValueError(f"unknown per-event scoring {self.per_event!r}")
        unknown = [step for step in self.chain if step not in SERIES_TIEBREAKS]
        if unknown:
            raise ValueError(f"unknown series tiebreak {unknown[0]!r}")


@dataclass(frozen=True)
class EventStanding:
    """One event as the series sees it: each member's final place and points there (so far, while
    it runs), in the order the series holds its events."""

    number: int                        # 1, 2, … in the series
    places: Mapping[Any, int]          # member → final rank (1 = first; shared ranks repeat)
    points: Mapping[Any, float]        # member → tournament points
    finished: bool = True


@dataclass(frozen=True)
class SeriesRow:
    rank: int
    member: Any
    points: float                      # the sum of the counted event scores
    scores: Mapping[int, float]        # event number → this member's score there
    counted: tuple[int, ...]           # the event numbers whose scores are in `points`
    steps: Mapping[str, Any]
    decided_by: str | None             # "points" or the tiebreak that put this row below the one above
    shared: bool = False
    above: Any = field(default=None)

    @property
    def played(self) -> int:
        return len(self.scores)


def event_scores(scoring: Scoring, event: EventStanding) -> dict[Any, float]:
    """What each member who played the event scores in the series for it."""
    if scoring.per_event == "event_points":
        return {member: float(points) for member, points in event.points.items()}
    table = scoring.placement_points
    return {member: float(table[place - 1]) if place <= len(table) else 0.0
            for member, place in event.places.items()}


def counted_events(scores: Mapping[int, float], best: int | None) -> tuple[int, ...]:
    """The events whose scores count: the best `best` of them (the earlier event on equal scores,
    so a row never changes when a later equal score arrives), all of them when `best` is None."""
    ordered = sorted(scores, key=lambda number: (-scores[number], number))
    return tuple(sorted(ordered if best is None else ordered[:best]))


def series_table(members: Iterable[Any], events: Sequence[EventStanding], scoring: Scoring,
                 ordinals: Mapping[Any, float] | None = None) -> list[SeriesRow]:
    members = list(members)
    scores: dict[Any, dict[int, float]] = {m: {} for m in members}
    wins: dict[Any, int] = {m: 0 for m in members}
    for event in events:
        for member, score in event_scores(scoring, event).items():
            scores.setdefault(member, {})[event.number] = score
        for member, place in event.places.items():
            if place == 1 and event.finished:
                wins[member] = wins.get(member, 0) + 1
    counted = {m: counted_events(s, scoring.best) for m, s in scores.items()}
    total = {m: sum(scores[m][n] for n in counted[m]) for m in scores}
    values = {m: {"best_event": max(scores[m].values(), default=0.0), "event_wins": wins.get(m, 0),
                  "events_played": len(scores[m]), "rating": (ordinals or {}).get(m, 0.0)}
              for m in scores}
    ordered = split_ties(list(scores), lambda m: total[m], list(scoring.chain), values, ())
    rows: list[SeriesRow] = []
    for index, m in enumerate(ordered):
        decided, shared, rank, above = None, False, index + 1, None
        if index:
            above = ordered[index - 1]
            decided = first_difference(above, m, total, scoring.chain, values)
            shared = decided is None
            rank = rows[-1].rank if shared else index + 1
        rows.append(SeriesRow(rank, m, total[m], dict(scores[m]), counted[m],
                              {step: values[m][step] for step in scoring.chain}, decided, shared, above))
    return rows


def explain(row: SeriesRow) -> dict[str, Any]:
    """A row as JSON: the series page and its exports read this."""
    return {"rank": row.rank, "member": row.member, "points": row.points, "played": row.played,
            "scores": [{"event": number, "score": score, "counted": number in row.counted}
                       for number, score in sorted(row.scores.items())],
            "steps": dict(row.steps), "decided_by": row.decided_by, "shared": row.shared, "above": row.above}
