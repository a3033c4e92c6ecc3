"""The seats of a match: claiming a free one with the join code (POST /join), who holds which,
and handing a seat on: to another phone by a one-time code, or back to the join code by releasing
it; the seat list's counter, which goes up whenever a seat changes hands, and a tournament's
organisers renaming and releasing seats.

A seat is held by a phone (its own seat token, claimed), by the host token (the creator plays
it, `match.host_seat`), or by nobody. A hand-off code is 16 characters of the join codes'
alphabet (80 bits), shown once, stored only as its SHA-256 hash, good for one use within
HANDOFF_MINUTES: redeeming it on POST /join gives that seat to the redeeming phone with a fresh
token, and whatever held the seat before stops holding it at once.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Mapping

from sqlalchemy import Connection, Row, select, update

from models.tables import MATCH, SEAT, utcnow
from rules.base import Entrant

from ..auth import new_token, token_hash
from ..errors import problem, service_refusal
from ..live import seats_key
from . import seat_moves
from .service import JOIN_ALPHABET, MatchService, entrant_of, normalise_join_code
from .snapshots import game_rules, load_snapshot
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


@dataclass(frozen=True)
class SeatChange:
    """A seat that changed hands: the seat list's new counter, and the match's new version if
    a phone lost the seat (None if the version stayed)."""
    match_id: str
    version: int | None
    seats_version: int

    def notes(self) -> list[tuple[str, int]]:
        """(hub key, number) to publish: the seat list's, and the match's if it moved."""
        notes = [(seats_key(self.match_id), self.seats_version)]
        if self.version is not None:
            notes.append((self.match_id, self.version))
        return notes


class SeatKeeper:
    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self.db = matches.db

    def _now(self) -> datetime:
        # The service's clock, which the tests move, so an expiry needs no sleeping.
        return datetime.fromtimestamp(self.matches.clock() / 1000, tz=timezone.utc)

    # --- joining with the join code, and the seat list's counter -------------------------------

    def join(self, code: str, seat: int | None,
             tournament_seat: Callable[[Connection, str, Mapping[str, Any], int], None] | None = None,
             bearer: str | None = None) -> dict[str, Any]:
        """`tournament_seat` checks a claim on a tournament table's seat (raising its refusal):
        such a seat belongs to one tournament player, whoever holds the join code. `bearer` is
        the hash of the Bearer token sent, if any: the match's own host token takes the seat
        itself (the creator plays) instead of getting a second token. A code longer than a join
        code is a seat's hand-off code, which `redeem` (below) takes instead."""
        normalised = normalise_join_code(code)
        with self.db.write() as conn:
            match = conn.execute(select(MATCH.c.id, MATCH.c.game, MATCH.c.tournament,
                                        MATCH.c.host_token_hash, MATCH.c.host_seat)
                                 .where(MATCH.c.join_code == normalised)).first()
            if match is None:
                raise problem(404, "no-code", code=normalised)
            seats = conn.execute(select(SEAT.c.seat, SEAT.c.name, SEAT.c.claimed, SEAT.c.token_hash)
                                 .where(SEAT.c.match_id == match.id).order_by(SEAT.c.seat)).all()
            answer = join_listing(match, seats)
            if seat is None:
                return answer
            if not 0 <= seat < len(seats):
                raise service_refusal("JOIN-NO-SEAT", seat=seat)
            if match.tournament is not None and tournament_seat is not None:
                tournament_seat(conn, match.id, match.tournament, seat)
            by_host = (match.tournament is None and bearer is not None
                       and secrets.compare_digest(bearer, match.host_token_hash))
            if by_host and match.host_seat == seat:
                snapshot = load_snapshot(conn, match.id)  # the host's seat already: nothing changes
                change = None
            else:
                if by_host and match.host_seat is not None:
                    raise service_refusal("JOIN-HOST-SEATED", seat=match.host_seat)
                if seats[seat].claimed:
                    raise service_refusal("JOIN-SEAT-TAKEN", seat=seat, name=seats[seat].name)
                # A fresh token: whatever copy of the old one exists (the creator's) stops working,
                # so only the phone that claimed the seat can read its secrets. For the host it is
                # a token nobody holds: the host's own token plays the seat.
                token, hashed = new_token()
                # Only the seat as it was read: if another phone claimed it, or an organiser handed
                # it to another player, since then (PostgreSQL runs requests side by side), it is
                # taken.
                claimed = conn.execute(update(SEAT).where(
                    SEAT.c.match_id == match.id, SEAT.c.seat == seat, SEAT.c.claimed.is_(False),
                    SEAT.c.token_hash == seats[seat].token_hash).values(
                        token_hash=hashed, claimed=True, handoff_hash=None, handoff_expires_at=None))
                if claimed.rowcount != 1:
                    raise service_refusal("JOIN-SEAT-TAKEN", seat=seat, name=seats[seat].name)
                # A free seat: nobody loses it, so the game's version stays where it is.
                change = self.seats_changed(conn, match.id, seat_lost=False,
                                            host_seat=seat if by_host else None)
                if change is None:  # the host took another seat meanwhile
                    raise service_refusal("JOIN-HOST-SEATED", seat=seat)
                answer["seats"][seat]["claimed"] = True
                snapshot = load_snapshot(conn, match.id)
            # A seat freed by the host or an organiser comes without its hidden entries.
            taker = seat_moves.reader(conn, snapshot, Entrant(host=by_host, seat=seat))
        if change is not None:
            self.publish_seats(change)
        if by_host:
            answer.update({"seat": seat, "held_by": "host",
                           "match": match_view(snapshot.rules, snapshot, taker)})
        else:
            answer.update({"seat": seat, "token": token,
                           "match": match_view(snapshot.rules, snapshot, taker)})
        return answer

    def seats_changed(self, conn: Connection, match_id: str, *, seat_lost: bool,
                      host_seat: int | None = None, unseated_host: bool = False
                      ) -> "SeatChange | None":
        """A seat changed hands: the seat list's counter goes up, so the host's list hears of
        it; with `seat_lost` (a phone lost the seat) the match's version too, so that phone's
        table hears of it. `host_seat`: the host token now also holds that seat (refused, None,
        if it already holds one); `unseated_host`: it holds none any more. Publish the answer
        once the transaction is committed."""
        values: dict[str, Any] = {"seats_version": MATCH.c.seats_version + 1, "updated_at": utcnow()}
        if seat_lost:
            values["version"] = MATCH.c.version + 1
        where = [MATCH.c.id == match_id]
        if host_seat is not None:
            values["host_seat"] = host_seat
            where.append(MATCH.c.host_seat.is_(None))
        elif unseated_host:
            values["host_seat"] = None
        if conn.execute(update(MATCH).where(*where).values(values)).rowcount != 1:
            return None
        row = conn.execute(select(MATCH.c.version, MATCH.c.seats_version)
                           .where(MATCH.c.id == match_id)).one()
        change = SeatChange(match_id, row.version if seat_lost else None, row.seats_version)
        for key, number in change.notes():
            self.matches.notify(conn, key, number)
        return change

    def publish_seats(self, change: "SeatChange") -> None:
        for key, number in change.notes():
            self.matches.hub.publish(key, number)

    def seats_version(self, match_id: str) -> int:
        with self.db.read() as conn:
            row = conn.execute(select(MATCH.c.seats_version).where(MATCH.c.id == match_id)).first()
        if row is None:
            raise problem(404, "no-match")
        return row.seats_version

    def release_seats(self, conn: Connection, seats: list[tuple[str, int, str]]) -> list[tuple[str, int]]:
        """Each (match, seat, name) is free to claim again, under `name`: the token that held it
        stops working (a fresh hash nobody holds the token of takes its place), and a seat a
        phone held is moved without its consent (seat_moves.py): it is told so, and whoever
        claims the seat next inherits none of its hidden entries. Each match's
        version goes up, so its phones read the new names and a signed-out phone hears of it.
        The (match, version) pairs to publish once the transaction is committed."""
        return self._seats_renamed(conn, seats, release=True)

    def rename_seats(self, conn: Connection, seats: list[tuple[str, int, str]]) -> list[tuple[str, int]]:
        """Each (match, seat, name): the seat is shown as `name` from now on, its phone keeping it
        (a tournament entry whose series member asked to be shown by initials). Each match's
        version goes up, so its phones redraw with the new name. The (match, version) pairs to
        publish once the transaction is committed."""
        return self._seats_renamed(conn, seats, release=False)

    def _seats_renamed(self, conn: Connection, seats: list[tuple[str, int, str]],
                       release: bool) -> list[tuple[str, int]]:
        by_match: dict[str, list[tuple[int, str]]] = {}
        for match_id, seat, name in seats:
            by_match.setdefault(match_id, []).append((seat, name))
        moved = []
        for match_id, named in by_match.items():
            row = conn.execute(select(MATCH.c.players, MATCH.c.version)
                               .where(MATCH.c.id == match_id)).one()
            players = list(row.players)
            snapshot = load_snapshot(conn, match_id) if release else None
            for seat, name in named:
                values: dict[str, Any] = {"name": name}
                if release:
                    held = conn.execute(select(SEAT.c.token_hash, SEAT.c.claimed).where(
                        SEAT.c.match_id == match_id, SEAT.c.seat == seat)).one()
                    if held.claimed:
                        # Moved by an organiser, not by the phone that held it: whoever claims it
                        # next inherits none of its hidden entries (seat_moves.py).
                        snapshot = replace(snapshot, seat_moves=seat_moves.record_move(
                            conn, snapshot, seat, seat_moves.ORGANISER, self.matches.clock(), held.token_hash))
                    _token, unusable = new_token()
                    values.update(token_hash=unusable, claimed=False, handoff_hash=None,
                                  handoff_expires_at=None, reserved_for=None)
                conn.execute(update(SEAT).where(SEAT.c.match_id == match_id, SEAT.c.seat == seat)
                             .values(**values))
                players[seat] = name
            version = row.version + 1
            conn.execute(update(MATCH).where(MATCH.c.id == match_id).values(
                players=players, version=version, seats_version=MATCH.c.seats_version + 1,
                updated_at=utcnow()))
            seats_version = conn.execute(select(MATCH.c.seats_version)
                                         .where(MATCH.c.id == match_id)).scalar_one()
            self.matches.notify(conn, match_id, version)
            self.matches.notify(conn, seats_key(match_id), seats_version)
            moved += [(match_id, version), (seats_key(match_id), seats_version)]
        return moved

    def join_code(self, match_id: str, hashed: str) -> str:
        """The join code, for the host phone only."""
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id, parse_state=False)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
        if not entrant.host:
            raise problem(403, "host-only")
        return snapshot.join_code

    # --- who holds a seat, and handing it on -----------------------------------------------------

    def holders(self, match_id: str, hashed: str) -> list[dict[str, Any]]:
        """Each seat, its name and who holds it: for the host phone only."""
        with self.db.read() as conn:
            snapshot = load_snapshot(conn, match_id, parse_state=False)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
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
            # No longer kept for the phone that held it in the match before (rematch.py) either.
            conn.execute(update(SEAT).where(SEAT.c.match_id == match_id, SEAT.c.seat == seat)
                         .values(token_hash=unusable, claimed=False, handoff_hash=None,
                                 handoff_expires_at=None, reserved_for=None))
            change = self.seats_changed(conn, match_id, seat_lost=True,
                                                unseated_host=snapshot.host_seat == seat)
        self.publish_seats(change)
        return {"seat": seat, "version": change.version}

    def handed_seat(self, code: str) -> Row | None:
        """The match and seat a hand-off code would give now (`match_id`, `seat`), or None for an
        unknown, used or expired one. Only read: the code stays good for POST /join."""
        with self.db.read() as conn:
            found = conn.execute(select(SEAT.c.match_id, SEAT.c.seat, SEAT.c.handoff_expires_at)
                                 .where(SEAT.c.handoff_hash == token_hash(code))).first()
        if found is None or _aware(found.handoff_expires_at) <= self._now():
            return None
        return found

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
                    token_hash=hashed, claimed=True, handoff_hash=None, handoff_expires_at=None,
                    reserved_for=None))
            if taken.rowcount != 1:
                raise problem(404, "no-handoff")
            host_keeps = by_host and match.host_seat == found.seat
            change = self.seats_changed(
                conn, match.id, seat_lost=True,
                host_seat=found.seat if by_host and not host_keeps else None,
                unseated_host=not by_host and match.host_seat == found.seat)
            answer = join_listing(match, self._seats(conn, match.id))
            snapshot = load_snapshot(conn, match.id)
            if found.handoff_forced and found.claimed and match.host_seat != found.seat:
                # Asked for by the host, redeemed while a phone held the seat: moved without
                # that phone's consent.
                snapshot = replace(snapshot, seat_moves=seat_moves.record_move(
                    conn, snapshot, found.seat, seat_moves.HOST, self.matches.clock(),
                    found.token_hash))
            taker = Entrant(host=True, seat=found.seat) if by_host else Entrant(seat=found.seat)
            view = match_view(snapshot.rules, snapshot, seat_moves.reader(conn, snapshot, taker))
        self.publish_seats(change)
        if by_host:
            return {**answer, "seat": found.seat, "held_by": "host", "match": view}
        return {**answer, "seat": found.seat, "token": token, "match": view}

    def _allowed(self, conn: Connection, match_id: str, hashed: str, seat: int):  # noqa: ANN202
        """The match and the caller, if it may hand on or free `seat`: its holder or the host."""
        snapshot = load_snapshot(conn, match_id, for_update=True, parse_state=False)
        entrant, _first_use = entrant_of(conn, snapshot, hashed)
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


def join_listing(match: Row, seats: list[Row]) -> dict[str, Any]:
    """What POST /join answers about a match: its game and its seats, and which are claimed."""
    return {"match_id": match.id, "game": match.game, "title": game_rules(match.game).info.title,
            "seats": [{"seat": row.seat, "name": row.name, "claimed": row.claimed} for row in seats],
            **({"tournament": dict(match.tournament)} if match.tournament is not None else {})}
