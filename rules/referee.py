"""The one checked entry point every move goes through (parse, check, apply).

The service never calls a game's `apply` directly: `play` first refuses moves after the game is
over, moves for seats that do not exist, and moves typed in by someone who may not enter them.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable, Mapping

from marshmallow import Schema, ValidationError

from .base import Entrant, Move, Rules
from .errors import NotAuthorized, RuleViolation, Seat
from .schema_errors import explain_messages
from .turn_taken import TURN_TAKEN


def parse(rules: Rules, move_type: object, seat: object, payload: object,
          seq: int | None = None) -> Move:
    """Turn wire data into a Move, or raise marshmallow's ValidationError with field messages.

    The schemas check shapes and JSON types only; whether a value is legal (a card that exists, a
    position on the grid) is the rules' call, so it gets a rule id rather than a field error.
    """
    if not isinstance(move_type, str) or move_type not in rules.info.moves:
        known = ", ".join(sorted(rules.info.moves))
        raise ValidationError({"type": [f"Unknown move type for {rules.info.slug}; one of: {known}."]})
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise ValidationError({"seat": ["Not a valid integer."]})
    last = rules.info.max_players - 1
    if not 0 <= seat <= last:
        # No table of this game has that seat: the published schema says so (422). A seat this
        # table lacks but a larger one has is the rules' refusal (check below, 409).
        raise ValidationError({"seat": [f"A seat of {rules.info.title} is 0 (the first player) to {last}."]})
    schema = _payload_schema(rules.info.moves[move_type].schema)
    try:
        loaded = schema.load(payload if payload is not None else {})
    except ValidationError as error:
        raise ValidationError({"payload": explain_messages(error.messages, schema)}) from error
    return Move(move_type, seat, loaded, seq)


@lru_cache(maxsize=None)
def _payload_schema(schema_class: type[Schema]) -> Schema:
    # Loading never changes a schema, so one instance per class serves every request.
    return schema_class()


def check(rules: Rules, state: Any, move: Move, by: Entrant, now_ms: int) -> None:
    """Raise RuleViolation unless `move`, received by the server at `now_ms`, is legal now."""
    if rules.outcome(state) is not None and move.type not in rules.info.after_game_moves:
        raise RuleViolation(rules.info.core_rule("CORE-GAME-OVER", "CORE-GAME-OVER"))
    if not 0 <= move.seat < state.players:
        raise RuleViolation(rules.info.core_rule("CORE-NOT-SEATED", "CORE-BAD-PAYLOAD"),
                            field="seat")
    authorize(rules, state, move, by)
    rules.check(state, move, now_ms)


def check_order(rules: Rules, move_type: str) -> list[str]:
    """Every rule id a move of `move_type` can be refused with, in the order `check` asks them:
    the referee's own (the game over, the seat, who may enter it: in each game's own words where
    its spec names them), then the game's, as its MoveType lists them."""
    info = rules.info
    game_over = info.core_rule("CORE-GAME-OVER", "CORE-GAME-OVER")
    first = [] if move_type in info.after_game_moves else [game_over]
    # Another phone typing a private move in is refused in the game's words, if it has them.
    another_phone = (info.core_rule("CORE-NOT-AUTHORIZED-PRIVATE", "CORE-NOT-AUTHORIZED")
                     if info.moves[move_type].private else "CORE-NOT-AUTHORIZED")
    first += [info.core_rule("CORE-NOT-SEATED", "CORE-BAD-PAYLOAD"), "CORE-HAND-OWN-PHONE",
              "CORE-HAND-REENTER", another_phone]
    # A game that lists the referee's questions too lists them first; asked once, they go.
    own = list(info.moves[move_type].checks)
    while own and own[0] in {*first, "CORE-NOT-AUTHORIZED"}:
        own.pop(0)
    order = []
    for rule in own:
        if rule != game_over and rule != TURN_TAKEN:
            order.append(rule)
        # Another seat's turn is told apart from a turn another phone has just entered.
        if rule in info.turn_rules:
            order.append(TURN_TAKEN)
    return first + order


def who_may_act(rules: Rules) -> frozenset[str]:
    """The rule ids that answer who may act rather than what the rules allow (403, not 409)."""
    private = rules.info.core_rule("CORE-NOT-AUTHORIZED-PRIVATE", "CORE-NOT-AUTHORIZED")
    return frozenset({"CORE-NOT-AUTHORIZED", "CORE-HAND-OWN-PHONE", "CORE-HAND-REENTER", private})


def play(rules: Rules, state: Any, move: Move, by: Entrant, now_ms: int) -> Any:
    """Check the move against every rule, then return the new state. Raises RuleViolation."""
    check(rules, state, move, by, now_ms)
    return rules.apply(state, move, now_ms)


