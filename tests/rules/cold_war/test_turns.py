"""CW-09..CW-11, CW-13..CW-16 (docs/games/cold-war.md §7): Nuclear Triad / Blitzkrieg and Shields (§5.4,
§5.5), Orange Specials (§5.6), hand accounting and the turn (§5.7, §5.8), and the illegal moves."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules.games.cold_war import COLD_WAR

from .table import position, refs

P2_STACK = "B-W1 B-W2 B-U1 B-U2 B-U3 B-R1"
CARDS = ("B-W1=100 B-W2=150 B-U1=60 B-U2=70 B-U3=80 B-R1=90 B-U4=40 B-R5=30 B-S1 B-S2 "
         "A-N1=100 A-N2=110 A-N3=120 A-U6=50 A-W2=90 A-R1=60 A-R4=80 A-O2 A-S1")


def cw09(**kw):
    return position(cards=CARDS, stacks={"B": P2_STACK}, **kw)


def test_cold_war_triad_removes_the_whole_stack_but_never_the_leader():
    """CW-09: Triad, not defended: P2's stack to its discard right-most first; P2 alive;
    plays_used = limit; a PLACE then -> PLAY-LIMIT; discard and draw 4; later, any Brown wins."""
    t = cw09()
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    assert t.state.phase == "reaction"
    t.react("B")
    assert t.stack("B") == [] and t.p("B").status == "alive"
    assert t.pile("B") == ["B-R1", "B-U3", "B-U2", "B-U1", "B-W2", "B-W1"]
    assert t.pile("A") == ["A-N1", "A-N2", "A-N3"]
    assert t.p("A").hand_count == 2 and t.state.plays_used == t.state.max_plays
    assert t.refuse("A", "place", card={"ref": "A-U6"}).rule_id == "COLDWAR-PLAY-LIMIT"
    t.discard("A", "A-W2")
    assert t.p("A").hand_count == 1
    t.draw("A")
    assert t.p("A").hand_count == 5 and t.p("A").draw_count == 6
    # On a later turn a single Brown of any value against the still empty stack defeats P2.
    t.discard("B", {"new": {"kind": "blue", "defence": 1}})
    t.draw("B")
    t.attack("A", "B", "A-R1")
    t.no_shields("B")
    assert t.p("B").status == "out" and t.state.phase == "game_over" and t.state.winner == 0


def test_cold_war_triad_against_an_empty_stack_does_not_defeat_the_leader():
    """CW-06 (e)."""
    t = position(cards=CARDS, stacks={"B": ""})
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    t.no_shields("B")
    assert t.p("B").status == "alive" and t.state.phase == "play"


def test_cold_war_triad_is_cancelled_only_by_both_shields():
    """CW-10: one Shield -> SHIELD-BOTH; P3 -> SHIELD-NOT-TARGET; both Shields
    cancel it: stack unchanged, Shields to P2's discard, P2's hand 5 -> 3 with no draw now."""
    t = position(3, cards=CARDS, stacks={"B": P2_STACK, "C": ""})
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    error = t.refuse("B", "react", shields=[{"ref": "B-S1"}])
    assert error.rule_id == "COLDWAR-SHIELD-BOTH"
    assert t.message(error) == ("A Nuclear Triad/Blitzkrieg can only be stopped by playing both "
                                "Shield cards together.")
    error = t.refuse("C", "react", shields=[])
    assert error.rule_id == "COLDWAR-SHIELD-NOT-TARGET"
    assert t.message(error) == "Only the player being attacked can respond."
    t.react("B", "B-S1", "B-S2")
    assert t.stack("B") == P2_STACK.split()
    assert t.pile("B") == ["B-S1", "B-S2"] and t.pile("A") == ["A-N1", "A-N2", "A-N3"]
    assert t.p("B").hand_count == 3
    t.discard("A", "A-W2")
    t.draw("A")
    # CW-10 / CW-15 (c): P2's next turn: place, discard, draw 4.
    t.place("B", "B-U4")
    assert t.p("B").hand_count == 2
    t.discard("B", "B-R5")
    assert t.p("B").hand_count == 1
    t.draw("B")
    assert t.p("B").hand_count == 5


def test_cold_war_illegal_triads():
    """CW-11: TRIAD after a PLACE -> TRIAD-ALONE; a Brown without the symbol -> TRIAD-CARDS;
    ATTACK with three cards -> ATTACK-MAX-TWO."""
    t = cw09()
    error = t.refuse("A", "triad", target=1, cards=[{"ref": "A-N1"}, {"ref": "A-N2"}, {"ref": "A-R1"}])
    assert error.rule_id == "COLDWAR-TRIAD-CARDS"
    error = t.refuse("A", "attack", target=1, cards=[{"ref": c} for c in ("A-N1", "A-N2", "A-N3")])
    assert error.rule_id == "COLDWAR-ATTACK-MAX-TWO"
    assert "Nuclear Triad/Blitzkrieg" in t.message(error)
    t.place("A", "A-U6")
    error = t.refuse("A", "triad", target=1, cards=[{"ref": c} for c in ("A-N1", "A-N2", "A-N3")])
    assert error.rule_id == "COLDWAR-TRIAD-ALONE"


def test_cold_war_triad_symbol_mixing_and_play_cost_options():
    """A4, A5: triad_symbol_mixing lets Nuclear and Bolt mix; counts_as_one leaves a play."""
    cards = CARDS + " A-B1=50"
    t = position(cards=cards, stacks={"B": P2_STACK})
    error = t.refuse("A", "triad", target=1, cards=[{"ref": c} for c in ("A-N1", "A-N2", "A-B1")])
    assert error.rule_id == "COLDWAR-TRIAD-CARDS"
    t = position(cards=cards, stacks={"B": P2_STACK}, triad_symbol_mixing=True,
                 triad_play_cost="counts_as_one")
    t.place("A", "A-U6")
    t.triad("A", "B", "A-N1", "A-N2", "A-B1")
    t.react("B")
    assert t.state.plays_used == 2 and t.stack("B") == []


SHIELDS = {"B_S1": {"effect": {"type": "shield", "vs_normal_attack": "cancel", "text": "Cancel"}},
           "B_S2": {"effect": {"type": "shield", "vs_normal_attack": "absorb", "absorb": 100,
                               "text": "Absorb 100"}}}


def test_cold_war_shield_cancel_stops_a_brown_attack():
    """§5.5 vs_normal_attack = cancel."""
    t = position(cards=CARDS, stacks={"B": P2_STACK}, special=SHIELDS)
    t.attack("A", "B", "A-N3")
    t.react("B", "B-S1")
    assert t.stack("B") == P2_STACK.split() and t.pile("B") == ["B-S1"]
    assert t.state.last["cancelled"]


def test_cold_war_shield_absorb_reduces_the_attack():
    """§5.5 vs_normal_attack = absorb: 110 - 100 = 10 < 90, nothing removed."""
    t = position(cards=CARDS, stacks={"B": P2_STACK}, special=SHIELDS)
    t.attack("A", "B", "A-N2")
    t.react("B", "B-S2")
    assert t.stack("B") == P2_STACK.split() and t.state.last["absorbed"] == 100


def test_cold_war_shield_never_is_not_applicable_to_normal_attacks():
    never = {"B_S1": {"effect": {"type": "shield", "vs_normal_attack": "never", "text": "Triad only"}}}
    t = position(cards=CARDS, stacks={"B": P2_STACK}, special=never)
    t.attack("A", "B", "A-N2")
    error = t.refuse("B", "react", shields=[{"ref": "B-S1"}])
    assert error.rule_id == "COLDWAR-SHIELD-NOT-APPLICABLE"
    assert t.message(error) == "Your Shield card's text doesn't allow it against this kind of attack."


def test_cold_war_no_reaction_window_when_no_shield_can_be_used():
    """§5.5: both Shields known to be in the discard pile: the attack resolves at once."""
    t = position(cards=CARDS, stacks={"B": P2_STACK}, discards={"B": "B-S1 B-S2"})
    t.attack("A", "B", "A-N3")
    assert t.state.phase == "play" and t.stack("B") == P2_STACK.split()[:-1]
    error = t.refuse("B", "react", shields=[])
    assert error.rule_id == "COLDWAR-SHIELD-NO-WINDOW"
    assert t.message(error) == "There is no attack to respond to right now."


def test_cold_war_manual_shield_effect_is_stated_and_confirmed_by_the_attacker():
    """§5.5 manual: the defender states the effect; the attacker confirms (or disputes)."""
    t = cw09()
    t.attack("A", "B", "A-N3")
    assert t.refuse("B", "react", shields=[{"ref": "B-S1"}]).rule_id == "CORE-BAD-PAYLOAD"
    t.react("B", "B-S1", effect={"type": "reduce", "amount": 50})
    assert t.state.phase == "confirm" and t.RULES.to_move(t.state) == frozenset({0})
    error = t.refuse("A", "place", card={"ref": "A-U6"})
    assert error.rule_id == "COLDWAR-AWAITING-REACTION"
    assert t.message(error) == "Waiting for B to respond to your attack."
    assert t.refuse("B", "confirm_effect").rule_id == "COLDWAR-NOT-YOUR-TURN"
    # The confirmation is A's, and so is the turn: B's own play is not B's to make either.
    error = t.refuse("B", "place", card={"ref": "B-U4"})
    assert (error.rule_id, error.details()) == ("COLDWAR-NOT-YOUR-TURN", {})
    t.play("A", "confirm_effect")
    assert t.stack("B") == P2_STACK.split()  # 120 - 50 = 70 < 90
    t2 = cw09()
    t2.attack("A", "B", "A-N3")
    t2.react("B", "B-S1", effect={"type": "cancel"})
    t2.play("A", "dispute_effect")
    assert t2.stack("B") == P2_STACK.split()[:-1] and len(t2.state.disputes) == 1


def test_cold_war_shield_cannot_be_played_in_own_turn():
    """CW-16: SPECIAL {card A-S1} in own turn -> SHIELD-IS-REACTION."""
    t = cw09()
    error = t.refuse("A", "special", card={"ref": "A-S1"}, target=1)
    assert error.rule_id == "COLDWAR-SHIELD-IS-REACTION"
    assert t.message(error) == "Shield cards are played only in defence, in response to an attack."


def test_cold_war_a_reaction_card_must_be_your_shield():
    t = cw09()
    t.attack("A", "B", "A-N3")
    assert t.refuse("B", "react", shields=[{"ref": "B-U4"}]).rule_id == "COLDWAR-SHIELD-NOT-SHIELD"
    assert t.refuse("B", "react", shields=[{"ref": "A-S1"}]).rule_id == "COLDWAR-NOT-YOUR-CARD"


REMOVE_WHITE = {"A_O1": {"effect": {"type": "remove_from_stack", "text": "Remove one White Assistant "
                                    "Leader from an opponent's Defence Stack",
                                    "selector": {"kinds": ["white"], "count": 1, "position": "any"}}}}
CW13 = "B-W1=100 B-U1=60 B-U2=70 B-R1=90 B-U3=80 B-W2=150 A-O1 A-R4=80"


def test_cold_war_remove_special_then_a_brown_attack_in_the_same_turn():
    """CW-13: a wrong selection -> SPECIAL-SELECTION; removing B-W1, then an 80 attack."""
    t = position(cards=CW13, stacks={"B": "B-W1 B-U1 B-U2 B-R1 B-U3"}, special=REMOVE_WHITE)
    assert t.units("B") == [("leader_block", 100), ("single", 60), ("single", 70), ("single", 90),
                            ("single", 80)]
    error = t.refuse("A", "special", card={"ref": "A-O1"}, target=1, select=refs("B-U1"))
    assert error.rule_id == "COLDWAR-SPECIAL-SELECTION"
    assert t.message(error) == ("Those cards don't match what this Special allows: Remove one White "
                                "Assistant Leader from an opponent's Defence Stack.")
    t.special("A", "A-O1", "B", select=refs("B-W1"))
    t.react("B")
    assert t.stack("B") == ["B-U1", "B-U2", "B-R1", "B-U3"]
    assert t.pile("B") == ["B-W1"] and t.pile("A") == ["A-O1"] and t.state.plays_used == 1
    t.attack("A", "B", "A-R4")
    t.react("B")
    assert t.stack("B") == ["B-U1", "B-U2", "B-R1"] and t.state.plays_used == 2


def test_cold_war_stack_regroups_after_a_discard_from_the_stack():
    """CW-13 side case: discarding B-R1 from the stack joins the Blue cards into a group."""
    t = position(cards=CW13, stacks={"B": "B-W2 B-U1 B-U2 B-R1 B-U3"}, to_move="B")
    t.discard("B", "B-R1", source="stack")
    assert t.stack("B") == ["B-W2", "B-U1", "B-U2", "B-U3"]
    assert t.units("B") == [("leader_block", 150), ("group3", 210)]


def test_cold_war_manual_special_is_applied_only_when_the_target_confirms():
    """§5.6: a Special without a selector: the target confirms the stated removals."""
    t = position(cards=CW13 + " B-S1 B-S2", stacks={"B": "B-W1 B-U1 B-U2 B-R1 B-U3"},
                 discards={"B": "B-S1 B-S2"},
                 special={"A_O1": {"effect": {"type": "remove_from_stack", "text": "Remove a card"}}})
    t.special("A", "A-O1", "B", manual={"remove": refs("B-U2"), "text": "remove B-U2"})
    assert t.state.phase == "confirm" and t.RULES.to_move(t.state) == frozenset({1})
    # The confirmation is B's, the turn still A's: each seat hears which of the two it is not.
    assert t.refuse("A", "confirm_effect").rule_id == "COLDWAR-NOT-YOUR-TURN"
    assert t.refuse("B", "place", card={"ref": "B-R1"}).rule_id == "COLDWAR-NOT-YOUR-TURN"
    assert t.refuse("A", "place", card={"ref": "A-O1"}).rule_id == "COLDWAR-AWAITING-REACTION"
    t.play("B", "confirm_effect")
    assert t.stack("B") == ["B-W1", "B-U1", "B-R1", "B-U3"] and t.pile("B")[-1] == "B-U2"


CW14 = "B-R2=100 B-R3=110 B-R4=120 B-U4=50 B-O4 A-W1=100 A-U1=60 A-U2=70 A-U3=80"
REDEPLOY = {"B_O4": {"effect": {"type": "redeploy_brown_attack", "text": "Redeploy"}}}


def test_cold_war_redeploy_special_attacks_with_two_stack_browns():
    """CW-14: a Blue in the redeploy -> REDEPLOY-TWO-BROWN; B-R2 + B-R4 = 220 against P1."""
    t = position(cards=CW14, stacks={"B": "B-R2 B-R3 B-R4 B-U4", "A": "A-W1 A-U1 A-U2 A-U3"},
                 to_move="B", special=REDEPLOY)
    error = t.refuse("B", "special", card={"ref": "B-O4"}, target=0, redeploy=refs("B-R2", "B-U4"))
    assert error.rule_id == "COLDWAR-REDEPLOY-TWO-BROWN"
    assert t.message(error) == ("The redeploy Special uses exactly two Brown cards from your own "
                                "Defence Stack, and nothing else.")
    t.special("B", "B-O4", "A", redeploy=refs("B-R2", "B-R4"))
    assert t.stack("B") == ["B-R3", "B-U4"]
    t.no_shields("A")
    assert t.stack("A") == ["A-W1"]
    assert t.pile("A") == ["A-U3", "A-U2", "A-U1"]
    assert t.pile("B") == ["B-O4", "B-R2", "B-R4"]
    assert t.state.plays_used == 1 and t.p("B").hand_count == 4


def test_cold_war_redeploy_refuses_hand_browns_unless_the_house_rule_allows():
    """A11: allow_redeploy_plus_hand_brown."""
    cards = CW14 + " B-R9=30"
    t = position(cards=cards, stacks={"B": "B-R2 B-R3 B-R4", "A": "A-U1"}, to_move="B", special=REDEPLOY)
    error = t.refuse("B", "special", card={"ref": "B-O4"}, target=0, redeploy=refs("B-R2", "B-R4"),
                     cards=[{"ref": "B-R9"}])
    assert error.rule_id == "COLDWAR-REDEPLOY-TWO-BROWN"
    t = position(cards=cards, stacks={"B": "B-R2 B-R3 B-R4", "A": "A-U1"}, to_move="B",
                 special=REDEPLOY, allow_redeploy_plus_hand_brown=True)
    t.special("B", "B-O4", "A", redeploy=refs("B-R2", "B-R4"), cards=[{"ref": "B-R9"}])
    assert t.state.plays_used == 2


def test_cold_war_special_must_be_orange():
    t = cw09()
    error = t.refuse("A", "special", card={"ref": "A-U6"}, target=1)
    assert error.rule_id == "COLDWAR-SPECIAL-NOT-ORANGE"
    assert t.message(error) == "Only Orange Special cards can be played as a Special."


def test_cold_war_hand_accounting_draws_back_to_five():
    """CW-15 (a): two PLACEs, a stack discard, DRAW 2; (b): no plays, a hand discard, DRAW 1."""
    t = cw09(to_move="B")
    t.place("B", "B-U4")
    t.place("B", "B-R5")
    t.discard("B", "B-U4", source="stack")
    assert t.p("B").hand_count == 3
    t.draw("B")
    assert t.p("B").hand_count == 5
    t = cw09()
    t.discard("A", "A-W2")
    t.draw("A")
    assert t.p("A").hand_count == 5 and t.p("A").draw_count == 9


def test_cold_war_refill_exactly_three_can_reach_six():
    """CW-15 (a) under refill_mode = exactly_3."""
    t = cw09(to_move="B", refill_mode="exactly_3")
    t.place("B", "B-U4")
    t.place("B", "B-R5")
    t.discard("B", "B-U4", source="stack")
    t.draw("B")
    assert t.p("B").hand_count == 6


def test_cold_war_assorted_illegal_moves():
    """CW-16."""
    t = cw09()
    error = t.refuse("A", "attack", target=1, cards=[{"ref": "A-U6"}])
    assert error.rule_id == "COLDWAR-ATTACK-BROWN-ONLY"
    assert t.message(error) == "Only Brown Military cards can attack."
    error = t.refuse("A", "discard", card={"ref": "A-L"})
    assert error.rule_id == "COLDWAR-DISCARD-LEADER"
    assert t.message(error) == "Your Leader can never be discarded."
    error = t.refuse("A", "draw")
    assert error.rule_id == "COLDWAR-DISCARD-REQUIRED"
    assert t.message(error) == "Discard one card (from your hand or your Defence Stack) before drawing."
    error = t.refuse("A", "place", card={"ref": "A-O2"})
    assert error.rule_id == "COLDWAR-PLACE-TYPE"
    assert t.message(error) == "Only White, Blue or Brown cards can go into the Defence Stack."
    error = t.refuse("A", "attack", target=0, cards=[{"ref": "A-R1"}])
    assert error.rule_id == "COLDWAR-TARGET-INVALID"
    assert t.message(error) == "Choose an opponent whose Leader is still alive."
    error = t.refuse("B", "place", card={"ref": "B-U4"})
    assert error.rule_id == "COLDWAR-NOT-YOUR-TURN"
    assert t.message(error) == "It's not your turn."
    t.place("A", "A-U6")
    t.place("A", "A-W2")
    assert t.refuse("A", "attack", target=1, cards=[{"ref": "A-R1"}]).rule_id == "COLDWAR-PLAY-LIMIT"
    t = cw09()
    t.discard("A", "A-W2")
    error = t.refuse("A", "discard", card={"ref": "A-U6"})
    assert error.rule_id == "COLDWAR-DISCARD-ONE"
    assert t.message(error) == "You discard exactly one card per turn."
    error = t.refuse("A", "place", card={"ref": "A-U6"})
    assert error.rule_id == "COLDWAR-DISCARD-ENDS-PLAY"
    assert t.message(error) == "You've already made your discard, so your play phase is over."


def test_cold_war_discard_source_must_be_where_the_card_is():
    t = cw09(to_move="B")
    error = t.refuse("B", "discard", card={"ref": "B-U4"}, **{"from": "stack"})
    assert error.rule_id == "COLDWAR-DISCARD-SOURCE"
    assert t.message(error) == "That card isn't in the place you said."
    assert t.refuse("B", "discard", card={"ref": "B-W1"}).rule_id == "COLDWAR-DISCARD-SOURCE"


def test_cold_war_discard_ends_play_can_be_switched_off():
    """A16 discard_ends_play = false: plays after the discard, then the draw."""
    t = cw09(discard_ends_play=False)
    t.discard("A", "A-W2")
    t.place("A", "A-U6")
    t.draw("A")
    assert t.state.active == 1


def test_cold_war_placement_positions():
    """A12: anywhere by default; right_end_only refuses position 0 with PLACE-POSITION."""
    t = cw09()
    t.place("A", "A-U6", 0)
    assert t.stack("A") == ["A-U6"]
    t = position(cards=CARDS, stacks={"A": "A-R1"}, placement_positions="right_end_only")
    error = t.refuse("A", "place", card={"ref": "A-U6"}, position=0)
    assert error.rule_id == "COLDWAR-PLACE-POSITION"
    assert t.message(error) == "Cards may only be placed at the right end under this match's rules."
    t = position(cards=CARDS, stacks={"A": "A-R1 A-R4"}, placement_positions="right_end_or_leader_side")
    assert t.refuse("A", "place", card={"ref": "A-U6"}, position=1).rule_id == "COLDWAR-PLACE-POSITION"
    t.place("A", "A-U6", 0)


def test_cold_war_card_not_in_hand_and_hand_count():
    t = position(cards=CARDS, stacks={"A": "A-R1"}, hands={"A": 1})
    error = t.refuse("A", "attack", target=1, cards=[{"ref": "A-R1"}])
    assert error.rule_id == "COLDWAR-CARD-NOT-IN-HAND"
    assert t.message(error) == "That card is not in your hand; the service has it in A's Defence Stack."
    error = t.refuse("A", "attack", target=1, cards=[{"ref": "A-N1"}, {"ref": "A-N2"}])
    assert error.rule_id == "COLDWAR-HAND-COUNT"
    assert t.message(error) == "You don't have enough cards in hand for that."


def test_cold_war_min_plays_per_turn_house_rule():
    """A2: min_plays_per_turn = 1 refuses a discard before the first play."""
    t = cw09(min_plays_per_turn=1)
    assert t.refuse("A", "discard", card={"ref": "A-W2"}).rule_id == "COLDWAR-WRONG-PHASE"
    t.place("A", "A-U6")
    t.discard("A", "A-W2")


def test_cold_war_reaction_refill_immediate():
    """A15 reaction_refill = immediate: the defender draws back to 5 right after the Shields."""
    t = cw09(reaction_refill="immediate")
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    t.react("B", "B-S1", "B-S2")
    assert t.p("B").hand_count == 5


def test_cold_war_reorder_discard_top_only_for_the_last_batch():
    """A18: REORDER_DISCARD_TOP re-orders the cards that just went on the pile together."""
    t = cw09()
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    t.react("B")
    t.play("B", "reorder_discard_top", order=refs("B-W1", "B-W2", "B-U1", "B-U2", "B-U3", "B-R1"))
    assert t.pile("B") == ["B-W1", "B-W2", "B-U1", "B-U2", "B-U3", "B-R1"]
    error = t.refuse("A", "reorder_discard_top", order=refs("A-N1"))
    assert error.rule_id == "COLDWAR-REORDER-SCOPE"
    assert t.message(error) == "You can only re-order the cards that just went onto your discard pile together."


def test_cold_war_play_limit_comes_before_the_target_and_the_cards():
    """§4 order: with one play left, a two-Brown attack is PLAY-LIMIT even at yourself or with a
    White among the cards; three cards stay ATTACK-MAX-TWO (CW-11)."""
    t = cw09()
    t.place("A", "A-U6")
    for target, cards in ((0, ["A-N1", "A-N2"]), (1, ["A-W2", "A-N1"]), (1, ["A-N1", "A-N2"])):
        error = t.refuse("A", "attack", target=target, cards=[{"ref": c} for c in cards])
        assert error.rule_id == "COLDWAR-PLAY-LIMIT", (target, cards)
    error = t.refuse("A", "attack", target=1, cards=[{"ref": c} for c in ("A-N1", "A-N2", "A-N3")])
    assert error.rule_id == "COLDWAR-ATTACK-MAX-TWO"


def test_cold_war_reaction_refill_immediate_draws_back_to_five_whatever_the_refill_mode():
    """A15 with refill_mode = exactly_3: three cards would leave the hand short or overfull; the
    defender draws what the Shields took."""
    t = cw09(reaction_refill="immediate", refill_mode="exactly_3")
    t.triad("A", "B", "A-N1", "A-N2", "A-N3")
    t.react("B", "B-S1", "B-S2")
    assert t.p("B").hand_count == 5


def test_cold_war_immediate_refill_needs_hands_counted_not_entered():
    """With private hands every card played must have been entered, and an immediate refill has
    no move to enter its cards in: the two options are refused together at match creation."""
    with pytest.raises(ValidationError) as refused:
        COLD_WAR.info.options_schema().load({"reaction_refill": "immediate", "hand_tracking": "private"})
    assert "reaction_refill" in refused.value.messages
