"""The tournaments' wire format: creating one, and the bodies of what organisers and players do."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from rules.bounds import BoundedDict
from rules.tournaments.profiles import PROFILES
from rules.tournaments.standings import DEFAULT_CHAIN, TIEBREAKS
from rules.tournaments.tournament import SEATINGS

from ..schemas import Name, PlayerName

# What a place, a win type or a match result may be worth: far above any profile's points.
POINTS_MAX = 1000
# Rounds and the target score a tournament may set; a player's id (their place in the entry
# list); a round's or a table's number in a path; a match total a paper result may state.
ROUNDS_MAX = 100
TARGET_SCORE_MAX = 100_000
PLAYER_ID_MAX = 9_999
TABLE_MAX = 1_000
TOTAL_MAX = 1_000_000
POINT = {"type": "integer", "minimum": -POINTS_MAX, "maximum": POINTS_MAX}

GOLDEN = {"type": "object", "required": ["2", "3", "4", "5"], "additionalProperties": False,
          "properties": {n: POINT for n in ("2", "3", "4", "5")}}
POINTS_JSON = {"anyOf": [
    {"type": "array", "items": POINT, "minItems": 1, "maxItems": 12},
    {"type": "object", "required": ["golden_q", "mini_golden_q", "all_cards"], "additionalProperties": False,
     "properties": {"golden_q": GOLDEN, "mini_golden_q": POINT, "all_cards": POINT}}]}


def _whole(value) -> bool:
    # type(): true and false are ints to isinstance
    return type(value) is int and -POINTS_MAX <= value <= POINTS_MAX  # noqa: E721


class Points(fields.Field):
    """placement: points by place, first place first; win_type: EkeQ's table (Part E)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(metadata={"description": "placement: a list such as [4, 2, 1, 0]; win_type: "
                                                  "{golden_q: {\"2\": 20, …}, mini_golden_q, all_cards}.",
                                   **POINTS_JSON}, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if isinstance(value, list) and 1 <= len(value) <= 12 and all(_whole(v) for v in value):
            return value
        if isinstance(value, dict) and set(value) == {"golden_q", "mini_golden_q", "all_cards"}:
            golden = value["golden_q"]
            if (isinstance(golden, dict) and set(golden) == {"2", "3", "4", "5"} and all(_whole(v) for v in golden.values())
                    and _whole(value["mini_golden_q"]) and _whole(value["all_cards"])):
                return value
        raise ValidationError(f"A list of whole numbers (placement) or the win-type table (win_type), "
                              f"each from -{POINTS_MAX} to {POINTS_MAX}.")


def _points(**kwargs) -> fields.Integer:
    return fields.Integer(strict=True, validate=validate.Range(-POINTS_MAX, POINTS_MAX), **kwargs)


class VariantPoints(Schema):
    climb = _points()
    family = _points()


class ProfileSchema(Schema):
    """A scoring profile as data; what is left out takes the profile's defaults."""

    kind = fields.String(required=True, validate=validate.OneOf(PROFILES), metadata={
        "description": "win_type (EkeQ's Part E points), placement (points by place) or wdl (3/1/0)."})
    points = Points()
    variant_points = fields.Nested(lambda: VariantPoints(), metadata={
        "description": "win_type in an EkeQ variant event: what a variant match's win is worth."})
    win = _points()
    draw = _points()
    loss = _points()


