"""§4 rule texts (verbatim English, Italian for every one) and §8 options with their defaults."""
from __future__ import annotations

import json
from pathlib import Path

from rules.games.cold_war import COLD_WAR

# The spec's rule tables (id and phone message), copied verbatim into the repository.
SPEC_TEXTS = Path(__file__).parents[1] / "spec_texts" / "cold-war.json"
# Rules the service adds to the spec's list: the refusal of an early close of a timed reaction
# window (reaction_timeout_s, §3.3), and the flags that tell the organiser of a disputed effect
# (§5.6) and of more cards entered than a deck holds (§2's card-location invariant), and the
# refusals of a table that can never be played (§1.3).
SERVICE_RULES = {"COLDWAR-REACTION-TIME-LEFT", "COLDWAR-EFFECT-DISPUTED", "COLDWAR-DECK-OVERFLOW",
                 "COLDWAR-SETUP-COUNTRIES", "COLDWAR-SETUP-FIRST-PLAYER", "COLDWAR-DECK-COUNTRY",
                 "COLDWAR-DECK-TWICE", "COLDWAR-DECK-CARD-ID"}


def spec_rules() -> dict[str, str]:
    return json.loads(SPEC_TEXTS.read_text())


def test_cold_war_every_rule_reads_as_the_spec_writes_it():
    texts = spec_rules()
    assert len(texts) == 44
    rules = COLD_WAR.info.rules
    for rule_id, text in texts.items():
        assert rules[rule_id].en == text, rule_id
    assert {r for r in rules if r.startswith(("COLDWAR-", "COMMON-"))} == set(texts) | SERVICE_RULES


def test_cold_war_every_rule_has_an_italian_text():
    for rule_id, text in COLD_WAR.info.rules.items():
        assert text.it and (text.it != text.en or rule_id.startswith("CORE-")), rule_id


def test_cold_war_options_and_their_defaults():
    """§8, plus the setup facts of §1.3."""
    assert COLD_WAR.info.options_schema().load({}) == {
        "countries": None, "first_player": 0, "decks": [],
        "min_plays_per_turn": 0, "max_plays_per_turn": 2, "refill_mode": "up_to_5",
        "triad_play_cost": "whole_turn", "triad_symbol_mixing": False,
        "group_partition": "from_leader", "white_block_max": 2, "leader_defence_mode": "none",
        "placement_positions": "anywhere", "setup_arrangement": "draw_order",
        "shield_timing": "reaction_only", "reaction_refill": "at_own_turn", "discard_ends_play": True,
        "reset_timing": "on_draw", "allow_redeploy_plus_hand_brown": False,
        "fallen_deck_exhaustion": "reset_no_shuffle", "loaned_card_position": "right_end",
        "loaned_card_removed_to": "borrower_discard", "hand_tracking": "counts_only",
        "reaction_timeout_s": None, "entry_mode": "scribe"}


def test_cold_war_catalogue_entry():
    info = COLD_WAR.info
    assert info.slug == "cold-war" and (info.min_players, info.max_players) == (2, 4)
    for name, move_type in info.moves.items():
        assert move_type.name == name
        move_type.schema()
