"""EkeQ keeps the contract of every game (tests/rules/test_contract.py): seeded random matches for
each player count, played by the game's own sampler through the referee, with the snapshot, fold
and secrecy checks, by default and under house rules; and every dealt card stays accounted for
(§C.1's deck invariant)."""
from __future__ import annotations

import random

import pytest

from rules.games.ekeq.flow import deck_size
from rules.games.ekeq.rules import EKEQ
from tests.rules.test_contract import play_random_game


def assert_deck_adds_up(state, _log) -> None:
    """Σ(hand + tesoretto) + the pot + the table, with the face-down cards and payments of an open
    commit window, make D after every move: no card is made or lost."""
    held = sum(p.hand + p.tesoretto for p in state.seats)
    face_down = sum(1 for commit in state.commits.values() if commit.seq not in state.revealed)
    window_open = state.phase == "commit" and state.round == 1
    unpublished = sum(1 for c in state.commits.values() if c.payment) if window_open else 0
    total = held + face_down + unpublished + len(state.pot) + state.pot_unknown + len(state.table)
    assert total == deck_size(state.options), (state.phase, state.round, total)


def _play(players, options, name):
    return play_random_game(EKEQ, players, options, random.Random(name), after_move=assert_deck_adds_up)


@pytest.mark.parametrize("players", (2, 3, 4, 5, 6))
def test_ekeq_random_matches_keep_the_contract(players):
    _loaded, state, _log = _play(players, {}, f"ekeq/{players}")
    assert state.phase == "match_over"


HOUSE_RULES = {"deal_golden_q": False, "cardless_q_user_competes": True,
               "q_picked_card_destination": "pot", "mini_first_pick_scoring": "second_only",
               "tiebreak_compare": "cumulative", "golden_q_win_card": "any_played_this_turn",
               "win_precedence": "highest_points", "initial_q_holder": 2,
               "q_free_if_cannot_pay": False, "auto_win_requires_play": True}


def test_ekeq_random_matches_under_house_rules_keep_the_contract():
    _loaded, state, _log = _play(4, HOUSE_RULES, "ekeq/house")
    assert state.phase == "match_over"


@pytest.mark.parametrize("players, options", [
    (2, {"variant": "family"}), (4, {"variant": "family", "first_player": 2, "family_unique": True}),
    (6, {"variant": "family", "family_lookup_may_take_golden_q": True,
         "family_tiebreak": "complete_then_most_cards"})])
def test_ekeq_family_random_matches_keep_the_contract(players, options):
    _loaded, state, log = play_random_game(EKEQ, players, options, random.Random(f"family/{players}"))
    assert state.over and len(log) >= 65 - players  # every card of the main deck was drawn
    assert EKEQ.outcome(state).extras == {"tournament_points": [0] * players}


@pytest.mark.parametrize("players, options", [
    (2, {"variant": "climb"}), (3, {"variant": "climb", "hand_tracking": "counts_only"}),
    (4, {"variant": "climb", "first_player": 3, "climb_mini_guesses": 1, "climb_stall_rule": "no_winner"}),
    (6, {"variant": "climb", "climb_golden_q_wild": True, "climb_after_second_cycle": "continue",
         "figures": ["cane", "gatto", "uomo forzuto"]})])
def test_ekeq_climb_random_matches_keep_the_contract(players, options):
    """Every hand is checked by the sealed-entry probe; the deck never changes size (a wrong
    guess puts a card under it and draws one)."""
    def deck_and_hands_add_up(state, _log):
        if state.phase != "climb_setup":
            held = sum(len(hand) for hand in state.hands)
            placed = sum(p.top - 1 + 4 * (p.cycle - 1) for p in state.piles.values())
            assert held + placed + state.deck_count == 65, (held, placed, state.deck_count)

    _loaded, state, log = play_random_game(EKEQ, players, options, random.Random(f"climb/{players}"),
                                           after_move=deck_and_hands_add_up)
    assert state.winners is not None
    assert EKEQ.outcome(state).extras["tournament_points"] == [0] * players


def test_ekeq_random_matches_with_hash_commits_keep_the_contract():
    """§B.4's hash mode: every face-down card is a commitment until its reveal."""
    _loaded, state, log = _play(4, {"commit_mode": "hash"}, "ekeq/hash")
    assert state.phase == "match_over" and any(move.type == "reveal" for move, _now in log)
    assert all("hidden" not in move.payload or move.payload["hidden"] is None
               for move, _now in log if move.type == "commit")
