"""Squad in hand-tracking mode (docs/games/README.md §0.4, §6.4-6.5): private hands and draws, cards not
held, collisions with another hand reported neutrally, and what other seats may read of it all."""
from __future__ import annotations

import pytest

from rules.base import Entrant
from rules.errors import NotAuthorized

from .table import Table
from .test_draft import drafted


def dealt(**options) -> Table:
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking", **options)
    table.deal(A="3H 5C", B="4U 2D")
    return table


def test_squad_hands_are_entered_privately_before_play():
    table = dealt()
    assert table.state.phase == "hands" and table.RULES.to_move(table.state) == frozenset({0, 1})
    with pytest.raises(NotAuthorized):  # a private move comes only from the seat's own phone
        table.play("A", "private_hand", cards=["2H", "1C"], by=Entrant(host=True))
    short = table.refuse("A", "private_hand", cards=["2H"])
    assert short.rule_id == "CORE-BAD-PAYLOAD"
    assert table.message(short) == ("Something is missing or malformed in this move: cards (all 2 "
                                    "cards of your hand, drafted ones included).")
    assert table.refuse("A", "private_hand", cards=["2H", "3H"]).rule_id == "CORE-CARD-SEEN"
    assert table.refuse("A", "draw").rule_id == "CORE-WRONG-PHASE"
    table.play("A", "private_hand", cards=["2H", "1C"])
    error = table.refuse("B", "private_hand", cards=["2H", "6F"])
    assert error.rule_id == "CORE-CARD-CONFLICT"
    assert table.message(error) == ("That card conflicts with another player's entry; please "
                                    "re-check what you typed.")
    assert table.refuse("A", "private_hand", cards=["6P", "1P"]).rule_id == "CORE-WRONG-PHASE"
    table.play("B", "private_hand", cards=["6F", "1D"])
    assert table.current == "A" and table.state.phase == "draw"


def test_squad_private_draw_then_only_cards_held_may_be_played():
    table = dealt()
    table.play("A", "private_hand", cards=["2H", "1C"])
    table.play("B", "private_hand", cards=["6F", "1D"])
    table.draw("A")
    assert table.state.phase == "draw_card" and table.state.deck_count == 27
    assert table.refuse("A", "reinforce", slot=0, card="2H").rule_id == "CORE-WRONG-PHASE"
    assert table.refuse("A", "private_draw", card="6F").rule_id == "CORE-CARD-CONFLICT"
    assert table.refuse("A", "private_draw", card="2H").rule_id == "CORE-CARD-SEEN"
    assert table.refuse("A", "private_draw", card="4U").rule_id == "CORE-CARD-SEEN"
    assert table.refuse("A", "draw").rule_id == "SQUAD-ALREADY-DREW"
    table.play("A", "private_draw", card="4P")
    assert table.state.hands[0] == ("2H", "1C", "4P")
    error = table.refuse("A", "reinforce", slot=0, card="1H")
    assert error.rule_id == "CORE-NOT-IN-HAND"
    assert table.message(error) == "1H is not in your hand (as you entered it)."
    table.reinforce("A", 0, "2H")
    assert table.state.hands[0] == ("1C", "4P") and table.hands() == [2, 2]


def test_squad_other_seats_never_see_a_tracked_card_until_it_is_played():
    table = dealt()
    table.play("A", "private_hand", cards=["2H", "1C"])
    table.play("B", "private_hand", cards=["6F", "1D"])
    table.draw("A")
    table.play("A", "private_draw", card="4P")
    table.reinforce("A", 0, "2H")
    rules = table.RULES
    assert table.view("A")["my_hand"] == ["1C", "4P"]
    assert table.view("B")["my_hand"] == ["6F", "1D"]
    for viewer in (None, 1):
        seen = str(rules.view(table.state, viewer))
        assert "1C" not in seen and "4P" not in seen
    hand_entry, draw_entry = table.log[1][0], table.log[4][0]
    assert rules.redact(table.state, hand_entry, 1) == {"cards": ["2H"], "hidden": 1}
    assert rules.redact(table.state, hand_entry, 0) == {"cards": ["2H", "1C"]}
    assert rules.redact(table.state, draw_entry, None) is None
    assert rules.is_private(table.state, draw_entry)


