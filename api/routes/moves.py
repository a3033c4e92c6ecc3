"""Play a move (Idempotency-Key, If-Match) and read the log as the caller may see it."""
from __future__ import annotations

from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from ..errors import Problem
from ..schemas import LogQuerySchema, LogSchema, MoveRequestSchema, MoveResponseSchema
from .common import bearer_hash, etag, service

blp = Blueprint("moves", __name__, url_prefix="/api/v1/matches", description="Moves and the log")

MAX_KEY_LENGTH = 200


@blp.route("/<match_id>/moves")
class Moves(MethodView):
    @blp.arguments(MoveRequestSchema())
    @blp.response(201, MoveResponseSchema)
    @blp.alt_response(409, description="Refused by the rules: `rule` names the rule.")
    @blp.alt_response(412, description="If-Match given and the version moved on.")
    @blp.doc(security=[{"bearerAuth": []}], parameters=[
        {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"},
         "description": "Retries with the same key get the stored answer, never a second move."},
        {"in": "header", "name": "If-Match", "schema": {"type": "string"},
         "description": "The version your decision was based on, e.g. \"7\"."}])
    def post(self, body, match_id: str):
        """Enter a move for a seat. 409 with the rule id if the rules forbid it."""
        played = service().play(match_id, bearer_hash(), body, idempotency_key=_idempotency_key(),
                                if_match=_if_match())
        response = Response(played.body, status=played.status, mimetype="application/json")
        if played.replayed:
            response.headers["Idempotent-Replayed"] = "true"
        else:
            response.headers["ETag"] = etag(played.version)
        return response

    @blp.arguments(LogQuerySchema(), location="query")
    @blp.response(200, LogSchema)
    @blp.doc(security=[{"bearerAuth": []}])
    def get(self, query, match_id: str):
        """The accepted moves after `after`, others' private payloads redacted until revealed."""
        return service().log(match_id, bearer_hash(), query["after"])


def _idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    key = key.strip()
    if not key or len(key) > MAX_KEY_LENGTH:
        raise Problem(422, errors={"Idempotency-Key": [f"Must be 1 to {MAX_KEY_LENGTH} characters."]})
    return key


def _if_match() -> int | None:
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    value = header.strip().removeprefix("W/").strip('"')
    if not value.isdigit():
        raise Problem(422, errors={"If-Match": ['Send the version as an ETag, e.g. "7".']})
    return int(value)
