"""The optional after-game audit (docs/games/ladder.md §4.3 ladder.audit, §4.4 retroactive check): a
player shows the cards left in hand, and a dealt card among them may prove an earlier pick-up
illegal (LADDER-ILLEGAL-COLLECT). Ladder lists `audit` in `GameInfo.after_game_moves`, so these
moves go through `referee.play` like every other Ladder test's, once the game has its result;
any other move then is still refused with CORE-GAME-OVER."""
from __future__ import annotations

import pytest

from rules import referee
from rules.games.ladder import LADDER

from .table import Table, position


def finished():
    """A picks up a single 3 holding only a known 2 (seq 1); B goes out (seq 2)."""
    table = position(2, top="3H", known={"A": "2C"}, counts={"A": 5, "B": 1}, deck=3)
    table.collect("A", "1D")
    table.put("B", "2U")
    assert table.state.phase == "game_over" and table.state.winner == 1
    return table


def played_out():
    """A whole 2-player game from the deal, A dealing: B plays three 2s, A (no known cards) picks
    them up at seq 3, B goes out with four 3s at seq 4. A still holds 11 cards, 4 of them known."""
    table = Table.new(2)
    table.start("1H")
    table.put("B", "2C 2D 2H")
    table.collect("A", "1D")
    table.put("B", "3C 3D 3H 3P")
    assert LADDER.outcome(table.state).winners == (1,)
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


def test_the_referee_takes_the_audit_after_a_whole_game_and_the_result_stands():
    table = played_out()
    result = LADDER.outcome(table.state)
    table.audit("A", "1H 2C 2D 2H 4C 4D 4H 5C 5D 6C 6D")
    assert LADDER.outcome(table.state) == result
    assert LADDER.to_move(table.state) == frozenset()
    [flag] = table.flags()
    assert (flag["at_seq"], flag["evidence_seq"], flag["details"]["cards"]) == (3, 5, ["4C", "4D", "4H"])
    assert table.message(LADDER.flag_violation(flag)) == \
        "A picked up the pile at move 3 while holding 4C, 4D, 4H, which beat it."
    # The log, audit included, folds back to the same state.
    replayed = referee.fold(LADDER, 2, table.options, table.log)
    assert LADDER.dump(replayed) == LADDER.dump(table.state)


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
    error = table.refuse_audit("A", "2D")
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == \
        "That move isn't possible right now: you have already shown your hand."


def test_only_the_players_own_phone_shows_their_hand():
    """§4.3: the audit's actor is `self`, whatever the entry mode (scribe by default)."""
    table = finished()
    error = table.refuse_audit("A", "1C", by="B")
    assert error.rule_id == "CORE-NOT-AUTHORIZED"
    assert table.message(error) == "Only A can enter that from their own phone."


@pytest.mark.parametrize("who, type_, payload", [
    ("A", "play", {"cards": ["1C"]}),
    ("A", "collect", {"flip": "1C"}),
    ("A", "start", {"flip": "1C"}),
    ("A", "private_hand", {"cards": ["1C", "1P", "1U", "2D", "2P", "3C", "3D"]}),
    ("B", "play", {"cards": ["1C"]}),
])
def test_every_other_move_after_the_game_is_refused_with_core_game_over(who, type_, payload):
    """LD-T04: once a player has gone out, any further event is CORE-GAME-OVER; only the audit
    is taken, and it does not reopen the game."""
    table = finished()
    assert table.refuse(who, type_, **payload).rule_id == "CORE-GAME-OVER"
    table.audit("A", "1C")
    error = table.refuse(who, type_, **payload)
    assert error.rule_id == "CORE-GAME-OVER"
    assert table.message(error) == "This game has already ended."


def test_the_audit_names_only_cards_the_player_may_hold():
    table = finished()
    assert table.refuse_audit("A", "2U").rule_id == "CORE-CARD-SEEN"          # on the pile
    assert table.refuse_audit("A", "1C 2D 1U 2P 6U").rule_id == "LADDER-DEALT-CARDS-LEFT"
    assert table.refuse_audit("A", "1C 1C").rule_id == "CORE-DUPLICATE-CARD"
    assert table.refuse_audit("A", "1C 2D 1U 2P 6U 2C 3H").rule_id == "LADDER-HAND-COUNT"
