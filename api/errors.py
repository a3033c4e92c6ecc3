"""Every error leaves as RFC 9457 application/problem+json, from this one module.

| status | when | extra members |
| 400 | body is not JSON | errors |
| 401 / 403 / 404 | no or unknown token / a token for something else, or not allowed / unknown match | rule |
| 409 | the rules forbid the move now | rule, detail (the spec's message, localised), details, version (a move's) |
| 412 | If-Match given and the version moved on | version |
| 422 | body does not fit the schema | errors (field -> messages) |
| 422 | a value the rules refuse in any state (setup options, a word that is no word) | rule, detail, details |
| 429 | rate limit | Retry-After header |
| 500 | bug: generic message; details only in the server log |
| 503 | the database was unreachable or busy for a moment; a stream beyond the worker's cap | Retry-After header |
"""
from __future__ import annotations

import json
import logging
from http import HTTPStatus
from typing import Any, Mapping, Sequence

from flask import Flask, Response
from flask_limiter.errors import RateLimitExceeded
from marshmallow import Schema
from sqlalchemy.exc import DBAPIError, OperationalError, TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge

from rules.errors import Malformed, NotAuthorized, RuleText, RuleViolation
from rules.schema_errors import explain_messages

from .messages import DETAILS, SERVICE_RULES, TITLES, language

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
RETRY_AFTER_UNAVAILABLE_S = 1


class Problem(Exception):
    """An error the API answers on purpose. `extra` becomes members of the problem document."""

    def __init__(self, status: int, detail: str | None = None, *, type_: str = "about:blank",
                 headers: Mapping[str, str] | None = None, **extra: Any) -> None:
        super().__init__(status)
        self.status = status
        self.detail = detail
        self.type = type_
        self.headers = dict(headers or {})
        self.extra = extra


def problem(status: int, detail_key: str, *, headers: Mapping[str, str] | None = None,
            extra: Mapping[str, Any] | None = None, **params: Any) -> Problem:
    """A Problem whose detail is one of the service's own localised texts."""
    detail = DETAILS[detail_key].template(language()).format(**params)
    return Problem(status, detail, headers=headers, **(extra or {}))


def refusal(violation: RuleViolation, texts: Mapping[str, RuleText], names: Sequence[str],
            *, slug: str | None = None, status: int | None = None,
            version: int | None = None) -> Problem:
    """A rule violation as a problem: the rule id, the spec's message, and a link to the rule;
    for a move, the match's `version` it was judged at (a phone drops the refusal once the table
    has moved past it and it no longer applies)."""
    if status is None:
        status = (403 if isinstance(violation, NotAuthorized)
                  else 422 if isinstance(violation, Malformed) else 409)
    type_ = f"/api/v1/games/{slug}#{violation.rule_id}" if slug else "about:blank"
    return Problem(status, violation.message(texts, language(), names), type_=type_,
                   rule=violation.rule_id, details=violation.details(), version=version)


def service_refusal(rule_id: str, status: int = 409, *, headers: Mapping[str, str] | None = None,
                    names: Sequence[str] = (), **params: Any) -> Problem:
    """A refusal by the service's own policy (undo, join), with a rule id like the games'.
    `names`: the players' names, for a Seat among the values."""
    refused = refusal(RuleViolation(rule_id, **params), SERVICE_RULES, names, status=status)
    refused.headers.update(headers or {})
    return refused


def problem_response(status: int, detail: str | None = None, *, type_: str = "about:blank",
                     headers: Mapping[str, str] | None = None, **extra: Any) -> Response:
    body: dict[str, Any] = {"type": type_, "title": TITLES.get(status, TITLES[500]).template(language()),
                            "status": status}
    if detail:
        body["detail"] = detail
    body.update({key: value for key, value in extra.items() if value is not None})
    response = Response(json.dumps(body, ensure_ascii=False), status=status, mimetype=PROBLEM_JSON)
    response.headers.update(headers or {})
    return response


def handle_problem(error: Problem) -> Response:
    return problem_response(error.status, error.detail, type_=error.type, headers=error.headers,
                            **error.extra)


def handle_http_exception(error: HTTPException) -> Response:
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    errors = data.get("errors") or data.get("messages")
    # The exception's own headers matter (a 405's Allow lists the methods the path takes); its
    # Content-Type does not, the problem document sets its own.
    headers = {name: value for name, value in error.get_headers()
               if name.lower() != "content-type"}
    headers.update(data.get("headers") or {})
    detail = None
    if isinstance(error, RateLimitExceeded):
        retry_after = _retry_after(error)
        headers["Retry-After"] = str(retry_after)
        detail = DETAILS["rate-limited"].template(language()).format(seconds=retry_after)
    elif isinstance(error, RequestEntityTooLarge):
        from flask import current_app
        detail = DETAILS["too-large"].template(language()).format(
            limit=current_app.config["MAX_CONTENT_LENGTH"])
    elif status == 400 and errors and "json" in errors:
        detail = DETAILS["bad-json"].template(language())
    elif status == 500:
        detail = DETAILS["internal"].template(language())
    if isinstance(errors, dict) and set(errors) == {"json"} and isinstance(errors["json"], dict):
        errors = errors["json"]  # webargs nests body errors under the location; clients want fields
        if isinstance(data.get("schema"), Schema):
            errors = explain_messages(errors, data["schema"])
    return problem_response(status, detail, headers=headers, errors=errors)


