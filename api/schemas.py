"""The API's own wire format shared by every part of it: the problem document, the service's
health and clock, the game catalogue, and the text fields every request body uses (names, free
text). The matches' wire format is in matches/schemas.py; each game's extras and tournaments keep
theirs in their own package. Game option and move payload schemas live beside their rules in
rules/games/<game>/ and are added to the OpenAPI document."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

from rules.display_text import FORBIDDEN_CLASS, check_display_text
from rules.tournaments.profiles import PROFILES

# A stored deck's id (a 2P6C deck, a Cold War country deck): the SHA-256 of its content, in
# lower-case hex.
DECK_KEY_PATTERN = r"^[0-9a-f]{64}$"


class ProblemSchema(Schema):
    """RFC 9457 application/problem+json: the body of every error (api/errors.py)."""
    type = fields.String(required=True, metadata={
        "description": "`about:blank`, or for a refusal by the rules a link to the rule, "
                       "`/api/v1/games/<slug>#<rule>`.", "example": "about:blank"})
    title = fields.String(required=True, metadata={"example": "Not found"})
    status = fields.Integer(required=True, metadata={"example": 404})
    detail = fields.String(metadata={"description": "What went wrong, in the reader's language."})
    rule = fields.String(metadata={"description": "The rule id that refused the request.",
                                   "example": "GOLF-DISCARD-TOP"})
    details = fields.Dict(metadata={"description": "The refusal's parameters (the rule's values)."})
    errors = fields.Dict(keys=fields.String(), metadata={
        "description": "Field (or header) -> messages, for a request that does not fit."})
    version = fields.Integer(metadata={"description": (
        "The match's current version (412); for a move refused by a rule, the version it was "
        "judged at.")})
    moved_by = fields.String(metadata={"enum": ["host", "organiser"], "description": (
        "401 to a phone whose seat was moved to another phone without it: who moved it.")})
    seat = fields.Integer(metadata={"description": "With `moved_by`: the seat this phone held."})


# Response schemas mark what every answer carries as required, so the OpenAPI document says so.


class AsBuilt(Schema):
    """A response schema that only documents: the answer goes out as the service built it.

    `@blp.response` sends what the schema's `dump` returns, and marshmallow's dump keeps only the
    declared fields and converts their values, so a member the schema forgot would silently
    vanish from the answer. The tournaments' and series' answers are built whole by their
    services; this dump hands them on unchanged. What holds them to the schema instead is the
    API tests' response validation (tests/openapi_responses.py), for which the document says
    `additionalProperties: false`: a member the schema lacks fails it, as does a missing one."""

    def dump(self, obj, *, many=None):  # noqa: ANN001, ANN201 - marshmallow's signature
        return obj


def nested_or_null(schema: type[Schema], **kwargs: Any) -> fields.Nested:
    """A member every answer has, holding `schema` or null. Said with `nullable` beside the
    reference: apispec writes a nullable nested schema for OpenAPI 3.0 as "the schema, or any
    object", which would let any object through the response validation."""
    metadata = {"nullable": True, **kwargs.pop("metadata", {})}
    return fields.Nested(schema, required=True, metadata=metadata, **kwargs)


class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"example": "ok"})
    database = fields.String(required=True, metadata={"enum": ["sqlite", "postgresql"]})


class TimeSchema(Schema):
    now_ms = fields.Integer(required=True,
                            metadata={"description": "Server clock, ms since the Unix epoch."})


class TournamentScoringSchema(Schema):
    default = fields.String(required=True, metadata={"enum": list(PROFILES), "description":
                            "The scoring a tournament of this game takes when `profile` is left out."})
    fits = fields.List(fields.String(metadata={"enum": list(PROFILES)}), required=True, metadata={
        "description": "Every scoring profile that fits the game, the default first; any other is 422 "
                       "`TOUR-SCORING` at `POST /tournaments`."})


class GameSummarySchema(Schema):
    slug = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True, metadata={
        "description": "What the game is, for players, in the reader's language (Accept-Language)."})
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    spec = fields.String(required=True)
    tournament_scoring = fields.Nested(TournamentScoringSchema, required=True, metadata={
        "description": "Which tournament scorings fit the game (win_type: EkeQ's Part E; placement: its "
                       "results rank every player; wdl: every game)."})


class RuleSchema(Schema):
    id = fields.String(required=True)
    status = fields.Integer(required=True, validate=validate.OneOf([403, 409, 422]), metadata={
        "description": "The HTTP status of a refusal by this rule: 403 when it says who may act (a "
                       "private move or a tracked hand from another phone, the entry mode), 422 when "
                       "it refuses a value no state of the game could accept (a Flares hand of the "
                       "wrong size), 409 when the rules forbid the move now. CORE-BAD-PAYLOAD is 409 "
                       "or 422 by the value (a Ladder hand of the wrong size is 422): the problem's "
                       "own status tells."})
    message = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                          metadata={"description": "The phone message by language (en, it)."})


