"""2P6C deck definitions (docs/games/2p6c.md §1.5): store a verified deck once, list the stored ones, fetch one
ready for a match's `deck` option. Public, like the game catalogue; storing is rate-limited."""
from __future__ import annotations

import re

from flask.views import MethodView

from rules.games.two_p6c.schemas import DeckSchema

from ...errors import problem
from ...limits import create_limit, limiter
from ...routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ...schemas import DECK_KEY_PATTERN
from ..schemas import DeckListQuerySchema, StoredDeckSchema, StoredDeckSummarySchema
from .common import solo

blp = ApiBlueprint("decks", __name__, url_prefix="/api/v1/2p6c/decks",
                   description="2P6C deck definitions (§1.5), stored by content")

_DECK_KEY = re.compile(DECK_KEY_PATTERN)
LOCATION = {"Location": {"description": "The stored deck's path, /api/v1/2p6c/decks/{id}.",
                         "schema": {"type": "string"}, "required": True}}
STORED_ID = {"in": "path", "name": "stored_id", "required": True,
             "description": "A stored deck's `id` (SHA-256 of its content); any other string is 404.",
             "schema": {"type": "string", "pattern": DECK_KEY_PATTERN, "maxLength": 64}}


@blp.url_value_preprocessor
def _check_stored_id(_endpoint: str | None, values: dict | None) -> None:
    if values and "stored_id" in values and not _DECK_KEY.fullmatch(values["stored_id"]):
        raise problem(404, "no-deck")


@blp.route("")
class Decks(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(DeckSchema())
    @blp.response(201, StoredDeckSchema, description="Stored: a deck nobody had stored yet.",
                  headers=LOCATION)
    @blp.alt_response(200, schema=StoredDeckSchema, success=True, headers=LOCATION,
                      description="The same deck was already stored: that one.")
    @problems(blp, *BODY, 429, UNAVAILABLE)
    def post(self, deck):
        """Verify (54 cards, unique codes, valid attributes) and store a deck definition."""
        stored, created = solo().store_deck(deck)
        headers = {"Location": f"{blp.url_prefix}/{stored['id']}"}
        return stored, 201 if created else 200, headers

    @blp.arguments(DeckListQuerySchema(), location="query")
    @blp.response(200, StoredDeckSummarySchema(many=True))
    @problems(blp, UNAVAILABLE)
    def get(self, query):
        """The stored decks, newest first (without their cards)."""
        return solo().decks(query["limit"], query["offset"])


@blp.route("/<stored_id>", parameters=[STORED_ID])
class Deck(MethodView):
    @blp.response(200, StoredDeckSchema)
    @problems(blp, 404, UNAVAILABLE)
    def get(self, stored_id: str):
        """One stored deck; its `deck` goes as it is into a 2P6C match's `deck` option."""
        return solo().deck(stored_id)
