"""Half-Zero golden tests HZ-T01, HZ-T02, HZ-T03, HZ-T05 and HZ-T07 (docs/games/half-zero.md §2.8): whole rounds,
tiebreaks, the invisible 0, unresolvable ties, upgrades and the end of the game."""
from __future__ import annotations

import pytest

from rules import referee
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.games.half_zero import HALF_ZERO

from .table import Table, by_name


def test_hz_t01_clean_round_two_players_a_upgrades_to_base_4():
    """HZ-T01: five turns, A 3+1+6+2 = 12 against B 5; A upgrades; round 2 is set up from the bases."""
    table = Table.new("UH")
    for a, b, winner, point, after in [("6U", "4H", "A", "3C", [3, 0]), ("1U", "6H", "B", "5C", [3, 5]),
                                       ("4U", "3H", "A", "1C", [4, 5]), ("3U", "2H", "A", "6C", [10, 5])]:
        table.reveal(A=a, B=b)
        assert table.state.phase == "point_reveal" and table.view()["turn"]["winner"] == "AB".index(winner)
        table.point(winner, point)
        assert table.view()["points"] == after
    table.reveal(A="2U", B="1H")
    table.point("A", "2C")
    # All hands are empty after turn 5: the round ends and round 2 is set up at once.
    view = table.view("A")
    assert view["history"] == [{"round": 1, "bases_before": [5, 5], "point_cards": [[3, 1, 6, 2], [5]],
                                "points": [12, 5], "upgraded": 0, "bases_after": [4, 5]}]
    # Round 2: M = 5; A holds 4 (one under the base), may opt out once and has one W; B neither.
    assert view["round"] == 2 and view["phase"] == "round_setup"
    assert by_name(view["bases"]) == {"A": 4, "B": 5} and view["max_base"] == 5
    assert by_name(view["hand_sizes"]) == {"A": 4, "B": 5}
    assert by_name(view["under_base"]) == {"A": 1, "B": 0}
    assert by_name(view["allowances"]) == {"A": 1, "B": 0}
    assert by_name(view["wild_tokens"]) == {"A": 1, "B": 0}
    # The point pile is reshuffled for round 2; of round 1, only 4C was never revealed.
    assert view["point_unrevealed"] == [1, 2, 3, 4, 5, 6]
    assert HALF_ZERO.scores(table.state)["rounds"][0]["point_cards"] == [[3, 1, 6, 2], [5]]


def test_hz_t01_the_unrevealed_point_card_is_4c_before_the_round_ends():
    """HZ-T01: after the fifth turn's reveal, the only point card still face down is 4C."""
    table = Table.new("UH")
    for a, b, winner, point in [("6U", "4H", "A", "3C"), ("1U", "6H", "B", "5C"),
                                ("4U", "3H", "A", "1C"), ("3U", "2H", "A", "6C")]:
        table.reveal(A=a, B=b)
        table.point(winner, point)
    table.reveal(A="2U", B="1H")
    assert table.view()["point_unrevealed"] == [2, 4]
    table.point("A", "2C")
    assert table.state.round == 2


def hz_t02_to_turn_3(**options) -> Table:
    table = Table.new("UH", **options)
    table.reveal(A="6U", B="6H")
    assert table.state.phase == "tiebreak" and table.view()["turn"]["tied"] == [0, 1]
    table.tiebreak(A="4U", B="4H")
    assert table.state.phase == "tiebreak"
    table.tiebreak(A="3U", B="2H")
    table.point("A", "6C")
    assert table.ranks_left("A") == {1, 2} and table.ranks_left("B") == {1, 3}
    table.reveal(A="2U", B="3H")
    table.point("B", "1C")
    assert table.ranks_left("A") == {1} and table.ranks_left("B") == {1}
    return table


