"""Series: create one (its organiser token comes back once), read its table and ratings (anyone:
members who asked for it are shown by their initials), make its events, link an entry to a member,
and a member's own page opened with their series card's code."""
from __future__ import annotations

import json
import re
import secrets

from flask import Response, current_app, request
from flask.views import MethodView

from ..auth import bearer_hash, token_hash
from ..csv_cells import csv_text
from ..errors import problem
from ..limits import create_limit, join_limit, limiter
from ..matches.routes.events import STREAMS_FULL, TOO_MANY_STREAMS, VERSION_EVENT, event_stream
from ..qr import card_qr
from ..routes.common import BODY, UNAVAILABLE, ApiBlueprint, problems
from ..tournaments.schemas import NameBody
from ..tournaments.service import tournaments
from .answers import CreatedSeriesSchema, MemberPageSchema, NewEventAnswerSchema, SeriesCardsSchema, SeriesViewSchema
from .live import series_stream
from .schemas import AttachBody, CreateSeriesSchema, LinkBody, MeBody, NewEventSchema
from .service import series

blp = ApiBlueprint("series", __name__, url_prefix="/api/v1/series",
                   description="Series: seasons of tournaments, returning players, series tables and ratings")

_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
SID = {"in": "path", "name": "series_id", "required": True,
       "schema": {"type": "string", "pattern": _ID.pattern, "maxLength": 64},
       "description": "The `id` the series was created with."}
AUTH = (401, 403, 404, UNAVAILABLE)
SECURED = {"security": [{"bearerAuth": []}]}


@blp.url_value_preprocessor
def _check_id(_endpoint, values) -> None:  # noqa: ANN001 - Flask's signature
    if values and "series_id" in values and not _ID.fullmatch(values["series_id"]):
        raise problem(404, "no-series")


def organiser(series_id: str, required: bool = False) -> bool:
    """Whether the bearer token is the series organiser's (401/403 for a wrong one)."""
    if not request.headers.get("Authorization") and not required:
        return False
    if not series().is_organiser(series_id, bearer_hash("no-series-token")):
        raise problem(403, "series-organisers-only")
    return True


@blp.route("")
class SeriesList(MethodView):
    decorators = [limiter.limit(create_limit, methods=["POST"])]

    @blp.arguments(CreateSeriesSchema())
    @blp.response(201, CreatedSeriesSchema)
    @problems(blp, *BODY, 404, 429, UNAVAILABLE)
    def post(self, body):
        """Create a series. The organiser token in the answer is shown once: keep it."""
        return series().create(body)


@blp.route("/<series_id>", parameters=[SID])
class SeriesResource(MethodView):
    @blp.response(200, SeriesViewSchema)
    @problems(blp, *AUTH)
    def get(self, series_id):
        """The series: its events, its table (best N of M, each row saying what put it below the
        one above), every member's rating (mu, sigma and the conservative ordinal) and the latest
        rating moves. The organiser also sees the members' card codes and the entries not linked
        to a member yet."""
        return series().view(series_id, organiser(series_id))


@blp.route("/<series_id>/events", parameters=[SID])
@blp.response(200, VERSION_EVENT, content_type="text/event-stream", description=(
    "A stream of `version` events whose data is `{\"version\": n}`: a number that grows whenever "
    "the series or one of its events changes (a result taken in, a correction, a link); the first "
    "at once; comments (`: heartbeat`) while nothing changes. Anyone may follow it, without a "
    "token; capped per client address like the other streams (429 with Retry-After), and per "
    "server worker (503 with Retry-After). It ends after a while (SSE_MAX_SECONDS): reconnect."))
@problems(blp, 404, TOO_MANY_STREAMS, STREAMS_FULL, UNAVAILABLE)
def series_events(series_id: str) -> Response:
    """Follow a series live: its page and table redraw on each event."""
    svc = series()
    svc.live_points(series_id)  # 404 before a stream is opened for no series
    config = current_app.config
    return event_stream(f"anonymous:{secrets.token_hex(8)}", lambda: series_stream(
        svc, series_id, config["SSE_HEARTBEAT_SECONDS"], config["SSE_MAX_SECONDS"]))


