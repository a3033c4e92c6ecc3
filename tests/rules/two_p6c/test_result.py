"""2P6C's result and score sheet as the API hands them out (docs/games/2p6c.md §5.5, §5.6): numbers as JSON
numbers with their display form and exact fraction beside them, per-seat arrays, the published
shapes, who the game waits for, and the order each move's checks are asked in."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.errors import Malformed
from rules.games.two_p6c import INFO, TWO_P6C
from rules.games.two_p6c.schemas import TwoP6CResult, TwoP6CScores
from tests.rules.two_p6c.table import Table
from tests.shapes import assert_fits

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
    assert_fits(result, TwoP6CResult)


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
    assert_fits(scores, TwoP6CScores)
    assert_fits(TWO_P6C.scores(Table(2).state), TwoP6CScores)


def test_2p6c_result_shape_refuses_an_unknown_termination():
    result = TWO_P6C.outcome(finished(2).state).to_json()
    with pytest.raises(AssertionError):
        assert_fits({**result, "termination": "TIMEOUT"}, TwoP6CResult)


# --- to_move --------------------------------------------------------------------------------------

def test_2p6c_to_move_after_an_initial_word_in_scoring_waits_only_for_the_other_votes():
    table = Table(3)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.move("end_proposed", ANN)
    table.move("end_vote", BEN, verdict="accept")
    table.move("end_vote", CAT, verdict="accept")
    assert table.state.phase == "scoring" and TWO_P6C.to_move(table.state) == {ANN, BEN, CAT}
    table.move("initial_word_declared", BEN, text="TRADES")
    assert TWO_P6C.to_move(table.state) == {ANN, CAT}  # Ben, the declarer, has voted
    table.move("initial_word_vote", CAT, verdict="allowed")
    assert TWO_P6C.to_move(table.state) == {ANN}


def test_2p6c_to_move_after_a_declaration_in_play_leaves_the_declarer_out():
    table = Table(3)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.move("initial_word_declared", BEN, text="TRADES")
    assert TWO_P6C.to_move(table.state) == {ANN, CAT}  # Ann decides, and Ann and Cat vote
    table.move("end_proposed", CAT)
    assert BEN in TWO_P6C.to_move(table.state)  # Ben owes a vote on ending


# --- end_proposed's payload, as the spec names it ----------------------------------------------

def test_2p6c_end_proposed_takes_the_specs_reason():
    move = referee.parse(TWO_P6C, "end_proposed", ANN, {"reason": "no_allowed_decisions"})
    assert move.payload == {"reason": "no_allowed_decisions"}
    assert referee.parse(TWO_P6C, "end_proposed", ANN, {}).payload["reason"] == \
        "no_allowed_decisions"
    with pytest.raises(ValidationError):
        referee.parse(TWO_P6C, "end_proposed", ANN, {"reason": "bored"})


# --- the published check order ------------------------------------------------------------------

def earlier(move: str, first: str, second: str) -> bool:
    checks = INFO.moves[move].checks
    return checks.index(first) < checks.index(second)


def test_2p6c_play_out_of_turn_with_a_bad_card_is_turn_order_as_listed_first():
    table = Table(2)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    assert earlier("play", "2P6C-TURN-ORDER", "2P6C-CARD-ATTR")
    table.refused_play("2P6C-TURN-ORDER", BEN, "k7", 3, 2, "AT", AT, colour="orange")


def test_2p6c_challenge_of_a_recycle_by_its_author_is_no_word_as_listed_first():
    table = Table(3)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.move("recycle", ANN)
    assert earlier("challenge_filed", "2P6C-CHALLENGE-NO-WORD", "2P6C-CHALLENGE-WINDOW")
    table.refused("2P6C-CHALLENGE-NO-WORD", "challenge_filed", BEN, target_seq=1)


def test_2p6c_solo_challenge_after_the_game_is_game_not_active_as_listed_first():
    table = finished(1)
    assert earlier("challenge_filed", "2P6C-GAME-NOT-ACTIVE", "2P6C-CHALLENGE-SOLO")
    table.refused("2P6C-GAME-NOT-ACTIVE", "challenge_filed", ANN, target_seq=1)


# --- 422 for what no state of this table accepts ----------------------------------------------------

@pytest.mark.parametrize("rule, changes, text", [
    ("2P6C-CARD-ATTR", {"colour": "orange"}, "AT"),
    ("2P6C-WORD-CHARSET", {}, "A-T"),
])
def test_2p6c_a_card_or_word_no_table_accepts_is_malformed(rule, changes, text):
    table = Table(2)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    with pytest.raises(Malformed) as refusal:
        table.play(ANN, "k7", 3, 2, text, AT if text == "AT" else None, **changes)
    assert refusal.value.rule_id == rule


# --- one shape for a use ----------------------------------------------------------------------------

def test_2p6c_a_use_is_card_and_letter_everywhere_as_a_play_sends_it():
    table = Table(3)
    table.setup("k1", "k2", "k3", "k4", "k5", "k6")
    table.play(ANN, "k7", 3, 2, "AT", AT)
    table.move("initial_word_declared", BEN, text="TRADES")
    view = TWO_P6C.view(table.state, ANN)
    at = {"card": table.ids["k3"], "letter": "A"}, {"card": table.ids["k7"], "letter": "T"}
    assert view["words"][0]["uses"] == list(at)
    assert view["initial_proposal"]["uses"][0] == {"card": table.ids["k1"], "letter": "S"}
    table.move("initial_word_vote", ANN, verdict="allowed")
    table.move("initial_word_vote", CAT, verdict="allowed")
    assert TWO_P6C.view(table.state, ANN)["initial_word"]["uses"][1] == \
        {"card": table.ids["k2"], "letter": "T"}
