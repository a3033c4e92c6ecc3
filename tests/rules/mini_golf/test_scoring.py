"""Mini Golf grid scoring: golden tests GOLF-S01..S13 and GOLF-W01..W03 (docs/games/mini-golf.md §1.5, §1.7)."""
from __future__ import annotations

from itertools import product
from random import Random

import pytest

from rules.cards import RANKED_CARDS, rank
from rules.games.mini_golf import scoring
from rules.games.mini_golf.scoring import base_score, score_grid, wild_assignment


def grid(text: str) -> list[str]:
    """'[TL TR / BL BR]' as the spec writes grids."""
    return text.strip("[]").replace("/", " ").split()


# The spec's table row by row: (test id, grid, left column, right column, suit bonus, score).
GOLDEN = [
    ("GOLF-S01", "[3H 5D / 3C 2U]", 0, 7, 0, 7),
    ("GOLF-S02", "[4U 6H / 4P 6F]", 0, 0, 0, 0),
    ("GOLF-S03", "[2H 5H / 3C 6D]", 5, 11, -2, 14),
    ("GOLF-S04", "[1D 3U / 4D 3P]", 5, 0, -2, 3),
    ("GOLF-S05", "[2F 1C / 5P 6F]", 7, 7, 0, 14),
    ("GOLF-S06", "[1H 2H / 6H 1C]", 7, 3, -4, 6),
    ("GOLF-S07", "[1P 2P / 3P 4P]", 4, 6, -6, 4),
    ("GOLF-S08", "[2U 5U / 2D 4D]", 0, 9, -4, 5),
    ("GOLF-S09", "[1C 2C / 1D 2D]", 0, 0, -4, -4),
    ("GOLF-S10", "[1H 3H / 2H 3C]", 3, 0, -4, -1),
    ("GOLF-S11", "[6U 6P / 6H 6F]", 0, 0, 0, 0),
    ("GOLF-S12", "[5H 5D / 1U 2P]", 6, 7, 0, 13),
    ("GOLF-S13", "[1U 4H / 6U 2H]", 7, 6, -4, 9),
]
# per_line differs only where four cards share a suit: every line counts, −8 (S07 → 2).
PER_LINE_BONUS = {"GOLF-S07": -8}


@pytest.mark.parametrize("test_id, text, left, right, bonus, score", GOLDEN, ids=[row[0] for row in GOLDEN])
def test_golf_grid_scores_match_golden_columns_bonus_and_total(test_id, text, left, right, bonus, score):
    scored = score_grid(grid(text))
    assert (scored.base, scored.bonus, scored.score) == (left + right, bonus, score)
    # Each column on its own, beside a column of two equal ranks (which scores 0).
    tl, tr, bl, br = grid(text)
    assert base_score([rank(tl), 1, rank(bl), 1]) == left
    assert base_score([1, rank(tr), 1, rank(br)]) == right


@pytest.mark.parametrize("test_id, text, left, right, bonus, score", GOLDEN, ids=[row[0] for row in GOLDEN])
def test_golf_per_line_bonus_matches_tiered_except_four_of_a_suit(test_id, text, left, right, bonus, score):
    per_line = score_grid(grid(text), "per_line")
    expected = PER_LINE_BONUS.get(test_id, bonus)
    base = left + right
    assert (per_line.base, per_line.bonus, per_line.score) == (base, expected, base + expected)


def test_golf_column_of_equal_rank_cancels_but_row_does_not():
    s01 = score_grid(grid("[3H 5D / 3C 2U]"))
    assert (s01.base, s01.bonus) == (7, 0)
    s12 = score_grid(grid("[5H 5D / 1U 2P]"))
    assert (s12.base, s12.bonus) == (13, 0)


def test_golf_suit_tiers_do_not_stack():
    three = score_grid(grid("[1H 2H / 6H 1C]"))
    assert (three.base, three.bonus) == (10, -4)
    four = score_grid(grid("[1P 2P / 3P 4P]"))
    assert (four.base, four.bonus) == (10, -6)


def test_golf_per_line_four_of_a_suit_counts_every_line():
    four = score_grid(grid("[1P 2P / 3P 4P]"), "per_line")
    assert (four.base, four.bonus, four.score) == (10, -8, 2)


def test_golf_diagonal_suit_pair_earns_no_bonus_in_either_mode():
    for mode in ("tiered", "per_line"):
        assert score_grid(grid("[2F 1C / 5P 6F]"), mode).bonus == 0