def test_hz_t02_tiebreak_chain_then_an_unresolvable_tie_awards_nothing():
    """HZ-T02 (no_award): turn 3 is 1 against 1 with both hands empty; the engine ends the turn and the
    round at once, without waiting for a tiebreak entry; A 6, B 1 → A upgrades."""
    table = hz_t02_to_turn_3()
    turn_1 = table.view()["turns"][0]
    assert turn_1["reveals"] == [[6, 6], [4, 4], [3, 2]]
    table.reveal(A="1U", B="1H")
    history = table.view()["history"]
    assert history[0]["point_cards"] == [[6], [1]] and history[0]["upgraded"] == 0
    assert table.state.round == 2 and table.state.phase == "round_setup"


def test_hz_t02_unresolvable_tie_goes_to_the_stronger_suit_with_suit_hierarchy():
    """HZ-T02 (suit_hierarchy): Units beat Hearts, so A wins turn 3, reveals 4C: A 10, B 1."""
    table = hz_t02_to_turn_3(unresolvable_tie="suit_hierarchy")
    table.reveal(A="1U", B="1H")
    assert table.state.phase == "point_reveal" and table.state.turn.winner == 0
    assert HALF_ZERO.to_move(table.state) == frozenset({0})
    table.point("A", "4C")
    assert table.view()["history"][0]["points"] == [10, 1]
    assert table.view()["history"][0]["upgraded"] == 0


def test_hz_t02_suit_hierarchy_picks_the_strongest_suit_even_for_a_later_seat():
    """HZ-2 option: the tie goes by suit strength, not by seat (Hearts at seat 0, Units at seat 1)."""
    table = Table.new("HU", unresolvable_tie="suit_hierarchy")
    table.reveal(A="6H", B="6U")
    for a, b in [("4H", "4U"), ("3H", "3U"), ("2H", "2U"), ("1H", "1U")]:
        table.tiebreak(A=a, B=b)
    assert table.state.turn.winner == 1


def hz_t03_turn_2(table: Table) -> None:
    table.reveal(A="4U", B="3H", C="4D")
    assert table.view()["turn"]["tied"] == [0, 2]
    table.tiebreak(A="3U", C="3D")
    table.tiebreak(A="2U", C="1D")


def test_hz_t03_invisible_zero_three_players():
    """HZ-T03: A runs out in turn 2 and plays invisible 0s; B 4+6 = 10 upgrades to 4; 1C, 3C unrevealed."""
    table = Table.new("UHD")
    table.reveal(A="6U", B="6H", C="2D")
    assert table.view()["turn"]["tied"] == [0, 1]
    table.tiebreak(A="1U", B="4H")
    table.point("B", "4C")
    assert [table.ranks_left(name) for name in "ABC"] == [{2, 3, 4}, {1, 2, 3}, {1, 3, 4, 6}]
    hz_t03_turn_2(table)
    table.point("A", "2C")
    assert [table.ranks_left(name) for name in "ABC"] == [set(), {1, 2}, {6}]
    table.reveal(A="NONE", B="2H", C="6D")
    table.point("C", "5C")
    table.reveal(A="NONE", B="1H", C="NONE")
    assert table.view()["turn"]["reveals"] == [[0, 1, 0]]
    assert table.view()["point_unrevealed"] == [1, 3, 6]
    table.point("B", "6C")
    result = table.view()["history"][0]
    assert result["points"] == [2, 10, 5] and result["upgraded"] == 1
    assert result["bases_after"] == [5, 4, 5]
    assert sorted(rank for cards in result["point_cards"] for rank in cards) == [2, 4, 5, 6]


def test_hz_t03_a_card_from_an_empty_hand_is_refused():
    """HZ-T03 turn 3: A has no cards left; 3U → HALFZERO-HAND-EMPTY."""
    table = Table.new("UHD")
    table.reveal(A="6U", B="6H", C="2D")
    table.tiebreak(A="1U", B="4H")
    table.point("B", "4C")
    hz_t03_turn_2(table)
    table.point("A", "2C")
    error = table.refuse_reveal(A="3U", B="2H", C="6D")
    assert error.rule_id == "HALFZERO-HAND-EMPTY"
    assert table.message(error) == "You have no cards left this round — you play an invisible 0."


