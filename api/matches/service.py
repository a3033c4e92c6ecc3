"""A match's life on the server: who is asking, creating, moves, undo and corrections (load,
play, persist). The snapshot it reads is snapshots.py's; joining and seats are seats.py's.

A move reads the match's snapshot (with the caller's seat and any stored answer for its
Idempotency-Key), lets the referee check and apply the move, then writes the new snapshot, the log
row and the stored answer together, only if the match is still at the version it read; if another
move got there first, it starts over (statements.py, Database.check_and_set). The cost of a move
does not grow with the length of the game, and neither do the answers a phone leaves stored.
"""
from __future__ import annotations

import hashlib
import logging
import secrets
import time
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any, Callable, Mapping

from marshmallow import ValidationError
from sqlalchemy import Connection, Row, delete, func, insert, select, update
from sqlalchemy.exc import DBAPIError

from models import jsoncodec
from models.db import CheckAndSetConnection, Database, StaleConnection, execute_first
from models.tables import CORRECTED, MATCH, MOVE, SEAT, UNDONE, utcnow
from rules import referee, registry, reveals
from rules.base import Entrant, Move, Rules
from rules.errors import NotAuthorized, RuleViolation, Seat
from rules.frozen import read_only

from ..auth import new_token
from ..codes import issued, text as codes_text
from ..errors import Problem, problem, refusal, service_refusal
from ..issued_tokens import issued_anywhere
from ..live import Hub
from ..messages import language
from . import lines, seat_moves
from .decoded import DecodedStates
from .last_entry import turn_taken
from .lines import LinesMoved
from .move_rate import MoveRate
from .snapshots import Snapshot, folded, game_rules, load_snapshot, logged_move, logged_rows, snapshot_from_row, with_lines
from .statements import (
    CLAIM_BY_TOKEN,
    FORGET_OLD_ANSWERS,
    LOG_MOVE,
    MOVE_CONTEXT,
    NOTIFY,
    POSTGRES_MOVE_WRITES,
    PURGE_IDEMPOTENCY,
    REMEMBER_ANSWER,
    SAVE_MATCH,
    SEAT_BY_TOKEN,
    VERSION,
)
from .views import log_entry, match_view

# Every code's alphabet and reading (api/codes/text.py), under the names the match code knows.
JOIN_ALPHABET = codes_text.ALPHABET
JOIN_CODE_LENGTH = codes_text.SHORT
normalise_join_code = codes_text.normalise
# A move whose write finds the match moved on since its read starts over; this many times at most.
MAX_MOVE_ATTEMPTS = 20
# A phone's stored answers in a match: those of the last this many seqs (IDEMPOTENCY_WINDOW_MOVES).
IDEMPOTENCY_WINDOW = 1000
# The answers past their window are deleted once every this many seqs of a match, for every phone
# of it: a phone keeps at most this many past its window.
FORGET_EVERY = 64

STALE_RULE = "COMMON-STALE-STATE"
LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class Played:
    status: int
    body: bytes
    replayed: bool
    version: int


@dataclass(frozen=True)
class _Accepted:
    """A move's answer before its view is drawn. The view is drawn once the move's transaction is
    over, so no other writer waits for it (SQLite's write lock is held until then).

    A replay's `seq` and `version` are the move's own, as stored with its Idempotency-Key, and
    its `match` the match as it stands now (it may have moved on, or the move been undone): only
    those numbers are stored, so a stored answer weighs the same few bytes whatever the view."""
    seq: int
    version: int
    replayed: bool
    match: "Snapshot"
    entrant: Entrant
    status: int = 201
    # The log rows of entries the entrant's seat inherited sealed (seat_moves.py): not to be read.
    inherited: list[Row] = field(default_factory=list)

    def answer(self, states: DecodedStates) -> Played:
        snapshot = states.parsed(self.match)
        reader = seat_moves.seen_by(snapshot, self.entrant, self.inherited)
        body = jsoncodec.encoded({"seq": self.seq, "version": self.version,
                                  "match": match_view(snapshot.rules, snapshot, reader)})
        return Played(self.status, body, self.replayed, snapshot.version)


def after_move(rules: Rules, before: Snapshot, state: Any, version: int,
               status: str) -> tuple[Snapshot, lines.Stored]:
    """The match one move on, and how its row stores it. The state is made read-only first,
    sharing what the move did not change with the state before (decoded.py keeps it), and drawn
    as kept; the snapshot of the state before is drawn first where needed, so that the new
    state's histories are drawn as extensions of its (rules/history.py) and share the lines the
    row before stores."""
    state = read_only(state, like=before.state)
    written_before = rules.dump(before.state) if lines.needs_snapshot_before(before.lines) else {}
    store = lines.stored(rules.dump(state), before.lines, written_before, version)
    return before.moved_on(state, version, status, store.named), store


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def new_match_id() -> str:
    return secrets.token_urlsafe(12)


