"""Sixes card-word rule: golden test S8 and the rest of §5.2 (docs/games/sixes.md §5.2, B10, B11)."""
from __future__ import annotations

import pytest

from rules.games.sixes.card_words import card_tokens, content_words, uses_card_word
from rules.games.sixes.scoring import score_round


def test_S8_card_tokens_skip_stopwords():
    assert card_tokens(["Things that are red"]) == {"red"}
    assert card_tokens(["Capital cities"]) == {"capital", "city"}


@pytest.mark.parametrize("item, flagged", [
    ("Red apple", True), ("RED", True), ("Reds", True),
    ("Redwood", False), ("Fire truck", False), ("Strawberries", False),
])
def test_S8_card_word_detection_is_whole_word_case_and_plural_insensitive(item, flagged):
    assert uses_card_word(item, card_tokens(["Things that are red"])) is flagged


def test_S8_mexico_city_is_flagged_on_capital_cities():
    assert uses_card_word("Mexico City", card_tokens(["Capital cities"]))


def test_S5_lightning_card_words_are_the_union_of_the_six_categories():
    categories = ["A color", "A pizza topping", "A planet", "A dog breed",
                  "A musical instrument", "A breakfast food"]
    assert card_tokens(categories) == {"color", "pizza", "topping", "planet", "dog", "breed",
                                       "musical", "instrument", "breakfast", "food"}


def test_S6_lightning_card_words():
    categories = ["Something cold", "A superhero", "A sport played with a ball",
                  "A word that rhymes with cat", "A famous scientist", "A vegetable"]
    assert card_tokens(categories) == {"cold", "superhero", "sport", "played", "ball", "word",
                                       "rhyme", "cat", "famous", "scientist", "vegetable"}


@pytest.mark.parametrize("card", ["Things these people own", "Those who wait", "Whose song is it",
                                  "What does a cat eat"])
def test_stopwords_that_the_singulariser_would_mangle_are_still_stopwords(card):
    # Literally {sing(t)} − STOP would keep "thes", "thos", "whos" and "doe".
    assert not card_tokens([card]) & {"thes", "thos", "whos", "doe"}
    assert not uses_card_word("John Doe", card_tokens([card]))


def test_a_card_word_in_the_plural_on_the_card_flags_the_singular_in_a_line():
    assert uses_card_word("Sports car", card_tokens(["Fast cars"]))


def test_content_words_drop_stopwords_and_singularise():
    assert content_words("The kinds of Apples") == {"apple"}


def test_an_empty_card_flags_nothing():
    assert card_tokens([]) == frozenset()
    assert not uses_card_word("Anything", card_tokens([""]))


# -- what the flag does, per card_word_rule ------------------------------------------------------

LISTS = {"A": ["Red apple", "Cherry", "Rose", "", "", ""],
         "B": ["Red apple", "Cherry", "Ruby", "", "", ""]}


def test_auto_disallow_crosses_out_every_flagged_line_by_default():
    scored = score_round(LISTS, "match", ["Things that are red"])
    assert scored.flagged == {("A", 1), ("B", 1)}
    assert scored.status[("A", 1)] == scored.status[("B", 1)] == "CARD_WORD"
    assert scored.points["A"] == (0, 1, 0, 0, 0, 0)


def test_flag_only_flags_but_the_line_still_counts():
    scored = score_round(LISTS, "match", ["Things that are red"], options={"card_word_rule": "flag_only"})
    assert scored.flagged == {("A", 1), ("B", 1)}
    assert scored.status[("A", 1)] == "SCORED"
    assert scored.points["A"] == (1, 1, 0, 0, 0, 0)


def test_off_checks_nothing():
    scored = score_round(LISTS, "match", ["Things that are red"], options={"card_word_rule": "off"})
    assert scored.flagged == frozenset()
    assert scored.points["B"] == (1, 1, 0, 0, 0, 0)
