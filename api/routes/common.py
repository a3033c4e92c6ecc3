"""What the API's endpoints share: the service, who the caller is in a match, the JSON parser,
and the parameters and errors every operation documents."""
from __future__ import annotations

import json
import re
from http import HTTPStatus
from typing import Callable, TypeVar

from flask import current_app
from flask_smorest import Blueprint
from marshmallow import missing
from webargs.flaskparser import FlaskParser

from rules.base import Entrant

from ..auth import bearer_hash
from ..errors import problem
from ..services import MatchService
from ..solo import SoloService

__all__ = ["AUTH", "BODY", "UNAVAILABLE", "ETAG_HEADER", "EXTENSION", "MATCH_ID", "ApiBlueprint", "bearer_hash",
           "caller", "etag", "known_version", "match_ids_checked", "problems", "service",
           "SOLO_EXTENSION", "solo", "profile_hash"]

EXTENSION = "table_referee"
# The 2P6C decks, solo profiles and communities (api/solo.py).
SOLO_EXTENSION = "table_referee_solo"

# What any match endpoint can answer: no or an unknown token, another match's token, no such match,
# and the database unreachable for a moment.
AUTH = (401, 403, 404, 503)
# What any endpoint with a JSON body can answer besides the 422 of its schema: not JSON, too large.
BODY = (400, 413)
# What any endpoint that uses the database can answer when it is unreachable for a moment.
UNAVAILABLE = 503

# Match ids are URL-safe base64 (services.new_match_id). Anything else names no match, and must
# not reach the database: PostgreSQL refuses a NUL in a query parameter with an error, not a row.
MATCH_ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
_MATCH_ID = re.compile(MATCH_ID_PATTERN)

# The `match_id` path parameter of every match endpoint.
MATCH_ID = {"in": "path", "name": "match_id", "required": True,
            "description": "The `id` the match was created with; any other string is 404.",
            "schema": {"type": "string", "pattern": MATCH_ID_PATTERN, "maxLength": 64}}

ETAG_HEADER = {"ETag": {"description": 'The match\'s version, e.g. "7".', "required": True,
                        "schema": {"type": "string"}}}

F = TypeVar("F", bound=Callable)


class JsonParser(FlaskParser):
    """webargs' parser, refusing as not JSON (400) what Python's decoder lets through or fails on.

    JSON nested deeper than the interpreter's recursion limit makes the decoder raise
    RecursionError, and a string escape of half a surrogate pair ("\\ud800") decodes to a
    string that no UTF-8 encoder will write back (the database, the answer's own error messages).
    """

    def _raw_load_json(self, req):  # noqa: ANN001, ANN202 - webargs' signature
        try:
            data = super()._raw_load_json(req)
            if data is not missing:  # no JSON body at all
                json.dumps(data, ensure_ascii=False).encode()
        except (RecursionError, UnicodeEncodeError) as error:
            return self._handle_invalid_json_error(error, req)
        return data


class ApiBlueprint(Blueprint):
    """The API's blueprints: request bodies go through JsonParser."""

    ARGUMENTS_PARSER = JsonParser()


def match_ids_checked(blp: Blueprint) -> Blueprint:
    """Answer 404 for a `match_id` that cannot be a match's id, before anything looks it up."""
    @blp.url_value_preprocessor
    def _check_match_id(_endpoint: str | None, values: dict | None) -> None:
        if values and "match_id" in values and not _MATCH_ID.fullmatch(values["match_id"]):
            raise problem(404, "no-match")
    return blp


def problems(blp: Blueprint, *statuses: int) -> Callable[[F], F]:
    """Document the problem+json errors an operation answers, by status.

    Each refers to the response component of that status, which api/errors.py describes as the
    problem document it sends.
    """
    def decorator(func: F) -> F:
        for status in sorted(set(statuses)):
            func = blp.alt_response(status, HTTPStatus(status).name)(func)
        return func
    return decorator


def service() -> MatchService:
    return current_app.extensions[EXTENSION]


def solo() -> "SoloService":
    return current_app.extensions[SOLO_EXTENSION]


def profile_hash() -> str:
    """The hash of the request's bearer token, which should be a player profile's (401 if none)."""
    return bearer_hash("no-profile-token")


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
