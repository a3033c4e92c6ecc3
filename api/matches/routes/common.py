"""What the match endpoints share: the service, who the caller is in a match, the match id and
the errors every match endpoint documents. What every blueprint shares is in api/routes/common.py."""
from __future__ import annotations

import re

from flask import current_app
from flask_smorest import Blueprint

from rules.base import Entrant

from ...auth import bearer_hash
from ...errors import problem
from ..service import MatchService

__all__ = ["AUTH", "ETAG_HEADER", "EXTENSION", "MATCH_ID", "bearer_hash", "caller", "etag",
           "known_version", "match_ids_checked", "service"]

EXTENSION = "table_referee"

# What any match endpoint can answer: no or an unknown token, another match's token, no such match,
# and the database unreachable for a moment.
AUTH = (401, 403, 404, 503)

# Match ids are URL-safe base64 (service.new_match_id). Anything else names no match, and must
# not reach the database: PostgreSQL refuses a NUL in a query parameter with an error, not a row.
MATCH_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
_MATCH_ID = re.compile(MATCH_ID_PATTERN)

# The `match_id` path parameter of every match endpoint.
MATCH_ID = {"in": "path", "name": "match_id", "required": True,
            "description": "The `id` the match was created with; any other string is 404.",
            "schema": {"type": "string", "pattern": MATCH_ID_PATTERN, "maxLength": 64}}

ETAG_HEADER = {"ETag": {"description": 'The match\'s version, e.g. "7".', "required": True,
                        "schema": {"type": "string"}}}


def match_ids_checked(blp: Blueprint) -> Blueprint:
    """Answer 404 for a `match_id` that cannot be a match's id, before anything looks it up."""
    @blp.url_value_preprocessor
    def _check_match_id(_endpoint: str | None, values: dict | None) -> None:
        if values and "match_id" in values and not _MATCH_ID.fullmatch(values["match_id"]):
            raise problem(404, "no-match")
    return blp


def service() -> MatchService:
    return current_app.extensions[EXTENSION]


def caller(match_id: str) -> Entrant:
    """The entrant behind the request's bearer token (401/403/404 otherwise)."""
    return service().authenticate(match_id, bearer_hash())


def etag(version: int) -> str:
    return f'"{version}"'


_VERSION = re.compile(r"[0-9]{1,18}")


def known_version(tag: str | None) -> int | None:
    """The version an entity tag names (`7` from `"7"`), or None if it names none.

    ASCII digits only: `str.isdigit()` also accepts digits such as "²" that `int()` refuses. And
    werkzeug parses an empty tag (`If-None-Match: ""`) as None.
    """
    return int(tag) if tag and _VERSION.fullmatch(tag) else None
