"""2P6C's wire format: the lobby's options (docs/games/2p6c.md Appendix A, §1.5 deck definitions, §4.5 word
policy) and one payload schema per move (§3.3, §3.5).

Rulebook: 2P6C. Options are checked fully here, a deck definition included (its
"verification", §1.5: 54 cards, unique codes, valid attributes), so a bad option is a field error
when the match is made. Payloads are checked for shape and JSON type only: whether a card's
colour exists or a word is spelled is the rules' call, so the player gets a rule id and the
spec's message (T08e: an `orange` card is 2P6C-CARD-ATTR, not a field error).
"""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from ...bounds import PRINTED_MAX, SEQ_MAX, integer, items, judged
from ...depths import QUICK
from ...display_text import DISPLAY_PATTERN, check_display_text
from ...errors import RuleViolation
from ...options import StrictBoolean, depth as depth_option, entry_mode
from ...outcome_schemas import ResultSchema, ScoreSheetSchema, ended_by, per_seat, totals
from ...wire import options_changed_payload
from .board import DECK_SIZE
from .cards import MAX_SCORE_NUMBER, from_attributes
from .options import CHOICES, DEFAULTS

BUNDLED_LISTS = ("en-v1",)
WORD_SOURCES = ("consensus", *(f"list:{name}" for name in BUNDLED_LISTS), "list:own")
# A group's own list travels in the match's options, so every option at its largest must still
# fit the request body cap (64 KB): 4000 words of up to 6 letters is about 36 KB.
MAX_OWN_WORDS = 4000
MAX_EXTRA_WORDS = 300
# The largest board and card pool a table may ask for. The rulebook's tables use 1 to 3 decks and
# 3, 6 or 9 rows (6 players); 6 decks and 12 rows leave room for a group's own variant, and the
# largest such match is still made and played in milliseconds (bench/largest_match.py). A word is
# never longer than 6 letters (max_word_len), so rows above the sixth are only ever empty.
MAX_DECKS = 6
MAX_ROWS = 12
# `cycle` stalls after draw patch + players recycles in a row: at most 6 decks of 54 and 6 players.
MAX_STALL_LIMIT = 1000
# A card's TP and RP: max_score_number is at most 999, so nothing beyond is ever a card; within,
# the deck's verification or the rules (2P6C-CARD-ATTR) say what is wrong with it.
SCORE_NUMBER_BOUND = 999


class AutoOrInt(fields.Field):
    """"auto", or a whole number from `minimum` to `maximum` (the `decks` and `rows` overrides)."""

    def __init__(self, minimum: int, maximum: int, **kwargs: Any) -> None:
        super().__init__(load_default="auto", metadata={
            **kwargs.pop("metadata", {}),
            "anyOf": [{"type": "string", "enum": ["auto"]},
                      {"type": "integer", "minimum": minimum, "maximum": maximum}]}, **kwargs)
        self.minimum, self.maximum = minimum, maximum

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if value == "auto":
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not (
                self.minimum <= value <= self.maximum):
            raise ValidationError(f'Must be "auto" or a whole number from {self.minimum} to '
                                  f'{self.maximum}.')
        return value


