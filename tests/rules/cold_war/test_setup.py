"""CW-01 (docs/games/cold-war.md §7) and the setup rules of §1.2, §3.1: reveals until the stack holds 6,
Orange cards to the discard pile, the first hand, the first player; first sightings and deck
definitions as the only source of printed values."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation

from .table import Table, decks, position, refs

A_CARDS = ("A-U1=60 A-O3 A-R1=90 A-W1=100 A-U2=70 A-S1 A-U3=80 A-R2=120 A-U4=50 A-U5=40 A-U6=30 "
           "A-R3=20 A-R4=30 A-R5=40 A-R6=50 A-R7=60")
B_CARDS = "B-U1=10 B-U2=20 B-U3=30 B-U4=40 B-U5=50 B-R1=60"
REVEALS = ["A-U1", "A-O3", "A-R1", "A-W1", "A-U2", "A-S1", "A-U3", "A-R2"]


def table(**options) -> Table:
    return Table.new(2, decks=decks(A_CARDS + " " + B_CARDS), **options)


def test_cold_war_setup_reveals_build_the_stack_in_draw_order_and_oranges_go_to_the_discard():
    """CW-01: the stack, the discard pile, the draw pile count, the units and the total defence."""
    t = table()
    for card in REVEALS:
        t.reveal("A", card)
    assert t.stack("A") == ["A-U1", "A-R1", "A-W1", "A-U2", "A-U3", "A-R2"]
    assert t.pile("A") == ["A-O3", "A-S1"]
    assert t.p("A").draw_count == 16
    assert t.units("A") == [("single", 60), ("single", 90), ("single", 100), ("single", 70),
                            ("single", 80), ("single", 120)]
    assert t.total("A") == 520
    t.initial_draw("A")
    assert t.p("A").draw_count == 11 and t.p("A").hand_count == 5


def test_cold_war_setup_stack_size_refuses_a_seventh_card_and_a_hand_before_six():
    """CW-01: a 9th SETUP_REVEAL -> COLDWAR-SETUP-STACK-SIZE; so is INITIAL_DRAW before 6."""
    t = table()
    assert t.refuse("A", "initial_draw").rule_id == "COLDWAR-SETUP-STACK-SIZE"
    for card in REVEALS:
        t.reveal("A", card)
    error = t.refuse("A", "setup_reveal", card={"ref": "A-U4"})
    assert error.rule_id == "COLDWAR-SETUP-STACK-SIZE"
    assert t.message(error) == ("The Defence Stack is built to exactly 6 cards before you draw your "
                                "hand.")


def test_cold_war_setup_orange_cards_go_to_the_discard_pile():
    """CW-01: sending A-O3 to the stack -> COLDWAR-SETUP-ORANGE-TO-DISCARD (and a Blue to the
    discard pile too)."""
    t = table()
    error = t.refuse("A", "setup_reveal", card={"ref": "A-O3"}, to="stack")
    assert error.rule_id == "COLDWAR-SETUP-ORANGE-TO-DISCARD"
    assert t.refuse("A", "setup_reveal", card={"ref": "A-U1"}, to="discard").rule_id == \
        "COLDWAR-SETUP-ORANGE-TO-DISCARD"


def test_cold_war_setup_not_complete_until_every_player_has_six_cards_and_a_hand():
    """CW-01: a PLACE by P1 while P2 still has 5 stack cards -> COLDWAR-SETUP-NOT-COMPLETE."""
    t = table()
    for card in REVEALS:
        t.reveal("A", card)
    t.initial_draw("A")
    for card in ["B-U1", "B-U2", "B-U3", "B-U4", "B-U5"]:
        t.reveal("B", card)
    error = t.refuse("A", "place", card={"ref": "A-U4"})
    assert error.rule_id == "COLDWAR-SETUP-NOT-COMPLETE"
    assert t.message(error) == ("Play starts when every player has 6 Defence Stack cards and a "
                                "5-card hand.")
    assert t.RULES.to_move(t.state) == frozenset({1})
    t.reveal("B", "B-R1")
    t.initial_draw("B")
    assert t.state.phase == "play" and t.state.active == 0
    assert t.refuse("A", "setup_reveal", card={"ref": "A-U4"}).rule_id == "COLDWAR-WRONG-PHASE"


def test_cold_war_first_player_is_the_one_entered_at_setup():
    t = table(first_player=1)
    for card in REVEALS[:8]:
        t.reveal("A", card)
    t.initial_draw("A")
    for card in ["B-U1", "B-U2", "B-U3", "B-U4", "B-U5", "B-R1"]:
        t.reveal("B", card)
    t.initial_draw("B")
    assert t.state.active == 1


def test_cold_war_first_sighting_registers_the_card_with_an_assigned_id():
    """§3: {"new": …} registers a card; the service assigns "<country>-adhoc-<k>"."""
    t = Table.new(2)
    t.reveal("A", {"new": {"kind": "blue", "defence": 70}})
    t.reveal("A", {"new": {"kind": "orange", "icon": "shield"}})
    assert t.stack("A") == ["A-adhoc-1"] and t.pile("A") == ["A-adhoc-2"]
    assert t.state.cards["A-adhoc-1"].defence == 70 and t.state.cards["A-adhoc-1"].country == "A"
    # Each remembers the move that showed it, where a correction of its values would go.
    assert [(t.state.cards[c].seen_at, t.state.cards[c].seen_index)
            for c in ("A-adhoc-1", "A-adhoc-2")] == [(1, 0), (2, 0)]


def test_cold_war_unknown_card_needs_its_type_and_values():
    t = Table.new(2)
    error = t.refuse("A", "setup_reveal", card={"ref": "A-U9"})
    assert error.rule_id == "COLDWAR-UNKNOWN-CARD"
    assert t.message(error) == "That card isn't known yet; enter its type and printed values."


def test_cold_war_card_values_mismatch_when_entered_again_with_other_values():
    """§1.4: values entered a second time that differ are refused."""
    t = table()
    error = t.refuse("A", "setup_reveal", card={"ref": "A-U1", "new": {"kind": "blue", "defence": 65}})
    assert error.rule_id == "COLDWAR-CARD-VALUES-MISMATCH"
    t.reveal("A", {"ref": "A-U1", "new": {"kind": "blue", "defence": 60}})  # the same values: fine
    assert t.stack("A") == ["A-U1"]


def test_cold_war_not_your_card_in_setup():
    t = table()
    assert t.refuse("A", "setup_reveal", card={"ref": "B-U1"}).rule_id == "COLDWAR-NOT-YOUR-CARD"


def test_cold_war_a_card_already_on_the_table_cannot_be_revealed_again():
    t = table()
    t.reveal("A", "A-U1")
    error = t.refuse("A", "setup_reveal", card={"ref": "A-U1"})
    assert error.rule_id == "COLDWAR-CARD-NOT-IN-HAND"
    assert t.message(error) == "That card is not in your hand; the service has it in A's Defence Stack."


def test_cold_war_setup_arrangement_free_reorders_the_six_cards():
    """A13: option setup_arrangement = free."""
    t = table(setup_arrangement="free")
    for card in REVEALS:
        t.reveal("A", card)
    order = ["A-W1", "A-U1", "A-R1", "A-U2", "A-U3", "A-R2"]
    t.play("A", "setup_arrange", order=refs(*order))
    assert t.stack("A") == order
    assert t.refuse("A", "setup_arrange", order=refs(*order[:5])).rule_id == "CORE-BAD-PAYLOAD"


def test_cold_war_setup_arrangement_draw_order_by_default():
    t = table()
    for card in REVEALS:
        t.reveal("A", card)
    error = t.refuse("A", "setup_arrange", order=refs(*t.stack("A")))
    assert error.rule_id == "COLDWAR-WRONG-PHASE"


def test_cold_war_private_initial_draw_must_name_five_cards():
    """hand_tracking = private: the first hand is entered privately, 5 cards."""
    t = table(hand_tracking="private")
    for card in REVEALS:
        t.reveal("A", card)
    error = t.refuse("A", "initial_draw", cards=[{"ref": "A-U4"}])
    assert error.rule_id == "COLDWAR-DRAW-COUNT"
    assert t.message(error) == "You should draw exactly 5 card(s) to get back to 5."
    t.initial_draw("A", ["A-U4", "A-U5", "A-U6", "A-R3", "A-R4"])
    assert t.p("A").hand_known == ("A-U4", "A-U5", "A-U6", "A-R3", "A-R4")
    assert "A-U4" not in t.view("B")["cards"] and "A-U4" in t.view("A")["cards"]
    move = t.log[-1][0]
    assert t.RULES.is_private(t.state, move)
    assert t.RULES.redact(t.state, move, 1) == {"hidden": 5}


def test_cold_war_countries_must_match_the_players():
    with pytest.raises(RuleViolation) as error:
        Table.new(2, countries=["A"])
    assert error.value.rule_id == "COLDWAR-SETUP-COUNTRIES"


def test_cold_war_typed_cards_of_one_move_remember_their_place_in_its_payload():
    """§3.5: a correction of a typed card's values goes to the move that showed it, at the entry
    that typed it. A Triad of three typed Browns, one of them under the player's own id."""
    t = position(cards="B-U1=10", stacks={"B": "B-U1"})
    brown = {"kind": "brown", "attack": 30, "defence": 30, "triad_symbol": "nuclear"}
    t.triad("A", "B", {"new": brown}, {"ref": "A-N7", "new": brown}, {"new": brown})
    seen = {card_id: (card.seen_at, card.seen_index) for card_id, card in t.state.cards.items()
            if card.seen_at is not None}
    assert seen == {"A-adhoc-1": (1, 0), "A-N7": (1, None), "A-adhoc-2": (1, 1)}
    assert t.state.cards["B-U1"].seen_at is None  # deck-defined: nothing to find
