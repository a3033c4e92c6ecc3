"""Half-Zero round ends, upgrades, the score sheet, views, flags and the trust-mode audit
(docs/games/half-zero.md §2.5 HALFZERO-AUDIT-MISMATCH, §2.6; golden test HZ-T06)."""
from __future__ import annotations

import json

import pytest

from rules.games.half_zero import HALF_ZERO
from rules.games.half_zero.scoring import upgrade_winner

from .table import Table

# -- HZ-T06 ---------------------------------------------------------------------------------------

def test_hz_t06a_tied_points_go_to_the_holder_of_the_highest_point_card():
    """HZ-T06(a): A {6, 1} = 7, B {3, 4} = 7 → A holds the 6 → A upgrades."""
    assert upgrade_winner([[6, 1], [3, 4]]) == 0
    assert upgrade_winner([[3, 4], [6, 1]]) == 1


def test_hz_t06b_only_players_tied_for_most_points_compare_their_highest_card():
    """HZ-T06(b): A {5, 2} = 7, B {4, 3} = 7, C {6} = 6 → A (C's 6 is irrelevant)."""
    assert upgrade_winner([[5, 2], [4, 3], [6]]) == 0


def test_hz_t06a_played_out_a_tie_on_seven_points_upgrades_a():
    """HZ-T06(a) through a played round: A wins 6C and 1C, B 3C and 4C, the last turn awards nothing."""
    table = Table.new("UH")
    for a, b, winner, card in [("6U", "1H", "A", "6C"), ("1U", "6H", "B", "3C"),
                               ("2U", "4H", "B", "4C"), ("4U", "2H", "A", "1C")]:
        table.reveal(A=a, B=b)
        table.point(winner, card)
    table.reveal(A="3U", B="3H")
    result = table.view()["history"][0]
    assert result["points"] == [7, 7] and result["upgraded"] == 0 and result["bases_after"] == [4, 5]


def test_hz_9_nobody_scored_nobody_upgrades():
    """HZ-9: no points this round → no upgrade."""
    assert upgrade_winner([[], [], []]) is None


# -- the score sheet and the result ---------------------------------------------------------------

def test_scores_count_rounds_won_and_keep_the_bases_and_every_round():
    """`totals` = rounds won (5 − base, higher is better); `bases` = base ranks; one line a round."""
    table = Table.new("UHD")
    assert HALF_ZERO.scores(table.state) == {"totals": [0, 0, 0], "bases": [5, 5, 5], "rounds": [],
                                             "current": {"round": 1, "points": [0, 0, 0]}}
    for a, b, c, winner, card in [("6U", "1H", "1D", "A", "6C"), ("1U", "6H", "2D", "B", "1C"),
                                  ("2U", "2H", "6D", "C", "2C"), ("3U", "3H", "3D", None, None)]:
        table.reveal(A=a, B=b, C=c)
        if winner:
            table.point(winner, card)
    # Turn 4 is a three-way tie at 3; the tiebreak 4/4/4 empties every hand: no award.
    assert HALF_ZERO.scores(table.state)["current"] == {"round": 1, "points": [6, 1, 2]}
    table.tiebreak(A="4U", B="4H", C="4D")
    scores = HALF_ZERO.scores(table.state)
    assert scores["totals"] == [1, 0, 0] and scores["bases"] == [4, 5, 5]
    assert scores["rounds"] == [{"label": "Round 1", "round": 1, "scores": [1, 0, 0], "points": [6, 1, 2],
                                 "point_cards": [[6], [1], [2]], "upgraded": 0,
                                 "bases_after": [4, 5, 5]}]
    assert scores["current"] == {"round": 2, "points": [0, 0, 0]}
    assert HALF_ZERO.outcome(table.state) is None


def test_views_show_a_seat_only_its_own_hand():
    table = Table.new("UH")
    assert "you" not in table.view()
    assert table.view("B")["you"] == {"seat": 1, "suit": "H", "hand_known": True,
                                      "hand": ["1H", "2H", "3H", "4H", "6H"],
                                      "possible": ["1H", "2H", "3H", "4H", "6H"], "selection": None}
    json.dumps(table.view("A"))


def test_in_trust_mode_a_player_below_base_5_sees_the_cards_they_may_still_hold():
    table = Table.at((4, 5), "UH")
    you = table.view("A")["you"]
    assert you["hand_known"] is False and you["hand"] is None
    assert you["possible"] == ["1U", "2U", "3U", "5U", "6U"]


