"""Flares' wire format: the options (house rules, docs/games/flares.md §3.1) and one payload schema per
move (§3.3).

Rulebook: Ecwem: Six, "Flares". Options are checked fully here (a bad option is
a field error). Move payloads are checked for shape and JSON type only: whether "7Z" is a card, or
whether a hand has the right number of cards, is the rules' call, so the player gets a rule id and
its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import card, cards, integer, items
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals

CARD = "a card code: rank 1-6 then U, P, H, F, D or C (e.g. 3H)"


class FlaresOptions(Schema):
    target = fields.Integer(
        strict=True, load_default=100, validate=validate.Range(min=1, max=100_000),
        metadata={"description": "Points needed to win; reaching it exactly counts (FL-11).",
                  "x-main": True})
    split_rounding = fields.String(
        load_default="exact", validate=validate.OneOf(["exact", "floor", "round_half_up"]),
        metadata={"description": "Split points: exact keeps halves and thirds (6½, 4⅓); floor "
                                 "rounds down; round_half_up rounds halves up (FL-5)."})
    deck_counts_for_most = StrictBoolean(
        load_default=False,
        metadata={"description": "The deck's tricks compete for most tricks: a deck with more "
                                 "tricks leaves nobody scoring, a deck tied for most takes a "
                                 "share that is thrown away (FL-3)."})
    deck_sweep_doubles = StrictBoolean(
        load_default=False,
        metadata={"description": "When the deck wins every trick the negative award is doubled "
                                 "as well (FL-7)."})
    target_tie = fields.String(
        load_default="play_on", validate=validate.OneOf(["play_on", "shared"]),
        metadata={"description": "Several players reach the target with the same top score: play "
                                 "another round, or they all win (FL-9)."})
    revoke_penalty = fields.String(
        load_default="flag_only", validate=validate.OneOf(["flag_only", "forfeit_round", "rewind"]),
        metadata={"description": "A proven failure to follow suit: a visible flag only; the "
                                 "revoker's positive award of that round is lost; or the flag "
                                 "proposes undoing back to the revoking play (FL-10)."})
    info_mode = options.info_mode("trust: only public cards are entered and revokes are flagged "
                                  "later; hand_tracking: each player enters their hand privately "
                                  "and following suit is enforced at once (§0.4).")
    first_dealer = options.first_dealer("round 1")
    # Three options are main at most: at a table that enters a round at a time, who may enter
    # it matters less than what is entered.
    entry_mode = options.entry_mode()
    depth = options.depth(
        ("hand",), "every_move: every card is entered as it is played and refereed (following "
                   "suit, revokes); hand: after each round the dealer enters the three point cards "
                   "and the tricks each player and the deck took, scored as the full referee would.")


class PrivateHandPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"Every card dealt to you this round (n + 1 of them), each {CARD}."})


class DeckLeadPayload(Schema):
    card = card(
        required=True,
        metadata={"description": f"The card the dealer flipped from the deck to lead: {CARD}."})


class PlayPayload(Schema):
    card = card(
        required=True, metadata={"description": f"The card played to the trick: {CARD}."})


class RoundResultPayload(Schema):
    tricks = items(integer(0, 5), max_items=4, required=True,
                   metadata={"description": "How many tricks each player took this round, seat by "
                                            "seat (a hand at a time only)."})
    deck_tricks = integer(0, 5, required=True,
                          metadata={"description": "How many tricks the deck took this round."})
    point_cards = cards(required=True,
                        metadata={"description": f"The three point cards, each {CARD}."})


class PointCardsPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"The three face-down point cards, revealed after the last "
                                 f"trick, each {CARD}."})


# Flags are numbered from 1 in the order raised, over the whole match: far fewer than this.
FLAG_ID_MAX = 9_999


class RevokeRulingPayload(Schema):
    flag = integer(1, FLAG_ID_MAX, required=True, metadata={
        "description": "The revoke flag ruled on: its `id` in the match's `flags`."})
    ruling = fields.String(required=True, validate=validate.OneOf(["uphold", "dismiss"]), metadata={
        "description": "uphold: the table takes the revoke as proved; dismiss: it does not (a "
                       "card misread or entered for the wrong player), and the flag costs nothing."})


# -- the score sheet and the result (published shapes; rules/outcome_schemas.py) ---------------------
# Points are JSON numbers (a split is a float: 6.5, 4.333333333333333); beside each list of them,
# `<name>_display` as the phones write them ("6½", "4⅓", "−18", with the typographic minus) and
# `<name>_fraction` exact, as [numerator, denominator] in lowest terms.

def _displays(what: str, **kwargs) -> fields.List:
    return per_seat(fields.String(), f"{what} as written on the score sheet (6½, 4⅓, −18).",
                    required=True, **kwargs)


def _fractions(what: str, **kwargs) -> fields.List:
    return per_seat(fields.List(fields.Integer(), validate=validate.Length(equal=2)),
                    f"{what} exactly, as [numerator, denominator] in lowest terms.",
                    required=True, **kwargs)


class FlaresMultipliers(Schema):
    suit = fields.Integer(required=True, metadata={"description": "2 when the point cards share a suit."})
    sweep = fields.Integer(required=True, metadata={"description": "2 when one player took every trick."})
    deck_sweep = fields.Integer(required=True, metadata={
        "description": "2 for a deck sweep with deck_sweep_doubles."})


class FlaresRound(Schema):
    label = fields.String(required=True, metadata={"description": "\"Round n\"."})
    scores = per_seat(fields.Float(), "The round's award in points (negative on a deck sweep).",
                      required=True)
    scores_display = _displays("The award")
    scores_fraction = _fractions("The award")
    round = fields.Integer(required=True)
    dealer = fields.Integer(required=True, metadata={"description": "The dealer's seat."})
    tricks = per_seat(fields.Integer(), "Tricks won.", required=True)
    deck_tricks = fields.Integer(required=True, metadata={"description": "Tricks the deck won."})
    point_cards = fields.List(fields.String(), required=True,
                              metadata={"description": "The three point cards."})
    points = fields.Integer(required=True, metadata={"description": "The point cards' ranks added."})
    multipliers = fields.Nested(FlaresMultipliers, required=True)
    deck_sweep = fields.Boolean(required=True, metadata={"description": "The deck took every trick."})
    value = fields.Integer(required=True, metadata={
        "description": "What the most tricks were worth before any split."})
    most = fields.List(fields.Integer(), required=True, metadata={
        "description": "The seats with the most tricks."})
    shares = fields.Integer(required=True, metadata={
        "description": "How many ways the value was split (the deck may take one)."})
    all_tied = fields.Boolean(required=True, metadata={
        "description": "Every player tied for most: nobody scored."})
    forfeited = fields.List(fields.Integer(), required=True, metadata={
        "description": "Seats whose positive award a revoke cancelled (forfeit_round)."})


class FlaresScoreSheet(ScoreSheetSchema):
    totals = totals("Points so far (a split may leave a half or a third).")
    totals_display = _displays("Points so far")
    totals_fraction = _fractions("Points so far")
    target = fields.Integer(required=True, metadata={"description": "Points needed to win."})
    rounds = fields.List(fields.Nested(FlaresRound), required=True,
                         metadata={"description": "Every scored round, in order."})
    running = fields.List(per_seat(fields.Float(), "Points after the round."), required=True,
                          metadata={"description": "The totals after each round, one list per round."})
    running_display = fields.List(_displays("Points after the round"), required=True)
    running_fraction = fields.List(_fractions("Points after the round"), required=True)
    winners = fields.List(fields.Integer(), required=True,
                          metadata={"description": "The winning seats once the game is over."})


class FlaresResult(ResultSchema):
    totals = totals("Final points (a split may leave a half or a third).")
    termination = ended_by(["target_reached"],
                           "Someone reached the target (FL-9, FL-11).")
    totals_display = _displays("Final points")
    totals_fraction = _fractions("Final points")
    target = fields.Integer(required=True, metadata={"description": "Points needed to win."})
    target_tie = fields.String(required=True, validate=validate.OneOf(["play_on", "shared"]),
                               metadata={"description": "The target_tie option the game was played with."})
    rounds = fields.Integer(required=True, metadata={"description": "Rounds played."})
