"""2P6C spelling (docs/games/2p6c.md §4.4, §4.1 order; golden tests F1–F10 of §7.5; fixtures §7.1)."""
from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from rules.errors import RuleViolation
from rules.games.two_p6c.cards import Card
from rules.games.two_p6c.forms import best_pick, scorer
from rules.games.two_p6c.scoring import word_score
from rules.games.two_p6c.spelling import (
    WordIndex,
    assign,
    best_selection,
    check_distinct,
    check_letters,
    check_text,
    check_uses,
    spellable,
    words_spellable,
)
from tests.rules.two_p6c.cards import CARDS, cards

# §7.5's cards. No §7.1 fixture is a U & V card, so F8/F9 get one of their own.
T, Q, DO, A1, A2, A, N = (CARDS[card_id] for card_id in ("k2", "k15", "k6", "k10", "k11", "k3",
                                                         "k17"))
UV = Card("uv1", "cyan", "+", "U", None, "U_V", 1, 1)


def letters_of(*deck: Card) -> list[frozenset[str]]:
    return [card.letters for card in deck]


score_5_3 = word_score  # §5.3 with the default eq_word_score = max


# --- §7.5 F1–F10 -----------------------------------------------------------------------------

@pytest.mark.parametrize("case, word, deck, expected", [
    ("F1", "DOT", (T, Q, DO), ["T", "O", "D"]),
    ("F2", "TOT", (T, Q, DO), ["T", "T", "O"]),
    ("F3", "TOD", (T, Q, DO), ["T", "D", "O"]),
    ("F6", "AAH", (A1, A2, Q), ["A", "A", "H"]),
    ("F8", "VAN", (UV, A, N), ["V", "A", "N"]),
    ("F9", "NAV", (UV, A, N), ["V", "A", "N"]),
])
def test_section_7_5_assign_gives_the_expected_letter_per_card(case, word, deck, expected):
    assert assign(word, letters_of(*deck)) == expected
    assert spellable(word.lower(), deck) == expected


@pytest.mark.parametrize("case, word, deck", [
    ("F4", "DOG", (T, Q, DO)),    # no position for T
    ("F5", "ODD", (T, Q, DO)),    # T again has nowhere to go
    ("F7", "BAH", (A1, A2, Q)),   # two A cards, one A in the word
])
def test_section_7_5_cards_that_cannot_spell_the_word_give_none(case, word, deck):
    assert assign(word, letters_of(*deck)) is None
    assert spellable(word, deck) is None


def test_f10_a_seven_letter_text_is_refused_with_word_maxlen():
    seven = cards("k1", "k2", "k3", "k4", "k7", "k5", "k6")
    with pytest.raises(RuleViolation) as refused:
        check_uses("STARTED", [(card.id, letter) for card, letter in zip(seven, "STARTED")],
                   {card.id: card for card in seven})
    assert refused.value.rule_id == "2P6C-WORD-MAXLEN"
    assert assign("STARTED", letters_of(*seven)) is None  # assign alone never exceeds 6


def test_assign_needs_one_card_per_letter_and_two_to_six_letters():
    assert assign("AT", letters_of(A)) is None
    assert assign("A", letters_of(A)) is None        # a single card is never a word
    assert assign("AT", letters_of(A, T)) == ["A", "T"]
    assert assign("SEATED", letters_of(*cards("k1", "k5", "k3", "k2", "k14", "k6"))) is not None


def test_spellable_refuses_text_outside_a_to_z():
    assert spellable("A-", (A, Q)) is None
    assert spellable("ÉT", (Q, T)) is None


# --- chains with stacks ------------------------------------------------------------------------

def test_chain_selection_picks_the_highest_scoring_card_of_a_stack():
    # k3+k7 are both "-": RP 3+3 = 6. k3+k2 are "=": max(TP 2, RP 5) = 5.
    chosen = best_selection("AT", [[A], [T, CARDS["k7"]]], score_5_3)
    assert [card.id for card in chosen.cards] == ["k3", "k7"]
    assert chosen.letters == ("A", "T") and chosen.score == 6
    assert chosen.uses == (("k3", "A"), ("k7", "T"))


