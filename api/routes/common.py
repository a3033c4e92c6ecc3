"""What every blueprint of the API shares: the JSON parser, and the errors every operation
documents. What the match endpoints share (the service, who the caller is in a match, the match
id) is in matches/routes/common.py."""
from __future__ import annotations

import json
from http import HTTPStatus
from typing import Any, Callable, TypeVar

from flask_smorest import Blueprint
from marshmallow import missing

from api.smorest_internals import document_in_place
from api.webargs_internals import JsonCheckingParser

__all__ = ["BODY", "UNAVAILABLE", "ApiBlueprint", "problems"]

# What any endpoint with a JSON body can answer besides the 422 of its schema: not JSON, too large.
BODY = (400, 413)
# What any endpoint that uses the database can answer when it is unreachable for a moment.
UNAVAILABLE = 503

F = TypeVar("F", bound=Callable)


class JsonParser(JsonCheckingParser):
    """webargs' parser, refusing as not JSON (400) what Python's decoder lets through or fails on.

    JSON nested deeper than the interpreter's recursion limit makes the decoder raise
    RecursionError, an integer of more digits than Python converts from a string (4,300) makes it
    raise a plain ValueError rather than the JSONDecodeError webargs answers, and a string escape
    of half a surrogate pair ("\\ud800") decodes to a string that no UTF-8 encoder will write back
    (the database, the answer's own error messages). Only an escape can make one (the UTF-8
    decoder refuses encoded surrogates), so a body with no `\\u` is not encoded again to find out.
    webargs has no public hook for this: api/webargs_internals.py gives it one.
    """

    def check_json(self, req: Any, load: Callable[[], Any]) -> Any:
        try:
            data = load()
            if data is not missing and b"\\u" in req.get_data(cache=True):
                json.dumps(data, ensure_ascii=False).encode()
        except json.JSONDecodeError:
            raise  # webargs' own answer: an empty body is no body, anything else is 400
        except (RecursionError, UnicodeEncodeError, ValueError) as error:
            return self.invalid_json(error, req)
        return data


class ApiBlueprint(Blueprint):
    """The API's blueprints: request bodies go through JsonParser, and the decorators that only
    document (`doc`, `alt_response`) leave the view as it was.

    flask-smorest's versions wrap the view in a function that only calls it, once per decorator:
    a move went through nine such layers (each looking up the app and asking whether the view is
    a coroutine); without them, and with the JSON check above, a move costs the app 4% less CPU.
    Here each writes its OpenAPI entry onto the view itself, which is where the next decorator and
    the spec read it from (flask-smorest's private `_apidoc`: api/smorest_internals.py).
    """

    ARGUMENTS_PARSER = JsonParser()

    @staticmethod
    def doc(**kwargs: Any) -> Callable[[F], F]:
        return document_in_place(Blueprint.doc(**kwargs))

    def alt_response(self, *args: Any, **kwargs: Any) -> Callable[[F], F]:
        return document_in_place(super().alt_response(*args, **kwargs))


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
