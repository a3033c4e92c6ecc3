"""Collector keeps the contract of every registered game (tests/rules/test_contract.py) in every
mode, where the generic test plays defaults only: seeded random playthroughs for every player
count, both information modes and several house-rule combinations, through `referee.play` with
moves as the API receives them.

On top of the shared checks: every card is accounted for after every move (hands, deck, pile and
laid-down sets add up to the deck), and in hand-tracking mode no view or log line ever shows a
seat a card another seat holds unseen.
"""
from __future__ import annotations

import random

import pytest

from rules.games.collector import COLLECTOR
from rules.games.collector.table import secret
from tests.rules.test_contract import play_random_game, strings

FOLD_EVERY = 20
OPTION_SETS = {
    "defaults": {},
    "wild-no-first-discard": {"wild_cards": "substitute", "initial_discard": 0, "first_dealer": 1},
    "limit-self": {"turn_limit": 40, "entry_mode": "self", "first_dealer": 1},
}
CASES = [(name, mode, players) for name in OPTION_SETS for mode in ("trust", "hand_tracking")
         for players in (2, 3, 4)]


def assert_table_adds_up(state) -> None:
    """36 cards (42 with W): in hands, the deck, the pile and the laid-down sets."""
    total = 42 if state.wilds else 36
    in_hands = sum(state.hand_count)
    laid = sum(len(laid.cards) for laid in state.laid_down)
    assert in_hands + state.deck_count + len(state.discard) + laid == total
    assert state.deck_count >= 0
    for seat in range(state.players):
        assert len(state.known_hand[seat]) <= state.hand_count[seat]
        if state.tracking and state.hands[seat] is not None and state.phase != "private_draw":
            assert len(state.hands[seat]) == state.hand_count[seat]


def assert_no_unseen_card_leaks(state, players, log) -> None:
    """No seat reads, in its view or the log's private entries, a card another seat holds unseen."""
    if not state.tracking:
        return
    for viewer in [None, *range(players)]:
        seen = set(strings(COLLECTOR.view(state, viewer)))
        for move, _now in log:  # the viewer's own entries may name a card it has since passed on
            if COLLECTOR.is_private(state, move) and move.seat != viewer:
                shown = COLLECTOR.redact(state, move, viewer)
                seen |= set(strings(dict(shown))) if shown is not None else set()
        for owner in range(players):
            if owner != viewer:
                hidden = set(secret(state, owner)) - {"W"}  # W is interchangeable: one may be public
                assert not hidden & seen, f"{viewer} sees {owner}'s unseen {hidden & seen}"


@pytest.mark.parametrize("name, mode, players", CASES, ids=[f"{n}-{m}-{p}p" for n, m, p in CASES])
def test_random_collector_games_keep_the_rules_contract(name, mode, players):
    def checked(step, state, log):
        assert_no_unseen_card_leaks(state, players, log)
        return step % FOLD_EVERY == 0

    def after_move(state, _log):
        assert_table_adds_up(state)

    options = {**OPTION_SETS[name], "info_mode": mode}
    for seed in range(2):
        play_random_game(COLLECTOR, players, options, random.Random(f"collector/{name}/{mode}/{players}/{seed}"),
                         checked=checked, after_move=after_move)
