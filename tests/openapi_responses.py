"""Every answer the API tests receive is held to the OpenAPI document: its status is one the
operation documents (or the document's default), and its JSON body fits the schema documented for
that status. A match view's `result` and `scores` are also held to their own game's schemas,
which the document can only offer as "one of the games'"."""
from __future__ import annotations

import re
from typing import Any

from tests.shapes import QuickValidator, nullable_as_type

_CHECKERS: dict[int, "ResponseChecker"] = {}


def checker_for(app) -> "ResponseChecker":  # noqa: ANN001 - a Flask app
    """One checker per document: the API builds its document once per process."""
    spec = app.extensions["smorest_api"].spec
    checker = _CHECKERS.get(id(spec))
    if checker is None:
        checker = _CHECKERS[id(spec)] = ResponseChecker(spec.to_dict())
    return checker


def _prefix(slug: str) -> str:
    return "".join(part.capitalize() for part in slug.split("-"))


class ResponseChecker:
    def __init__(self, document: dict[str, Any]) -> None:
        self.components = nullable_as_type(document.get("components", {}))
        self.responses = document.get("components", {}).get("responses", {})
        # A literal path (/decks/verify) wins over a template that also matches it (/decks/{id}).
        paths = sorted(document["paths"].items(), key=lambda item: item[0].count("{"))
        self.routes = [(re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$"), operations)
                       for path, operations in paths]
        # Keyed by the schema's place: a response's schema lives in the document this checker
        # holds (its id is stable), a game's by its component name.
        self.validators: dict[Any, QuickValidator] = {}

    def _validator(self, schema: dict[str, Any], key: Any = None) -> QuickValidator:
        key = id(schema) if key is None else key
        validator = self.validators.get(key)
        if validator is None:
            root = {"allOf": [nullable_as_type(schema)], "components": self.components}
            validator = self.validators[key] = QuickValidator(root)
        return validator

    def operation(self, method: str, path: str) -> dict[str, Any] | None:
        for pattern, operations in self.routes:
            if pattern.match(path):
                return operations.get(method.lower())
        return None

    def problems(self, method: str, path: str, response) -> list[str]:  # noqa: ANN001
        """What in `response` the document does not say; [] when it fits."""
        operation = self.operation(method, path)
        if operation is None or method == "HEAD":
            return []  # no such route: the 404/405 is checked as a problem below
        status = str(response.status_code)
        documented = operation.get("responses", {})
        # The default answer is the bug's (500); every status an operation gives on purpose is listed.
        answer = documented.get(status) or (documented.get("default") if status == "500" else None)
        if answer is None:
            return [f"{method} {path}: status {status} is not documented"]
        if "$ref" in answer:
            answer = self.responses[answer["$ref"].rsplit("/", 1)[1]]
        mimetype = response.mimetype
        # Decided by the type alone: Flask's test client hands every answer back as a stream
        # (`is_streamed` is always true there), and an event stream is text/event-stream.
        if response.status_code == 304 or mimetype not in ("application/json", "application/problem+json"):
            return []
        content = answer.get("content", {})
        media = content.get(mimetype) or content.get("application/json")
        if media is None:
            return [f"{method} {path} {status}: {mimetype} is not documented"] if content else []
        body = response.get_json()
        found = [f"{method} {path} {status} {'/'.join(map(str, error.absolute_path)) or '(top)'}: "
                 f"{error.message[:300]}" for error in self._validator(media["schema"]).iter_errors(body)]
        return found + self._game_shapes(method, path, status, body)

    def _game_shapes(self, method: str, path: str, status: str, body: Any) -> list[str]:
        views = [body] if isinstance(body, dict) and {"game", "scores", "result"} <= set(body) else []
        if isinstance(body, dict) and isinstance(body.get("view"), dict):
            views.append(body["view"])
        found = []
        for view in views:
            prefix = _prefix(str(view["game"]))
            for member, name in (("result", f"{prefix}Result"), ("scores", f"{prefix}Scores")):
                if view[member] is None or name not in self.components.get("schemas", {}):
                    continue
                validator = self._validator({"$ref": f"#/components/schemas/{name}"}, key=name)
                found += [f"{method} {path} {status} {member}/{'/'.join(map(str, error.absolute_path))}: "
                          f"{error.message[:300]}" for error in validator.iter_errors(view[member])]
        return found
