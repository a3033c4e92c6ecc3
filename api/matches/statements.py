"""The hot path's SQL, built once: building SQLAlchemy expressions costs more per request than
running them against SQLite.

A move reads everything it needs in one statement (the match, the caller's seat, any stored
answer for its Idempotency-Key) and, on PostgreSQL, writes everything in one statement too (the
snapshot, the log row, the stored answer, the phone's answers it no longer keeps and the
notification, as data-modifying CTEs), which applies only if the match is still at the version
it read. Each statement is a network round
trip there; in SQLite's process, separate statements cost nothing extra, and SQLite has no
data-modifying CTEs.
"""
from __future__ import annotations

from typing import Any

from sqlalchemy import (
    CTE,
    Insert,
    Integer,
    Select,
    String,
    Table,
    and_,
    bindparam,
    case,
    column,
    delete,
    exists,
    func,
    insert,
    null,
    select,
    true,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB, insert as postgres_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from models.tables import IDEMPOTENCY, MATCH, MATCH_LINE, MOVE, SEAT

from ..live import NOTIFY_CHANNEL

# The stored state, unless the match is still at `known_version`: a process that keeps the state
# it decoded for that version (decoded.py) neither fetches nor parses it again, however long the
# match (a 1,000-move Flares game's state is 22 KB, and parsing it cost a tenth of the move).
STATE_UNLESS_KNOWN = case((MATCH.c.version == bindparam("known_version", -1), null()),
                          else_=MATCH.c.state).label("state")
SNAPSHOT_COLUMNS = (MATCH.c.id, MATCH.c.game, MATCH.c.players, MATCH.c.options, STATE_UNLESS_KNOWN,
                    MATCH.c.version, MATCH.c.status, MATCH.c.join_code, MATCH.c.next_seq,
                    MATCH.c.host_token_hash, MATCH.c.tournament, MATCH.c.host_seat,
                    MATCH.c.change_request, MATCH.c.seat_moves, MATCH.c.next_match,
                    MATCH.c.log_counts)
LOAD = select(*SNAPSHOT_COLUMNS).where(MATCH.c.id == bindparam("match_id"))
LOAD_FOR_UPDATE = LOAD.with_for_update()
VERSION = select(MATCH.c.version).where(MATCH.c.id == bindparam("match_id"))

SEAT_BY_TOKEN = select(SEAT.c.seat, SEAT.c.claimed).where(
    SEAT.c.match_id == bindparam("match_id"), SEAT.c.token_hash == bindparam("token_hash"))
CLAIM_BY_TOKEN = update(SEAT).where(
    SEAT.c.match_id == bindparam("for_match"), SEAT.c.token_hash == bindparam("for_token")
).values(claimed=True)

# One seat's moves in a range of the log: those a phone inherited sealed when its seat was moved
# to it (seat_moves.py) lie between the first and the last seq remembered. Bound parameters only,
# so SQLite's fast path runs it as compiled.
SEAT_MOVES_BETWEEN = select(MOVE).where(
    MOVE.c.match_id == bindparam("match_id"), MOVE.c.seat == bindparam("seat"),
    MOVE.c.seq >= bindparam("first"), MOVE.c.seq <= bindparam("last")).order_by(MOVE.c.seq)

# The log's last move: asked only for a move refused as another seat's turn, to tell a turn two
# phones entered (rules/turn_taken.py).
LAST_MOVE = select(MOVE).where(MOVE.c.match_id == bindparam("match_id")).order_by(
    MOVE.c.seq.desc()).limit(1)

# The match, the token's seat (`seat_number` NULL unless the token is a seat's) and the stored
# answers under this Idempotency-Key (NULLs if none; one per entrant who used the key, so the
# caller picks its own), through the index on (match, key): a few rows at most, however long the
# log. It takes no lock: the move's writes apply only if the match is still at the version read.
# A stored answer stands until its phone has played a keyed move a window of seqs after it
# (`window`, MatchService.idempotency_window); rows past it are deleted only now and then
# (FORGET_OLD_ANSWERS), so this is what forgets them, exactly when the window says.
_NEWER = IDEMPOTENCY.alias("newer")
_STANDS = ~exists(select(1).where(_NEWER.c.match_id == IDEMPOTENCY.c.match_id,
                                  _NEWER.c.entrant == IDEMPOTENCY.c.entrant,
                                  _NEWER.c.seq >= IDEMPOTENCY.c.seq + bindparam("window")))
MOVE_CONTEXT = (
    select(*SNAPSHOT_COLUMNS, SEAT.c.seat.label("seat_number"), SEAT.c.claimed,
           IDEMPOTENCY.c.entrant.label("stored_for"), IDEMPOTENCY.c.request_hash,
           IDEMPOTENCY.c.status.label("stored_status"), IDEMPOTENCY.c.seq.label("stored_seq"),
           IDEMPOTENCY.c.version.label("stored_version"))
    .select_from(MATCH.outerjoin(SEAT, and_(SEAT.c.match_id == MATCH.c.id,
                                            SEAT.c.token_hash == bindparam("token_hash")))
                 .outerjoin(IDEMPOTENCY, and_(IDEMPOTENCY.c.match_id == MATCH.c.id,
                                              IDEMPOTENCY.c.key == bindparam("key"), _STANDS)))
    .where(MATCH.c.id == bindparam("match_id")))

# A move's writes: check-and-set on the match's version. Parameter names differ from column
# names, which SQLAlchemy reserves for itself in these statements.
SAVE_MATCH = update(MATCH).where(
    MATCH.c.id == bindparam("of_match"), MATCH.c.version == bindparam("old_version")).values(
    state=bindparam("new_state"), version=bindparam("new_version"),
    next_seq=bindparam("new_next_seq"), status=bindparam("new_status"), updated_at=bindparam("at"),
    log_counts=bindparam("new_log_counts"))
LOG_MOVE_PARAMS = {"match_id": "of_match", "seq": "move_seq", "type": "move_type",
                   "seat": "move_seat", "entered_by": "entrant", "payload": "move_payload",
                   "now_ms": "move_ms", "created_at": "at"}
REMEMBER_ANSWER_PARAMS = {"match_id": "of_match", "entrant": "entrant", "key": "idempotency_key",
                          "request_hash": "request_hash", "status": "answer_status",
                          "seq": "move_seq", "version": "new_version", "created_at": "at"}
# One phone's stored answers a window of seqs or more behind its newest (through
# ix_idempotency_match_entrant_seq): run for every phone of a match once every
# MatchService.forget_every seqs, so a move does not pay a DELETE (and the pages it dirties)
# every time, and a phone keeps at most that many answers past its window.
FORGET_OLD_ANSWERS = delete(IDEMPOTENCY).where(
    IDEMPOTENCY.c.match_id == bindparam("of_match"), IDEMPOTENCY.c.entrant == bindparam("entrant"),
    IDEMPOTENCY.c.seq <= select(func.max(_NEWER.c.seq)).where(
        _NEWER.c.match_id == bindparam("of_match"), _NEWER.c.entrant == bindparam("entrant"),
    ).scalar_subquery() - bindparam("window"))


# A phone's key stored again: the row it replaces is one past its window (a standing one is
# replayed, never stored again), still there until FORGET_OLD_ANSWERS runs.
_ANSWER_KEY = ["match_id", "entrant", "key"]


def _replaced(statement: Any) -> dict[str, Any]:
    return {column: statement.excluded[column]
            for column in REMEMBER_ANSWER_PARAMS if column not in _ANSWER_KEY}


def _insert(table: Table, params: dict[str, str]) -> Insert:
    return insert(table).values({column: bindparam(name) for column, name in params.items()})


def _insert_if_saved(table: Table, params: dict[str, str], saved: CTE) -> Any:
    """INSERT … SELECT the parameters FROM saved: a row only if the match's update applied
    (PostgreSQL's INSERT, which can say what to do on a conflict)."""
    row = select(*(bindparam(name, type_=table.c[column].type) for column, name in params.items())
                 ).select_from(saved)
    return postgres_insert(table).from_select(list(params), row)


def _postgres_move_writes(remember: bool, lines: bool) -> Select:
    """All of a move's writes, and its notification, as one statement: one row if it applied."""
    saved = SAVE_MATCH.returning(MATCH.c.id).cte("saved")
    writes = [_insert_if_saved(MOVE, LOG_MOVE_PARAMS, saved).cte("logged")]
    if remember:
        remembered = _insert_if_saved(IDEMPOTENCY, REMEMBER_ANSWER_PARAMS, saved)
        writes.append(remembered.on_conflict_do_update(
            index_elements=_ANSWER_KEY, set_=_replaced(remembered)).cte("remembered"))
    if lines:
        writes.extend(_postgres_line_writes(saved))
    return (select(func.pg_notify(NOTIFY_CHANNEL, bindparam("note"))).select_from(saved)
            .add_cte(*writes))


def _postgres_line_writes(saved: CTE) -> list[CTE]:
    """The lines a move adds (`new_lines`) and the other generations of the histories it wrote
    whole gone (`rewritten_lines`), if the match's update applied (lines.py). The statement's
    DELETE does not see its own INSERT's rows, and deletes only other generations."""
    added = func.jsonb_to_recordset(bindparam("new_lines", type_=JSONB)).table_valued(
        column("name", String), column("generation", Integer), column("position", Integer),
        column("line", JSONB)).render_derived(with_types=True)
    rewritten = func.jsonb_to_recordset(bindparam("rewritten_lines", type_=JSONB)).table_valued(
        column("name", String), column("generation", Integer)).render_derived(with_types=True)
    add = insert(MATCH_LINE).from_select(
        ["match_id", "name", "generation", "position", "line"],
        select(saved.c.id, added.c.name, added.c.generation, added.c.position, added.c.line)
        .select_from(saved).join(added, true()))
    forget = delete(MATCH_LINE).where(
        MATCH_LINE.c.match_id.in_(select(saved.c.id)),
        exists(select(1).select_from(rewritten).where(rewritten.c.name == MATCH_LINE.c.name,
                                                      rewritten.c.generation != MATCH_LINE.c.generation)))
    return [add.cte("lines_added"), forget.cte("lines_forgotten")]


# On PostgreSQL: one round trip. On SQLite: SAVE_MATCH, then the others if it applied.
POSTGRES_MOVE_WRITES = {(remember, lines): _postgres_move_writes(remember, lines)
                        for remember in (False, True) for lines in (False, True)}
LOG_MOVE = _insert(MOVE, LOG_MOVE_PARAMS)
REMEMBER_ANSWER = sqlite_insert(IDEMPOTENCY).values(
    {column: bindparam(name) for column, name in REMEMBER_ANSWER_PARAMS.items()})
REMEMBER_ANSWER = REMEMBER_ANSWER.on_conflict_do_update(index_elements=_ANSWER_KEY,
                                                        set_=_replaced(REMEMBER_ANSWER))
NOTIFY = select(func.pg_notify(NOTIFY_CHANNEL, bindparam("note")))

PURGE_IDEMPOTENCY = delete(IDEMPOTENCY).where(IDEMPOTENCY.c.created_at < bindparam("before"))
