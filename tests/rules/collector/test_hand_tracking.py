"""Collector in hand-tracking mode (docs/games/README.md §0.4, §5.3-5.4, golden test CO-T04): hands and
deck draws typed in privately, every discard and lay-down checked against the hand, and nothing of
a hand shown to anyone else."""
from __future__ import annotations

import pytest

from rules.base import Entrant
from rules.games.collector import COLLECTOR
from rules.games.collector.view import redact

from .table import Table

A_HAND = "1U 2P 3H 4F 5D 2C"


def _tracking(**options) -> Table:
    """Two players tracking hands, dealer B (A starts); B turned up 6U."""
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking", **options)
    table.start("6U")
    return table


def test_co_t04_a_tracked_hand_lays_down_a_spectrum():
    """CO-T04: A's hand, two deck cards 6C and 1H, then a tier-1 lay-down with 2C and 1H discarded."""
    table = _tracking()
    table.hand("A", A_HAND)
    table.draw("A", 0)
    assert table.view("A")["phase"] == "private_draw"
    table.drew("A", "6C 1H")
    assert sorted(table.view("A")["my_hand"]) == sorted("1U 2P 3H 4F 5D 2C 6C 1H".split())
    table.end("A", "2C 1H", lay_down="1U 2P 3H 4F 5D 6C")
    laid = table.view()["laid_down"][0]
    assert (laid["tier"], laid["kind"]) == (1, "spectrum")
    assert table.view("A")["my_hand"] == []


def test_co_t04_a_card_not_in_the_entered_hand_cannot_be_discarded():
    """CO-T04: discarding 3C instead of 1H → CORE-NOT-IN-HAND."""
    table = _tracking()
    table.hand("A", A_HAND)
    table.draw("A", 0)
    table.drew("A", "6C 1H")
    error = table.refuse("A", "end_turn", lay_down="1U 2P 3H 4F 5D 6C".split(), discards=["2C", "3C"])
    assert (error.rule_id, table.message(error)) == ("CORE-NOT-IN-HAND", "3C is not in your hand (as you entered it).")
    # Even a card the table knows elsewhere is first "not in your hand" (hand-tracking speaks first).
    assert table.refuse("A", "end_turn", discards=["6U", "2C"]).rule_id == "CORE-NOT-IN-HAND"


def test_a_hand_comes_before_the_first_draw():
    table = _tracking()
    error = table.refuse("A", "draw", from_discard=0)
    assert error.rule_id == "CORE-WRONG-PHASE"
    assert table.message(error) == ("That move isn't possible right now: A first enters the 6 cards "
                                    "dealt to them.")
    assert COLLECTOR.to_move(table.state) == frozenset({0, 1})  # both hands are still to come


@pytest.mark.parametrize("cards, rule", [
    ("1U 2P 3H 4F 5D", "CORE-BAD-PAYLOAD"),
    ("1U 2P 3H 4F 5D 5D", "CORE-DUPLICATE-CARD"),
    ("1U 2P 3H 4F 5D 6U", "CORE-CARD-SEEN"),
    ("1U 2P 3H 4F 5D 9Z", "CORE-BAD-CARD"),
])
def test_a_hand_is_six_cards_nobody_has_seen(cards, rule):
    table = _tracking()
    assert table.refuse("A", "private_hand", cards=cards.split()).rule_id == rule


def test_a_hand_is_entered_once_and_only_when_tracking():
    table = _tracking()
    table.hand("A", A_HAND)
    error = table.refuse("A", "private_hand", cards="1H 2H 3H 4H 5H 6H".split())
    assert table.message(error) == "That move isn't possible right now: your hand is already in."
    trust = Table.new(2, first_dealer=1)
    error = trust.refuse("A", "private_hand", cards=A_HAND.split())
    assert error.rule_id == "CORE-WRONG-PHASE" and "trust mode" in trust.message(error)
    assert trust.refuse("A", "private_draw", cards=["1U"]).rule_id == "CORE-WRONG-PHASE"


def test_a_card_in_another_hand_is_a_neutral_conflict():
    """§0.4: the message never says whose hand the card is in."""
    table = _tracking()
    table.hand("A", A_HAND)
    error = table.refuse("B", "private_hand", cards="1U 1P 1H 1F 1D 1C".split())
    assert error.rule_id == "CORE-CARD-CONFLICT"
    assert table.message(error) == ("That card conflicts with another player's entry; please "
                                    "re-check what you typed.")
    assert "1U" not in table.message(error)
    table.hand("B", "1P 1H 1F 1D 1C 6H")
    table.draw("A", 0)
    assert table.refuse("A", "private_draw", cards=["6H", "6D"]).rule_id == "CORE-CARD-CONFLICT"
    error = table.refuse("A", "private_draw", cards=["2C", "6D"])
    assert table.message(error) == "2C is already known to be in your hand; please check your entry."
    assert table.refuse("A", "private_draw", cards=["6D"]).rule_id == "CORE-BAD-PAYLOAD"
    assert table.refuse("A", "private_draw", cards=["6U", "6D"]).rule_id == "CORE-CARD-SEEN"


def test_a_private_move_comes_from_its_own_phone_only():
    table = _tracking()
    assert table.refuse("A", "private_hand", by="B", cards=A_HAND.split()).rule_id == "CORE-NOT-AUTHORIZED"
    host = Entrant(host=True)
    assert table.refuse("A", "private_hand", by=host, cards=A_HAND.split()).rule_id == "CORE-NOT-AUTHORIZED"


