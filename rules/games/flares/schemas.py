"""Flares' wire format: the options (house rules, ecwem-six.md §3.1) and one payload schema per
move (§3.3).

Rulebook: shared/rulebooks/ecwem-six.txt, "Flares". Options are checked fully here (a bad option is
a field error). Move payloads are checked for shape and JSON type only: whether "7Z" is a card, or
whether a hand has the right number of cards, is the rules' call, so the player gets a rule id and
its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import card, cards
from ...options import StrictBoolean

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
    info_mode = fields.String(
        load_default="trust", validate=validate.OneOf(["trust", "hand_tracking"]),
        metadata={"description": "trust: only public cards are entered and revokes are flagged "
                                 "later; hand_tracking: each player enters their hand privately "
                                 "and following suit is enforced at once (§0.4).",
                  "x-main": True})
    first_dealer = options.first_dealer("round 1")
    entry_mode = options.main(options.entry_mode())


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


class PointCardsPayload(Schema):
    cards = cards(
        required=True,
        metadata={"description": f"The three face-down point cards, revealed after the last "
                                 f"trick, each {CARD}."})