@blp.route("/<series_id>/table.csv", parameters=[SID])
@blp.response(200, {"type": "string"}, content_type="text/csv")
@problems(blp, 404, UNAVAILABLE)
def series_csv(series_id: str) -> Response:
    """The series table as CSV: rank, member, points, events played, each event's score (counted
    or not), the rating and what decided the place."""
    view = series().view(series_id)
    numbers = [event["number"] for event in view["events"]]
    rows: list[list] = [["rank", "member", "points", "played", *(f"event {n}" for n in numbers),
                         "rating", "decided_by"]]
    for row in view["table"]:
        scores = {s["event"]: f"{s['score']:g}" + ("" if s["counted"] else " (dropped)") for s in row["scores"]}
        rows.append([row["rank"], row["name"], f"{row['points']:g}", row["played"],
                     *(scores.get(n, "") for n in numbers), f"{row['rating']['ordinal']:.2f}", row["decided_by"] or ""])
    return Response(csv_text(rows), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{series_id}-table.csv"'})


@blp.route("/<series_id>/table.json", parameters=[SID])
@blp.response(200, SeriesViewSchema, description="A download (`Content-Disposition: attachment`).")
@problems(blp, 404, UNAVAILABLE)
def series_json(series_id: str):
    """The series (its table, ratings and events, as anyone sees them) as a JSON download."""
    return Response(json.dumps(series().view(series_id), ensure_ascii=False), mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{series_id}-table.json"'})


@blp.route("/<series_id>/tournaments", parameters=[SID])
class Events(MethodView):
    @blp.arguments(NewEventSchema())
    @blp.response(201, NewEventAnswerSchema)
    @problems(blp, *BODY, *AUTH, 409)
    @blp.doc(**SECURED)
    def post(self, body, series_id):
        """A tournament made inside the series, in the series' game: `members` are returning
        players (entered and linked at once), `players` new names (each becomes a member with a
        series card). The answer is the tournament's creation answer (its own organiser token)
        with the series."""
        organiser(series_id, required=True)
        return series().new_event(series_id, body)


@blp.route("/<series_id>/attach", parameters=[SID])
class Attach(MethodView):
    @blp.arguments(AttachBody())
    @blp.response(200, SeriesViewSchema)
    @problems(blp, *BODY, *AUTH, 409)
    @blp.doc(**SECURED)
    def post(self, body, series_id):
        """A tournament made on its own joins the series as its next event (the series' organiser
        token as the Bearer token, the tournament's organiser token in the body). Entries named
        like a member are linked to them; the others become members."""
        organiser(series_id, required=True)
        caller = tournaments().caller(body["tournament"], token_hash(body["tournament_token"]))
        return series().attach(series_id, body["tournament"], caller.organiser)


@blp.route("/<series_id>/members", parameters=[SID])
class Members(MethodView):
    @blp.arguments(NameBody())
    @blp.response(201, SeriesViewSchema)
    @problems(blp, *BODY, *AUTH, 409)
    @blp.doc(**SECURED)
    def post(self, body, series_id):
        """A new member and their series card code (before their first event, for a printed card)."""
        organiser(series_id, required=True)
        return series().add_member(series_id, body["name"])


@blp.route("/<series_id>/cards", parameters=[SID])
class Cards(MethodView):
    @blp.response(200, SeriesCardsSchema)
    @problems(blp, *AUTH)
    @blp.doc(**SECURED)
    def get(self, series_id):
        """Every member's series card: their code and a QR code that opens the card on a phone
        (#series=<series>.<code>), where they check in to the event under way and read their page
        (the organiser only)."""
        organiser(series_id, required=True)
        view = series().view(series_id, organiser=True)
        return {"series": view["name"], "members": [
            {"id": m["id"], "name": m["name"], "code": m["code"], "qr_svg": card_qr(f"series={series_id}.{m['code']}")}
            for m in view["members"]]}


@blp.route("/<series_id>/links", parameters=[SID])
class Links(MethodView):
    @blp.arguments(LinkBody())
    @blp.response(200, SeriesViewSchema)
    @problems(blp, *BODY, *AUTH, 409)
    @blp.doc(**SECURED)
    def post(self, body, series_id):
        """Entry `player` of the event `tournament` is member `member`: a returning player typed in
        as a new name, or a mistake put right. The table and the ratings follow at once. Linking
        merges: the member made for that entry (its name typed there) is merged into `member`, with
        its other events, and its card code stops working; one linked to it otherwise keeps theirs.
        Sent again, it changes nothing."""
        organiser(series_id, required=True)
        return series().link(series_id, body)


@blp.route("/<series_id>/me", parameters=[SID])
class Me(MethodView):
    decorators = [limiter.limit(join_limit, methods=["POST"])]

    @blp.arguments(MeBody())
    @blp.response(200, MemberPageSchema)
    @problems(blp, *BODY, 404, 409, 429, UNAVAILABLE)
    def post(self, body, series_id):
        """A member's own page, with the code on their series card: every event they played (place,
        score, counted or not), their row, their rating and what each table did to it. With
        `initials_only`, they choose to be shown by their initials on public pages."""
        return series().me(series_id, body["code"], body["initials_only"])
