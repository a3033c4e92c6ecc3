"""Half-Zero golden test HZ-T04 (docs/games/half-zero.md §2.8) with its rejections R1-R8 and R5b, in physical
and sealed selection mode, in trust and hand-tracking mode: opt-outs by declaration and with a
hierarchy card (W) in a later round with bases A 5 (Units), B 4 (Hearts), C 3 (Diamonds)."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules.games.half_zero import HALF_ZERO

from .table import Table, by_name

PHYSICAL = [
    ("t1.opt_out", lambda t: t.opt_out("C")),
    ("t1.reveal", lambda t: t.reveal(declared=("C",), A="6U", B="6H")),
    ("t1.tiebreak", lambda t: t.tiebreak(A="1U", B="5H")),
    ("t1.point", lambda t: t.point("B", "3C")),
    ("t2.reveal", lambda t: t.reveal(A="4U", B="3H", C="W")),
    ("t2.point", lambda t: t.point("A", "6C")),
    ("t3.reveal", lambda t: t.reveal(A="3U", B="2H", C="6D")),
    ("t3.point", lambda t: t.point("C", "1C")),
    ("t4.opt_out", lambda t: t.opt_out("B")),
    ("t4.reveal", lambda t: t.reveal(declared=("B",), A="2U", C="5D")),
    ("t4.point", lambda t: t.point("C", "5C")),
    ("t5.reveal", lambda t: t.reveal(A="NONE", B="NONE", C="1D")),
    ("t5.point", lambda t: t.point("C", "2C")),
]

SEALED = [
    ("t1.opt_out", lambda t: t.opt_out("C")),
    ("t1.select.A", lambda t: t.select("A", "6U")),
    ("t1.select.B", lambda t: t.select("B", "6H")),
    ("t1.tiebreak.A", lambda t: t.select("A", "1U")),
    ("t1.tiebreak.B", lambda t: t.select("B", "5H")),
    ("t1.point", lambda t: t.point("B", "3C")),
    ("t2.select.A", lambda t: t.select("A", "4U")),
    ("t2.select.B", lambda t: t.select("B", "3H")),
    ("t2.select.C", lambda t: t.select("C", "W")),
    ("t2.point", lambda t: t.point("A", "6C")),
    ("t3.select.A", lambda t: t.select("A", "3U")),
    ("t3.select.B", lambda t: t.select("B", "2H")),
    ("t3.select.C", lambda t: t.select("C", "6D")),
    ("t3.point", lambda t: t.point("C", "1C")),
    ("t4.opt_out", lambda t: t.opt_out("B")),
    ("t4.select.A", lambda t: t.select("A", "2U")),
    ("t4.select.C", lambda t: t.select("C", "5D")),
    ("t4.point", lambda t: t.point("C", "5C")),
    ("t5.select.C", lambda t: t.select("C", "1D")),
    ("t5.point", lambda t: t.point("C", "2C")),
]


def hz_t04(info_mode: str | None = None, selection_mode: str = "physical", **options) -> Table:
    """HZ-T04's round 2; hands are tracked unless the cards are revealed physically (one phone
    enters every seat's card, so there is no tracked hand to check them against)."""
    info_mode = info_mode or ("trust" if selection_mode == "physical" else "hand_tracking")
    table = Table.at((5, 4, 3), "UHD", info_mode=info_mode, selection_mode=selection_mode, **options)
    if info_mode == "hand_tracking":
        table.hand("B", "2H", "3H", "5H", "6H")
        table.hand("C", "1D", "5D", "6D")
    return table


def hz_t04_before(label: str | None, info_mode: str | None = None, selection_mode: str = "physical",
                  **options) -> Table:
    """The HZ-T04 table just before step `label` (None: the whole round)."""
    table = hz_t04(info_mode, selection_mode, **options)
    for step, play in (SEALED if selection_mode == "sealed" else PHYSICAL):
        if step == label:
            return table
        play(table)
    assert label is None, f"no step {label}"
    return table


def steps_from(label: str) -> list:
    return PHYSICAL[[step for step, _play in PHYSICAL].index(label):]