class MatchService:
    def __init__(self, db: Database, hub: Hub, *, idempotency_retention: timedelta,
                 idempotency_window: int = IDEMPOTENCY_WINDOW,
                 max_moves: int = 20_000, decoded_states: int = 512, honour_idempotency: bool = True,
                 clock: Callable[[], int] = now_ms, move_rate: MoveRate | None = None) -> None:
        # The one clock of the service: it stamps every move and answers GET /time, and tests
        # replace it to put a Sixes deadline exactly where they want it (never with sleeps).
        self.clock = clock
        self.db = db
        self.hub = hub
        self.idempotency_retention = idempotency_retention
        self.idempotency_window = idempotency_window
        self.forget_every = FORGET_EVERY
        self.max_moves = max_moves
        self.states = DecodedStates(decoded_states)
        self.honour_idempotency = honour_idempotency
        self.move_rate = move_rate or MoveRate(0, 0)

    # --- who is asking -------------------------------------------------------------------------
    # Every endpoint finds the caller inside its own transaction: one query, not a transaction more.

    def authenticate(self, match_id: str, hashed: str) -> Entrant:
        """The entrant a token stands for in this match: 401 unknown, 403 another match's."""
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id, parse_state=False, known=self.states.newest(match_id))
            entrant, first_use = entrant_of(conn, snapshot, hashed)
        if first_use:
            self.claim_on_first_use(match_id, hashed)
        return entrant

    def claim_on_first_use(self, match_id: str, hashed: str) -> None:
        with self.db.write() as conn:
            conn.execute(CLAIM_BY_TOKEN, {"for_match": match_id, "for_token": hashed})

    # --- create, read --------------------------------------------------------------------------

    def create(self, slug: str, players: list[str], raw_options: Any,
               tournament: Mapping[str, Any] | None = None,
               host_seat: int | None = None) -> dict[str, Any]:
        """A new match; `tournament` links a tournament table's match to its round and table.
        `host_seat`: the creator plays that seat with the host token, whose own row then holds a
        token nobody has (the seat is taken, and the answer shows no token for it)."""
        rules = game_rules(slug)
        try:
            options, state = referee.new_game(rules, len(players), raw_options)
        except ValidationError as error:
            raise Problem(422, errors={"options": error.messages}) from error
        except RuleViolation as violation:
            raise refusal(violation, rules.info.rules, players, slug=slug, status=422) from violation
        if host_seat is not None and not 0 <= host_seat < len(players):
            raise Problem(422, errors={"host_seat": [
                f"A seat of this table: 0 to {len(players) - 1}, or null."]})
        host_token, host_hash = new_token()
        seat_tokens = [new_token() for _ in players]
        match_id = new_match_id()
        created = utcnow()
        with self.db.write() as conn:
            # Creating a match is rare next to moves: a good moment to forget old stored answers.
            conn.execute(PURGE_IDEMPOTENCY, {"before": created - self.idempotency_retention})
            join_code = self._unused_join_code(conn, match_id)
            conn.execute(insert(MATCH).values(
                id=match_id, game=slug, players=players, options=options, state=rules.dump(state),
                version=0, next_seq=1, status="active", join_code=join_code,
                host_token_hash=host_hash, created_at=created, updated_at=created,
                tournament=tournament, host_seat=host_seat, log_counts={}))
            conn.execute(insert(SEAT), [
                {"match_id": match_id, "seat": index, "name": name, "token_hash": hashed,
                 "claimed": index == host_seat}
                for index, (name, (_token, hashed)) in enumerate(zip(players, seat_tokens))])
        row = Snapshot(match_id, slug, players, options, state, 0, "active", join_code,
                       tournament=tournament, host_seat=host_seat)
        return {
            "id": match_id, "join_code": join_code, "host_token": host_token,
            "seats": [{"seat": index, "name": name, "token": None, "held_by": "host"}
                      if index == host_seat else {"seat": index, "name": name, "token": token}
                      for index, (name, (token, _hash)) in enumerate(zip(players, seat_tokens))],
            "match": match_view(rules, row, Entrant(host=True, seat=host_seat)),
        }

    @staticmethod
    def _unused_join_code(conn: Connection, match_id: str) -> str:
        """A join code no match, card or community has, registered to `match_id` (api/codes)."""
        code = issued.unused(conn, JOIN_CODE_LENGTH)
        issued.register(conn, issued.MATCH, match_id, [code])
        return code

    def view(self, match_id: str, hashed: str, *, unless_version: int | None = None
             ) -> tuple[int, dict[str, Any] | None]:
        """The caller's MatchView, or None when it is still at `unless_version` (a 304)."""
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id, parse_state=False, known=self.states.newest(match_id))
            entrant, first_use = entrant_of(conn, snapshot, hashed)
            inherited = (seat_moves.inherited_rows(conn, snapshot, entrant.seat)
                         if snapshot.version != unless_version else [])
        if first_use:
            self.claim_on_first_use(match_id, hashed)
        if snapshot.version == unless_version:
            return snapshot.version, None
        snapshot = self.states.parsed(snapshot)
        return snapshot.version, match_view(snapshot.rules, snapshot,
                                            seat_moves.seen_by(snapshot, entrant, inherited))

    def version(self, match_id: str) -> int:
        with self.db.read() as conn:
            row = conn.execute(VERSION, {"match_id": match_id}).first()
        if row is None:
            raise problem(404, "no-match")
        return row.version

    # --- moves ---------------------------------------------------------------------------------

    def play(self, match_id: str, hashed: str, body: Mapping[str, Any], *,
             idempotency_key: str | None, if_match: int | None) -> Played:
        request_hash = _fingerprint(body)
        # The receipt time judges the move (a Sixes line within deadline + grace), however
        # long the move then waits for its turn to be written.
        received_ms = self.clock()
        if not self.honour_idempotency:
            idempotency_key = None
        for attempt in range(MAX_MOVE_ATTEMPTS):
            try:
                with self.db.check_and_set() as conn:
                    accepted = self._try_move(conn, match_id, hashed, body, request_hash,
                                              idempotency_key, if_match, received_ms,
                                              charge=attempt == 0)
            except StaleConnection:
                continue  # the pooled connection had died; nothing was written
            if accepted is not None:
                if not accepted.replayed:
                    self.states.committed(accepted.match)
                    self.hub.publish(match_id, accepted.version)
                return accepted.answer(self.states)
        # Other moves of this match kept landing between our read and our write (or the database
        # kept cutting connections).
        raise problem(503, "busy", headers={"Retry-After": "1"})

    def _try_move(self, conn: CheckAndSetConnection, match_id: str, hashed: str, body: Mapping[str, Any],
                  request_hash: str, idempotency_key: str | None,
                  if_match: int | None, stamp: int, *, charge: bool) -> _Accepted | None:
        """Play the move if the match is still at the version read; None if it moved on.
        `charge`: this request's first attempt takes a turn of the phone's move rate."""
        known = self.states.newest(match_id)
        rows = execute_first(conn, MOVE_CONTEXT, {"match_id": match_id, "token_hash": hashed,
                                                  "key": idempotency_key, "window": self.idempotency_window,
                                                  "known_version": known.version if known else -1}).all()
        if not rows:
            raise problem(404, "no-match")
        try:
            snapshot = with_lines(conn, snapshot_from_row(rows[0], known))
        except LinesMoved:
            return None  # a move replaced a history after the row was read: start over
        entrant, first_use = entrant_of(conn, snapshot, hashed, seat=rows[0])
        if first_use:
            conn.execute(CLAIM_BY_TOKEN, {"for_match": match_id, "for_token": hashed})
        stored = next((row for row in rows if row.stored_for == entrant.label), None)
        if stored is not None:
            if stored.request_hash != request_hash:
                raise problem(422, "idempotency-reuse")
            return _Accepted(stored.stored_seq, stored.stored_version, True, snapshot, entrant,
                             stored.stored_status,
                             inherited=seat_moves.inherited_rows(conn, snapshot, entrant.seat))
        if charge:
            # Counted per entrant of a known token, after any stored answer: a resent move costs
            # nothing, and made-up tokens cannot push real phones' counts out.
            wait = self.move_rate.wait_needed(match_id, entrant.label)
            if wait:
                raise service_refusal("MOVE-RATE", status=429, headers={"Retry-After": str(wait)},
                                      seconds=wait)
        require_open(snapshot)
        if if_match is not None and if_match != snapshot.version:
            raise stale(snapshot, if_match)
        counts = log_counts(conn, snapshot)
        self._check_log_room(snapshot, entrant, counts)
        snapshot = self.states.parsed(snapshot)
        rules = snapshot.rules
        try:
            move = referee.parse(rules, body.get("type"), body.get("seat"), body.get("payload"),
                                 snapshot.next_seq)
        except ValidationError as error:
            _refuse_another_games_move(rules, body)
            raise Problem(422, errors=error.messages) from error
        inherited = seat_moves.inherited_rows(conn, snapshot, entrant.seat)
        try:
            state = referee.play(rules, snapshot.state, move,
                                 seat_moves.seen_by(snapshot, entrant, inherited), stamp)
        except RuleViolation as violation:
            said = turn_taken(conn, snapshot, move, violation)
            raise refusal(said, rules.info.rules, snapshot.players, slug=snapshot.game,
                          version=snapshot.version) from violation
        seq, version = snapshot.next_seq, snapshot.version + 1
        status = "finished" if rules.outcome(state) is not None else "active"
        after, store = after_move(rules, snapshot, state, version, status)
        saved = self._save_move(conn, idempotency_key is not None, store, {
            "of_match": match_id, "old_version": snapshot.version, "new_state": store.row,
            "new_version": version, "new_next_seq": seq + 1, "new_status": status, "at": utcnow(),
            "move_seq": seq, "move_type": move.type, "move_seat": move.seat,
            "entrant": entrant.label, "move_payload": dict(move.payload), "move_ms": stamp,
            "idempotency_key": idempotency_key, "request_hash": request_hash,
            "answer_status": 201,
            "new_log_counts": {**counts, entrant.label: counts.get(entrant.label, 0) + 1},
            "note": f"{match_id} {version}"})
        if not saved:
            return None
        if seq % self.forget_every == 0:
            self._forget_old_answers(conn, match_id, {*counts, entrant.label})
        return _Accepted(seq, version, False, after, entrant, inherited=inherited)

    def _forget_old_answers(self, conn: CheckAndSetConnection, match_id: str, entrants: set[str]) -> None:
        """Every phone's stored answers a window behind its newest, deleted (statements.py,
        FORGET_OLD_ANSWERS). The move's read no longer finds them already; this is the space.
        On PostgreSQL after the move's statement, each DELETE on its own: the move is committed,
        so one that fails is left to the next time (and the move still answered)."""
        try:
            for label in sorted(entrants):
                conn.execute(FORGET_OLD_ANSWERS, {"of_match": match_id, "entrant": label,
                                                  "window": self.idempotency_window})
        except DBAPIError:
            if self.db.kind != "postgresql":
                raise  # on SQLite the move's own transaction: it fails with it, and is sent again
            LOG.warning("stored answers of match %s not forgotten this time", match_id, exc_info=True)

    def _check_log_room(self, snapshot: "Snapshot", entrant: Entrant, counts: Mapping[str, int]) -> None:
        """A match's log is bounded (MATCH-LOG-FULL), and no seat's phone may take more than its
        share of it (MATCH-SEAT-SHARE-FULL): each seat gets 1/(players + 1), so one seat can never
        lock out the others or the host. Undone moves give their room back. `counts`: the log's
        moves per phone, as the match keeps them (log_counts)."""
        share = self.max_moves // (len(snapshot.players) + 1)
        if sum(counts.values()) >= self.max_moves:
            raise service_refusal("MATCH-LOG-FULL", limit=self.max_moves)
        if not entrant.host and counts.get(entrant.label, 0) >= share:
            raise service_refusal("MATCH-SEAT-SHARE-FULL", limit=share)

    def _save_move(self, conn: CheckAndSetConnection, remember: bool, store: lines.Stored,
                   params: dict[str, Any]) -> bool:
        """The new snapshot and the history lines it adds, the log row, the stored answer (if
        `remember`) and the notification, if the match is still at `old_version`. Whether it was."""
        if self.db.kind == "postgresql":
            writes_lines = bool(store.added or store.rewritten)
            if writes_lines:
                params = {**params, **store.postgres_params()}
            return conn.execute(POSTGRES_MOVE_WRITES[remember, writes_lines], params).first() is not None
        if conn.execute(SAVE_MATCH, params).rowcount != 1:
            return False
        lines.write(conn, params["of_match"], store)
        conn.execute(LOG_MOVE, params)
        if remember:
            conn.execute(REMEMBER_ANSWER, params)
        return True

    def log(self, match_id: str, hashed: str, after: int, *, limit: int,
            newest: bool = False) -> dict[str, Any]:
        """A page of the log as the caller may read it: at most `limit` moves after `after`, the
        first of them (and where the next page starts), or with `newest` the last of them."""
        query = select(MOVE).where(MOVE.c.match_id == match_id, MOVE.c.seq > after)
        query = (query.order_by(MOVE.c.seq.desc()).limit(limit) if newest
                 else query.order_by(MOVE.c.seq).limit(limit + 1))
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id)
            entrant, first_use = entrant_of(conn, snapshot, hashed)
            entrant = seat_moves.reader(conn, snapshot, entrant)
            rows = conn.execute(query).all()
        if first_use:
            self.claim_on_first_use(match_id, hashed)
        rows = rows[::-1] if newest else rows
        more = not newest and len(rows) > limit
        rows = rows[:limit]
        return {"version": snapshot.version,
                "moves": [log_entry(snapshot, row, entrant) for row in rows],
                "next_after": rows[-1].seq if more else None}

    def undo(self, match_id: str, hashed: str, target_seq: int | None) -> dict[str, Any]:
        """Remove the last accepted move: re-fold the log without it, keep it in the audit."""
        with self.db.write() as conn:
            snapshot = load_snapshot(conn, match_id, for_update=True)
            entrant, first_use = entrant_of(conn, snapshot, hashed)
            if first_use:
                conn.execute(CLAIM_BY_TOKEN, {"for_match": match_id, "for_token": hashed})
            change = self.plan_undo(conn, snapshot, entrant, target_seq)
            answer, after = self.undo_in(conn, snapshot, entrant, change)
        self.hub.publish(match_id, after.version)
        return answer

    def plan_undo(self, conn: Connection, snapshot: "Snapshot", entrant: Entrant,
                  target_seq: int | None) -> "Change":
        """The undo `entrant` asks for, checked but not written: refused (UNDO-*) unless it may be
        done, with `shown` set when a reveal fixed it (the table must agree first)."""
        require_open(snapshot)
        rows = logged_rows(conn, snapshot.id)
        if not rows:
            raise service_refusal("UNDO-NOTHING")
        last = rows[-1]
        if target_seq is not None and target_seq != last.seq:
            raise service_refusal("UNDO-NOT-LAST", last=last.seq, target=target_seq)
        # The host, the phone that entered it, or the seat it was entered for (a scribe's entry).
        if not (entrant.host or last.entered_by == entrant.label or entrant.seat == last.seat):
            raise service_refusal("UNDO-NOT-ALLOWED", status=403, seq=last.seq,
                                  player=Seat(last.seat), names=snapshot.players)
        state = folded(snapshot, rows[:-1])
        shown = reveals.first_shown(snapshot.rules, state, snapshot.state,
                                    [logged_move(row) for row in rows], last.seq)
        return Change("undo", last, state, shown)

    def undo_in(self, conn: Connection, snapshot: "Snapshot", entrant: Entrant, change: "Change", *,
                agreed: bool = False) -> tuple[dict[str, Any], "Snapshot"]:
        """Write a planned undo; refused (UNDO-REVEALED) if a reveal fixed it, unless the table
        `agreed`. The answer, and the match after it (publish its version once committed)."""
        last = change.target
        if change.shown is not None and not agreed:
            raise fixed_by_reveal("UNDO-REVEALED", snapshot, last.seq, change.shown)
        inherited = seat_moves.inherited_rows(conn, snapshot, entrant.seat)
        reader = seat_moves.seen_by(snapshot, entrant, inherited)
        conn.execute(insert(UNDONE).values(
            match_id=snapshot.id, seq=last.seq, type=last.type, seat=last.seat,
            entered_by=last.entered_by, payload=last.payload, now_ms=last.now_ms,
            created_at=last.created_at, undone_by=entrant.label, undone_at=utcnow()))
        counts = dict(log_counts(conn, snapshot))  # with the undone move, which goes now
        counts[last.entered_by] = counts.get(last.entered_by, 1) - 1
        conn.execute(delete(MOVE).where(MOVE.c.match_id == snapshot.id, MOVE.c.seq == last.seq))
        after = self._rewritten(conn, snapshot, change.state, counts)
        # As the log showed it to this caller a moment ago: the state without the move no
        # longer knows the entry is sealed.
        undone = log_entry(snapshot, last, reader)
        left = [row for row in inherited if row.seq != last.seq]
        return {"undone": undone, "version": after.version,
                "match": match_view(after.rules, after, seat_moves.seen_by(after, entrant, left))}, after

    def correct(self, match_id: str, hashed: str, seq: int, payload: Any,
                also: list[Mapping[str, Any]] = ()) -> dict[str, Any]:
        """Replace an earlier move's payload and replay the log (docs/games/cold-war.md §3.5 CORRECTION).

        The host phone, which keeps the table for the organiser, corrects public moves. A seat's
        own phone (its token, or the host token for `host_seat`) corrects its own private entries
        while the table cannot read them yet (`also`: more of them in the same replay). Every move
        is checked again on the way: the corrected one is refused with its own rule, and a later
        one it makes illegal with COMMON-CORRECTION-CONFLICT (then undo back to it instead). The
        old payload stays in the audit."""
        with self.db.write() as conn:
            snapshot = load_snapshot(conn, match_id, for_update=True)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
            change = self.plan_correction(conn, snapshot, entrant, seq, payload, also)
            answer, after = self.correct_in(conn, snapshot, entrant, change)
        self.hub.publish(match_id, after.version)
        return answer

    def plan_correction(self, conn: Connection, snapshot: "Snapshot", entrant: Entrant, seq: int,
                        payload: Any, also: list[Mapping[str, Any]] = ()) -> "Change":
        """The correction `entrant` asks for, checked and replayed but not written; `shown` set
        when a reveal fixed it (the table must agree first)."""
        require_open(snapshot)
        rows = logged_rows(conn, snapshot.id)
        rules = snapshot.rules
        wanted = {seq: payload, **{item["seq"]: item["payload"] for item in also}}
        targets = {}
        for number in wanted:
            target = next((row for row in rows if row.seq == number), None)
            if target is None:
                raise service_refusal("CORRECTION-NO-MOVE", seq=number)
            targets[number] = target
        first = min(wanted)
        # The moves before the first corrected one stand as they were accepted; from it on,
        # each is checked again.
        state = folded(snapshot, [row for row in rows if row.seq < first])
        inherited = seat_moves.inherited_rows(conn, snapshot, entrant.seat)
        own = entrant.seat is not None and targets[seq].seat == entrant.seat and \
            rules.is_private(folded(snapshot, [row for row in rows if row.seq < seq]),
                             logged_move(targets[seq]))
        if not (own or entrant.host):
            raise service_refusal("CORRECTION-NOT-ALLOWED", status=403, seq=seq)
        corrected = {number: self._parsed(rules, targets[number], wanted[number])
                     for number in sorted(wanted)}
        shown = None
        if own:
            shown = self._own_entries(snapshot, rows, entrant, targets, inherited)
        else:
            if also:
                raise service_refusal("CORRECTION-NOT-ALLOWED", status=403, seq=min(
                    number for number in wanted if number != seq))
            self._host_correction(snapshot, state, entrant, targets[seq], corrected[seq], rows)
        # A sealed entry after it that this phone cannot read: checking it again would tell the
        # phone about it.
        reader = seat_moves.seen_by(snapshot, entrant, inherited)
        sealed = next((row for row in rows if row.seq > first and row.seq not in corrected
                       and _sealed_from(rules, snapshot.state, logged_move(row), reader)), None)
        if sealed is not None:
            raise service_refusal("CORRECTION-SEALED-AHEAD", seq=first, entry=sealed.seq,
                                  player=Seat(sealed.seat), names=snapshot.players)
        # Asked before the replay: whether a later move still fits must not tell anyone more of
        # a sealed entry than the table has seen.
        shown = shown or reveals.first_shown(rules, state, snapshot.state,
                                             [logged_move(row) for row in rows], first)
        replayed = self._replayed(rules, snapshot, state, [
            (corrected.get(row.seq, logged_move(row)), row.now_ms)
            for row in rows if row.seq >= first], set(corrected))
        return Change("correction", targets[seq], replayed, shown, corrected[seq].payload,
                      corrected=corrected, targets=targets, own=own, inherited=inherited)

    def correct_in(self, conn: Connection, snapshot: "Snapshot", entrant: Entrant, change: "Change", *,
                   agreed: bool = False) -> tuple[dict[str, Any], "Snapshot"]:
        """Write a planned correction; refused (CORRECTION-REVEALED) if a reveal fixed it, unless
        the table `agreed`. The answer, and the match after it."""
        if change.shown is not None and not agreed:
            raise fixed_by_reveal("CORRECTION-REVEALED", snapshot, change.target.seq, change.shown)
        for number, move in change.corrected.items():
            target = change.targets[number]
            conn.execute(insert(CORRECTED).values(
                match_id=snapshot.id, seq=number, type=target.type, seat=target.seat,
                payload_before=target.payload, payload_after=dict(move.payload),
                corrected_by=entrant.label, corrected_at=utcnow()))
            conn.execute(update(MOVE).where(MOVE.c.match_id == snapshot.id, MOVE.c.seq == number)
                         .values(payload=dict(move.payload)))
        if change.own:
            # Entered again from the seat's own phone: no longer what it inherited unseen.
            snapshot = replace(snapshot, seat_moves=seat_moves.save_reentered(
                conn, snapshot, entrant.seat, {number: dict(move.payload)
                                               for number, move in change.corrected.items()}))
        after = self._rewritten(conn, snapshot, change.state)
        reader = seat_moves.seen_by(after, entrant, change.inherited)
        entry = log_entry(after, conn.execute(select(MOVE).where(
            MOVE.c.match_id == snapshot.id, MOVE.c.seq == change.target.seq)).one(), reader)
        return {"corrected": entry, "version": after.version,
                "match": match_view(after.rules, after, reader)}, after

    @staticmethod
    def _parsed(rules: Rules, target: Row, payload: Any) -> Any:
        try:
            return referee.parse(rules, target.type, target.seat, payload, target.seq)
        except ValidationError as error:
            raise Problem(422, errors=error.messages) from error

    @staticmethod
    def _own_entries(snapshot: "Snapshot", rows: list[Row], entrant: Entrant,
                     targets: Mapping[int, Row], inherited: list[Row]) -> Move | None:
        """A seat's own phone corrects its own private entries. One the table can read in full
        is the table's: the entry is returned, so the correction waits for every other seat's
        agreement (CORRECTION-REVEALED). A phone that inherited entries unseen corrects them all
        at once: replaying one beside another it has not entered would be judged on what that
        other holds (CORRECTION-REENTER-ALL). What is refused here depends on which entries are
        sealed, which every phone's log shows."""
        rules = snapshot.rules
        revealed = None
        for number, target in sorted(targets.items()):
            before = folded(snapshot, [row for row in rows if row.seq < number])
            if target.seat != entrant.seat or not rules.is_private(before, logged_move(target)):
                raise service_refusal("CORRECTION-NOT-ALLOWED", status=403, seq=number)
            shown = rules.redact(snapshot.state, logged_move(target), None)
            if revealed is None and shown is not None and dict(shown) == dict(target.payload):
                revealed = logged_move(target)
        owed = seat_moves.seen_by(snapshot, entrant, inherited).inherited
        if not owed <= set(targets):
            raise service_refusal("CORRECTION-REENTER-ALL", seqs=sorted(owed))
        return revealed

    @staticmethod
    def _host_correction(snapshot: "Snapshot", state: Any, entrant: Entrant, target: Row,
                         corrected: Any, rows: list[Row]) -> None:
        """The host phone corrects a public move, and no move a tracked hand's phone must enter:
        whether it passes would tell the host about that hand."""
        rules = snapshot.rules
        if not entrant.host:
            raise service_refusal("CORRECTION-NOT-ALLOWED", status=403, seq=target.seq)
        if rules.is_private(state, logged_move(target)) or rules.is_private(state, corrected):
            raise service_refusal("CORRECTION-PRIVATE", status=403, seq=target.seq)
        # A move from a tracked hand, the corrected one or one replayed after it, is its own
        # phone's to enter: whether it passes would tell the host about that hand.
        hands = rules.tracked_hands_used(state, corrected) | referee.tracked_hands_ahead(
            rules, state, [(logged_move(row), row.now_ms) for row in rows if row.seq >= target.seq])
        if hands:
            raise refusal(NotAuthorized("CORE-HAND-OWN-PHONE", player=Seat(min(hands))),
                          rules.info.rules, snapshot.players, slug=snapshot.game)

    def _rewritten(self, conn: Connection, snapshot: "Snapshot", state: Any,
                   counts: Mapping[str, int] | None = None) -> "Snapshot":
        """The match one version on, at `state`: what its log now leads to once an undo or a
        correction rewrote it (`counts`: the log's moves per phone, if the rewrite changed them).
        Publish its version once the transaction is committed."""
        version = snapshot.version + 1
        status = "finished" if snapshot.rules.outcome(state) is not None else "active"
        changed = {} if counts is None else {"log_counts": counts}
        conn.execute(update(MATCH).where(MATCH.c.id == snapshot.id).values(
            state=snapshot.rules.dump(state), version=version, status=status, updated_at=utcnow(),
            **changed))
        self.notify(conn, snapshot.id, version)
        return snapshot.moved_on(state, version, status)

    @staticmethod
    def _replayed(rules: Rules, snapshot: "Snapshot", state: Any, log: list,
                  corrected: set[int]) -> Any:
        seq = log[0][0].seq
        try:
            return referee.replay(rules, state, log)
        except referee.ReplayConflict as conflict:
            if conflict.seq in corrected:  # a corrected move itself breaks a rule: say which
                raise refusal(conflict.violation, rules.info.rules, snapshot.players,
                              slug=snapshot.game) from conflict
            raise service_refusal("COMMON-CORRECTION-CONFLICT", seq=seq, conflict_seq=conflict.seq,
                                  rule=conflict.violation.rule_id) from conflict

    def notify(self, conn: Connection, match_id: str, version: int) -> None:
        # Delivered by PostgreSQL on commit, to every process listening (other workers, hosts).
        if self.db.kind == "postgresql":
            conn.execute(NOTIFY, {"note": f"{match_id} {version}"})

    # --- export --------------------------------------------------------------------------------

    def export(self, match_id: str, hashed: str) -> dict[str, Any]:
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
            entrant = seat_moves.reader(conn, snapshot, entrant)
            rows = logged_rows(conn, match_id)
        return {"match": match_view(snapshot.rules, snapshot, entrant),
                "log": [log_entry(snapshot, row, entrant) for row in rows]}