def test_the_view_lists_this_rounds_finished_turns_and_the_current_one():
    table = Table.at((5, 4), "UH")
    table.reveal(A="6U", B="W")
    table.point("A", "5C")
    view = table.view()
    assert view["turns"] == [{"number": 1, "participants": [0], "declared_optouts": [],
                              "wild_optouts": [1], "reveals": [[6, None]], "tied": [],
                              "winner": 0, "point": 5, "resolved": True}]
    assert view["turn"]["number"] == 2 and view["turn"]["participants"] == [0, 1]
    assert view["played"] == [[6], []] and view["cards_left"] == [4, 4]
    assert view["point_won"] == [[5], []] and view["point_unrevealed"] == [1, 2, 3, 4, 6]


# -- the audit (trust mode) -----------------------------------------------------------------------

def after_a_round(**options) -> Table:
    """A at base 4 (Units, trust mode) plays 6U, 5U, 3U, 2U; B at base 5 plays 1H-4H and 6H.
    A 6+5 = 11 against B 1+2 = 3: A upgrades to 3 and round 3 is being set up."""
    table = Table.at((4, 5), "UH", **options)
    table.reveal(A="6U", B="1H")
    table.point("A", "6C")
    table.reveal(A="5U", B="2H")
    table.point("A", "5C")
    table.reveal(A="3U", B="3H")
    table.tiebreak(A="2U", B="4H")
    table.point("B", "1C")
    # A is out of cards but still holds a W, so A's choice is entered.
    table.reveal(A="NONE", B="6H")
    table.point("B", "2C")
    assert table.state.phase == "round_setup" and table.view()["bases"] == [3, 5]
    return table


def test_an_honest_audit_adds_up():
    table = after_a_round()
    table.audit("A", ["1U"])
    table.audit("B", [])
    assert HALF_ZERO.flags(table.state) == [] and table.view()["audited"] == [0, 1]


def test_an_audit_showing_a_played_card_under_the_base_flags_the_play():
    """HALFZERO-AUDIT-MISMATCH: 5U was played in turn 2 (seq 3) but was under A's base."""
    table = after_a_round()
    table.audit("A", ["5U"], ["1U"])
    [flag] = HALF_ZERO.flags(table.state)
    assert (flag["rule"], flag["seat"], flag["at_seq"]) == ("HALFZERO-AUDIT-MISMATCH", 0, 3)
    assert table.log[2][0].payload["plays"][0] == "5U"
    assert flag["evidence_seq"] == table.last_move().seq
    assert flag["details"]["detail"] == ("5U played although under the base; 1U still in hand at "
                                         "the end of the round")


def test_an_audit_with_the_wrong_number_of_cards_under_the_base_raises_a_flag():
    table = after_a_round()
    table.audit("A", [])
    [flag] = HALF_ZERO.flags(table.state)
    assert flag["at_seq"] == flag["evidence_seq"] == table.last_move().seq
    assert flag["details"]["detail"] == "0 card(s) under the base instead of 1"
    assert flag["details"]["detail_it"] == "0 carta/e sotto la base invece di 1"


@pytest.mark.parametrize("under_base, left_in_hand, rule", [
    (["1H"], [], "HALFZERO-WRONG-SUIT"),
    (["W"], [], "HALFZERO-WRONG-SUIT"),
    (["4U"], [], "HALFZERO-BASE-CARD"),     # A's base in the audited round was 4
    (["1U"], ["1U"], "CORE-DUPLICATE-CARD"),
    (["1X"], [], "CORE-BAD-CARD"),
])
def test_audit_cards_must_be_cards_of_your_suit_other_than_that_rounds_base(under_base, left_in_hand, rule):
    table = after_a_round()
    assert table.refuse("A", "audit", under_base=under_base, left_in_hand=left_in_hand).rule_id == rule


def test_an_audit_is_entered_once_between_the_round_and_the_next_rounds_first_turn():
    table = after_a_round()
    table.audit("A", ["1U"])
    error = table.refuse("A", "audit", under_base=["1U"], left_in_hand=[])
    assert table.message(error) == ("That move isn't possible right now: you have already entered "
                                    "your audit for this round.")
    table.reveal(A="6U", B="6H")
    error = table.refuse("B", "audit", under_base=[], left_in_hand=[])
    assert error.rule_id == "CORE-WRONG-PHASE" and table.view()["audited"] == []


def test_there_is_nothing_to_audit_before_the_first_round_ends():
    table = Table.new("UH")
    assert table.refuse("A", "audit", under_base=[], left_in_hand=[]).rule_id == "CORE-WRONG-PHASE"


def test_audits_belong_to_trust_mode():
    table = Table.new("UH", info_mode="hand_tracking")
    error = table.refuse("A", "audit", under_base=[], left_in_hand=[])
    assert table.message(error) == "That move isn't possible right now: audits are used only in trust mode."
