"""2P6C word scores, credit, totals, winner and solo statistics (docs/games/2p6c.md §5.3–§5.6; golden tests
§7.2 T11/T12, CR1, M2, M3)."""
from __future__ import annotations

from fractions import Fraction

import pytest

from rules.games.two_p6c.options import resolve
from rules.games.two_p6c.scoring import Word, credited, polarity, round_half_up, score_game, solo_stats, winners, word_score
from tests.rules.two_p6c.cards import cards

PLAYERS = ("Ann", "Ben")
INITIAL = Word("initial", tuple(cards("k1", "k2", "k3", "k4", "k5", "k6")), "ALL")  # TRADES
# Who placed what in G1 (§7.2): the initial row is setup's.
G1_PLACED = {**{f"k{i}": "setup" for i in range(1, 7)},
             "k7": "Ann", "k9": "Ben", "k11": "Ann", "k13": "Ben", "k14": "Ann", "k15": "Ann",
             "k16": "Ben", "k17": "Ann", "k18": "Ben", "k20": "Ann"}


def word(slot: str, ids: str, by: str, choice: str | None = None) -> Word:
    return Word(slot, tuple(cards(*ids.split())), by, choice)


def g1_words() -> list[Word]:
    """The T11 catalogue."""
    return [word("chain:1", "k1 k9", "Ben"), word("chain:2", "k11 k18", "Ben"),
            word("chain:3", "k3 k7 k14", "Ann"), word("chain:6", "k6 k16", "Ben"),
            word("stack:2:1", "k2 k11", "Ann"), word("stack:5:1", "k5 k13", "Ben"),
            word("stack:3:2", "k7 k15 k17", "Ann"), INITIAL]


# -- §5.3 ---------------------------------------------------------------------------------------

def test_a_word_with_more_plus_cards_is_a_plus_word_and_scores_its_tp_sum():
    an = cards("k11", "k18")  # 2+/0−, TP 3, RP 2
    assert polarity(an) == "+"
    assert word_score(an) == 3


def test_a_word_with_more_minus_cards_is_a_minus_word_and_scores_its_rp_sum():
    tea = cards("k3", "k7", "k14")  # 0+/3−, TP 4, RP 8
    assert polarity(tea) == "-"
    assert word_score(tea) == 8
    assert polarity(cards("k7", "k15", "k17")) == "-"  # TEN: 1+/2− still a −word
    assert word_score(cards("k7", "k15", "k17")) == 5


@pytest.mark.parametrize("rule, choice, expected", [
    ("max", None, 4), ("tp", None, 4), ("rp", None, 2), ("min", None, 2),
    ("choice", "tp", 4), ("choice", "rp", 2)])
def test_a_balanced_word_scores_as_eq_word_score_says(rule, choice, expected):
    he = cards("k5", "k13")  # 1+/1−, TP 4, RP 2
    assert polarity(he) == "="
    assert word_score(he, rule, choice) == expected


def test_eq_word_score_never_changes_a_plus_or_minus_word():
    for rule in ("max", "tp", "rp", "min", "choice"):
        assert word_score(cards("k11", "k18"), rule) == 3  # TP, even when RP is asked for
        assert word_score(cards("k3", "k7", "k14"), rule) == 8


def test_a_balanced_word_under_choice_needs_the_players_pick():
    with pytest.raises(ValueError):
        word_score(cards("k5", "k13"), "choice")
    with pytest.raises(ValueError):
        word_score(cards("k5", "k13"), "choice", "max")


def test_the_initial_word_trades_is_balanced_and_scores_the_higher_sum():
    assert polarity(INITIAL.cards) == "="
    assert word_score(INITIAL.cards) == 13  # TP 10, RP 13


def test_a_players_pick_on_a_word_reaches_the_total():
    he = word("stack:5:1", "k5 k13", "Ben", choice="rp")
    result = score_game([he], G1_PLACED, PLAYERS, {"eq_word_score": "choice"})
    assert result.totals == {"Ann": 0, "Ben": 2}


# -- §5.4 ---------------------------------------------------------------------------------------

CR1_PLACED = {**G1_PLACED, "k30": "Ann", "k31": "Ben"}
CR1_ORE = word("chain:4", "k4 k30 k31", "Ben")  # 0+/3−, RP 6


@pytest.mark.parametrize("policy, expected", [
    ("declarer", {"Ann": 0, "Ben": 6}),
    ("majority_cards", {"Ann": 0, "Ben": 6}),  # 1 card each, the declarer is among the tied
    ("shared", {"Ann": 6, "Ben": 6}),
])
def test_cr1_credit_follows_the_groups_policy(policy, expected):
    result = score_game([CR1_ORE], CR1_PLACED, PLAYERS, {"credit_policy": policy})
    assert result.words[0].score == 6
    assert result.totals == expected


def test_majority_credit_goes_to_whoever_placed_most_cards_not_counting_setup():
    so = word("chain:1", "k1 k20", "Ben")  # T12: k1 setup, k20 Ann, declared by Ben
    assert credited(so, G1_PLACED, PLAYERS, "majority_cards") == ("Ann",)
    assert credited(so, G1_PLACED, PLAYERS, "declarer") == ("Ben",)
    assert credited(so, G1_PLACED, PLAYERS, "shared") == ("Ann",)  # setup is nobody


def test_a_majority_tie_without_the_declarer_is_shared_by_the_tied_players():
    players = ("Ann", "Ben", "Cat")
    placed = {"k1": "setup", "k7": "Ann", "k14": "Ann", "k30": "Cat", "k31": "Cat", "k8": "Ben"}
    long_chain = word("chain:1", "k1 k7 k14 k30 k31 k8", "Ben")
    assert credited(long_chain, placed, players, "majority_cards") == ("Ann", "Cat")
    assert credited(long_chain, placed, players, "shared") == ("Ann", "Ben", "Cat")


