"""Cold War's wire format: the options (house rules, docs/games/cold-war.md §8, and the setup facts of §1.3) and
one payload schema per move (§3).

Rulebook: Fifteen Minute Cold War (Echo Zulu). Options are checked fully here. Move payloads are
checked for shape and JSON type only: whether a card id is known, or whether a seat is at the
table, is the rules' call, so the player gets a rule id and its message. Every card a payload
names is an object (docs/games/cold-war.md §3): {"ref": id} once registered, {"new": {kind, printed values}}
at its first sighting, or both (an id the player reads off the card together with its values).
Cards already face up on the table (a Special's selection and redeploy, a re-ordering) are
{"ref": id} only. What the service hands back (the view, a move's effects) names a card by its id.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from ... import options
from ...bounds import CARD_LIST_LENGTH, PRINTED_MAX, BoundedDict, integer, items, seat, text
from ...display_text import DISPLAY_PATTERN, check_display_text
from ...options import StrictBoolean
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals
from .cards_in import NEEDED
from .messages import COLD_WAR_RULES
from .table_check import LETTERS, deck_problems

KINDS = ["leader", "white", "blue", "brown", "orange"]
# A card id ("A-U3") and a country's name, as the deck store takes them; the most cards a
# country's deck definition may list (a country has 25).
CARD_ID_LENGTH = 40
COUNTRY_LENGTH = 40
DECK_CARDS = 50


def _int(description: str) -> fields.Integer:
    return integer(0, PRINTED_MAX, allow_none=True, metadata={"description": description})


def _card_id(**kwargs) -> fields.String:
    return text(CARD_ID_LENGTH, **kwargs)


def _country() -> fields.String:
    return fields.String(validate=[validate.Length(min=1, max=COUNTRY_LENGTH), check_display_text],
                         metadata={"pattern": DISPLAY_PATTERN})


class PrintedValues(Schema):
    name = fields.String(allow_none=True, validate=[validate.Length(max=80), check_display_text],
                         metadata={"description": "The card's printed name.", "pattern": DISPLAY_PATTERN})
    defence = _int("Defence rating (White, Blue, Brown).")
    defence_next_to_leader = _int("White only: a separate printed rating next to the Leader.")
    attack = _int("Attack rating (Brown).")
    triad_symbol = fields.String(allow_none=True, validate=validate.OneOf(["nuclear", "bolt"]),
                                 metadata={"description": "Brown: the Nuclear or Lightning Bolt symbol."})
    icon = fields.String(allow_none=True, validate=validate.OneOf(["crossed_swords", "shield"]),
                         metadata={"description": "Orange: crossed swords (attack) or shield."})
    effect = BoundedDict(max_keys=8, allow_none=True, metadata={
        "description": "Orange: {type: remove_from_stack | redeploy_brown_attack | shield | …, "
                       "selector: {kinds, count, position, whole_unit}, vs_normal_attack: cancel | "
                       "absorb | never | manual, absorb: n, text: as printed}."})
    leader_defence = _int("Leader only: the printed rating, if any.")


class NewCard(PrintedValues):
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))


class CountryDeckCard(PrintedValues):
    id = fields.String(required=True, validate=[validate.Length(min=1, max=CARD_ID_LENGTH), check_display_text],
                       metadata={"pattern": DISPLAY_PATTERN})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))


class CountryDeck(Schema):
    country = fields.String(required=True, validate=[validate.Length(min=1, max=COUNTRY_LENGTH),
                                                     check_display_text],
                            metadata={"pattern": DISPLAY_PATTERN})
    cards = fields.List(fields.Nested(CountryDeckCard), required=True,
                        validate=validate.Length(max=DECK_CARDS))


def _choice(default: str, values: list[str], description: str) -> fields.String:
    return fields.String(load_default=default, validate=validate.OneOf(values),
                         metadata={"description": description})


class ColdWarOptions(Schema):
    # The spec's tables speak of "deck definitions" (§1.3, §1.4); the option is `decks`.
    spec_names = {"deck_definitions": "decks"}

    countries = items(
        _country(), 4, load_default=None, allow_none=True,
        metadata={"description": "The country of each seat, in seat order (clockwise); default "
                                 "A, B, C, D."})
    first_player = fields.Integer(
        strict=True, load_default=0, validate=validate.Range(min=0, max=3),
        metadata={"description": "Seat of the first player (the youngest).", "x-main": True})
    # One deck per seat at most: a table has at most four countries.
    decks = items(
        fields.Nested(CountryDeck), 4, load_default=list,
        metadata={"description": "Deck definitions (§1.4), matched to seats by country. Cards not "
                                 "defined are entered at their first sighting."})
    min_plays_per_turn = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=2),
                                        metadata={"description": "Plays required before the discard (A2)."})
    max_plays_per_turn = fields.Integer(strict=True, load_default=2, validate=validate.Range(min=1, max=5),
                                        metadata={"description": "Plays allowed per turn (A2)."})
    refill_mode = _choice("up_to_5", ["up_to_5", "exactly_3"], "Draw up to 5, or exactly 3 (A3).")
    triad_play_cost = _choice("whole_turn", ["whole_turn", "counts_as_one", "counts_as_two"],
                              "What a Nuclear Triad/Blitzkrieg costs of the turn's plays (A4).")
    triad_symbol_mixing = StrictBoolean(load_default=False, metadata={
        "description": "A Triad may mix Nuclear and Lightning Bolt symbols (A5)."})
    group_partition = _choice("from_leader", ["from_leader", "from_right_end"],
                              "How a run of 4-5 same-colour cards is cut into groups of 3 (A7).")
    white_block_max = fields.Integer(strict=True, load_default=2, validate=validate.OneOf([1, 2]),
                                     metadata={"description": "White cards in the Leader block (A6)."})
    leader_defence_mode = _choice("none", ["none", "printed"],
                                  "none: any leftover damage defeats a bare Leader; printed: the "
                                  "leftover must reach the Leader card's rating (A10).")
    placement_positions = _choice("anywhere", ["anywhere", "right_end_only", "right_end_or_leader_side"],
                                  "Where a placed card may go in the stack (A12).")
    setup_arrangement = _choice("draw_order", ["draw_order", "free"],
                                "The setup stack keeps the draw order, or may be re-arranged (A13).")
    shield_timing = _choice("reaction_only", ["reaction_only", "reaction_or_own_turn"],
                            "When Shield cards may be played (A14).")
    reaction_refill = _choice("at_own_turn", ["at_own_turn", "immediate"],
                              "When a defender who played Shields refills (A15).")
    discard_ends_play = StrictBoolean(load_default=True, metadata={
        "description": "The discard ends the play phase (A16)."})
    reset_timing = _choice("on_draw", ["on_draw", "on_empty"],
                           "When the discard pile is flipped into a new draw pile (A17).")
    allow_redeploy_plus_hand_brown = StrictBoolean(load_default=False, metadata={
        "description": "The redeploy Special may add Brown cards from hand (A11)."})
    fallen_deck_exhaustion = _choice("reset_no_shuffle", ["reset_no_shuffle", "stop"],
                                     "A used-up Fallen deck is flipped without shuffling, or the "
                                     "Fallen player stops (A20).")
    loaned_card_position = _choice("right_end", ["right_end", "recipient_choice"],
                                   "Where a lent Blue card goes in the stack (A21).")
    loaned_card_removed_to = _choice("borrower_discard", ["borrower_discard", "lender"],
                                     "Where a lent Blue card goes when it leaves the stack (A21).")
    hand_tracking = _choice("counts_only", ["counts_only", "private"],
                            "counts_only: only hand sizes; private: each phone enters its drawn "
                            "cards privately (§1.4).")
    reaction_timeout_s = fields.Integer(strict=True, load_default=None, allow_none=True,
                                        validate=validate.Range(min=1, max=3600),
                                        metadata={"description": "Seconds after which an unanswered "
                                                                 "reaction window closes (enforced by "
                                                                 "the service)."})
    entry_mode = options.main(options.entry_mode())

    @validates_schema
    def _decks_for_countries_at_the_table(self, data: dict[str, Any], **kwargs: Any) -> None:
        # Without the player count only named countries can be checked (a tournament's options
        # are loaded before any table exists); setup checks each table's default A, B, ….
        countries = data.get("countries")
        problems = deck_problems(data.get("decks") or [], countries or LETTERS)
        errors = [COLD_WAR_RULES[rule].en.format(**params) for rule, params in problems
                  if countries or rule != "COLDWAR-DECK-COUNTRY"]
        if errors:
            raise ValidationError({"decks": errors})

    @validates_schema
    def _plays_required_within_the_limit(self, data: dict[str, Any], **kwargs: Any) -> None:
        # More plays required before the discard than a turn allows: no turn could ever end.
        if data.get("min_plays_per_turn", 0) > data.get("max_plays_per_turn", 2):
            raise ValidationError({"min_plays_per_turn": [
                f"At most max_plays_per_turn ({data['max_plays_per_turn']}): a turn must be able to "
                "make the plays it requires before the discard."]})

    @validates_schema
    def _refill_with_private_hands(self, data: dict[str, Any], **kwargs: Any) -> None:
        # A defender's immediate refill has no move of its own in which to enter the cards drawn,
        # and with private hands every card played must have been entered.
        if data.get("reaction_refill") == "immediate" and data.get("hand_tracking") == "private":
            raise ValidationError({"reaction_refill": [
                "'immediate' needs hand_tracking 'counts_only': with private hands, drawn cards "
                "are entered with the defender's own DRAW."]})


class CardRef(Schema):
    ref = _card_id(metadata={"description": "A registered card id (e.g. A-U3)."})
    new = fields.Nested(NewCard, metadata={"description": "The card's type and printed values, at "
                                                          "its first sighting."})

    @validates_schema
    def _first_sighting_has_its_values(self, data: dict[str, Any], **kwargs: Any) -> None:
        # A first sighting without an id is registered from its values alone, so the payload
        # tells, whatever the table holds, that it cannot be. (A reference naming no card at all
        # is the rules' CORE-BAD-PAYLOAD, a 422 too.)
        new = data.get("new")
        if new and not data.get("ref"):
            missing = [name for name in NEEDED[new["kind"]] if new.get(name) is None]
            if missing:
                raise ValidationError({"new": {name: [f"A {new['kind']} card's first sighting needs "
                                                      f"its printed {name}."] for name in missing}})


class TableCardRef(Schema):
    """A card already face up on the table (in a stack or a discard pile): its id is known."""

    ref = _card_id(required=True, metadata={"description": "The card's id (e.g. B-W1)."})


CARD_REF_SHAPE = '{"ref": "<card id>"}'


class CardRefField(fields.Nested):
    """A card named in a payload. Every card is an object, never a bare id, so a phone builds one
    shape whether the card is new to the service or not; a bare id hears what to send instead of
    marshmallow's "Invalid input type."."""

    def __init__(self, schema: type[Schema], **kwargs: Any) -> None:
        self.shape = CARD_REF_SHAPE + (' or {"new": {"kind": …, printed values}}'
                                       if schema is CardRef else "")
        super().__init__(schema, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        if not isinstance(value, Mapping):
            raise ValidationError(f"expected {self.shape}, got {_json_type(value)}"
                                  + (f" (send {{\"ref\": {json.dumps(value)}}})"
                                     if isinstance(value, str) else ""))
        return super()._deserialize(value, attr, data, partial=partial, **kwargs)


def _json_type(value: Any) -> str:
    if isinstance(value, str):
        return "a bare card id"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, (list, tuple)):
        return "a list"
    return "null" if value is None else type(value).__name__


