"""Playing again: the next match of a finished one, for the phones of its table."""
from __future__ import annotations

from flask.views import MethodView

from ...auth import bearer
from ...routes.common import ApiBlueprint, problems
from ..rematch import Rematches
from ..schemas import RematchSchema
from .common import AUTH, MATCH_ID, match_ids_checked, service

# Not rate-limited like creating a match: a finished match leads to one next match at most, and
# every phone of the table asks for its place in it.
blp = match_ids_checked(ApiBlueprint("rematch", __name__, url_prefix="/api/v1/matches",
                                     description="Playing again with the same table"))


@blp.route("/<match_id>/rematch", parameters=[MATCH_ID])
class Rematch(MethodView):
    @blp.response(201, RematchSchema, description="The next match was started now.")
    @blp.alt_response(200, schema=RematchSchema, success=True,
                      description="The next match was already started: this phone's place in it.")
    @problems(blp, *AUTH, 409)
    @blp.doc(security=[{"bearerAuth": []}])
    def post(self, match_id: str):
        """Play again: the next match of this finished one, with the same game, players, seats and
        options, and this phone's place in it (`token`, `seat`, `host`). The first phone to ask
        starts it (201); this match then names it in `next_match`, and every other phone of the
        table asks the same with its own token and gets its own place (200), the same every time.

        For the host phone (its host token, which plays the same seat there) and each phone that
        holds a seat here (its seat token, for the same seat: 409 REMATCH-SEAT-GONE once that seat
        of the next match has been handed on or freed, or if no phone held it when the next match
        began). Refused while the match is played (409 REMATCH-NOT-FINISHED) and for a tournament
        table (409 REMATCH-TOURNAMENT), whose next match comes from the tournament."""
        return Rematches(service()).play_again(match_id, bearer())
