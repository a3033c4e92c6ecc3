"""Sixes "same item?" suggestions: the suggestions golden tests S1, S4, S6 and S9 name, and the
rest of §5.5 (docs/games/sixes.md §5.5; B7, B8, B9). Suggestions are advice: they never change a score."""
from __future__ import annotations

import pytest

from rules.games.sixes.scoring import score_round
from rules.games.sixes.suggestions import content, sim, suggest

from .test_scoring import S1, S1_CARD, S4, S4_CARD, S5, S5_CARD, S6, S6_CARD, S12, S12_CARD, table

CLOSE = {"similarity_mode": "close_enough"}


def pairs(lists, round_type, card, options=None, limit=10):
    scored = score_round(lists, round_type, card, options=options)
    return [(s.a, s.b) for s in suggest(lists, scored, options, limit)]


def test_S1_suggests_grape_and_grapes_in_identical_mode():
    found = pairs(S1, "match", S1_CARD)
    assert (("A", 4), ("C", 3)) in found
    assert set(found) == {(("A", 4), ("C", 3)), (("B", 3), ("C", 3))}


def test_S1_suggestions_are_advice_only():
    scored = score_round(S1, "match", S1_CARD)
    suggest(S1, scored)
    assert scored.scores == score_round(S1, "match", S1_CARD).scores
    assert scored.status[("C", 3)] == "NO_MATCH"


def test_S4_close_enough_suggestions_include_the_rulebooks_mustangs():
    found = pairs(S4, "unique", S4_CARD, CLOSE)
    for pair in [(("A", 1), ("B", 1)), (("A", 4), ("C", 5)), (("A", 1), ("B", 5)), (("A", 1), ("C", 3))]:
        assert pair in found
    # A4 "Studebaker" ⊂ "Studebaker Avanti" is the strongest of them.
    assert found[0] == (("A", 4), ("C", 5))


def test_S4_signals():
    scored = score_round(S4, "unique", S4_CARD, options=CLOSE)
    by_pair = {(s.a, s.b): s.signals for s in suggest(S4, scored, CLOSE)}
    assert "shared_word" in by_pair[(("A", 1), ("B", 1))]
    assert {"subset", "token_set"} <= set(by_pair[(("A", 4), ("C", 5))])
    assert "shared_word" in by_pair[(("A", 1), ("C", 3))]


def test_S4_lines_already_in_one_class_are_not_suggested():
    found = pairs(S4, "unique", S4_CARD, CLOSE)
    assert (("A", 2), ("B", 3)) not in found  # DeLorean, auto-merged


def test_S6_close_enough_suggests_ice_cream_for_ice_but_identical_mode_does_not():
    close = pairs(S6, "lightning", S6_CARD, CLOSE)
    assert (("A", 1), ("C", 1)) in close and (("C", 1), ("D", 1)) in close
    assert (("A", 1), ("C", 1)) not in pairs(S6, "lightning", S6_CARD)


def test_S9_kiwis_and_kiwi_are_suggested_in_identical_mode():
    lists = table("AB", ("Kiwis", "Kiwi"), *[("", "")] * 5)
    assert sim("kiwis", "kiwi") == pytest.approx(8 / 9)
    assert pairs(lists, "match", ["Fruit"]) == [(("A", 1), ("B", 1))]


def test_suggestions_stay_inside_a_lightning_category():
    # Nothing suggests B1 "Orange" for A6 "Orange": SIX-MERGE-SCOPE would refuse the merge.
    found = pairs(S5, "lightning", S5_CARD, CLOSE)
    assert all(a[1] == b[1] for a, b in found)


def test_crossed_out_empty_and_disallowed_lines_get_no_suggestions():
    scored = score_round(S12, "unique", S12_CARD, options=CLOSE)
    found = [(s.a, s.b) for s in suggest(S12, scored, CLOSE)]
    assert not any(("C", 6) in pair for pair in found)  # "Mexico City" is crossed out


@pytest.mark.parametrize("a, b, close", [
    ("Spaghetti", "Spagetti", True),          # sim(N2) ≥ 0.80
    ("Hot sauce", "Sauce", True),             # content subset
    ("Chocolate cake", "Chocolate mousse", True),   # a shared content word of length ≥ 4
    ("Red wine", "Red rose", False),          # "red" is too short to share
    ("Apple", "Banana", False),
])
def test_close_enough_signals(a, b, close):
    lists = table("AB", (a, b), *[("", "")] * 5)
    assert bool(pairs(lists, "match", ["Things"], CLOSE)) is close


def test_identical_mode_needs_same_n2_or_a_near_spelling():
    lists = table("AB", ("Spaghetti", "Hot sauce"), ("Chocolate cake", "Spagetti"),
                  ("Glasses", "Chocolate mousse"), ("", "glass"), ("", ""), ("", ""))
    found = pairs(lists, "match", ["Things"])
    assert set(found) == {(("A", 1), ("B", 2)), (("A", 3), ("B", 4))}


def test_content_drops_stopwords_and_all_digit_words():
    assert content("The 1978 Mustangs of Detroit") == {"mustang", "detroit"}
    assert content("Tucker 48") == {"tucker"}


def test_digit_only_words_do_not_make_a_subset():
    lists = table("AB", ("Tucker 48", "Route 48"), *[("", "")] * 5)
    assert pairs(lists, "match", ["Things"], CLOSE) == []


def test_at_most_ten_suggestions_best_first():
    items = [f"Red {word}" for word in ("apple", "rose", "brick", "wine", "car", "sky")]
    lists = {"A": items, "B": [f"{item} x" for item in items], "C": ["Red"] + [""] * 5}
    scored = score_round(lists, "match", ["Things"], options=CLOSE)
    everything = suggest(lists, scored, CLOSE, limit=None)
    assert len(everything) > 10
    shown = suggest(lists, scored, CLOSE)
    assert shown == everything[:10]
    assert [s.score for s in everything] == sorted((s.score for s in everything), reverse=True)


def test_no_suggestions_when_identical_mode_merges_are_off():
    options = {"identical_mode_merges": "off"}
    scored = score_round(S1, "match", S1_CARD, options=options)
    assert suggest(S1, scored, options) == []
