"""The wire format of 2P6C's stored decks, solo player profiles, solo history and communities
(docs/games/2p6c.md §1.5, §5.6), and of its word lookup (§4.5). What the whole API shares is in
api/schemas.py, the matches' own in api/matches/schemas.py."""
from __future__ import annotations

import re

from marshmallow import Schema, fields, validate

from rules.games.two_p6c.schemas import DeckSchema

from ..schemas import DECK_KEY_PATTERN, Name, PlayerName, Text
from .solo_stats import DEPTHS

# Profile, result and community ids are made like match ids (URL-safe base64,
# matches/routes/common.py).
ID_PATTERN = r"^[A-Za-z0-9_-]{1,64}$"
_ID = re.compile(ID_PATTERN)
COMMUNITY_KINDS = ("regional", "virtual")


class Ident(Text):
    """An id the service handed out; anything else can name nothing (422)."""

    PATTERN = ID_PATTERN
    default_error_messages = {"ident": "Not an id this service hands out."}

    def __init__(self, **kwargs) -> None:
        kwargs["metadata"] = {"maxLength": 64, **kwargs.get("metadata", {})}
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        text = super()._deserialize(value, attr, data, **kwargs)
        if not _ID.fullmatch(text):  # fullmatch: `$` alone would let a trailing newline through
            raise self.make_error("ident")
        return text


# --- deck definitions (§1.5) ----------------------------------------------------------------------

class StoredDeckSummarySchema(Schema):
    id = fields.String(required=True, metadata={
        "description": "The SHA-256 of the deck's content: the same deck always has this id.",
        "pattern": DECK_KEY_PATTERN})
    deck_id = fields.String(required=True)
    name = fields.String(required=True)
    card_count = fields.Integer(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})


class StoredDeckSchema(StoredDeckSummarySchema):
    deck = fields.Nested(DeckSchema, required=True, metadata={
        "description": "The definition, ready for a 2P6C match's `deck` option."})


class DeckListQuerySchema(Schema):
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=200))
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**31 - 1))


# --- solo players and their history (§5.6) ----------------------------------------------------

class NewPlayerSchema(Schema):
    name = PlayerName()


class PlayerSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)


class NewPlayerAnswerSchema(PlayerSchema):
    token = fields.String(required=True, metadata={
        "description": "The profile's token: shown once, send it as `Authorization: Bearer`."})


class RecordRequestSchema(Schema):
    match_id = Ident(required=True, metadata={"description": "The finished solo 2P6C match."})
    seat_token = Text(required=True, validate=validate.Length(min=1, max=200), metadata={
        "description": "The token of the match's seat 0: it proves the match is yours."})


class ExactFraction(fields.List):
    """A fraction as [numerator, denominator]."""

    def __init__(self, allow_none: bool = False) -> None:
        super().__init__(fields.Integer(), required=True, allow_none=allow_none, metadata={
            "minItems": 2, "maxItems": 2, "description": "Exactly: [numerator, denominator]."})


def number(description: str, allow_none: bool = False, **metadata) -> fields.Float:
    return fields.Float(required=True, allow_none=allow_none,
                        metadata={"description": description, **metadata})


def shown(places: int, allow_none: bool = False, **metadata) -> fields.String:
    return fields.String(required=True, allow_none=allow_none, metadata={
        "description": f"As displayed: {places} decimals, halves up.", **metadata})


def depth_field(description: str, **kwargs) -> fields.String:
    """How a match was entered: every_move (refereed move by move) or quick (logged from its end
    figures), 2P6C's `depth` option."""
    return fields.String(metadata={"enum": list(DEPTHS), "description": description}, **kwargs)


class HouseOptionsSchema(Schema):
    mlr_include_initial = fields.Boolean(required=True)
    fts_include_initial_word = fields.Boolean(required=True)


class SoloResultSchema(Schema):
    id = fields.String(required=True)
    match_id = fields.String(required=True)
    finished_at = fields.String(required=True, metadata={"format": "date-time"})
    mlr = number("MLR: cards played / cards in the match.", example=0.5555555555555556)
    mlr_display = shown(4, example="0.5556")
    mlr_fraction = ExactFraction()
    fts = fields.Integer(required=True, metadata={"example": 84})
    uin = number("The Ultimate Index: MLR × FTS.", example=46.666666666666664)
    uin_display = shown(2, example="46.67")
    uin_fraction = ExactFraction()
    cards_played = fields.Integer(required=True)
    deck_id = fields.String(required=True, allow_none=True, metadata={
        "description": "The `deck_id` of the deck definition the match used; null if none."})
    house_options = fields.Nested(HouseOptionsSchema, required=True)
    depth = depth_field("every_move: the match was refereed move by move; quick: it was logged "
                        "from its end figures (2P6C's depth option).", required=True)


