"""Seating a tournament round: players at tables of 2-4, sized by what the game allows, with as
few repeat meetings as possible, never a pair the organiser keeps apart, and the first seat
rotated. Seeded and pure: the same players, history and seed give the same tables.

The search is a seeded shuffle followed by pairwise swaps between tables, kept while they lower
the cost (forbidden pairs weigh more than any number of repeats), restarted a few times from new
shuffles; for the 5-30 players of a hall this settles in milliseconds.

From round 2 an organiser may instead seat by an order (the standings, or a rating): `graded`
tables take neighbouring places (the leaders together), `balanced` tables one player from each
band (snake order: 1, 2, 3 | 3, 2, 1 | …). Each player starts at the table the order gives them
(their home table), and swaps between tables are kept while they lower the cost (and again from a
few seeded shuffles): forbidden pairs first, then repeat meetings, then how far players sit from
their home table. So a repeat is
avoided whenever some seating avoids it, and otherwise everyone sits as close to home as can be."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Hashable, Iterable, Mapping, Sequence

Player = Hashable
FORBIDDEN = 10_000  # a forbidden pair at one table costs more than every repeat meeting together
RESTARTS = 12
KICKS = 40  # seat_by_order: random nudges of its best seating, each settled again by swaps


class SeatingError(ValueError):
    """The round cannot be seated as asked (too few players, or forbidden pairs leave no way)."""


@dataclass(frozen=True)
class History:
    """What earlier rounds did: how often each pair met, and how often each player sat first."""

    met: Mapping[frozenset, int] = field(default_factory=dict)
    first: Mapping[Player, int] = field(default_factory=dict)
    byes: Mapping[Player, int] = field(default_factory=dict)

    @classmethod
    def of(cls, rounds: Iterable[Sequence[Sequence[Player]]], byes: Iterable[Player] = ()) -> "History":
        """From earlier rounds' tables, each table's players in seat order."""
        met: dict[frozenset, int] = {}
        first: dict[Player, int] = {}
        for tables in rounds:
            for table in tables:
                first[table[0]] = first.get(table[0], 0) + 1
                for pair in combinations(table, 2):
                    met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
        missed: dict[Player, int] = {}
        for player in byes:
            missed[player] = missed.get(player, 0) + 1
        return cls(met, first, missed)


def table_sizes(players: int, smallest: int = 2, largest: int = 4) -> list[int]:
    """As few tables as the largest size allows, as even as possible (7 → 4, 3; 6 → 3, 3), all
    within the game's player counts. Players left over (a game for 3-4 with 5 players) sit out."""
    smallest, largest = max(2, smallest), min(4, largest)
    if smallest > largest:
        raise SeatingError(f"no table size fits between {smallest} and {largest} players")
    for seated in range(players, smallest - 1, -1):
        tables = -(-seated // largest)
        base, extra = divmod(seated, tables)
        if base >= smallest:
            return [base + 1] * extra + [base] * (tables - extra)
    raise SeatingError(f"{players} players cannot fill a table of {smallest}")


@dataclass(frozen=True)
class Round:
    tables: tuple[tuple[Player, ...], ...]   # each table's players, in seat order
    byes: tuple[Player, ...]                 # who sits this round out (only when sizes force it)
    repeats: int                             # pairs meeting again this round


def seat_round(players: Sequence[Player], history: History = History(), *, seed: int | str,
               forbidden: Iterable[tuple[Player, Player]] = (), smallest: int = 2,
               largest: int = 4) -> Round:
    """Tables for one round. Raises SeatingError when the forbidden pairs cannot all be kept apart."""
    if len(set(players)) != len(players):
        raise SeatingError("a player is listed twice")
    rng = random.Random(f"seating/{seed}")
    sizes = table_sizes(len(players), smallest, largest)
    apart = {frozenset(pair) for pair in forbidden}
    byes = _byes(players, len(players) - sum(sizes), history, rng)
    seated = [p for p in players if p not in byes]

    def pair_cost(a: Player, b: Player) -> int:
        pair = frozenset((a, b))
        return FORBIDDEN if pair in apart else history.met.get(pair, 0) ** 2

    def table_cost(table: Sequence[Player]) -> int:
        return sum(pair_cost(a, b) for a, b in combinations(table, 2))

    best: list[list[Player]] | None = None
    best_cost = None
    for _ in range(RESTARTS):
        shuffled = seated[:]
        rng.shuffle(shuffled)
        tables, start = [], 0
        for size in sizes:
            tables.append(shuffled[start:start + size])
            start += size
        cost = _improve(tables, lambda _index, table: table_cost(table))
        if best_cost is None or cost < best_cost:
            best, best_cost = tables, cost
        if cost == 0:
            break
    if best_cost >= FORBIDDEN:
        raise SeatingError("the pairs that must not meet cannot all be kept apart")
    ordered = tuple(_rotate(table, history, rng) for table in best)
    repeats = sum(1 for table in ordered for pair in combinations(table, 2) if history.met.get(frozenset(pair)))
    return Round(ordered, byes, repeats)


def _rotate(table: list[Player], history: History, rng: random.Random) -> tuple[Player, ...]:
    """The player who has sat first least often sits first; the rest keep a seeded order."""
    rest = table[:]
    rng.shuffle(rest)
    first = min(rest, key=lambda p: history.first.get(p, 0))
    rest.remove(first)
    return (first, *rest)


ORDERED_MODES = ("graded", "balanced")


def seat_by_order(ordered: Sequence[Player], history: History = History(), *, seed: int | str,
                  mode: str = "graded", forbidden: Iterable[tuple[Player, Player]] = (), smallest: int = 2,
                  largest: int = 4) -> Round:
    """Tables for one round from `ordered` (best first): graded or balanced, as the module says."""
    if mode not in ORDERED_MODES:
        raise SeatingError(f"unknown seating mode {mode!r}")
    if len(set(ordered)) != len(ordered):
        raise SeatingError("a player is listed twice")
    rng = random.Random(f"seating/{seed}")
    sizes = table_sizes(len(ordered), smallest, largest)
    byes = _byes(ordered, len(ordered) - sum(sizes), history, rng)
    seated = [p for p in ordered if p not in byes]
    home = _homes(seated, sizes, mode)
    apart = {frozenset(pair) for pair in forbidden}
    # A repeat outweighs any distance from home: a seating with fewer repeats always wins.
    repeat = len(seated) * len(sizes) + 1

    def table_cost(index: int, table: Sequence[Player]) -> int:
        meetings = sum(FORBIDDEN * repeat if frozenset(pair) in apart else repeat * history.met.get(frozenset(pair), 0) ** 2
                       for pair in combinations(table, 2))
        return meetings + sum(abs(index - home[p]) for p in table)

    # From the order itself, then from seeded shuffles of the best seating so far (a few players
    # moved at random): swaps alone can stall where moving several players at once would help.
    tables: list[list[Player]] = [[] for _ in sizes]
    for p in seated:
        tables[home[p]].append(p)
    cost = _improve(tables, table_cost)
    for _ in range(KICKS if len(sizes) > 1 else 0):
        candidate = [table[:] for table in tables]
        for _ in range(3):
            i, j = rng.sample(range(len(candidate)), 2)
            a, b = rng.randrange(len(candidate[i])), rng.randrange(len(candidate[j]))
            candidate[i][a], candidate[j][b] = candidate[j][b], candidate[i][a]
        found = _improve(candidate, table_cost)
        if found < cost:
            tables, cost = candidate, found
    cost = _improve(tables, table_cost, cycles=True)
    if cost >= FORBIDDEN * repeat:
        raise SeatingError("the pairs that must not meet cannot all be kept apart")
    ordered_tables = tuple(_rotate(table, history, rng) for table in tables)
    repeats = sum(1 for table in ordered_tables for pair in combinations(table, 2) if history.met.get(frozenset(pair)))
    return Round(ordered_tables, byes, repeats)


def _byes(players: Sequence[Player], count: int, history: History, rng: random.Random) -> tuple[Player, ...]:
    """Those who sat out least often sit out now; ties broken by the seed."""
    return tuple(sorted(players, key=lambda p: (history.byes.get(p, 0), rng.random()))[:count])


def _homes(seated: Sequence[Player], sizes: Sequence[int], mode: str) -> dict[Player, int]:
    """Each player's table by the order: consecutive blocks (graded) or snake (balanced)."""
    if mode == "graded":
        home, start = {}, 0
        for index, size in enumerate(sizes):
            for p in seated[start:start + size]:
                home[p] = index
            start += size
        return home
    free = list(sizes)
    home, forward, index = {}, True, 0
    for p in seated:
        while free[index] == 0:
            index, forward = _snake_step(index, forward, len(sizes))
        home[p] = index
        free[index] -= 1
        index, forward = _snake_step(index, forward, len(sizes))
    return home


def _snake_step(index: int, forward: bool, count: int) -> tuple[int, bool]:
    if forward:
        return (index + 1, True) if index + 1 < count else (index, False)
    return (index - 1, False) if index > 0 else (index, True)


def _improve(tables: list[list[Player]], table_cost, cycles: bool = False) -> int:
    """Swap players between tables while a swap lowers the cost (table_cost(index, table): where a
    table stands may matter); returns the final cost. With
    `cycles`, when no swap helps, three players at three tables move round one place, which a
    swap cannot do (slower: kept for the last pass)."""
    improved = True
    while improved:
        improved = False
        for i, j in combinations(range(len(tables)), 2):
            for a in range(len(tables[i])):
                for b in range(len(tables[j])):
                    before = table_cost(i, tables[i]) + table_cost(j, tables[j])
                    tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
                    if table_cost(i, tables[i]) + table_cost(j, tables[j]) < before:
                        improved = True
                    else:
                        tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
        if not improved and cycles:
            improved = _rotate_three(tables, table_cost)
    return sum(table_cost(index, table) for index, table in enumerate(tables))


def _rotate_three(tables: list[list[Player]], table_cost) -> bool:
    """The first move of one player from each of three tables to the next that lowers the cost."""
    for i, j, k in combinations(range(len(tables)), 3):
        for a in range(len(tables[i])):
            for b in range(len(tables[j])):
                for c in range(len(tables[k])):
                    before = table_cost(i, tables[i]) + table_cost(j, tables[j]) + table_cost(k, tables[k])
                    for _ in range(2):  # both directions round; the third turn puts them back
                        tables[i][a], tables[j][b], tables[k][c] = tables[k][c], tables[i][a], tables[j][b]
                        if table_cost(i, tables[i]) + table_cost(j, tables[j]) + table_cost(k, tables[k]) < before:
                            return True
                    tables[i][a], tables[j][b], tables[k][c] = tables[k][c], tables[i][a], tables[j][b]
    return False
