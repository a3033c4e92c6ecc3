"""Mini Golf random playthroughs under every house rule (docs/games/mini-golf.md §1.1 options, §1.3 effects).

The contract test plays the defaults; these games switch the options on and check the table's
own invariants after every move: every card is somewhere, exactly once.
"""
from __future__ import annotations

import json
import random

import pytest

from rules import referee
from rules.base import Entrant
from rules.cards import RANKED_CARDS, WILD_COUNT
from rules.games.mini_golf import MINI_GOLF, sampler
from rules.games.mini_golf.schemas import MiniGolfResult, MiniGolfScores
from rules.games.mini_golf.table import ledger
from tests.shapes import assert_fits

VARIANTS = [
    {"holes": 3, "suit_bonus_mode": "per_line", "wild_cards": "best_assignment"},
    {"holes": 3, "deck_exhausted": "end_hole"},
    {"holes": 2, "tie_rule": "playoff", "discard_draw_must_replace": True},
    {"holes": 2, "tie_rule": "playoff", "wild_cards": "best_assignment", "deck_exhausted": "end_hole"},
]


def assert_cards_add_up(state) -> None:
    if state.phase not in ("turns", "final_turns", "reveal"):
        return
    face_down = sum(len(state.face_down(seat)) for seat in state.active)
    hidden = ledger(state).hidden()
    if state.reshuffled:
        # A rebuilt deck is known: it is exactly the deck, and the hidden cards are the face-down ones.
        assert len(state.reshuffled) == state.deck_count
        assert len(hidden) == face_down
        assert not set(state.reshuffled) & set(state.discard)
    else:
        assert len(hidden) == state.deck_count + face_down
    deck = len(RANKED_CARDS) + (WILD_COUNT if state.options["wild_cards"] == "best_assignment" else 0)
    assert state.deck_count + len(state.discard) + 4 * len(state.active) == deck
    assert state.deck_count >= 0


def play_out(options: dict, players: int, seed: int, max_moves: int = 4000):
    rng = random.Random(seed)
    loaded, state = referee.new_game(MINI_GOLF, players, options)
    log, reshuffles, rebuilt_draws = [], 0, 0
    for step in range(max_moves):
        if MINI_GOLF.outcome(state) is not None:
            return loaded, state, log, reshuffles, rebuilt_draws
        move = MINI_GOLF.sample_move(state, rng)
        MINI_GOLF.check(state, move, 0)  # the sampler only ever picks legal moves
        if move.type == "turn" and move.payload["source"] == "deck" and state.reshuffled:
            rebuilt_draws += 1
        new_state = referee.play(MINI_GOLF, state, move, Entrant(host=True), step)
        if new_state.deck_count > state.deck_count and move.type == "turn":
            reshuffles += 1
        state = new_state
        log.append((move, step))
        assert_cards_add_up(state)
    pytest.fail("game did not end")


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_golf_random_games_under_house_rules_end_and_replay(options, players):
    for seed in range(3):
        loaded, state, log, _, _ = play_out(options, players, seed)
        assert MINI_GOLF.dump(referee.fold(MINI_GOLF, players, loaded, log)) == MINI_GOLF.dump(state)
        assert MINI_GOLF.load(json.loads(json.dumps(MINI_GOLF.dump(state)))) == state
        outcome = MINI_GOLF.outcome(state)
        totals = MINI_GOLF.scores(state)["totals"]
        # Every house rule's score sheet and result fit the shapes the game publishes.
        assert_fits(MINI_GOLF.scores(state), MiniGolfScores)
        assert_fits(outcome.to_json(), MiniGolfResult)
        if options.get("tie_rule") != "playoff":
            assert set(outcome.winners) == {s for s, t in enumerate(totals) if t == min(totals)}
        else:
            assert len(outcome.winners) == 1


def test_golf_random_long_holes_reshuffle_the_discards(monkeypatch):
    # Players who rarely fill face-down spots empty the deck, so the reshuffle gets exercised.
    monkeypatch.setattr(sampler, "FILL_FACE_DOWN", 0.02)
    monkeypatch.setattr(sampler, "NO_SWAP", 0.9)
    total = drawn_from_rebuilt = 0
    for seed in range(3):
        loaded, state, log, reshuffles, rebuilt_draws = play_out({"holes": 2}, 4, seed)
        total += reshuffles
        drawn_from_rebuilt += rebuilt_draws
        assert MINI_GOLF.dump(referee.fold(MINI_GOLF, 4, loaded, log)) == MINI_GOLF.dump(state)
    assert total > 0
    assert drawn_from_rebuilt > 0
