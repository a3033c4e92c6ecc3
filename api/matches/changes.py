"""Changes the table must agree to: undoing or correcting what a reveal fixed (rules/reveals.py).

Once the table has seen a sealed entry, undo and correction that would change it are refused
(UNDO-REVEALED, CORRECTION-REVEALED). A genuine typo can still be fixed: the phone that could have
made the change asks for it (POST …/change-request), every other seat agrees from its own phone
(its seat token, or the host token for the seat the host plays), and the last agreement carries
the change out, checked again as it would have been. Any seat asked, or the asker, can end it
(decline). A match holds one request at a time, stored on its row with the version it was made
at: any other change of the match (a move, an undo, a seat lost) ends it, so nobody agrees to a
table that has moved on. Each step raises the match's version, so every phone hears of it.
"""
from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any, Mapping

from sqlalchemy import Connection, update

from models.tables import MATCH, utcnow
from rules.base import Entrant

from ..errors import Problem, service_refusal
from .service import Change, MatchService, entrant_of
from .snapshots import Snapshot, load_snapshot
from .views import match_view

KINDS = ("undo", "correction")


class ChangeDesk:
    def __init__(self, matches: MatchService) -> None:
        self.matches = matches
        self.db = matches.db

    def ask(self, match_id: str, hashed: str, kind: str, seq: int,
            payload: Mapping[str, Any] | None) -> dict[str, Any]:
        """Ask every other seat to agree to an undo or a correction a reveal fixed. Refused as
        the change itself would be for any other reason, and with CHANGE-NOT-NEEDED when nothing
        fixes it (then just make it)."""
        with self.db.write() as conn:
            snapshot = load_snapshot(conn, match_id, for_update=True)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
            if snapshot.open_request is not None:
                raise service_refusal("CHANGE-PENDING")
            change = self._plan(conn, snapshot, entrant, kind, seq, payload)
            if change.shown is None:
                raise service_refusal("CHANGE-NOT-NEEDED", seq=seq)
            needed = [seat for seat in range(len(snapshot.players)) if seat != entrant.seat]
            request = {
                "id": secrets.token_urlsafe(9), "kind": kind, "seq": seq,
                "entry": change.shown.seq, "entry_seat": change.shown.seat,
                "rule": "UNDO-REVEALED" if kind == "undo" else "CORRECTION-REVEALED",
                "asked_by": entrant.label, "seat": entrant.seat, "host": entrant.host,
                "needed": needed, "agreed": [], "asked_at": utcnow().isoformat(),
                **({"payload": dict(change.payload)} if kind == "correction" else {})}
            after = self._store(conn, snapshot, request)
        self.matches.hub.publish(match_id, after.version)
        return self._answer(after, entrant, applied=False)

    def agree(self, match_id: str, hashed: str, request_id: str) -> dict[str, Any]:
        """One seat agrees, from its own phone; the last one carries the change out."""
        with self.db.write() as conn:
            snapshot = load_snapshot(conn, match_id, for_update=True)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
            request = self._standing(snapshot, request_id)
            if entrant.seat is None or entrant.seat not in request["needed"]:
                raise self._not_yours(snapshot, request)
            agreed = sorted({*request["agreed"], entrant.seat})
            if set(agreed) != set(request["needed"]):
                after = self._store(conn, snapshot, {**request, "agreed": agreed})
                answer = self._answer(after, entrant, applied=False)
            else:
                answer, after = self._carry_out(conn, snapshot, request)
                answer = {**answer, "match": match_view(after.rules, after, entrant)}
        self.matches.hub.publish(match_id, after.version)
        return answer

    def decline(self, match_id: str, hashed: str, request_id: str) -> dict[str, Any]:
        """A seat asked refuses, or the asker withdraws: the request ends, nothing changes."""
        with self.db.write() as conn:
            snapshot = load_snapshot(conn, match_id, for_update=True)
            entrant, _first_use = entrant_of(conn, snapshot, hashed)
            request = self._standing(snapshot, request_id)
            asker = entrant.label == request["asked_by"]
            if not asker and (entrant.seat is None or entrant.seat not in request["needed"]):
                raise self._not_yours(snapshot, request)
            after = self._store(conn, snapshot, None)
        self.matches.hub.publish(match_id, after.version)
        return self._answer(after, entrant, applied=False)

    # --- the machinery ---------------------------------------------------------------------------

    def _plan(self, conn: Connection, snapshot: Snapshot, entrant: Entrant, kind: str, seq: int,
              payload: Mapping[str, Any] | None) -> Change:
        if kind == "undo":
            return self.matches.plan_undo(conn, snapshot, entrant, seq)
        # No payload is the empty one: the move's own schema then says what it lacks (422).
        return self.matches.plan_correction(conn, snapshot, entrant, seq, payload or {})

    def _carry_out(self, conn: Connection, snapshot: Snapshot,
                   request: Mapping[str, Any]) -> tuple[dict[str, Any], Snapshot]:
        """The change as its asker would have made it, checked again (the match is where it was
        when asked, so it passes as it did then), with the table's agreement."""
        asker = Entrant(seat=request["seat"], host=request["host"])
        change = self._plan(conn, snapshot, asker, request["kind"], request["seq"], request.get("payload"))
        carry_out = self.matches.undo_in if request["kind"] == "undo" else self.matches.correct_in
        answer, after = carry_out(conn, snapshot, asker, change, agreed=True)
        conn.execute(update(MATCH).where(MATCH.c.id == snapshot.id).values(change_request=None))
        return {**answer, "applied": True, "change_request": None}, after

    def _store(self, conn: Connection, snapshot: Snapshot,
               request: Mapping[str, Any] | None) -> Snapshot:
        """The request as it now stands (None: ended), one version on."""
        version = snapshot.version + 1
        stored = None if request is None else {**request, "version": version}
        conn.execute(update(MATCH).where(MATCH.c.id == snapshot.id).values(
            change_request=stored, version=version, updated_at=utcnow()))
        self.matches.notify(conn, snapshot.id, version)
        return replace(snapshot, version=version, change_request=stored)

    @staticmethod
    def _standing(snapshot: Snapshot, request_id: str) -> Mapping[str, Any]:
        request = snapshot.open_request
        if request is None or not secrets.compare_digest(request["id"], request_id):
            raise service_refusal("CHANGE-GONE")
        return request

    @staticmethod
    def _not_yours(snapshot: Snapshot, request: Mapping[str, Any]) -> Problem:
        names = ", ".join(snapshot.players[seat] for seat in request["needed"])
        return service_refusal("CHANGE-NOT-YOURS", status=403, players=names)

    @staticmethod
    def _answer(after: Snapshot, entrant: Entrant, *, applied: bool) -> dict[str, Any]:
        view = match_view(after.rules, after, entrant)
        return {"applied": applied, "change_request": view["change_request"],
                "version": after.version, "match": view}
