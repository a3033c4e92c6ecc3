"""The API's own wire format (requests and responses), one module. Game option and move payload
schemas live beside their rules in rules/games/<game>/ and are added to the OpenAPI document."""
from __future__ import annotations

import re
from typing import Any, Mapping

from marshmallow import Schema, ValidationError, fields, validate, validates

from models import jsoncodec
from rules.base import Rules
from rules.bounds import SEAT_MAX, BoundedDict
from rules.display_text import FORBIDDEN_CLASS, check_display_text

# Sequence numbers and seats are stored as 32-bit integers: a larger one can match nothing, and
# the database would refuse to compare with it rather than answer "no such row".
MAX_INT32 = 2**31 - 1


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
    version = fields.Integer(metadata={"description": "The match's current version (412)."})


# Response schemas mark what every answer carries as required, so the OpenAPI document says so.

class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"example": "ok"})
    database = fields.String(required=True, metadata={"enum": ["sqlite", "postgresql"]})


class TimeSchema(Schema):
    now_ms = fields.Integer(required=True,
                            metadata={"description": "Server clock, ms since the Unix epoch."})


class GameSummarySchema(Schema):
    slug = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True, metadata={
        "description": "What the game is, for players, in the reader's language (Accept-Language)."})
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    spec = fields.String(required=True)


class RuleSchema(Schema):
    id = fields.String(required=True)
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
        "options a table usually changes; the others are house rules.")})
    moves = fields.List(fields.Nested(MoveTypeSchema), required=True)
    rules = fields.List(fields.Nested(RuleSchema), required=True)
    result = fields.Dict(required=True, metadata={"description": (
        "JSON Schema of a finished match's `result`: `winners` (seats), `totals` (numbers, one per "
        "seat; its description says what they count in this game), `termination`, and the "
        "game's extras. Every schema in the catalogue is self-contained (no `$ref`).")})
    scores = fields.Dict(required=True, metadata={
        "description": "JSON Schema of the match view's `scores`: the score sheet."})


class SeatSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)


class ViewerSchema(Schema):
    seat = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "The viewer's seat; null for the host phone."})
    host = fields.Boolean(required=True)


class MatchViewSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    options = fields.Dict(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, metadata={"enum": ["active", "finished"]})
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    to_move = fields.List(fields.Integer(), required=True)
    state = fields.Dict(required=True, metadata={"description": "The game's view for this caller."})
    scores = fields.Dict(required=True,
                         metadata={"description": "`totals` per seat and the per-round sheet."})
    result = fields.Dict(required=True, allow_none=True,
                         metadata={"description": "null while the match is being played."})
    flags = fields.List(fields.Dict(), required=True)
    viewer = fields.Nested(ViewerSchema, required=True)
    join_code = fields.String(metadata={
        "description": "Only in the host's view (`viewer.host`); absent for a seat's phone."})
    tournament = fields.Dict(metadata={
        "description": "A tournament table's match: its tournament's `id` and `name`, the `round` "
                       "and the `table`; the round's clock is GET /tournaments/{id}/clock."})


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


HOST_SEAT_DOC = ("The creator plays this seat (0 to players - 1; another is 422): the one host "
                 "token then carries the host's rights and this seat's, and the seat counts as "
                 "taken. null or absent: the host phone plays no seat.")


class CreateMatchSchema(Schema):
    game = fields.String(required=True, validate=validate.Length(max=40), metadata={
        "example": "mini-golf", "description": "A slug of the catalogue (`GET /games`); "
                                               "another is 404."})
    players = fields.List(PlayerName(), required=True,
                          validate=validate.Length(min=1, max=12),
                          metadata={"description": "Names in clockwise seating order.",
                                    "example": ["Ann", "Ben"]})
    options = BoundedDict(load_default=dict, metadata={"example": {"holes": 9}})
    host_seat = fields.Integer(strict=True, load_default=None, allow_none=True,
                               validate=validate.Range(min=0, max=SEAT_MAX), metadata={
        "description": HOST_SEAT_DOC})

    @validates("players")
    def _distinct(self, players: list[str], **_kwargs) -> None:
        if len({name.casefold() for name in players}) != len(players):
            raise ValidationError("Player names must be different.")


class SeatTokenSchema(SeatSchema):
    token = fields.String(required=True, allow_none=True, metadata={
        "description": "The seat's token, to give to its player's phone; null for the seat the "
                       "host token plays (`held_by`: \"host\"), whose own token nobody holds."})
    held_by = fields.String(metadata={"enum": ["host"], "description": (
        "Only on the seat named by `host_seat`: \"host\", the host token plays it.")})


class CreatedMatchSchema(Schema):
    id = fields.String(required=True)
    join_code = fields.String(required=True)
    host_token = fields.String(required=True)
    seats = fields.List(fields.Nested(SeatTokenSchema), required=True)
    match = fields.Nested(MatchViewSchema, required=True)


