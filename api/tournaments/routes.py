"""Tournaments: create one (its organiser token comes back once), read it and its standings (anyone),
its round clock (anyone: every phone of the round shows it), and what organisers and checked-in
players do to it. Tokens are Bearer tokens, as for matches."""
from __future__ import annotations

import json
import re
import secrets

from flask import Response, current_app, request
from flask.views import MethodView

from rules.bounds import SEAT_MAX

from ..auth import bearer_hash
from ..csv_cells import csv_text
from ..errors import problem
from ..limits import create_limit, join_limit, limiter
from ..matches.routes.events import STREAMS_FULL, TOO_MANY_STREAMS, VERSION_EVENT, event_stream
from ..qr import card_qr
from ..routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..series.service import series
from .answers import (
    CheckedInSchema,
    CreatedTournamentSchema,
    OrganiserTokenSchema,
    PlayerCardsSchema,
    RoundCardsSchema,
    StandingsSchema,
    TournamentAuditEntrySchema,
    TournamentClockSchema,
    TournamentInviteSchema,
    TournamentViewSchema,
)
from .live import tournament_stream
from .schemas import (
    TABLE_MAX,
    CodeBody,
    CreateTournamentSchema,
    ExtraTimeBody,
    NameBody,
    PairBody,
    PlayerBody,
    ResultBody,
    RoundBody,
)
from .service import Caller, tournaments

blp = ApiBlueprint("tournaments", __name__, url_prefix="/api/v1/tournaments",
                   description="Tournaments: organisers, check-in, seating, results, standings")

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
TID = {"in": "path", "name": "tournament_id", "required": True,
       "schema": {"type": "string", "pattern": _ID.pattern, "maxLength": 64},
       "description": "The `id` the tournament was created with."}
# A round's and a table's number, from 1 (the paths' converters refuse others with 404).
ROUND = {"in": "path", "name": "round", "required": True,
         "schema": {"type": "integer", "minimum": 1, "maximum": TABLE_MAX}}
TABLE = {"in": "path", "name": "table", "required": True,
         "schema": {"type": "integer", "minimum": 1, "maximum": TABLE_MAX}}
SEAT = {"in": "path", "name": "seat", "required": True,
        "schema": {"type": "integer", "minimum": 0, "maximum": SEAT_MAX},
        "description": "The seat in the table's match, from 0, in the order of the table's `players`."}
# The same bounds as the paths' converters, which refuse other numbers with 404.
ROUND_NO = f"<int(min=1, max={TABLE_MAX}):round>"
TABLE_NO = f"<int(min=1, max={TABLE_MAX}):table>"
SEAT_NO = f"<int(min=0, max={SEAT_MAX}):seat>"
AUTH = (401, 403, 404, UNAVAILABLE)
SECURED = {"security": [{"bearerAuth": []}]}


@blp.url_value_preprocessor
def _check_id(_endpoint, values) -> None:  # noqa: ANN001 - Flask's signature
    if values and "tournament_id" in values and not _ID.fullmatch(values["tournament_id"]):
        raise problem(404, "no-tournament")


def who(tournament_id: str, required: bool = False) -> Caller:
    """The caller behind the bearer token; without one, anyone (or 401 where one is needed)."""
    if not request.headers.get("Authorization") and not required:
        return Caller()
    return tournaments().caller(tournament_id, bearer_hash("no-tournament-token"))


