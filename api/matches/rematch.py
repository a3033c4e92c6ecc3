"""Playing again: the next match of a finished one, with the same game, players, seats and
options, and every phone that held a seat (and the host phone) taking its place there with the
token it already has, without a new code.

The first phone to ask starts the next match; the old match then names it (`next_match`) and its
version goes up, so every phone watching it hears of it and asks in turn. Asking is one call for
all of them, and it is idempotent: whoever asks, however often and however many at once, there is
one next match (the old match's row is locked while it is started), and each phone gets the same
place and the same token in it every time.

A phone's token there is derived from its token here (auth.derived_token): only that phone can
compute it, and asking again never kills the copy it already has. A seat a phone held here is kept
for that phone (`seat.reserved_for`, the hash of its token here) until the seat changes hands in the
next match (handed on or freed: seats.py), so an old token never takes a seat back from the phone
it was given to, and never gives another seat. A seat nobody's phone held here is free there, for
the next match's own join code; the host token plays the seat it played.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, insert, select, update

from models.tables import MATCH, SEAT, utcnow
from rules import referee
from rules.base import Entrant

from ..auth import derived_token, new_token, token_hash
from ..errors import service_refusal
from .service import MatchService, entrant_of, new_match_id
from .snapshots import Snapshot, load_snapshot
from .statements import CLAIM_BY_TOKEN
from .views import match_view


@dataclass(frozen=True)
class Place:
    """A phone's place in the next match: its token there and who that token stands for."""
    token: str
    entrant: Entrant


class Rematches:
    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self.db = matches.db

    def play_again(self, match_id: str, token: str) -> tuple[dict[str, Any], int]:
        """The caller's place in the match that follows `match_id`, started now if nobody asked
        before (201) or as it is (200). For the host phone and the phones that hold a seat of a
        finished match that is no tournament's table."""
        hashed = token_hash(token)
        with self.db.write() as conn:
            # Locked: two phones asking at once start one match; the second finds it.
            old = load_snapshot(conn, match_id, for_update=True, parse_state=False)
            entrant, first_use = entrant_of(conn, old, hashed)
            if first_use:
                conn.execute(CLAIM_BY_TOKEN, {"for_match": match_id, "for_token": hashed})
            if old.tournament is not None:
                raise service_refusal("REMATCH-TOURNAMENT", table=old.tournament.get("table"),
                                      tournament=old.tournament.get("name"))
            if old.status != "finished":
                raise service_refusal("REMATCH-NOT-FINISHED")
            started = old.next_match is None
            next_id = self._start(conn, old) if started else old.next_match
            new = load_snapshot(conn, next_id)
            place = self._place(conn, new, entrant, token, hashed)
            view = match_view(new.rules, new, place.entrant)
            version = self._point_to(conn, old, next_id) if started else None
        if version is not None:
            self.matches.hub.publish(match_id, version)
        return {"id": next_id, "previous_match": match_id, "token": place.token,
                "host": place.entrant.host, "seat": place.entrant.seat,
                "match": view}, 201 if started else 200

    def _start(self, conn: Connection, old: Snapshot) -> str:
        """The next match, set up afresh from the old one's game, players, options and host seat.
        Its host token and the seats kept for phones are tokens nobody has until each phone
        takes its place (`_place`)."""
        rules = old.rules
        options, state = referee.new_game(rules, len(old.players), old.options)
        held = {row.seat: row for row in conn.execute(
            select(SEAT.c.seat, SEAT.c.claimed, SEAT.c.token_hash).where(SEAT.c.match_id == old.id))}
        next_id = new_match_id()
        now = utcnow()
        conn.execute(insert(MATCH).values(
            id=next_id, game=old.game, players=list(old.players), options=options,
            state=rules.dump(state), version=0, next_seq=1, status="active",
            join_code=self.matches._unused_join_code(conn, next_id), host_token_hash=new_token()[1],
            created_at=now, updated_at=now, tournament=None, host_seat=old.host_seat, log_counts={}))
        conn.execute(insert(SEAT), [_seat_row(next_id, seat, name, old.host_seat, held.get(seat))
                                    for seat, name in enumerate(old.players)])
        return next_id

    def _place(self, conn: Connection, new: Snapshot, entrant: Entrant, token: str,
               hashed: str) -> Place:
        """The caller's token in the next match, written there: the host token for the host
        phone (with the seat the host token plays there), else the seat's, if the seat is still
        kept for the caller's token (REMATCH-SEAT-GONE otherwise)."""
        next_id = new.id
        if entrant.host:
            derived, derived_hash = derived_token(token, f"rematch {next_id} host")
            conn.execute(update(MATCH).where(MATCH.c.id == next_id)
                         .values(host_token_hash=derived_hash))
            return Place(derived, Entrant(host=True, seat=new.host_seat))
        seat = entrant.seat
        kept = conn.execute(select(SEAT.c.name, SEAT.c.reserved_for).where(
            SEAT.c.match_id == next_id, SEAT.c.seat == seat)).one()
        if kept.reserved_for != hashed:
            raise service_refusal("REMATCH-SEAT-GONE", seat=seat, name=kept.name)
        derived, derived_hash = derived_token(token, f"rematch {next_id} seat {seat}")
        conn.execute(update(SEAT).where(SEAT.c.match_id == next_id, SEAT.c.seat == seat)
                     .values(token_hash=derived_hash, claimed=True))
        return Place(derived, Entrant(seat=seat))

    def _point_to(self, conn: Connection, old: Snapshot, next_id: str) -> int:
        """The old match names the next one, one version on, so that every phone watching it
        hears of it. Its new version, to publish once the transaction is committed."""
        version = old.version + 1
        conn.execute(update(MATCH).where(MATCH.c.id == old.id).values(
            next_match=next_id, version=version, updated_at=utcnow()))
        self.matches.notify(conn, old.id, version)
        return version


def _seat_row(match_id: str, seat: int, name: str, host_seat: int | None, held: Any) -> dict[str, Any]:
    """A seat of the next match: the host token's if it played it, kept for the phone that held
    it (claimed, so the join code cannot give it away), or free."""
    by_phone = seat != host_seat and held is not None and held.claimed
    return {"match_id": match_id, "seat": seat, "name": name, "token_hash": new_token()[1],
            "claimed": seat == host_seat or by_phone,
            "reserved_for": held.token_hash if by_phone else None}
