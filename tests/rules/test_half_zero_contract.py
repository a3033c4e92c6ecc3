"""Half-Zero keeps the rules contract of tests/rules/test_contract.py before it is registered:
seeded random games over every player count, both information modes and both selection modes
(and the other options), played with the game's own `sample_move` through `referee.play`."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.games.half_zero import HALF_ZERO
from tests.rules.test_contract import MAX_MOVES, assert_snapshot_contract, assert_views_contract, wire

MODES = [(players, info_mode, selection_mode, seed)
         for players in (2, 3, 4) for info_mode in ("trust", "hand_tracking")
         for selection_mode in ("physical", "sealed") for seed in (1, 2)]
# Every other option off its default somewhere, in a different corner of the grid each.
EXTRA = {(2, "trust", "sealed"): {"unresolvable_tie": "suit_hierarchy"},
         (3, "hand_tracking", "physical"): {"wild_opt_out_cards": False, "entry_mode": "self"},
         (4, "trust", "physical"): {"suit_of": ["D", "C", "U", "H"], "point_suit": "F",
                                    "unresolvable_tie": "suit_hierarchy"}}


def play_random_game(options: dict, players: int, seed: str, *, check_every: int = 1):
    rng = random.Random(seed)
    loaded, state = referee.new_game(HALF_ZERO, players, options)
    schema = HALF_ZERO.info.options_schema()
    assert schema.load(schema.dump(loaded)) == loaded
    log: list[tuple[Move, int]] = []
    for step in range(MAX_MOVES):
        if HALF_ZERO.outcome(state) is not None:
            break
        to_move = HALF_ZERO.to_move(state)
        assert to_move, "a game in progress must wait for someone"
        move = replace(wire(HALF_ZERO.sample_move(state, rng), HALF_ZERO), seq=step + 1)
        assert move.seat in to_move
        before = HALF_ZERO.dump(state)
        new_state = referee.play(HALF_ZERO, state, move, Entrant(seat=move.seat), step)
        assert HALF_ZERO.dump(state) == before, "apply must not change the state it was given"
        state = new_state
        log.append((move, step))
        if step % check_every == 0:
            assert_snapshot_contract(HALF_ZERO, players, loaded, state, log)
            assert_views_contract(HALF_ZERO, players, state, log)
    else:
        pytest.fail(f"no result after {MAX_MOVES} moves")
    assert_snapshot_contract(HALF_ZERO, players, loaded, state, log)
    assert_views_contract(HALF_ZERO, players, state, log)
    return state, log


@pytest.mark.parametrize("players, info_mode, selection_mode, seed", MODES,
                         ids=[f"{p}p-{i}-{s}-seed{r}" for p, i, s, r in MODES])
def test_random_half_zero_games_keep_the_rules_contract(players, info_mode, selection_mode, seed):
    options = {"info_mode": info_mode, "selection_mode": selection_mode,
               **EXTRA.get((players, info_mode, selection_mode), {})}
    seed_text = f"half-zero/{players}/{info_mode}/{selection_mode}/{seed}"
    state, log = play_random_game(options, players, seed_text, check_every=5)
    outcome = HALF_ZERO.outcome(state)
    json.dumps(outcome.to_json())
    assert len(outcome.totals) == players
    assert outcome.winners == (state.winner,) and state.base[state.winner] == 0
    assert HALF_ZERO.to_move(state) == frozenset()
    assert len(log) < MAX_MOVES


def test_half_zero_catalogue_entry_is_complete():
    info = HALF_ZERO.info
    assert (info.slug, info.title, info.min_players, info.max_players) == ("half-zero", "Half-Zero", 2, 4)
    for name, move_type in info.moves.items():
        assert move_type.name == name
        move_type.schema()
    for rule_id, text in info.rules.items():
        assert text.en and text.it, rule_id
    json.dumps(info.options_schema().load({}))
