"""Test helper (no tests here): whatever a game's checker refuses, it answers with one of the rule
ids its move lists in `checks` (the catalogue's check order). Random moves of every type, with
cards, seats and lists picked at random, are tried at states of a random game."""
from __future__ import annotations

import random
from typing import Any, Callable

from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation

CARDS = [f"{rank}{suit}" for rank in "123456" for suit in "UPHFDC"] + ["W", "NONE", "9Z", "3X"]


def a_card(rng: random.Random) -> str:
    return rng.choice(CARDS)


def some_cards(rng: random.Random, most: int = 6) -> list[str]:
    return [a_card(rng) for _ in range(rng.randint(0, most))]


def assert_refusals_are_listed(rules, players: int, options: dict[str, Any], seed: str,
                               payloads: dict[str, Callable[[random.Random, int], dict]],
                               tries: int = 6) -> int:
    """Plays a random game; at every state tries `tries` random moves of each type. Returns how
    many refusals were seen (so a test can tell the probe reached something)."""
    rng = random.Random(seed)
    _options, state = referee.new_game(rules, players, options)
    refusals = 0
    while rules.outcome(state) is None:
        for move_type, payload in payloads.items():
            for _ in range(tries):
                try:
                    move = referee.parse(rules, move_type, rng.randrange(players), payload(rng, players))
                except ValidationError:
                    continue
                try:
                    rules.check(state, move, 0)
                except RuleViolation as refusal:
                    refusals += 1
                    listed = rules.info.moves[move_type].checks
                    assert refusal.rule_id in listed, (move_type, refusal.rule_id, listed)
        move = rules.sample_move(state, rng)
        state = referee.play(rules, state, move, Entrant(seat=move.seat), 0)
    return refusals
