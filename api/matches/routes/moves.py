"""Play a move (Idempotency-Key, If-Match) and read the log as the caller may see it."""
from __future__ import annotations

import re

from flask import Response, request
from flask.views import MethodView

from rules import registry

from ...errors import Problem
from ...routes.common import BODY, ApiBlueprint, problems
from ..schemas import LogQuerySchema, LogSchema, MoveRequestSchema, MoveResponseSchema, move_request_body
from .common import AUTH, ETAG_HEADER, MATCH_ID, bearer_hash, etag, match_ids_checked, service

blp = match_ids_checked(ApiBlueprint("moves", __name__, url_prefix="/api/v1/matches",
                                     description="Moves and the log"))

MAX_KEY_LENGTH = 200
# 1 to 200 printable ASCII characters, blanks inside but not around them (those are dropped):
# what any HTTP client can send, and a database can store.
KEY_PATTERN = (rf"^[ \t]*[\x21-\x7e]([\x20-\x7e]{{0,{MAX_KEY_LENGTH - 2}}}[\x21-\x7e])?"
               r"[ \t]*$")
_KEY = re.compile(KEY_PATTERN)
# An entity tag naming a version, weak or strong, quoted or not; or `*`, which matches any.
IF_MATCH_PATTERN = r'^[ \t]*(\*|(W/)?("[0-9]{1,18}"|[0-9]{1,18}))[ \t]*$'
_IF_MATCH = re.compile(IF_MATCH_PATTERN)
# Both headers as sent, blanks around them included: the patterns alone would take any number.
MAX_KEY_HEADER = MAX_KEY_LENGTH + 16
MAX_IF_MATCH_HEADER = 40


@blp.route("/<match_id>/moves", parameters=[MATCH_ID])
class Moves(MethodView):
    @blp.arguments(MoveRequestSchema())
    @blp.response(201, MoveResponseSchema, description=(
        "Accepted. A retry with the same Idempotency-Key gets the move's `seq` and `version` "
        "again, with `match` as the match stands now (it may have moved on, or the move been "
        "undone), marked `Idempotent-Replayed: true` and without `ETag`."), headers={
            "ETag": {**ETAG_HEADER["ETag"], "required": False,
                     "description": "The match's version after this move (not on a replay)."},
            "Idempotent-Replayed": {"schema": {"type": "string", "enum": ["true"]},
                                    "description": "The answer to an earlier request with "
                                                   "this key: its seq and version."}})
    @problems(blp, *AUTH, *BODY, 409, 412, 429)
    @blp.doc(requestBody={"content": {"application/json": {
        "schema": move_request_body(registry.GAMES)}}})
    @blp.doc(security=[{"bearerAuth": []}], parameters=[
        {"in": "header", "name": "Idempotency-Key",
         "schema": {"type": "string", "pattern": KEY_PATTERN, "maxLength": MAX_KEY_HEADER},
         "description": "Retries with the same key get the move's seq and version again, never "
                        "a second move. Kept 30 days, or until the same token plays a move "
                        "1,000 seqs later in the match (the defaults)."},
        {"in": "header", "name": "If-Match",
         "schema": {"type": "string", "pattern": IF_MATCH_PATTERN, "maxLength": MAX_IF_MATCH_HEADER},
         "description": "The version your decision was based on, e.g. \"7\" (or `*`)."}])
    def post(self, body, match_id: str):
        """Enter a move for a seat. 409 with the rule id if the rules forbid it.

        The body's `payload` is the match's game's payload for `type` (the catalogue's
        `moves[].payload`, GET /games/{slug}): one that does not fit it is 422, even where another
        game's move of the same name would take it; a move only another game plays is 409
        MOVE-OTHER-GAME. The order of the checks: the body's shape (422), the token (401/403), a
        stored answer for the Idempotency-Key (replayed), If-Match (412), the game's payload
        schema (422), CORE-GAME-OVER and the seat (409), who may enter it (403), then the game's
        own rules in the order the catalogue's `moves[].checks` lists."""
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
    @problems(blp, *AUTH)
    @blp.doc(security=[{"bearerAuth": []}])
    def get(self, query, match_id: str):
        """The accepted moves after `after`, a page of at most `limit` at a time (`next_after`
        says where the next page starts), others' private payloads redacted until revealed."""
        return service().log(match_id, bearer_hash(), query["after"], limit=query["limit"],
                             newest=query["newest"])


def _idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if len(key) > MAX_KEY_HEADER or not _KEY.fullmatch(key):
        raise Problem(422, errors={"Idempotency-Key": [
            f"Must be 1 to {MAX_KEY_LENGTH} printable ASCII characters."]})
    return key.strip(" \t")


def _if_match() -> int | None:
    header = request.headers.get("If-Match")
    if header is None:
        return None
    matched = _IF_MATCH.fullmatch(header) if len(header) <= MAX_IF_MATCH_HEADER else None
    if matched is None:
        raise Problem(422, errors={"If-Match": ['Send the version as an ETag, e.g. "7".']})
    tag = matched.group(1)
    return None if tag == "*" else int(tag.removeprefix("W/").strip('"'))