def test_the_drawn_cards_come_before_the_end_of_the_turn():
    table = _tracking()
    table.hand("A", A_HAND)
    table.draw("A", 1)  # 6U from the pile, one card from the deck
    error = table.refuse("A", "end_turn", discards=["6U", "1U"])
    assert table.message(error) == ("That move isn't possible right now: A enters the cards they "
                                    "drew from the deck.")
    assert table.refuse("A", "private_draw", cards=["6C", "1H"]).rule_id == "CORE-BAD-PAYLOAD"
    table.drew("A", "6C")
    table.end("A", "6U 1U")
    assert table.view()["discard"] == ["6U", "1U"]


def test_two_discards_taken_need_no_private_draw():
    table = _tracking()
    table.hand("A", A_HAND)
    table.hand("B", "1F 2F 3F 5F 6F 6H")
    table.draw("A", 0)
    table.drew("A", "6C 6D")
    table.end("A", "1U 2P")
    table.draw("B", 2)  # 2P, then 1U
    assert table.view("B")["phase"] == "end_turn"
    assert sorted(table.view("B")["my_hand"]) == sorted("1F 2F 3F 5F 6F 6H 2P 1U".split())
    table.end("B", "2P 6H")


def test_nobody_else_sees_a_tracked_hand():
    """The view and the log show another seat how many cards, never which."""
    table = _tracking()
    table.hand("A", A_HAND)
    table.draw("A", 0)
    table.drew("A", "6C 1H")
    for viewer in (None, 1):
        view = table.view(None if viewer is None else "B")
        assert view["my_hand"] is None and view["hand_counts"] == [8, 6]
        shown = str(view) + str([redact(table.state, move, viewer) for move, _now in table.log])
        assert not [card for card in A_HAND.split() + ["6C", "1H"] if card in shown]
    hand_move, draw_move = table.log[1][0], table.log[3][0]
    assert redact(table.state, hand_move, 1) == {"count": 6}
    assert redact(table.state, draw_move, None) == {"count": 2}
    assert redact(table.state, hand_move, 0) == hand_move.payload
    # Once discarded, a card is public like any discard.
    table.end("A", "2C 1H")
    assert table.view("B")["discard"] == ["6U", "2C", "1H"]


@pytest.mark.parametrize("by", ["A", "B", Entrant(host=True)], ids=["holder", "dealer", "host"])
def test_a_first_discard_an_entered_hand_lists_is_turned_up_and_only_that_hand_is_told(by):
    """The first discard is on the pile for all to see: any phone may enter it (scribe mode), so
    it is taken whatever the hands hold, the dealer's own included (a refusal would tell whoever
    tried it that some hand holds it). Only the hand that lists it is told, on its own phone."""
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking")
    table.hand("A", A_HAND)  # 1U 2P 3H 4F 5D 2C
    table.play("B", "start", by=by, discard_top="2C")
    assert table.view("A")["my_hand_conflicts"] == [{"card": "2C", "where": "discard"}]
    assert table.view("B")["my_hand_conflicts"] is None  # B's hand is not in yet
    assert table.view()["my_hand_conflicts"] is None
    table.hand("B", "1F 2F 3F 5F 6F 6H")
    assert table.view("B")["my_hand_conflicts"] == []


def test_the_dealers_own_hand_is_not_asked_either():
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking")
    table.hand("B", "1F 2F 3F 5F 6F 6H")
    table.play("B", "start", by="A", discard_top="6H")
    assert table.view("B")["my_hand_conflicts"] == [{"card": "6H", "where": "discard"}]
    assert table.view("A")["my_hand_conflicts"] is None


def _two_of_clubs_turned_up() -> Table:
    """B deals and turns up 2C, which A's entry wrongly lists; A draws two deck cards."""
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking")
    table.hand("A", A_HAND)
    table.hand("B", "1F 2F 3F 5F 6F 6H")
    table.start("2C")
    table.draw("A", 0)
    table.drew("A", "6C 1H")
    return table


def test_a_hand_card_the_table_has_seen_elsewhere_cannot_be_discarded_and_the_rest_can():
    table = _two_of_clubs_turned_up()
    error = table.refuse("A", "end_turn", discards=["2C", "1H"])
    assert error.rule_id == "CORE-CARD-SEEN"
    assert table.message(error) == "2C is already known to be on the discard pile; please check your entry."
    error = table.refuse("A", "end_turn", discards=["6C", "1H"], lay_down="1U 2P 3H 4F 5D 2C".split())
    assert error.rule_id == "CORE-CARD-SEEN"
    table.end("A", "6C 1H")
    assert table.view("A")["my_hand_conflicts"] == [{"card": "2C", "where": "discard"}]


def test_correcting_the_hand_clears_its_conflict_and_the_log_still_holds():
    table = _two_of_clubs_turned_up()
    table.end("A", "6C 1H")
    state = table.correct(1, cards="1U 2P 3H 4F 5D 3C".split())  # 3C was dealt, not 2C
    assert COLLECTOR.view(state, 0)["my_hand_conflicts"] == []
    assert sorted(COLLECTOR.view(state, 0)["my_hand"]) == sorted("1U 2P 3H 4F 5D 3C".split())


def test_a_w_beyond_the_six_is_a_conflict_of_the_hand_that_holds_it():
    """With the six W in the deck, a hand that entered all six conflicts with a W turned up."""
    table = Table.new(2, first_dealer=1, info_mode="hand_tracking", wild_cards="substitute")
    table.hand("A", "W W W W W W")
    table.start("W")
    assert table.view("A")["my_hand_conflicts"] == [{"card": "W", "where": "discard"}]
    table.draw("A", 0)
    table.drew("A", "6C 1H")
    assert table.refuse("A", "end_turn", discards=["W", "W"], lay_down="W W W W 6C 1H".split()
                        ).rule_id == "CORE-CARD-SEEN"
    table.end("A", "W 1H")