class CreateTournamentSchema(Schema):
    name = Name(80, required=True, metadata={"example": "Autumn EkeQ night"})
    game = fields.String(required=True, validate=validate.Length(max=40), metadata={"example": "ekeq"})
    options = BoundedDict(load_default=dict, metadata={"description": "Every table's match options, locked."})
    profile = fields.Nested(ProfileSchema, load_default=dict, metadata={
        "description": "How a match scores; left out, the game's own scoring (the catalogue's "
                       "`tournament_scoring.default`). A kind that does not fit the game is 422 "
                       "`TOUR-SCORING`, naming those that do (`tournament_scoring.fits`)."})
    chain = fields.List(fields.String(validate=validate.OneOf(TIEBREAKS)), load_default=lambda: list(DEFAULT_CHAIN),
                        validate=validate.Length(max=len(TIEBREAKS)),
                        metadata={"description": "The tiebreaks after points, in order."})
    rounds = fields.Integer(strict=True, allow_none=True, load_default=None,
                            validate=validate.Range(min=1, max=ROUNDS_MAX),
                            metadata={"description": "The number of rounds (EkeQ: matches each)."})
    target_score = fields.Integer(strict=True, allow_none=True, load_default=None,
                                  validate=validate.Range(min=1, max=TARGET_SCORE_MAX),
                                  metadata={"description": "The tournament ends after the round that reaches it."})
    tiebreak = fields.String(load_default="shared", validate=validate.OneOf(["shared", "playoff"]),
                             metadata={"description": "A tie for first at the end: a shared title, or a playoff."})
    seed = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=64),
                         metadata={"description": "Seating is seeded by this; a random one when left out."})
    seating = fields.String(load_default="fewest_repeats", validate=validate.OneOf(SEATINGS), metadata={
        "description": "How rounds are seated: fewest repeat meetings, or from round 2 by the standings "
                       "(neighbouring places together), by rating graded (like with like) or balanced "
                       "(one of each band at every table); repeats are avoided and kept-apart pairs kept "
                       "apart in every one. Each table says why its players sit together (`why`)."})
    players = fields.List(PlayerName(), load_default=list, validate=validate.Length(max=200))


class NameBody(Schema):
    name = PlayerName()


class PlayerBody(Schema):
    player = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=PLAYER_ID_MAX))


class PairBody(Schema):
    players = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0, max=PLAYER_ID_MAX)),
                          required=True, validate=validate.Length(equal=2))


class CodeBody(Schema):
    code = fields.String(required=True, validate=validate.Length(min=1, max=16))


class RoundBody(Schema):
    minutes = fields.Integer(strict=True, allow_none=True, load_default=None,
                             validate=validate.Range(min=1, max=600),
                             metadata={"description": "The round's time; left out, no timer."})


class ExtraTimeBody(Schema):
    minutes = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=120))


class Total(fields.Field):
    """A match total as the game writes it: a number, or a text such as Flares' "81½"."""

    def __init__(self, **kwargs) -> None:
        super().__init__(metadata={"anyOf": [
            {"type": "number", "minimum": -TOTAL_MAX, "maximum": TOTAL_MAX},
            {"type": "string", "maxLength": 20}]}, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if isinstance(value, bool) or not isinstance(value, (int, float, str)) or (
                isinstance(value, str) and len(value) > 20) or (
                not isinstance(value, str) and not -TOTAL_MAX <= value <= TOTAL_MAX):
            raise ValidationError(f"A number from -{TOTAL_MAX} to {TOTAL_MAX}, or a short text.")
        return value


class ResultSchema(Schema):
    winners = fields.List(fields.Integer(strict=True, validate=validate.Range(min=0, max=PLAYER_ID_MAX)),
                          required=True, validate=validate.Length(max=12),
                          metadata={"description": "Player ids of the winners (none for a drawn match)."})
    totals = fields.List(Total(), validate=validate.Length(max=12), metadata={
        "description": "A total per seat, in seat order: the players who did not win are placed by them in "
                       "the game's direction. Without totals or `places`, they share the place after the winners."})
    places = fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=12)),
                         validate=validate.Length(max=12), metadata={
        "description": "The finishing order instead of (or as well as) totals: a place per seat, in seat "
                       "order, from 1; equal places are a tie. The winners are the players placed first."})
    type = fields.String(validate=validate.OneOf(["golden_q", "mini_golden_q", "all_cards", "draw"]),
                         metadata={"description": "EkeQ: how the match was won."})
    golden_q_value = fields.Integer(strict=True, allow_none=True, validate=validate.Range(min=2, max=5))


class ResultBody(Schema):
    result = fields.Nested(ResultSchema, required=True)
