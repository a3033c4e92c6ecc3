"""Changes the table must agree to: undo or correction of what a reveal fixed."""
from __future__ import annotations

from flask.views import MethodView

from ...routes.common import BODY, ApiBlueprint, problems
from ..changes import ChangeDesk
from ..schemas import AnswerChangeSchema, AskChangeSchema, ChangeAnswerSchema
from .common import AUTH, MATCH_ID, bearer_hash, match_ids_checked, service

blp = match_ids_checked(ApiBlueprint("changes", __name__, url_prefix="/api/v1/matches",
                                     description="Changes every other seat agrees to"))
SECURED = {"security": [{"bearerAuth": []}]}


def desk() -> ChangeDesk:
    return ChangeDesk(service())


@blp.route("/<match_id>/change-request", parameters=[MATCH_ID])
class ChangeRequest(MethodView):
    @blp.arguments(AskChangeSchema())
    @blp.response(201, ChangeAnswerSchema)
    @problems(blp, *AUTH, *BODY, 409)
    @blp.doc(**SECURED)
    def post(self, body, match_id: str):
        """Ask every other seat to agree to an undo or a correction that a reveal fixed
        (`UNDO-REVEALED`, `CORRECTION-REVEALED`). Asked by the phone that could otherwise make
        it; refused as the change itself would be for any other reason, and with
        `CHANGE-NOT-NEEDED` when nothing fixes it. One request at a time (`CHANGE-PENDING`); the
        match's view shows it as `change_request` until it is carried out, declined, or the
        match changes otherwise."""
        return desk().ask(match_id, bearer_hash(), body["kind"], body["seq"], body["payload"])


@blp.route("/<match_id>/change-request/agree", parameters=[MATCH_ID])
class AgreeToChange(MethodView):
    @blp.arguments(AnswerChangeSchema())
    @blp.response(200, ChangeAnswerSchema)
    @problems(blp, *AUTH, *BODY, 409)
    @blp.doc(**SECURED)
    def post(self, body, match_id: str):
        """Agree, from a seat's own phone (403 `CHANGE-NOT-YOURS` for a phone not asked). The
        last agreement carries the change out (`applied`), checked again."""
        return desk().agree(match_id, bearer_hash(), body["id"])


@blp.route("/<match_id>/change-request/decline", parameters=[MATCH_ID])
class DeclineChange(MethodView):
    @blp.arguments(AnswerChangeSchema())
    @blp.response(200, ChangeAnswerSchema)
    @problems(blp, *AUTH, *BODY, 409)
    @blp.doc(**SECURED)
    def post(self, body, match_id: str):
        """Refuse (a seat asked) or withdraw (the asker): the request ends, nothing changes."""
        return desk().decline(match_id, bearer_hash(), body["id"])
