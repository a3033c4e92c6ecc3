"""Join by code: list a match's seats, or claim an unclaimed one and get its token. A tournament
table's seat is claimed with its own player's token (or an organiser's) as the Bearer token."""
from __future__ import annotations

from flask import request
from flask.views import MethodView

from ...auth import token_hash
from ...limits import CODE_GUESSES, join_limit, limiter
from ...routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ...tournaments.service import tournaments
from ..schemas import JoinRequestSchema, JoinResponseSchema
from ..seats import SeatKeeper
from ..service import JOIN_CODE_LENGTH, normalise_join_code
from .common import service

blp = ApiBlueprint("join", __name__, url_prefix="/api/v1", description="Joining a match by code")


@blp.route("/join")
class Join(MethodView):
    # One count of guesses with the code lookup (api/limits.py).
    decorators = [limiter.shared_limit(join_limit, scope=CODE_GUESSES)]

    @blp.arguments(JoinRequestSchema())
    @blp.response(200, JoinResponseSchema)
    @problems(blp, *BODY, 401, 403, 404, 409, 429, UNAVAILABLE)
    def post(self, body):
        """Without `seat`: the seats and which are claimed. With `seat`: claim it (token once).

        A tournament table's seat belongs to one player: send that player's token (from their
        check-in) as `Authorization: Bearer …`, or an organiser's; any other claim is 403
        `TOUR-SEAT-NOT-YOURS`, and a token a later check-in replaced is 401.

        Any other match's seat claimed with that match's own host token as the Bearer token is
        taken by the host token itself (the creator plays: `held_by` "host", no new token); a
        host that already plays a seat is refused `JOIN-HOST-SEATED`. A hand-off code (16
        characters) claims its own seat, once, within its 10 minutes (404 otherwise); the phone
        that held the seat loses it at once."""
        bearer = _bearer()
        code = normalise_join_code(body["code"])
        if len(code) != JOIN_CODE_LENGTH:
            return SeatKeeper(service()).redeem(code, body["seat"], bearer)
        return SeatKeeper(service()).join(code, body["seat"], tournaments().seat_claim(bearer), bearer=bearer)


def _bearer() -> str | None:
    """The hash of a Bearer token if one is sent: a tournament seat's claim reads it, and an
    ordinary match's only to tell its own host token (any other is ignored, as before)."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token_hash(token.strip()) if scheme.lower() == "bearer" and token.strip() else None
