"""Who holds which seat (for the host), and handing a seat on: a one-time hand-off code for
another phone, or freeing the seat for the join code."""
from __future__ import annotations

from functools import partial

from flask import Response
from flask.views import MethodView

from rules.bounds import SEAT_MAX

from ...errors import problem
from ...limits import join_limit, limiter
from ...live import seats_key
from ...qr import app_link, qr_svg
from ...routes.common import ApiBlueprint, problems
from ..schemas import HandoffSchema, ReleasedSeatSchema, SeatHolderSchema
from ..seats import SeatKeeper
from .common import AUTH, MATCH_ID, bearer_hash, match_ids_checked, service
from .events import STREAMS_FULL, TOO_MANY_STREAMS, VERSION_EVENT, version_stream

blp = match_ids_checked(ApiBlueprint("seats", __name__, url_prefix="/api/v1/matches",
                                     description="Seats: who holds them, handing them on"))

SEAT = {"in": "path", "name": "seat", "required": True,
        "description": "A seat of the match (0 to players - 1; another is 409 JOIN-NO-SEAT).",
        "schema": {"type": "integer", "minimum": 0, "maximum": SEAT_MAX}}
SECURED = {"security": [{"bearerAuth": []}]}
# The same bounds as the schema above: a seat number beyond them is no seat's path (404).
SEAT_NO = f"<int(min=0, max={SEAT_MAX}):seat>"


def keeper() -> SeatKeeper:
    return SeatKeeper(service())


@blp.route("/<match_id>/seats", parameters=[MATCH_ID])
class Seats(MethodView):
    @blp.response(200, SeatHolderSchema(many=True))
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def get(self, match_id: str):
        """Each seat and who holds it: the host token, a phone, or nobody (host phone only).
        GET …/seats/events tells of every change of holder."""
        return keeper().holders(match_id, bearer_hash())


@blp.route("/<match_id>/seats/events", parameters=[MATCH_ID])
@blp.response(200, VERSION_EVENT, content_type="text/event-stream", description=(
    "Like GET /matches/{id}/events, but its `version` is the seat list's own counter, which goes "
    "up whenever a seat changes hands (a phone joins, a seat is handed on or freed); read GET "
    "/matches/{id}/seats on each. Host token only (403 otherwise). A join does not move the "
    "match's own version; a hand-off or a freed seat does, so the phone that lost it hears it."))
@problems(blp, *AUTH, TOO_MANY_STREAMS, STREAMS_FULL)
@blp.doc(**SECURED)
def seat_events(match_id: str) -> Response:
    svc = service()
    if not svc.authenticate(match_id, bearer_hash()).host:
        raise problem(403, "host-only")
    return version_stream(seats_key(match_id), partial(SeatKeeper(svc).seats_version, match_id))


@blp.route(f"/<match_id>/seats/{SEAT_NO}/handoff", parameters=[MATCH_ID, SEAT])
class Handoff(MethodView):
    decorators = [limiter.limit(join_limit)]

    @blp.response(201, HandoffSchema)
    @problems(blp, *AUTH, 409, 429)
    @blp.doc(**SECURED)
    def post(self, match_id: str, seat: int):
        """A one-time code (and its `#join=` link and QR code) that hands this seat to another
        phone: for the seat's holder (its seat token, or the host token that plays it) or the
        host, for any seat (403 SEAT-NOT-YOURS otherwise). Redeemed on POST /join within 10
        minutes, it gives that phone the seat with a fresh token, and the seat's previous holder
        loses it at once (a host stays host). A newer code replaces an older one. Not for a
        tournament table's seats (403 SEAT-TOURNAMENT)."""
        answer = keeper().handoff(match_id, bearer_hash(), seat)
        link = app_link(f"join={answer['code']}")
        return {**answer, "link": link, "qr_svg": qr_svg(link).decode()}


@blp.route(f"/<match_id>/seats/{SEAT_NO}/release", parameters=[MATCH_ID, SEAT])
class Release(MethodView):
    @blp.response(200, ReleasedSeatSchema)
    @problems(blp, *AUTH, 409)
    @blp.doc(**SECURED)
    def post(self, match_id: str, seat: int):
        """Free this seat for the join code: for its holder or the host (403 SEAT-NOT-YOURS
        otherwise). The token that held it no longer holds it (a host stays host, unseated)."""
        return keeper().release(match_id, bearer_hash(), seat)
