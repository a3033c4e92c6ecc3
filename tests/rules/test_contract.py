"""The contract every registered game keeps (DESIGN.md §1, §2, §5), checked by random playthroughs.

For every game and player count, seeded random games are played with the game's own `sample_move`
through `referee.play`, exactly as the service would, and at every step and at the end:
every sampled move is legal and fits the wire format; replaying the log rebuilds the same state;
snapshots and views are plain JSON; no seat sees another seat's unrevealed private entries.
"""
from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.registry import GAMES

SEEDS = (1, 2, 3)
MAX_MOVES = 3000
FOLD_EVERY = 40


def player_counts(slug: str) -> list[int]:
    info = GAMES[slug].info
    return list(range(info.min_players, info.max_players + 1))


CASES = [(slug, players, seed) for slug in sorted(GAMES) for players in player_counts(slug) for seed in SEEDS]


def strings(value: Any) -> Iterator[str]:
    """Every string value (not key) inside plain JSON data."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def wire(move: Move, rules) -> Move:
    """The move as the API would receive it: payload through JSON and the move's schema."""
    payload = json.loads(json.dumps(dict(move.payload)))
    schema = rules.info.moves[move.type].schema()
    loaded = schema.load(payload)
    assert schema.load(schema.dump(loaded)) == loaded
    return referee.parse(rules, move.type, move.seat, payload)


def assert_snapshot_contract(rules, players, options, state, log) -> None:
    snapshot = rules.dump(state)
    json.dumps(snapshot)
    assert rules.load(snapshot) == state
    assert rules.dump(rules.load(json.loads(json.dumps(snapshot)))) == snapshot
    assert rules.dump(referee.fold(rules, players, options, log)) == snapshot


def assert_views_contract(rules, players, state, secrets) -> None:
    public = rules.view(state, None)
    json.dumps(public)
    revealed = set(strings(public))
    for seat in range(players):
        view = rules.view(state, seat)
        json.dumps(view)
        seen = set(strings(view))
        for owner, secret in secrets:
            if owner != seat:
                leaked = (secret & seen) - revealed
                assert not leaked, f"seat {seat} sees seat {owner}'s private {sorted(leaked)}"
    scores = rules.scores(state)
    json.dumps(scores)
    assert len(scores["totals"]) == players
    json.dumps(rules.flags(state))


@pytest.mark.parametrize("slug, players, seed", CASES, ids=[f"{s}-{p}p-seed{r}" for s, p, r in CASES])
def test_random_games_keep_the_rules_contract(slug, players, seed):
    rules = GAMES[slug]
    rng = random.Random(f"{slug}/{players}/{seed}")
    options_schema = rules.info.options_schema()
    options, state = referee.new_game(rules, players, {})
    assert options_schema.load(options_schema.dump(options)) == options
    log: list[tuple[Move, int]] = []
    secrets: list[tuple[int, set[str]]] = []

    for step in range(MAX_MOVES):
        if rules.outcome(state) is not None:
            break
        to_move = rules.to_move(state)
        assert to_move, "a game in progress must wait for someone"
        move = wire(rules.sample_move(state, rng), rules)
        assert move.seat in to_move
        before = rules.dump(state)
        if rules.is_private(state, move):
            secrets.append((move.seat, set(strings(dict(move.payload)))))
            for viewer in range(players):
                if viewer != move.seat:
                    shown = rules.redact(state, move, viewer)
                    assert shown is None or not (set(strings(dict(shown))) & secrets[-1][1])
        now_ms = 1_000 * (step + 1)
        new_state = referee.play(rules, state, move, Entrant(seat=move.seat), now_ms)
        assert rules.dump(state) == before, "apply must not change the state it was given"
        state = new_state
        log.append((move, now_ms))
        if step % FOLD_EVERY == 0:
            assert_snapshot_contract(rules, players, options, state, log)
            assert_views_contract(rules, players, state, secrets)
    else:
        pytest.fail(f"no result after {MAX_MOVES} moves")

    assert_snapshot_contract(rules, players, options, state, log)
    assert_views_contract(rules, players, state, secrets)
    outcome = rules.outcome(state)
    json.dumps(outcome.to_json())
    assert len(outcome.totals) == players
    assert outcome.winners and all(0 <= seat < players for seat in outcome.winners)
    assert rules.to_move(state) == frozenset()


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_game_catalogue_entry_is_complete(slug):
    info = GAMES[slug].info
    assert info.slug == slug
    assert 2 <= info.min_players <= info.max_players
    for name, move_type in info.moves.items():
        assert move_type.name == name
        move_type.schema()  # constructible
    for rule_id, text in info.rules.items():
        assert text.en and text.it, rule_id
    defaults = info.options_schema().load({})
    json.dumps(defaults)
