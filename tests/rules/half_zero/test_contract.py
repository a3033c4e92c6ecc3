"""Half-Zero keeps the rules contract of tests/rules/test_contract.py in every mode (the generic
test plays default options only): seeded random games over every player count, both information
modes and both selection modes (hand tracking with sealed selection only: it refuses physical
reveals) and the other options, played with the game's own `sample_move` through `referee.play`."""
from __future__ import annotations

import random

import pytest

from rules.games.half_zero import HALF_ZERO
from tests.rules.check_order_probe import a_card, assert_refusals_are_listed, some_cards
from tests.rules.test_contract import play_random_game

MODES = [(players, info_mode, selection_mode, seed)
         for players in (2, 3, 4) for info_mode in ("trust", "hand_tracking")
         for selection_mode in ("physical", "sealed") for seed in (1, 2)
         if (info_mode, selection_mode) != ("hand_tracking", "physical")]
# Every other option off its default somewhere, in a different corner of the grid each.
EXTRA = {(2, "trust", "sealed"): {"unresolvable_tie": "suit_hierarchy"},
         (3, "hand_tracking", "sealed"): {"wild_opt_out_cards": False, "entry_mode": "self"},
         (4, "trust", "physical"): {"suit_of": ["D", "C", "U", "H"], "point_suit": "F",
                                    "unresolvable_tie": "suit_hierarchy"}}


@pytest.mark.parametrize("players, info_mode, selection_mode, seed", MODES,
                         ids=[f"{p}p-{i}-{s}-seed{r}" for p, i, s, r in MODES])
def test_random_half_zero_games_keep_the_rules_contract(players, info_mode, selection_mode, seed):
    options = {"info_mode": info_mode, "selection_mode": selection_mode,
               **EXTRA.get((players, info_mode, selection_mode), {})}
    seed_text = f"half-zero/{players}/{info_mode}/{selection_mode}/{seed}"
    _options, state, _log = play_random_game(HALF_ZERO, players, options, random.Random(seed_text),
                                             checked=lambda step, _state, _log: step % 5 == 0)
    assert HALF_ZERO.outcome(state).winners == (state.winner,) and state.base[state.winner] == 0



def _plays(rng, players):
    return [rng.choice([None, a_card(rng)]) for _ in range(rng.choice([players, players, players + 1]))]


HALF_ZERO_PROBES = {
    "opt_out": lambda rng, _n: {},
    "select": lambda rng, _n: {"choice": a_card(rng)},
    "reveal": lambda rng, n: {"declared_optouts": rng.sample(range(n + 1), rng.randint(0, 1)),
                              "plays": _plays(rng, n)},
    "tiebreak": lambda rng, n: {"plays": _plays(rng, n)},
    "point_card": lambda rng, _n: {"card": a_card(rng)},
    "private_hand": lambda rng, _n: {"cards": some_cards(rng)},
    "audit": lambda rng, _n: {"under_base": some_cards(rng, 3), "left_in_hand": some_cards(rng, 1)},
    "round_points": lambda rng, n: {"point_cards": [some_cards(rng, 3)
                                                    for _ in range(rng.choice([n, n, n + 1]))]},
}


@pytest.mark.parametrize("options", [{"selection_mode": "physical"}, {"selection_mode": "sealed"},
                                     {"selection_mode": "sealed", "info_mode": "hand_tracking"},
                                     {"depth": "hand"}],
                         ids=["physical", "sealed", "hand-tracking", "round-at-a-time"])
def test_half_zero_refusals_are_among_the_rules_each_move_lists(options):
    assert assert_refusals_are_listed(HALF_ZERO, 3, options, f"half-zero/checks/{options}",
                                      HALF_ZERO_PROBES, tries=3) > 0