def authorize(rules: Rules, state: Any, move: Move, by: Entrant) -> None:
    """Who may type a move in (docs/games/README.md §0.3 entry modes, docs/api.md, Tokens).

    A move that takes cards from a tracked hand (or is judged on one) comes only from that hand's
    own phone, the host's included in "another phone", whatever the entry mode, and only once
    that phone has entered the hand itself (a blind phone: CORE-HAND-REENTER). A seat always
    enters its own other moves. Private moves come only from that seat's own phone. A public move
    for someone else is allowed from the host phone, or from any seated phone in `scribe` entry
    mode, and from nobody in `self` entry mode.
    """
    # First, before any check of the game runs: a refusal or an acceptance that depended on the
    # hand (a card held or not, a playable card held or not) would let any other phone read the
    # hand by trying each card and undoing. What comes before this (the game over, a seat that
    # does not exist) and `tracked_hands_used` itself are public, so every other phone gets this
    # one answer, the same whatever the hand holds.
    used = rules.tracked_hands_used(state, move)
    others = used - {by.seat}
    if others:
        raise NotAuthorized("CORE-HAND-OWN-PHONE", player=Seat(min(others)))
    # A phone that inherited the seat's hand sealed (moved to it without its holder's consent) has
    # not entered that hand itself: judging its move on the hand, or accepting one that an undo
    # then takes back, would read the hand to it. It enters the hand again first. Whether it is
    # blind depends on which entries are still sealed, never on what they hold.
    if by.inherited and by.seat in used:
        raise NotAuthorized("CORE-HAND-REENTER", player=Seat(by.seat))
    if by.seat == move.seat:
        return
    refused = NotAuthorized("CORE-NOT-AUTHORIZED", player=Seat(move.seat))
    if rules.is_private(state, move):
        raise NotAuthorized(rules.info.core_rule("CORE-NOT-AUTHORIZED-PRIVATE", refused.rule_id),
                            **refused.params)
    entry_mode = _entry_mode(state.options)
    if entry_mode == "self":
        raise refused
    if by.host or (by.seat is not None and entry_mode == "scribe"):
        return
    raise refused


def tracked_hands_ahead(rules: Rules, state: Any, log: Iterable[tuple[Move, int]]) -> frozenset[int]:
    """The seats whose tracked hand some move of `log`, played on from `state`, takes cards from
    or is judged on. A correction replays such moves, and whether they still pass would tell
    the phone correcting about those hands: it is for their own phones to re-enter them."""
    seats: set[int] = set()
    for move, now_ms in log:
        seats |= rules.tracked_hands_used(state, move)
        state = rules.apply(state, move, now_ms)
    return frozenset(seats)


def _entry_mode(options: Mapping[str, Any]) -> str | None:
    # Any other value (Sixes' own entry_mode is phone or paper) lets only the host enter for others.
    return options.get("entry_mode")


def new_game(rules: Rules, players: int, raw_options: object) -> tuple[dict[str, Any], Any]:
    """Load the options (defaults filled in) and set the game up.

    Raises marshmallow's ValidationError for options of the wrong shape, and RuleViolation
    (CORE-PLAYER-COUNT, or the game's own setup rules) for a table the game cannot be played at.
    """
    # First, before the options: a table the game is not for is refused whatever they say.
    rules.info.check_players(players)
    schema = rules.info.options_schema()
    try:
        options = schema.load(raw_options if raw_options is not None else {})
    except ValidationError as error:
        raise ValidationError(explain_messages(error.messages, schema)) from error
    # What only a new match is held to (Cold War's decks): setup also rebuilds stored matches.
    check_new_table = getattr(rules, "check_new_table", None)
    if check_new_table is not None:
        check_new_table(players, options)
    return options, rules.setup(players, options)


def fold(rules: Rules, players: int, options: Mapping[str, Any],
         log: Iterable[tuple[Move, int]]) -> Any:
    """Rebuild a state from its setup and its accepted moves (each with its `now_ms`).

    Every move in a log was checked when it was accepted, so folding only applies.
    """
    state = rules.setup(players, options)
    for move, now_ms in log:
        state = rules.apply(state, move, now_ms)
    return state


class ReplayConflict(Exception):
    """A move of a corrected log that the rules refuse on the way through it."""

    def __init__(self, seq: int | None, violation: RuleViolation) -> None:
        super().__init__(seq)
        self.seq = seq
        self.violation = violation


def replay(rules: Rules, state: Any, log: Iterable[tuple[Move, int]]) -> Any:
    """Play on from `state` a part of a log that changed after its moves were accepted (a
    correction): every move is checked again, as its own seat entering it at its own time,
    because a changed earlier move can make a later one illegal. Raises ReplayConflict naming the
    first such move."""
    for move, now_ms in log:
        try:
            state = play(rules, state, move, Entrant(seat=move.seat), now_ms)
        except RuleViolation as violation:
            raise ReplayConflict(move.seq, violation) from violation
    return state