def test_hz_t04_round_setup_allowances_and_wild_tokens():
    """HZ-T04: M = 5 → allowances A 0, B 1, C 2; W tokens round-robin A, B, C → B 1, C 2."""
    view = hz_t04().view()
    assert view["max_base"] == 5
    assert by_name(view["allowances"]) == {"A": 0, "B": 1, "C": 2}
    assert by_name(view["wild_tokens"]) == {"A": 0, "B": 1, "C": 2}
    assert by_name(view["hand_sizes"]) == {"A": 5, "B": 4, "C": 3}


@pytest.mark.parametrize("info_mode, selection_mode",
                         [("trust", "physical"), ("trust", "sealed"), ("hand_tracking", "sealed")])
def test_hz_t04_opt_outs_and_a_hierarchy_card(info_mode, selection_mode):
    """HZ-T04: C opts out of turn 1 and plays W in turn 2, B opts out of turn 4; totals A 6, B 3,
    C 1+5+2 = 8 → C upgrades to base 2 after five turns (= M); 4C is never revealed."""
    table = hz_t04(info_mode, selection_mode)
    expected = {"t1.point": ({2, 3, 4}, {2, 3}, {1, 5, 6}, (0, 0, 1)),
                "t2.point": ({2, 3}, {2}, {1, 5, 6}, (0, 0, 2)),
                "t3.point": ({2}, set(), {1, 5}, (0, 0, 2)),
                "t4.point": (set(), set(), {1}, (0, 1, 2))}
    steps = SEALED if selection_mode == "sealed" else PHYSICAL
    for step, play in steps[:-1]:
        play(table)
        if step in expected:
            *hands, used = expected[step]
            if info_mode == "hand_tracking":
                assert [table.ranks_left(name) for name in "ABC"] == hands
            assert tuple(table.view()["optouts_used"]) == used
    turn = table.view()["turn"]
    assert turn["number"] == 5 and turn["winner"] == 2 and table.view()["point_unrevealed"] == [2, 4]
    steps[-1][1](table)
    result = table.view()["history"][0]
    assert result["points"] == [6, 3, 8] and result["upgraded"] == 2
    assert result["bases_after"] == [5, 4, 2]
    assert len(HALF_ZERO.view(hz_t04_before("t5.point", info_mode, selection_mode).state, None)["turns"]) == 4


def test_hz_t04_turn_2_the_hierarchy_card_takes_c_out_of_the_turn():
    """HZ-T04 turn 2: C's W is a secret opt-out: C takes no part; A's 4 beats B's 3."""
    table = hz_t04_before("t2.point")
    turn = table.view()["turn"]
    assert turn["wild_optouts"] == [2] and turn["participants"] == [0, 1]
    assert turn["reveals"] == [[4, 3, None]] and turn["winner"] == 0
    assert table.view()["wild_used"] == [0, 0, 1]


def test_hz_t04_r1_a_player_at_the_highest_base_may_not_opt_out():
    """HZ-T04-R1: turn 1, opt_out by A → HALFZERO-OPTOUT-NOT-ALLOWED."""
    table = hz_t04_before("t1.opt_out")
    error = table.refuse("A", "opt_out")
    assert error.rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"
    assert table.message(error) == "Only players with fewer cards than the highest base rank (5) may opt out."


def test_hz_t04_r2_no_opt_out_beyond_the_allowance():
    """HZ-T04-R2: turn 3, opt_out by C (used 2 of 2) → HALFZERO-OPTOUT-LIMIT."""
    table = hz_t04_before("t3.reveal")
    error = table.refuse("C", "opt_out")
    assert error.rule_id == "HALFZERO-OPTOUT-LIMIT"
    assert table.message(error) == "You have used all 2 of your opt-outs this round."


def test_hz_t04_r3_sealed_opt_out_after_a_selection_is_too_late():
    """HZ-T04-R3: sealed mode, turn 2, after A's select, B sends opt_out → HALFZERO-OPTOUT-TOO-LATE."""
    table = hz_t04_before("t2.select.B", selection_mode="sealed")
    error = table.refuse("B", "opt_out")
    assert error.rule_id == "HALFZERO-OPTOUT-TOO-LATE"
    assert table.message(error) == ("Opt-outs must be announced before anyone selects — or play a "
                                    "hierarchy card instead.")


def test_hz_t04_r3_before_any_selection_the_same_opt_out_is_accepted():
    """HZ-T04-R3, the other side: before A selects, B may still announce the opt-out."""
    table = hz_t04_before("t2.select.A", selection_mode="sealed")
    table.opt_out("B")
    assert table.view()["turn"]["declared_optouts"] == [1]


