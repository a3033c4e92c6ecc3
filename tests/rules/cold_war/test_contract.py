"""Cold War keeps the contract of every game (tests/rules/test_contract.py): seeded random matches
for each player count, played by the game's own sampler through the referee, with the snapshot,
fold and secrecy checks; with no deck definitions (every card entered at its first sighting), with
full deck definitions, and under house rules. Plus the options and their defaults (§8) and the
rule texts (§4)."""
from __future__ import annotations

import random

import pytest

from rules.games.cold_war import COLD_WAR
from rules.games.cold_war.sampler import COMPOSITION, new_card
from rules.games.cold_war.state import DECK
from tests.rules.test_contract import play_random_game

CHECK_EVERY = 25


def full_deck(country: str, rng: random.Random) -> dict:
    cards = [{"id": f"{country}-L", "kind": "leader", "leader_defence": 40}]
    for sort, count in COMPOSITION.items():
        for k in range(count):
            cards.append({"id": f"{country}-{sort}{k + 1}", **new_card(sort, rng)})
    assert len(cards) == DECK + 1
    return {"country": country, "cards": cards}


def decks(players: int, seed: str) -> list[dict]:
    rng = random.Random(seed)
    return [full_deck(country, rng) for country in "ABCD"[:players]]


CASES = [(players, seed) for players in (2, 3, 4) for seed in (1, 2)]


def _play(players, options, name):
    def checked(step, _state, _log):
        return step % CHECK_EVERY == 0

    def after_move(state, _log):
        assert_cards_add_up(state)

    return play_random_game(COLD_WAR, players, options, random.Random(name), checked=checked,
                            after_move=after_move)


def assert_cards_add_up(state) -> None:
    """§2 card-location invariant: each country's 24 non-Leader cards are all somewhere."""
    if state.phase == "setup":
        return
    for seat, player in enumerate(state.seats):
        if player.status != "alive":
            continue
        here = player.hand_count + player.draw_count + len(player.discard) + len(player.stack)
        foreign = [c for c in player.stack + player.discard + player.hand_known + (player.draw_known or ())
                   if state.cards[c].country != player.country]
        away = [c for c, card in state.cards.items() if card.country == player.country
                and card.kind != "leader" and _elsewhere(state, seat, c)]
        assert here - len(foreign) + len(away) == DECK, (seat, here, foreign, away)


def _elsewhere(state, seat, card_id) -> bool:
    from rules.games.cold_war.cards_in import locate
    where = locate(state, card_id)
    return where is not None and (where[0] == "pending" or where[1] not in (None, seat))


@pytest.mark.parametrize("players, seed", CASES, ids=[f"{p}p-seed{s}" for p, s in CASES])
def test_cold_war_random_matches_with_first_sightings_keep_the_contract(players, seed):
    _loaded, state, _log = _play(players, {}, f"cold-war/{players}/{seed}")
    assert state.phase == "game_over" and state.winner is not None


@pytest.mark.parametrize("players", (2, 3, 4))
def test_cold_war_random_matches_with_deck_definitions_keep_the_contract(players):
    options = {"decks": decks(players, f"decks/{players}"), "hand_tracking": "private",
               "leader_defence_mode": "printed"}
    _loaded, state, log = _play(players, options, f"cold-war-decks/{players}")
    assert state.phase == "game_over"
    assert any(COLD_WAR.is_private(state, move) for move, _now in log)


HOUSE_RULES = {
    "house-3p": (3, {"triad_play_cost": "counts_as_two", "triad_symbol_mixing": True,
                     "group_partition": "from_right_end", "white_block_max": 1,
                     "placement_positions": "right_end_or_leader_side", "reaction_refill": "immediate",
                     "discard_ends_play": False, "reset_timing": "on_empty",
                     "allow_redeploy_plus_hand_brown": True, "fallen_deck_exhaustion": "stop",
                     "loaned_card_position": "recipient_choice", "loaned_card_removed_to": "lender",
                     "first_player": 2, "refill_mode": "exactly_3"}),
    "house-4p": (4, {"max_plays_per_turn": 3, "min_plays_per_turn": 1, "countries": ["US", "SU", "UK", "FR"],
                     "setup_arrangement": "free"}),
}


@pytest.mark.parametrize("name", sorted(HOUSE_RULES))
def test_cold_war_random_matches_under_house_rules_keep_the_contract(name):
    players, options = HOUSE_RULES[name]
    _loaded, state, _log = _play(players, options, f"cold-war/{name}")
    assert state.phase == "game_over"
