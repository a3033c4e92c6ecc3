"""Ladder's wire format: the options (house rules, docs/games/ladder.md §4.1), one payload schema per
move (§4.3), and the shapes of the score sheet and the result (§4.5).

Rulebook: Ecwem: Six, "Ladder". Options are checked fully here (a bad option is
a field error). Move payloads are checked for shape and JSON type only: whether "7Z" is a card, or
whether a hand has seven cards, is the rules' call, so the player gets a rule id and its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import card, cards
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals
from .state import HAND_SIZE

CARD = "a card code: rank 1-6 then U, P, H, F, D or C (e.g. 3H)"
SET_RULES = ("same_or_larger", "escalating", "size_beats_rank")


class LadderOptions(Schema):
    set_rule = fields.String(
        load_default="same_or_larger", validate=validate.OneOf(SET_RULES),
        metadata={"description": "same_or_larger: a play needs a higher rank and at least as many "
                                 "cards as the top play; escalating: a higher rank, and on a pair "
                                 "or more one card more than the top play; size_beats_rank: more "
                                 "cards beat fewer whatever their rank, equal counts need a higher "
                                 "rank (LD-1).",
                  "x-main": True})
    voluntary_collect = StrictBoolean(
        load_default=False,
        metadata={"description": "A player may pick up the pile even when able to play (LD-2)."})
    info_mode = options.info_mode("trust: only public cards are entered and an illegal pick-up is "
                                  "flagged when a dealt card shows up later; hand_tracking: each "
                                  "player enters their 7 dealt cards privately and must-play is "
                                  "enforced at once (§0.4).")
    first_dealer = options.first_dealer("the game")
    entry_mode = options.main(options.entry_mode())


class LadderStartPayload(Schema):
    # Missing or null is refused by the rules (LADDER-FLIP-REQUIRED), with the phone's message.
    flip = card(
        allow_none=True, load_default=None,
        metadata={"description": f"The card turned face up after the deal to start the pile: {CARD}."})


class LadderPrivateHandPayload(Schema):
    # The count is the rules' check, which answers 422 CORE-BAD-PAYLOAD naming it (exactly 7):
    # one message whatever count was sent, where a schema's would only say 'Length must be…'.
    cards = cards(
        required=True,
        metadata={"description": f"Hand-tracking mode: the {HAND_SIZE} cards dealt to you, each {CARD}."})


class LadderPlayPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"The cards put on the pile, all of one rank, each {CARD}."})


class LadderCollectPayload(Schema):
    flip = card(
        allow_none=True, load_default=None,
        metadata={"description": f"After picking up the pile, the next deck card turned face up: "
                                 f"{CARD}; null when the deck is empty."})


class LadderAuditPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"Trust mode, after the game: the cards left in your hand, each "
                                 f"{CARD}."})


WON = "1 for the winner, 0 for everyone else: Ladder has no scoring (§4.5)."
CARDS_LEFT = "Cards still in hand (the winner's 0)."


class LadderScores(ScoreSheetSchema):
    totals = totals(WON)
    cards_left = per_seat(fields.Integer(), CARDS_LEFT, required=True)
    winner = fields.Integer(required=True, allow_none=True,
                            metadata={"description": "The seat that emptied its hand; null while "
                                                     "the game is played."})


class LadderResult(ResultSchema):
    totals = totals(WON)
    termination = ended_by(["hand_emptied"],
                           "hand_emptied: the winner played their last card.")
    cards_left = per_seat(fields.Integer(), CARDS_LEFT, required=True)
