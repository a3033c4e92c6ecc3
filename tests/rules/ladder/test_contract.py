"""Ladder keeps the contract of every registered game (tests/rules/test_contract.py) in every mode,
where the generic test plays defaults only: seeded random playthroughs for every player count, both
information modes and every set rule, through `referee.play` with moves as the API receives them.

On top of the shared checks: every card is somewhere (deck, pile, hands) at every step, and in
hand-tracking mode no seat's view, log lines or flags ever show another seat a card of its hand
the table has not seen.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rules import referee
from rules.base import Entrant
from rules.games.ladder import LADDER
from rules.games.ladder.table import unrevealed_entered
from tests.rules.test_contract import play_random_game, strings

OPTION_SETS = {
    "defaults": {},
    "escalating-voluntary": {"set_rule": "escalating", "voluntary_collect": True, "first_dealer": 1},
    "size-beats-rank-self": {"set_rule": "size_beats_rank", "entry_mode": "self"},
}
CASES = [(name, mode, players) for name in OPTION_SETS for mode in ("trust", "hand_tracking")
         for players in (2, 3, 4)]


def assert_cards_add_up(state) -> None:
    pile = sum(play.count for play in state.pile)
    if state.phase != "await_start":
        assert state.deck_count + pile + sum(state.hand_count) == 36
    for seat in range(state.players):
        assert state.hand_count[seat] == len(state.known_hand[seat]) + state.original_left[seat]
        assert state.original_left[seat] >= 0


def assert_no_unseen_card_leaks(state, players, log) -> None:
    if not state.tracking:
        return
    for viewer in [None, *range(players)]:
        seen = set(strings(LADDER.view(state, viewer))) | set(strings(LADDER.flags(state)))
        for move, _now in log:
            shown = LADDER.redact(state, move, viewer)
            seen |= set(strings(dict(shown))) if shown is not None else set()
        for owner in range(players):
            if owner != viewer:
                secret = set(unrevealed_entered(state, owner))
                assert not secret & seen, f"{viewer} sees {owner}'s unseen {secret & seen}"


@pytest.mark.parametrize("name, mode, players", CASES, ids=[f"{n}-{m}-{p}p" for n, m, p in CASES])
def test_random_ladder_games_keep_the_rules_contract(name, mode, players):
    def after_move(state, log):
        assert_cards_add_up(state)
        if mode == "hand_tracking":
            assert_no_unseen_card_leaks(state, players, log)

    options, state, _log = play_random_game(
        LADDER, players, {**OPTION_SETS[name], "info_mode": mode},
        random.Random(f"ladder/{name}/{mode}/{players}"),
        checked=lambda step, _state, _log: step % 10 == 0, after_move=after_move)
    assert state.hand_count[state.winner] == 0
    if mode == "hand_tracking" or options["voluntary_collect"]:
        assert LADDER.flags(state) == []


def test_random_trust_games_raise_illegal_collect_flags_with_their_evidence():
    flagged = 0
    for game in range(12):
        rng = random.Random(f"ladder/flags/{game}")
        _options, state = referee.new_game(LADDER, 3, {})
        log = []
        while LADDER.outcome(state) is None:
            move = replace(LADDER.sample_move(state, rng), seq=len(log) + 1)
            state = referee.play(LADDER, state, move, Entrant(host=True), 0)
            log.append(move)
        for flag in LADDER.flags(state):
            flagged += 1
            collect, proof = log[flag["at_seq"] - 1], log[flag["evidence_seq"] - 1]
            assert collect.type == "collect" and proof.type == "play"
            assert collect.seat == proof.seat == flag["seat"]
            assert set(flag["details"]["revealed"]) <= set(proof.payload["cards"]) | {
                card for move in log[flag["at_seq"]:] if move.seat == flag["seat"]
                for card in move.payload.get("cards", ())}
    assert flagged
