"""The matches' wire format (requests and responses): creating, viewing, moves, the log, undo and
corrections, joining, seats and exports. What the whole API shares (the problem document, the
catalogue, names and text) is in api/schemas.py. Game option and move payload schemas live beside
their rules in rules/games/<game>/ and are added to the OpenAPI document."""
from __future__ import annotations

import re
from typing import Any, Mapping

from marshmallow import Schema, ValidationError, fields, validate, validates

from models import jsoncodec
from rules.base import Rules
from rules.bounds import SEAT_MAX, BoundedDict

from ..schemas import PlayerName, Text

# Sequence numbers and seats are stored as 32-bit integers: a larger one can match nothing, and
# the database would refuse to compare with it rather than answer "no such row".
MAX_INT32 = 2**31 - 1


class SeatMovedSchema(Schema):
    by = fields.String(required=True, metadata={"enum": ["host", "organiser"], "description": (
        "Who moved the seat to another phone without its holder's consent: the host phone, or "
        "a tournament's organisers.")})
    at = fields.String(required=True, metadata={"format": "date-time",
                                                "description": "When it was last moved."})
    times = fields.Integer(required=True, metadata={"description": "How many times it was."})


class SeatSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)


class ViewSeatSchema(SeatSchema):
    moved = fields.Nested(SeatMovedSchema, metadata={"description": (
        "Only on a seat the host or an organiser moved to another phone without its holder's "
        "consent (a hand-off the host asked for, or a seat freed by the host or an organiser, "
        "while a phone held it). Its new phone inherited none of its hidden entries.")})


class ViewerSchema(Schema):
    seat = fields.Integer(required=True, allow_none=True,
                          metadata={"description": "The viewer's seat; null for the host phone."})
    host = fields.Boolean(required=True)
    blind = fields.Boolean(metadata={"enum": [True], "description": (
        "Only while true: the viewer's seat was moved to it without its holder's consent, and "
        "entries of the seat made on the other phone are still hidden from the table. This "
        "phone sees the table's view and those log lines redacted, and plays no card of its "
        "tracked hand (CORE-HAND-REENTER) until it enters them again (POST …/corrections, all "
        "of them at once) or the game reveals them.")})
    reenter = fields.List(fields.Integer(), metadata={"description": (
        "With `blind`: the seqs of those entries, to correct with this phone's own cards.")})


class ChangeRequestSchema(Schema):
    """A change waiting for the table (POST /matches/{id}/change-request)."""
    id = fields.String(required=True, metadata={"description": "Name it when agreeing or declining."})
    kind = fields.String(required=True, metadata={"enum": ["undo", "correction"]})
    seq = fields.Integer(required=True, metadata={"description": "The move to undo or correct."})
    entry = fields.Integer(required=True, metadata={
        "description": "The sealed entry whose reveal fixed it: the table has seen it."})
    entry_seat = fields.Integer(required=True, metadata={"description": "Whose sealed entry that is."})
    rule = fields.String(required=True, metadata={
        "enum": ["UNDO-REVEALED", "CORRECTION-REVEALED"],
        "description": "The refusal it answers; its message (in the catalogue's words) says why."})
    asked_by = fields.String(required=True, metadata={"description": "'host' or 'seat:<n>'."})
    seat = fields.Integer(required=True, allow_none=True, metadata={
        "description": "The asker's seat; null for a host phone that plays none."})
    needed = fields.List(fields.Integer(), required=True, metadata={
        "description": "Every other seat: each agrees from its own phone."})
    agreed = fields.List(fields.Integer(), required=True, metadata={
        "description": "The seats that have agreed so far."})
    payload = fields.Dict(metadata={"description": "A correction's new payload, for all to read."})


class MatchViewSchema(Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    options = fields.Dict(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, metadata={"enum": ["active", "finished"]})
    seats = fields.List(fields.Nested(ViewSeatSchema), required=True)
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
                       "and the `table`; the round's clock is GET /tournaments/{id}/clock. "
                       "`closed: true` once the tournament has taken the table's result in: "
                       "moves, undo and corrections are then refused (`TOUR-MATCH-CLOSED`) and "
                       "only the organisers correct the result, on the tournament."})
    change_request = fields.Nested(ChangeRequestSchema, required=True, allow_none=True, metadata={
        "description": "A change waiting for every other seat's agreement, or null. Any other "
                       "change of the match ends it."})
    next_match = fields.String(required=True, allow_none=True, metadata={
        "description": "The `id` of the match this table plays next (POST /matches/{id}/rematch), "
                       "or null while nobody has asked for one. Each phone that held a seat (and "
                       "the host phone) takes its place there with POST /matches/{id}/rematch on "
                       "this match, with its own token."})


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
    # A seat no table of any game has is a field error (422); a seat this table lacks is the rules'
    # refusal (409, CORE-BAD-PAYLOAD or the game's "not a player" rule), as the specs name it.
    seat = fields.Integer(required=True, strict=True, validate=validate.Range(
        min=0, max=SEAT_MAX, error=f"A seat number from 0 (the first player) to at most {SEAT_MAX}; "
                                   "a seat this match does not have is refused by its rules (409)."),
        metadata={"example": 1, "description": "The seat whose move this is, 0 for the first player."})
    payload = StorableObject(load_default=dict, metadata={
        "example": {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}})