@blp.route("")
class Tournaments(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(CreateTournamentSchema())
    @blp.response(201, CreatedTournamentSchema)
    @problems(blp, *BODY, 404, 409, 429, UNAVAILABLE)
    def post(self, body):
        """Create a tournament. The organiser token in the answer is shown once: keep it."""
        return tournaments().create(body)


@blp.route("/<tournament_id>", parameters=[TID])
class TournamentResource(MethodView):
    @blp.response(200, TournamentViewSchema)
    @problems(blp, *AUTH)
    def get(self, tournament_id):
        """The tournament: players, rounds, tables, results, standings. Organisers also see the
        check-in codes and join codes; a checked-in player sees their own table's join code."""
        return tournaments().view(tournament_id, who(tournament_id))


@blp.route("/<tournament_id>/events", parameters=[TID])
@blp.response(200, VERSION_EVENT, content_type="text/event-stream", description=(
    "A stream of `version` events whose data is `{\"version\": n}` (the tournament's version), "
    "the first at once, then one each time the tournament changes or one of the current round's "
    "playing tables does (a move, a seat taken: the version may then repeat); comments "
    "(`: heartbeat`) while nothing changes. Anyone may follow it, without a token; one client "
    "address may hold SSE_MAX_STREAMS_PER_ADDRESS streams at once (per server worker), beyond "
    "that 429 with Retry-After; a server worker holding SSE_MAX_STREAMS streams answers 503 with "
    "Retry-After. It ends after a while (SSE_MAX_SECONDS): reconnect."))
@problems(blp, 404, TOO_MANY_STREAMS, STREAMS_FULL, UNAVAILABLE)
def tournament_events(tournament_id: str) -> Response:
    """Follow a tournament live: its desk, standings and hall screen redraw on each event."""
    svc = tournaments()
    svc.live_points(tournament_id)  # 404 before a stream is opened for no tournament
    config = current_app.config
    # No token: every spectator is anonymous, so only the address's cap applies to them.
    return event_stream(f"anonymous:{secrets.token_hex(8)}", lambda: tournament_stream(
        svc, tournament_id, config["SSE_HEARTBEAT_SECONDS"], config["SSE_MAX_SECONDS"]))


@blp.route("/<tournament_id>/standings", parameters=[TID])
class Standings(MethodView):
    @blp.response(200, StandingsSchema)
    @problems(blp, 404, UNAVAILABLE)
    def get(self, tournament_id):
        """Standings with the value at every step of the tiebreak chain and the step that put
        each row below the one above ("why am I here?")."""
        return tournaments().standings(tournament_id)


@blp.route("/<tournament_id>/standings.csv", parameters=[TID])
@blp.response(200, {"type": "string"}, content_type="text/csv")
@problems(blp, 404, UNAVAILABLE)
def standings_csv(tournament_id: str) -> Response:
    """The standings as CSV: rank, player, points, played, each tiebreak, and what decided."""
    table = tournaments().standings(tournament_id)
    chain = list(table["rows"][0]["steps"]) if table["rows"] else []
    rows: list[list] = [["rank", "player", "points", "played", *chain, "decided_by", "dropped"]]
    for row in table["rows"]:
        steps = [json.dumps(row["steps"][step]) if isinstance(row["steps"][step], list) else row["steps"][step]
                 for step in chain]
        rows.append([row["rank"], row["name"], row["points"], row["played"], *steps,
                     row["decided_by"] or "", "yes" if row["dropped"] else ""])
    return Response(csv_text(rows), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{tournament_id}-standings.csv"'})


@blp.route("/<tournament_id>/standings.json", parameters=[TID])
@blp.response(200, StandingsSchema, description="A download (`Content-Disposition: attachment`).")
@problems(blp, 404, UNAVAILABLE)
def standings_json(tournament_id: str):
    """The standings as a JSON download."""
    return Response(json.dumps(tournaments().standings(tournament_id), ensure_ascii=False), mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{tournament_id}-standings.json"'})


@blp.route("/<tournament_id>/clock", parameters=[TID])
class Clock(MethodView):
    @blp.response(200, TournamentClockSchema)
    @problems(blp, 404, UNAVAILABLE)
    def get(self, tournament_id):
        """The current round's deadline and each table's extra time, with the server's clock."""
        return tournaments().clock(tournament_id)


@blp.route("/<tournament_id>/check-in", parameters=[TID])
class CheckIn(MethodView):
    decorators = [limiter.limit(join_limit, methods=["POST"])]

    @blp.arguments(CodeBody())
    @blp.response(200, CheckedInSchema)
    @problems(blp, *BODY, 404, 409, 429, UNAVAILABLE)
    def post(self, body, tournament_id):
        """Check in with the code on your table card; the answer holds your player token. Checking
        in again (from another phone) gives a new token, and the earlier one stops working (401).
        In an event of a series, a member's series card code checks them in too (their entry, or a
        late entry made and linked for them; the answer adds `member`). Rate-limited like /join."""
        return series().check_in(tournament_id, body["code"])


def _organiser_route(path: str, kind: str, schema, summary: str, *params) -> None:
    """A POST that organisers (or, for results, the table's players) make."""
    def post(self, *body, tournament_id, **path_values):
        caller = who(tournament_id, required=True)
        return tournaments().act(tournament_id, caller, kind, {**(body[0] if body else {}), **path_values})
    post.__doc__ = summary
    post = problems(blp, *BODY, *AUTH, 409)(blp.response(200, TournamentViewSchema)(blp.doc(**SECURED)(post)))
    if schema is not None:
        post = blp.arguments(schema())(post)
    view = type(f"Tournament_{kind}", (MethodView,), {"post": post})
    blp.route(path, parameters=[TID, *params])(view)


_organiser_route("/<tournament_id>/players", "register", NameBody, "Register a player (late entries too).")
_organiser_route("/<tournament_id>/drops", "drop", PlayerBody,
                 "A player leaves: not seated again, past results kept.")
_organiser_route("/<tournament_id>/keep-apart", "keep_apart", PairBody, "Two players who must not meet.")
_organiser_route("/<tournament_id>/rounds", "seat", None, "Seat the next round (or the playoff).")
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/swap", "swap", PairBody,
                 "Swap two players before the round starts.", ROUND)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/start", "start", RoundBody,
                 "Start the round: each table's match is made, seats assigned; `minutes` starts its timer.", ROUND)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/timer", "timer", RoundBody,
                 "Set the round's timer for every table: `minutes` from now (null stops it).", ROUND)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/extra-time", "extra_time", ExtraTimeBody,
                 "Extra minutes for one table.", ROUND, TABLE)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/correction", "correct", ResultBody,
                 "The organiser's correction of a table's result (the old one is kept in the audit).", ROUND, TABLE)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/result", "paper", ResultBody,
                 "A table that played on paper: a player there enters its result once.", ROUND, TABLE)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/confirm", "confirm", None,
                 "An opponent at the table confirms the paper result.", ROUND, TABLE)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/seats/{SEAT_NO}/release", "release", None,
                 "Free a seat of the table's match: the phone holding it is signed out of the match, and "
                 "the seat's player claims it again (\"Join my seat\", e.g. from a new phone).", ROUND, TABLE, SEAT)