def _card(description: str, required: bool = True) -> CardRefField:
    return CardRefField(CardRef, required=required, metadata={"description": description})


def _cards(description: str, required: bool = True) -> fields.List:
    return items(CardRefField(CardRef), required=required, metadata={"description": description})


def _table_cards(description: str, required: bool = False) -> fields.List:
    return items(CardRefField(TableCardRef), required=required, metadata={"description": description})


def _seat(description: str) -> fields.Integer:
    return seat(required=True, metadata={"description": description})


class SetupRevealPayload(Schema):
    card = _card("The card just turned over from the draw pile.")
    to = fields.String(validate=validate.OneOf(["stack", "discard"]), metadata={
        "description": "Where it went; by default from its type (Orange to the discard)."})


class SetupArrangePayload(Schema):
    order = _table_cards("The 6 stack cards, next to the Leader first.", required=True)


class DrawnCardsPayload(Schema):
    cards = _cards("Private: the cards drawn, in order (hand_tracking = private).", required=False)


class InitialDrawPayload(DrawnCardsPayload):
    pass


class DrawPayload(DrawnCardsPayload):
    pass


class PlacePayload(Schema):
    card = _card("The White, Blue or Brown card from hand.")
    position = integer(0, CARD_LIST_LENGTH, allow_none=True, metadata={
        "description": "0..n, 0 next to the Leader, n the right end (default)."})