def test_squad_private_moves_are_refused_in_trust_mode():
    table = Table.new(2)
    table.deal(A="3H 5C", B="4U 2D")
    assert table.refuse("B", "private_hand", cards=["2H", "1C"]).rule_id == "CORE-WRONG-PHASE"
    table.draw("B")
    assert table.refuse("B", "private_draw", card="2H").rule_id == "CORE-WRONG-PHASE"


def test_squad_draft_hands_include_the_drafted_cards_and_skip_known_hands():
    """After a 3-player draft each hand is one drafted card plus one hidden card; the entry lists
    both. With 4 players every card in hand was drafted: nobody needs to enter anything."""
    table = drafted(info_mode="hand_tracking")
    for who, squads in (("A", "6F 3H"), ("B", "6U 1D"), ("C", "5H 4P")):
        table.play(who, "deploy", squads=squads.split())
    assert table.state.phase == "hands"
    assert table.refuse("A", "private_hand", cards=["1C", "1H"]).rule_id == "CORE-BAD-PAYLOAD"
    assert table.refuse("A", "private_hand", cards=["2U", "1H"]).rule_id == "CORE-CARD-SEEN"
    table.play("A", "private_hand", cards=["2C", "1H"])
    table.play("B", "private_hand", cards=["2U", "3C"])
    table.play("C", "private_hand", cards=["5D", "6C"])
    assert table.current == "B"
    assert table.RULES.redact(table.state, table.log[-1][0], 0) == {"cards": ["5D"], "hidden": 1}


def test_squad_four_player_draft_needs_no_hand_entries():
    rounds = [("A", "1U 2U 3U 4U", [("B", "1U"), ("C", "2U"), ("D", "3U")]),
              ("B", "1P 2P 3P 4P", [("C", "1P"), ("D", "2P"), ("A", "3P")]),
              ("C", "1H 2H 3H 4H", [("D", "1H"), ("A", "2H"), ("B", "3H")]),
              ("D", "1F 2F 3F 4F", [("A", "1F"), ("B", "2F"), ("C", "3F")])]
    table = drafted(4, rounds, info_mode="hand_tracking")
    for who, squads in (("A", "4U 3P"), ("B", "1U 4P"), ("C", "2U 4H"), ("D", "3U 4F")):
        table.play(who, "deploy", squads=squads.split())
    assert table.state.phase == "draw" and table.state.hands[0] == ("2H", "1F")


def test_squad_a_reinforce_typed_on_another_phone_does_not_tell_what_a_hand_holds():
    """§0.4 privacy: a card of a tracked hand is played from its own phone only. B's phone (scribe
    mode) and the host get one refusal whatever A holds; A's own phone hears the game's reasons.
    (A holds 2C and 6H; 2D and 4H are elsewhere.)"""
    table = dealt()
    table.play("A", "private_hand", cards=["2C", "6H"])
    table.play("B", "private_hand", cards=["6F", "1D"])
    table.draw("A")
    table.play("A", "private_draw", card="4P")
    for by in ("B", Entrant(host=True)):
        for move_type in ("reinforce", "discard", "redeploy"):
            slot = {} if move_type == "discard" else {"slot": 0}
            refusals = [table.refuse("A", move_type, by=by, card=card, **slot) for card in ("2C", "3D", "6H", "1H")]
            assert {(error.rule_id, error.details()["player"]) for error in refusals} == {("CORE-HAND-OWN-PHONE", 0)}
    for held, not_held, rule in (("2C", "3D", "SQUAD-SUIT-MISMATCH"), ("6H", "4H", "SQUAD-SUM-LIMIT")):
        assert [table.refuse("A", "reinforce", slot=0, card=card).rule_id for card in (held, not_held)] == [rule, rule]
    error = table.refuse("A", "reinforce", slot=0, card="1H")
    assert (error.rule_id, table.message(error)) == ("CORE-NOT-IN-HAND", "1H is not in your hand (as you entered it).")