def test_hz_t03_no_card_while_holding_cards_is_refused():
    """HZ-T03 turn 2: C still holds 4 cards; NONE → HALFZERO-MUST-PLAY-CARD."""
    table = Table.new("UHD")
    table.reveal(A="6U", B="6H", C="2D")
    table.tiebreak(A="1U", B="4H")
    table.point("B", "4C")
    error = table.refuse_reveal(A="4U", B="3H", C="NONE")
    assert error.rule_id == "HALFZERO-MUST-PLAY-CARD"
    assert table.message(error) == "You still have 4 card(s) — play one (or opt out if you are allowed)."


def test_hz_t05_mirror_round_nobody_scores_and_nobody_upgrades():
    """HZ-T05: 6/6, then 4/4, 3/3, 2/2, 1/1 → both out of cards → no award; the round ends after one
    turn with 0/0: bases stay 5/5 and all six point cards stay unrevealed."""
    table = Table.new("UH")
    table.reveal(A="6U", B="6H")
    for rank in (4, 3, 2):
        table.tiebreak(A=f"{rank}U", B=f"{rank}H")
        assert table.state.phase == "tiebreak"
    table.tiebreak(A="1U", B="1H")
    view = table.view()
    assert view["history"] == [{"round": 1, "bases_before": [5, 5], "point_cards": [[], []],
                                "points": [0, 0], "upgraded": None, "bases_after": [5, 5]}]
    assert view["round"] == 2 and view["bases"] == [5, 5]
    assert view["point_unrevealed"] == [1, 2, 3, 4, 5, 6]


def reveal(table: Table, declared: tuple[str, ...] = (), **plays: str) -> None:
    """A turn's cards: typed by one phone when revealed physically, or each selected on its own
    phone (tracked hands are always chosen that way)."""
    if table.options["selection_mode"] == "physical":
        table.reveal(declared=declared, **plays)
        return
    for who, card in plays.items():
        table.select(who, card)


def hz_t07(**options) -> Table:
    table = Table.at((1, 3), "UH", **options)
    view = table.view()
    assert view["max_base"] == 3 and view["hand_sizes"] == [1, 3]
    assert view["allowances"] == [2, 0] and view["wild_tokens"] == [2, 0]
    if options.get("info_mode") == "hand_tracking":
        table.hand("A", "6U")
        table.hand("B", "2H", "4H", "6H")
    reveal(table, A="W", B="6H")
    assert table.view()["turns"] == [] and table.state.turn.winner == 1
    table.point("B", "1C")
    assert table.view()["turns"][0]["wild_optouts"] == [0]
    reveal(table, A="6U", B="4H")
    table.point("A", "6C")
    table.opt_out("A")
    assert table.view()["optouts_used"] == [2, 0]
    reveal(table, declared=("A",), B="2H")
    table.point("B", "2C")
    return table


@pytest.mark.parametrize("info_mode", ["trust", "hand_tracking"])
def test_hz_t07_reaching_base_zero_wins_the_game(info_mode):
    """HZ-T07: A 6 against B 1+2 = 3; A upgrades from base 1 to 0 and wins at once."""
    table = hz_t07(info_mode=info_mode)
    assert table.state.phase == "game_over"
    outcome = HALF_ZERO.outcome(table.state)
    assert outcome.winners == (0,) and outcome.termination == "base_zero"
    assert HALF_ZERO.scores(table.state)["bases"] == [0, 3]
    assert HALF_ZERO.to_move(table.state) == frozenset()


@pytest.mark.parametrize("move", [Move("opt_out", 1, {}), Move("point_card", 0, {"card": "3C"}),
                                  Move("reveal", 0, {"declared_optouts": [], "plays": ["1U", None]})])
def test_hz_t07_any_event_after_the_win_is_core_game_over(move):
    """HZ-T07: any further event → CORE-GAME-OVER."""
    table = hz_t07()
    with pytest.raises(RuleViolation) as caught:
        referee.play(HALF_ZERO, table.state, move, Entrant(seat=move.seat), 0)
    assert caught.value.rule_id == "CORE-GAME-OVER"
    with pytest.raises(RuleViolation) as direct:
        HALF_ZERO.check(table.state, move, 0)
    assert direct.value.rule_id == "CORE-GAME-OVER"
