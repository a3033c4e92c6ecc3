"""Take Turns: a tiny test-only game that declares whose turn it is (`to_move`) and moves bound
to it, and has no turn gate of its own: the referee's core (BaseRules.check) enforces the turn.

Each seat in turn names a card; the game ends after `rounds` rounds. Anyone may cheer at any
moment (a move that is not turn-bound). Whoever named the last card may echo it, though the turn
has passed on: a turn-bound move that names its own holder (MoveType.whose_turn). Naming the card
just named is refused before the turn is asked (`before_turn`), so whoever sends it hears
TURNS-SAME-CARD, whoever's turn it is.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from marshmallow import Schema, fields, validate

from rules.base import BaseRules, GameInfo, Move, MoveType, Outcome, move_table
from rules.errors import RuleText, RuleViolation, Seat


class Options(Schema):
    rounds = fields.Integer(load_default=1, validate=validate.Range(min=1, max=3))


class NamePayload(Schema):
    card = fields.String(required=True)


class CheerPayload(Schema):
    pass


@dataclass(frozen=True)
class State:
    players: int
    options: Mapping[str, Any]
    phase: str = "turns"
    current: int = 0
    named: tuple[str, ...] = ()
    cheers: int = 0
    echoes: int = 0


def before_name(state: State, move: Move, now_ms: int) -> None:
    if state.named and move.payload["card"] == state.named[-1]:
        raise RuleViolation("TURNS-SAME-CARD", card=state.named[-1])


def check_name(state: State, move: Move, now_ms: int) -> None:
    if not move.payload["card"]:
        raise RuleViolation("CORE-BAD-PAYLOAD", field="card")


def name(state: State, move: Move, now_ms: int) -> State:
    named = state.named + (move.payload["card"],)
    over = len(named) == state.players * state.options["rounds"]
    return replace(state, named=named, current=(state.current + 1) % state.players,
                   phase="game_over" if over else state.phase)


def check_cheer(state: State, move: Move, now_ms: int) -> None:
    return None


def cheer(state: State, move: Move, now_ms: int) -> State:
    return replace(state, cheers=state.cheers + 1)


def last_namer(state: State) -> frozenset[int]:
    """The seat that named the last card: the echo is theirs, whoever's turn it is to name."""
    return frozenset({(state.current - 1) % state.players}) if state.named else frozenset()


def check_echo(state: State, move: Move, now_ms: int) -> None:
    return None


def echo(state: State, move: Move, now_ms: int) -> State:
    return replace(state, echoes=state.echoes + 1)


MOVES = move_table(
    MoveType("name", NamePayload, "Name a card, in turn.", turn=True, before_turn=before_name,
             checks=("CORE-GAME-OVER", "TURNS-SAME-CARD", "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD"),
             check=check_name, apply=name),
    MoveType("cheer", CheerPayload, "Cheer, whoever's turn it is.",
             checks=("CORE-GAME-OVER",), check=check_cheer, apply=cheer),
    MoveType("echo", CheerPayload, "Echo the card you just named.", turn=True, whose_turn=last_namer,
             checks=("CORE-GAME-OVER", "CORE-NOT-YOUR-TURN"), check=check_echo, apply=echo),
)


class TakeTurns(BaseRules):
    info = GameInfo(slug="take-turns", title="Take Turns", min_players=2, max_players=4,
                    options_schema=Options, moves=MOVES, spec="tests/games/take_turns.py",
                    rules={"TURNS-SAME-CARD": RuleText("{card} was just named.",
                                                       "{card} è appena stata nominata.")})

    def new_game(self, players: int, options: Any) -> State:
        return State(players, options)

    def to_move(self, state: State) -> frozenset[int]:
        return frozenset() if state.phase == "game_over" else frozenset({state.current})

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != "game_over":
            return None
        return Outcome(tuple(range(state.players)), (0,) * state.players, "named")


TAKE_TURNS = TakeTurns()


class OwnWords(TakeTurns):
    """The same game, whose spec has its own id for another seat's turn, with its own values."""

    info = GameInfo(slug="take-turns-own-words", title="Take Turns", min_players=2, max_players=4,
                    options_schema=Options, spec="tests/games/take_turns.py",
                    moves=move_table(
                        replace(MOVES["name"], checks=("CORE-GAME-OVER", "TURNS-SAME-CARD",
                                                       "TURNS-WAIT", "CORE-BAD-PAYLOAD")),
                        MOVES["cheer"]),
                    turn_rules=frozenset({"TURNS-WAIT"}),
                    rules={**TakeTurns.info.rules,
                           "TURNS-WAIT": RuleText("Wait for {player}.", "Aspetta {player}.")})

    def turn_refusal(self, state: State, move: Move, holders: frozenset[int]) -> RuleViolation:
        return RuleViolation("TURNS-WAIT", player=Seat(state.current))


OWN_WORDS = OwnWords()
