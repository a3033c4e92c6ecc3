"""Legal Mini Golf move sequences, made offline with the pure rules engine before any timing.

The timed clients then only send bytes: no game logic runs in them while the clock is running.
A sequence is legal from the setup state, so it can be replayed on any fresh match created with
the same options (every benchmark match is two players, `holes` as given, other options default).
"""
from __future__ import annotations

import itertools
import json
import random
from typing import Any, Iterator

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation
from rules.games.mini_golf import MINI_GOLF

GAME = MINI_GOLF.info.slug
PLAYERS = ("A", "B")
MAX_HOLES = 999  # the option's upper bound: the longest game, so a sequence rarely runs out


class SamplerError(RuntimeError):
    """The rules engine's own move sampler produced something the referee refuses."""


def match_body(holes: int) -> bytes:
    return json.dumps({"game": GAME, "players": list(PLAYERS), "options": {"holes": holes}}).encode()


def legal_moves(count: int, *, holes: int = MAX_HOLES, seed: int = 0) -> list[dict[str, Any]]:
    """`count` random legal moves from the setup, as wire bodies `{"type", "seat", "payload"}`."""
    moves = list(itertools.islice(_random_game(holes, seed), count))
    if len(moves) < count:
        raise SamplerError(f"the game (seed {seed}, {holes} holes) ended after {len(moves)} moves; "
                           f"{count} were asked for")
    return moves


def whole_game(holes: int, *, seed: int = 0) -> list[dict[str, Any]]:
    """Every move of one random legal game of `holes` holes, from the setup to its end."""
    return list(_random_game(holes, seed))


def _random_game(holes: int, seed: int) -> Iterator[dict[str, Any]]:
    options = MINI_GOLF.info.options_schema().load({"holes": holes})
    state = MINI_GOLF.setup(len(PLAYERS), options)
    rng = random.Random(seed)
    played = 0
    while MINI_GOLF.outcome(state) is None:
        move = MINI_GOLF.sample_move(state, rng)
        try:
            state = referee.play(MINI_GOLF, state, move, Entrant(host=True), 0)
        except RuleViolation as violation:
            raise SamplerError(f"MINI_GOLF.sample_move (seed {seed}) proposed move {played + 1} "
                               f"{move!r}, refused with {violation.rule_id}") from violation
        played += 1
        yield {"type": move.type, "seat": move.seat, "payload": dict(move.payload)}


def encoded(moves: list[dict[str, Any]]) -> tuple[bytes, ...]:
    return tuple(json.dumps(move, separators=(",", ":")).encode() for move in moves)
