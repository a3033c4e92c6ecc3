"""2P6C communities, regional or virtual (docs/games/2p6c.md §5.6: compare MLR, FTS and UIN "to those of
others in your regional or virtual communities"): create one, join by code, share results with
it (and withdraw them), and read its rankings, which show UINs and nothing else of anyone's
matches. Leaving one is under /players/me/communities."""
from __future__ import annotations

import re

from flask.views import MethodView

from ...errors import problem
from ...limits import create_limit, join_limit, limiter
from ...routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..schemas import (
    ID_PATTERN,
    CommunitySchema,
    JoinCommunitySchema,
    NewCommunitySchema,
    RankingsQuerySchema,
    RankingsSchema,
    SharedSchema,
    ShareRequestSchema,
)
from .common import profile_hash, solo

blp = ApiBlueprint("communities", __name__, url_prefix="/api/v1/2p6c/communities",
                   description="2P6C communities of solo players")

PROFILE = [{"bearerAuth": []}]
_ID = re.compile(ID_PATTERN)
COMMUNITY_ID = {"in": "path", "name": "community_id", "required": True,
                "description": "The community's `id`; any other string is 404.",
                "schema": {"type": "string", "pattern": ID_PATTERN, "maxLength": 64}}


RESULT_ID = {"in": "path", "name": "result_id", "required": True,
             "description": "One of your results shared with the community; any other string is 404.",
             "schema": {"type": "string", "pattern": ID_PATTERN, "maxLength": 64}}


@blp.url_value_preprocessor
def check_community_id(_endpoint: str | None, values: dict | None) -> None:
    if values and "community_id" in values and not _ID.fullmatch(values["community_id"]):
        raise problem(404, "no-community")
    if values and "result_id" in values and not _ID.fullmatch(values["result_id"]):
        raise problem(404, "not-shared")


@blp.route("")
class Communities(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(NewCommunitySchema())
    @blp.response(201, CommunitySchema)
    @problems(blp, *BODY, 401, 403, 429, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def post(self, body):
        """Create a community; you are its first member. Share its `code` to invite others."""
        return solo().create_community(profile_hash(), body["name"], body["kind"], body["region"])


@blp.route("/join")
class Join(MethodView):
    decorators = [limiter.limit(join_limit)]

    @blp.arguments(JoinCommunitySchema())
    @blp.response(200, CommunitySchema)
    @problems(blp, *BODY, 401, 403, 404, 429, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def post(self, body):
        """Join a community by its code (joining again changes nothing)."""
        return solo().join_community(profile_hash(), body["code"])


@blp.route("/<community_id>/results", parameters=[COMMUNITY_ID])
class Shared(MethodView):
    @blp.arguments(ShareRequestSchema())
    @blp.response(201, SharedSchema, description="Shared.")
    @blp.alt_response(200, schema=SharedSchema, success=True,
                      description="Already shared with this community.")
    @problems(blp, *BODY, 401, 403, 404, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def post(self, body, community_id: str):
        """Share one of your results with a community you belong to (only its UIN shows there)."""
        shared, created = solo().share(profile_hash(), community_id, body["result_id"])
        return shared, 201 if created else 200

    @blp.response(200, SharedSchema(many=True))
    @problems(blp, 401, 403, 404, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def get(self, community_id: str):
        """Your own results shared with this community, oldest share first (members only): what
        you may withdraw. Nobody else's are listed."""
        return solo().my_shares(profile_hash(), community_id)


@blp.route("/<community_id>/results/<result_id>", parameters=[COMMUNITY_ID, RESULT_ID])
class SharedResult(MethodView):
    @blp.response(204, description="Withdrawn: the community's rankings no longer count it.")
    @problems(blp, 401, 403, 404, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def delete(self, community_id: str, result_id: str):
        """Withdraw one of your results from a community you belong to; your history keeps it, and
        you may share it again. 403 for someone else's result (COMMUNITY-NOT-YOUR-RESULT) or a
        community you are not in (COMMUNITY-NOT-MEMBER); 404 for one not shared there."""
        solo().withdraw(profile_hash(), community_id, result_id)


@blp.route("/<community_id>/rankings", parameters=[COMMUNITY_ID])
class Rankings(MethodView):
    @blp.arguments(RankingsQuerySchema(), location="query")
    @blp.response(200, RankingsSchema)
    @problems(blp, 401, 403, 404, UNAVAILABLE)
    @blp.doc(security=PROFILE)
    def get(self, query, community_id: str):
        """Members' best and median UIN and percentile rank, best first, with how their results
        were entered, and the community's percentiles; `depth` counts only the results refereed
        move by move (every_move) or only those logged quickly (quick). Members only."""
        return solo().rankings(profile_hash(), community_id, query["depth"])
