"""2P6C moves over the API: 422 for what no state of the table accepts, 409 for what the rules
forbid now, the spec's own payload names, and what the view shows of an initial word the table
did not accept (docs/games/2p6c.md §3.3, §4.1, A17)."""
from __future__ import annotations

from rules.games.two_p6c.schemas import TwoP6CResult, TwoP6CScores
from tests.api.solo_support import card, problem_of
from tests.api.test_2p6c_lookup import deal_initial_row, table
from tests.shapes import assert_fits

ANN, BEN = 0, 1
AT = {"cell": {"col": 3, "row": 2}, "card": card("k7"), "form": {"text": "AT"}}


def test_2p6c_a_card_no_table_has_is_422_card_attr(api):
    match = table(api)
    deal_initial_row(api, match)
    orange = {**AT, "card": {**card("k7"), "colour": "orange"}}
    problem_of(api.move(match, ANN, "play", orange), 422, "2P6C-CARD-ATTR")


def test_2p6c_a_word_with_a_hyphen_is_422_word_charset_as_its_lookup_is(api):
    match = table(api)
    deal_initial_row(api, match)
    problem_of(api.move(match, ANN, "play", {**AT, "form": {"text": "A-T"}}), 422,
               "2P6C-WORD-CHARSET")


def test_2p6c_a_cell_off_the_board_is_422_cell_bounds(api):
    match = table(api)
    deal_initial_row(api, match)
    problem_of(api.move(match, ANN, "play", {**AT, "cell": {"col": 7, "row": 2}}), 422,
               "2P6C-CELL-BOUNDS")


def test_2p6c_a_play_out_of_turn_is_409_turn_order(api):
    match = table(api)
    deal_initial_row(api, match)
    problem_of(api.move(match, BEN, "play", AT), 409, "2P6C-TURN-ORDER")


def test_2p6c_end_proposed_takes_the_specs_reason(api):
    match = table(api, 1)
    deal_initial_row(api, match)
    api.play(match, ANN, "end_proposed", {"reason": "no_allowed_decisions"})
    assert api.view(match)["state"]["phase"] == "scoring"
    other = table(api, 1)
    deal_initial_row(api, other)
    assert api.move(other, ANN, "end_proposed", {"reason": "bored"}).status_code == 422


def test_2p6c_an_initial_word_the_list_refuses_is_recorded_in_the_view(api):
    match = table(api, word_source="list:en-v1")
    deal_initial_row(api, match)
    api.play(match, BEN, "initial_word_declared", {"text": "TSARED"})
    state = api.view(match)["state"]
    assert state["initial_word"] is None and state["initial_proposal"] is None
    assert state["initial_refused"] == {"rule": "2P6C-INITIAL-REFUSED", "text": "TSARED",
                                        "proposer": BEN, "method": "word_list", "votes": []}


def test_2p6c_a_finished_match_fits_its_published_result_and_score_sheet(api):
    match = table(api, 1)
    deal_initial_row(api, match)
    api.play(match, ANN, "play", AT)
    api.play(match, ANN, "end_proposed", {})
    api.play(match, ANN, "scores_finalized", {})
    view = api.view(match)
    assert_fits(view["result"], TwoP6CResult)
    assert_fits(view["scores"], TwoP6CScores)
    assert view["result"]["mlr"] == [view["result"]["solo"]["mlr"]] == [1 / 54]