class AttackPayload(Schema):
    target = _seat("The seat attacked.")
    cards = _cards("One or two Brown cards from hand.")


class TriadPayload(Schema):
    target = _seat("The seat attacked.")
    cards = _cards("The three Brown cards with the same symbol.")


class ManualOps(Schema):
    remove = _table_cards("Cards in the target's stack.")
    text = text(600, allow_none=True, metadata={"description": "What the card does, as stated."})


class SpecialPayload(Schema):
    card = _card("The Orange crossed-swords card from hand.")
    target = _seat("The seat attacked.")
    select = _table_cards("Remove type: cards in the target's stack.")
    redeploy = _table_cards("Redeploy type: 2 Brown cards in your stack.")
    cards = _cards("Redeploy with allow_redeploy_plus_hand_brown: Brown cards from hand.", required=False)
    manual = fields.Nested(ManualOps, metadata={"description": "A Special without a machine-readable "
                                                               "effect: the operations its text calls for."})


class DiscardPayload(Schema):
    card = _card("The card discarded.")
    # "from" is the spec's key (§3.2) and a Python keyword, so it is declared by name: the payload
    # the rules read is the one on the wire, whether or not it went through this schema.
    vars()["from"] = fields.String(load_default="hand", validate=validate.OneOf(["hand", "stack"]),
                                   metadata={"description": "hand (default) or stack."})


