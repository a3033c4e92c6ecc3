"""Create a match, read it (with ETag / 304), undo its last move, correct an earlier one."""
from __future__ import annotations

from flask import request
from flask.views import MethodView

from rules import registry

from ...errors import Problem
from ...limits import create_limit, limiter
from ...routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..schemas import (
    CorrectionRequestSchema,
    CorrectionResponseSchema,
    CreatedMatchSchema,
    CreateMatchSchema,
    MatchViewSchema,
    UndoRequestSchema,
    UndoResponseSchema,
    create_match_body,
)
from .common import AUTH, ETAG_HEADER, MATCH_ID, bearer_hash, etag, known_version, match_ids_checked, service

blp = match_ids_checked(ApiBlueprint("matches", __name__, url_prefix="/api/v1/matches",
                                     description="Matches: create, read, undo, correct"))

# If-None-Match: room for a few entity tags ("7", W/"8"), never a megabyte of them.
MAX_TAGS_LENGTH = 200


@blp.route("")
class Matches(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(CreateMatchSchema())
    @blp.response(201, CreatedMatchSchema)
    @problems(blp, *BODY, 404, 429, UNAVAILABLE)
    @blp.doc(requestBody={"content": {"application/json": {
        "schema": create_match_body(registry.GAMES)}}})
    def post(self, body):
        """Create a match. The tokens in the answer are shown once: keep them. With `host_seat`
        the creator plays that seat with the host token (its `seats` entry has no token)."""
        return service().create(body["game"], body["players"], body["options"],
                                host_seat=body["host_seat"])


@blp.route("/<match_id>", parameters=[MATCH_ID])
class MatchResource(MethodView):
    @blp.response(200, MatchViewSchema, headers=ETAG_HEADER)
    @blp.alt_response(304, description="Still at the version named by If-None-Match: no body.",
                      headers=ETAG_HEADER, success=True)
    @problems(blp, *AUTH, 422)
    @blp.doc(security=[{"bearerAuth": []}], parameters=[
        {"in": "header", "name": "If-None-Match", "schema": {"type": "string", "maxLength": MAX_TAGS_LENGTH},
         "description": "The ETag you have, e.g. \"7\": 304 while the match is still at that "
                        "version."}])
    def get(self, match_id: str):
        """The match as the caller may see it. Send If-None-Match to poll cheaply (304)."""
        if len(request.headers.get("If-None-Match", "")) > MAX_TAGS_LENGTH:
            raise Problem(422, errors={"If-None-Match": [
                f"At most {MAX_TAGS_LENGTH} characters: the ETag you have, e.g. \"7\"."]})
        known = next((version for tag in request.if_none_match.as_set()
                      if (version := known_version(tag)) is not None), None)
        version, view = service().view(match_id, bearer_hash(), unless_version=known)
        headers = {"ETag": etag(version), "Vary": "Authorization"}
        if view is None:
            return "", 304, headers
        return view, 200, headers


@blp.route("/<match_id>/undo", parameters=[MATCH_ID])
class Undo(MethodView):
    @blp.arguments(UndoRequestSchema(), required=False)
    @blp.response(200, UndoResponseSchema)
    @problems(blp, *AUTH, *BODY, 409)
    @blp.doc(security=[{"bearerAuth": []}])
    def post(self, body, match_id: str):
        """Undo the last accepted move (host phone, or the phone that entered it)."""
        return service().undo(match_id, bearer_hash(), (body or {}).get("target_seq"))


@blp.route("/<match_id>/corrections", parameters=[MATCH_ID])
class Corrections(MethodView):
    @blp.arguments(CorrectionRequestSchema())
    @blp.response(200, CorrectionResponseSchema)
    @problems(blp, *AUTH, *BODY, 409)
    @blp.doc(security=[{"bearerAuth": []}])
    def post(self, body, match_id: str):
        """Correct an earlier move's payload and replay the log: 409 with the move's own rule
        if the new payload breaks one, COMMON-CORRECTION-CONFLICT if a later move no longer fits
        (undo back to it instead).

        The host phone corrects public moves (CORRECTION-PRIVATE for a private entry). A seat's
        own phone (its token, or the host token for `host_seat`) corrects its own private
        entries while the table cannot read them yet (CORRECTION-REVEALED once it can); a phone
        that a seat was moved to without its holder's consent corrects every hidden entry it
        inherited at once, with `also` (CORRECTION-REENTER-ALL otherwise)."""
        return service().correct(match_id, bearer_hash(), body["seq"], body["payload"], body["also"])