def test_chain_selection_ties_go_to_the_smallest_tuple_of_card_ids():
    flat = lambda _chosen: 0  # noqa: E731 - every selection ties
    chosen = best_selection("TA", [[CARDS["k7"], T], [CARDS["k11"], CARDS["k3"]]], flat)
    assert [card.id for card in chosen.cards] == ["k2", "k11"]  # string order: "k11" < "k3"


def test_chain_selection_skips_stack_cards_that_cannot_give_a_needed_letter():
    # k16 (X) would score far more, but the text has no X.
    chosen = best_selection("AT", [[A], [T, CARDS["k16"]]], score_5_3)
    assert [card.id for card in chosen.cards] == ["k3", "k2"]


def test_chain_selection_is_none_when_a_stack_has_no_card_for_any_needed_letter():
    assert best_selection("AT", [[A], [CARDS["k16"], CARDS["k4"]]], score_5_3) is None


def test_chain_selection_gives_each_card_one_letter_of_the_text():
    # Both cells can give O, only D & O can give D: it must be D, the O card must be O.
    chosen = best_selection("OD", [[CARDS["k8"], CARDS["k9"]], [DO]], score_5_3)
    assert chosen.letters == ("O", "D")
    # D & O cannot give both Ds.
    assert best_selection("DD", [[CARDS["k8"], CARDS["k9"]], [DO]], score_5_3) is None


def test_chain_selection_needs_one_cell_per_letter_and_a_to_z_text():
    assert best_selection("AT", [[A]], score_5_3) is None
    assert best_selection("A", [[A]], score_5_3) is None
    assert best_selection("A T", [[A], [T], [Q]], score_5_3) is None
    assert best_selection("at", [[A], [T]], score_5_3).letters == ("A", "T")


def test_chain_selection_with_wildcards_matches_brute_force_over_every_selection():
    """Against the spec's own recipe: ∏|stack| selections × assign, best score, smallest ids."""
    rng = random.Random(2606)
    pool = list(CARDS.values()) + [UV]
    texts = ["DOT", "TOAST", "SEATED", "HONEST", "NOTE", "ORATES", "AXE", "TAXED", "SNORE"]
    for _ in range(300):
        text = rng.choice(texts)
        deck = rng.sample(pool, 3 * len(text))
        cells = [deck[3 * cell: 3 * cell + rng.randint(1, 3)] for cell in range(len(text))]
        feasible = [sel for sel in itertools.product(*cells)
                    if assign(text, letters_of(*sel)) is not None]
        expected = min(feasible, key=lambda sel: (-score_5_3(sel), tuple(c.id for c in sel)),
                       default=None)
        chosen = best_selection(text, cells, score_5_3)
        if expected is None:
            assert chosen is None, (text, cells)
            continue
        assert chosen.cards == expected, (text, cells)
        assert sorted(chosen.letters) == sorted(text)
        assert all(letter in card.letters for card, letter in zip(chosen.cards, chosen.letters))


# --- declared uses: §4.4 checks 1, 2, 4, 5 in the §4.1 order -----------------------------------

BOARD = {card.id: card for card in (*CARDS.values(), UV)}


def refused(text, uses) -> str:
    with pytest.raises(RuleViolation) as refusal:
        check_uses(text, uses, BOARD)
    return refusal.value.rule_id


def test_valid_uses_pass_and_give_the_upper_cased_text():
    assert check_uses("dot", [("k2", "T"), ("k15", "o"), ("k6", "D")], BOARD) == "DOT"
    assert check_uses("NAV", {"uv1": "V", "k3": "A", "k17": "N"}, BOARD) == "NAV"
    assert check_uses("AT", [{"card": "k3", "letter": "A"}, {"card": "k2", "letter": "T"}],
                      BOARD) == "AT"


@pytest.mark.parametrize("text", ["", "A T", "CAN'T", "RE-DO", "ÉTÉ", "AT1", "AT\n"])
def test_word_charset_refuses_anything_but_letters_a_to_z(text):
    assert refused(text, [("k3", "A"), ("k2", "T")]) == "2P6C-WORD-CHARSET"


def test_word_maxlen_refuses_a_text_over_six_letters_before_looking_at_the_uses():
    assert refused("STARTED", [("k3", "A"), ("k3", "A")]) == "2P6C-WORD-MAXLEN"