_organiser_route(f"/<tournament_id>/rounds/{ROUND_NO}/tables/{TABLE_NO}/seats/{SEAT_NO}/reassign", "reassign",
                 PlayerBody, "Give a seat of the table's match to another checked-in player: one seated "
                 "elsewhere this round (or with its bye) changes places with the seat's player, one not in the "
                 "round takes the seat. Every seat that changes hands is freed for its new player to claim.",
                 ROUND, TABLE, SEAT)


@blp.route("/<tournament_id>/invites", parameters=[TID])
class Invites(MethodView):
    @blp.response(201, TournamentInviteSchema)
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def post(self, tournament_id):
        """An invitation for a co-organiser: a one-time token they exchange at /organisers."""
        return tournaments().invite(tournament_id, who(tournament_id, required=True))


@blp.route("/<tournament_id>/organisers", parameters=[TID])
class Organisers(MethodView):
    @blp.response(201, OrganiserTokenSchema)
    @problems(blp, 401, 403, 404, UNAVAILABLE)
    @blp.doc(**SECURED)
    def post(self, tournament_id):
        """Send the invitation as the Bearer token; the answer is your own organiser token."""
        return tournaments().accept(tournament_id, bearer_hash("no-invite"))


@blp.route("/<tournament_id>/audit", parameters=[TID])
class Audit(MethodView):
    @blp.response(200, TournamentAuditEntrySchema(many=True))
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def get(self, tournament_id):
        """Everything done to the tournament, in order, with the results corrections replaced."""
        return tournaments().audit(tournament_id, who(tournament_id, required=True))


@blp.route(f"/<tournament_id>/rounds/{ROUND_NO}/cards", parameters=[TID, ROUND])
class TableCards(MethodView):
    @blp.response(200, RoundCardsSchema)
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def get(self, tournament_id, round):  # noqa: A002 - the path's name
        """The round's printable page: each table, its players in seat order, and a QR code that
        opens its match's join screen (organisers only: it holds the join codes)."""
        caller = who(tournament_id, required=True)
        if not caller.organiser:
            raise problem(403, "organisers-only")
        view = tournaments().view(tournament_id, caller)
        number = round
        if not 1 <= number <= len(view["rounds"]):
            raise problem(404, "no-tournament")
        names = {p["id"]: p["name"] for p in view["players"]}
        cards = []
        for table in view["rounds"][number - 1]["tables"]:
            code = table.get("join_code")
            svg = card_qr(f"join={code}") if code else None
            cards.append({"table": table["table"], "players": [names[p] for p in table["players"]],
                          "join_code": code, "qr_svg": svg})
        return {"tournament": view["name"], "round": number, "tables": cards}



@blp.route("/<tournament_id>/player-cards", parameters=[TID])
class PlayerCards(MethodView):
    @blp.response(200, PlayerCardsSchema)
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def get(self, tournament_id):
        """Each registered player's table card: their check-in code and a QR code that checks
        them in on their phone (organisers only)."""
        caller = who(tournament_id, required=True)
        if not caller.organiser:
            raise problem(403, "organisers-only")
        view = tournaments().view(tournament_id, caller)
        return {"tournament": view["name"], "players": [
            {"id": p["id"], "name": p["name"], "code": p["code"],
             "qr_svg": card_qr(f"checkin={tournament_id}.{p['code']}")} for p in view["players"]]}
