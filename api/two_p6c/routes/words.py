"""Look a word up in a match's word list, when its rules allow it (2P6C: docs/games/2p6c.md §4.5, A24)."""
from __future__ import annotations

from flask.views import MethodView

from rules.games.two_p6c.spelling import MAX_LEN

from ...matches.routes.common import AUTH, MATCH_ID, bearer_hash, match_ids_checked, service
from ...routes.common import ApiBlueprint, problems
from ..matches import lookup
from ..schemas import WordLookupSchema

blp = match_ids_checked(ApiBlueprint("words", __name__, url_prefix="/api/v1/matches",
                                     description="Word lists"))

# What 2P6C accepts as a word's text (WORD-CHARSET, WORD-MAXLEN), so the document says which
# words can be looked up at all. The game's own check is what refuses the rest (422, with its
# rule), so the two cannot disagree on any word that gets an answer.
WORD_PATTERN = rf"^[A-Za-z]{{1,{MAX_LEN}}}$"
WORD = {"in": "path", "name": "word", "required": True,
        "description": f"The word: the letters A–Z only, at most {MAX_LEN}, in any case.",
        "schema": {"type": "string", "pattern": WORD_PATTERN, "maxLength": MAX_LEN}}


@blp.route("/<match_id>/words/<word>", parameters=[MATCH_ID, WORD])
class Word(MethodView):
    @blp.response(200, WordLookupSchema)
    @problems(blp, *AUTH, 409, 422)
    @blp.doc(security=[{"bearerAuth": []}])
    def get(self, match_id: str, word: str):
        """What the match's word list says of a word, when the rules let the caller ask.

        Before play and once the game is over, any phone of the match may ask. While it is
        played, 409 2P6C-LOOKUP-DURING-DECISION: the rulebook lets no one consult a list until
        the acting player's decision is complete, and decisions follow without a gap. Only the
        challenger of an open challenge may, if the group allowed it (`allow_challenger_lookup`).
        422 2P6C-WORD-CHARSET or 2P6C-WORD-MAXLEN for a text that can be no word; 409
        LOOKUP-NO-WORD-LIST for a game without word lists.
        """
        return lookup(service(), match_id, bearer_hash(), word)