def test_hz_t04_r4_a_card_under_the_base_is_refused_in_hand_tracking():
    """HZ-T04-R4: turn 3, B plays 1H (under B's base) → HALFZERO-NOT-IN-HAND, on B's own phone."""
    table = hz_t04_before("t3.select.B", selection_mode="sealed")
    error = table.refuse("B", "select", choice="1H")
    assert error.rule_id == "HALFZERO-NOT-IN-HAND"
    assert table.message(error) == "1H is under your base card this round, not in your hand."


def test_tracked_hands_are_not_revealed_physically_by_one_phone():
    """Hand tracking needs sealed selection: a physical reveal is one phone typing every seat's
    card, and checking those against the tracked hands would let it read them (no oracle)."""
    with pytest.raises(ValidationError) as refused:
        Table.at((5, 4, 3), "UHD", info_mode="hand_tracking", selection_mode="physical")
    assert "selection_mode" in refused.value.messages


def test_hz_t04_r4_sealed_a_card_under_the_base_is_refused_in_hand_tracking():
    """HZ-T04-R4 in sealed mode: B's select of 1H → HALFZERO-NOT-IN-HAND."""
    table = hz_t04_before("t3.select.B", selection_mode="sealed")
    assert table.refuse("B", "select", choice="1H").rule_id == "HALFZERO-NOT-IN-HAND"


def test_hz_t04_r4_trust_mode_accepts_it_and_an_audit_raises_the_flag():
    """HZ-T04-R4 in trust mode: 1H is accepted (a non-base Hearts card, B has a card left); the
    audit showing 1H under B's base raises HALFZERO-AUDIT-MISMATCH, pointing at the play."""
    table = hz_t04_before("t3.reveal", info_mode="trust")
    table.reveal(A="3U", B="1H", C="6D")
    play_seq = table.last_move().seq
    for _step, play in steps_from("t3.point"):
        play(table)
    assert table.view()["history"][0]["upgraded"] == 2 and HALF_ZERO.flags(table.state) == []
    table.audit("B", ["1H"], ["2H"])
    [flag] = HALF_ZERO.flags(table.state)
    assert flag == {"id": 1, "rule": "HALFZERO-AUDIT-MISMATCH", "seat": 1, "at_seq": play_seq,
                    "evidence_seq": table.last_move().seq, "status": "open",
                    "details": {"player": 1, "round": 2,
                                "detail": "1H played although under the base; 2H still in hand at "
                                          "the end of the round",
                                "detail_it": "1H giocata/e pur essendo sotto la base; 2H ancora in "
                                             "mano alla fine del giro",
                                "under_base": ["1H"], "expected_under_base": 1,
                                "played_under_base": ["1H"], "left_in_hand": ["2H"]}}
    violation = HALF_ZERO.flag_violation(flag)
    assert violation.message(HALF_ZERO.info.rules, "en", ["A", "B", "C"]) == (
        "B's cards don't add up this round: 1H played although under the base; 2H still "
        "in hand at the end of the round.")
    assert violation.message(HALF_ZERO.info.rules, "it", ["A", "Bea", "C"]) == (
        "Le carte di Bea non tornano in questo giro: 1H giocata/e pur essendo sotto la base; "
        "2H ancora in mano alla fine del giro.")


def test_hz_t04_an_honest_audit_raises_no_flag():
    """HZ-T04 in trust mode as played: B's 1H really was under the base; the audit adds up."""
    table = hz_t04_before(None, info_mode="trust")
    table.audit("B", ["1H"])
    table.audit("C", ["2D", "4D"])
    assert HALF_ZERO.flags(table.state) == []
    assert table.view()["audited"] == [1, 2]


def test_hz_t04_r5_a_hierarchy_card_is_an_opt_out_a_is_not_allowed():
    """HZ-T04-R5: turn 3, A plays W → HALFZERO-OPTOUT-NOT-ALLOWED (allowance 0)."""
    table = hz_t04_before("t3.reveal")
    error = table.refuse_reveal(A="W", B="2H", C="6D")
    assert error.rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"
    assert table.message(error) == "Only players with fewer cards than the highest base rank (5) may opt out."


