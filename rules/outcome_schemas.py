"""The shapes every game's `result` and `scores` share, as marshmallow schemas for the OpenAPI
document and the catalogue. A game subclasses them, says what its `totals` count and adds its
extras by name. Unknown keys are refused (`additionalProperties: false`), so a game that grows a
field without documenting it fails the contract tests.

The wire rules they keep, the same for every game: per-seat values are arrays in seat order;
totals are JSON numbers (a display form or an exact fraction goes in a field beside them)."""
from __future__ import annotations

from marshmallow import Schema, fields, validate


def per_seat(field: fields.Field, description: str, **kwargs) -> fields.List:
    """A list with one value per seat, in seat order."""
    return fields.List(field, metadata={"description": f"{description} One per seat, in seat order."},
                       **kwargs)


def totals(description: str, allow_none: bool = False) -> fields.List:
    return per_seat(fields.Float(allow_none=allow_none), description, required=True)


def ended_by(values, description: str) -> fields.String:
    """How a game's matches end: one of `values`, each explained in `description`."""
    return fields.String(required=True, validate=validate.OneOf(list(values)),
                         metadata={"description": description})


class ResultSchema(Schema):
    """A finished match's result; null while it is played."""

    winners = fields.List(fields.Integer(), required=True, metadata={
        "description": "The winning seats (more than one for a shared win)."})
    totals = totals("Each seat's final score.")
    termination = fields.String(required=True, metadata={"description": "How the match ended."})


class ScoreSheetSchema(Schema):
    """The score sheet as it stands, during and after the match."""

    totals = totals("Each seat's score so far.")