@dataclass(frozen=True)
class Change:
    """An undo or a correction, checked (and a correction replayed) but not yet written: the
    log row it takes back or rewrites, the state after it, the sealed entry whose reveal fixed
    it (None: nothing the table saw changes), and a correction's new payload. A correction also
    keeps every move it rewrites (a seat re-entering its hidden entries rewrites several), their
    rows, whether they are the seat's own entries, and what the seat inherited unseen."""
    kind: str
    target: Row
    state: Any
    shown: Move | None
    payload: Mapping[str, Any] | None = None
    corrected: Mapping[int, Move] = field(default_factory=dict)
    targets: Mapping[int, Row] = field(default_factory=dict)
    own: bool = False
    inherited: list[Row] = field(default_factory=list)


def require_open(snapshot: "Snapshot") -> None:
    """TOUR-MATCH-CLOSED once the tournament has taken the table's result in: from then on only
    its organisers change it, by correcting the table's result on the tournament."""
    if snapshot.closed:
        raise service_refusal("TOUR-MATCH-CLOSED", table=snapshot.tournament.get("table"),
                              tournament=snapshot.tournament.get("name"))


def fixed_by_reveal(rule_id: str, snapshot: "Snapshot", seq: int, shown: Move) -> Problem:
    """The refusal of a change that would alter what a reveal showed the table (rules/reveals.py):
    every other seat can still agree to it (POST …/change-request)."""
    return service_refusal(rule_id, seq=seq, entry=shown.seq, player=Seat(shown.seat),
                           names=snapshot.players)


