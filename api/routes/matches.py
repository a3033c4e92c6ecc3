"""Create a match, read it (with ETag / 304), undo its last move."""
from __future__ import annotations

from flask import request
from flask.views import MethodView
from flask_smorest import Blueprint

from ..limits import create_limit, limiter
from ..schemas import (CreatedMatchSchema, CreateMatchSchema, MatchViewSchema, UndoRequestSchema,
                       UndoResponseSchema)
from .common import bearer_hash, etag, service

blp = Blueprint("matches", __name__, url_prefix="/api/v1/matches",
                description="Matches: create, read, undo")


@blp.route("")
class Matches(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(CreateMatchSchema())
    @blp.response(201, CreatedMatchSchema)
    def post(self, body):
        """Create a match. The tokens in the answer are shown once: keep them."""
        return service().create(body["game"], body["players"], body["options"])


@blp.route("/<match_id>")
class MatchResource(MethodView):
    @blp.response(200, MatchViewSchema)
    @blp.doc(security=[{"bearerAuth": []}])
    def get(self, match_id: str):
        """The match as the caller may see it. Send If-None-Match to poll cheaply (304)."""
        known = next((int(tag) for tag in request.if_none_match.as_set() if tag.isdigit()), None)
        version, view = service().view(match_id, bearer_hash(), unless_version=known)
        headers = {"ETag": etag(version), "Cache-Control": "private, no-cache", "Vary": "Authorization"}
        if view is None:
            return "", 304, headers
        return view, 200, headers


@blp.route("/<match_id>/undo")
class Undo(MethodView):
    @blp.arguments(UndoRequestSchema(), required=False)
    @blp.response(200, UndoResponseSchema)
    @blp.doc(security=[{"bearerAuth": []}])
    def post(self, body, match_id: str):
        """Undo the last accepted move (host phone, or the phone that entered it)."""
        return service().undo(match_id, bearer_hash(), (body or {}).get("target_seq"))
