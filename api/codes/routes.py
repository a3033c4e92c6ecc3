"""One call for any code the service hands out: what it is and where it leads."""
from __future__ import annotations

from flask.views import MethodView

from ..limits import CODE_GUESSES, join_limit, limiter
from ..matches.routes.common import service
from ..routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from . import text
from .lookup import lookup
from .schemas import CodeLookupRequestSchema, CodeLookupSchema

blp = ApiBlueprint("codes", __name__, url_prefix="/api/v1/codes",
                   description="Any code the service hands out: what it is, and where it leads")


@blp.route("/lookup")
class Lookup(MethodView):
    # Guesses here count with those at POST /join: a code tried at either costs the same, so the
    # lookup adds no room for guessing (api/limits.py).
    decorators = [limiter.shared_limit(join_limit, scope=CODE_GUESSES)]

    @blp.arguments(CodeLookupRequestSchema())
    @blp.response(200, CodeLookupSchema)
    @problems(blp, *BODY, 404, 429, UNAVAILABLE)
    def post(self, body):
        """What a code is and where it leads, without using it.

        Any code the service hands out: a match's join code, a tournament check-in card's, a
        series card's, a 2P6C community's, a seat's hand-off code (while it is good). The answer
        has its `kind`, the phone app's `link` for it (the one its QR code holds) and `redeem`,
        the call that uses it; nothing changes and no token is handed out. Every code is
        registered under its text whatever its kind, so it names one thing. An unknown code is
        404. Rate-limited with POST /join: one count for guesses at either."""
        return lookup(service(), text.normalise(body["code"]))
