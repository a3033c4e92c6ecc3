"""Seats the host or an organiser moved to another phone without their holder's consent.

Consent is the holder's own phone starting the hand-off or the release (the host token is the
holder only of the host's own seat, `host_seat`). A seat moved otherwise (the host's hand-off of a
seat a phone holds, once redeemed; the host freeing such a seat; an organiser releasing or
reassigning a tournament table's seat) keeps none of its earlier secrets for its next phone:

- the match remembers, per seat (`match.seat_moves`), which of the seat's entries the table could
  not read at that moment (the game's `redact(state, move, None)` shows less than the payload);
- while any of them is still sealed and the seat has not entered it again (a correction from its
  own phone), the phone holding the seat is "blind": it reads those entries, and the view, as any
  other phone does (rules.base.Entrant.inherited), and enters no move from its tracked hand
  (CORE-HAND-REENTER);
- every phone's view says that the seat was moved, by whom and when; the token that lost the seat
  answers 401 saying so.

Which entries are still sealed is what every phone's log shows already (a redacted line), so
nothing here depends on what they hold.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from sqlalchemy import Connection, Row, select, update

from models.db import CheckAndSetConnection
from models.tables import MATCH, MOVE
from rules.base import Entrant, Rules

from .snapshots import logged_move
from .statements import SEAT_MOVES_BETWEEN

if TYPE_CHECKING:
    from .snapshots import Snapshot

HOST = "host"
ORGANISER = "organiser"
# The tokens that lost a seat, remembered to tell them so (401): the latest few per seat.
LOST_TOKENS_KEPT = 4


def sealed_entries(rules: Rules, state: Any, rows: Iterable[Row], seat: int) -> list[int]:
    """The seqs of `seat`'s entries that the table cannot read in `state`, wholly or in part."""
    sealed = []
    for row in rows:
        if row.seat != seat:
            continue
        move = logged_move(row)
        shown = rules.redact(state, move, None)
        if shown is None or dict(shown) != dict(move.payload):
            sealed.append(row.seq)
    return sealed


def record_of(records: list[Mapping[str, Any]] | None, seat: int) -> Mapping[str, Any] | None:
    return next((record for record in records or () if record["seat"] == seat), None)


def with_move(records: list[Mapping[str, Any]] | None, seat: int, by: str, at: str,
              sealed: Iterable[int], lost: str | None) -> list[dict[str, Any]]:
    """The records once `seat` was moved by `by` at `at`, its entries `sealed` then, and the
    token hash `lost` no longer holding it. A seat moved again keeps what it still owed."""
    before = record_of(records, seat) or {"sealed": [], "lost": [], "times": 0}
    lost_tokens = [*before["lost"], *([lost] if lost else [])][-LOST_TOKENS_KEPT:]
    record = {"seat": seat, "by": by, "at": at, "times": before["times"] + 1,
              "sealed": sorted({*before["sealed"], *sealed}), "lost": lost_tokens}
    others = [dict(other) for other in records or () if other["seat"] != seat]
    return sorted([*others, record], key=lambda item: item["seat"])


def without(records: list[Mapping[str, Any]] | None, seat: int, seqs: Iterable[int]
            ) -> list[dict[str, Any]] | None:
    """The records once `seat` entered `seqs` again itself: they are its phone's own now."""
    gone = set(seqs)
    return [{**record, "sealed": [seq for seq in record["sealed"] if seq not in gone]}
            if record["seat"] == seat else dict(record) for record in records or ()] or None


def moved_away(records: list[Mapping[str, Any]] | None, hashed: str) -> Mapping[str, Any] | None:
    """The record of the seat that the token hashed `hashed` lost without consent, if any."""
    return next((record for record in records or () if hashed in record["lost"]), None)


def still_owed(rules: Rules, state: Any, record: Mapping[str, Any] | None, rows: Iterable[Row]
               ) -> frozenset[int]:
    """Of the entries the seat inherited sealed, those still sealed in `state` and still in the
    log (an undone one is gone), not yet entered again."""
    if not record or not record["sealed"]:
        return frozenset()
    owed = set(record["sealed"])
    return frozenset(seq for seq in sealed_entries(rules, state, rows, record["seat"]) if seq in owed)


def inherited_rows(conn: CheckAndSetConnection, snapshot: Snapshot, seat: int | None) -> list[Row]:
    """The log rows of the entries `seat` inherited sealed (none asked of the database when the
    seat never was moved, as for nearly every match)."""
    record = record_of(snapshot.seat_moves, seat) if seat is not None else None
    if not record or not record["sealed"]:
        return []
    owed = set(record["sealed"])
    rows = conn.execute(SEAT_MOVES_BETWEEN, {"match_id": snapshot.id, "seat": seat,
                                             "first": min(owed), "last": max(owed)}).all()
    return [row for row in rows if row.seq in owed]


def seen_by(snapshot: Snapshot, entrant: Entrant, rows: Iterable[Row]) -> Entrant:
    """`entrant` with the entries it inherited sealed and may not read in the snapshot's state."""
    if entrant.seat is None:
        return entrant
    record = record_of(snapshot.seat_moves, entrant.seat)
    return replace(entrant, inherited=still_owed(snapshot.rules, snapshot.state, record, rows))


def reader(conn: Connection, snapshot: Snapshot, entrant: Entrant) -> Entrant:
    """`entrant` as it may read the (parsed) snapshot: blind to what it inherited sealed."""
    return seen_by(snapshot, entrant, inherited_rows(conn, snapshot, entrant.seat))


def record_move(conn: Connection, snapshot: Snapshot, seat: int, by: str, at_ms: int,
                lost: str | None) -> list[dict[str, Any]]:
    """Remember, in the same transaction as the move itself, that `seat` of the (parsed)
    snapshot was moved without its holder's consent, and which of its entries were sealed.
    Returns the records as now stored."""
    rows = conn.execute(select(MOVE).where(MOVE.c.match_id == snapshot.id, MOVE.c.seat == seat)
                        .order_by(MOVE.c.seq)).all()
    sealed = sealed_entries(snapshot.rules, snapshot.state, rows, seat)
    at = datetime.fromtimestamp(at_ms / 1000, tz=timezone.utc).isoformat()
    records = with_move(snapshot.seat_moves, seat, by, at, sealed, lost)
    conn.execute(update(MATCH).where(MATCH.c.id == snapshot.id).values(seat_moves=records))
    return records


def save_reentered(conn: Connection, snapshot: Snapshot, seat: int, seqs: Iterable[int]) -> list | None:
    """The seat entered `seqs` again from its own phone; returns the records as now stored."""
    records = without(snapshot.seat_moves, seat, seqs)
    if records != snapshot.seat_moves:
        conn.execute(update(MATCH).where(MATCH.c.id == snapshot.id).values(seat_moves=records))
    return records
