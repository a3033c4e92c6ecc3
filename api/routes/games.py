"""The game catalogue: players, options with defaults, move types, every rule id and message."""
from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView

from rules import registry
from rules.base import Rules

from ..schemas import GameSchema, GameSummarySchema
from ..services import game_rules
from .common import ApiBlueprint, problems

blp = ApiBlueprint("games", __name__, url_prefix="/api/v1/games",
                   description="The game catalogue")


def summary(rules: Rules) -> dict[str, Any]:
    info = rules.info
    return {"slug": info.slug, "title": info.title, "summary": info.summary,
            "min_players": info.min_players, "max_players": info.max_players, "spec": info.spec}


def describe(rules: Rules) -> dict[str, Any]:
    to_json_schema = current_app.extensions["smorest_api"].ma_plugin.converter.schema2jsonschema
    info = rules.info
    return {
        **summary(rules),
        "options": to_json_schema(info.options_schema()),
        "moves": [{"type": move.name, "summary": move.summary, "private": move.private,
                   "payload": to_json_schema(move.schema())} for move in info.moves.values()],
        "rules": [{"id": rule_id, "message": {"en": text.en, "it": text.it}}
                  for rule_id, text in info.rules.items()],
    }


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameSummarySchema(many=True))
    def get(self):
        """Every game the referee knows."""
        return [summary(rules) for rules in registry.GAMES.values()]


@blp.route("/<string(maxlength=40):slug>")
class Game(MethodView):
    @blp.response(200, GameSchema)
    @problems(blp, 404)
    def get(self, slug: str):
        """One game: its options (JSON Schema with defaults), move types and rules."""
        return describe(game_rules(slug))
