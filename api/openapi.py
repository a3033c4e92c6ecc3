"""The API's flask-smorest extension: errors as problem+json, and an OpenAPI document built once.

The document depends only on the code (the blueprints and the registered games), yet flask-smorest
builds it anew for every app, which is half of what making an app costs. A process that makes many
apps (the test suite makes one per test) reuses the document of the first app made from the same
blueprints and games; a server makes one app per worker and notices nothing.
"""
from __future__ import annotations

from typing import Any, Iterable

from flask_smorest import Api

from rules import registry

from . import errors


class ProblemApi(Api):
    _documents: dict[tuple[Any, ...], tuple[Any, Any, Any]] = {}

    def handle_http_exception(self, error):  # noqa: ANN001 - flask-smorest's signature
        return errors.handle_http_exception(error)

    def register_blueprints(self, blueprints: Iterable[Any]) -> None:
        """Register `blueprints` and document them, the games' schemas and the error responses."""
        blueprints = tuple(blueprints)
        key = (tuple(id(blp) for blp in blueprints),
               tuple((slug, id(rules)) for slug, rules in registry.GAMES.items()),
               tuple(self.config.get(name) for name in ("API_TITLE", "API_VERSION", "OPENAPI_VERSION")))
        built = self._documents.get(key)
        if built is None:
            for blueprint in blueprints:
                self.register_blueprint(blueprint)
            _document_games(self)
            errors.document(self)
            self._documents[key] = (self.spec, self.ma_plugin, self.flask_plugin)
            return
        self.spec, self.ma_plugin, self.flask_plugin = built
        names = self._app.extensions["flask-smorest"]["blp_name_to_api"]
        for blueprint in blueprints:
            names[blueprint.name] = self
            self._app.register_blueprint(blueprint)


def _document_games(api: Api) -> None:
    """Every game's option, move payload, result and score sheet schemas, as named OpenAPI
    components; a match view's `result` and `scores` are one of the games'."""
    api.spec.components.security_scheme("bearerAuth", {"type": "http", "scheme": "bearer"})
    results, sheets = [], []
    for rules in registry.GAMES.values():
        info = rules.info
        prefix = "".join(part.capitalize() for part in info.slug.split("-"))
        api.spec.components.schema(f"{prefix}Options", schema=info.options_schema)
        for move in info.moves.values():
            name = "".join(part.capitalize() for part in move.name.split("_"))
            api.spec.components.schema(f"{prefix}{name}Payload", schema=move.schema)
        if info.result_schema is not None:
            api.spec.components.schema(f"{prefix}Result", schema=info.result_schema)
            results.append({"$ref": f"#/components/schemas/{prefix}Result"})
        if info.scores_schema is not None:
            api.spec.components.schema(f"{prefix}Scores", schema=info.scores_schema)
            sheets.append({"$ref": f"#/components/schemas/{prefix}Scores"})
    view = api.spec.components.schemas.get("MatchView")
    if view is not None and results and sheets:
        properties = view["properties"]
        properties["result"] = {"anyOf": results, "nullable": True, "description": (
            "null while the match is played; then the game's result (`<Game>Result`, the game's "
            "catalogue entry has it as `result`): `winners`, `totals` (numbers, one per seat), "
            "`termination`, and the game's extras.")}
        properties["scores"] = {"anyOf": sheets, "description": (
            "The game's score sheet (`<Game>Scores`, in the catalogue as `scores`): `totals` "
            "(numbers, one per seat) and the game's per-round lines.")}
