"""A match's snapshot as the service reads it: the row loaded (by id, or for update), its state
parsed into the game's value only when asked, and the log folded from the match's start (undo and
correction replay it). Only reads: writing is the service's (service.py)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, NamedTuple

from sqlalchemy import Connection, Row, select

from models.tables import MOVE
from rules import referee, registry
from rules.base import Move, Rules

from ..errors import problem
from .lines import LinesMoved, Named, named_in, whole
from .statements import LOAD, LOAD_FOR_UPDATE


def game_rules(slug: str) -> Rules:
    rules = registry.get(slug)
    if rules is None:
        raise problem(404, "no-game", slug=slug)
    return rules


@dataclass(frozen=True)
class Snapshot:
    id: str
    game: str
    players: list[str]
    options: dict[str, Any]
    state: Any
    version: int
    status: str
    join_code: str
    next_seq: int = 1
    host_token_hash: str = ""
    # The state as stored (plain JSON) until `parsed()` turns it into the game's state value.
    raw: bool = False
    tournament: Mapping[str, Any] | None = None
    # The seat the host token also plays, if the creator plays (POST /matches `host_seat`).
    host_seat: int | None = None
    # A change waiting for the table's agreement (changes.py), as stored: it stands only while
    # the match is at the version it names.
    change_request: Mapping[str, Any] | None = None
    # Seats moved without their holder's consent (seat_moves.py), or None.
    seat_moves: list[dict[str, Any]] | None = None
    # The match the table plays next (rematch.py), once a phone has asked for it.
    next_match: str | None = None
    # Moves of the log per phone (Entrant label), or None where they were never kept.
    log_counts: Mapping[str, int] | None = None
    # The histories the row stores a line a row, by the state's field (lines.py); none: all in it.
    lines: Mapping[str, Named] = field(default_factory=dict)

    @property
    def open_request(self) -> Mapping[str, Any] | None:
        """The change request that still stands, if any: any other change of the match ends it."""
        request = self.change_request
        return request if request is not None and request.get("version") == self.version else None

    @property
    def closed(self) -> bool:
        """A tournament table whose result the tournament has taken in: closed to its phones."""
        return bool(self.tournament and self.tournament.get("closed"))

    @property
    def rules(self) -> Rules:
        return game_rules(self.game)

    def parsed(self) -> "Snapshot":
        if not self.raw:
            return self
        return replace(self, state=self.rules.load(self.state), raw=False)

    def moved_on(self, state: Any, version: int, status: str,
                 lines: Mapping[str, Named] | None = None) -> "Snapshot":
        """The match one change on, at `state`; `lines`: the histories its row stores apart."""
        return replace(self, state=state, version=version, status=status, raw=False, lines=lines or {})


class Known(NamedTuple):
    """A version of a match whose state this process holds (decoded.py), with the histories its
    row stores a line a row."""
    version: int
    state: Any
    lines: Mapping[str, Named]


# A row read again when the lines it named were replaced meanwhile (lines.py): at most this often.
LINES_READ_ATTEMPTS = 5


def load_snapshot(conn: Connection, match_id: str, *, for_update: bool = False,
                  parse_state: bool = True, known: Known | None = None) -> Snapshot:
    """The match as stored; its state is `known`'s, not read, if the match is at its version."""
    for _attempt in range(LINES_READ_ATTEMPTS):
        row = conn.execute(LOAD_FOR_UPDATE if for_update else LOAD, {
            "match_id": match_id, "known_version": known.version if known else -1}).first()
        if row is None:
            raise problem(404, "no-match")
        try:
            snapshot = with_lines(conn, snapshot_from_row(row, known))
        except LinesMoved:
            continue  # a move replaced a history between the two reads: read the row again
        return snapshot.parsed() if parse_state else snapshot
    raise problem(503, "busy", headers={"Retry-After": "1"})


def snapshot_from_row(row: Row, known: Known | None = None) -> Snapshot:
    """The snapshot in a row with statements.SNAPSHOT_COLUMNS: its state `known`'s if the row is
    at that version (the row holds no state then), else as stored (see `with_lines`)."""
    at_known = known is not None and row.version == known.version
    return Snapshot(row.id, row.game, row.players, row.options, known.state if at_known else row.state,
                    row.version, row.status, row.join_code, row.next_seq, row.host_token_hash,
                    raw=not at_known,
                    tournament=row.tournament, host_seat=row.host_seat,
                    change_request=row.change_request, seat_moves=row.seat_moves,
                    next_match=row.next_match, log_counts=row.log_counts,
                    lines=known.lines if at_known else named_in(row.state))


def with_lines(conn: Connection, snapshot: Snapshot) -> Snapshot:
    """A snapshot read from its row with the histories the row stores a line a row read in, in
    the same transaction; LinesMoved if one was replaced since the row was read."""
    if not snapshot.raw or not snapshot.lines:
        return snapshot
    return replace(snapshot, state=whole(conn, snapshot.id, snapshot.state))


def logged_rows(conn: Connection, match_id: str) -> list[Row]:
    """The match's log as it stands, in order."""
    return conn.execute(select(MOVE).where(MOVE.c.match_id == match_id).order_by(MOVE.c.seq)).all()


def folded(snapshot: Snapshot, rows: list[Row]) -> Any:
    """The state these rows of the log lead to from the match's start, each move as it was
    accepted (undo and correction replay the log with it)."""
    return referee.fold(snapshot.rules, len(snapshot.players), snapshot.options,
                        ((logged_move(row), row.now_ms) for row in rows))


def logged_move(row: Row) -> Move:
    """The move a row of the log holds."""
    return Move(row.type, row.seat, row.payload, row.seq)
