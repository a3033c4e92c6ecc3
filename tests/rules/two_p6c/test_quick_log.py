"""A solo 2P6C game logged quickly (docs/games/2p6c.md, `depth: "quick"`): played on paper, entered as
its end figures (cards still on the board, each word's score, the initial word's), checked for what
end figures can show, and scored into MLR, FTS and the Ultimate Index by the same `solo_stats` as a
game refereed move by move."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.base import Entrant, Move
from rules.errors import Malformed, RuleViolation
from rules.games.two_p6c import TWO_P6C
from rules.games.two_p6c.catalogue import result
from rules.games.two_p6c.scoring import solo_stats
from rules.games.two_p6c.state import INITIAL
from tests.rules.depth_support import hands_of
from tests.shapes import assert_fits

SOLO = Entrant(seat=0)


def _new(players: int = 1, **options):
    return referee.new_game(TWO_P6C, players, {"depth": "quick", **options})[1]


def _log(cards: int, scores, initial: int | None) -> Move:
    return Move("quick_log", 0, {"cards_played": cards, "word_scores": list(scores), "initial_word": initial})


def _logged(move: Move, **options):
    return referee.play(TWO_P6C, _new(**options), move, SOLO, 0)


def _refused(move: Move, state=None, **options) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        referee.play(TWO_P6C, state if state is not None else _new(**options), move, SOLO, 0)
    return refused.value


def test_a_quick_log_waits_for_the_one_player_and_ends_the_game_with_its_figures():
    state = _new()
    assert (state.phase, TWO_P6C.to_move(state)) == ("quick_log", frozenset({0}))
    state = referee.play(TWO_P6C, state, _log(20, [12, 7, 9], 10), SOLO, 0)
    # 20 cards of 54: MLR 10/27; FTS 12 + 7 + 9 and the initial word's 10 = 38; UIN 380/27.
    outcome = TWO_P6C.outcome(state).to_json()
    assert outcome["solo"] == {"mlr": 20 / 54, "mlr_display": "0.3704", "mlr_fraction": [10, 27],
                               "fts": 38, "uin": 380 / 27, "uin_display": "14.07", "uin_fraction": [380, 27],
                               "cards_played": 20}
    assert (outcome["winners"], outcome["totals"], outcome["termination"]) == ([0], [38], "QUICK_LOG")
    assert (outcome["word_counts"], outcome["words"]) == ([4], [])
    assert TWO_P6C.scores(state) == {"totals": [38], "word_counts": [4]}
    assert TWO_P6C.to_move(state) == frozenset()


def test_the_result_and_score_sheet_fit_the_published_shapes():
    state = _logged(_log(0, [], None))
    assert_fits(TWO_P6C.outcome(state).to_json(), TWO_P6C.info.result_schema)
    assert_fits(TWO_P6C.scores(state), TWO_P6C.info.scores_schema)
    assert_fits(TWO_P6C.scores(_new()), TWO_P6C.info.scores_schema)
    assert TWO_P6C.outcome(state).to_json()["solo"]["uin_fraction"] == [0, 1]


def test_the_house_options_that_change_mlr_and_fts_count_as_in_a_refereed_game():
    move = _log(20, [12, 7, 9], 10)
    solo = TWO_P6C.outcome(_logged(move, mlr_include_initial=True, fts_include_initial_word=False)).extras["solo"]
    expected = solo_stats(20, 28, 10, options={"mlr_include_initial": True, "fts_include_initial_word": False})
    assert (solo["mlr_fraction"], solo["fts"], solo["cards_played"]) == ([13, 27], 28, 26)
    assert Fraction(*solo["uin_fraction"]) == expected.uin


def test_the_view_shows_the_figures_entered_and_the_solo_summary():
    view = TWO_P6C.view(_logged(_log(3, [5], None)), 0)
    assert view["quick_log"] == {"cards_played": 3, "word_scores": [5], "initial_word": None}
    assert view["solo"]["fts"] == 5 and view["board"] == [] and view["phase"] == "finished"
    assert TWO_P6C.view(_new(), 0)["quick_log"] is None


def test_a_quick_log_is_solo_only_any_other_table_is_a_field_error_under_depth():
    for players in range(2, 7):
        with pytest.raises(ValidationError) as refused:
            _new(players)
        assert refused.value.messages == {"depth": [
            f"A quick log is for a solo game's end figures: it needs 1 player, not {players}."]}


def test_more_cards_than_the_board_holds_beside_the_first_row_are_refused():
    refusal = _refused(_log(49, [], None))
    assert isinstance(refusal, Malformed)
    assert (refusal.rule_id, refusal.params) == ("2P6C-QUICK-CARDS", {"free": 48, "cards": 49})
    assert refusal.message(TWO_P6C.info.rules) == ("This board holds 0 to 48 of your cards besides the six "
                                                   "of the first row; 49 were entered.")
    assert refusal.message(TWO_P6C.info.rules, "it").startswith("Questo tabellone contiene da 0 a 48")
    assert _refused(_log(-1, [], None)).rule_id == "2P6C-QUICK-CARDS"
    assert _logged(_log(48, [], None)).quick.cards_played == 48


def test_the_room_on_the_board_follows_its_decks_rows_and_stacks():
    # Two decks: 108 cards, but 3 rows of 6 cells of 3 cards hold 54, the first row's six among them.
    assert _refused(_log(49, [], None), decks=2).params["free"] == 48
    assert _refused(_log(200, [], None), decks=2, rows=6).params["free"] == 102
    assert _refused(_log(40, [], None), max_stack=2).params["free"] == 30


def test_no_more_words_than_cards_played():
    refusal = _refused(_log(2, [4, 5, 6], None))
    assert (refusal.rule_id, refusal.params) == ("2P6C-QUICK-WORDS", {"words": 3, "cards": 2})
    assert refusal.message(TWO_P6C.info.rules) == ("3 words from 2 cards played: each word needs at least "
                                                   "one card you played.")


def test_a_word_scores_at_most_its_longest_length_of_the_highest_number():
    refusal = _refused(_log(5, [12, 595], None))
    assert (refusal.rule_id, refusal.params) == ("2P6C-QUICK-WORD-SCORE", {
        "position": 2, "score": 595, "most": 594, "letters": 6, "number": 99})
    assert refusal.message(TWO_P6C.info.rules) == ("A word scores 0 to 594 here (up to 6 letters of at most "
                                                   "99 points each); word 2 was entered as 595.")
    assert _refused(_log(5, [-1], None)).rule_id == "2P6C-QUICK-WORD-SCORE"
    assert _refused(_log(5, [41], None), max_word_len=4, max_score_number=10).params["most"] == 40
    assert _logged(_log(5, [594], None)).quick.word_scores == (594,)


def test_the_initial_word_scores_within_the_same_bound():
    refusal = _refused(_log(5, [], 41), max_word_len=4, max_score_number=10)
    assert (refusal.rule_id, refusal.params["score"]) == ("2P6C-QUICK-INITIAL-SCORE", 41)
    assert "initial word" in refusal.message(TWO_P6C.info.rules)
    assert _logged(_log(5, [], 0)).quick.initial_word == 0


def test_a_logged_game_is_over_and_a_move_of_the_other_depth_says_what_to_enter():
    done = _logged(_log(3, [5], None))
    assert _refused(_log(3, [5], None), done).rule_id == "2P6C-GAME-NOT-ACTIVE"
    assert _refused(Move("options_agreed", 0, {})).rule_id == "CORE-WRONG-DEPTH"
    move_by_move = referee.new_game(TWO_P6C, 1, {})[1]
    refusal = _refused(_log(3, [5], None), move_by_move)
    assert refusal.rule_id == "CORE-WRONG-DEPTH"
    assert refusal.message(TWO_P6C.info.rules) == ("This match is entered move by move: enter each move as it "
                                                   "is played.")


def test_the_lobby_keeps_the_depth_the_match_was_made_at():
    lobby = referee.new_game(TWO_P6C, 2, {})[1]
    refusal = _refused(Move("options_changed", 0, {"options": {"depth": "quick"}}), lobby)
    assert refusal.rule_id == "2P6C-DEPTH-LOCKED"
    changed = referee.play(TWO_P6C, lobby, Move("options_changed", 0, {"options": {"depth": "every_move",
                                                                                   "max_stack": 2}}), SOLO, 0)
    assert changed.options["max_stack"] == 2


# --- the same figures as the full referee ------------------------------------------------------------

VARIANTS = [
    {},
    {"mlr_include_initial": True},
    {"fts_include_initial_word": False},
    {"mlr_include_initial": True, "fts_include_initial_word": False, "eq_word_score": "min"},
    {"word_source": "list:en-v1"},   # the solo check takes refused words' cards off the board
    {"final_forms": "declared", "credit_policy": "majority_cards", "max_stack": 2},
    {"eq_word_score": "choice", "credit_policy": "shared", "max_word_len": 4},
    {"decks": 2, "rows": 6, "stall_limit": 4},
]


def end_figures(state) -> Move:
    """What a solo player reads off the paper once the game is over: their cards on the board,
    each word's score, and the initial word's."""
    words = result(state).words
    initial = next((word.score for word in words if word.slot == INITIAL), None)
    return _log(state.plays_on_board(0), [word.score for word in words if word.slot != INITIAL], initial)


@pytest.mark.parametrize("seed", range(16))
def test_a_random_solo_game_logged_quickly_gives_the_refereed_games_figures(seed):
    """Random solo games played move by move to their end; their end figures entered as a quick
    log give the same MLR, FTS, UIN, total and word count."""
    rng = random.Random(f"2p6c-quick-{seed}")
    options = VARIANTS[seed % len(VARIANTS)]
    refereed, _hands = hands_of(TWO_P6C, 1, options, rng, lambda _before, _after: None)
    logged = referee.play(TWO_P6C, _new(**options), end_figures(refereed), SOLO, 0)
    by_referee, by_log = TWO_P6C.outcome(refereed).to_json(), TWO_P6C.outcome(logged).to_json()
    assert by_log["solo"] == by_referee["solo"]
    for key in ("winners", "totals", "word_counts", "mlr", "mlr_display", "mlr_fraction"):
        assert by_log[key] == by_referee[key], key
    assert TWO_P6C.scores(logged) == TWO_P6C.scores(refereed)
