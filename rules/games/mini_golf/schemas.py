"""Mini Golf's wire format: the options (house rules, §1.1), one payload schema per move (§1.3),
and the shapes of the score sheet and the result (§1.5).

Rulebook: Ecwem: Six, "Mini Golf". Options are checked fully here (a bad
option is a field error). Move payloads are checked for shape and JSON type only: whether "MID" is
a grid spot or "7Z" a card is the rules' call, so the player gets the rule id and its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import BoundedDict, card, text
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals

POSITIONS = ["TL", "TR", "BL", "BR"]
CARD = "a card code: rank 1-6 then U, P, H, F, D or C (e.g. 3H), or W when wilds are used"


class MiniGolfOptions(Schema):
    holes = fields.Integer(
        strict=True, load_default=9, validate=validate.Range(min=1, max=999),
        metadata={"description": "Regulation holes to play (MG-14).", "x-main": True})
    suit_bonus_mode = fields.String(
        load_default="tiered", validate=validate.OneOf(["tiered", "per_line"]),
        metadata={"description": "tiered: -2/-4/-6 by suit count; per_line: -2 for every row or "
                                 "column whose two cards share a suit (MG-2)."})
    discard_draw_must_replace = StrictBoolean(
        load_default=False,
        metadata={"description": "Forbid taking the top discard and putting it straight back (MG-7)."})
    deck_exhausted = fields.String(
        load_default="reshuffle_discards", validate=validate.OneOf(["reshuffle_discards", "end_hole"]),
        metadata={"description": "When the deck runs out: shuffle the discards but the top one into "
                                 "a new deck, or end the hole at once (MG-11)."})
    tie_rule = fields.String(
        load_default="shared", validate=validate.OneOf(["shared", "playoff"]),
        metadata={"description": "Tied lowest totals: co-winners, or sudden-death playoff holes "
                                 "among the tied players (MG-12)."})
    wild_cards = fields.String(
        load_default="excluded", validate=validate.OneOf(["excluded", "best_assignment"]),
        metadata={"description": "best_assignment adds the six W cards to the deck; a W in a grid "
                                 "scores as the card that gives the lowest score (MG-13)."})
    first_dealer = options.first_dealer("hole 1")
    depth = options.depth(
        ("hand",), "every_move: every draw and swap is entered and refereed as it is played; hand: "
                   "when a hole ends, each player's final grid is entered and scored exactly as "
                   "the full referee would.")
    entry_mode = options.main(options.entry_mode())


class StartHolePayload(Schema):
    initial_discard = card(
        required=True,
        metadata={"description": f"The card turned over to start the discard pile: {CARD}."})


class TurnPayload(Schema):
    source = text(16,
        required=True,
        metadata={"description": "Where the card was drawn from.", "enum": ["deck", "discard"]})
    drawn = card(
        required=True, metadata={"description": f"The card drawn: {CARD}."})
    replace = text(16,
        allow_none=True, load_default=None,
        metadata={"description": "The grid spot the drawn card went into; null for no swap.",
                  "enum": POSITIONS + [None]})
    removed = card(
        allow_none=True, load_default=None,
        metadata={"description": "The card taken out of that spot (it goes on the discard pile); "
                                 "null for no swap."})


class RevealPayload(Schema):
    cards = BoundedDict(
        max_keys=8, values=card(), required=True,
        metadata={"description": "Every still face-down spot of the player's grid and the card "
                                 "found there, e.g. {\"BL\": \"4H\"}."})


class GridPayload(Schema):
    cards = BoundedDict(
        max_keys=8, values=card(), required=True,
        metadata={"description": "The player's whole grid as it lies at the end of the hole, every "
                                 "spot with its card, e.g. {\"TL\": \"3H\", \"TR\": \"5U\", "
                                 "\"BL\": \"3C\", \"BR\": \"W\"} (a hand at a time only)."})


class MiniGolfHole(Schema):
    """One line of the score sheet: a regulation or playoff hole."""

    label = fields.String(required=True, metadata={"description": "\"Hole 3\"."})
    hole = fields.Integer(required=True, metadata={"description": "The hole's number (playoff holes "
                                                                  "continue the count)."})
    playoff = fields.Boolean(required=True, metadata={"description": "A sudden-death playoff hole "
                                                                     "(not in the totals)."})
    scores = per_seat(fields.Integer(allow_none=True),
                      "Strokes on this hole; null for a seat left out of a playoff hole.",
                      required=True)


STROKES = "Strokes over the regulation holes (playoff holes are not counted); the lowest wins."


class MiniGolfScores(ScoreSheetSchema):
    totals = totals(STROKES)
    rounds = fields.List(fields.Nested(MiniGolfHole), required=True,
                         metadata={"description": "Every hole played, in order, playoff holes last."})
    running = fields.List(
        per_seat(fields.Integer(), "Running total after this regulation hole."), required=True,
        metadata={"description": "After each regulation hole, every seat's total so far."})


class MiniGolfResult(ResultSchema):
    totals = totals(STROKES)
    termination = ended_by(["holes_complete", "playoff"],
                           "holes_complete: the regulation holes decided it (or tied players "
                           "share the win); playoff: sudden-death holes decided it.")
    holes = fields.Integer(required=True, metadata={"description": "Regulation holes played."})
    tie_rule = fields.String(required=True, validate=validate.OneOf(["shared", "playoff"]),
                             metadata={"description": "The tie_rule option the match used."})
    playoff_holes = fields.List(fields.Integer(), required=True,
                                metadata={"description": "The numbers of the playoff holes; empty "
                                                         "without a playoff."})
    playoff_seats = fields.List(fields.Integer(), required=True,
                                metadata={"description": "The seats tied after the regulation holes "
                                                         "who played the playoff; empty without one."})