class MoveTypeSchema(Schema):
    type = fields.String(required=True)
    title = fields.String(metadata={
        "description": "The move's name for players, in the reader's language.",
        "example": "Start the hole"})
    entry = fields.String(metadata={
        "description": "The move as a line of a match's log, in the reader's language; "
                       "`{player}` stands for the seat's name.", "example": "{player} starts the hole"})
    summary = fields.String(required=True, metadata={
        "description": "What the move does, in one line, in the reader's language."})
    private = fields.Boolean(required=True)
    sealed = fields.Boolean(required=True, metadata={"description": (
        "A sealed choice: private, entered side by side with the other seats', and shown to the "
        "table all at once. Once any of it is shown it stands: undo or correction of it, or of "
        "the move that showed it, needs every other seat's agreement (a change request).")})
    depth = fields.String(required=True, metadata={"description": (
        "The depth of entry this move belongs to (the game's `depth` option): `every_move`, or "
        "`hand` / `quick` for the entry of a whole hand or a solo log. At the other depth it is "
        "refused with CORE-WRONG-DEPTH."), "example": "every_move"})
    payload = fields.Dict(required=True, metadata={"description": "JSON Schema of the payload."})
    checks = fields.List(fields.String(), required=True, metadata={"description": (
        "Every rule id this move can be refused with, in the order the referee asks them: when "
        "several rules refuse one move, the first listed answers. The referee's own come first "
        "in every game (the game over, the seat, a tracked hand's own phone, who may enter it, "
        "in the game's words where its spec has them), then the game's. Before any of them: the "
        "body's shape and the payload's schema (422) and the token (401/403).")})


class GameSchema(GameSummarySchema):
    options = fields.Dict(required=True, metadata={"description": (
        "JSON Schema of the options, with defaults. Each option has a `title` and a one-line "
        "`description` in the reader's language; an option with `enum` values (on `items` for a "
        "list, on an `anyOf` branch for a word or a number) also has `oneOf`: one "
        "`{\"const\": value, \"title\": label}` per value. `\"x-main\": true` marks the few "
        "options a table usually changes; the others are house rules. `\"x-only-when\": {option: "
        "[values]}` marks an option that applies only while another has one of those values "
        "(EkeQ's climb rules: `{\"variant\": [\"climb\"]}`); the phone app hides it and leaves it "
        "out of the match otherwise, and so should a client, since its standard value then stands.")})
    moves = fields.List(fields.Nested(MoveTypeSchema), required=True)
    rules = fields.List(fields.Nested(RuleSchema), required=True)
    result = fields.Dict(required=True, metadata={"description": (
        "JSON Schema of a finished match's `result`: `winners` (seats), `totals` (numbers, one per "
        "seat; its description says what they count in this game), `termination`, and the "
        "game's extras. Every schema in the catalogue is self-contained (no `$ref`).")})
    scores = fields.Dict(required=True, metadata={
        "description": "JSON Schema of the match view's `scores`: the score sheet."})


# Python's whitespace (what str.strip() removes), as a regular expression class for the document.
_BLANK = (r"\t\n\u000b\u000c\r\u001c-\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f"
          r"\u205f\u3000")


class Text(fields.String):
    """A string the databases can store: PostgreSQL refuses NUL characters. (Half a surrogate
    pair cannot get this far: the API's JSON parser refuses it, see routes/common.py.)"""

    PATTERN = r"^[^\u0000]*$"
    default_error_messages = {"nul": "Must not contain NUL characters."}

    def __init__(self, **kwargs: Any) -> None:
        kwargs["metadata"] = {"pattern": self.PATTERN, **kwargs.get("metadata", {})}
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        text = super()._deserialize(value, attr, data, **kwargs)
        if "\x00" in text:
            raise self.make_error("nul")
        return text


class Name(Text):
    """Display text (rules/display_text.py): blanks around it are dropped; 1 to `max_length`
    characters must remain, none of them a control, bidirectional or zero-width character. With
    the blanks around it, the text sent may be at most twice `max_length` long."""

    @staticmethod
    def pattern(max_length: int) -> str:
        # Optional blanks, then 1 to max_length characters of display text that begin and end
        # with a non-blank, then blanks.
        inner = f"[^{FORBIDDEN_CLASS}]"
        edge = f"[^{_BLANK}{FORBIDDEN_CLASS}]"
        return rf"^[{_BLANK}]*{edge}({inner}{{0,{max_length - 2}}}{edge})?[{_BLANK}]*$"

    def __init__(self, max_length: int, **kwargs: Any) -> None:
        self.max_length = max_length
        self.PATTERN = self.pattern(max_length)
        kwargs["metadata"] = {"maxLength": 2 * max_length, **kwargs.get("metadata", {})}
        super().__init__(**kwargs)
        self.error_messages["length"] = (f"Must be 1 to {max_length} characters, blanks around "
                                         "it not counted.")

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        raw = super()._deserialize(value, attr, data, **kwargs)
        name = raw.strip()
        if not 1 <= len(name) <= self.max_length or len(raw) > 2 * self.max_length:
            raise self.make_error("length")
        check_display_text(name)
        return name


class PlayerName(Name):
    """A player's name: blanks around it are dropped; 1 to 40 characters must remain, none of
    them a control, bidirectional or zero-width character."""

    MAX_LENGTH = 40
    PATTERN = Name.pattern(MAX_LENGTH)

    def __init__(self) -> None:
        super().__init__(self.MAX_LENGTH, required=True)
