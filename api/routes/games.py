"""The game catalogue: players, options with defaults, move types, every rule id and message;
the words for players (summary, option titles and help, move names) in the reader's language."""
from __future__ import annotations

from typing import Any

from flask import current_app
from flask.views import MethodView

from rules import referee, registry
from rules.base import Rules
from rules.errors import MALFORMED_RULES
from rules.texts import game_texts

from ..catalogue import localize_move, localize_options
from ..json_schemas import inline
from ..matches.snapshots import game_rules
from ..messages import language
from ..schemas import GameSchema, GameSummarySchema
from .common import ApiBlueprint, problems

blp = ApiBlueprint("games", __name__, url_prefix="/api/v1/games",
                   description="The game catalogue")


# The answers differ by Accept-Language, so a cache keeps one per language.
VARY = {"Vary": "Accept-Language"}
VARY_DOC = {"Vary": {"description": "Accept-Language: the words for players follow it (en, it).",
                     "schema": {"type": "string"}, "required": True}}


def summary(rules: Rules) -> dict[str, Any]:
    info = rules.info
    texts = game_texts(rules, language())
    return {"slug": info.slug, "title": info.title,
            "summary": texts["summary"] if texts else info.summary,
            "min_players": info.min_players, "max_players": info.max_players, "spec": info.spec,
            "tournament_scoring": {"default": info.tournament_scorings[0], "fits": list(info.tournament_scorings)}}


def describe(rules: Rules) -> dict[str, Any]:
    api = current_app.extensions["smorest_api"]

    def to_json_schema(schema) -> dict[str, Any]:  # noqa: ANN001 - a marshmallow schema
        return inline(api.ma_plugin.converter.schema2jsonschema(schema), api.spec.components.schemas)

    info = rules.info
    who_may_act = referee.who_may_act(rules)
    options = to_json_schema(info.options_schema())
    moves = [{"type": move.name, "summary": move.summary, "private": move.private,
              "sealed": move.sealed, "depth": move.depth, "payload": to_json_schema(move.schema()),
              "checks": referee.check_order(rules, move.name)}
             for move in info.moves.values()]
    texts = game_texts(rules, language())
    if texts:
        options = localize_options(options, texts)
        moves = [localize_move(move, texts) for move in moves]
    return {
        **summary(rules),
        "options": options,
        "moves": moves,
        "result": to_json_schema(info.result_schema) if info.result_schema else {},
        "scores": to_json_schema(info.scores_schema) if info.scores_schema else {},
        "rules": [{"id": rule_id,
                   "status": 403 if rule_id in who_may_act else 422 if rule_id in MALFORMED_RULES else 409,
                   "message": {"en": text.en, "it": text.it}}
                  for rule_id, text in info.rules.items()],
    }


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameSummarySchema(many=True), headers=VARY_DOC)
    def get(self):
        """Every game the referee knows, its summary in the reader's language (Accept-Language)."""
        return [summary(rules) for rules in registry.GAMES.values()], 200, VARY


@blp.route("/<string(maxlength=40):slug>")
class Game(MethodView):
    @blp.response(200, GameSchema, headers=VARY_DOC)
    @problems(blp, 404)
    def get(self, slug: str):
        """One game: its options (JSON Schema with defaults), move types and rules.

        The words for players follow Accept-Language (en, it): each option's `title` and
        `description`, an enum option's `oneOf` labels (`const` is the value), each move's
        `title`, `entry` and `summary`. The options a table usually changes are `"x-main": true`."""
        return describe(game_rules(slug)), 200, VARY
