"""Squad's wire format: the options (house rules, docs/games/squad.md §6.1), one payload schema per move
(§6.4), and the shapes of the score sheet and the result (§6.6).

Rulebook: Ecwem: Six, "Squad". Options are checked fully here. Move payloads
are checked for shape and JSON type, and for what a shape can say on its own (a squad spot is 0 or
1, a dealt squad pair is two cards); whether "7Z" is a card or seat 3 is at this table is the
rules' call, so the player gets a rule id and its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import SEAT_MAX, card, cards, integer, items, seat
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals

CARD = "a card code: rank 1-6 then U, P, H, F, D or C (e.g. 3H)"
SLOT = "Which of the player's two squad spots: 0 or 1."


class SquadOptions(Schema):
    draft = StrictBoolean(
        load_default=False,
        metadata={"description": "Use the Draft setup: cards are turned up and picked in turn, "
                                 "then each player chooses 2 of their 4 cards as squads (§6.3).",
                  "x-main": True})
    redeploy_counts_as_action = StrictBoolean(
        load_default=True,
        metadata={"description": "Re-forming a squad lost with an empty hand, right after your "
                                 "draw, is your action for the turn; false: it is free and you "
                                 "still take an action (SQ-4)."})
    deck_exhausted = fields.String(
        load_default="continue_without_draw",
        validate=validate.OneOf(["continue_without_draw", "end_game", "reshuffle_discards"]),
        metadata={"description": "When the deck is empty: turns go on without drawing; the game "
                                 "ends (most captured cards wins); or the discard pile becomes "
                                 "the deck (SQ-5)."})
    info_mode = options.info_mode("trust: only public cards are entered; hand_tracking: each "
                                  "player enters their hand and every drawn card privately, and "
                                  "playing a card not held is refused (§0.4).")
    first_dealer = options.first_dealer("the game (and the first draft round)")
    entry_mode = options.main(options.entry_mode())


def _card(text: str) -> fields.String:
    return card(required=True, metadata={"description": f"{text}: {CARD}."})


def _slot(text: str = SLOT) -> fields.Integer:
    # Every player has exactly two spots, so any other number is the schema's to refuse.
    return integer(0, 1, required=True, metadata={"description": text})


class DealPayload(Schema):
    squads = items(
        items(card(), validate=validate.Length(equal=2)), SEAT_MAX + 1, required=True,
        metadata={"description": "For each seat, in seat order, the two cards dealt face up as "
                                 "that player's squads, e.g. [[\"3H\", \"5C\"], [\"4U\", \"2D\"]]."})


class DraftRevealPayload(Schema):
    cards = cards(required=True,
                        metadata={"description": f"The n cards the draft dealer turned up, each {CARD}."})


class DraftPickPayload(Schema):
    card = _card("The draft card taken")


class DeployPayload(Schema):
    squads = cards(required=True,
                         metadata={"description": "The 2 of your 4 cards you put face up as "
                                                  f"squads (spot 0, spot 1), each {CARD}."})


class PrivateHandPayload(Schema):
    cards = cards(required=True,
                        metadata={"description": "Hand-tracking: every card in your hand after "
                                                 f"the deal (drafted ones too), each {CARD}."})


class DrawPayload(Schema):
    """No fields: the current player took the top card of the deck."""


class PrivateDrawPayload(Schema):
    card = _card("Hand-tracking: the card you drew")


class SlotCardPayload(Schema):
    slot = _slot()
    card = _card("The card from your hand")


class RedeployPayload(SlotCardPayload):
    pass


class ReinforcePayload(SlotCardPayload):
    pass


class ReplacePayload(SlotCardPayload):
    pass


class AttackPayload(Schema):
    slot = _slot("Your attacking squad's spot: 0 or 1.")
    target_player = seat(required=True,
                                   metadata={"description": "The seat of the player attacked."})
    target_slot = _slot("The attacked squad's spot: 0 or 1.")


class DiscardPayload(Schema):
    card = _card("The card discarded face up")


class TiebreakDrawPayload(Schema):
    card = _card("The card drawn from your own captured pile")


CAPTURED = ("Cards in the seat's captured pile: what a tie-break counts (§6.6). Squad has no "
            "points; the last player with a squad wins.")


class SquadElimination(Schema):
    seat = fields.Integer(required=True)
    seq = fields.Integer(required=True, allow_none=True,
                         metadata={"description": "The log seq of the battle that knocked the seat "
                                                  "out; null when no battle did."})


class SquadRound(Schema):
    label = fields.String(required=True)
    scores = per_seat(fields.Integer(), "Points of the round.", required=True)


class SquadScores(ScoreSheetSchema):
    totals = totals(CAPTURED)
    rounds = fields.List(fields.Nested(SquadRound), required=True,
                         metadata={"description": "Always empty: Squad has no rounds."})
    eliminated = fields.List(fields.Nested(SquadElimination), required=True,
                             metadata={"description": "The seats knocked out so far, in order."})


class SquadResult(ResultSchema):
    totals = totals(CAPTURED)
    termination = ended_by(["last_squad_standing", "most_captured", "shared_win",
                           "tiebreak_draw"],
                           "last_squad_standing: only one player still had a squad. The "
                           "others settle a tie (a simultaneous knock-out, or the deck ran out "
                           "under deck_exhausted end_game): most_captured: the biggest "
                           "captured pile won; shared_win: the tied players had captured "
                           "nothing and share the win; tiebreak_draw: the highest card drawn "
                           "from the tied players' captured piles won.")
    eliminated = fields.List(fields.Nested(SquadElimination), required=True,
                             metadata={"description": "The seats knocked out, in order."})
    contenders = fields.List(fields.Integer(), required=True,
                             metadata={"description": "The seats a tie was decided among; empty "
                                                      "when one squad was left standing."})
    tiebreak_draws = per_seat(fields.String(allow_none=True),
                              "The card drawn for the tie-break; null for a seat that drew none.",
                              required=True)
