"""The code lookup's wire format: a code in, what it is and where it leads out."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from ..schemas import Text
from . import text
from .lookup import KINDS

# Room for a hand-off code read out in groups with blanks and dashes between them.
TYPED_MAX = 40


def _a_code(value: str) -> None:
    if not text.could_be_a_code(value):
        raise ValidationError("Not a code: a code is 6, 8 or 16 digits and letters other than U "
                              "(O, I and L are read as 0, 1 and 1; dashes and blanks are ignored).")


class CodeLookupRequestSchema(Schema):
    code = Text(required=True, validate=[validate.Length(min=1, max=TYPED_MAX), _a_code], metadata={
        "description": "Any code the service hands out, as typed: a match's join code, a tournament "
                       "check-in card's or a 2P6C community's (6 characters), a series card's (8), a "
                       "seat's hand-off code (16). Lower case, dashes and blanks are forgiven.",
        "pattern": text.TYPED})


class CodeRedeemBodySchema(Schema):
    code = fields.String(required=True)


class CodeRedeemSchema(Schema):
    method = fields.String(required=True, validate=validate.OneOf(["POST"]))
    path = fields.String(required=True, metadata={"description": "From the server's root: `/api/v1/…`."})
    body = fields.Nested(CodeRedeemBodySchema, required=True)
    bearer = fields.String(required=True, allow_none=True, validate=validate.OneOf(["profile"]), metadata={
        "description": "The token the call wants as `Authorization: Bearer …`: `profile`, a 2P6C solo "
                       "profile's; null, none."})


class CodeTableSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    round = fields.Integer(required=True)
    table = fields.Integer(required=True)


class CodeMatchSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    tournament = fields.Nested(CodeTableSchema, required=True, allow_none=True, metadata={
        "description": "A tournament table's match: its tournament, round and table (its seats are "
                       "claimed with their own players' tokens); null for any other match."})


class CodeEventSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    game = fields.String(required=True)


class CodeLookupSchema(Schema):
    code = fields.String(required=True, metadata={"description": "The code as read: upper case, "
                                                                 "without dashes or blanks."})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    link = fields.String(required=True, metadata={
        "description": "The phone app's link for it, the one its QR code holds: `…/#join=CODE` (a "
                       "match, a hand-off), `…/#checkin=TOURNAMENT.CODE`, `…/#series=SERIES.CODE`, "
                       "`…/#community=CODE`."})
    redeem = fields.Nested(CodeRedeemSchema, required=True, metadata={"description": "The call that uses it."})
    match = fields.Nested(CodeMatchSchema, metadata={"description": "Only for a match's or a hand-off code."})
    seat = fields.Integer(metadata={"description": "Only for a hand-off code: the seat it hands on."})
    tournament = fields.Nested(CodeEventSchema, metadata={"description": "Only for a check-in card's code."})
    series = fields.Nested(CodeEventSchema, metadata={"description": "Only for a series card's code."})
