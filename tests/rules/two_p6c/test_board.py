"""2P6C board size and placement (docs/games/2p6c.md §1.2, §2.1, §4.1, §4.3; golden tests ST1, ST2, and the
placement steps of G1 §7.2)."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.games.two_p6c.board import (
    chain_ok,
    chain_polarity_refs,
    check_placement,
    decks,
    geometry,
    height,
    peasick_sea,
    playable_rows,
    rows,
    stack_ok,
)
from tests.rules.two_p6c.cards import CARDS, cards

G1_ROW = ("k1", "k2", "k3", "k4", "k5", "k6")  # S T A R E D/O, §7.2 T00


def board_of(layout: dict[tuple[int, int], str], initial: bool = True) -> dict:
    """A board from space-separated card ids per cell (bottom..top), on the G1 initial row."""
    board = {(c, 1): cards(card_id) for c, card_id in enumerate(G1_ROW, 1)} if initial else {}
    board.update({cell: cards(*ids.split()) for cell, ids in layout.items()})
    return board


def refusal(board, cell, kind, card_id, board_rows=3, options=None) -> str:
    with pytest.raises(RuleViolation) as refused:
        check_placement(board, cell, kind, CARDS[card_id], board_rows, options)
    return refused.value.rule_id


def accepts(board, cell, kind, card_id, board_rows=3, options=None) -> bool:
    check_placement(board, cell, kind, CARDS[card_id], board_rows, options)
    predicate = chain_ok if kind == "chain" else stack_ok
    return predicate(board, cell, CARDS[card_id], options)


# -- §1.2 table ---------------------------------------------------------------------------------

@pytest.mark.parametrize("n, d, total, r, playable, dealt, draw", [
    (1, 1, 54, 3, 3, 7, 41),
    (2, 1, 54, 3, 3, 14, 34),
    (3, 2, 108, 6, 6, 21, 81),
    (4, 2, 108, 6, 6, 28, 74),
    (5, 3, 162, 9, 6, 35, 121),
    (6, 3, 162, 9, 6, 42, 114),
])
def test_st1_decks_rows_and_draw_patch_follow_the_section_1_2_table(
        n, d, total, r, playable, dealt, draw):
    assert geometry(n) == {"decks": d, "total_cards": total, "rows": r, "playable_rows": playable,
                           "dealt": dealt, "draw_count": draw}


def test_m1_solo_setup_has_one_deck_three_rows_and_41_cards_to_draw():
    assert geometry(1) == {"decks": 1, "total_cards": 54, "rows": 3, "playable_rows": 3,
                           "dealt": 7, "draw_count": 41}


def test_three_players_already_get_the_second_band_of_rows():
    assert rows(3) == 6 and decks(3) == 2  # A1: ceil, not floor


def test_the_group_may_override_decks_and_rows():
    assert geometry(2, {"decks": 2, "rows": 6}) == {
        "decks": 2, "total_cards": 108, "rows": 6, "playable_rows": 6, "dealt": 14,
        "draw_count": 88}


def test_playable_rows_stop_at_the_longest_word():
    assert playable_rows(9) == 6
    assert playable_rows(9, max_word_len=7) == 7
    assert geometry(5, {"max_word_len": 4})["playable_rows"] == 4


@pytest.mark.parametrize("n, options", [
    (0, None), (2, {"decks": 0}), (2, {"rows": 2}), (2, {"rows": "many"}),
    (8, {"decks": 1}),  # 54 cards cannot deal 6 + 56
    (2, {"chain_adjacency": "diagonal"}), (2, {"gp_exception_scope": "both"}),
    (2, {"chain_polarity_reference": "bottom"}), (2, {"max_stack": 1}),
])
def test_an_impossible_setup_or_a_misspelt_option_is_an_error(n, options):
    with pytest.raises(ValueError):
        geometry(n, options)


# -- §2.1 geometry ------------------------------------------------------------------------------

def test_height_counts_the_occupied_cells_from_row_1_up():
    board = board_of({(3, 2): "k7", (3, 3): "k14", (2, 1): "k2 k11"})
    assert height(board, 3) == 3
    assert height(board, 2) == 1  # a stack on row 1 adds cards, not height
    assert height({}, 4) == 0
    assert height({(4, 1): []}, 4) == 0  # an empty list is an empty cell


def test_peasick_sea_needs_every_playable_cell_at_max_stack():
    full = {(c, r): cards("k1", "k2", "k3") for c in range(1, 7) for r in range(1, 4)}
    assert peasick_sea(full, 3)
    full[(6, 3)] = cards("k1", "k2")
    assert not peasick_sea(full, 3)
    assert peasick_sea(full, 3, {"max_stack": 2}) is False  # (1,1) holds 3 ≠ 2


def test_peasick_sea_on_a_nine_row_board_is_judged_on_rows_1_to_6():
    full = {(c, r): cards("k1", "k2", "k3") for c in range(1, 7) for r in range(1, 7)}
    assert peasick_sea(full, 9)
    assert not peasick_sea(full, 9, {"max_word_len": 7})


# -- §4.3 chain ---------------------------------------------------------------------------------

def test_a_chained_card_of_the_same_polarity_as_the_card_below_is_accepted():
    assert accepts(board_of({}), (3, 2), "chain", "k7")  # T01: k7 − over k3 −


def test_a_chained_card_of_the_other_polarity_is_refused():
    board = board_of({})
    assert refusal(board, (1, 2), "chain", "k8") == "2P6C-CHAIN-POLARITY"  # T02b: k8 − over k1 +
    assert not chain_ok(board, (1, 2), CARDS["k8"])


def test_green_card_may_chain_onto_the_other_polarity():
    assert accepts(board_of({}), (1, 2), "chain", "k9")  # T02c: green − over black +


def test_purple_card_may_chain_onto_the_other_polarity():
    assert accepts(board_of({}), (3, 2), "chain", "k12")  # purple + over yellow −


def test_a_green_card_below_does_not_waive_the_chain_rule_by_default():
    # k5 at (5,1) is green +; k7 is black −: "it" in the exception is the card added (A6).
    assert refusal(board_of({}), (5, 2), "chain", "k7") == "2P6C-CHAIN-POLARITY"


def test_with_either_scope_a_green_or_purple_card_below_waives_the_chain_rule():
    options = {"gp_exception_scope": "either"}
    assert accepts(board_of({}), (5, 2), "chain", "k7", options=options)
    assert accepts(board_of({}), (6, 2), "chain", "k1", options=options)  # black + over purple −
    # ...but an ordinary card below still binds
    assert refusal(board_of({}), (1, 2), "chain", "k8", options=options) == "2P6C-CHAIN-POLARITY"


def test_a_chained_card_is_compared_with_the_top_card_of_the_stack_below():
    board = board_of({(3, 1): "k3 k10"})  # yellow − then magenta + on top
    assert accepts(board, (3, 2), "chain", "k18")  # + over the top +
    assert refusal(board, (3, 2), "chain", "k7") == "2P6C-CHAIN-POLARITY"  # − over the top +


def test_with_all_cards_in_cell_every_card_below_must_share_the_polarity():
    options = {"chain_polarity_reference": "all_cards_in_cell"}
    mixed = board_of({(3, 1): "k3 k10"})
    assert [c.id for c in chain_polarity_refs(mixed, (3, 2), options)] == ["k3", "k10"]
    assert refusal(mixed, (3, 2), "chain", "k18", options=options) == "2P6C-CHAIN-POLARITY"
    assert refusal(mixed, (3, 2), "chain", "k7", options=options) == "2P6C-CHAIN-POLARITY"
    assert accepts(mixed, (3, 2), "chain", "k20", options=options)  # green is still exempt
    same = board_of({(2, 1): "k2 k11"})  # both +
    assert accepts(same, (2, 2), "chain", "k18", options=options)


def test_orthogonal_adjacency_also_compares_the_tops_left_and_right():
    board = board_of({(2, 2): "k18"})  # (2,2) black +; (4,2) empty
    options = {"chain_adjacency": "orthogonal"}
    assert accepts(board, (3, 2), "chain", "k7")  # below only: − over −
    assert refusal(board, (3, 2), "chain", "k7", options=options) == "2P6C-CHAIN-POLARITY"
    assert [c.id for c in chain_polarity_refs(board, (3, 2), options)] == ["k3", "k18"]
    assert accepts(board, (3, 2), "chain", "k9", options=options)  # green is exempt
    assert accepts(board_of({(4, 2): "k30"}), (3, 2), "chain", "k7", options=options)


def test_orthogonal_adjacency_skips_cells_off_the_board_and_uses_only_side_tops():
    options = {"chain_adjacency": "orthogonal"}
    board = board_of({(2, 2): "k30", (1, 2): "k9"})
    assert [c.id for c in chain_polarity_refs(board, (1, 3), options)] == ["k9"]
    # all_cards_in_cell widens only the cell below; the side cells still give their tops
    board = board_of({(2, 2): "k18 k30"})
    both = {**options, "chain_polarity_reference": "all_cards_in_cell"}
    assert [c.id for c in chain_polarity_refs(board, (3, 2), both)] == ["k3", "k30"]


def test_with_either_scope_a_green_neighbour_waives_the_orthogonal_rule():
    board = board_of({(2, 2): "k20"})  # green +
    options = {"chain_adjacency": "orthogonal", "gp_exception_scope": "either"}
    assert accepts(board, (3, 2), "chain", "k7", options=options)
    assert refusal(board, (3, 2), "chain", "k7",
                   options={"chain_adjacency": "orthogonal"}) == "2P6C-CHAIN-POLARITY"


def test_a_chain_needs_an_occupied_cell_directly_below():
    board = board_of({})
    assert refusal(board, (4, 3), "chain", "k21") == "2P6C-CHAIN-SUPPORT"  # T06a
    assert not chain_ok(board, (4, 3), CARDS["k21"])
    assert refusal({}, (1, 1), "chain", "k1") == "2P6C-CHAIN-SUPPORT"  # row 1 is never chained


def test_st2_a_chain_past_row_6_is_refused_as_too_long_a_word():
    column = {(1, r): "k30" for r in range(2, 7)}
    board = board_of(column)
    board[(1, 1)] = cards("k31")  # all black −
    assert height(board, 1) == 6
    assert refusal(board, (1, 7), "chain", "k7", board_rows=9) == "2P6C-WORD-MAXLEN"
    assert not chain_ok(board, (1, 7), CARDS["k7"])
    assert accepts(board, (1, 7), "chain", "k7", board_rows=9, options={"max_word_len": 7})


# -- §4.3 stack ---------------------------------------------------------------------------------

def test_a_stacked_card_of_the_opposite_polarity_is_accepted():
    assert accepts(board_of({}), (3, 1), "stack", "k10")  # magenta + on yellow −


def test_a_stacked_card_of_the_same_polarity_and_another_colour_is_refused():
    board = board_of({})
    assert refusal(board, (2, 1), "stack", "k10") == "2P6C-STACK-POLARITY"  # T03a
    assert not stack_ok(board, (2, 1), CARDS["k10"])


def test_a_stacked_card_of_the_same_colour_may_have_either_polarity():
    assert accepts(board_of({}), (2, 1), "stack", "k11")  # T03b: cyan + on cyan +
    assert accepts(board_of({(1, 2): "k9"}), (1, 2), "stack", "k20")  # T12: green + on green −


def test_green_or_purple_gives_no_exception_on_a_stack():
    assert refusal(board_of({}), (5, 1), "stack", "k12") == "2P6C-STACK-POLARITY"  # T04a
    assert accepts(board_of({}), (5, 1), "stack", "k13")  # T04b: opposite polarity


def test_a_stack_compares_only_with_its_own_top_card_never_the_chain_rule():
    board = board_of({(3, 2): "k7"})  # k3 − below, k7 − on (3,2)
    assert accepts(board, (3, 2), "stack", "k15")  # T07: + on −, though + ≠ k3 below
    board = board_of({(3, 2): "k7 k15"})
    assert accepts(board, (3, 2), "stack", "k17", options={"chain_adjacency": "orthogonal"})


def test_a_cell_holding_max_stack_cards_is_full():
    board = board_of({(3, 2): "k7 k15 k17"})
    assert refusal(board, (3, 2), "stack", "k19") == "2P6C-STACK-FULL"  # T10a
    assert not stack_ok(board, (3, 2), CARDS["k19"])
    two = board_of({(2, 1): "k2 k11"})
    assert refusal(two, (2, 1), "stack", "k17", options={"max_stack": 2}) == "2P6C-STACK-FULL"
    assert accepts(two, (2, 1), "stack", "k17")


# -- §4.1 order ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cell", [(0, 1), (7, 1), (1, 0), (1, 4)])
def test_a_cell_off_the_board_is_refused_first(cell):
    assert refusal(board_of({}), cell, "chain", "k8") == "2P6C-CELL-BOUNDS"
    assert refusal(board_of({}), cell, "stack", "k8") == "2P6C-CELL-BOUNDS"


def test_an_empty_cell_is_only_chained_and_an_occupied_cell_only_stacked():
    board = board_of({})
    assert refusal(board, (3, 1), "chain", "k7") == "2P6C-KIND-MISMATCH"
    assert refusal(board, (3, 2), "stack", "k7") == "2P6C-KIND-MISMATCH"
    assert not chain_ok(board, (3, 1), CARDS["k7"])
    assert not stack_ok(board, (3, 2), CARDS["k7"])


def test_kind_mismatch_comes_before_a_full_stack():
    board = board_of({(3, 2): "k7 k15 k17"})
    assert refusal(board, (3, 2), "chain", "k19") == "2P6C-KIND-MISMATCH"


def test_chain_support_comes_before_chain_polarity():
    assert refusal(board_of({}), (1, 3), "chain", "k8") == "2P6C-CHAIN-SUPPORT"


def test_word_length_comes_before_chain_polarity():
    board = {(1, r): cards("k30") for r in range(1, 7)}  # black −
    assert refusal(board, (1, 7), "chain", "k1", board_rows=9) == "2P6C-WORD-MAXLEN"


def test_a_full_stack_comes_before_stack_polarity():
    board = board_of({(3, 1): "k3 k10 k17"})  # cyan − on top
    assert refusal(board_of({(3, 1): "k17"}), (3, 1), "stack", "k7") == "2P6C-STACK-POLARITY"
    assert refusal(board, (3, 1), "stack", "k7") == "2P6C-STACK-FULL"  # black − on − fails too


def test_an_unknown_kind_is_a_programming_error():
    with pytest.raises(ValueError):
        check_placement(board_of({}), (3, 2), "drop", CARDS["k7"], 3)
