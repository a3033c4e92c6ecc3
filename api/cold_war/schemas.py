"""The wire format of Cold War's stored country decks (docs/games/cold-war.md §1.4): a deck as an organiser
sends it to be verified or stored, the rules' warnings about it, and the stored record.

A stored deck goes as it is into a match's `decks` option, whose schema (the rules' CountryDeck)
bounds the same sizes (printed values from 0 to 99,999, names and ids as display text) but takes
any effect of up to eight keys. The deck store is stricter, so that what it keeps fits a database
and means something to the rules: strings without NUL, an Orange card's effect in the fields the
rules read ({type, selector, vs_normal_attack, absorb, text}). A card's effect and an
effect's selector are left out when there is none (not null: OpenAPI 3.0 cannot say "this object
or null" without also saying "or any object").
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from rules.bounds import PRINTED_MAX
from rules.display_text import DISPLAY_PATTERN, check_display_text
from rules.games.cold_war.schemas import KINDS
from rules.options import StrictBoolean

from ..schemas import DECK_KEY_PATTERN, Name, Text

MAX_CARDS = 50
# What the rules do with an Orange card's effect (docs/games/cold-war.md §5.5, §5.6); another type is
# resolved by hand, from its printed text.
EFFECT_TYPES = ("remove_from_stack", "redeploy_brown_attack", "shield")
SHIELD_MODES = ("manual", "cancel", "absorb", "never")
SELECTOR_POSITIONS = ("any", "right_end", "leader_side")
STACK_KINDS = ("white", "blue", "brown")


def _printed(description: str) -> fields.Integer:
    return fields.Integer(strict=True, allow_none=True, validate=validate.Range(min=0, max=PRINTED_MAX),
                          metadata={"description": description})


def _choice(values: tuple[str, ...], description: str) -> fields.String:
    return fields.String(allow_none=True, validate=validate.OneOf(values),
                         metadata={"description": description})


class ColdWarEffectSelectorSchema(Schema):
    """Which cards a remove-Special takes; with it the service checks the selection (§5.6)."""

    kinds = fields.List(fields.String(validate=validate.OneOf(STACK_KINDS)), allow_none=True,
                        validate=validate.Length(max=len(STACK_KINDS)),
                        metadata={"description": "The kinds it may take; none listed: any."})
    count = fields.Integer(strict=True, allow_none=True, validate=validate.Range(min=1, max=25),
                           metadata={"description": "How many cards it takes."})
    position = _choice(SELECTOR_POSITIONS, "Where in the stack: anywhere (default), from the "
                                           "right end, from the Leader's side.")
    whole_unit = StrictBoolean(allow_none=True, metadata={
        "description": "Only whole units (a 3-group or the Leader block goes together)."})


class ColdWarCardEffectSchema(Schema):
    """An Orange card's effect as printed."""

    type = Text(allow_none=True, validate=validate.Length(min=1, max=40), metadata={
        "description": "remove_from_stack, redeploy_brown_attack or shield; any other type is "
                       "resolved by hand from its text.", "example": "remove_from_stack"})
    selector = fields.Nested(ColdWarEffectSelectorSchema, metadata={
        "description": "remove_from_stack: which cards it takes. Without one the selection is "
                       "agreed at the table (manual)."})
    vs_normal_attack = _choice(SHIELD_MODES, "shield: what it does against an attack that is "
                                             "not a Triad (manual when not given).")
    absorb = _printed("shield with vs_normal_attack = absorb: how much damage it absorbs.")
    text = Text(allow_none=True, validate=validate.Length(max=600),
                metadata={"description": "The card's text, exactly as printed."})


class ColdWarDeckCardSchema(Schema):
    """One card and the values printed on it (null or absent: not given)."""

    id = Name(40, required=True, metadata={"example": "A-U1",
                                           "description": "The card's id in the service."})
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    name = Text(allow_none=True, validate=[validate.Length(max=80), check_display_text],
                metadata={"description": "The card's printed name.", "pattern": DISPLAY_PATTERN})
    defence = _printed("Defence rating (White, Blue, Brown).")
    defence_next_to_leader = _printed("White only: a separate printed rating next to the Leader.")
    attack = _printed("Attack rating (Brown).")
    triad_symbol = _choice(("nuclear", "bolt"), "Brown: the Nuclear or Lightning Bolt symbol.")
    icon = _choice(("crossed_swords", "shield"), "Orange: crossed swords (attack) or shield.")
    effect = fields.Nested(ColdWarCardEffectSchema,
                           metadata={"description": "Orange: what the card does."})
    leader_defence = _printed("Leader only: the printed rating, if any.")


class ColdWarDeckSchema(Schema):
    """A country deck definition (§1.4), as a match's `decks` option takes it."""

    country = Name(40, required=True, metadata={
        "example": "Country A", "description": "The country, as the match's `countries` names it."})
    cards = fields.List(fields.Nested(ColdWarDeckCardSchema), required=True,
                        validate=validate.Length(min=1, max=MAX_CARDS), metadata={
                            "description": "Its cards (a country has 25; fewer is a partial "
                                           "definition, the rest entered at first sighting)."})


class ColdWarDeckBodySchema(ColdWarDeckSchema):
    """A deck to verify or store, with the organiser's label for it."""

    name = Name(80, load_default=None, allow_none=True, metadata={
        "description": "The organiser's label (e.g. a printing or an edition); default the "
                       "country. Not part of the match's option."})


class ColdWarDeckWarningSchema(Schema):
    code = fields.String(required=True, metadata={"example": "count-blue"})
    en = fields.String(required=True, metadata={"example": "The deck has 4 blue card(s); expected 5."})
    it = fields.String(required=True, metadata={"example": "Il mazzo ha 4 carte blu; ne servono 5."})


class ColdWarDeckVerdictSchema(Schema):
    country = fields.String(required=True)
    name = fields.String(required=True)
    card_count = fields.Integer(required=True)
    warnings = fields.List(fields.Nested(ColdWarDeckWarningSchema), required=True, metadata={
        "description": "What differs from a country deck as the rulebook describes it (25 cards: "
                       "1 Leader, 2 White, 5 Blue, 11 Brown with 3 of one triad symbol, 6 Orange); "
                       "warnings, not errors: a printing may differ."})
    deck = fields.Nested(ColdWarDeckSchema, required=True, metadata={
        "description": "The definition as it is stored: nulls left out, cards by kind and id."})


class StoredColdWarDeckSummarySchema(Schema):
    id = fields.String(required=True, metadata={
        "description": "The SHA-256 of the stored deck and its label: the same deck under the "
                       "same label always has this id.", "pattern": DECK_KEY_PATTERN})
    country = fields.String(required=True)
    name = fields.String(required=True)
    card_count = fields.Integer(required=True)
    warning_count = fields.Integer(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})


class StoredColdWarDeckSchema(Schema):
    id = fields.String(required=True, metadata={"pattern": DECK_KEY_PATTERN})
    country = fields.String(required=True)
    name = fields.String(required=True)
    card_count = fields.Integer(required=True)
    warnings = fields.List(fields.Nested(ColdWarDeckWarningSchema), required=True,
                           metadata={"description": "The verification when it was stored."})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    deck = fields.Nested(ColdWarDeckSchema, required=True, metadata={
        "description": "The definition, ready for a Cold War match's `decks` option."})


class ColdWarDeckListQuerySchema(Schema):
    # Left out rather than null: a query string has no null, only a country or none.
    country = Name(40, metadata={"description": "Only this country's decks."})
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=200))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1))