def _sealed_from(rules: Rules, state: Any, move: Move, entrant: Entrant) -> bool:
    """A sealed entry this entrant cannot read (yet) in full."""
    if not rules.is_sealed(state, move):
        return False
    shown = rules.redact(state, move, entrant.seat)
    return shown is None or dict(shown) != dict(move.payload)


def stale(snapshot: Snapshot, expected: int) -> Problem:
    """412 for an If-Match the match has moved on from. A game whose spec names this refusal
    (COMMON-STALE-STATE: Cold War, EkeQ) also gets its rule id and its phone message."""
    texts = snapshot.rules.info.rules
    if STALE_RULE not in texts:
        return problem(412, "stale", extra={"version": snapshot.version},
                       version=snapshot.version, expected=expected)
    return Problem(412, texts[STALE_RULE].template(language()), rule=STALE_RULE,
                   type_=f"/api/v1/games/{snapshot.game}#{STALE_RULE}",
                   version=snapshot.version)


def entrant_of(conn: CheckAndSetConnection, snapshot: Snapshot, hashed: str, *,
               seat: Row | None = None) -> tuple[Entrant, bool]:
    """Who the token stands for in this match, and whether this is a seat token's first use.

    `seat` is a row already read with the token's `seat_number` (NULL for no seat) and `claimed`.
    401 for a token nobody issued, 403 for one issued for anything else (api/issued_tokens.py).
    """
    if secrets.compare_digest(hashed, snapshot.host_token_hash):
        return Entrant(host=True, seat=snapshot.host_seat), False
    if seat is None:
        found = conn.execute(SEAT_BY_TOKEN, {"match_id": snapshot.id, "token_hash": hashed}).first()
        if found is not None:
            return Entrant(seat=found.seat), not found.claimed
    elif seat.seat_number is not None:
        return Entrant(seat=seat.seat_number), not seat.claimed
    if issued_anywhere(conn, hashed):  # another match's, or a tournament's, a series', a profile's
        raise problem(403, "other-match")
    unauthorised = {"WWW-Authenticate": 'Bearer error="invalid_token"'}
    moved = seat_moves.moved_away(snapshot.seat_moves, hashed)
    if moved is not None:
        # The phone that lost its seat without consenting: tell it who took it, not "unknown".
        raise problem(401, f"seat-moved-{moved['by']}", headers=unauthorised,
                      extra={"seat": moved["seat"], "moved_by": moved["by"]}, seat=moved["seat"])
    raise problem(401, "bad-token", headers=unauthorised)