class MoveResponseSchema(Schema):
    seq = fields.Integer(required=True, metadata={
        "description": "The move's place in the log; never given to another move, even after an undo."})
    version = fields.Integer(required=True, metadata={
        "description": "The match's version once the move was played (its ETag). A replayed answer "
                       "(Idempotent-Replayed) gives the move's own seq and version."})
    match = fields.Nested(MatchViewSchema, required=True, metadata={
        "description": "The match as the caller may see it now, as GET /matches/{id} answers it: "
                       "the table is drawn from it without reading the match again."})


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


class CorrectedEntrySchema(Schema):
    seq = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_INT32))
    payload = BoundedDict(required=True)


class CorrectionRequestSchema(Schema):
    seq = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_INT32), metadata={
        "description": "The move to correct, by its place in the log."})
    payload = BoundedDict(required=True, metadata={
        "description": "The move's payload as it should have been: same type, same seat."})
    also = fields.List(fields.Nested(CorrectedEntrySchema), load_default=list,
                       validate=validate.Length(max=64), metadata={"description": (
        "More private entries of the caller's own seat, corrected in the same replay: a phone "
        "that a seat was moved to re-enters every hidden entry it inherited at once.")})


class CorrectionResponseSchema(Schema):
    corrected = fields.Nested(LogEntrySchema, required=True)
    version = fields.Integer(required=True)
    match = fields.Nested(MatchViewSchema, required=True)


class AskChangeSchema(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(["undo", "correction"]))
    seq = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_INT32), metadata={
        "description": "The move: for an undo, the last one."})
    payload = BoundedDict(load_default=None, allow_none=True, metadata={
        "description": "A correction's new payload (same type, same seat); none for an undo."})


class AnswerChangeSchema(Schema):
    id = fields.String(required=True, validate=validate.Length(min=1, max=40), metadata={
        "description": "The request's `id`: an answer to a request that has ended is 409 CHANGE-GONE."})


class ChangeAnswerSchema(Schema):
    applied = fields.Boolean(required=True, metadata={
        "description": "true: that was the last agreement, and the change is made."})
    change_request = fields.Nested(ChangeRequestSchema, required=True, allow_none=True)
    version = fields.Integer(required=True)
    match = fields.Nested(MatchViewSchema, required=True)
    undone = fields.Nested(LogEntrySchema, metadata={"description": "An undo carried out."})
    corrected = fields.Nested(LogEntrySchema, metadata={"description": "A correction carried out."})


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


class RematchSchema(Schema):
    """A phone's place in the match its table plays next."""
    id = fields.String(required=True, metadata={"description": "The next match's id."})
    previous_match = fields.String(required=True, metadata={
        "description": "The finished match it follows (the one in the path)."})
    token = fields.String(required=True, metadata={"description": (
        "This phone's token in the next match: its host token for the host phone, its seat's "
        "token for a seated phone. Asking again with the same token gives the same one.")})
    host = fields.Boolean(required=True, metadata={
        "description": "true: `token` is the next match's host token."})
    seat = fields.Integer(required=True, allow_none=True, metadata={
        "description": "The seat this phone plays there (the same as before); null for a host "
                       "phone that plays none."})
    match = fields.Nested(MatchViewSchema, required=True, metadata={
        "description": "The next match as this phone sees it."})


class ExportSchema(Schema):
    match = fields.Nested(MatchViewSchema, required=True)
    log = fields.List(fields.Nested(LogEntrySchema), required=True)


# --- request bodies whose shape depends on the game ---------------------------------------------
# CreateMatch and MoveRequest load `options` and `payload` as plain objects; the game's schemas
# check them next. The OpenAPI document gives each body as one variant per game (and per move
# type), so it says exactly what is accepted. The game's schemas are the named components that
# api/app.py registers as `<Game>Options` and `<Game><MoveType>Payload`.

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
                    "seat": {"type": "integer", "minimum": 0, "maximum": rules.info.max_players - 1,
                             "description": "The seat the move is for (one the table has, or "
                                            "the rules refuse it: 409)."},
                    "payload": _component(f"{_pascal(slug)}{_pascal(move.name)}Payload"),
                }})
    return {"anyOf": variants, "example": {
        "type": "turn", "seat": 1,
        "payload": {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}}}
