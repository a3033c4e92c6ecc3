"""2P6C's result and score sheet as the API hands them out (2p6c.md §5.5, §5.6): numbers as JSON
numbers with their display form and exact fraction beside them, per-seat arrays."""
from __future__ import annotations

from rules.games.two_p6c import TWO_P6C
from tests.rules.two_p6c_table import Table

ANN, BEN, CAT = 0, 1, 2
AT = [("k3", "A"), ("k7", "T")]


def finished(players: int, **options) -> Table:
    """G1's row, Ann's AT (one card of hers on the board), ended by agreement and scored."""
    table = Table(players, **options)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.play(ANN, "k7", 3, 2, "AT", AT)
    table.move("end_proposed", ANN if players == 1 else BEN)
    for seat in range(players):
        if table.state.end_proposal is not None and seat != BEN:
            table.move("end_vote", seat, verdict="accept")
    if table.state.phase == "final_challenge":
        for seat in range(1, players):
            table.move("no_challenge", seat)
    table.move("scores_finalized", ANN)
    return table


def test_2p6c_result_mlr_is_a_number_per_seat_with_its_display_and_fraction():
    result = TWO_P6C.outcome(finished(2).state).to_json()
    assert result["mlr"] == [1 / 54, 0.0]
    assert result["mlr_display"] == ["0.0185", "0.0000"]
    assert result["mlr_fraction"] == [[1, 54], [0, 1]]


def test_2p6c_result_mlr_follows_mlr_include_initial_as_the_solo_figure_does():
    result = TWO_P6C.outcome(finished(1, mlr_include_initial=True).state).to_json()
    assert result["solo"]["mlr_fraction"] == [7, 54] and result["solo"]["cards_played"] == 7
    assert result["mlr"] == [result["solo"]["mlr"]] == [7 / 54]
    assert result["mlr_display"] == [result["solo"]["mlr_display"]] == ["0.1296"]
    two = TWO_P6C.outcome(finished(2, mlr_include_initial=True).state).to_json()
    assert two["mlr_fraction"] == [[7, 54], [1, 9]]  # Ben: the six initial cards only
    assert two["mlr"] == [7 / 54, 6 / 54]


def test_2p6c_solo_figures_are_numbers_with_display_and_fraction_in_the_view_too():
    table = Table(1)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.play(ANN, "k7", 3, 2, "AT", AT)
    solo = TWO_P6C.view(table.state, ANN)["solo"]
    assert (solo["mlr"], solo["mlr_display"], solo["mlr_fraction"]) == (1 / 54, "0.0185", [1, 54])
    assert (solo["uin"], solo["uin_display"], solo["uin_fraction"]) == (6 / 54, "0.11", [1, 9])


def test_2p6c_score_sheet_counts_words_as_word_counts_like_the_result():
    table = finished(2)
    scores = TWO_P6C.scores(table.state)
    assert scores == {"totals": [6, 0], "word_counts": [1, 0]}
    assert scores["word_counts"] == TWO_P6C.outcome(table.state).extras["word_counts"]
