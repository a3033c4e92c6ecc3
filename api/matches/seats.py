"""Who holds which seat, and handing a seat on: to another phone by a one-time code, or back to
the join code by releasing it.

A seat is held by a phone (its own seat token, claimed), by the host token (the creator plays
it, `match.host_seat`), or by nobody. A hand-off code is 16 characters of the join codes'
alphabet (80 bits), shown once, stored only as its SHA-256 hash, good for one use within
HANDOFF_MINUTES: redeeming it on POST /join gives that seat to the redeeming phone with a fresh
token, and whatever held the seat before stops holding it at once.
"""
from __future__ import annotations

import secrets
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import Any

from sqlalchemy import Connection, Row, select, update

from models.tables import MATCH, SEAT
from rules.base import Entrant

from ..auth import new_token, token_hash
from ..errors import problem, service_refusal
from . import seat_moves
from .service import JOIN_ALPHABET, MatchService, _entrant, _load, join_listing
from .views import match_view

HANDOFF_CODE_LENGTH = 16
HANDOFF_MINUTES = 10


def new_handoff_code() -> str:
    return "".join(secrets.choice(JOIN_ALPHABET) for _ in range(HANDOFF_CODE_LENGTH))


def holder(host_seat: int | None, row: Row) -> str | None:
    """Who holds a seat: "host" (the host token plays it), "phone" (a seat token), or None."""
    if row.seat == host_seat:
        return "host"
    return "phone" if row.claimed else None