class ShieldClaim(Schema):
    type = fields.String(required=True, validate=validate.OneOf(["cancel", "reduce", "none"]))
    amount = integer(0, PRINTED_MAX, allow_none=True)


class ReactPayload(Schema):
    shields = items(CardRefField(CardRef), 2, required=True, metadata={
        "description": "No cards (no response), or one or two Shield cards."})
    effect = fields.Nested(ShieldClaim, metadata={
        "description": "Shields whose effect is manual: what their text does to this attack."})


class EmptyPayload(Schema):
    """No fields."""


class ConfirmEffectPayload(EmptyPayload):
    pass


class DisputeEffectPayload(EmptyPayload):
    pass


class FallenOptPayload(Schema):
    play_on = StrictBoolean(required=True, metadata={"description": "Play on as a Fallen Leader."})


class FallenPlayPayload(Schema):
    target = _seat("The alive opponent the unseen card is played against.")


class FallenRevealPayload(Schema):
    card = _card("The card turned over from the Fallen deck.")
    position = integer(0, CARD_LIST_LENGTH, allow_none=True, metadata={
        "description": "A lent Blue card under loaned_card_position = recipient_choice: where the "
                       "recipient puts it (default the right end)."})


class ReorderDiscardTopPayload(Schema):
    order = _table_cards("The cards that just entered your discard pile together, bottom first.",
                         required=True)


# --- What the service hands back: the score sheet and the result (rules/outcome_schemas.py) ---

TOTAL_DEFENCE = ("Total defence: the sum of the seat's Defence Stack units (docs/games/cold-war.md §2), 0 for "
                 "a defeated Leader. Information only: the last Leader standing wins, whatever the "
                 "totals.")
STATUSES = ["alive", "fallen", "out"]
# Where a card of one country can lie in another player's area (view.lent_cards).
LENT_ZONES = ["stack", "discard", "hand", "draw", "fallen_discard", "fallen_deck", "set_aside"]


class ColdWarScoreSheet(ScoreSheetSchema):
    totals = totals(TOTAL_DEFENCE)
    kill_thresholds = per_seat(fields.Integer(), "The smallest attack that defeats the seat's "
                               "Leader now (§2: total defence + 1, or + the Leader's printed "
                               "rating under leader_defence_mode = printed).", required=True)
    status = per_seat(fields.String(validate=validate.OneOf(STATUSES)), "alive, fallen (a defeated "
                      "Leader playing on) or out.", required=True)
    rounds = fields.List(fields.Dict(), required=True, validate=validate.Length(max=0), metadata={
        "description": "Always empty: Cold War has no rounds (the score screen's round table)."})


class ColdWarLentCard(Schema):
    card = fields.String(required=True, metadata={"description": "The card's id."})
    owner = fields.Integer(required=True, metadata={"description": "The seat whose country's card it is."})
    holder = fields.Integer(required=True, metadata={"description": "The seat whose area it is in."})
    zone = fields.String(required=True, validate=validate.OneOf(LENT_ZONES),
                         metadata={"description": "Where in the holder's area."})


class ColdWarResult(ResultSchema):
    totals = totals(TOTAL_DEFENCE)
    termination = ended_by(["leader_defeated"],
                           "leader_defeated: one Leader is left standing (§5.9).")
    ranking = fields.List(fields.Integer(), required=True, metadata={
        "description": "Seats from first to last: the winner, then the others in reverse order "
                       "of defeat (§5.9)."})
    defeat_order = fields.List(fields.Integer(), required=True, metadata={
        "description": "Seats in the order their Leaders were defeated."})
    lent_cards = fields.List(fields.Nested(ColdWarLentCard), required=True, metadata={
        "description": "Cards of one country in another player's area: give them back (A21)."})