class StallLimit(fields.Field):
    """"cycle", "off", or a number of consecutive recycles (§3.7 STALL)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(load_default=DEFAULTS["stall_limit"], metadata={
            "description": "cycle: the game stalls after draw patch + active players recycles in "
                           "a row; a number sets the limit; off never stalls.",
            "anyOf": [{"type": "string", "enum": ["cycle", "off"]},
                      {"type": "integer", "minimum": 1, "maximum": MAX_STALL_LIMIT}]}, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if value in ("cycle", "off"):
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_STALL_LIMIT:
            raise ValidationError(f'Must be "cycle", "off" or a whole number from 1 to '
                                  f'{MAX_STALL_LIMIT}.')
        return value


def _no_nul(value: str) -> None:
    # PostgreSQL cannot store U+0000 in JSON, and no card, word or note needs it.
    if "\x00" in value:
        raise ValidationError("Must not contain the NUL character.")


NO_NUL = r"^[^\u0000]*$"  # the same rule in the OpenAPI document, so clients know it


def _text(max_length: int, min_length: int | None = None, **kwargs: Any) -> fields.String:
    metadata = {"pattern": NO_NUL, **kwargs.pop("metadata", {})}
    more = kwargs.pop("validate", [])
    return fields.String(validate=[validate.Length(min=min_length, max=max_length), _no_nul,
                                   *(more if isinstance(more, list) else [more])],
                         metadata=metadata, **kwargs)


def _choice(name: str, description: str) -> fields.String:
    return fields.String(load_default=DEFAULTS[name], validate=validate.OneOf(CHOICES[name]),
                         metadata={"description": description})


def _flag(name: str, description: str) -> StrictBoolean:
    return StrictBoolean(load_default=DEFAULTS[name], metadata={"description": description})


def _words(limit: int, description: str) -> fields.List:
    # No word is longer than six letters (max_word_len), so a longer entry could never matter.
    return fields.List(_text(6), load_default=list,
                       validate=validate.Length(max=limit), metadata={"description": description})


# --- deck definitions (§1.5) ------------------------------------------------------------------

class DeckCardSchema(Schema):
    code = _text(16, 1, required=True)
    colour = _text(20, required=True)
    polarity = _text(2, required=True)
    primary = _text(2, required=True)
    secondary = _text(2, allow_none=True, load_default=None)
    substitution = _text(10, load_default="none")
    tp = integer(-SCORE_NUMBER_BOUND, SCORE_NUMBER_BOUND, required=True)
    rp = integer(-SCORE_NUMBER_BOUND, SCORE_NUMBER_BOUND, required=True)


class DeckSchema(Schema):
    """A deck definition, verified as it loads: 54 cards, unique codes, valid attributes."""

    # Both are shown to every phone that picks a stored deck: display text.
    deck_id = _text(80, 1, required=True, validate=check_display_text,
                    metadata={"pattern": DISPLAY_PATTERN})
    name = _text(120, load_default="", validate=check_display_text,
                 metadata={"pattern": DISPLAY_PATTERN})
    card_count = fields.Integer(strict=True, load_default=DECK_SIZE,
                                validate=validate.Equal(DECK_SIZE))
    cards = fields.List(fields.Nested(DeckCardSchema), required=True,
                        validate=validate.Length(equal=DECK_SIZE))

    @validates_schema
    def _verify(self, data: dict[str, Any], **kwargs: Any) -> None:
        problems: dict[str, list[str]] = {}
        seen: set[str] = set()
        for index, card in enumerate(data["cards"]):
            if card["code"] in seen:
                problems[f"cards.{index}.code"] = [f"Code {card['code']!r} appears twice."]
            seen.add(card["code"])
            try:
                from_attributes(card["code"], card)
            except RuleViolation:
                problems[f"cards.{index}"] = [
                    "Invalid card: colour, polarity, letters, substitution or numbers."]
        if problems:
            raise ValidationError(problems)


# --- options (Appendix A) -----------------------------------------------------------------------

class TwoP6COptions(Schema):
    # Three options are main at most (the deck, who judges words, what is entered): a solo player
    # logging a game quickly has nobody else's moves to enter.
    entry_mode = entry_mode()
    decks = AutoOrInt(1, MAX_DECKS, metadata={"description": "Decks in play: auto is one per one or two "
                                                  "players."})
    rows = AutoOrInt(3, MAX_ROWS, metadata={"description": "Board rows: auto is 3 per deck's worth of "
                                                 "players (3, 6 or 9)."})
    max_stack = fields.Integer(strict=True, load_default=DEFAULTS["max_stack"],
                               validate=validate.Range(2, 6),
                               metadata={"description": "Cards a cell may hold (A8)."})
    max_word_len = fields.Integer(strict=True, load_default=DEFAULTS["max_word_len"],
                                  validate=validate.Range(2, 6),
                                  metadata={"description": "The longest word; chains stop there "
                                                           "(A11)."})
    max_score_number = fields.Integer(strict=True, load_default=MAX_SCORE_NUMBER,
                                      validate=validate.Range(1, 999),
                                      metadata={"description": "The largest TP or RP a card may "
                                                               "have; only catches typos."})
    deck = fields.Nested(DeckSchema, allow_none=True, load_default=None,
                         metadata={"description": "A deck definition (§1.5): plays may then "
                                                  "name cards by code.",
                                   # Where the create screen lists stored decks to pick from.
                                   "x-stored": "/2p6c/decks", "x-main": True})
    word_source = fields.String(load_default=DEFAULTS["word_source"],
                                validate=validate.OneOf(WORD_SOURCES),
                                metadata={"description": "consensus: the group judges "
                                          "challenges; list:en-v1 the bundled English list; "
                                          "list:own the group's own list (own_list).",
                                          "x-main": True})
    own_list = _words(MAX_OWN_WORDS, "The group's own word list, used with list:own.")
    extra_allowed = _words(MAX_EXTRA_WORDS, "Words the group allows on top of the list.")
    extra_denied = _words(MAX_EXTRA_WORDS, "Words the group refuses even if the list has them.")
    word_notes = _text(500, load_default="",
                       metadata={"description": "The group's word policy, shown to the jury (no "
                                                "proper nouns, …)."})
    challenge_method = _choice("challenge_method", "list_if_agreed: an agreed list decides "
                                                   "challenges; jury_first: the jury does (A22).")
    jury_rule = _choice("jury_rule", "unanimous: every juror must refuse the word; majority: "
                                     "more than half (A20).")
    jury_excludes_current_actor = _flag("jury_excludes_current_actor",
                                        "The player now deciding does not judge (A19).")
    empty_jury_fallback = _choice("empty_jury_fallback", "With no jury and no list: the word "
                                  "stands (uphold_word), goes (remove_word), or the bundled list "
                                  "decides (advisory_list) (A21).")
    challenger_reward = _choice("challenger_reward", "What the successful challenger gets: the "
                                "card or a draw (take_or_tuck), only a draw (tuck_only), nothing.")
    failed_challenge_penalty = _choice("failed_challenge_penalty", "No penalty for a failed "
                                                                   "challenge.")
    allow_challenger_lookup = _flag("allow_challenger_lookup", "The challenger may look the word "
                                                               "up while the challenge is open.")
    solo_autocheck = _flag("solo_autocheck", "Solo with a list: each play's word is checked "
                                             "after it is made (A28).")
    stack_may_redeclare_chain = _flag("stack_may_redeclare_chain", "A stack play may also "
                                      "declare a new word for its column (A12).")
    chain_adjacency = _choice("chain_adjacency", "below: a chained card matches the card below; "
                                                 "orthogonal: its row neighbours too (A5).")
    chain_polarity_reference = _choice("chain_polarity_reference", "top: the top card below; "
                                       "all_cards_in_cell: every card of that cell (A5).")
    gp_exception_scope = _choice("gp_exception_scope", "placed: only a Green or Purple card "
                                 "placed is exempt; either: a Green or Purple below exempts too.")
    final_forms = _choice("final_forms", "best_same_text: at scoring each chain keeps its word "
                                         "but uses its best cards; declared: as declared (A13).")
    eq_word_score = _choice("eq_word_score", "An =word scores max(TP, RP), TP, RP, min, or the "
                                             "credited player's choice (A15).")
    credit_policy = _choice("credit_policy", "Who is credited with a word: its declarer, the "
                                             "player who placed most of its cards, or all (A14).")
    tie_break = _choice("tie_break", "most_words: a tie goes to more words; none: shared win.")
    stall_limit = StallLimit()
    final_challenge_timeout_s = fields.Integer(
        strict=True, load_default=DEFAULTS["final_challenge_timeout_s"],
        validate=validate.Range(10, 600),
        metadata={"description": "Seconds to challenge the game's last word."})
    mlr_include_initial = _flag("mlr_include_initial", "MLR counts the six initial cards (A18).")
    fts_include_initial_word = _flag("fts_include_initial_word", "FTS includes the initial word.")
    decision_clock_s = fields.Integer(
        strict=True, allow_none=True, load_default=DEFAULTS["decision_clock_s"],
        validate=validate.Range(5, 600),
        metadata={"description": "A reminder after this many seconds of deciding; never a "
                                 "forfeit."})
    depth = depth_option(
        (QUICK,), "every_move: every play, challenge and vote is entered and refereed as it "
                  "happens; quick (solo only): the game is played on paper and only its end "
                  "figures are entered (quick_log), scored into MLR, FTS and the Ultimate Index "
                  "as the full referee would.")

    @validates_schema
    def _own_list_needs_words(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("word_source") == "list:own" and not data.get("own_list"):
            raise ValidationError({"own_list": ["list:own needs the group's words."]})


# --- move payloads (§3.3, §3.5) -----------------------------------------------------------------

OptionsChangedPayload = options_changed_payload("TwoP6COptionsChangedPayload")


class CardPayload(Schema):
    """A card as played: its code in the loaded deck (and optionally which copy), or its seven
    printed attributes (ad hoc, §1.5)."""

    code = fields.String(validate=validate.Length(max=16))
    # Named `copy` on the wire; a dict's own `copy` method would shadow it when dumping.
    copy_number = integer(0, MAX_DECKS, data_key="copy",
                                 metadata={"description": "Which copy of the code (1..decks); "
                                                          "omitted, the first one free."})
    colour = fields.String(validate=validate.Length(max=20))
    polarity = fields.String(validate=validate.Length(max=2))
    primary = fields.String(validate=validate.Length(max=2))
    secondary = fields.String(allow_none=True, validate=validate.Length(max=2))
    substitution = fields.String(validate=validate.Length(max=10))
    tp = integer(-SCORE_NUMBER_BOUND, SCORE_NUMBER_BOUND)
    rp = integer(-SCORE_NUMBER_BOUND, SCORE_NUMBER_BOUND)


class CellPayload(Schema):
    # A cell off the board is the rules' refusal (with its id); these only keep it near the board.
    col = judged(required=True)
    row = judged(required=True)


class UsePayload(Schema):
    card = fields.String(required=True, validate=validate.Length(max=24),
                         metadata={"description": "A card id on the board, or NEW for the card "
                                                  "being played."})
    letter = fields.String(required=True, validate=validate.Length(max=2))


class FormPayload(Schema):
    text = fields.String(required=True, validate=validate.Length(max=40))
    uses = fields.List(fields.Nested(UsePayload), allow_none=True, load_default=None,
                       validate=validate.Length(max=12),
                       metadata={"description": "Which card gives which letter; omitted, the "
                                                "server picks the best (§3.5)."})


class PlayPayload(Schema):
    cell = fields.Nested(CellPayload, required=True)
    kind = fields.String(allow_none=True, load_default=None,
                         validate=validate.OneOf(["chain", "stack"]),
                         metadata={"description": "chain or stack; inferred from the cell if "
                                                  "omitted."})
    card = fields.Nested(CardPayload, required=True)
    form = fields.Nested(FormPayload, required=True)
    chain_form = fields.Nested(FormPayload, allow_none=True, load_default=None,
                               metadata={"description": "With stack_may_redeclare_chain: the "
                                                        "column's new chainword."})


class InitialRowPayload(Schema):
    cards = fields.List(fields.Nested(CardPayload), required=True,
                        validate=validate.Length(equal=6),
                        metadata={"description": "The six cards of row 1, columns 1..6."})


class ChallengePayload(Schema):
    target_seq = integer(0, SEQ_MAX, required=True,
                                metadata={"description": "The decision number challenged."})


class JuryVotePayload(Schema):
    verdict = fields.String(required=True, validate=validate.OneOf(["allowed", "not_allowed"]))


class InitialWordVotePayload(Schema):
    verdict = fields.String(required=True, validate=validate.OneOf(["allowed", "not_allowed"]))


class RewardPayload(Schema):
    choice = fields.String(required=True, validate=validate.OneOf(["take", "tuck"]))


class InitialWordPayload(Schema):
    text = fields.String(required=True, validate=validate.Length(max=40))
    uses = fields.List(fields.Nested(UsePayload), allow_none=True, load_default=None,
                       validate=validate.Length(max=12))


# A quick log's counts and scores are the rules' to judge against the match's board and options
# (2P6C-QUICK-*): the schema only keeps them whole numbers of a printable size.
QUICK_WORDS_MAX = MAX_DECKS * DECK_SIZE


class QuickLogPayload(Schema):
    """A solo game played on paper, as its player has it at the end (depth quick only)."""

    cards_played = integer(-PRINTED_MAX, PRINTED_MAX, required=True, metadata={
        "description": "Your cards still on the board at the end, the six of the first row not "
                       "counted (MLR's numerator before mlr_include_initial)."})
    word_scores = items(integer(-PRINTED_MAX, PRINTED_MAX), max_items=QUICK_WORDS_MAX,
                        required=True, metadata={
                            "description": "The score of each word you made, the initial word "
                                           "aside, e.g. [12, 7, 9]; [] for none."})
    initial_word = integer(-PRINTED_MAX, PRINTED_MAX, required=True, allow_none=True, metadata={
        "description": "The initial word's score, or null when no initial word was accepted."})


class EndProposedPayload(Schema):
    """The spec's payload (§3.3): the one reason the rulebook ends a game by agreement."""

    reason = fields.String(load_default="no_allowed_decisions",
                           validate=validate.OneOf(["no_allowed_decisions"]),
                           metadata={"description": "Why the game should end: no allowed "
                                                    "decisions are left (the only reason)."})