class SeatKeeper:
    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self.db = matches.db

    def _now(self) -> datetime:
        # The service's clock, which the tests move, so an expiry needs no sleeping.
        return datetime.fromtimestamp(self.matches.clock() / 1000, tz=timezone.utc)

    def holders(self, match_id: str, hashed: str) -> list[dict[str, Any]]:
        """Each seat, its name and who holds it: for the host phone only."""
        with self.db.read() as conn:
            snapshot = _load(conn, match_id, parse_state=False)
            entrant, _first_use = _entrant(conn, snapshot, hashed)
            if not entrant.host:
                raise problem(403, "host-only")
            rows = self._seats(conn, match_id)
        return [{"seat": row.seat, "name": row.name, "holder": holder(snapshot.host_seat, row)}
                for row in rows]

    def handoff(self, match_id: str, hashed: str, seat: int) -> dict[str, Any]:
        """A one-time code that hands `seat` to another phone: asked for by the phone that
        holds the seat, or by the host for any seat. A newer code replaces an older one."""
        code = new_handoff_code()
        expires = self._now() + timedelta(minutes=HANDOFF_MINUTES)
        with self.db.write() as conn:
            _snapshot, entrant = self._allowed(conn, match_id, hashed, seat)
            # The host asking for a seat it does not hold itself: redeemed while a phone holds
            # the seat, the code moves it without that phone's consent (seat_moves.py).
            conn.execute(update(SEAT).where(SEAT.c.match_id == match_id, SEAT.c.seat == seat)
                         .values(handoff_hash=token_hash(code), handoff_expires_at=expires,
                                 handoff_forced=entrant.seat != seat))
        return {"seat": seat, "code": code, "expires_at": expires.isoformat(),
                "expires_in": HANDOFF_MINUTES * 60}

    def release(self, match_id: str, hashed: str, seat: int) -> dict[str, Any]:
        """`seat` is free to claim with the join code again: asked for by its holder or by the
        host. The token that held it stops working for it (a host stays host, unseated)."""
        with self.db.write() as conn:
            snapshot, entrant = self._allowed(conn, match_id, hashed, seat)
            held = conn.execute(select(SEAT.c.token_hash, SEAT.c.claimed).where(
                SEAT.c.match_id == match_id, SEAT.c.seat == seat)).one()
            if entrant.seat != seat and held.claimed:
                # The host freeing a seat a phone holds: whoever claims it next inherits none of
                # its hidden entries, and the phone is told who took it.
                seat_moves.record_move(conn, snapshot.parsed(), seat, seat_moves.HOST,
                                       self.matches.clock(), held.token_hash)
            _token, unusable = new_token()
            conn.execute(update(SEAT).where(SEAT.c.match_id == match_id, SEAT.c.seat == seat)
                         .values(token_hash=unusable, claimed=False, handoff_hash=None,
                                 handoff_expires_at=None))
            change = self.matches.seats_changed(conn, match_id, seat_lost=True,
                                                unseated_host=snapshot.host_seat == seat)
        self.matches.publish_seats(change)
        return {"seat": seat, "version": change.version}

    def redeem(self, code: str, seat: int | None, bearer: str | None) -> dict[str, Any]:
        """POST /join with a hand-off code: the seat it names, for this phone. Once only, before
        it expires; an unknown, used or expired code is the same 404, so none can be told apart.
        The match's own host token takes the seat itself instead of a second token."""
        with self.db.write() as conn:
            found = conn.execute(select(SEAT.c.match_id, SEAT.c.seat, SEAT.c.handoff_expires_at,
                                        SEAT.c.handoff_forced, SEAT.c.claimed, SEAT.c.token_hash)
                                 .where(SEAT.c.handoff_hash == token_hash(code))).first()
            if found is None or _aware(found.handoff_expires_at) <= self._now():
                raise problem(404, "no-handoff")
            if seat is not None and seat != found.seat:
                raise service_refusal("JOIN-HANDOFF-SEAT", seat=seat, handed=found.seat)
            match = conn.execute(select(MATCH.c.id, MATCH.c.game, MATCH.c.tournament,
                                        MATCH.c.host_token_hash, MATCH.c.host_seat)
                                 .where(MATCH.c.id == found.match_id)).one()
            by_host = (match.tournament is None and bearer is not None
                       and secrets.compare_digest(bearer, match.host_token_hash))
            if by_host and match.host_seat not in (None, found.seat):
                raise service_refusal("JOIN-HOST-SEATED", seat=match.host_seat)
            token, hashed = new_token()
            # Only while the code is still this one: a second phone redeeming it at the same time
            # finds it gone.
            taken = conn.execute(update(SEAT).where(
                SEAT.c.match_id == match.id, SEAT.c.seat == found.seat,
                SEAT.c.handoff_hash == token_hash(code)).values(
                    token_hash=hashed, claimed=True, handoff_hash=None, handoff_expires_at=None))
            if taken.rowcount != 1:
                raise problem(404, "no-handoff")
            host_keeps = by_host and match.host_seat == found.seat
            change = self.matches.seats_changed(
                conn, match.id, seat_lost=True,
                host_seat=found.seat if by_host and not host_keeps else None,
                unseated_host=not by_host and match.host_seat == found.seat)
            answer = join_listing(match, self._seats(conn, match.id))
            snapshot = _load(conn, match.id)
            if found.handoff_forced and found.claimed and match.host_seat != found.seat:
                # Asked for by the host, redeemed while a phone held the seat: moved without
                # that phone's consent.
                snapshot = replace(snapshot, seat_moves=seat_moves.record_move(
                    conn, snapshot, found.seat, seat_moves.HOST, self.matches.clock(),
                    found.token_hash))
            taker = Entrant(host=True, seat=found.seat) if by_host else Entrant(seat=found.seat)
            view = match_view(snapshot.rules, snapshot, seat_moves.reader(conn, snapshot, taker))
        self.matches.publish_seats(change)
        if by_host:
            return {**answer, "seat": found.seat, "held_by": "host", "match": view}
        return {**answer, "seat": found.seat, "token": token, "match": view}

    def _allowed(self, conn: Connection, match_id: str, hashed: str, seat: int):  # noqa: ANN202
        """The match and the caller, if it may hand on or free `seat`: its holder or the host."""
        snapshot = _load(conn, match_id, for_update=True, parse_state=False)
        entrant, _first_use = _entrant(conn, snapshot, hashed)
        if not 0 <= seat < len(snapshot.players):
            raise service_refusal("JOIN-NO-SEAT", seat=seat)
        if snapshot.tournament is not None:
            # Its seats belong to its players (TOUR-SEAT-NOT-YOURS): the organisers move them.
            raise service_refusal("SEAT-TOURNAMENT", status=403, seat=seat)
        if not (entrant.host or entrant.seat == seat):
            raise service_refusal("SEAT-NOT-YOURS", status=403, seat=seat)
        return snapshot, entrant

    @staticmethod
    def _seats(conn: Connection, match_id: str) -> list[Row]:
        return conn.execute(select(SEAT.c.seat, SEAT.c.name, SEAT.c.claimed)
                            .where(SEAT.c.match_id == match_id).order_by(SEAT.c.seat)).all()


def _aware(moment: datetime) -> datetime:
    # SQLite hands back the stored UTC time without its zone.
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)
