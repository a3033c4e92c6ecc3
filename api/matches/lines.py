"""A match's long histories stored a line a row (`match_line`), apart from the match's row.

A move rewrites the match's row with its new state. A history the state keeps (a score sheet's
lines, a game's rounds with their tricks) grows with the match, so the row did too: 22 KB for a
1,000-move Flares game, every page of it written again at every move. A move stores each history
of STORED_APART_FROM lines or more apart instead: the row names it, `{"~lines": [generation,
count]}` in its field's place, and the move writes only the lines it adds.

A history that is not the one the row before named with lines added (its first lines are other
objects: an undo or a correction folded it again, or the state was read anew from the database)
is written whole under a new generation, the version of the move, and the older generations of
that history go. So the lines a row names never change while the row names them: a reader that
finds one missing (a move replaced the history between its two reads, on PostgreSQL) reads the
row again. Every other writer of a state (create, undo, correction, play again) writes it whole
in the row, as before, which every reader still reads.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple

from sqlalchemy import Connection, bindparam, delete, insert, select

from models.tables import MATCH_LINE
from rules.snapshots import HISTORY_KEPT_FROM

MARKER = "~lines"
# The histories stored apart: those the snapshot codec writes once per tuple and hands on as a
# read-only list (a move mostly leaves them as they are).
STORED_APART_FROM = HISTORY_KEPT_FROM

LINES = select(MATCH_LINE.c.name, MATCH_LINE.c.generation, MATCH_LINE.c.position, MATCH_LINE.c.line).where(
    MATCH_LINE.c.match_id == bindparam("match_id")).order_by(
    MATCH_LINE.c.name, MATCH_LINE.c.generation, MATCH_LINE.c.position)
ADD_LINE = insert(MATCH_LINE).values(
    match_id=bindparam("of_match"), name=bindparam("line_name"), generation=bindparam("line_generation"),
    position=bindparam("line_position"), line=bindparam("line_value"))
FORGET_GENERATIONS = delete(MATCH_LINE).where(
    MATCH_LINE.c.match_id == bindparam("of_match"), MATCH_LINE.c.name == bindparam("line_name"),
    MATCH_LINE.c.generation != bindparam("line_generation"))


class Named(NamedTuple):
    """A history a row names: its generation, how many lines, and (when this process wrote or
    drew it) the list written, whose items a longer one shares."""
    generation: int
    count: int
    written: Any = None


class LinesMoved(Exception):
    """A line the row named was gone: a move replaced the history after the row was read."""


@dataclass(frozen=True)
class Stored:
    """How a move stores a state: the row's state, the histories it names, the lines to add
    and the histories written whole (their other generations go)."""
    row: dict[str, Any]
    named: dict[str, Named]
    # (name, generation, position, line)
    added: list[tuple[str, int, int, Any]]
    # (name, generation)
    rewritten: list[tuple[str, int]]

    def postgres_params(self) -> dict[str, Any]:
        """The parameters of the line writes in a move's one statement on PostgreSQL."""
        return {"new_lines": [{"name": name, "generation": generation, "position": position, "line": line}
                              for name, generation, position, line in self.added],
                "rewritten_lines": [{"name": name, "generation": generation}
                                    for name, generation in self.rewritten]}


def stored(dumped: Mapping[str, Any], named_before: Mapping[str, Named], written_before: Mapping[str, Any],
           version: int) -> Stored:
    """`dumped` (a state's snapshot) as a move at `version` stores it, the row before it naming
    `named_before`; `written_before`: the snapshot of the state before, for the lists the row
    before named but this process did not write."""
    long = [(name, value) for name, value in dumped.items() if isinstance(value, list)
            and len(value) >= STORED_APART_FROM and getattr(value, "never_changes", False)]
    if not long:
        return Stored(dumped, {}, [], [])  # every move of a short game: nothing stored apart
    row, named, added, rewritten = dict(dumped), {}, [], []
    for name, value in long:
        before = named_before.get(name)
        previous = None if before is None else (
            before.written if before.written is not None else written_before.get(name))
        if previous is value or previous is not None and len(previous) == before.count <= len(value) and \
                all(map(operator.is_, previous, value)):  # the same list (most moves), or it with lines added
            generation, start = before.generation, before.count
        else:
            generation, start = version, 0
            rewritten.append((name, generation))
        added.extend((name, generation, position, value[position]) for position in range(start, len(value)))
        named[name] = Named(generation, len(value), value)
        row[name] = {MARKER: [generation, len(value)]}
    return Stored(row, named, added, rewritten)


def needs_snapshot_before(named_before: Mapping[str, Named]) -> bool:
    """Whether `stored` needs the snapshot of the state before: a history the row named that
    this process did not write (read from the database)."""
    return any(entry.written is None for entry in named_before.values())


def write(conn: Connection, match_id: str, store: Stored) -> None:
    """The lines a move adds, and the other generations of what it wrote whole gone (SQLite: in
    the move's transaction, after the row's check-and-set applied)."""
    for name, generation in store.rewritten:
        conn.execute(FORGET_GENERATIONS, {"of_match": match_id, "line_name": name,
                                          "line_generation": generation})
    for name, generation, position, line in store.added:
        conn.execute(ADD_LINE, {"of_match": match_id, "line_name": name, "line_generation": generation,
                                "line_position": position, "line_value": line})


def named_in(state: Any) -> dict[str, Named]:
    """The histories a row's state names (none in a state written whole)."""
    if not isinstance(state, Mapping):
        return {}
    return {name: Named(*value[MARKER]) for name, value in state.items() if _marker(value)}


def whole(conn: Connection, match_id: str, state: Any) -> Any:
    """A row's state with the histories it names read in, as the codec wrote it; LinesMoved if
    one of them is no longer all there."""
    named = named_in(state)
    if not named:
        return state
    found: dict[str, list[Any]] = {name: [] for name in named}
    for row in conn.execute(LINES, {"match_id": match_id}):
        entry = named.get(row.name)
        if entry is not None and row.generation == entry.generation and row.position < entry.count:
            found[row.name].append(row.line)
    if any(len(found[name]) != entry.count for name, entry in named.items()):
        raise LinesMoved()
    return {**state, **found}


def _marker(value: Any) -> bool:
    return isinstance(value, Mapping) and len(value) == 1 and MARKER in value
