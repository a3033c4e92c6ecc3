"""The three set rules (docs/games/ladder.md §4.4, LD-1): golden tests LD-T02 and LD-T08, and what the
phones are told beats the top."""
from __future__ import annotations

from dataclasses import replace

import pytest

from rules.games.ladder import LADDER
from rules.games.ladder.sets import beat_options, judge, playable

from .table import position

RULES = ("same_or_larger", "escalating", "size_beats_rank")
LEGAL = None
# LD-T02: (top, played) -> the outcome under same_or_larger, escalating, size_beats_rank.
T02 = [
    ("5H", "2U 2P", ("LADDER-RANK-NOT-HIGHER", "LADDER-RANK-NOT-HIGHER", LEGAL)),
    ("5H", "6U", (LEGAL, LEGAL, LEGAL)),
    ("4C 4D", "5U 5P", (LEGAL, "LADDER-TOO-FEW-CARDS", LEGAL)),
    ("4C 4D", "5U 5P 5C", (LEGAL, LEGAL, LEGAL)),
    ("4C 4D", "1U 1P 1H", ("LADDER-RANK-NOT-HIGHER", "LADDER-RANK-NOT-HIGHER", LEGAL)),
    ("4C 4D", "6U", ("LADDER-TOO-FEW-CARDS", "LADDER-TOO-FEW-CARDS", "LADDER-TOO-FEW-CARDS")),
    (None, "1U", (LEGAL, LEGAL, LEGAL)),
]
CASES = [(top, played, rule, expected[index]) for top, played, expected in T02
         for index, rule in enumerate(RULES)]


@pytest.mark.parametrize("top, played, rule, expected", CASES,
                         ids=[f"{t}-{p}-{r}".replace(" ", "") for t, p, r, _e in CASES])
def test_LD_T02_set_rules_compared(top, played, rule, expected):
    """LD-T02: each set rule on the spec's table."""
    table = position(3, top=top, set_rule=rule)
    if expected is LEGAL:
        table.put("A", played)
        assert table.top == (int(played[0]), len(played.split()))
    else:
        assert table.refuse("A", "play", cards=played.split()).rule_id == expected


def tracking_a_holds(cards: str, top: str, rule: str):
    """LD-T08's position: hand-tracking, A to play, A's whole hand `cards`."""
    table = position(2, top=top, set_rule=rule, info_mode="hand_tracking",
                     counts={"A": len(cards.split())})
    table.state = replace(table.state, entered=(tuple(cards.split()), ("1C",) * 7))
    return table


@pytest.mark.parametrize("rule", RULES)
def test_LD_T08_a_higher_rank_that_is_not_enough_allows_the_pick_up(rule):
    """LD-T08: top pair of 4s, A holds {6C, 2D, 2H, 1U}: no legal play, collect accepted."""
    table = tracking_a_holds("6C 2D 2H 1U", "4C 4D", rule)
    assert LADDER.view(table.state, 0)["my_hand"]["playable"] == []
    table.collect("A")
    assert table.counts[0] == 6 and table.top == (0, 0)


@pytest.mark.parametrize("rule, pair_of_twos", [
    ("same_or_larger", "LADDER-RANK-NOT-HIGHER"), ("escalating", "LADDER-TOO-FEW-CARDS"),
    ("size_beats_rank", "LADDER-RANK-NOT-HIGHER")])
def test_LD_T08_a_single_six_and_a_low_pair_are_refused(rule, pair_of_twos):
    """LD-T08: play [6C] → LADDER-TOO-FEW-CARDS (all rules); [2D, 2H] → per rule."""
    table = tracking_a_holds("6C 2D 2H 1U", "4C 4D", rule)
    assert table.refuse("A", "play", cards=["6C"]).rule_id == "LADDER-TOO-FEW-CARDS"
    assert table.refuse("A", "play", cards=["2D", "2H"]).rule_id == pair_of_twos


def test_LD_T08_hand_tracking_checks_the_ledger_then_the_hand_then_the_set_rule():
    """§4.4 check order in hand-tracking (LD-T08's hand): CORE-CARD-SEEN → CORE-NOT-IN-HAND →
    LADDER-TOO-FEW-CARDS."""
    table = tracking_a_holds("6C 2D 2H 1U", "4C 4D", "same_or_larger")
    assert table.refuse("A", "play", cards=["4C"]).rule_id == "CORE-CARD-SEEN"
    assert table.refuse("A", "play", cards=["3U"]).rule_id == "CORE-NOT-IN-HAND"


def test_escalating_needs_one_more_card_on_a_pair_and_any_count_on_a_single():
    """§4.4 escalating: c ≥ 1 on a single, ≥ k + 1 on a pair or more; the message names it."""
    assert judge("escalating", (3, 1), 4, 1) is None
    assert judge("escalating", (3, 3), 4, 3) == "LADDER-TOO-FEW-CARDS"
    table = position(2, top="4C 4D", set_rule="escalating")
    error = table.refuse("A", "play", cards=["5U", "5P"])
    assert table.message(error) == "The pile shows 2 of a kind; play at least 3 cards of a higher rank."


def test_size_beats_rank_more_cards_beat_any_rank_equal_counts_need_a_higher_rank():
    """§4.4 size_beats_rank: c > k, or c == k and x > r."""
    assert judge("size_beats_rank", (6, 1), 1, 2) is None
    assert judge("size_beats_rank", (6, 2), 6, 2) == "LADDER-RANK-NOT-HIGHER"
    assert judge("size_beats_rank", (2, 3), 6, 2) == "LADDER-TOO-FEW-CARDS"


def test_playable_names_every_card_of_a_rank_with_a_legal_play_weakest_first():
    assert playable("same_or_larger", (2, 1), ["6U", "3D", "3C", "1P", "2C"]) == ["3C", "3D", "6U"]
    assert playable("same_or_larger", (4, 2), ["6C", "2D", "2H", "1U"]) == []


@pytest.mark.parametrize("rule, top, expected", [
    ("same_or_larger", (4, 2), [{"min_count": 2, "max_count": None, "min_rank": 5}]),
    ("same_or_larger", (6, 1), []),
    ("escalating", (4, 2), [{"min_count": 3, "max_count": None, "min_rank": 5}]),
    ("escalating", (4, 1), [{"min_count": 1, "max_count": None, "min_rank": 5}]),
    ("size_beats_rank", (4, 2), [{"min_count": 3, "max_count": None, "min_rank": 1},
                                 {"min_count": 2, "max_count": 2, "min_rank": 5}]),
    ("size_beats_rank", (6, 6), []),
    ("escalating", (0, 0), [{"min_count": 1, "max_count": None, "min_rank": 1}]),
])
def test_what_beats_the_top_for_the_phones(rule, top, expected):
    """The view's `beat`: the phone's "Beat: a pair or more of rank 5 or higher" line."""
    assert beat_options(rule, top) == expected


def test_top_six_cannot_be_beaten_so_the_next_player_must_pick_up():
    """LD-7: a 6 on top under the default rules: nothing beats it; picking up is legal."""
    table = position(2, top="6H", known={"A": "5C 5D"}, deck=3)
    assert LADDER.view(table.state, None)["beat"] == []
    table.collect("A", "2C")
    assert table.counts[0] == 8
