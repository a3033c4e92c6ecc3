"""Sixes' wire format: the lobby's options (docs/games/sixes.md Appendix A) and one payload schema per move
(§3.1, §3.4).

Rulebook: Sixes. Options are checked fully here (a bad option is a field
error). Payloads are checked for shape and JSON type only: whether a line number exists or an
item is too long is the rules' call, so the player gets a rule id and the spec's message.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates

from ...bounds import BoundedDict, judged, seat
from ...options import StrictBoolean, main
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals
from .options import CHOICES, DEFAULTS, ROUND_TYPES
from .proposals import KINDS


def _choice(name: str, description: str) -> fields.String:
    return fields.String(load_default=DEFAULTS[name], validate=validate.OneOf(CHOICES[name]),
                         metadata={"description": description})


class SixesOptions(Schema):
    round_plan = fields.List(
        fields.String(validate=validate.OneOf(ROUND_TYPES)),
        load_default=list(DEFAULTS["round_plan"]),
        validate=validate.Length(equal=6, error="List six round types, one per round: match, "
                                                "unique or lightning."),
        metadata={"description": "The six rounds' types, in order (match, unique, lightning)."})
    timer_seconds = fields.Integer(
        strict=True, load_default=DEFAULTS["timer_seconds"], validate=validate.Range(10, 600),
        metadata={"description": "Writing time per round, in seconds.", "x-main": True})
    grace_ms = fields.Integer(
        strict=True, load_default=DEFAULTS["grace_ms"], validate=validate.Range(0, 5000),
        metadata={"description": "Network grace after the deadline: an edit the server receives "
                                 "this late still counts (B12)."})
    early_finish = StrictBoolean(
        load_default=DEFAULTS["early_finish"],
        metadata={"description": "Lock the round as soon as every player has tapped done."})
    entry_mode = main(_choice(
        "entry_mode", "phone: lists are typed on phones and lock at the deadline; paper: the timer "
                      "runs here but lists are written on paper and typed in after the lock."))
    similarity_mode = main(_choice(
        "similarity_mode", "identical: answers equal after light normalisation match; "
                           "close_enough: plurals, articles and spacing are ignored too (§5.1)."))
    identical_mode_merges = _choice(
        "identical_mode_merges", "In identical mode, may the group still merge two spellings by "
                                 "vote (vote) or not at all (off)?")
    self_duplicates = _choice(
        "self_duplicates", "first_only: an answer written twice on one list scores once (B2).")
    lightning_scope = _choice(
        "lightning_scope", "same_category: Lightning lines match only within their category (B3).")
    card_word_rule = _choice(
        "card_word_rule", "auto_disallow: a line using a word of the card is crossed out unless "
                          "the group keeps it; flag_only: a warning only; off: no check (B10).")
    vote_quorum = _choice(
        "vote_quorum", "majority_of_all: a strict majority of all players; majority_of_others: "
                       "disallow votes by players without that answer; majority_of_voters: "
                       "yes > no among the votes cast, when the round is finalised (§5.6).")
    disallow_scope = _choice(
        "disallow_scope", "answer: a disallowed answer is crossed out for everyone who wrote it; "
                          "line: only the line voted on (B5).")
    bonus_points = fields.Integer(
        strict=True, load_default=DEFAULTS["bonus_points"], validate=validate.Range(0, 6),
        metadata={"description": "Bonus when all six lines score (the crooked 6)."})
    tie_break = _choice(
        "tie_break", "none: a tie for the most points is a shared win; most_sevens or "
                     "most_unique_points break it (B16).")
    max_item_chars = fields.Integer(
        strict=True, load_default=DEFAULTS["max_item_chars"], validate=validate.Range(10, 200),
        metadata={"description": "The longest item a line may hold."})


class SixesOptionsChangedPayload(Schema):
    """House rules to change."""

    options = BoundedDict(required=True, metadata={
        "description": "The options to change, as the lobby's options name them; agreements "
                       "restart."})

    @validates("options")
    def _options_the_lobby_offers(self, value, **kwargs) -> None:
        # A value no table can play (a 5-second timer) is the payload's mistake (422), with the
        # option's own message, never a rule refusal.
        try:
            SixesOptions(partial=True).load(value)
        except ValidationError as error:
            raise ValidationError(error.messages) from error


OptionsChangedPayload = SixesOptionsChangedPayload


class CardSetPayload(Schema):
    texts = fields.List(
        fields.String(validate=[
            validate.Length(max=200, error="A card text is at most 200 characters."),
            validate.Regexp(r"\s*\S", error="Type the card's words: a blank text is no card.")]),
        required=True,
        validate=validate.Length(min=1, max=6, error="Send the card as a list of texts: one, or "
                                                     "six categories for a Lightning card."),
        metadata={"description": "The card: one text, or Lightning's six categories in order."})


class LineSetPayload(Schema):
    index = judged(required=True, metadata={"description": "Line 1..6."})
    text = fields.String(required=True, validate=validate.Length(max=1000),
                         metadata={"description": "The item; empty clears the line."})


class TargetSchema(Schema):
    """A line of a list, as every Sixes view and payload names one."""

    # The spec's Proposal names a target's list by its player (§2).
    spec_names = {"player": "seat"}

    seat = seat(required=True)
    line = judged(required=True, metadata={"description": "Line 1..6."})


class ProposalPayload(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    targets = fields.List(fields.Nested(TargetSchema), required=True,
                          validate=validate.Length(min=1, max=2),
                          metadata={"description": "Two lines for merge, one otherwise (the "
                                                   "rules refuse another count: "
                                                   "SIX-PROPOSAL-TARGET)."})


class VotePayload(Schema):
    proposal_id = fields.String(required=True, validate=validate.Length(
        max=20, error="A proposal's id as the round lists it (p1, p2, …)."),
        metadata={"description": "The proposal's id, as the round's proposals list it."})
    yes = StrictBoolean(required=True)


class FinalizePayload(Schema):
    force = StrictBoolean(load_default=False,
                          metadata={"description": "Finalise even with votes still open; they "
                                                   "fail (B21)."})


# --- what the game hands out: the result and the score sheet (view.py) --------------------------

TERMINATIONS = ("six_rounds",)
POINTS = ("Points: one per line that scores, plus the bonus for a list whose six lines all score "
          "(the crooked 6).")


class SixesResult(ResultSchema):
    totals = totals(f"{POINTS} Added up over the six rounds.")
    termination = ended_by(TERMINATIONS,
                           "six_rounds: the sixth round was scored.")
    shared = fields.Boolean(required=True, metadata={
        "description": "More than one seat has the most points and the tie break left them tied "
                       "(B16): they share the win."})
    sevens = per_seat(fields.Integer(), "Rounds in which all six lines scored, bonus included "
                                        "(a 7 with the default bonus).", required=True)


class SixesScoredRound(Schema):
    """One scored round's line of the score sheet."""

    label = fields.String(required=True, metadata={"description": "\"<round> · <type>\"."})
    round = fields.Integer(required=True, metadata={"description": "1..6."})
    type = fields.String(required=True, validate=validate.OneOf(ROUND_TYPES))
    scores = per_seat(fields.Integer(), "The round's points (0..6 plus the bonus).", required=True)


class SixesLiveRound(Schema):
    """The round under review, scored as the votes stand now."""

    round = fields.Integer(required=True, metadata={"description": "1..6."})
    scores = per_seat(fields.Integer(), "The round's points as they stand.", required=True)


class SixesScores(ScoreSheetSchema):
    totals = totals(f"{POINTS} Added up over the rounds scored so far (the live round not "
                    "included).")
    rounds = fields.List(fields.Nested(SixesScoredRound), required=True,
                         metadata={"description": "The scored rounds, in order."})
    live = fields.Nested(SixesLiveRound, required=True, allow_none=True,
                         metadata={"description": "The round under review; null otherwise."})
    leaders = fields.List(fields.Integer(), required=True, metadata={
        "description": "The seats with the most points so far, after the tie break."})
