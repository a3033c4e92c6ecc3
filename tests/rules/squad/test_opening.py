"""SQ-T02 (docs/games/squad.md §6.8): the 2-player opening, turn by turn, and the rejections on its log.

Players [A, B], dealer B (A starts); trust mode, default options.
"""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules.games.squad import SQUAD

from .table import Table, position


def opening(until_turn: int) -> Table:
    """The SQ-T02 table at the start of turn `until_turn` (turns 1-7; 8 = after turn 7)."""
    table = Table.new(2, first_dealer=1)
    table.deal(A="3H 5C", B="4U 2D")
    turns = {
        1: lambda: (table.draw("A"), table.reinforce("A", 0, "2H")),
        2: lambda: (table.draw("B"), table.reinforce("B", 1, "1D")),
        3: lambda: (table.draw("A"), table.attack("A", 0, "B", 0), table.replace("B", 0, "6F")),
        4: lambda: (table.draw("B"), table.attack("B", 0, "A", 0), table.replace("A", 0, "4P")),
        5: lambda: (table.draw("A"), table.reinforce("A", 1, "1C")),
        6: lambda: (table.draw("B"), table.attack("B", 1, "A", 0), table.replace("B", 1, "3U")),
        7: lambda: (table.draw("A"), table.attack("A", 1, "B", 0), table.replace("A", 1, "2P"),
                    table.replace("B", 0, "5U")),
    }
    for turn in range(1, until_turn):
        turns[turn]()
    return table


# Turn -> (squads A, squads B, hands A/B, captured A, captured B, deck) after it, from the spec.
AFTER = {
    0: (["3H", "5C"], ["4U", "2D"], [2, 2], "", "", 28),
    1: (["3H 2H", "5C"], ["4U", "2D"], [2, 2], "", "", 27),
    2: (["3H 2H", "5C"], ["4U", "2D 1D"], [2, 2], "", "", 26),
    3: (["3H 2H", "5C"], ["6F", "2D 1D"], [3, 1], "4U", "", 25),
    4: (["4P", "5C"], ["6F", "2D 1D"], [2, 2], "4U", "3H 2H", 24),
    5: (["4P", "5C 1C"], ["6F", "2D 1D"], [2, 2], "4U", "3H 2H", 23),
    6: (["4P", "5C 1C"], ["6F", "3U"], [2, 2], "4U 2D 1D", "3H 2H", 22),
    7: (["4P", "2P"], ["5U", "3U"], [2, 1], "4U 2D 1D 6F", "3H 2H 5C 1C", 21),
}


@pytest.mark.parametrize("turn", sorted(AFTER))
def test_sq_t02_opening_turn_by_turn(turn):
    """SQ-T02: squads, hands, captured piles and the deck after every turn of the opening."""
    table = opening(turn + 1)
    squads_a, squads_b, hands, captured_a, captured_b, deck = AFTER[turn]
    assert table.squads("A") == squads_a and table.squads("B") == squads_b
    assert table.hands() == hands
    assert table.captured("A") == captured_a and table.captured("B") == captured_b
    assert table.state.deck_count == deck
    assert table.current == ("A" if turn % 2 == 0 else "B")


def test_sq_t02_after_turn_7_four_captured_each_nobody_out_b_next():
    """SQ-T02: after the tied battle of turn 7 both piles hold 4 cards; no eliminations; B next."""
    table = opening(8)
    assert [len(pile) for pile in table.state.captured] == [4, 4]
    assert table.state.eliminated == ()
    assert table.current == "B" and table.state.phase == "draw"
    assert table.state.battle.result == "tie"


def test_squad_draw_first_before_attacking():
    """SQ-T02 rejection: turn 1, A attacks before drawing."""
    table = opening(1)
    error = table.refuse("A", "attack", slot=0, target_player=1, target_slot=0)
    assert error.rule_id == "SQUAD-DRAW-FIRST"
    assert table.message(error) == "Draw a card first."


def test_squad_replace_pending_blocks_the_attackers_next_move():
    """SQ-T02 rejection: turn 3 after the battle, A discards while B still owes a replacement."""
    table = opening(3)
    table.draw("A")
    table.attack("A", 0, "B", 0)
    assert table.RULES.to_move(table.state) == frozenset({1})
    error = table.refuse("A", "discard", card="6C")
    assert error.rule_id == "SQUAD-REPLACE-PENDING"
    assert table.message(error) == "Waiting for B to replace their lost squad."


def test_squad_slot_occupied_when_replacing_into_the_other_spot():
    """SQ-T02 rejection: turn 3, B replaces into slot 1, which still holds [2D 1D]."""
    table = opening(3)
    table.draw("A")
    table.attack("A", 0, "B", 0)
    error = table.refuse("B", "replace", slot=1, card="6F")
    assert error.rule_id == "SQUAD-SLOT-OCCUPIED"
    assert table.message(error) == "That spot already has a squad."


def test_squad_attack_own_squad_is_refused():
    """SQ-T02 rejection: turn 4, B attacks its own slot 1."""
    table = opening(4)
    table.draw("B")
    error = table.refuse("B", "attack", slot=0, target_player=1, target_slot=1)
    assert error.rule_id == "SQUAD-ATTACK-OWN"
    assert table.message(error) == "Attack another player's squad, not your own."