def test_word_charset_comes_before_word_maxlen():
    assert refused("STARTED!", []) == "2P6C-WORD-CHARSET"


def test_word_one_letter_refuses_a_card_listed_twice():
    assert refused("AA", [("k3", "A"), ("k3", "A")]) == "2P6C-WORD-ONE-LETTER"
    with pytest.raises(RuleViolation) as refusal:
        check_distinct([("k3", "A"), ("k2", "T"), ("k3", "Q")])
    assert refusal.value.rule_id == "2P6C-WORD-ONE-LETTER" and refusal.value.params["card"] == "k3"


def test_word_spell_refuses_a_count_of_uses_other_than_the_text_length_before_letters():
    assert refused("TOAD", [("k2", "T"), ("k8", "O"), ("k3", "A")]) == "2P6C-WORD-SPELL"
    # the count is checked before k16's impossible letter
    assert refused("AT", [("k3", "A"), ("k2", "T"), ("k16", "Q")]) == "2P6C-WORD-SPELL"


def test_a_lone_card_is_never_a_word():
    assert refused("A", [("k3", "A")]) == "2P6C-WORD-SPELL"


@pytest.mark.parametrize("uses", [
    [("k3", "A"), ("k2", "E")],    # T card cannot give E
    [("k3", "A"), ("k6", "T")],    # D & O gives D or O only
    [("k3", "A"), ("k2", "TT")],   # a letter is one letter
    [("k3", "A"), ("k2", "")],
])
def test_word_letter_refuses_a_letter_the_card_does_not_offer(uses):
    assert refused("AT", uses) == "2P6C-WORD-LETTER"


def test_word_letter_comes_before_the_multiset_check():
    assert refused("AT", [("k3", "A"), ("k16", "T")]) == "2P6C-WORD-LETTER"


def test_word_spell_refuses_letters_that_are_not_the_text():
    assert refused("AT", [("k3", "A"), ("k15", "A")]) == "2P6C-WORD-SPELL"
    assert refused("TOT", [("k2", "T"), ("k15", "O"), ("k6", "O")]) == "2P6C-WORD-SPELL"


def test_checks_can_run_apart_so_the_board_check_fits_between_them():
    word = check_text("Dot")
    check_distinct([("k2", "T"), ("k15", "O"), ("k6", "D")])
    check_letters(word, [("k2", "T"), ("k15", "O"), ("k6", "D")], BOARD)
    assert word == "DOT"


# --- which allowed words a set of cards can spell ----------------------------------------------

WORDS = ["cat", "ACT", "tat", "DOG", "at", "TEA", "CART", "a", "it's", "ÉTÉ", "cat", "ETA"]


def test_words_spellable_lists_the_words_of_the_right_length_the_cards_spell_in_list_order():
    assert words_spellable([A, T, Q], WORDS) == ["CAT", "ACT", "TAT", "TEA", "ETA"]
    assert words_spellable([A, T], WORDS) == ["AT"]


def test_words_spellable_needs_every_fixed_letter_and_uses_substitutions():
    assert words_spellable([DO, CARDS["k8"], T], ["DOT", "TOO", "TOD", "DOD", "ODD", "TOT", "OX"]) \
        == ["DOT", "TOO", "TOD"]


def test_word_index_is_built_once_by_length_without_unspellable_entries():
    index = WordIndex(WORDS)
    assert index.of_length(3) == ("CAT", "ACT", "TAT", "DOG", "TEA", "ETA")
    assert index.of_length(1) == () and index.of_length(7) == ()
    assert words_spellable([A, T, Q], index) == words_spellable([A, T, Q], WORDS)
    assert words_spellable([], index) == []


def test_a_chain_is_picked_once_for_check_and_apply():
    """referee.play reads a play's form in check and again in apply, with the new card built
    afresh: the pick is cached by the cards' values, so the second read reuses the first."""
    best_pick.cache_clear()
    cells = ((A,), (T, CARDS["k7"]))
    first = best_pick("AT", cells, "max")
    rebuilt = tuple(tuple(dataclasses.replace(card) for card in cell) for cell in cells)
    assert best_pick("AT", rebuilt, "max") == first == best_selection("AT", cells, scorer("max"))
    assert best_pick.cache_info().hits == 1
