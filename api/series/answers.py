"""The series' answers as the OpenAPI document gives them: the series view (what creating one,
attaching or linking an event and adding a member answer), a new event, the members' cards and a
member's own page. Like the tournaments' (api/tournaments/answers.py) they only document: the
service's dicts go out unchanged, and the API tests' response validation holds them to these."""
from __future__ import annotations

from marshmallow import fields

from rules.tournaments.series_table import PER_EVENT, SERIES_TIEBREAKS

from ..schemas import AsBuilt, nested_or_null
from ..tournaments.answers import STATUSES, CreatedTournamentSchema, PlayerCardSchema


class RatingSchema(AsBuilt):
    mu = fields.Float(required=True, metadata={"description": "The skill estimate."})
    sigma = fields.Float(required=True, metadata={"description": "Its uncertainty."})
    ordinal = fields.Float(required=True, metadata={"description": "mu − 3·sigma: what ranks."})


class RatingChangeSchema(AsBuilt):
    """What one table did to one member's rating."""
    event = fields.Integer(required=True, metadata={"description": "The event's number in the series, from 1."})
    round = fields.Integer(required=True)
    table = fields.Integer(required=True)
    place = fields.Integer(required=True, metadata={"description": "The member's place at the table (1: first)."})
    before = fields.Nested(RatingSchema, required=True)
    after = fields.Nested(RatingSchema, required=True)
    change = fields.Float(required=True, metadata={"description": "The ordinal's change."})


class RecentChangeSchema(RatingChangeSchema):
    member = fields.Integer(required=True)
    name = fields.String(required=True)


class EventScoreSchema(AsBuilt):
    event = fields.Integer(required=True)
    score = fields.Float(required=True)
    counted = fields.Boolean(required=True, metadata={"description": "Among the best N that make `points`."})


class SeriesStepsSchema(AsBuilt):
    """A row's value at each step of the series' chain (only the steps it has)."""
    best_event = fields.Float(metadata={"description": "The best single event score."})
    event_wins = fields.Integer(metadata={"description": "Finished events ended first (alone or sharing it)."})
    events_played = fields.Integer(metadata={"description": "More ranks higher."})
    rating = fields.Float(metadata={"description": "The rating's ordinal."})


class SeriesRowSchema(AsBuilt):
    """A member's row of the series table (a member's own page has it without `name`,
    `above_name` and `rating`)."""
    rank = fields.Integer(required=True, metadata={"description": "From 1; a shared rank repeats."})
    member = fields.Integer(required=True)
    points = fields.Float(required=True, metadata={"description": "The counted event scores' sum."})
    played = fields.Integer(required=True, metadata={"description": "Events played."})
    scores = fields.List(fields.Nested(EventScoreSchema), required=True)
    steps = fields.Nested(SeriesStepsSchema, required=True)
    decided_by = fields.String(required=True, allow_none=True, metadata={
        "enum": ["points", *SERIES_TIEBREAKS, None],
        "description": "What put this row below the row above; null for the first row and a shared rank."})
    shared = fields.Boolean(required=True)
    above = fields.Integer(required=True, allow_none=True, metadata={"description": "The member of the row above."})


class SeriesTableRowSchema(SeriesRowSchema):
    name = fields.String(required=True)
    above_name = fields.String(required=True, allow_none=True)
    rating = fields.Nested(RatingSchema, required=True)


class SeriesScoringSchema(AsBuilt):
    per_event = fields.String(required=True, metadata={"enum": list(PER_EVENT)})
    placement_points = fields.List(fields.Float(), required=True)
    best = fields.Integer(required=True, allow_none=True, metadata={"description": "null: every event counts."})
    events = fields.Integer(required=True, allow_none=True, metadata={"description": "The events planned."})
    chain = fields.List(fields.String(metadata={"enum": list(SERIES_TIEBREAKS)}), required=True)


class SeriesEventSchema(AsBuilt):
    number = fields.Integer(required=True, metadata={"description": "From 1, in the series' order."})
    id = fields.String(required=True, metadata={"description": "The tournament's id."})
    name = fields.String(required=True)
    status = fields.String(required=True, metadata={"enum": STATUSES})
    players = fields.Integer(required=True, metadata={"description": "Its entries."})


class SeriesMemberSchema(AsBuilt):
    id = fields.Integer(required=True)
    name = fields.String(required=True)
    code = fields.String(required=True, metadata={"description": "The series card's code."})
    initials_only = fields.Boolean(required=True)


class UnlinkedEntrySchema(AsBuilt):
    tournament = fields.String(required=True)
    player = fields.Integer(required=True)
    name = fields.String(required=True)


class SeriesViewerSchema(AsBuilt):
    organiser = fields.Boolean(required=True)


class SeriesViewSchema(AsBuilt):
    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={
        "description": "The series' own version (its events' changes do not move it)."})
    name = fields.String(required=True)
    game = fields.String(required=True)
    scoring = fields.Nested(SeriesScoringSchema, required=True)
    events = fields.List(fields.Nested(SeriesEventSchema), required=True)
    table = fields.List(fields.Nested(SeriesTableRowSchema), required=True, metadata={
        "description": "The members who played at least one event."})
    recent = fields.List(fields.Nested(RecentChangeSchema), required=True,
                         metadata={"description": "The latest rating changes, newest first."})
    viewer = fields.Nested(SeriesViewerSchema, required=True)
    members = fields.List(fields.Nested(SeriesMemberSchema),
                          metadata={"description": "The organiser only: every member with their card code."})
    unlinked = fields.List(fields.Nested(UnlinkedEntrySchema), metadata={
        "description": "The organiser only: entries of its events that are no member yet (POST …/links)."})


class CreatedSeriesSchema(AsBuilt):
    id = fields.String(required=True)
    organiser_token = fields.String(required=True, metadata={"description": "Shown once: keep it."})
    series = fields.Nested(SeriesViewSchema, required=True)


class NewEventAnswerSchema(CreatedTournamentSchema):
    """The tournament's own creation answer, with the series as its organiser sees it."""
    series = fields.Nested(SeriesViewSchema, required=True)


class SeriesCardSchema(PlayerCardSchema):
    """A member's card: printed like an event's check-in card, its QR code the series' link."""

    qr_svg = fields.String(required=True, metadata={"description": "A QR code of `#series=<series>.<code>`."})


class SeriesCardsSchema(AsBuilt):
    series = fields.String(required=True, metadata={"description": "The series' name."})
    members = fields.List(fields.Nested(SeriesCardSchema), required=True)


class MemberEventSchema(SeriesEventSchema):
    place = fields.Integer(required=True, metadata={"description": "The member's place there (so far)."})
    score = fields.Float(required=True, metadata={"description": "What it is worth in the series."})
    counted = fields.Boolean(required=True)


class MemberPageSchema(AsBuilt):
    member = fields.Integer(required=True)
    name = fields.String(required=True, metadata={"description": "As typed: the member's own page."})
    initials_only = fields.Boolean(required=True)
    row = nested_or_null(SeriesRowSchema, metadata={"description": "null before the member's first event."})
    rating = fields.Nested(RatingSchema, required=True)
    history = fields.List(fields.Nested(RatingChangeSchema), required=True,
                          metadata={"description": "Each table's change to the rating, in order."})
    events = fields.List(fields.Nested(MemberEventSchema), required=True)
