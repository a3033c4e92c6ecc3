"""Half-Zero's wire format: the options (house rules, docs/games/half-zero.md §2.1) and one payload schema per
move (§2.4).

Rulebook: Ecwem: Six, "Half-Zero". Options are checked fully here, except what
needs the player count (one suit per seat, all different), which `setup` checks as
HALFZERO-SETUP-SUITS. Move payloads are checked for shape and JSON type only: whether "7Z" is a
card or "5" a seat is the rules' call, so the player gets the rule id and its message.

Defaults for the table's suits: with no `suit_of`, seat 0, 1, 2, 3 play Units, Planes, Hearts,
Flares (the strongest suits, in seat order), and the point pile is Clubs (`point_suit`), as in every
golden test of §2.8. Neither depends on the player count, so a table can start with no options.
"""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from ... import options
from ...bounds import SEAT_MAX, card, cards, items, seat
from ...cards import SUITS
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals

DEFAULT_PLAYER_SUITS = ("U", "P", "H", "F")
DEFAULT_POINT_SUIT = "C"
CHOICE = ('a card of your own suit (e.g. 3H), "W" for a hierarchy card (a secret opt-out) or '
          '"NONE" for the invisible 0 when you have no cards left')


class HalfZeroOptions(Schema):
    suit_of = items(
        fields.String(validate=validate.OneOf(SUITS)), len(SUITS), load_default=None, allow_none=True,
        metadata={"description": "The suit each seat plays, in seat order, all different (U, P, H, "
                                 "F, D or C); null: Units, Planes, Hearts, Flares for seats 0-3.",
                  # One value per player: the create screen asks for it beside each name.
                  "x-per-seat": True})
    point_suit = fields.String(
        load_default=DEFAULT_POINT_SUIT, validate=validate.OneOf(SUITS),
        metadata={"description": "The suit of the point pile; no player may play it (default Clubs)."})
    wild_opt_out_cards = StrictBoolean(
        load_default=True,
        metadata={"description": "Players with opt-outs left get hierarchy cards (W) to opt out "
                                 "of a turn secretly (HZ-5, HZ-6); false: opt-outs are only declared."})
    selection_mode = fields.String(
        load_default="physical", validate=validate.OneOf(["physical", "sealed"]),
        metadata={"description": "physical: cards are revealed on the table and one phone enters "
                                 "the reveal; sealed: each phone submits its choice privately and "
                                 "the service reveals when all are in (HZ-12).",
                  "x-main": True})
    unresolvable_tie = fields.String(
        load_default="no_award", validate=validate.OneOf(["no_award", "suit_hierarchy"]),
        metadata={"description": "A tie between players who are all out of cards: nobody wins the "
                                 "point card, or the tied player with the strongest suit does (HZ-2)."})
    info_mode = options.info_mode("trust: only what is public is entered; hand_tracking: players "
                                  "with a base below 5 enter their dealt hand privately (§0.4), and "
                                  "choose their cards on their own phone (selection_mode sealed).")
    # Three options are main at most: at a table that enters a round at a time, who may enter
    # it matters less than what is entered.
    entry_mode = options.entry_mode()
    depth = options.depth(
        ("hand",), "every_move: every reveal, tie-break and point card is entered as it is played "
                   "and refereed; hand: after each round one phone enters the point cards each "
                   "player won, and the round ends as the full referee would end it.")

    @validates_schema
    def _tracked_cards_from_their_own_phone(self, data: dict[str, Any], **kwargs: Any) -> None:
        # A card of a tracked hand is played from that hand's own phone only (docs/architecture.md, Security): a
        # physical reveal is one phone typing every seat's card, and checking those against the
        # tracked hands would let that phone read them by trying cards and undoing.
        if data.get("info_mode") == "hand_tracking" and data.get("selection_mode") != "sealed":
            raise ValidationError({"selection_mode": [
                "hand_tracking needs 'sealed': each tracked player chooses their card on their own "
                "phone, since no other phone may play a card of a tracked hand."]})


class OptOutPayload(Schema):
    pass