class StorableObject(BoundedDict):
    """A JSON object the service can fingerprint and store (models/jsoncodec.py, orjson): its
    integers fit in 64 bits and it nests at most 255 deep. The game's schema checks it next."""

    default_error_messages = {
        "unstorable": "Integers must fit in 64 bits, and objects nest at most 255 deep."}

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        loaded = super()._deserialize(value, attr, data, **kwargs)
        try:
            jsoncodec.dumps(loaded)
        except TypeError as error:  # orjson.JSONEncodeError
            raise self.make_error("unstorable") from error
        return loaded


class MoveRequestSchema(Schema):
    type = fields.String(required=True, validate=validate.Length(max=40),
                         metadata={"example": "turn"})
    # A seat outside the table is the rules' refusal (409); one beyond 32 bits is no seat at all.
    seat = fields.Integer(required=True, strict=True,
                          validate=validate.Range(min=-MAX_INT32 - 1, max=MAX_INT32),
                          metadata={"example": 1})
    payload = StorableObject(load_default=dict, metadata={
        "example": {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}})


class MoveResponseSchema(Schema):
    seq = fields.Integer(required=True)
    version = fields.Integer(required=True)
    match = fields.Nested(MatchViewSchema, required=True)


# A page of the log: a match may hold up to MAX_MOVES_PER_MATCH moves, an answer no more than this.
MAX_LOG_PAGE = 1000


class LogQuerySchema(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_INT32),
                           metadata={"description": "Only moves whose seq is above this."})
    limit = fields.Integer(load_default=MAX_LOG_PAGE, validate=validate.Range(min=1, max=MAX_LOG_PAGE),
                           metadata={"description": "At most this many moves."})
    newest = fields.Boolean(load_default=False, metadata={
        "description": "The last `limit` moves (still in log order) instead of the first: "
                       "`newest=true&limit=1` is the move an undo would take back."})


class LogEntrySchema(Schema):
    seq = fields.Integer(required=True)
    type = fields.String(required=True)
    seat = fields.Integer(required=True)
    entered_by = fields.String(required=True, metadata={"description": "'host' or 'seat:<n>'."})
    payload = fields.Dict(required=True, allow_none=True,
                          metadata={"description": "null while it is another seat's secret, or "
                                                   "only its public part (an EkeQ entry card)."})
    redacted = fields.Boolean(required=True, metadata={
        "description": "The line shows less than was entered."})
    now_ms = fields.Integer(required=True)
    at = fields.String(required=True, metadata={"format": "date-time"})


class LogSchema(Schema):
    version = fields.Integer(required=True)
    moves = fields.List(fields.Nested(LogEntrySchema), required=True)
    next_after = fields.Integer(required=True, allow_none=True, metadata={
        "description": "More moves follow this page: ask again with `after` set to this. "
                       "null: the page reaches the end of the log."})


class UndoRequestSchema(Schema):
    target_seq = fields.Integer(strict=True, load_default=None, allow_none=True,
                                validate=validate.Range(min=0, max=MAX_INT32), metadata={
        "description": "Optional: the seq you mean to undo; refused unless it is the last."})


class UndoResponseSchema(Schema):
    undone = fields.Nested(LogEntrySchema, required=True)
    version = fields.Integer(required=True)
    match = fields.Nested(MatchViewSchema, required=True)


class CorrectionRequestSchema(Schema):
    seq = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_INT32), metadata={
        "description": "The move to correct, by its place in the log."})
    payload = BoundedDict(required=True, metadata={
        "description": "The move's payload as it should have been: same type, same seat."})


class CorrectionResponseSchema(Schema):
    corrected = fields.Nested(LogEntrySchema, required=True)
    version = fields.Integer(required=True)
    match = fields.Nested(MatchViewSchema, required=True)


class JoinRequestSchema(Schema):
    code = Text(required=True, validate=validate.Length(min=1, max=24), metadata={"description": (
        "The match's join code (6 characters), or a seat's hand-off code (16 characters, from "
        "POST /matches/{id}/seats/{seat}/handoff), which claims exactly its seat, once. Dashes "
        "and blanks are ignored.")})
    seat = fields.Integer(strict=True, load_default=None, allow_none=True,
                          validate=validate.Range(min=0, max=SEAT_MAX),
                          metadata={"description": "Claim this seat; omit to list the seats."})


class JoinSeatSchema(SeatSchema):
    claimed = fields.Boolean(required=True)


class JoinResponseSchema(Schema):
    match_id = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    seats = fields.List(fields.Nested(JoinSeatSchema), required=True)
    tournament = fields.Dict(metadata={
        "description": "Only for a tournament table's match: its tournament's `id` and `name`, the `round` "
                       "and the `table`. Its seats are claimed with the seat's own player token (from "
                       "check-in) or an organiser's, sent as the Bearer token."})
    seat = fields.Integer(metadata={"description": "Only when a seat was claimed."})
    token = fields.String(metadata={"description": (
        "Only when a seat was claimed by a phone: its new token. Absent when the match's host "
        "token was sent as the Bearer token: the host token then plays the seat itself.")})
    held_by = fields.String(metadata={"enum": ["host"], "description": (
        "Only when the host token took the seat: \"host\".")})
    match = fields.Nested(MatchViewSchema,
                          metadata={"description": "Only when a seat was claimed: its view."})


class SeatHolderSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    holder = fields.String(required=True, allow_none=True, metadata={
        "enum": ["host", "phone", None],
        "description": "\"host\": the host token plays it; \"phone\": a phone's seat token holds "
                       "it; null: free to claim with the join code."})


class HandoffSchema(Schema):
    seat = fields.Integer(required=True)
    code = fields.String(required=True, metadata={
        "description": "Shown once: send it as `code` to POST /join, within `expires_in` seconds."})
    link = fields.String(required=True, metadata={"description": "`…/#join=<code>` for the phone app."})
    qr_svg = fields.String(required=True, metadata={"description": "The link as a QR code (SVG)."})
    expires_at = fields.String(required=True, metadata={"format": "date-time"})
    expires_in = fields.Integer(required=True, metadata={"description": "Seconds."})


class ReleasedSeatSchema(Schema):
    seat = fields.Integer(required=True)
    version = fields.Integer(required=True, metadata={"description": "The match's new version."})


class ExportSchema(Schema):
    match = fields.Nested(MatchViewSchema, required=True)
    log = fields.List(fields.Nested(LogEntrySchema), required=True)


class WordLookupSchema(Schema):
    text = fields.String(required=True, metadata={"description": "The word, upper-cased.",
                                                  "example": "TRADES"})
    source = fields.String(required=True, metadata={
        "description": "The list consulted: the agreed `word_source`, or without one the bundled "
                       "list.", "example": "list:en-v1"})
    agreed = fields.Boolean(required=True, metadata={
        "description": "Whether the group agreed on that list; when not, `allowed` is advice "
                       "only."})
    allowed = fields.Boolean(required=True, metadata={
        "description": "Whether the list, with the agreed `extra_allowed` and `extra_denied`, "
                       "allows the word."})


# --- request bodies whose shape depends on the game ---------------------------------------------
# CreateMatch and MoveRequest load `options` and `payload` as plain objects; the game's schemas
# check them next. The OpenAPI document gives each body as one variant per game (and per move
# type), so it says exactly what is accepted. The game's schemas are the named components that
# api/__init__.py registers as `<Game>Options` and `<Game><MoveType>Payload`.

def _pascal(name: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[-_]", name))


def _component(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _requires_something(schema: type[Schema]) -> bool:
    return any(field.required for field in schema().fields.values())


PLAYERS_DOC = {
    "type": "array", "uniqueItems": True,
    "items": {"type": "string", "pattern": PlayerName.PATTERN,
              "maxLength": 2 * PlayerName.MAX_LENGTH, "description": PlayerName.__doc__},
    "description": "Names in clockwise seating order, all different (ignoring case and the "
                   "blanks around them).",
}


def create_match_body(games: Mapping[str, Rules]) -> dict[str, Any]:
    """The CreateMatch body, one variant per game: its player count and its options."""
    variants = []
    for slug, rules in games.items():
        info = rules.info
        variants.append({
            "type": "object", "title": info.title, "additionalProperties": False,
            "required": ["game", "players"],
            "properties": {
                "game": {"type": "string", "enum": [slug]},
                "players": {**PLAYERS_DOC, "minItems": info.min_players,
                            "maxItems": info.max_players},
                "options": _component(f"{_pascal(slug)}Options"),
                "host_seat": {"type": "integer", "nullable": True, "minimum": 0,
                              "maximum": info.max_players - 1, "description": HOST_SEAT_DOC},
            }})
    return {"anyOf": variants, "example": {"game": "mini-golf", "players": ["Ann", "Ben"],
                                           "options": {"holes": 9}}}


def move_request_body(games: Mapping[str, Rules]) -> dict[str, Any]:
    """The MoveRequest body, one variant per game and move type: that move's payload schema."""
    variants = []
    for slug, rules in games.items():
        for move in rules.info.moves.values():
            required = ["type", "seat"]
            if _requires_something(move.schema):
                required.append("payload")  # a missing payload is loaded as {}
            variants.append({
                "type": "object", "title": f"{rules.info.title}: {move.name}",
                "description": move.summary, "additionalProperties": False, "required": required,
                "properties": {
                    "type": {"type": "string", "enum": [move.name]},
                    "seat": {"type": "integer", "minimum": -MAX_INT32 - 1, "maximum": MAX_INT32,
                             "description": "The seat the move is for (one the table has, or "
                                            "the rules refuse it: 409)."},
                    "payload": _component(f"{_pascal(slug)}{_pascal(move.name)}Payload"),
                }})
    return {"anyOf": variants, "example": {
        "type": "turn", "seat": 1,
        "payload": {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}}}
