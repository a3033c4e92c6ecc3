"""Collector's wire format: the options (house rules, docs/games/collector.md §5.1), one payload schema
per move (§5.3), and the shapes of the score sheet and the result (§5.5).

Rulebook: Ecwem: Six, "Collector". Options are checked fully here (a bad option
is a field error). Move payloads are checked for shape and JSON type only: whether "7Z" is a card,
how many cards a hand or a discard needs or whether six cards are a set is the rules' call, so the
player gets a rule id and its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import SEAT_MAX, card, cards, items, judged, seat
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals
from .sets import SET_SIZE
from .table import HAND_SIZE

CARD = "a card code: rank 1-6 then U, P, H, F, D or C (e.g. 3H), or W with wild cards"


class CollectorOptions(Schema):
    initial_discard = fields.Integer(
        strict=True, load_default=1, validate=validate.Range(min=0, max=1),
        metadata={"description": "1: one card is turned up to start the discard pile; 0: the "
                                 "discard pile starts empty (CO-1)."})
    deck_exhausted = fields.String(
        load_default="reshuffle_discards", validate=validate.OneOf(["reshuffle_discards"]),
        metadata={"description": "When the deck runs out, every discard but the top one becomes "
                                 "the new deck (CO-8)."})
    wild_cards = fields.String(
        load_default="excluded", validate=validate.OneOf(["excluded", "substitute"]),
        metadata={"description": "excluded: no hierarchy cards; substitute: the six W are in the "
                                 "deck and a W in a laid-down set stands for whatever card makes "
                                 "the best set (§5.5).",
                  "x-main": True})
    turn_limit = fields.Integer(
        strict=True, allow_none=True, load_default=None, validate=validate.Range(min=1, max=1000),
        metadata={"description": "After this many full rounds of turns without a lay-down the "
                                 "game is a draw; empty: no limit (CO-11)."})
    info_mode = options.info_mode("trust: only public cards are entered (discards, lay-downs); "
                                  "hand_tracking: each player also enters their hand and deck draws "
                                  "privately, and every discard is checked against it (§0.4).")
    first_dealer = options.first_dealer("the game")
    # Three options are main at most: what the table enters matters more to it than who enters
    # it, and any phone entering for anyone (the default) suits most tables.
    entry_mode = options.entry_mode()
    depth = options.depth(
        ("hand",), "every_move: every draw, discard and lay-down is entered and refereed as it is "
                   "played; hand: once the game is over, the sets laid down are entered in the "
                   "order they were laid down, and the winner is found as the full referee would.")


class StartPayload(Schema):
    discard_top = card(
        allow_none=True, load_default=None,
        metadata={"description": f"The card turned up to start the discard pile: {CARD}. Omitted "
                                 f"(null) when the game starts with an empty pile."})


class PrivateHandPayload(Schema):
    # The count is the rules' check, which answers 422 CORE-BAD-PAYLOAD naming it (exactly 6):
    # one message whatever count was sent, where a schema's would only say 'Length must be…'.
    cards = cards(
        required=True,
        metadata={"description": f"The {HAND_SIZE} cards dealt to you, each {CARD}."})


class DrawPayload(Schema):
    from_discard = judged(
        required=True,
        metadata={"description": "How many of the 2 cards come from the discard pile (0, 1 or 2): "
                                 "the top card, then the new top; the rest from the deck."})


class PrivateDrawPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"The card(s) you just drew from the deck (2 − from_discard), "
                                 f"each {CARD}."})


class EndTurnPayload(Schema):
    lay_down = cards(
        allow_none=True, load_default=None,
        metadata={"description": f"The 6 cards of the set laid face up, each {CARD}; null for no "
                                 f"lay-down."})
    discards = cards(
        required=True,
        metadata={"description": f"The 2 cards discarded, in order: the second ends on top. Each "
                                 f"{CARD}."})


class LaidSetEntry(Schema):
    seat = seat(required=True, metadata={"description": "The player who laid the set down."})
    cards = cards(required=True,
                  metadata={"description": f"The {SET_SIZE} cards of the set, each {CARD}."})


class SetsPayload(Schema):
    sets = items(
        fields.Nested(LaidSetEntry), max_items=SEAT_MAX + 1, required=True,
        metadata={"description": "A hand at a time only: every set laid down, in the order they "
                                 "were laid down (the first one ended the game's normal turns); "
                                 "empty for a draw at the turn limit."})


KINDS = ["spectrum", "flush", "sextet", "straight", "rainbow"]
WON = "1 for the winner, 0 for everyone else; all 0 in a draw (CO-11)."


class CollectorSet(Schema):
    tier = fields.Integer(required=True, validate=validate.Range(1, 3),
                          metadata={"description": "1 is the best tier, 3 the lowest (§5.5)."})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))


class CollectorStandIn(Schema):
    """What a W of a laid-down set stands for: a rank and a suit, null where any would do."""

    rank = fields.Integer(required=True, allow_none=True)
    suit = fields.String(required=True, allow_none=True)


class CollectorLaidDown(CollectorSet):
    """A set laid down, as the table view's `laid_down` shows it."""

    seat = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True,
                        metadata={"description": f"The {SET_SIZE} card codes as laid (W included)."})
    seq = fields.Integer(required=True, allow_none=True,
                         metadata={"description": "The log seq of the lay-down."})
    wilds_as = fields.List(fields.Nested(CollectorStandIn), required=True,
                           metadata={"description": "For each W of the set, in order, what it stands for."})


class CollectorRound(Schema):
    label = fields.String(required=True)
    scores = per_seat(fields.Integer(), "Points of the round.", required=True)


class CollectorScores(ScoreSheetSchema):
    totals = totals(WON)
    sets = per_seat(fields.Nested(CollectorSet, allow_none=True),
                    "The set laid down; null for a seat that has laid none.", required=True)
    winner = fields.Integer(required=True, allow_none=True,
                            metadata={"description": "null while played, and in a draw."})
    rounds = fields.List(fields.Nested(CollectorRound), required=True,
                         metadata={"description": "Always empty: Collector is one game, not rounds."})


class CollectorResult(ResultSchema):
    totals = totals(WON)
    termination = ended_by(["final_turns_done", "turn_limit"],
                           "final_turns_done: a set was laid down and the others had their "
                           "final turn; turn_limit: the turn limit ran out with no set laid "
                           "down, a draw with no winner (CO-11).")
    laid_down = fields.List(fields.Nested(CollectorLaidDown), required=True,
                            metadata={"description": "Every set laid down, in lay-down order."})
    turns_taken = fields.Integer(required=True, metadata={"description": "Turns finished."})
