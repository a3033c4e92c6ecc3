"""Mini Golf entered a hand at a time (docs/games/mini-golf.md, `depth: "hand"`): each player's
final grid when the hole ends, checked for what a grid can show and scored as the full referee
scores it."""
from __future__ import annotations

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.games.mini_golf import MINI_GOLF
from tests.rules.depth_support import golf_grids, played_both_ways

HOST = Entrant(host=True)


def _new(players: int = 2, **options):
    return referee.new_game(MINI_GOLF, players, {"depth": "hand", **options})[1]


def _grid(seat: int, tl: str, tr: str, bl: str, br: str) -> Move:
    return Move("grid", seat, {"cards": {"TL": tl, "TR": tr, "BL": bl, "BR": br}})


def _refused(state, move: Move) -> RuleViolation:
    with pytest.raises(RuleViolation) as refused:
        referee.play(MINI_GOLF, state, move, HOST, 0)
    return refused.value


def test_a_hole_entered_a_hand_at_a_time_waits_for_every_grid_then_scores_it():
    state = _new(holes=2)
    assert (state.phase, MINI_GOLF.to_move(state)) == ("grids", frozenset({0, 1}))
    # Columns 3/3 cancel; 2H and 5H share the top row (−2): 0 + 2 + 5 − 2 = 5.
    state = referee.play(MINI_GOLF, state, _grid(1, "3C", "2H", "3D", "5H"), HOST, 0)
    assert MINI_GOLF.to_move(state) == frozenset({0})
    # Four suits, no column cancels: 1 + 4 + 6 + 2 = 13.
    state = referee.play(MINI_GOLF, state, _grid(0, "1U", "6P", "4F", "2D"), HOST, 0)
    assert MINI_GOLF.scores(state)["rounds"][0]["scores"] == [13, 5]
    assert (state.hole, state.phase, state.totals) == (2, "grids", (13, 5))


def test_a_card_already_in_another_grid_is_refused_as_seen():
    state = referee.play(MINI_GOLF, _new(), _grid(0, "1U", "6P", "4F", "2D"), HOST, 0)
    refusal = _refused(state, _grid(1, "3C", "6P", "3D", "5H"))
    assert (refusal.rule_id, refusal.params["card"]) == ("CORE-CARD-SEEN", "6P")


def test_a_card_twice_in_one_grid_is_refused():
    assert _refused(_new(), _grid(0, "1U", "1U", "4F", "2D")).rule_id == "CORE-DUPLICATE-CARD"


def test_a_grid_needs_all_four_spots():
    refusal = _refused(_new(), Move("grid", 0, {"cards": {"TL": "1U", "TR": "6P", "BL": "4F"}}))
    assert refusal.rule_id == "GOLF-GRID-SPOTS"


def test_a_seats_grid_is_entered_once_a_hole():
    state = referee.play(MINI_GOLF, _new(3), _grid(0, "1U", "6P", "4F", "2D"), HOST, 0)
    assert _refused(state, _grid(0, "1C", "6C", "4C", "2C")).rule_id == "GOLF-GRID-ENTERED"


def test_wild_cards_are_refused_unless_in_play_and_score_at_their_best():
    assert _refused(_new(), _grid(0, "W", "6P", "4F", "2D")).rule_id == "CORE-CARD-NOT-USED"
    state = _new(wild_cards="best_assignment")
    state = referee.play(MINI_GOLF, state, _grid(0, "W", "6P", "6F", "2D"), HOST, 0)
    state = referee.play(MINI_GOLF, state, _grid(1, "1U", "2U", "3U", "4U"), HOST, 0)
    # The W cancels its column as a 6, but not as 6F or 6P (each card is once in a grid), and no
    # suit it could take then shares a row or column: 0 + 6 + 2 = 8.
    assert (state.last_hole.seats[0].score, state.last_hole.seats[0].wilds[0][1][0]) == (8, "6")
    assert MINI_GOLF.scores(state)["rounds"][0]["scores"][0] == 8


def test_a_single_move_is_refused_a_hand_at_a_time_and_a_grid_move_by_move():
    refusal = _refused(_new(), Move("start_hole", 0, {"initial_discard": "5C"}))
    assert refusal.rule_id == "CORE-WRONG-DEPTH"
    move_by_move = referee.new_game(MINI_GOLF, 2, {})[1]
    assert _refused(move_by_move, _grid(0, "1U", "6P", "4F", "2D")).rule_id == "CORE-WRONG-DEPTH"


def test_the_wrong_depth_says_what_to_enter_in_both_languages():
    refusal = _refused(_new(), Move("start_hole", 0, {"initial_discard": "5C"}))
    texts = MINI_GOLF.info.rules
    assert refusal.message(texts, "en") == ("This match is entered a hand at a time: when a hand "
                                            "ends, enter what lies on the table.")
    assert refusal.message(texts, "it").startswith("Questa partita si inserisce una mano alla volta")


VARIANTS = [
    {"holes": 3},
    {"holes": 2, "suit_bonus_mode": "per_line", "wild_cards": "best_assignment"},
    {"holes": 2, "tie_rule": "playoff", "deck_exhausted": "end_hole"},
    {"holes": 1, "tie_rule": "playoff", "wild_cards": "best_assignment"},
]


@pytest.mark.parametrize("seed", range(12))
def test_a_game_entered_a_hand_at_a_time_scores_as_the_full_referee(seed):
    """Random full games, move by move; the same final grids entered a hand at a time give the
    same score sheet, totals, winners and result, playoff holes included."""
    refereed, entered = played_both_ways(MINI_GOLF, f"golf-depth-{seed}", VARIANTS[seed % len(VARIANTS)],
                                         golf_grids)
    assert MINI_GOLF.scores(entered) == MINI_GOLF.scores(refereed)
    assert MINI_GOLF.outcome(entered) == MINI_GOLF.outcome(refereed)
    assert entered.last_hole == refereed.last_hole