@pytest.mark.parametrize("policy", ["declarer", "majority_cards", "shared"])
def test_the_initial_word_credits_every_player_under_every_policy(policy):
    assert credited(INITIAL, G1_PLACED, ("Ann", "Ben", "Cat"), policy) == ("Ann", "Ben", "Cat")


def test_shared_credit_gives_each_player_the_full_score():
    result = score_game([INITIAL], G1_PLACED, PLAYERS)
    assert result.totals == {"Ann": 13, "Ben": 13}
    assert result.word_counts == {"Ann": 1, "Ben": 1}


# -- §5.5 ---------------------------------------------------------------------------------------

def test_g1_t11_ben_wins_31_to_29():
    result = score_game(g1_words(), G1_PLACED, PLAYERS)
    assert [(w.slot, w.polarity, w.tp, w.rp, w.score, w.credit) for w in result.words] == [
        ("chain:1", "=", 3, 3, 3, ("Ben",)), ("chain:2", "+", 3, 2, 3, ("Ben",)),
        ("chain:3", "-", 4, 8, 8, ("Ann",)), ("chain:6", "-", 8, 8, 8, ("Ben",)),
        ("stack:2:1", "+", 3, 3, 3, ("Ann",)), ("stack:5:1", "=", 4, 2, 4, ("Ben",)),
        ("stack:3:2", "-", 3, 5, 5, ("Ann",)), ("initial", "=", 10, 13, 13, ("Ann", "Ben"))]
    assert result.totals == {"Ann": 29, "Ben": 31}
    assert result.word_counts == {"Ann": 4, "Ben": 5}
    assert result.winners == ("Ben",)


def t12_words() -> list[Word]:
    words = g1_words()
    words[0] = word("chain:1", "k1 k20", "Ben")  # best_same_text: k20 gives the O
    return words + [word("stack:1:2", "k9 k20", "Ann")]


def test_g1_t12_equal_totals_and_equal_word_counts_share_the_win():
    result = score_game(t12_words(), G1_PLACED, PLAYERS)
    assert result.totals == {"Ann": 35, "Ben": 35}
    assert result.word_counts == {"Ann": 5, "Ben": 5}
    assert result.winners == ("Ann", "Ben")


def test_g1_t12_with_majority_credit_ann_wins_42_to_28():
    result = score_game(t12_words(), G1_PLACED, PLAYERS, {"credit_policy": "majority_cards"})
    assert result.totals == {"Ann": 42, "Ben": 28}
    assert result.winners == ("Ann",)


def test_a_tie_on_score_goes_to_the_player_with_more_words():
    assert winners({"Ann": 30, "Ben": 30}, {"Ann": 4, "Ben": 5}, PLAYERS) == ("Ben",)


def test_without_tie_break_a_tie_on_score_is_a_shared_win():
    assert winners({"Ann": 30, "Ben": 30}, {"Ann": 4, "Ben": 5}, PLAYERS, "none") == ("Ann", "Ben")


def test_the_highest_score_wins_whatever_the_word_counts():
    assert winners({"Ann": 31, "Ben": 30}, {"Ann": 1, "Ben": 9}, PLAYERS) == ("Ann",)


def test_only_the_players_tied_on_score_compare_word_counts():
    players = ("Ann", "Ben", "Cat")
    assert winners({"Ann": 30, "Ben": 30, "Cat": 2}, {"Ann": 3, "Ben": 3, "Cat": 9},
                   players) == ("Ann", "Ben")


@pytest.mark.parametrize("options", [
    {"eq_word_score": "average"}, {"credit_policy": "split"}, {"tie_break": "most_sevens"},
    {"mlr_include_initial": "yes"}])
def test_a_misspelt_scoring_option_is_an_error(options):
    with pytest.raises(ValueError):
        resolve(options)


# -- §5.6 ---------------------------------------------------------------------------------------

def test_m2_solo_statistics_count_plays_only_and_include_the_initial_word():
    stats = solo_stats(30, 71, 13)
    assert stats.fts == 84
    assert stats.mlr == Fraction(30, 54)
    assert stats.uin == Fraction(84 * 30, 54)
    assert (stats.mlr_display, stats.uin_display) == ("0.5556", "46.67")


def test_m2_without_the_initial_word_fts_is_71():
    stats = solo_stats(30, 71, 13, options={"fts_include_initial_word": False})
    assert stats.fts == 71
    assert stats.uin_display == "39.44"


def test_m3_peasick_sea_solo():
    stats = solo_stats(48, 150, None)
    assert (stats.mlr_display, stats.uin_display) == ("0.8889", "133.33")
    stats = solo_stats(48, 150, None, options={"mlr_include_initial": True})
    assert stats.mlr == 1
    assert (stats.mlr_display, stats.uin_display) == ("1.0000", "150.00")


def test_no_initial_word_adds_nothing_to_fts():
    assert solo_stats(10, 20, None).fts == 20


def test_displays_round_exact_halves_up():
    assert round_half_up(Fraction(1, 8), 2) == "0.13"     # 0.125
    assert round_half_up(Fraction(5, 1000), 2) == "0.01"  # 0.005, which a float rounds down
    assert round_half_up(Fraction(1, 3), 4) == "0.3333"
    assert round_half_up(Fraction(2, 3), 4) == "0.6667"
    assert round_half_up(Fraction(0), 2) == "0.00"