def test_golf_per_line_equals_tiered_except_four_of_a_suit():
    rng = Random(7)
    for _ in range(2000):
        cards = rng.sample(RANKED_CARDS, 4)
        suits = {card[1] for card in cards}
        tiered, per_line = score_grid(cards).score, score_grid(cards, "per_line").score
        assert per_line == (tiered - 2 if len(suits) == 1 else tiered)


WILD_GOLDEN = [
    ("GOLF-W01", "[W 3C / 4D 3D]", {"TL": "4C"}, -4),
    ("GOLF-W03", "[W 6U / 5P 2U]", {"TL": "5U"}, 4),
]


@pytest.mark.parametrize("test_id, text, assignment, score", WILD_GOLDEN, ids=[r[0] for r in WILD_GOLDEN])
def test_golf_wild_takes_the_card_that_minimises_the_grid(test_id, text, assignment, score):
    cards = grid(text)
    scored = score_grid(cards)
    assert scored.score == score
    assert dict(wild_assignment(cards, scored)) == assignment


def test_golf_w02_four_wilds_score_minus_four_with_an_assignment_that_scores_it():
    # The spec gives [1U 2U / 1P 2P] only as an example: any best assignment will do.
    cards = grid("[W W / W W]")
    scored = score_grid(cards)
    assert scored.score == -4
    assert len(set(scored.cards)) == 4
    assert all(card in RANKED_CARDS for card in scored.cards)
    assert score_grid(scored.cards).score == -4
    shown = dict(wild_assignment(cards, scored))
    assert shown == dict(zip(("TL", "TR", "BL", "BR"), scored.cards))


def test_golf_w03_wild_of_another_suit_would_score_more():
    assert score_grid(grid("[5H 6U / 5P 2U]")).score == 6
    assert score_grid(grid("[5U 6U / 5P 2U]")).score == 4


def test_golf_wild_cards_stay_distinct_from_the_grid():
    # Two wilds beside 1C/1D would love to be 1C/1D again (two cancelled columns and two row pairs).
    scored = score_grid(["1C", "W", "1D", "W"])
    assert len(set(scored.cards)) == 4
    assert scored.score == brute_force(["1C", "W", "1D", "W"], "tiered")


def brute_force(cards, mode):
    wild_at = [i for i, card in enumerate(cards) if card == "W"]
    best = None
    for choice in product(RANKED_CARDS, repeat=len(wild_at)):
        played = list(cards)
        for i, card in zip(wild_at, choice):
            played[i] = card
        if len(set(played)) == 4:
            score = score_grid(played, mode).score
            best = score if best is None else min(best, score)
    return best


@pytest.mark.parametrize("mode", ["tiered", "per_line"])
def test_golf_wild_search_finds_the_true_minimum(mode):
    rng = Random(11)
    for wilds in (1, 1, 1, 2, 2, 2, 3):
        fixed = rng.sample(RANKED_CARDS, 4 - wilds)
        cards = fixed + ["W"] * wilds
        rng.shuffle(cards)
        scored = score_grid(cards, mode)
        assert scored.score == brute_force(cards, mode), cards
        assert len(set(scored.cards)) == 4
        assert all(c == p for c, p in zip(cards, scored.cards) if c != "W")


def test_golf_wild_search_is_fast_with_four_wilds(monkeypatch):
    # Cold caches: the first search of a game is the one a player waits for.
    scoring._best_assignment.cache_clear()
    scoring._rank_tuples_by_base.cache_clear()
    calls = {"base_score": 0, "suit_bonus": 0}

    def counted(name):
        inner = getattr(scoring, name)

        def count(*args, **kwargs):
            calls[name] += 1
            return inner(*args, **kwargs)
        return count

    for name in calls:
        monkeypatch.setattr(scoring, name, counted(name))
    for mode in ("tiered", "per_line"):
        score_grid(["W", "W", "W", "W"], mode)
    # Not a speed target (bench/ has those), and counted rather than timed, so a loaded machine
    # cannot fail it: a search of every assignment scores each of the 24**4 cards' choices in both
    # modes; the pruned one scores the 6**4 rank tuples once and each suit pattern (the 15 ways to
    # share four absent suits) once per mode.
    assert calls["base_score"] <= 6 ** 4
    assert calls["suit_bonus"] <= 2 * 15
