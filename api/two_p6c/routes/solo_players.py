"""2P6C solo players (docs/games/2p6c.md §5.6): a profile with its own token, and its history of finished solo
matches (MLR, FTS, UIN), recorded by showing the match's seat token; the communities it is in,
each of which it may leave; and the profile deleted with everything of it."""
from __future__ import annotations

from flask.views import MethodView

from ...limits import create_limit, limiter
from ...routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..schemas import (
    CommunitySchema,
    HistorySchema,
    NewPlayerAnswerSchema,
    NewPlayerSchema,
    PlayerSchema,
    RecordRequestSchema,
    SoloResultSchema,
)
from .common import profile_hash, solo
from .communities import COMMUNITY_ID, check_community_id

blp = ApiBlueprint("solo_players", __name__, url_prefix="/api/v1/2p6c/players",
                   description="2P6C solo players and their history (§5.6)")

PROFILE = [{"bearerAuth": []}]
blp.url_value_preprocessor(check_community_id)


@blp.route("")
class Players(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(NewPlayerSchema())
    @blp.response(201, NewPlayerAnswerSchema)
    @problems(blp, *BODY, 429, UNAVAILABLE)
    def post(self, body):
        """Make a solo player profile. Its token is shown once: keep it."""
        return solo().create_player(body["name"])


@blp.route("/me")
class Me(MethodView):
    @blp.response(200, PlayerSchema)
    @problems(blp, 401, 403, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def get(self):
        """The profile the token stands for."""
        return solo().player(profile_hash())

    @blp.response(204, description="Deleted: the token is unknown from now on (401).")
    @problems(blp, 401, 403, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def delete(self):
        """Delete your profile and everything of it: your results, withdrawn from every community
        they were shared with, and your memberships. A community you leave empty is deleted; one
        you created passes to its earliest member. Your matches stay as any match does."""
        solo().delete_player(profile_hash())


@blp.route("/me/results")
class Results(MethodView):
    @blp.arguments(RecordRequestSchema())
    @blp.response(201, SoloResultSchema, description="Recorded.")
    @blp.alt_response(200, schema=SoloResultSchema, success=True,
                      description="Already in your history: the record made then.")
    @problems(blp, *BODY, 401, 403, 404, 409, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def post(self, body):
        """Record a finished solo 2P6C match: 403 unless `seat_token` is its seat 0's; 409 if it is
        not 2P6C, not solo, not finished, or in another profile's history."""
        record, created = solo().record(profile_hash(), body["match_id"], body["seat_token"])
        return record, 201 if created else 200

    @blp.response(200, HistorySchema)
    @problems(blp, 401, 403, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def get(self):
        """Your results, oldest first, and the same as series for a chart over time."""
        return solo().history(profile_hash())


@blp.route("/me/communities")
class MyCommunities(MethodView):
    @blp.response(200, CommunitySchema(many=True))
    @problems(blp, 401, 403, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def get(self):
        """The communities you belong to, with their join codes (to invite others)."""
        return solo().my_communities(profile_hash())


@blp.route("/me/communities/<community_id>", parameters=[COMMUNITY_ID])
class MyCommunity(MethodView):
    @blp.response(204, description="Left: the results you shared there are taken back.")
    @problems(blp, 401, 403, 404, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def delete(self, community_id: str):
        """Leave a community: you and every result you shared there leave its rankings; your
        history keeps them. 404 for a community you are not in. Its last member out deletes it."""
        solo().leave(profile_hash(), community_id)