def test_squad_sum_limit_and_suit_mismatch_on_reinforce():
    """SQ-T02 rejections: turn 5, 2C onto [5C] would make 7; 1H is not a Club."""
    table = opening(5)
    table.draw("A")
    error = table.refuse("A", "reinforce", slot=1, card="2C")
    assert error.rule_id == "SQUAD-SUM-LIMIT"
    assert table.message(error) == "That would make this squad 7; a squad must total less than 7."
    error = table.refuse("A", "reinforce", slot=1, card="1H")
    assert error.rule_id == "SQUAD-SUIT-MISMATCH"
    assert table.message(error) == "1H doesn't match this squad's suit (Clubs)."
    assert table.message(error, "it") == "1H non è del seme di questa squadra (Fiori)."


def test_squad_one_action_per_turn():
    """SQ-T02 rejection: turn 5 after the reinforce, A also attacks."""
    table = opening(5)
    table.draw("A")
    table.reinforce("A", 1, "1C")
    error = table.refuse("A", "attack", slot=0, target_player=1, target_slot=0)
    assert error.rule_id == "SQUAD-ONE-ACTION"
    assert table.message(error) == "You've already taken your action this turn."
    table.draw("B")  # once B is under way it is simply not A's turn
    assert table.refuse("A", "attack", slot=0, target_player=1, target_slot=0).rule_id == "CORE-NOT-YOUR-TURN"


def test_squad_replacing_with_a_captured_card_is_card_seen():
    """SQ-T02 rejection: turn 7, B replaces with 4U, which is in A's captured pile."""
    table = opening(7)
    table.draw("A")
    table.attack("A", 1, "B", 0)
    assert table.RULES.to_move(table.state) == frozenset({0, 1})  # both owe a replacement
    error = table.refuse("B", "replace", slot=0, card="4U")
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "4U is already known to be in A's captured pile; please check your entry."


def test_squad_losing_attack_is_accepted_and_previewed_with_its_warning():
    """SQ-T02 turn 6: B's [2D 1D] (3) attacks A's [4P] (4): the SQUAD-LOSING-ATTACK warning is shown
    in the preview beforehand, and the attack is accepted (SQ-8)."""
    table = opening(6)
    table.draw("B")
    preview = next(p for p in table.view("B")["attacks"]
                   if (p["slot"], p["target_player"], p["target_slot"]) == (1, 0, 0))
    assert preview == {"slot": 1, "target_player": 0, "target_slot": 0, "a": 3, "d": 4,
                       "result": "lose", "warning": "SQUAD-LOSING-ATTACK"}
    warning = table.RULES.info.rules["SQUAD-LOSING-ATTACK"].en.format(a=3, d=4)
    assert warning == "Your squad (3) is weaker than that squad (4) — attack anyway?"
    table.attack("B", 1, "A", 0)
    assert table.state.battle.result == "defender" and table.state.pending_replace == ((1, 1),)


def test_squad_not_pending_when_nobody_owes_a_replacement():
    table = opening(2)
    error = table.refuse("B", "replace", slot=0, card="6F")
    assert error.rule_id == "SQUAD-NOT-PENDING"
    assert table.message(error) == "You don't have a squad to replace."


def test_squad_already_drew_once_per_turn():
    table = opening(1)
    table.draw("A")
    error = table.refuse("A", "draw")
    assert error.rule_id == "SQUAD-ALREADY-DREW"
    assert table.message(error) == "You've already drawn this turn."


def test_squad_no_such_squad_and_bad_targets():
    table = opening(1)
    table.draw("A")
    # A spot is 0 or 1 at every table: the schema says so (422), before any rule is asked.
    with pytest.raises(ValidationError) as caught:
        table.move("A", "attack", slot=0, target_player=1, target_slot=5)
    assert caught.value.messages == {"payload": {"target_slot": [
        "Must be greater than or equal to 0 and less than or equal to 1."]}}
    assert table.refuse("A", "attack", slot=0, target_player=7, target_slot=0).rule_id == "CORE-BAD-PAYLOAD"
    assert table.refuse("B", "draw").rule_id == "CORE-NOT-YOUR-TURN"


def test_squad_published_check_order_no_squad_answers_before_attacking_oneself():
    """An attack from an empty spot on one's own squad breaks two rules; the earlier-listed one
    answers."""
    order = SQUAD.info.moves["attack"].checks
    assert order.index("SQUAD-NO-SUCH-SQUAD") < order.index("SQUAD-ATTACK-OWN")
    # No card to draw and none in hand: A acts at once, with spot 1 still empty (SQ-4).
    table = position(squads={"A": "4P | -", "B": "5U | 3U"}, hands={"A": 0, "B": 2}, deck=0)
    error = table.refuse("A", "attack", slot=1, target_player=0, target_slot=0)
    assert error.rule_id == "SQUAD-NO-SUCH-SQUAD"


def test_squad_deal_is_one_pair_per_seat_in_seat_order():
    table = Table.new(2, first_dealer=1)
    with pytest.raises(ValidationError) as caught:  # a pair of three cards: the schema's 422
        table.move("B", "deal", squads=[["3H", "5C", "6C"], ["4U", "2D"]])
    assert caught.value.messages == {"payload": {"squads": {0: ["Length must be 2."]}}}
    error = table.refuse("B", "deal", squads=[["3H", "5C"]])  # the table has two seats
    assert error.rule_id == "CORE-BAD-PAYLOAD"
    assert table.message(error) == ("Something is missing or malformed in this move: squads (one "
                                    "pair of cards for each of the 2 players, in seat order).")
    table.play("B", "deal", squads=[["3H", "5C"], ["4U", "2D"]])
    assert [[squad["cards"] for squad in p["squads"]] for p in SQUAD.view(table.state, None)["players"]] \
        == [[["3H"], ["5C"]], [["4U"], ["2D"]]]