class EndVotePayload(Schema):
    verdict = fields.String(required=True, validate=validate.OneOf(["accept", "reject"]))


class EqChoicePayload(Schema):
    slot = fields.String(required=True, validate=validate.Length(max=20))
    pick = fields.String(required=True, validate=validate.OneOf(["tp", "rp"]))


# --- the result and the score sheet (§5) ----------------------------------------------------------

# QUICK_LOG: a solo game logged from its end figures (depth quick), whatever ended it on paper.
END_REASONS = ("PEASICK_SEA", "NO_CARDS", "NO_DECISIONS", "STALL", "AGREED", "QUICK_LOG")


def _fraction(description: str) -> fields.List:
    return fields.List(fields.Integer(), required=True, validate=validate.Length(equal=2),
                       metadata={"description": description, "minItems": 2, "maxItems": 2})


class CatalogueUseSchema(Schema):
    card = fields.String(required=True, metadata={"description": "A card id on the board."})
    letter = fields.String(required=True, metadata={"description": "The letter it gives."})


class CatalogueWordSchema(Schema):
    """One word of the catalogue (§5.1) as it is scored."""

    slot = fields.String(required=True, metadata={
        "description": "chain:<col>, stack:<col>:<row> or initial."})
    text = fields.String(required=True)
    uses = fields.List(fields.Nested(CatalogueUseSchema), required=True,
                       metadata={"description": "Which card gives which letter, in the "
                                                "order the cards are read."})
    plus = fields.Integer(required=True)
    minus = fields.Integer(required=True)
    polarity = fields.String(required=True, validate=validate.OneOf(["+", "-", "="]))
    tp = fields.Integer(required=True)
    rp = fields.Integer(required=True)
    score = fields.Integer(required=True)
    credit = fields.List(fields.Integer(), required=True,
                         metadata={"description": "The credited seats."})


