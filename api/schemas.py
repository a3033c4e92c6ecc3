"""The API's own wire format (requests and responses), one module. Game option and move payload
schemas live beside their rules in rules/games/<game>/ and are added to the OpenAPI document."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates


class HealthSchema(Schema):
    status = fields.String(metadata={"example": "ok"})
    database = fields.String(metadata={"enum": ["sqlite", "postgresql"]})


class TimeSchema(Schema):
    now_ms = fields.Integer(metadata={"description": "Server clock, ms since the Unix epoch."})


class GameSummarySchema(Schema):
    slug = fields.String()
    title = fields.String()
    summary = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    spec = fields.String()


class RuleSchema(Schema):
    id = fields.String()
    message = fields.Dict(keys=fields.String(), values=fields.String(),
                          metadata={"description": "The phone message by language (en, it)."})


class MoveTypeSchema(Schema):
    type = fields.String()
    summary = fields.String()
    private = fields.Boolean()
    payload = fields.Dict(metadata={"description": "JSON Schema of the payload."})


class GameSchema(GameSummarySchema):
    options = fields.Dict(metadata={"description": "JSON Schema of the options, with defaults."})
    moves = fields.List(fields.Nested(MoveTypeSchema))
    rules = fields.List(fields.Nested(RuleSchema))


class SeatSchema(Schema):
    seat = fields.Integer()
    name = fields.String()


class ViewerSchema(Schema):
    seat = fields.Integer(allow_none=True)
    host = fields.Boolean()


class MatchViewSchema(Schema):
    id = fields.String()
    game = fields.String()
    options = fields.Dict()
    version = fields.Integer()
    status = fields.String(metadata={"enum": ["active", "finished"]})
    seats = fields.List(fields.Nested(SeatSchema))
    to_move = fields.List(fields.Integer())
    state = fields.Dict(metadata={"description": "The game's view for this caller."})
    scores = fields.Dict(metadata={"description": "`totals` per seat and the per-round sheet."})
    result = fields.Dict(allow_none=True)
    flags = fields.List(fields.Dict())
    viewer = fields.Nested(ViewerSchema)
    join_code = fields.String(metadata={"description": "Only in the host's view."})


class PlayerName(fields.String):
    def __init__(self) -> None:
        super().__init__(required=True, validate=validate.Length(min=1, max=40))

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        return super()._deserialize(value, attr, data, **kwargs).strip()


class CreateMatchSchema(Schema):
    game = fields.String(required=True, metadata={"example": "mini-golf"})
    players = fields.List(PlayerName(), required=True,
                          validate=validate.Length(min=1, max=12),
                          metadata={"description": "Names in clockwise seating order.",
                                    "example": ["Ann", "Ben"]})
    options = fields.Dict(load_default=dict, metadata={"example": {"holes": 9}})

    @validates("players")
    def _distinct(self, players: list[str], **_kwargs) -> None:
        if any(not name for name in players):
            raise ValidationError("A player name cannot be blank.")
        if len({name.casefold() for name in players}) != len(players):
            raise ValidationError("Player names must be different.")


class SeatTokenSchema(SeatSchema):
    token = fields.String()


class CreatedMatchSchema(Schema):
    id = fields.String()
    join_code = fields.String()
    host_token = fields.String()
    seats = fields.List(fields.Nested(SeatTokenSchema))
    match = fields.Nested(MatchViewSchema)


class MoveRequestSchema(Schema):
    type = fields.String(required=True, metadata={"example": "turn"})
    seat = fields.Integer(required=True, strict=True, metadata={"example": 1})
    payload = fields.Dict(load_default=dict, metadata={
        "example": {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}})


class MoveResponseSchema(Schema):
    seq = fields.Integer()
    version = fields.Integer()
    match = fields.Nested(MatchViewSchema)


class LogQuerySchema(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0))


class LogEntrySchema(Schema):
    seq = fields.Integer()
    type = fields.String()
    seat = fields.Integer()
    entered_by = fields.String(metadata={"description": "'host' or 'seat:<n>'."})
    payload = fields.Dict(allow_none=True)
    redacted = fields.Boolean()
    now_ms = fields.Integer()
    at = fields.String()


class LogSchema(Schema):
    version = fields.Integer()
    moves = fields.List(fields.Nested(LogEntrySchema))


class UndoRequestSchema(Schema):
    target_seq = fields.Integer(strict=True, load_default=None, allow_none=True, metadata={
        "description": "Optional: the seq you mean to undo; refused unless it is the last."})


class UndoResponseSchema(Schema):
    undone = fields.Nested(LogEntrySchema)
    version = fields.Integer()
    match = fields.Nested(MatchViewSchema)


class JoinRequestSchema(Schema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=16))
    seat = fields.Integer(strict=True, load_default=None, allow_none=True,
                          metadata={"description": "Claim this seat; omit to list the seats."})


class JoinSeatSchema(SeatSchema):
    claimed = fields.Boolean()


class JoinResponseSchema(Schema):
    match_id = fields.String()
    game = fields.String()
    title = fields.String()
    seats = fields.List(fields.Nested(JoinSeatSchema))
    seat = fields.Integer()
    token = fields.String()
    match = fields.Nested(MatchViewSchema)
