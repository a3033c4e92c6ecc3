"""Standings that explain themselves: points, then the tiebreak chain the organiser chose, each
step splitting only the players still tied; every row carries its value at every step and the
step that put it below the row above ("why am I here?").

Tiebreaks:
- `opponents_points`: the points of every opponent met, once per meeting (Buchholz);
- `head_to_head`: among the players still tied, +1 for each one you finished ahead of in a
  match you shared, -1 for each one ahead of you (by that match's tournament points);
- `wins`: matches won outright;
- `win_types`: EkeQ's order (Part E.3): the most 50-point wins, then 25, 20, 15, 10, 5."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

TIEBREAKS = ("opponents_points", "head_to_head", "wins", "win_types")
DEFAULT_CHAIN = ("opponents_points", "head_to_head", "wins")


@dataclass(frozen=True)
class Scored:
    """A finished match in the tournament: who sat there, what each scored, who won; for
    `win_types`, what the win was worth (EkeQ's table)."""

    players: tuple[Any, ...]
    points: Mapping[Any, float]
    winners: tuple[Any, ...] = ()
    round: int = 0
    win_value: float = 0


@dataclass(frozen=True)
class Row:
    rank: int
    player: Any
    points: float
    steps: Mapping[str, Any]          # the value at every step of the chain
    decided_by: str | None            # "points" or the tiebreak that put this row below the one above
    played: int = 0
    dropped: bool = False
    shared: bool = False              # the same rank as the row above: tied at every step
    above: Any = field(default=None)  # the player of the row above


def standings(players: Iterable[Any], matches: Sequence[Scored], chain: Sequence[str] = DEFAULT_CHAIN,
              dropped: Iterable[Any] = ()) -> list[Row]:
    players, dropped = list(players), set(dropped)
    unknown = [step for step in chain if step not in TIEBREAKS]
    if unknown:
        raise ValueError(f"unknown tiebreak {unknown[0]!r}")
    total = {p: 0.0 for p in players}
    played = {p: 0 for p in players}
    for match in matches:
        for p in match.players:
            total[p] = total.get(p, 0.0) + match.points.get(p, 0)
            played[p] = played.get(p, 0) + 1
    values: dict[Any, dict[str, Any]] = {p: {} for p in total}
    for p in total:
        mine = [m for m in matches if p in m.players]
        values[p]["opponents_points"] = sum(total[o] for m in mine for o in m.players if o != p)
        values[p]["wins"] = sum(1 for m in mine if m.winners == (p,))
        values[p]["win_types"] = _win_types(p, mine)
        values[p]["head_to_head"] = 0
    ordered = split_ties(list(total), lambda p: total[p], list(chain), values, matches)
    rows: list[Row] = []
    for index, p in enumerate(ordered):
        steps = {step: values[p][step] for step in chain}
        decided, shared, rank, above = None, False, index + 1, None
        if index:
            above = ordered[index - 1]
            decided = first_difference(above, p, total, chain, values)
            shared = decided is None
            rank = rows[-1].rank if shared else index + 1
        rows.append(Row(rank, p, total[p], steps, decided, played[p], p in dropped, shared, above))
    return rows


def split_ties(group: list[Any], key, chain: list[str], values, matches) -> list[Any]:
    """Sort `group` by `key`, then each run still tied by the next step of the chain."""
    group.sort(key=lambda p: (-_sortable(key(p)), str(p)))
    result, start = [], 0
    while start < len(group):
        end = start
        while end + 1 < len(group) and key(group[end + 1]) == key(group[start]):
            end += 1
        tied = group[start:end + 1]
        if len(tied) > 1 and chain:
            step, rest = chain[0], chain[1:]
            if step == "head_to_head":
                for p in tied:
                    values[p]["head_to_head"] = _head_to_head(p, set(tied), matches)
            tied = split_ties(tied, lambda p, s=step: values[p][s], rest, values, matches)
        result.extend(tied)
        start = end + 1
    return result


def _sortable(value: Any) -> Any:
    """Numbers sort as they are; a win-types tuple by its first differing count."""
    if isinstance(value, tuple):
        return sum(count * 1000 ** (len(value) - i) for i, (_v, count) in enumerate(value))
    return value


def _head_to_head(p: Any, tied: set, matches: Sequence[Scored]) -> int:
    score = 0
    for m in matches:
        if p not in m.players:
            continue
        for o in m.players:
            if o != p and o in tied:
                score += (m.points.get(p, 0) > m.points.get(o, 0)) - (m.points.get(p, 0) < m.points.get(o, 0))
    return score


WIN_VALUES = (50, 25, 20, 15, 10, 5)


def _win_types(p: Any, mine: Sequence[Scored]) -> tuple[tuple[int, int], ...]:
    """How many wins of each value (50, 25, 20, 15, 10, 5), best first."""
    return tuple((value, sum(1 for m in mine if m.winners == (p,) and m.win_value == value))
                 for value in WIN_VALUES)


def first_difference(above: Any, p: Any, total: Mapping, chain: Sequence[str], values) -> str | None:
    if total[above] != total[p]:
        return "points"
    for step in chain:
        if values[above][step] != values[p][step]:
            return step
    return None


def explain(row: Row) -> dict[str, Any]:
    """A row as JSON: the standings page and its exports read this."""
    steps = {step: ([{"points": v, "wins": n} for v, n in value] if isinstance(value, tuple) else value)
             for step, value in row.steps.items()}
    return {"rank": row.rank, "player": row.player, "points": row.points, "played": row.played,
            "steps": steps, "decided_by": row.decided_by, "shared": row.shared, "above": row.above,
            "dropped": row.dropped}