def log_counts(conn: Connection | CheckAndSetConnection, snapshot: "Snapshot") -> Mapping[str, int]:
    """The log's moves per phone (Entrant label): as the match keeps them, or, for a match made
    before it kept them, counted from its log once (the move that asks writes them)."""
    if snapshot.log_counts is not None:
        return snapshot.log_counts
    return dict(conn.execute(select(MOVE.c.entered_by, func.count()).where(
        MOVE.c.match_id == snapshot.id).group_by(MOVE.c.entered_by)).all())


def _refuse_another_games_move(rules: Rules, body: Mapping[str, Any]) -> None:
    """409 MOVE-OTHER-GAME for a move this game cannot read but another registered game can.

    The documented request body accepts any game's moves (the API cannot know the match's game
    before reading it), so such a body fits the schema: it is the match that refuses it. A move
    type the match's game plays is its own, whatever the payload: one that does not fit is 422,
    even where another game's move of that name (a lobby's options_changed) would take it.
    """
    if body.get("type") in rules.info.moves:
        return
    for other in registry.GAMES.values():
        if other.info.slug == rules.info.slug:
            continue
        try:
            referee.parse(other, body.get("type"), body.get("seat"), body.get("payload"))
        except ValidationError:
            continue
        raise service_refusal("MOVE-OTHER-GAME", other=other.info.title, game=rules.info.title)


def _fingerprint(body: Mapping[str, Any]) -> str:
    return hashlib.sha256(jsoncodec.dumps_sorted(body)).hexdigest()
