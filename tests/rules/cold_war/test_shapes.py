"""What Cold War publishes about itself: the score sheet and result shapes (totals are each seat's
total defence, docs/games/cold-war.md §2) and each move's check order, with the earlier-listed of two
refusing rules the one that answers."""
from __future__ import annotations

from rules.games.cold_war import COLD_WAR
from rules.games.cold_war.schemas import ColdWarResult, ColdWarScoreSheet
from tests.shapes import assert_fits, shape_errors

from .table import position

INFO = COLD_WAR.info
CARDS = "A-R6=260 A-U6=30 A-R1=90 B-W1=100 B-W2=150 B-U1=60"


def test_cold_war_publishes_its_score_sheet_and_result():
    assert INFO.scores_schema is ColdWarScoreSheet and INFO.result_schema is ColdWarResult
    for schema in (ColdWarScoreSheet, ColdWarResult):
        assert "total defence" in schema._declared_fields["totals"].metadata["description"].lower()


def test_cold_war_score_sheet_and_result_fit_what_is_published():
    """CW-06 (a): block 250, attack 260; B's Leader falls and A wins."""
    t = position(cards=CARDS, stacks={"A": "A-R1", "B": "B-W1 B-W2"})
    sheet = COLD_WAR.scores(t.state)
    assert sheet == {"totals": [90, 250], "rounds": [], "kill_thresholds": [91, 251],
                     "status": ["alive", "alive"]}
    assert_fits(sheet, ColdWarScoreSheet)
    t.attack("A", "B", "A-R6")
    t.react("B")
    result = COLD_WAR.outcome(t.state).to_json()
    assert result == {"winners": [0], "totals": [90, 0], "termination": "leader_defeated",
                      "ranking": [0, 1], "defeat_order": [1], "lent_cards": []}
    assert_fits(result, ColdWarResult)
    assert_fits(COLD_WAR.scores(t.state), ColdWarScoreSheet)


def test_cold_war_result_shape_refuses_what_it_does_not_declare():
    result = {"winners": [0], "totals": [90, 0], "termination": "leader_defeated", "ranking": [0, 1],
              "defeat_order": [1], "lent_cards": [{"card": "C-U2", "owner": 2, "holder": 1, "zone": "stack"}]}
    assert not shape_errors(result, ColdWarResult)
    assert shape_errors({**result, "termination": "adjudicated"}, ColdWarResult)
    assert shape_errors({**result, "winner": 0}, ColdWarResult)


def test_cold_war_every_move_rule_is_listed_under_a_move():
    """Every rule a move can answer; the others are setup's (a table that can never be played),
    the organiser's flags, and the service's own (stale screen, correction)."""
    listed = {rule for move in INFO.moves.values() for rule in move.checks}
    not_moves = {"COLDWAR-SETUP-COUNTRIES", "COLDWAR-SETUP-FIRST-PLAYER", "COLDWAR-DECK-COUNTRY",
                 "COLDWAR-DECK-TWICE", "COLDWAR-DECK-CARD-ID", "COLDWAR-EFFECT-DISPUTED",
                 "COLDWAR-DECK-OVERFLOW"}
    game_rules = {rule for rule in INFO.rules if rule.startswith("COLDWAR-")}
    assert {rule for rule in listed if rule.startswith("COLDWAR-")} == game_rules - not_moves


def answers_first(move: str, answered: str, other: str) -> None:
    checks = INFO.moves[move].checks
    assert checks.index(answered) < checks.index(other), checks


def test_cold_war_attack_at_yourself_with_a_blue_card_is_target_invalid():
    """Two rules refuse it: the target (listed first) answers before the card's colour."""
    t = position(cards=CARDS)
    error = t.refuse("A", "attack", target=0, cards=[{"ref": "A-U6"}])
    assert error.rule_id == "COLDWAR-TARGET-INVALID"
    answers_first("attack", "COLDWAR-TARGET-INVALID", "COLDWAR-ATTACK-BROWN-ONLY")


def test_cold_war_second_discard_of_the_leader_is_discard_leader():
    t = position(cards=CARDS)
    t.discard("A", "A-U6")
    error = t.refuse("A", "discard", card={"ref": "A-L"})
    assert error.rule_id == "COLDWAR-DISCARD-LEADER"
    answers_first("discard", "COLDWAR-DISCARD-LEADER", "COLDWAR-DISCARD-ONE")
