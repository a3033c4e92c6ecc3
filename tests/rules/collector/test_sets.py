"""Collector's set tiers (docs/games/collector.md §5.5, golden tests CO-S01..S08 and CO-W01..W04): the pure
classification, and the same sets laid down through the engine."""
from __future__ import annotations

import pytest

from rules.games.collector.sets import classify

from .table import Table

CLASSIFIED = [
    ("CO-S01", "1U 2P 3H 4F 5D 6C", 1, "spectrum"),
    ("CO-S02", "6U 5P 4H 3F 2D 1C", 1, "spectrum"),
    ("CO-S03", "4U 4P 4H 4F 4D 4C", 2, "sextet"),
    ("CO-S04", "1H 2H 3H 4H 5H 6H", 2, "flush"),
    ("CO-S05", "1U 2U 3P 4H 5H 6C", 3, "straight"),
    ("CO-S06", "1U 1P 3H 3F 5D 6C", 3, "rainbow"),
    ("CO-S07", "2U 2P 2H 2F 3D 2C", 3, "rainbow"),
]
WILD_SETS = [
    ("CO-W01", "1U 2P 3H 4F 5D W", 1, "spectrum", ["6C"]),
    ("CO-W02", "1U 2U 3U 4U 5U W", 2, "flush", ["6U"]),
    ("CO-W03", "1U 2U 3P 4H 5H W", 3, "straight", ["6*"]),
    ("CO-W04", "1U 1P 1H 3F W W", 3, "rainbow", ["*D", "*C"]),
]


@pytest.mark.parametrize("test_id, cards, tier, kind", CLASSIFIED, ids=[case[0] for case in CLASSIFIED])
def test_six_cards_get_their_best_tier(test_id, cards, tier, kind):
    """CO-S01..S07: spectrum (tier 1), sextet and flush (tier 2), straight and rainbow (tier 3);
    a flush is also a straight and a sextet also a rainbow, but each gets its best tier."""
    found = classify(cards.split())
    assert (found.tier, found.kind) == (tier, kind)


def test_five_ranks_and_five_suits_are_not_a_set():
    """CO-S08: 1U 2U 3P 4H 5H 5C repeats a rank and a suit: not a set."""
    assert classify("1U 2U 3P 4H 5H 5C".split()) is None


@pytest.mark.parametrize("test_id, cards, tier, kind, wilds_as", WILD_SETS, ids=[case[0] for case in WILD_SETS])
def test_a_wild_stands_for_the_card_that_makes_the_best_set(test_id, cards, tier, kind, wilds_as):
    """CO-W01..W04 (wild_cards = "substitute"): the engine picks the best assignment."""
    found = classify(cards.split())
    assert (found.tier, found.kind, list(found.wilds_as)) == (tier, kind, wilds_as)


def test_wilds_that_cannot_mend_a_repeated_rank_and_suit_make_no_set():
    assert classify("1U 1P 2U 3F 4D W".split()) is None  # rank 1 and suit U both repeat
    assert classify("W W W W W W".split()).tier == 1


def _laying_table(**options) -> Table:
    """Two players in trust mode; A has drawn and may end the turn."""
    table = Table.new(2, first_dealer=1, **options)
    table.start("5U")
    table.draw("A", 0)
    return table


@pytest.mark.parametrize("test_id, cards, tier, kind", CLASSIFIED, ids=[case[0] for case in CLASSIFIED])
def test_a_laid_down_set_is_classified_by_the_engine(test_id, cards, tier, kind):
    spare = [card for card in ("1D", "2D", "3D", "5C", "6F") if card not in cards.split()][:2]
    table = _laying_table()
    table.end("A", " ".join(spare), lay_down=cards)
    laid = table.view()["laid_down"][0]
    assert (laid["seat"], laid["tier"], laid["kind"], laid["seq"]) == (0, tier, kind, 3)


def test_laying_down_cards_that_are_no_set_is_refused():
    """CO-S08 at the table: COLLECTOR-NOT-A-SET, with the spec's message."""
    table = _laying_table()
    error = table.refuse("A", "end_turn", lay_down="1U 2U 3P 4H 5H 5C".split(), discards=["1D", "2D"])
    assert error.rule_id == "COLLECTOR-NOT-A-SET"
    assert table.message(error) == ("Those 6 cards aren't a set: you need one rank, one suit, "
                                    "all 6 ranks, or all 6 suits.")


def test_a_wild_set_is_laid_down_with_what_each_wild_stands_for():
    """CO-W04 at the table: two W laid in a rainbow stand for a Diamond and a Club."""
    table = _laying_table(wild_cards="substitute")
    table.end("A", "2D 5C", lay_down="1U 1P 1H 3F W W")
    laid = table.view()["laid_down"][0]
    assert (laid["tier"], laid["kind"]) == (3, "rainbow")
    assert laid["wilds_as"] == [{"rank": None, "suit": "D"}, {"rank": None, "suit": "C"}]


def test_a_wild_is_not_a_card_of_the_game_without_the_wild_option():
    """§0.7: entering W when wild_cards = "excluded" is CORE-CARD-NOT-USED."""
    table = _laying_table()
    error = table.refuse("A", "end_turn", lay_down="1U 2P 3H 4F 5D W".split(), discards=["1D", "2D"])
    assert error.rule_id == "CORE-CARD-NOT-USED"
    assert table.message(error) == "W is not used in this game."
