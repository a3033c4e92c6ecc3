"""CW-02..CW-08 (docs/games/cold-war.md §7): defence units (§5.1) and damage resolution (§5.2): partial
damage, failed attacks, combined attacks through 3-groups, exact damage, Leader defeat and the
empty-stack cases, run partitions, and White cards away from the Leader."""
from __future__ import annotations

from rules.games.cold_war.units import resolve_damage, units

from .table import position

P2_STACK = "B-W1 B-W2 B-U1 B-U2 B-U3 B-R1"
CARDS = ("B-W1=100 B-W2=150 B-U1=60 B-U2=70 B-U3=80 B-R1=90 "
         "A-R1=200 A-R4=80 A-R2=150 A-R3=160 A-R5=140 A-R6=260 A-R7=250 A-R8=40 A-R9=300 A-R10=10")


def cw02(**options):
    return position(cards=CARDS, stacks={"B": P2_STACK}, **options)


def test_cold_war_units_leader_block_blue_group_and_single():
    """CW-02: units W1+W2 = 250 | Blue group 210 | R1 90."""
    t = cw02()
    assert t.units("B") == [("leader_block", 250), ("group3", 210), ("single", 90)]


def test_cold_war_attack_partial_damage_is_wasted():
    """CW-02: attack 200 removes R1 (90); the Blue group 210 > 110 holds; 110 is wasted."""
    t = cw02()
    t.attack("A", "B", "A-R1")
    assert t.state.phase == "reaction"
    t.react("B")
    assert t.stack("B") == ["B-W1", "B-W2", "B-U1", "B-U2", "B-U3"]
    assert t.pile("B") == ["B-R1"] and t.pile("A") == ["A-R1"]
    assert t.state.last["remaining"] == 110
    assert t.state.plays_used == 1 and t.p("B").status == "alive"


def test_cold_war_attack_fails_outright_when_the_right_unit_is_stronger():
    """CW-03: R1 90 > 80: nothing removed; the attack card is still discarded."""
    t = cw02()
    t.attack("A", "B", "A-R4")
    t.react("B")
    assert t.stack("B") == P2_STACK.split()
    assert t.pile("A") == ["A-R4"] and t.pile("B") == []


def test_cold_war_combined_two_brown_attack_carries_through_a_three_group():
    """CW-04: 150 + 160 = 310: R1 (220 left), Blue group 210 (10 left), Leader block holds."""
    t = cw02()
    t.attack("A", "B", "A-R2", "A-R3")
    t.react("B")
    assert t.stack("B") == ["B-W1", "B-W2"]
    assert t.pile("B") == ["B-R1", "B-U3", "B-U2", "B-U1"]
    assert t.pile("A") == ["A-R2", "A-R3"]
    assert t.state.plays_used == 2
    error = t.refuse("A", "place", card={"ref": "A-R5"})
    assert error.rule_id == "COLDWAR-PLAY-LIMIT"
    assert t.message(error) == ("You can play at most 2 cards from your hand per turn (a Nuclear "
                                "Triad/Blitzkrieg uses your whole turn).")


def test_cold_war_attack_equal_to_a_unit_defeats_it():
    """CW-05: 140 + 160 = 300: R1 (210 left), Blue group 210 (0 left); A8."""
    t = cw02()
    t.attack("A", "B", "A-R5", "A-R3")
    t.react("B")
    assert t.stack("B") == ["B-W1", "B-W2"] and t.state.last["remaining"] == 0


def test_cold_war_leader_defeated_by_leftover_damage_ends_a_two_player_match():
    """CW-06 (a): block 250, attack 260: leftover 10 > 0, P2 defeated; winner P1."""
    t = position(cards=CARDS, stacks={"B": "B-W1 B-W2"})
    t.attack("A", "B", "A-R6")
    t.react("B")
    assert t.p("B").status == "out" and t.state.phase == "game_over"
    outcome = t.RULES.outcome(t.state)
    assert outcome.winners == (0,) and outcome.extras["ranking"] == [0, 1]
    error = t.refuse("A", "place", card={"ref": "A-R5"})
    assert error.rule_id == "COLDWAR-GAME-OVER"
    assert t.message(error) == "The match is over; no more moves are accepted."


def test_cold_war_leader_survives_an_exact_kill_with_an_empty_stack():
    """CW-06 (b): attack 250 removes the block with 0 left: the Leader survives."""
    t = position(cards=CARDS, stacks={"B": "B-W1 B-W2"})
    t.attack("A", "B", "A-R7")
    t.react("B")
    assert t.stack("B") == [] and t.p("B").status == "alive" and t.state.phase == "play"