def test_hz_t04_r5b_allowance_is_checked_before_tokens():
    """HZ-T04-R5b: turn 3, C plays W while holding an unused token → HALFZERO-OPTOUT-LIMIT."""
    table = hz_t04_before("t3.reveal")
    assert table.view()["wild_tokens"][2] - table.view()["wild_used"][2] == 1
    error = table.refuse_reveal(A="3U", B="2H", C="W")
    assert error.rule_id == "HALFZERO-OPTOUT-LIMIT"
    assert table.message(error) == "You have used all 2 of your opt-outs this round."


@pytest.mark.parametrize("selection_mode", ["physical", "sealed"])
def test_hz_t04_r6_no_hierarchy_card_in_a_tiebreak(selection_mode):
    """HZ-T04-R6: turn 1 tiebreak, B plays W → HALFZERO-WILD-IN-TIEBREAK."""
    if selection_mode == "physical":
        table = hz_t04_before("t1.tiebreak")
        error = table.refuse_tiebreak(A="1U", B="W")
    else:
        table = hz_t04_before("t1.tiebreak.A", selection_mode="sealed")
        error = table.refuse("B", "select", choice="W")
    assert error.rule_id == "HALFZERO-WILD-IN-TIEBREAK"
    assert table.message(error) == "A hierarchy card can't be used to break a tie."


def test_hz_t04_r7_a_point_card_must_be_of_the_point_suit():
    """HZ-T04-R7: turn 1, point card 3H → HALFZERO-POINT-WRONG-SUIT."""
    table = hz_t04_before("t1.point")
    error = table.refuse("B", "point_card", card="3H")
    assert error.rule_id == "HALFZERO-POINT-WRONG-SUIT"
    assert table.message(error) == "Point cards are Clubs; 3H isn't one."
    assert table.message(error, "it") == "Le carte punti sono di Fiori; 3H non lo è."


def test_hz_t04_r8_a_point_card_won_this_round_cannot_come_up_again():
    """HZ-T04-R8: turn 5, point card 6C (won in turn 2) → HALFZERO-POINT-ALREADY-REVEALED."""
    table = hz_t04_before("t5.point")
    error = table.refuse("C", "point_card", card="6C")
    assert error.rule_id == "HALFZERO-POINT-ALREADY-REVEALED"
    assert table.message(error) == "6C has already been won this round."


def test_hz_t04_sealed_turn_5_waits_only_for_the_player_with_a_card():
    """HZ-T04 turn 5 in sealed mode: A and B are out of cards and out of opt-outs, so their
    invisible 0s are played for them; only C selects, and the reveal follows at once."""
    table = hz_t04_before("t5.select.C", selection_mode="sealed")
    assert HALF_ZERO.to_move(table.state) == frozenset({2})
    table.select("C", "1D")
    assert table.view()["turn"]["reveals"] == [[0, 0, 1]]
    assert table.state.phase == "point_reveal"


def test_hz_t04_turn_4_declared_opt_out_keeps_b_out_of_the_reveal():
    """HZ-T04 turn 4: B announced the opt-out, so naming B in the reveal is incomplete/wrong."""
    table = hz_t04_before("t4.reveal")
    error = table.refuse_reveal(declared=("B",), A="2U", B="NONE", C="5D")
    assert error.rule_id == "HALFZERO-REVEAL-INCOMPLETE"
    assert table.message(error) == 'Enter a card, hierarchy card or "no card" for: A, C.'


def test_half_zero_a_w_without_an_allowance_or_a_token_answers_the_earlier_listed_rule():
    """At base 5 a player has no opt-out allowance and no hierarchy card: a W breaks both
    HALFZERO-OPTOUT-NOT-ALLOWED and HALFZERO-NO-WILD. The reveal lists the first before the
    second, and the first answers (HZ-T08's order)."""
    listed = HALF_ZERO.info.moves["reveal"].checks
    assert listed.index("HALFZERO-OPTOUT-NOT-ALLOWED") < listed.index("HALFZERO-NO-WILD")
    table = Table.new("UH")
    assert table.view()["allowances"] == [0, 0] and table.view()["wild_tokens"] == [0, 0]
    assert table.refuse_reveal(A="W", B="6H").rule_id == "HALFZERO-OPTOUT-NOT-ALLOWED"
