"""Flares keeps the contract of every registered game (tests/rules/test_contract.py) in every
mode, where the generic test plays defaults only: seeded random playthroughs for every player count, both information modes
and several
house-rule combinations, through `referee.play` with moves as the API receives them.

On top of the shared checks, secrecy is checked card by card: in hand-tracking mode no seat's view,
log lines or flags ever show another seat a card of its hand not played yet.
"""
from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from rules import referee
from rules.base import Entrant
from rules.games.flares import FLARES
from rules.games.flares.table import cards_left, unplayed
from tests.rules.check_order_probe import a_card, assert_refusals_are_listed, some_cards
from tests.rules.test_contract import play_random_game, strings

FOLD_EVERY = 25
SECRECY_EVERY_MOVE = 150
SECRECY_EVERY = 7
OPTION_SETS = {
    "defaults": {},
    "exact-low-target": {"target": 40},
    "floor-deck-counts": {"target": 40, "split_rounding": "floor", "deck_counts_for_most": True,
                          "deck_sweep_doubles": True, "target_tie": "shared",
                          "revoke_penalty": "forfeit_round", "first_dealer": 1},
    "half-up-rewind-self": {"target": 30, "split_rounding": "round_half_up", "revoke_penalty": "rewind",
                            "entry_mode": "self"},
}
CASES = [(name, mode, players) for name in OPTION_SETS for mode in ("trust", "hand_tracking")
         for players in (2, 3, 4)]


def assert_no_unplayed_card_leaks(state, players, log) -> None:
    """Nothing of this round shows anyone another seat's unplayed cards. (Earlier rounds' point
    cards and fully played hands are public, and a card comes round again in a new deal.)"""
    if not state.tracking:
        return
    starts = [index + 1 for index, (move, _now) in enumerate(log) if move.type == "point_cards"]
    this_round = log[starts[-1] if starts else 0:]
    for viewer in [None, *range(players)]:
        seen = set(strings(FLARES.view(state, viewer))) | set(strings(FLARES.flags(state)))
        for move, _now in this_round:
            shown = FLARES.redact(state, move, viewer)
            seen |= set(strings(dict(shown))) if shown is not None else set()
        for owner in range(players):
            if owner != viewer:
                secret = set(unplayed(state, owner))
                assert not secret & seen, f"{viewer} sees {owner}'s unplayed {secret & seen}"


def assert_table_adds_up(state) -> None:
    """Every round: h tricks, one card per seat each; the deck gave one card per deck lead."""
    if state.phase in ("round_setup", "game_over"):
        return
    deck_leads = sum(1 for trick in state.tricks_done + (state.trick,) for play in trick.cards
                     if play.by == "DECK")
    assert state.deck_count == 36 - 3 - state.players * state.h - deck_leads
    assert sum(state.tricks_won) + state.deck_tricks == len(state.tricks_done) <= state.h
    left = [cards_left(state, seat) for seat in range(state.players)]
    assert max(left) - min(left) <= 1 and min(left) >= 0


@pytest.mark.parametrize("name, mode, players", CASES, ids=[f"{n}-{m}-{p}p" for n, m, p in CASES])
def test_random_flares_games_keep_the_rules_contract(name, mode, players):
    def checked(step, state, log):
        # Refolding the whole log and reading every line again (the shared contract) grows with
        # the log, so it runs every FOLD_EVERY moves; Flares' own secrecy check, card by card, runs
        # at every move of the first rounds (a leak may last a single move), then often.
        if mode == "hand_tracking" and (step < SECRECY_EVERY_MOVE or step % SECRECY_EVERY == 0):
            assert_no_unplayed_card_leaks(state, players, log)
        return step % FOLD_EVERY == 0

    options, state, _log = play_random_game(
        FLARES, players, {**OPTION_SETS[name], "info_mode": mode},
        random.Random(f"flares/{name}/{mode}/{players}"), checked=checked,
        after_move=lambda state, _log: assert_table_adds_up(state))
    outcome = FLARES.outcome(state)
    sheet = FLARES.scores(state)
    fractions = [Fraction(*exact) for exact in sheet["totals_fraction"]]
    assert [sum(Fraction(*r["scores_fraction"][seat]) for r in sheet["rounds"])
            for seat in range(players)] == fractions
    assert sheet["totals"] == [float(exact) for exact in fractions]
    assert all(fractions[seat] >= options["target"] for seat in outcome.winners)
    if mode == "hand_tracking":
        assert FLARES.flags(state) == []


def test_random_trust_games_raise_revoke_flags_with_their_evidence():
    rng = random.Random("flares/revokes")
    _options, state = referee.new_game(FLARES, 3, {"target": 40, "revoke_penalty": "rewind"})
    log = []
    while FLARES.outcome(state) is None:
        move = replace(FLARES.sample_move(state, rng), seq=len(log) + 1)
        state = referee.play(FLARES, state, move, Entrant(host=True), 0)
        log.append(move)
    flags = FLARES.flags(state)
    assert flags
    for flag in flags:
        revoking, proving = log[flag["at_seq"] - 1], log[flag["evidence_seq"] - 1]
        assert revoking.seat == proving.seat == flag["seat"]
        assert proving.payload["card"][1] == flag["details"]["suit"] != revoking.payload["card"][1]
        assert flag["proposal"] == {"undo_to_seq": flag["at_seq"]}



FLARES_PROBES = {
    "private_hand": lambda rng, _n: {"cards": some_cards(rng)},
    "deck_lead": lambda rng, _n: {"card": a_card(rng)},
    "play": lambda rng, _n: {"card": a_card(rng)},
    "point_cards": lambda rng, _n: {"cards": some_cards(rng, 4)},
    "revoke_ruling": lambda rng, _n: {"flag": rng.randint(1, 4), "ruling": rng.choice(["uphold", "dismiss"])},
}


@pytest.mark.parametrize("mode", ["trust", "hand_tracking"])
def test_flares_refusals_are_among_the_rules_each_move_lists(mode):
    assert assert_refusals_are_listed(FLARES, 3, {"target": 20, "info_mode": mode},
                                      f"flares/checks/{mode}", FLARES_PROBES) > 0