def test_cold_war_any_attack_on_an_empty_stack_defeats_the_leader():
    """CW-06 (c): P2's stack is empty; attack 40: defeated."""
    t = position(cards=CARDS, stacks={"B": ""})
    t.attack("A", "B", "A-R8")
    t.no_shields("B")
    assert t.p("B").status == "out" and t.state.winner == 0


def test_cold_war_printed_leader_rating_must_be_reached_by_the_leftover():
    """CW-06 (d): leader_defence_mode = printed, Leader 50: 260 leaves 10 < 50 (survives, stack
    emptied); 300 leaves 50 >= 50 (defeated)."""
    cards = CARDS + " B-L=50"
    t = position(cards=cards, stacks={"B": "B-W1 B-W2"}, leader_defence_mode="printed")
    assert t.view()["players"][1]["kill_threshold"] == 300
    t.attack("A", "B", "A-R6")
    t.react("B")
    assert t.stack("B") == [] and t.p("B").status == "alive"
    t = position(cards=cards, stacks={"B": "B-W1 B-W2"}, leader_defence_mode="printed")
    t.attack("A", "B", "A-R9")
    t.react("B")
    assert t.p("B").status == "out"


def test_cold_war_run_of_four_blue_is_cut_from_the_leader_side_by_default():
    """CW-07: units group 180 | single 40; attack 100 removes the 40 only."""
    cards = "B-U1=50 B-U2=60 B-U3=70 B-U4=40 A-R1=100"
    t = position(cards=cards, stacks={"B": "B-U1 B-U2 B-U3 B-U4"})
    assert t.units("B") == [("group3", 180), ("single", 40)]
    t.attack("A", "B", "A-R1")
    t.react("B")
    assert t.stack("B") == ["B-U1", "B-U2", "B-U3"]


def test_cold_war_run_of_four_blue_from_the_right_end_partition():
    """CW-07 with group_partition = from_right_end: single 50 | group 170; the attack fails."""
    cards = "B-U1=50 B-U2=60 B-U3=70 B-U4=40 A-R1=100"
    t = position(cards=cards, stacks={"B": "B-U1 B-U2 B-U3 B-U4"}, group_partition="from_right_end")
    assert t.units("B") == [("single", 50), ("group3", 170)]
    t.attack("A", "B", "A-R1")
    t.react("B")
    assert t.stack("B") == ["B-U1", "B-U2", "B-U3", "B-U4"]


CW08 = "B-R1=100 B-U1=50 B-U2=50 B-R2=100 B-R3=100 B-R4=100 B-W1=120 A-R1=250 A-R2=400 A-R3=420"
CW08_STACK = "B-R1 B-U1 B-U2 B-R2 B-R3 B-R4 B-W1"


def test_cold_war_white_away_from_the_leader_is_a_plain_single():
    """CW-08: R1 100 | U1 50 | U2 50 | Brown group 300 | W1 120; no Leader block."""
    t = position(cards=CW08, stacks={"B": CW08_STACK})
    assert t.units("B") == [("single", 100), ("single", 50), ("single", 50), ("group3", 300),
                            ("single", 120)]


def test_cold_war_damage_stops_at_the_first_stronger_unit():
    """CW-08: 250 and 400 both lose only W1; 420 also takes the Brown group."""
    t = position(cards=CW08, stacks={"B": CW08_STACK})
    for attack, stack in ((250, CW08_STACK.split()[:-1]), (400, CW08_STACK.split()[:-1]),
                          (420, ["B-R1", "B-U1", "B-U2"])):
        damage = resolve_damage(CW08_STACK.split(), t.state.cards, attack)
        assert list(damage.kept) == stack and not damage.leader_defeated
    t.attack("A", "B", "A-R3")
    t.react("B")
    assert t.stack("B") == ["B-R1", "B-U1", "B-U2"]
    assert t.pile("B") == ["B-W1", "B-R4", "B-R3", "B-R2"]


def test_cold_war_white_block_max_one_leaves_the_second_white_single():
    """A6 option white_block_max = 1."""
    t = position(cards=CARDS, stacks={"B": P2_STACK}, white_block_max=1)
    assert t.units("B")[:2] == [("leader_block", 100), ("single", 150)]


def test_cold_war_white_next_to_leader_value_is_used_in_the_block_only():
    """A6: a White's separate "next to Leader" rating counts in the Leader block only."""
    t = position(cards="B-W1=100 B-W2=150 B-U1=60", stacks={"B": "B-W1 B-U1 B-W2"},
                 special={"B_W1": {"defence_next_to_leader": 130}, "B_W2": {"defence_next_to_leader": 999}})
    assert [d for _k, d in t.units("B")] == [130, 60, 150]
    assert [u.kind for u in units(t.stack("B"), t.state.cards)] == ["leader_block", "single", "single"]
