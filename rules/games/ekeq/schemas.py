"""EkeQ's wire format (docs/games/ekeq.md §B.1, §C.3, Part F): the base game's options and move payloads.
Payloads are checked for shape and JSON type only; whether a card exists in EkeQ (a value of 2-5)
or a guess is in range is the rules' call, so the player gets the rule id and its message."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates, validates_schema

from ... import options
from ...bounds import judged, seat
from ...display_text import DISPLAY_PATTERN, check_display_text
from ...options import StrictBoolean, main
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals


def _choice(default: str, values: list[str], description: str) -> fields.String:
    return fields.String(load_default=default, validate=validate.OneOf(values),
                         metadata={"description": description})


FIXTURE_FIGURES = ("dog", "cat", "strongman", "F4", "F5", "F6")  # docs/games/ekeq.md §D.1.7


class CardSchema(Schema):
    kind = fields.String(load_default="point", validate=validate.OneOf(["point", "golden_q"]),
                         metadata={"description": "point, or golden_q for the four Golden Q cards."})
    value = judged(required=True,
                           metadata={"description": "The number on the card: 2, 3, 4 or 5."})
    mini = StrictBoolean(load_default=False,
                         metadata={"description": "A point card with the mini-GOLDEN Q in its corners."})
    family = fields.String(load_default=None, allow_none=True,
                           validate=[validate.Length(max=40), check_display_text],
                           metadata={"description": "The figure (dog, cat…); the variants need it.",
                                     "pattern": DISPLAY_PATTERN})


class EkeqOptions(Schema):
    variant = main(_choice("base", ["base", "climb", "family"],
                      "base: the Q card game; climb: build the figures' piles with a suggeritore; "
                      "family: collect one family. The variants have no Q card (Part D)."))
    initial_q_holder = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=5),
                                      metadata={"description": "The seat of the unluckiest player, "
                                                               "who gets the Q card first.",
                                                        "x-main": True})
    deal_golden_q = StrictBoolean(load_default=True, metadata={
        "description": "The 4 Golden Q cards are dealt with the 61 point cards (C-A1)."})
    q_free_if_cannot_pay = StrictBoolean(load_default=True, metadata={
        "description": "A player with no card left uses the Q card for free (C-A5)."})
    cardless_q_user_competes = StrictBoolean(load_default=False, metadata={
        "description": "A Q user with no card in play competes from a value of 0 (C-A8)."})
    q_picked_card_destination = _choice("return", ["return", "pot"],
                                        "A card found with the Q goes back where it was, or into the pot (C-A9).")
    mini_first_pick_scoring = _choice("cumulative", ["cumulative", "second_only"],
                                      "After a mini-GOLDEN Q first pick, both picks count, or only the second (C-A10).")
    auto_win_requires_play = StrictBoolean(load_default=False, metadata={
        "description": "The only tied player who can play on still plays a card before winning (C-A18)."})
    tiebreak_compare = _choice("new_card_only", ["new_card_only", "cumulative"],
                               "A tie-break round compares the new cards, or adds them to the values (C-A16).")
    golden_q_win_card = _choice("deciding", ["deciding", "any_played_this_turn"],
                                "The Golden Q that wins the match is the deciding card, or any played this turn (C-A21).")
    win_precedence = _choice("chronological", ["chronological", "highest_points"],
                             "A Golden Q win and an all-cards win in the same turn: the first, or the one worth more (C-A26).")
    first_player = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=5),
                                  metadata={"description": "Climb and family variants: the seat "
                                                           "that plays first (the luckiest)."})
    figures = fields.List(fields.String(validate=[validate.Length(min=1, max=24), check_display_text],
                                        metadata={"pattern": DISPLAY_PATTERN}),
                          load_default=lambda: list(FIXTURE_FIGURES), validate=validate.Length(min=1, max=12),
                          metadata={"default": list(FIXTURE_FIGURES),
                                    "description": "Climb variant: the deck's figures, one pile each "
                                                   "(default: the spec's fixture deck)."})
    hand_tracking = _choice("private", ["private", "counts_only"],
                            "Climb variant: each phone enters its cards, so attempts and passes are "
                            "checked against the hand; or only the counts are kept.")
    climb_mini_guesses = fields.Integer(strict=True, load_default=2, validate=validate.OneOf([1, 2]),
                                        metadata={"description": "Climb variant: the suggeritore's "
                                                                 "guesses for a mini-GOLDEN Q card (D-A2)."})
    climb_after_second_cycle = _choice("closed", ["closed", "continue"],
                                       "Climb variant: a pile closes when its second climb reaches 4, "
                                       "or climbs on (D-A3).")
    climb_golden_q_wild = StrictBoolean(load_default=False, metadata={
        "description": "Climb variant: a Golden Q may also go, without a guess, on a figure pile "
                       "its number follows (D-A4)."})
    climb_stall_rule = _choice("fewest_cards", ["fewest_cards", "no_winner"],
                               "Climb variant: when every player passes in a row, the fewest cards "
                               "in hand win, or nobody does (D-A6).")
    family_unique = StrictBoolean(load_default=False, metadata={
        "description": "Family variant: each player a different family; a setup card of a family "
                       "already taken is put back and another drawn (D2-A2)."})
    family_lookup_may_take_golden_q = StrictBoolean(load_default=False, metadata={
        "description": "Family variant: a Golden Q may be taken from the discard pile (D2-A8)."})
    family_tiebreak = _choice("shared", ["shared", "complete_then_most_cards"],
                              "Family variant: tied scores share the win, or a complete family, then "
                              "the most cards, wins (D2-A10).")
    commit_mode = _choice("sealed", ["sealed", "hash"],
                          "Base game: the server keeps each face-down card sealed; or, so that not "
                          "even the server's operator sees it early, the phone sends only a SHA-256 "
                          "commitment and reveals the card with its nonce (§B.4).")
    entry_mode = options.main(options.entry_mode())

    @validates_schema
    def _hash_commits_in_the_base_game(self, data: dict, **_: object) -> None:
        # A climb attempt is checked against the hand and its pile before the suggeritore guesses,
        # which a commitment would hide; the family variant has no face-down card at all.
        if data.get("commit_mode") == "hash" and data.get("variant", "base") != "base":
            raise ValidationError({"commit_mode": [
                "Hash commits are for the base game: the climb variant checks each attempted card "
                "before the guess, and the family variant has no face-down cards."]})

    @validates("figures")
    def _distinct_figures(self, value: list[str], **_: object) -> None:
        if len(set(value)) != len(value) or "GQ" in value:
            raise ValidationError("Each figure once, and not GQ (the Golden Q pile's name).")


HEX = validate.Regexp(r"^[0-9a-f]+$", error="Lowercase hexadecimal digits.")


# The base game's Q card rules mean nothing in the variants, nor theirs in it (docs/games/ekeq.md).
BASE_ONLY = ["initial_q_holder", "deal_golden_q", "q_free_if_cannot_pay", "cardless_q_user_competes",
             "q_picked_card_destination", "mini_first_pick_scoring", "auto_win_requires_play",
             "tiebreak_compare", "golden_q_win_card", "win_precedence", "commit_mode"]
CLIMB = ["first_player", "figures", "hand_tracking", "climb_mini_guesses", "climb_after_second_cycle",
         "climb_golden_q_wild", "climb_stall_rule"]
FAMILY = ["first_player", "family_unique", "family_lookup_may_take_golden_q", "family_tiebreak"]
options.only_when(EkeqOptions, variant={"base": BASE_ONLY, "climb": CLIMB, "family": FAMILY})


class CommitPayload(Schema):
    hidden = fields.Nested(CardSchema, load_default=None, allow_none=True,
                           metadata={"description": "Private: the face-down card (commit_mode sealed)."})
    commitment = fields.String(load_default=None, allow_none=True,
                               validate=[validate.Length(equal=64), HEX], metadata={
                                   "description": "commit_mode hash: SHA-256, in hex, of the card's canonical "
                                                  "JSON ({\"kind\",\"mini\",\"value\"}, sorted keys, no spaces) "
                                                  "followed by the nonce's 32 hex digits."})
    payment = fields.Nested(CardSchema, load_default=None, allow_none=True,
                            metadata={"description": "The entry card put face up in the pot (round 1, "
                                                     "with two or more cards in hand)."})


class RevealPayload(Schema):
    card = fields.Nested(CardSchema, required=True, metadata={"description": "The committed card."})
    nonce = fields.String(required=True, validate=[validate.Length(equal=32), HEX],
                          metadata={"description": "The 128-bit nonce, in hex, the commitment was made with."})


class QDecisionPayload(Schema):
    use = StrictBoolean(required=True)
    q_payment = fields.Nested(CardSchema, load_default=None, allow_none=True,
                              metadata={"description": "The card paid into the pot to use the Q."})


class QPickPayload(Schema):
    # The spec's Q_PICK sends `n` too; the referee counts the picks itself, so it is optional.
    n = fields.Integer(strict=True, validate=validate.OneOf([1, 2]), metadata={
        "description": "Optional: which pick of this use of the Q card, 1, or 2 after a mini-GOLDEN "
                       "Q find. When sent it must be the pick due (EKEQ-Q-SECOND-PICK otherwise)."})
    target = seat(required=True, metadata={"description": "The opponent's seat."})
    source = fields.String(required=True, validate=validate.OneOf(["hand", "tesoretto"]))
    guess = judged(required=True, metadata={"description": "2, 3, 4 or 5, said first."})


class QPickResultPayload(Schema):
    card = fields.Nested(CardSchema, required=True, metadata={"description": "The card the pick found."})


class FamilyCardPayload(Schema):
    card = fields.Nested(CardSchema, required=True,
                         metadata={"description": "The card drawn at setup: its figure is the family."})


class DrawPayload(Schema):
    card = fields.Nested(CardSchema, required=True, metadata={"description": "The card drawn, as found."})


class LookPayload(Schema):
    end = fields.String(required=True, validate=validate.OneOf(["top", "bottom"]),
                        metadata={"description": "top or bottom of the discard pile."})
    count = judged(load_default=None, allow_none=True, metadata={
        "description": "How many cards; at most the Golden Q's number (default: that many)."})


class TakePayload(Schema):
    cards = fields.List(judged(), required=True, validate=validate.Length(max=5),
                        metadata={"description": "Positions in the window looked at (may be empty)."})


class DrawInitPayload(Schema):
    cards = fields.List(fields.Nested(CardSchema), required=True, validate=validate.Length(equal=4),
                        metadata={"description": "Private: the 4 cards you drew."})


class PlaceGoldenQPayload(Schema):
    card = fields.Nested(CardSchema, required=True, metadata={"description": "The Golden Q placed."})
    pile = fields.String(load_default="GQ", validate=validate.Length(max=24), metadata={
        "description": "GQ, or a figure's pile with climb_golden_q_wild."})


class AttemptPayload(Schema):
    card = fields.Nested(CardSchema, required=True,
                         metadata={"description": "Sealed until the guess: the card you try to place."})
    suggester = seat(required=True, metadata={"description": "The suggeritore's seat."})


class SuggestPayload(Schema):
    piles = fields.List(fields.String(validate=validate.Length(max=24)), required=True,
                        validate=validate.Length(max=12),
                        metadata={"description": "The pile guessed, or two for a mini-GOLDEN Q card."})


class RedrawPayload(Schema):
    card = fields.Nested(CardSchema, required=True, metadata={"description": "Private: the card drawn."})


class PassPayload(Schema):
    pass


# --- the result and the score sheet (rules/outcome_schemas.py) --------------------------------

TOTALS = ("Base game: the cards each player holds, hand plus tesoretto (the cards won go to the "
          "tesoretto). Climb variant: the cards left in hand (the first to play them all wins). "
          "Family variant: the family's points (1 a point card, 2 a mini-GOLDEN Q card, 4 a Golden Q; "
          "a complete family doubles its total).")

TERMINATIONS = {
    "golden_q": "base game: a turn won with a Golden Q",
    "mini_golden_q": "base game: two mini-GOLDEN Q found in a row with the Q card",
    "all_cards": "base game: the only player left with cards",
    "draw": "base game: nobody has a card left",
    "climb": "climb variant: a player placed their last card",
    "stalled": "climb variant: every player passed in a row",
    "family": "family variant: the main deck is finished",
}


class EkeqResult(ResultSchema):
    totals = totals(TOTALS)
    termination = ended_by(list(TERMINATIONS),
                           "How the match ended: " + "; ".join(f"{k}, {v}" for k, v in TERMINATIONS.items()) + ".")
    tournament_points = per_seat(fields.Integer(), (
        "Part E's win-type points by the spec's table: only the winner of a base-game match scores "
        "(a Golden Q win by its number: n°5 5, n°4 10, n°3 15, n°2 20; two mini-GOLDEN Q 25; all "
        "the cards 50); the others, a drawn match and the variants 0."), required=True)
    golden_q_value = fields.Integer(allow_none=True, validate=validate.Range(min=2, max=5), metadata={
        "description": "Base game only: the number of the Golden Q that won the match (termination "
                       "golden_q), else null."})
    turn = fields.Integer(validate=validate.Range(min=1), metadata={
        "description": "Base game only: the turn the match ended in."})


class EkeqScores(ScoreSheetSchema):
    totals = totals(TOTALS)
    rounds = fields.List(fields.Dict(), required=True, validate=validate.Length(max=0), metadata={
        "description": "Always empty: EkeQ keeps no round-by-round score sheet."})
