"""Join by code: list a match's seats, or claim an unclaimed one and get its token."""
from __future__ import annotations

from flask.views import MethodView

from ..limits import join_limit, limiter
from ..schemas import JoinRequestSchema, JoinResponseSchema
from .common import BODY, UNAVAILABLE, ApiBlueprint, problems, service

blp = ApiBlueprint("join", __name__, url_prefix="/api/v1", description="Joining a match by code")


@blp.route("/join")
class Join(MethodView):
    decorators = [limiter.limit(join_limit)]

    @blp.arguments(JoinRequestSchema())
    @blp.response(200, JoinResponseSchema)
    @problems(blp, *BODY, 404, 409, 429, UNAVAILABLE)
    def post(self, body):
        """Without `seat`: the seats and which are claimed. With `seat`: claim it (token once)."""
        return service().join(body["code"], body["seat"])
