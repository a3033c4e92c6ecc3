"""The optional after-game audit (ecwem-six.md §4.3 ladder.audit, §4.4 retroactive check): a
player shows the cards left in hand, and a dealt card among them may prove an earlier pick-up
illegal (LADDER-ILLEGAL-COLLECT). Checked through the game's own check and apply; see the
README for why the referee does not pass it yet."""
from __future__ import annotations

from rules.games.ladder import LADDER

from .ladder_table import position


def finished():
    """A picks up a single 3 holding only a known 2 (seq 1); B goes out (seq 2)."""
    table = position(2, top="3H", known={"A": "2C"}, counts={"A": 5, "B": 1}, deck=3)
    table.collect("A", "1D")
    table.put("B", "2U")
    assert table.state.phase == "game_over" and table.state.winner == 1
    return table


def test_an_audit_revealing_a_dealt_card_that_beat_the_pile_flags_the_pick_up():
    table = finished()
    table.audit("A", "6U 5U 1C 2D 2C 3H")
    assert table.flags() == [{
        "id": 1, "rule": "LADDER-ILLEGAL-COLLECT", "seat": 0, "at_seq": 1, "evidence_seq": 3,
        "status": "open",
        "details": {"player": 0, "seq": 1, "cards": ["5U", "6U"], "top": [3, 1],
                    "revealed": ["5U", "6U"]}}]
    view = LADDER.view(table.state, None)
    assert view["audited"] == [0]
    assert {entry["card"] for entry in view["audits"]} == {"6U", "5U", "1C", "2D"}
    move = table.log[-1][0]
    assert LADDER.redact(table.state, move, 1) == move.payload  # the table sees the hand shown


def test_an_honest_audit_raises_nothing():
    table = finished()
    table.audit("A", "1C 2D 1U 2P")
    assert table.flags() == []


def test_the_audit_comes_after_the_game_once_from_a_player_still_holding_cards():
    table = position(2, top="3H", deck=3)
    assert table.message(table.refuse_audit("A", "1C")) == \
        "That move isn't possible right now: hands are shown after the game ends."
    table = finished()
    assert table.message(table.refuse_audit("B", "1C")) == \
        "That move isn't possible right now: B went out and has no cards left to show."
    table.audit("A", "1C")
    assert table.message(table.refuse_audit("A", "2D")) == \
        "That move isn't possible right now: you have already shown your hand."


def test_the_audit_names_only_cards_the_player_may_hold():
    table = finished()
    assert table.refuse_audit("A", "2U").rule_id == "CORE-CARD-SEEN"          # on the pile
    assert table.refuse_audit("A", "1C 2D 1U 2P 6U").rule_id == "LADDER-DEALT-CARDS-LEFT"
    assert table.refuse_audit("A", "1C 1C").rule_id == "CORE-DUPLICATE-CARD"
    assert table.refuse_audit("A", "1C 2D 1U 2P 6U 2C 3H").rule_id == "LADDER-HAND-COUNT"
