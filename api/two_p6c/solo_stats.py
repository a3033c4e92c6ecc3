"""Community figures over solo Ultimate Indexes (docs/games/2p6c.md §5.6), exactly: medians, percentiles and
percentile ranks of Fractions, never a float on the way. Pure: no Flask, no database.

Definitions (the ones a spreadsheet and numpy use by default, so players can check them):
- `percentile(values, p)`: linear interpolation between closest ranks ("inclusive", Hyndman and
  Fan's type 7): the sorted values sit at 0, 1/(n-1), …, 1, and p falls between two of them.
- `median(values)`: `percentile(values, 1/2)`: the middle value, or the mean of the two middle ones.
- `percentile_rank(values, x)`: the share of `values` below x, counting values equal to x half
  (the "mean" definition): 0 when every value is above x, 100 when every value is below it.
"""
from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from math import floor
from typing import Any, Iterable, Sequence

from rules.depths import QUICK
from rules.games.two_p6c.scoring import figures, round_half_up
from rules.options import EVERY_MOVE

__all__ = ["DEPTHS", "community_figures", "display", "median", "numbers", "percentile", "percentile_rank",
           "percentiles"]

# The community-wide percentiles a ranking shows.
QUARTILES_AND_P90 = {"p25": Fraction(1, 4), "p50": Fraction(1, 2), "p75": Fraction(3, 4),
                     "p90": Fraction(9, 10)}


def percentile(values: Iterable[Fraction], p: Fraction) -> Fraction:
    """The p-th quantile (0 <= p <= 1) of a non-empty collection, by linear interpolation."""
    ordered = sorted(Fraction(value) for value in values)
    if not ordered:
        raise ValueError("percentile of no values")
    p = Fraction(p)
    if not 0 <= p <= 1:
        raise ValueError("p must be between 0 and 1")
    position = (len(ordered) - 1) * p
    below = floor(position)
    if below == len(ordered) - 1:
        return ordered[below]
    weight = position - below
    return ordered[below] + weight * (ordered[below + 1] - ordered[below])


def median(values: Iterable[Fraction]) -> Fraction:
    return percentile(values, Fraction(1, 2))


def percentiles(values: Sequence[Fraction],
                levels: dict[str, Fraction] = QUARTILES_AND_P90) -> dict[str, Fraction | None]:
    """Each named level's percentile; None for every level when there are no values."""
    return {name: percentile(values, p) if values else None for name, p in levels.items()}


def percentile_rank(values: Iterable[Fraction], x: Fraction) -> Fraction:
    """100 × (values below x + ½ × values equal to x) / all values, for a non-empty collection."""
    below = equal = total = 0
    x = Fraction(x)
    for value in values:
        total += 1
        if value < x:
            below += 1
        elif value == x:
            equal += 1
    if not total:
        raise ValueError("percentile rank among no values")
    return Fraction(100 * (2 * below + equal), 2 * total)


def display(value: Fraction | None, places: int = 2) -> str | None:
    """As the spec displays a UIN: `places` decimals, halves rounded up (None stays None)."""
    return None if value is None else round_half_up(value, places)


def numbers(name: str, value: Fraction | None, places: int = 2) -> dict[str, Any]:
    """`name` as a JSON number, `<name>_display` and `<name>_fraction` beside it; all three null
    when there is no value."""
    if value is None:
        return {name: None, f"{name}_display": None, f"{name}_fraction": None}
    return figures(name, value, places)


# The order depths are listed in: refereed first, which also wins a tie for a member's best.
DEPTHS = (EVERY_MOVE, QUICK)


def community_figures(results: Iterable[tuple[str, str, Fraction, str]], me: str) -> dict[str, Any]:
    """A community's rankings and percentiles, from (player id, name, UIN, depth) of every result
    its members shared with it.

    One ranking per member who shared something: their name, best and median UIN, and where their
    best stands among every UIN shared (percentile rank), best first; then the community-wide
    p25/p50/p75/p90 of every UIN shared. Each figure is a JSON number, with its display form (2
    decimals, halves up) and exact fraction beside it (`best_uin_display`, `p50_fraction`, …).
    Each ranking says how its results were entered (`depths`: every_move when refereed move by
    move, quick when logged from end figures) and how its best was (`best_depth`; a refereed
    result wins a tie with a logged one). Nothing else leaves: no ids, dates, counts, MLR or FTS.
    `me` marks the caller's own ranking.
    """
    by_player: dict[str, list[tuple[Fraction, str]]] = defaultdict(list)
    names: dict[str, str] = {}
    for player_id, name, uin, depth in results:
        by_player[player_id].append((Fraction(uin), depth))
        names[player_id] = name
    everything = [uin for shared in by_player.values() for uin, _depth in shared]
    members = []
    for player_id, shared in by_player.items():
        uins = [uin for uin, _depth in shared]
        best, best_depth = max(shared, key=lambda result: (result[0], -DEPTHS.index(result[1])))
        depths = [depth for depth in DEPTHS if any(entered == depth for _uin, entered in shared)]
        members.append((best, median(uins), names[player_id], player_id, best_depth, depths))
    members.sort(key=lambda member: (-member[0], -member[1], member[2].casefold(), member[3]))
    return {
        "rankings": [{"name": name, **numbers("best_uin", best), **numbers("median_uin", middle),
                      **numbers("percentile_rank", percentile_rank(everything, best)),
                      "best_depth": best_depth, "depths": depths, "me": player_id == me}
                     for best, middle, name, player_id, best_depth, depths in members],
        "percentiles": {key: value for level, figure in percentiles(everything).items()
                        for key, value in numbers(level, figure).items()},
    }