class SoloFiguresSchema(Schema):
    """The solo statistics (§5.6): each ratio as a number, as displayed, and exactly."""

    mlr = fields.Float(required=True, metadata={"description": "Cards played / cards in the "
                                                               "match."})
    mlr_display = fields.String(required=True, metadata={"example": "0.5556",
                                                         "description": "4 decimals, halves up."})
    mlr_fraction = _fraction("MLR exactly: [numerator, denominator].")
    fts = fields.Integer(required=True, metadata={"description": "Final total score."})
    uin = fields.Float(required=True, metadata={"description": "Ultimate Index: MLR × FTS."})
    uin_display = fields.String(required=True, metadata={"example": "46.67",
                                                         "description": "2 decimals, halves up."})
    uin_fraction = _fraction("UIN exactly: [numerator, denominator].")
    cards_played = fields.Integer(required=True, metadata={
        "description": "MLR's numerator: own plays on the board (+6 with mlr_include_initial)."})


class TwoP6CResult(ResultSchema):
    totals = totals("The points of every word credited to the seat (§5.5).")
    termination = ended_by(END_REASONS,
                           "Why the game ended (§3.7); QUICK_LOG for a solo game logged from its "
                           "end figures (depth quick).")
    words = fields.List(fields.Nested(CatalogueWordSchema), required=True,
                        metadata={"description": "The final catalogue (§5.1)."})
    word_counts = per_seat(fields.Integer(), "Words credited to the seat (the tie-break).",
                           required=True)
    mlr = per_seat(fields.Float(), "The seat's MLR, for information (§5.6).", required=True)
    mlr_display = per_seat(fields.String(), "MLR to 4 decimals, halves up.", required=True)
    mlr_fraction = per_seat(fields.List(fields.Integer(), validate=validate.Length(equal=2)),
                            "MLR exactly: [numerator, denominator].", required=True)
    solo = fields.Nested(SoloFiguresSchema, metadata={"description": "Solo matches only."})


class TwoP6CScores(ScoreSheetSchema):
    totals = totals("The points of every word credited to the seat so far (§5.5).")
    word_counts = per_seat(fields.Integer(), "Words credited to the seat so far.", required=True)
