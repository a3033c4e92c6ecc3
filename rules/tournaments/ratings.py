"""A skill rating per series member, from the refereed result of every table, with openskill's
Plackett–Luce model: it takes the placements at a table of 2 to 4 (players sharing a place tie),
and keeps for each player a skill estimate `mu` and its uncertainty `sigma`. Ranking uses the
conservative `ordinal` (mu − 3·sigma): a newcomer with few tables starts low and climbs as the
uncertainty shrinks.

Ratings are always recomputed from the first table, in order (event, round, table): a corrected
result or a table taken back changes every later rating exactly as if it had been right from the
start. Pure: the same tables in the same order give the same ratings."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from openskill.models import PlackettLuce

MODEL = PlackettLuce()


@dataclass(frozen=True)
class RatedTable:
    """One table's result as the ratings take it: its members in seat order and each one's place
    (1 = first; shared places tie)."""

    event: int
    round: int
    table: int
    members: tuple[Any, ...]
    places: tuple[int, ...]


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    def to_json(self) -> dict[str, float]:
        return {"mu": self.mu, "sigma": self.sigma, "ordinal": self.ordinal}


START = Rating(MODEL.mu, MODEL.sigma)


@dataclass(frozen=True)
class Change:
    """What one table did to one member's rating."""

    event: int
    round: int
    table: int
    place: int
    before: Rating
    after: Rating

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "round": self.round, "table": self.table, "place": self.place,
                "before": self.before.to_json(), "after": self.after.to_json(),
                "change": self.after.ordinal - self.before.ordinal}


@dataclass(frozen=True)
class Ratings:
    current: Mapping[Any, Rating]
    history: Mapping[Any, tuple[Change, ...]]

    def ordinals(self) -> dict[Any, float]:
        return {member: rating.ordinal for member, rating in self.current.items()}

    def of(self, member: Any) -> Rating:
        return self.current.get(member, START)


def in_order(tables: Iterable[RatedTable]) -> list[RatedTable]:
    return sorted(tables, key=lambda t: (t.event, t.round, t.table))


def rate(tables: Sequence[RatedTable]) -> Ratings:
    """Every member's rating after these tables, played in order, and what each table changed."""
    current: dict[Any, Rating] = {}
    history: dict[Any, list[Change]] = {}
    for table in in_order(tables):
        if len(table.members) < 2:
            continue  # a table of one rates nobody
        before = [current.get(member, START) for member in table.members]
        teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
        rated = MODEL.rate(teams, ranks=list(table.places))
        for member, place, old, (new,) in zip(table.members, table.places, before, rated):
            after = Rating(new.mu, new.sigma)
            current[member] = after
            history.setdefault(member, []).append(Change(table.event, table.round, table.table, place, old, after))
    return Ratings(current, {member: tuple(changes) for member, changes in history.items()})
