"""Squad's wire format: the options (house rules, ecwem-six.md §6.1) and one payload schema per move
(§6.4).

Rulebook: shared/rulebooks/ecwem-six.txt, "Squad". Options are checked fully here. Move payloads
are checked for shape and JSON type only: whether "7Z" is a card, whether slot 3 exists or seat 5 is
at the table is the rules' call, so the player gets a rule id and its message.
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from ... import options
from ...bounds import SEAT_MAX, BoundedDict, card, cards, items, judged, seat
from ...options import StrictBoolean

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
    info_mode = fields.String(
        load_default="trust", validate=validate.OneOf(["trust", "hand_tracking"]),
        metadata={"description": "trust: only public cards are entered; hand_tracking: each "
                                 "player enters their hand and every drawn card privately, and "
                                 "playing a card not held is refused (§0.4).",
                  "x-main": True})
    first_dealer = options.first_dealer("the game (and the first draft round)")
    entry_mode = options.main(options.entry_mode())


def _card(text: str) -> fields.String:
    return card(required=True, metadata={"description": f"{text}: {CARD}."})


def _slot(text: str = SLOT) -> fields.Integer:
    return judged(required=True, metadata={"description": text})


class DealPayload(Schema):
    squads = BoundedDict(
        max_keys=SEAT_MAX + 1, values=items(card(), 12), required=True,
        metadata={"description": "Seat number (as a string) -> the two cards dealt face up as "
                                 "that player's squads, e.g. {\"0\": [\"3H\", \"5C\"], "
                                 "\"1\": [\"4U\", \"2D\"]}."})


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
