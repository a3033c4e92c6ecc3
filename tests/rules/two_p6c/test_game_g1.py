"""2P6C golden game G1 (docs/games/2p6c.md §7.2): two players, all defaults, every T-step, and its scoring
(T11, T12), played through the referee."""
from __future__ import annotations

import pytest

from rules.games.two_p6c import TWO_P6C
from tests.rules.two_p6c.table import Table

ANN, BEN = 0, 1

# Each accepted step of G1 in order: (seat, card, col, row, text, uses, kind); None = recycle.
G1 = [
    ("T01", ANN, "k7", 3, 2, "AT", [("k3", "A"), ("k7", "T")], None),
    ("T02c", BEN, "k9", 1, 2, "SO", [("k1", "S"), ("k9", "O")], None),
    ("T03b", ANN, "k11", 2, 1, "AT", [("k2", "T"), ("k11", "A")], None),
    ("T04b", BEN, "k13", 5, 1, "HE", [("k5", "E"), ("k13", "H")], None),
    ("T05", ANN, "k14", 3, 3, "TEA", [("k3", "A"), ("k7", "T"), ("k14", "E")], None),
    ("T06b", BEN, None, 0, 0, "", [], None),
    ("T07", ANN, "k15", 3, 2, "TO", [("k7", "T"), ("k15", "O")], None),
    ("T08f", BEN, "k16", 6, 2, "OX", [("k6", "O"), ("k16", "X")], None),
    ("T09", ANN, "k17", 3, 2, "TEN", [("k7", "T"), ("k15", "E"), ("k17", "N")], None),
    ("T10c", BEN, "k18", 2, 2, "AN", [("k11", "A"), ("k18", "N")], None),
]


def g1(until: str | None = None, **options) -> Table:
    """G1 from T00 up to and including step `until` (all of it when None)."""
    table = Table(2, **options)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    for step, seat, card, col, row, text, uses, kind in G1:
        if card is None:
            table.move("recycle", seat)
        else:
            table.play(seat, card, col, row, text, uses, kind)
        if step == until:
            break
    return table



def test_t00_initial_row_set_deals_seven_each_and_leaves_34_to_draw():
    table = Table(2)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    state = table.state
    assert (state.decks, state.rows, state.total_cards) == (1, 3, 54)
    assert state.hands == (7, 7) and state.draw_count == 34
    assert state.acting == ANN and state.phase == "play" and not state.slots


def test_t01_chain_matching_polarity_declares_at_for_ann():
    table = g1("T01")
    assert table.form("chain:3") == ("AT", ["k3", "k7"])
    assert table.state.draw_count == 33 and table.state.hands == (7, 7)
    assert table.state.acting == BEN


def test_t02a_play_out_of_turn_is_turn_order():
    g1("T01").refused_play("2P6C-TURN-ORDER", ANN, "k9", 1, 2, "SO", [("k1", "S"), ("k9", "O")])


def test_t02b_chain_against_polarity_below_is_chain_polarity():
    g1("T01").refused_play("2P6C-CHAIN-POLARITY", BEN, "k8", 1, 2, "SO", [("k1", "S"), ("k8", "O")])


def test_t02c_green_card_chains_whatever_the_polarity_below():
    table = g1("T02c")
    assert table.form("chain:1") == ("SO", ["k1", "k9"])
    assert table.state.draw_count == 32


def test_t03a_stack_of_same_polarity_other_colour_is_stack_polarity():
    g1("T02c").refused_play("2P6C-STACK-POLARITY", ANN, "k10", 2, 1, "AT",
            [("k2", "T"), ("k10", "A")])


def test_t03b_same_colour_stacks_on_same_polarity():
    table = g1("T03b")
    assert table.form("stack:2:1") == ("AT", ["k2", "k11"])
    assert table.state.draw_count == 31


def test_t04a_green_purple_exception_does_not_apply_to_stacks():
    g1("T03b").refused_play("2P6C-STACK-POLARITY", BEN, "k12", 5, 1, "HE",
            [("k5", "E"), ("k12", "H")])


def test_t04b_opposite_polarity_stacks():
    table = g1("T04b")
    assert table.form("stack:5:1") == ("HE", ["k5", "k13"])
    assert table.state.draw_count == 30


def test_t05_chain_grows_and_keeps_its_history():
    table = g1("T05")
    assert [form.text for form in table.state.slots["chain:3"]] == ["AT", "TEA"]
    assert table.state.draw_count == 29


def test_t06a_chain_without_the_cell_below_is_chain_support():
    g1("T05").refused_play("2P6C-CHAIN-SUPPORT", BEN, "k21", 4, 3, "OR", [("k4", "R"), ("k21", "O")])


def test_t06b_recycle_keeps_the_counts_and_counts_the_recycle():
    table = g1("T06b")
    state = table.state
    assert state.draw_count == 29 and state.hands == (7, 7)
    assert state.consecutive_recycles == 1 and state.acting == ANN


def test_t07_wildcard_stack_leaves_the_chain_form_alone():
    table = g1("T07")
    assert table.form("stack:3:2") == ("TO", ["k7", "k15"])
    assert table.form("chain:3") == ("TEA", ["k3", "k7", "k14"])
    assert table.state.draw_count == 28 and table.state.consecutive_recycles == 0