def handle_unexpected(error: Exception) -> Response:
    log.exception("unhandled error", exc_info=error)
    return problem_response(500, DETAILS["internal"].template(language()))


def handle_database_error(error: DBAPIError | PoolTimeout) -> Response:
    """A connection lost, a backend cut, a lock not granted, every pooled connection busy for
    DB_POOL_TIMEOUT seconds: transient, so 503 and try again.

    Anything else the database refuses is a bug, and gets the 500 of `handle_unexpected`.
    """
    if isinstance(error, DBAPIError) and not (isinstance(error, OperationalError)
                                              or error.connection_invalidated):
        return handle_unexpected(error)
    cause = error.orig if isinstance(error, DBAPIError) and error.orig else error
    log.warning("database unavailable: %s", str(cause).splitlines()[0])
    return problem_response(503, DETAILS["unavailable"].template(language()),
                            headers={"Retry-After": str(RETRY_AFTER_UNAVAILABLE_S)})


def _retry_after(_error: RateLimitExceeded) -> int:
    from .limits import seconds_until_reset
    return seconds_until_reset()


def register(app: Flask) -> None:
    app.register_error_handler(Problem, handle_problem)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(DBAPIError, handle_database_error)
    app.register_error_handler(PoolTimeout, handle_database_error)
    app.register_error_handler(Exception, handle_unexpected)


# What each error status means in this API, for the OpenAPI document (the table above).
ERROR_DESCRIPTIONS = {
    400: "The body is not JSON.",
    401: "No token, or a token nobody issued (or no longer valid).",
    403: "A token the service issued for something else (another match, tournament or series, or "
         "another kind of token), or one that may not do this.",
    404: "No such match, game, join code, stored deck or community.",
    405: "The path does not take this method (`Allow` lists those it takes).",
    409: "Refused by the rules or the service's policy: `rule` names the rule, `detail` gives "
         "its message in the reader's language.",
    412: "If-Match was given and the match has moved on: `version` is where it is now.",
    413: "The body is larger than the service accepts.",
    422: "The request does not fit the schema: `errors` maps each field (or header) to messages. "
         "Or the rules refuse a value whatever the state (`rule` names the rule).",
    429: "Too many requests from this client: try again after `Retry-After` seconds.",
    503: "The database was unreachable or busy for a moment: send again after `Retry-After` "
         "seconds (a move with the same Idempotency-Key is never played twice). On an event "
         "stream: the server holds as many streams as it may (SSE_MAX_STREAMS); poll meanwhile.",
}

# Headers some errors always carry, documented with them.
ERROR_HEADERS = {
    401: {"WWW-Authenticate": {"description": "`Bearer`: send the match (or player profile) token.",
                               "schema": {"type": "string"}, "required": True}},
    429: {"Retry-After": {"description": "Seconds until the limit resets.",
                          "schema": {"type": "integer", "minimum": 1}, "required": True}},
    503: {"Retry-After": {"description": "Seconds to wait before sending again.",
                          "schema": {"type": "integer", "minimum": 1}, "required": True}},
}


def document(api: Any) -> None:
    """Describe the error responses of the OpenAPI document as they are sent: problem+json.

    flask-smorest registers one response component per HTTP status and `DEFAULT_ERROR` with its
    own JSON error schema; operations refer to them by name (`@blp.alt_response(404, "NOT_FOUND")`,
    the 422 of `@blp.arguments`, the `default` of every operation). Their content is replaced
    here by the problem schema, so every reference says what this module really sends.
    """
    from .schemas import ProblemSchema

    components = api.spec.components
    if "Problem" not in components.schemas:
        components.schema("Problem", schema=ProblemSchema)
    content = {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}}
    for registered in (components.responses, components.responses_lazy):
        for name, response in registered.items():
            if name == "DEFAULT_ERROR":
                response["description"] = ("Unexpected error (500): a bug. The detail is generic; "
                                           "the cause is only in the server log.")
            elif name in HTTPStatus.__members__ and HTTPStatus[name] >= 400:
                status = HTTPStatus[name]
                if status in ERROR_DESCRIPTIONS:
                    response["description"] = ERROR_DESCRIPTIONS[status]
                if status in ERROR_HEADERS:
                    response["headers"] = ERROR_HEADERS[status]
            else:
                continue
            response["content"] = content
    # flask-smorest's own error schema no longer describes any response.
    components.schemas.pop("Error", None)