class SelectPayload(Schema):
    choice = card(required=True, metadata={"description": f"Your sealed choice: {CHOICE}."})


def seat_plays(description: str) -> fields.List:
    """One entry per seat, in seat order (as long as the table has seats), null for a seat that
    plays nothing here. The rules check the length against the table."""
    return items(card(allow_none=True), SEAT_MAX + 1, required=True,
                 metadata={"description": f"{description} One entry per seat, in seat order; "
                                          "null for a seat without a play."})


class RevealPayload(Schema):
    declared_optouts = items(
        seat(), SEAT_MAX + 1, load_default=list,
        metadata={"description": "Seats that announced an opt-out of this turn before anyone "
                                 "selected (those already entered with opt_out may be repeated)."})
    plays = seat_plays(
        f"What each player still in the turn revealed: {CHOICE}; null for a declared opt-out, "
        "e.g. [\"6U\", \"W\", null] (seat 2 opted out).")


class TiebreakPayload(Schema):
    plays = seat_plays(
        "The card each tied player revealed, or \"NONE\"; null for the players not in the tie "
        "(tied players with no cards left may be null too), e.g. [\"4U\", \"2H\", null].")


class PointCardPayload(Schema):
    card = card(required=True,
                metadata={"description": "The point card the turn winner turned up, e.g. 3C."})


class RoundPointsPayload(Schema):
    point_cards = items(
        cards(), SEAT_MAX + 1, required=True,
        metadata={"description": "The point cards each player won this round, one list per seat in "
                                 "seat order, e.g. [[\"3C\", \"6C\"], [], [\"1C\"]] (a round at a "
                                 "time only)."})


class PrivateHandPayload(Schema):
    cards = cards(required=True,
                        metadata={"description": "The cards dealt to your hand this round "
                                                 "(hand-tracking mode, base below 5)."})


class AuditPayload(Schema):
    under_base = cards(required=True,
                             metadata={"description": "The cards that were under your base card "
                                                      "in the round that just ended."})
    left_in_hand = cards(load_default=list,
                               metadata={"description": "Cards still in your hand at the end of "
                                                        "that round (should be none)."})


# -- the score sheet and the result (published shapes; rules/outcome_schemas.py) ---------------------

class HalfZeroRound(Schema):
    label = fields.String(required=True, metadata={"description": "\"Round n\"."})
    round = fields.Integer(required=True)
    scores = per_seat(fields.Integer(), "1 for the seat that moved its base down this round, else 0.",
                      required=True)
    points = per_seat(fields.Integer(), "Points won this round (the point cards' ranks added).",
                      required=True)
    point_cards = per_seat(fields.List(fields.Integer()), "The ranks of the point cards won.",
                           required=True)
    upgraded = fields.Integer(required=True, allow_none=True, metadata={
        "description": "The seat whose base went down, or null when nobody scored (HZ-9)."})
    bases_after = per_seat(fields.Integer(), "Base ranks after the round.", required=True)


class HalfZeroCurrentRound(Schema):
    round = fields.Integer(required=True)
    points = per_seat(fields.Integer(), "Points won so far this round.", required=True)


class HalfZeroScoreSheet(ScoreSheetSchema):
    totals = totals("Rounds won: how far each base has come down from 5 (5 wins the game).")
    bases = per_seat(fields.Integer(), "Base ranks now (0 wins).", required=True)
    rounds = fields.List(fields.Nested(HalfZeroRound), required=True,
                         metadata={"description": "Every finished round, in order."})
    current = fields.Nested(HalfZeroCurrentRound, required=True, allow_none=True, metadata={
        "description": "The round being played; null once the game is over."})


class HalfZeroResult(ResultSchema):
    totals = totals("Rounds won: how far each base came down from 5 (the winner's is 5).")
    termination = ended_by(["base_zero"],
                           "The winner's base went from 1 to 0 (HZ-10).")
    rounds = fields.Integer(required=True, metadata={"description": "Rounds played."})
    bases = per_seat(fields.Integer(), "Base ranks at the end (the winner's is 0).", required=True)