@pytest.mark.parametrize("text, uses, changes, rule", [
    ("OX", [("k6", "D"), ("k16", "X")], {}, "2P6C-WORD-SPELL"),
    ("OX", [("k6", "X"), ("k16", "O")], {}, "2P6C-WORD-LETTER"),
    ("O-X", [("k6", "O"), ("k16", "X")], {}, "2P6C-WORD-CHARSET"),
    ("X", [("k16", "X")], {}, "2P6C-WORD-CARDS"),
    ("OX", [("k6", "O"), ("k16", "X")], {"colour": "orange"}, "2P6C-CARD-ATTR"),
], ids=["T08a", "T08b", "T08c", "T08d", "T08e"])
def test_t08_bad_declarations_name_their_rule(text, uses, changes, rule):
    g1("T07").refused_play(rule, BEN, "k16", 6, 2, text, uses, **changes)


def test_t08f_a_card_gives_different_letters_to_different_words():
    table = g1("T08f")
    assert table.form("chain:6") == ("OX", ["k6", "k16"])
    assert table.state.draw_count == 27


def test_t09_stack_of_three_redeclares_its_stackword():
    table = g1("T09")
    assert [form.text for form in table.state.slots["stack:3:2"]] == ["TO", "TEN"]
    assert table.state.draw_count == 26


def test_t10a_a_fourth_card_on_a_stack_is_stack_full():
    table = g1("T09")
    table.refused_play("2P6C-STACK-FULL", BEN, "k19", 3, 2, "NEST", [("k19", "S")])


def test_t10b_two_cards_of_one_stack_in_a_chainword_is_one_per_stack():
    g1("T09").refused_play("2P6C-WORD-ONE-PER-STACK", BEN, "k18", 2, 2, "ANT",
            [("k2", "T"), ("k11", "A"), ("k18", "N")])


def test_t10c_chain_over_a_stack_uses_one_card_of_it():
    table = g1("T10c")
    state = table.state
    assert table.form("chain:2") == ("AN", ["k11", "k18"])
    assert state.draw_count == 25 and state.hands == (7, 7)
    assert (state.plays_on_board(ANN), state.plays_on_board(BEN)) == (5, 4)


def end_with_trades(table: Table) -> None:
    table.move("end_proposed", table.state.acting)
    table.move("end_vote", 1 - table.state.end_proposal.proposer, verdict="accept")
    assert table.state.end_reason == "AGREED"
    if table.state.phase == "final_challenge":
        table.move("no_challenge", 1 - table.state.word_decisions[-1][1])
    table.move("initial_word_declared", ANN, text="TRADES",
               uses=[{"card": table.ids[k], "letter": letter} for k, letter in
                     [("k1", "S"), ("k2", "T"), ("k3", "A"), ("k4", "R"), ("k5", "E"),
                      ("k6", "D")]])
    table.move("initial_word_vote", BEN, verdict="allowed")
    table.move("scores_finalized", ANN)


def test_t11_end_and_score_ben_wins_31_to_29():
    table = g1()
    end_with_trades(table)
    words = table.words()
    expected = {"chain:1": ("SO", "=", 3, 3, 3, [BEN]), "chain:2": ("AN", "+", 3, 2, 3, [BEN]),
                "chain:3": ("TEA", "-", 4, 8, 8, [ANN]), "chain:6": ("OX", "-", 8, 8, 8, [BEN]),
                "stack:2:1": ("AT", "+", 3, 3, 3, [ANN]), "stack:5:1": ("HE", "=", 4, 2, 4, [BEN]),
                "stack:3:2": ("TEN", "-", 3, 5, 5, [ANN]),
                "initial": ("TRADES", "=", 10, 13, 13, [ANN, BEN])}
    assert {slot: (w["text"], w["polarity"], w["tp"], w["rp"], w["score"], w["credit"])
            for slot, w in words.items()} == expected
    outcome = TWO_P6C.outcome(table.state)
    assert outcome.totals == (29, 31) and outcome.winners == (BEN,)
    assert outcome.extras["word_counts"] == [4, 5]


def test_t11_declared_final_forms_give_the_same_totals():
    table = g1(final_forms="declared")
    end_with_trades(table)
    assert TWO_P6C.outcome(table.state).totals == (29, 31)


def g1_t12(**options) -> Table:
    table = g1(**options)
    table.play(ANN, "k20", 1, 2, "ON", [("k9", "O"), ("k20", "N")])
    end_with_trades(table)
    return table


def test_t12_same_colour_stack_then_best_same_text_rescores_the_chain_for_a_shared_win():
    table = g1_t12()
    words = table.words()
    assert (words["stack:1:2"]["score"], words["stack:1:2"]["credit"]) == (6, [ANN])
    chain = words["chain:1"]
    assert chain["text"] == "SO" and chain["score"] == 7 and chain["credit"] == [BEN]
    assert table.names(use["card"] for use in chain["uses"]) == ["k1", "k20"]
    outcome = TWO_P6C.outcome(table.state)
    assert outcome.totals == (35, 35) and outcome.winners == (ANN, BEN)


def test_t12_declared_final_forms_let_ann_win():
    outcome = TWO_P6C.outcome(g1_t12(final_forms="declared").state)
    assert outcome.totals == (35, 31) and outcome.winners == (ANN,)


def test_t12_majority_cards_credit_moves_chain_1_to_ann():
    outcome = TWO_P6C.outcome(g1_t12(credit_policy="majority_cards").state)
    assert outcome.totals == (42, 28) and outcome.winners == (ANN,)


def test_server_picks_the_best_uses_when_the_phone_leaves_them_out():
    table = g1("T10c")
    table.play(ANN, "k20", 1, 2, "ON")  # k9→O, k20→N is the only matching
    assert table.form("stack:1:2") == ("ON", ["k9", "k20"])
    assert [letter for _card, letter in table.state.form("stack:1:2").uses] == ["O", "N"]
