"""Cold War country deck definitions (docs/games/cold-war.md §1.4): verify one, store it once, list the stored
ones, fetch one ready for a match's `decks` option. Public, like the game catalogue; storing is
rate-limited."""
from __future__ import annotations

from flask.views import MethodView
from werkzeug.routing import BaseConverter

from ..limits import create_limit, limiter
from ..routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..schemas import DECK_KEY_PATTERN
from .country_decks import deck_store, verdict
from .schemas import (
    ColdWarDeckBodySchema,
    ColdWarDeckListQuerySchema,
    ColdWarDeckVerdictSchema,
    StoredColdWarDeckSchema,
    StoredColdWarDeckSummarySchema,
)

blp = ApiBlueprint("cold_war_decks", __name__, url_prefix="/api/v1/cold-war/decks",
                   description="Cold War country deck definitions (§1.4), stored by content")

LOCATION = {"Location": {"description": "The stored deck's path, /api/v1/cold-war/decks/{id}.",
                         "schema": {"type": "string"}, "required": True}}
STORED_ID = {"in": "path", "name": "stored_id", "required": True,
             "description": "A stored deck's `id` (SHA-256 of its content); any other string is 404.",
             "schema": {"type": "string", "pattern": DECK_KEY_PATTERN, "maxLength": 64}}


class DeckKeyConverter(BaseConverter):
    """A stored deck's id, 64 lower-case hex digits. Anything else matches no route: a 404, and
    `/verify` stays the POST-only path it is (a GET there is 405, not a search for a deck)."""

    regex = "[0-9a-f]{64}"


@blp.record_once
def _converter(state) -> None:  # noqa: ANN001 - Flask's BlueprintSetupState
    state.app.url_map.converters["cold_war_deck_key"] = DeckKeyConverter


@blp.route("/verify")
class Verify(MethodView):
    @blp.arguments(ColdWarDeckBodySchema())
    @blp.response(200, ColdWarDeckVerdictSchema)
    @problems(blp, *BODY)
    def post(self, body):
        """Verify a deck definition without storing it: the rules' warnings (25 cards: 1 Leader,
        2 White, 5 Blue, 11 Brown with 3 of one triad symbol, 6 Orange) and the deck as it would
        be stored."""
        return verdict(body)


@blp.route("")
class Decks(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(ColdWarDeckBodySchema())
    @blp.response(201, StoredColdWarDeckSchema, description="Stored: a deck nobody had stored yet.",
                  headers=LOCATION)
    @blp.alt_response(200, schema=StoredColdWarDeckSchema, success=True, headers=LOCATION,
                      description="The same deck under the same label was already stored: that one.")
    @problems(blp, *BODY, 429, UNAVAILABLE)
    def post(self, body):
        """Verify and store a country deck definition. Warnings never stop it being stored: a
        printing may differ from the rulebook, and a partial definition is allowed."""
        stored, created = deck_store().store(body)
        headers = {"Location": f"{blp.url_prefix}/{stored['id']}"}
        return stored, 201 if created else 200, headers

    @blp.arguments(ColdWarDeckListQuerySchema(), location="query")
    @blp.response(200, StoredColdWarDeckSummarySchema(many=True))
    @problems(blp, UNAVAILABLE)
    def get(self, query):
        """The stored decks, newest first (without their cards), of one country if asked."""
        return deck_store().decks(query.get("country"), query["limit"], query["offset"])


@blp.route("/<cold_war_deck_key:stored_id>", parameters=[STORED_ID])
class Deck(MethodView):
    @blp.response(200, StoredColdWarDeckSchema)
    @problems(blp, 404, UNAVAILABLE)
    def get(self, stored_id: str):
        """One stored deck; its `deck` goes as it is into a Cold War match's `decks` option."""
        return deck_store().deck(stored_id)