class ChartSchema(Schema):
    """The history as series for a chart over time, one entry per result in the same order."""

    t = fields.List(fields.Integer(), required=True,
                    metadata={"description": "When each match finished, ms since the epoch."})
    # The results' own `mlr` and `uin` numbers, exact as the results have them.
    mlr = fields.List(fields.Float(), required=True)
    fts = fields.List(fields.Integer(), required=True)
    uin = fields.List(fields.Float(), required=True)
    best_uin = fields.List(fields.Float(), required=True,
                           metadata={"description": "The best UIN so far, at each point."})


class HistorySchema(Schema):
    results = fields.List(fields.Nested(SoloResultSchema), required=True,
                          metadata={"description": "Oldest first (by finished_at)."})
    chart = fields.Nested(ChartSchema, required=True)


# --- communities ----------------------------------------------------------------------------------

class NewCommunitySchema(Schema):
    name = Name(80, required=True)
    kind = fields.String(required=True, validate=validate.OneOf(COMMUNITY_KINDS))
    region = Name(80, load_default=None, allow_none=True,
                  metadata={"description": "Where a regional community meets (optional)."})


class CommunitySchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    kind = fields.String(required=True, metadata={"enum": list(COMMUNITY_KINDS)})
    region = fields.String(required=True, allow_none=True)
    code = fields.String(required=True, metadata={
        "description": "The join code (6 characters of Crockford base32) to invite others."})
    members = fields.Integer(required=True)


class JoinCommunitySchema(Schema):
    code = Text(required=True, validate=validate.Length(min=1, max=16),
                metadata={"example": "7K3QZD"})


class ShareRequestSchema(Schema):
    result_id = Ident(required=True, metadata={"description": "One of your recorded results."})


class SharedSchema(Schema):
    community_id = fields.String(required=True)
    result_id = fields.String(required=True)
    posted_at = fields.String(required=True, metadata={"format": "date-time"})


class RankingSchema(Schema):
    """One member who shared at least one result, and nothing else about their matches."""

    name = fields.String(required=True)
    best_uin = number("The member's best UIN shared here.")
    best_uin_display = shown(2, example="46.67")
    best_uin_fraction = ExactFraction()
    median_uin = number("Of the results the member shared here.")
    median_uin_display = shown(2)
    median_uin_fraction = ExactFraction()
    percentile_rank = number("Where the best UIN stands among every UIN shared here, 0 to 100 "
                             "(values equal to it count half).", example=87.5)
    percentile_rank_display = shown(2, example="87.50")
    percentile_rank_fraction = ExactFraction()
    best_depth = depth_field("How the best result was entered (a refereed one wins a tie with a "
                             "logged one).", required=True)
    depths = fields.List(depth_field("A depth of entry."), required=True, metadata={
        "description": "How the results counted here were entered: every_move (refereed move by "
                       "move), quick (logged from end figures), or both."})
    me = fields.Boolean(required=True, metadata={"description": "Whether this is the caller."})


class CommunityPercentilesSchema(Schema):
    p25 = number("The 25th percentile UIN.", allow_none=True)
    p25_display = shown(2, allow_none=True)
    p25_fraction = ExactFraction(allow_none=True)
    p50 = number("The median UIN.", allow_none=True)
    p50_display = shown(2, allow_none=True)
    p50_fraction = ExactFraction(allow_none=True)
    p75 = number("The 75th percentile UIN.", allow_none=True)
    p75_display = shown(2, allow_none=True)
    p75_fraction = ExactFraction(allow_none=True)
    p90 = number("The 90th percentile UIN.", allow_none=True)
    p90_display = shown(2, allow_none=True)
    p90_fraction = ExactFraction(allow_none=True)


class RankingsQuerySchema(Schema):
    depth = fields.String(load_default=None, validate=validate.OneOf(DEPTHS), metadata={
        "description": "Count only results refereed move by move (every_move) or only those "
                       "logged quickly (quick); omitted, every result shared."})


class RankingsSchema(Schema):
    community_id = fields.String(required=True)
    depth = depth_field("The results counted: only those entered at this depth, or null for "
                        "every result shared.", required=True, allow_none=True)
    rankings = fields.List(fields.Nested(RankingSchema), required=True, metadata={
        "description": "Best UIN first; members who shared nothing are not listed."})
    percentiles = fields.Nested(CommunityPercentilesSchema, required=True, metadata={
        "description": "Of every UIN shared here (linear interpolation); null while none is."})


# --- word lists (docs/games/2p6c.md §4.5, A24) ---------------------------------------------------------------

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
