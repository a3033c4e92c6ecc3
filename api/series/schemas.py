"""The series' wire format: creating one, an event in it, linking an entry, a member's own page."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from rules.tournaments.series import EVENTS_MAX
from rules.tournaments.series_table import DEFAULT_PLACEMENT_POINTS, DEFAULT_SERIES_CHAIN, PER_EVENT, SERIES_TIEBREAKS

from ..schemas import Name
from ..tournaments.schemas import PLAYER_ID_MAX, POINTS_MAX, CreateTournamentSchema

MEMBER_MAX = 9_999


class ScoringSchema(Schema):
    per_event = fields.String(load_default="event_points", validate=validate.OneOf(PER_EVENT), metadata={
        "description": "What an event is worth to a member: `event_points` (their points there, under "
                       "that event's profile) or `placement` (points by final place, `placement_points`)."})
    placement_points = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0, max=POINTS_MAX)),
                                   load_default=lambda: list(DEFAULT_PLACEMENT_POINTS),
                                   validate=validate.Length(min=1, max=64))
    best = fields.Integer(strict=True, load_default=None, allow_none=True,
                          validate=validate.Range(min=1, max=EVENTS_MAX),
                          metadata={"description": "Count each member's best N events (null: all)."})
    events = fields.Integer(strict=True, load_default=None, allow_none=True,
                            validate=validate.Range(min=1, max=EVENTS_MAX),
                            metadata={"description": "The events planned (M in best N of M)."})
    chain = fields.List(fields.String(validate=validate.OneOf(SERIES_TIEBREAKS)),
                        load_default=lambda: list(DEFAULT_SERIES_CHAIN),
                        validate=validate.Length(max=len(SERIES_TIEBREAKS)),
                        metadata={"description": "Tiebreaks after points, in order."})


class CreateSeriesSchema(Schema):
    name = Name(80, required=True, metadata={"example": "Thursday EkeQ league"})
    game = fields.String(required=True, validate=validate.Length(max=40), metadata={"example": "ekeq"})
    scoring = fields.Nested(ScoringSchema, load_default=lambda: ScoringSchema().load({}))


class NewEventSchema(CreateTournamentSchema):
    """A tournament made inside the series: its game is the series'. `members` are returning
    players (member ids), entered and linked at once; `players` are new names, who become members."""

    class Meta:
        exclude = ("game",)

    members = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0, max=MEMBER_MAX)),
                          load_default=list, validate=validate.Length(max=200))


class LinkBody(Schema):
    tournament = fields.String(required=True, validate=validate.Length(min=1, max=64))
    player = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=PLAYER_ID_MAX))
    member = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=MEMBER_MAX))


class MeBody(Schema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=16),
                         metadata={"description": "The code on the member's series card."})
    initials_only = fields.Boolean(load_default=None, allow_none=True,
                                   metadata={"description": "Show me by my initials on public pages."})


class AttachBody(Schema):
    tournament = fields.String(required=True, validate=validate.Length(min=1, max=64),
                               metadata={"description": "The id of a tournament made on its own."})
    tournament_token = fields.String(required=True, validate=validate.Length(min=1, max=200), metadata={
        "description": "That tournament's organiser token: only its organiser may put it in a series."})
