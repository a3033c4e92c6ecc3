"""Sixes line points and round scores: golden tests S1–S6 and S12 with every variant they list,
and the rules of §5.3 / §5.4 the golden tests do not reach (docs/games/sixes.md §5.3, §5.4, §7; B2, B3, B5,
B6, B13, B14, B19). S7 (timer) belongs to the round state machine."""
from __future__ import annotations

import pytest

from rules.games.sixes.proposals import Proposal
from rules.games.sixes.scoring import score_round
from rules.games.sixes.votes import decide


def table(players: str, *rows: tuple[str, ...]) -> dict[str, list[str]]:
    """A §7 table: one row per line, one column per player; "" is an empty line."""
    return {player: [row[k] for row in rows] for k, player in enumerate(players)}


def play(lists, round_type, card, proposals=(), options=None):
    """Finalise a review: keep the proposals that the votes pass, then score (§5.6, §5.4)."""
    passed = [p for p in proposals if decide(p, tuple(lists), None, options, final=True) == "passed"]
    return score_round(lists, round_type, card, passed, options)


def vote(kind, *targets, proposer, yes=(), no=()):
    return Proposal(kind, targets, proposer, tuple((p, True) for p in yes) + tuple((p, False) for p in no))


def points(scored):
    return {player: list(pts) for player, pts in scored.points.items()}


def classes(scored):
    groups: dict = {}
    for target, k in scored.classes.items():
        groups.setdefault(k, set()).add(target)
    return sorted(sorted(group) for group in groups.values())


# -- S1: 3-player Match, "Fruits" -------------------------------------------------------------

S1 = table("ABC",
           ("Apple", "banana", "Apple"),
           ("Banana", "Kiwi", "Banana"),
           ("Cherry", "Grape", "Grapes"),
           ("Grape", "Mango", "Cherry"),
           ("", "Tomato", "Kiwi"),
           ("apple", "Apple", "Mango"))
S1_CARD = ["Fruits"]
S1_P1 = vote("disallow", ("B", 5), proposer="A", yes="C", no="B")
S1_P2 = vote("merge", ("A", 4), ("C", 3), proposer="C", no="AB")


def test_S1_auto_classes_use_n1_so_grape_and_grapes_stay_apart():
    assert classes(score_round(S1, "match", S1_CARD)) == sorted([
        sorted([("A", 1), ("A", 6), ("B", 6), ("C", 1)]),
        sorted([("A", 2), ("B", 1), ("C", 2)]),
        [("A", 3), ("C", 4)], [("A", 4), ("B", 3)], [("C", 3)],
        [("B", 2), ("C", 5)], [("B", 4), ("C", 6)], [("B", 5)]])


def test_S1_match_with_a_disallow_that_passes_and_a_merge_that_fails():
    scored = play(S1, "match", S1_CARD, [S1_P1, S1_P2])
    assert points(scored) == {"A": [1, 1, 1, 1, 0, 0], "B": [1, 1, 1, 1, 0, 1], "C": [1, 1, 0, 1, 1, 1]}
    assert scored.scores == {"A": 4, "B": 5, "C": 5}
    assert scored.status[("A", 5)] == "EMPTY"
    assert scored.status[("A", 6)] == "SELF_DUPLICATE"
    assert scored.status[("B", 5)] == "DISALLOWED"
    assert scored.status[("C", 3)] == "NO_MATCH"


def test_S1b_the_merge_passes_and_C_reaches_a_crooked_six():
    p2 = vote("merge", ("A", 4), ("C", 3), proposer="C", yes="A")
    scored = play(S1, "match", S1_CARD, [S1_P1, p2])
    assert points(scored)["C"] == [1, 1, 1, 1, 1, 1]
    assert scored.scores == {"A": 4, "B": 5, "C": 7}


def test_S1c_close_enough_merges_grape_and_grapes_automatically():
    scored = play(S1, "match", S1_CARD, [S1_P1], {"similarity_mode": "close_enough"})
    assert scored.classes[("C", 3)] == scored.classes[("A", 4)] == scored.classes[("B", 3)]
    assert scored.scores == {"A": 4, "B": 5, "C": 7}


def test_S1d_the_disallow_fails_and_tomato_simply_has_no_partner():
    p1 = vote("disallow", ("B", 5), proposer="C", no="AB")
    scored = play(S1, "match", S1_CARD, [p1, S1_P2])
    assert scored.status[("B", 5)] == "NO_MATCH"
    assert scored.scores == {"A": 4, "B": 5, "C": 5}


# -- S2: 4-player Match, "American Cars" -----------------------------------------------------------

S2 = table("ABCD",
           ("Mustang", "Mustang", "Camaro", "mustang"),
           ("Corvette", "Corvette", "Viper", "Blue"),
           ("Camaro", "Blue", "Wrangler", "Thunderbird"),
           ("Viper", "Model T", "Escalade", "Model T"),
           ("Wrangler", "", "Mustang", "Charger"),
           ("Escalade", "MUSTANG", "Charger", "American Car"))
S2_CARD = ["American Cars"]


def test_S2_disallowing_blue_removes_it_for_everyone_who_wrote_it():
    p1 = vote("disallow", ("B", 3), proposer="A", yes="CD", no="B")
    scored = play(S2, "match", S2_CARD, [p1])
    assert scored.flagged == {("D", 6)}
    assert points(scored) == {"A": [1] * 6, "B": [1, 1, 0, 1, 0, 0],
                              "C": [1] * 6, "D": [1, 0, 0, 1, 1, 0]}
    assert scored.scores == {"A": 7, "B": 3, "C": 7, "D": 3}
    assert [scored.status[("B", i)] for i in (3, 5, 6)] == ["DISALLOWED", "EMPTY", "SELF_DUPLICATE"]
    assert [scored.status[("D", i)] for i in (2, 3, 6)] == ["DISALLOWED", "NO_MATCH", "CARD_WORD"]


def test_S2b_two_yes_of_four_is_no_majority_so_blue_matches():
    p1 = vote("disallow", ("B", 3), proposer="A", yes="C", no="BD")
    scored = play(S2, "match", S2_CARD, [p1])
    assert points(scored)["B"] == [1, 1, 1, 1, 0, 0]
    assert points(scored)["D"] == [1, 1, 0, 1, 1, 0]
    assert scored.scores == {"A": 7, "B": 4, "C": 7, "D": 4}


# -- S3: 3-player Unique, "Things in a kitchen" ------------------------------------------------------

S3 = table("ABC",
           ("Spatula", "Fridge", "Oven"),
           ("Whisk", "Toaster", "Fridge"),
           ("Colander", "Kettle", "Microwave"),
           ("Garlic press", "kettle", "Blender"),
           ("Ladle", "", "Sink"),
           ("Zester", "Oven", "Kitchen sink"))
S3_CARD = ["Things in a kitchen"]


def test_S3_unique_with_an_own_duplicate_and_a_card_word():
    scored = score_round(S3, "unique", S3_CARD)
    assert points(scored) == {"A": [1] * 6, "B": [0, 1, 1, 0, 0, 0], "C": [0, 0, 1, 1, 1, 0]}
    assert scored.scores == {"A": 7, "B": 2, "C": 3}
    assert [scored.status[("B", i)] for i in (1, 4, 5, 6)] == [
        "NOT_UNIQUE", "SELF_DUPLICATE", "EMPTY", "NOT_UNIQUE"]
    assert scored.status[("C", 6)] == "CARD_WORD"


def test_S3_a_crossed_out_kitchen_sink_leaves_the_same_players_sink_alone():
    scored = score_round(S3, "unique", S3_CARD)
    assert scored.status[("C", 5)] == "SCORED"


# -- S4: 4-player Unique, "American Cars", close enough -------------------------------------------

S4 = table("ABCD",
           ("Ford Mustang GT", "1978 Mustang, 8-cylinders", "AMC Gremlin", "Tesla Cybertruck"),
           ("DeLorean", "Tucker 48", "Pontiac Aztek", "Plymouth Superbird"),
           ("Pontiac Aztek", "DeLorean", "Ford Pinto", "AMC Pacer"),
           ("Studebaker", "Hudson Hornet", "Volkswagen Beetle", "Packard"),
           ("Hummer H2", "Ford Pinto", "Studebaker Avanti", "Edsel"),
           ("Chrysler PT Cruiser", "", "Hummer H2", "Willys Jeep"))
S4_CARD = ["American Cars"]
S4_P3 = vote("disallow", ("C", 4), proposer="A", yes="BD")
S4_PROPOSALS = [
    vote("merge", ("A", 1), ("B", 1), proposer="A", yes="BC"),
    vote("merge", ("A", 4), ("C", 5), proposer="A", yes="CD"),
    S4_P3,
    vote("merge", ("A", 1), ("C", 3), proposer="B", no="ABCD"),
]
PAIRS = [[("A", 2), ("B", 3)], [("A", 3), ("C", 2)], [("B", 5), ("C", 3)], [("A", 5), ("C", 6)]]


@pytest.mark.parametrize("mode", ["close_enough", "identical"])
def test_S4_auto_merges_are_the_four_equal_pairs(mode):
    scored = score_round(S4, "unique", S4_CARD, options={"similarity_mode": mode})
    assert [group for group in classes(scored) if len(group) > 1] == sorted(PAIRS)


def test_S4_close_enough_unique_with_merges_and_a_disallow():
    options = {"similarity_mode": "close_enough"}
    scored = play(S4, "unique", S4_CARD, S4_PROPOSALS, options)
    assert points(scored) == {"A": [0, 0, 0, 0, 0, 1], "B": [0, 1, 0, 1, 0, 0],
                              "C": [1, 0, 0, 0, 0, 0], "D": [1] * 6}
    assert scored.scores == {"A": 1, "B": 2, "C": 1, "D": 7}
    assert scored.status[("C", 4)] == "DISALLOWED"


def test_S4b_identical_mode_without_merges():
    scored = play(S4, "unique", S4_CARD, [S4_P3])
    assert points(scored) == {"A": [1, 0, 0, 1, 0, 1], "B": [1, 1, 0, 1, 0, 0],
                              "C": [1, 0, 0, 0, 1, 0], "D": [1] * 6}
    assert scored.scores == {"A": 3, "B": 3, "C": 2, "D": 7}


# -- S5: 3-player Lightning-Match ----------------------------------------------------------------

S5 = table("ABC",
           ("Red", "Orange", "Red"),
           ("Pepperoni", "Pepperoni", ""),
           ("Mars", "Mars", "Saturn"),
           ("Poodle", "Hot dog", "Poodle"),
           ("Guitar", "Guitar", "Drums"),
           ("Orange", "Orange", "Pancakes"))
S5_CARD = ["A color", "A pizza topping", "A planet", "A dog breed", "A musical instrument",
           "A breakfast food"]


def test_S5_lightning_compares_each_category_on_its_own():
    scored = score_round(S5, "lightning", S5_CARD)
    assert points(scored) == {"A": [1] * 6, "B": [0, 1, 1, 0, 1, 1], "C": [1, 0, 0, 1, 0, 0]}
    assert scored.scores == {"A": 7, "B": 4, "C": 2}
    assert scored.status[("B", 1)] == "NO_MATCH"
    assert scored.status[("B", 4)] == "CARD_WORD"
    assert scored.status[("B", 6)] == "SCORED"  # same word as B1, other category: no self-duplicate
    assert scored.status[("C", 2)] == "EMPTY"


def test_S5b_any_line_scope_matches_across_categories_and_finds_the_self_duplicate():
    scored = score_round(S5, "lightning", S5_CARD, options={"lightning_scope": "any_line"})
    assert scored.classes[("B", 1)] == scored.classes[("A", 6)] == scored.classes[("B", 6)]
    assert points(scored)["B"] == [1, 1, 1, 0, 1, 0]
    assert scored.status[("B", 6)] == "SELF_DUPLICATE"
    assert scored.scores == {"A": 7, "B": 4, "C": 2}


# -- S6: 4-player Lightning-Match ----------------------------------------------------------------

S6 = table("ABCD",
           ("Ice", "Snow", "Ice cream", "Ice"),
           ("Batman", "Batman", "Superman", "Spider-Man"),
           ("Soccer", "Tennis", "Soccer", "Tennis"),
           ("Hat", "Cat", "Hat", "Mat"),
           ("Einstein", "Newton", "Curie", "Einstein"),
           ("Carrot", "Carrot", "", "Broccoli"))
S6_CARD = ["Something cold", "A superhero", "A sport played with a ball",
           "A word that rhymes with cat", "A famous scientist", "A vegetable"]


@pytest.mark.parametrize("mode", ["identical", "close_enough"])
def test_S6_four_player_lightning(mode):
    scored = score_round(S6, "lightning", S6_CARD, options={"similarity_mode": mode})
    assert points(scored) == {"A": [1] * 6, "B": [0, 1, 1, 0, 0, 1],
                              "C": [0, 0, 1, 1, 0, 0], "D": [1, 0, 1, 0, 1, 0]}
    assert scored.scores == {"A": 7, "B": 3, "C": 2, "D": 3}
    assert scored.status[("B", 4)] == "CARD_WORD"
    assert scored.status[("C", 1)] == "NO_MATCH"   # "Ice cream" is not "Ice"
    assert scored.status[("C", 6)] == "EMPTY"


# -- S12: 3-player Unique, copied lists, "Capital cities" -------------------------------------------

S12 = table("ABC",
            ("Rome", "Tokyo", "Bern"),
            ("Paris", "Rome", "Quito"),
            ("Oslo", "Paris", "Hanoi"),
            ("Lima", "Oslo", "Dakar"),
            ("Cairo", "Lima", "Seoul"),
            ("Tokyo", "Cairo", "Mexico City"))
S12_CARD = ["Capital cities"]


def test_S12_copied_lists_score_nothing_in_unique_and_mexico_city_is_crossed_out():
    scored = score_round(S12, "unique", S12_CARD)
    assert points(scored) == {"A": [0] * 6, "B": [0] * 6, "C": [1, 1, 1, 1, 1, 0]}
    assert scored.scores == {"A": 0, "B": 0, "C": 5}
    assert scored.status[("C", 6)] == "CARD_WORD"


def test_S12b_keeping_the_false_positive_by_majority_gives_C_a_crooked_six():
    keep = vote("keep_card_word", ("C", 6), proposer="C", yes="A", no="B")
    scored = play(S12, "unique", S12_CARD, [keep])
    assert points(scored)["C"] == [1] * 6
    assert scored.scores["C"] == 7
    assert ("C", 6) in scored.flagged  # still flagged, but kept


def test_S12b_a_keep_with_only_the_authors_vote_fails():
    keep = vote("keep_card_word", ("C", 6), proposer="C", no="AB")
    assert play(S12, "unique", S12_CARD, [keep]).scores["C"] == 5


# -- §5.3 / §5.4 rules the golden tests do not reach --------------------------------------------

def test_empty_lines_of_punctuation_score_nothing_and_cost_the_bonus():
    lists = table("AB", *[("x", "x")] * 5, ("--", "  "))
    scored = score_round(lists, "match", ["Letters"])
    assert scored.status[("A", 6)] == scored.status[("B", 6)] == "EMPTY"
    assert scored.scores == {"A": 1, "B": 1}  # "x" five times: only the first scores (B2)


def test_unique_full_list_gets_the_bonus_too():  # B14
    lists = table("AB", *[(f"a{i}", f"b{i}") for i in range(6)])
    assert score_round(lists, "unique", ["Anything"]).scores == {"A": 7, "B": 7}


@pytest.mark.parametrize("bonus, full", [(0, 6), (1, 7), (2, 8)])
def test_bonus_points_option(bonus, full):
    lists = table("AB", *[(f"w{i}", f"w{i}") for i in range(6)])
    scored = score_round(lists, "match", ["Words"], options={"bonus_points": bonus})
    assert scored.scores == {"A": full, "B": full}


def test_a_player_never_matches_their_own_line():  # B19
    lists = table("AB", ("Apple", "Pear"), ("apple", "Plum"), *[("", "")] * 4)
    scored = score_round(lists, "match", ["Fruit"])
    assert [scored.status[("A", i)] for i in (1, 2)] == ["NO_MATCH", "SELF_DUPLICATE"]


def test_all_score_lets_one_answer_written_six_times_reach_seven():  # B2, not recommended
    lists = table("AB", *[("Apple", "Apple")] * 6)
    assert score_round(lists, "match", ["Fruit"]).scores == {"A": 1, "B": 1}
    scored = score_round(lists, "match", ["Fruit"], options={"self_duplicates": "all_score"})
    assert scored.scores == {"A": 7, "B": 7}
    assert set(scored.status.values()) == {"SCORED"}


def test_all_score_in_unique_an_answer_only_you_wrote_twice_scores_twice():
    lists = table("AB", ("Fig", "Pear"), ("Fig", "Plum"), *[("", "")] * 4)
    scored = score_round(lists, "unique", ["Fruit"], options={"self_duplicates": "all_score"})
    assert points(scored)["A"][:2] == [1, 1]


def test_disallowed_answers_do_not_make_other_answers_non_unique():  # B6, line scope
    lists = table("AB", ("Blue", "Blue"), ("Pear", "Plum"), *[("", "")] * 4)
    assert score_round(lists, "unique", ["Fruit"]).status[("A", 1)] == "NOT_UNIQUE"
    passed = [Proposal("disallow", [("B", 1)])]
    scored = score_round(lists, "unique", ["Fruit"], passed, {"disallow_scope": "line"})
    assert scored.status[("B", 1)] == "DISALLOWED"
    assert scored.status[("A", 1)] == "SCORED"


def test_disallow_scope_line_in_match_leaves_the_partner_without_a_match():  # S2 with line scope
    p1 = vote("disallow", ("B", 3), proposer="A", yes="CD", no="B")
    scored = play(S2, "match", S2_CARD, [p1], {"disallow_scope": "line"})
    assert scored.status[("B", 3)] == "DISALLOWED"
    assert scored.status[("D", 2)] == "NO_MATCH"
    assert scored.scores == {"A": 7, "B": 3, "C": 7, "D": 3}


def test_disallowing_an_answer_also_removes_the_lines_merged_into_it():
    lists = table("ABC", ("Blue", "Navy", "Navy"), *[("", "", "")] * 5)
    passed = [Proposal("merge", [("A", 1), ("B", 1)]), Proposal("disallow", [("A", 1)])]
    scored = score_round(lists, "match", ["Cars"], passed)
    assert {scored.status[(p, 1)] for p in "ABC"} == {"DISALLOWED"}


def test_with_line_scope_a_later_copy_of_a_disallowed_own_line_is_the_first_that_counts():
    # first(p, i) looks only at counted lines (§5.4), so A2 takes over from the crossed-out A1.
    lists = table("AB", ("Blue", "Blue"), ("blue", "Pear"), *[("", "")] * 4)
    passed = [Proposal("disallow", [("A", 1)])]
    scored = score_round(lists, "match", ["Cars"], passed, {"disallow_scope": "line"})
    assert [scored.status[("A", i)] for i in (1, 2)] == ["DISALLOWED", "SCORED"]


def test_a_card_word_line_disallowed_as_well_shows_card_word_first():
    lists = table("AB", ("Red car", "Red car"), *[("", "")] * 5)
    passed = [Proposal("disallow", [("A", 1)])]
    assert score_round(lists, "match", ["Red things"], passed).status[("A", 1)] == "CARD_WORD"


def test_a_crossed_out_card_word_line_gives_no_match_to_a_kept_one():
    lists = table("AB", ("Red car", "Red car"), *[("", "")] * 5)
    kept = [Proposal("keep_card_word", [("A", 1)])]
    scored = score_round(lists, "match", ["Red things"], kept)
    assert scored.status[("A", 1)] == "NO_MATCH"
    assert scored.status[("B", 1)] == "CARD_WORD"
    assert ("B", 1) not in scored.classes


def test_a_disallow_can_still_cross_out_a_kept_card_word_line():
    lists = table("AB", ("Red car", "Red car"), *[("", "")] * 5)
    passed = [Proposal("keep_card_word", [("A", 1)]), Proposal("keep_card_word", [("B", 1)]),
              Proposal("disallow", [("A", 1)])]
    scored = score_round(lists, "match", ["Red things"], passed)
    assert scored.status[("A", 1)] == scored.status[("B", 1)] == "DISALLOWED"


def test_a_split_takes_a_line_out_of_its_automatic_class():
    lists = table("AB", ("Ice", "ice"), *[("", "")] * 5)
    split = [Proposal("split", [("B", 1)])]
    scored = score_round(lists, "match", ["Cold"], split)
    assert scored.classes[("A", 1)] != scored.classes[("B", 1)]
    assert scored.scores == {"A": 0, "B": 0}


def test_a_split_line_can_be_merged_back_by_vote():
    lists = table("AB", ("Ice", "ice"), *[("", "")] * 5)
    passed = [Proposal("split", [("B", 1)]), Proposal("merge", [("A", 1), ("B", 1)])]
    assert score_round(lists, "match", ["Cold"], passed).scores == {"A": 1, "B": 1}


def test_a_split_line_keeps_its_own_duplicates_out_of_its_class_too():
    # The split line takes no part in auto-merging at all, not even with its author's other lines.
    lists = table("AB", ("Ice", "Snow"), ("ice", "Ice"), *[("", "")] * 4)
    scored = score_round(lists, "match", ["Cold"], [Proposal("split", [("A", 1)])])
    assert scored.classes[("A", 2)] == scored.classes[("B", 2)] != scored.classes[("A", 1)]
    assert [scored.status[("A", i)] for i in (1, 2)] == ["NO_MATCH", "SCORED"]


def test_vote_merges_are_transitive():  # B8
    lists = table("ABC", ("Hat", "Cap", "Beanie"), *[("", "", "")] * 5)
    passed = [Proposal("merge", [("A", 1), ("B", 1)]), Proposal("merge", [("B", 1), ("C", 1)])]
    scored = score_round(lists, "unique", ["Headwear"], passed)
    assert len({scored.classes[(p, 1)] for p in "ABC"}) == 1
    assert scored.equivalents(("A", 1)) == (("B", 1), ("C", 1))
    assert scored.owners(("A", 1)) == {"A", "B", "C"}


def test_a_merge_with_an_empty_or_crossed_out_line_changes_nothing():
    lists = table("AB", ("Red car", "Pear"), ("Plum", ""), *[("", "")] * 4)
    passed = [Proposal("merge", [("A", 1), ("B", 1)]), Proposal("merge", [("A", 2), ("B", 2)])]
    scored = score_round(lists, "match", ["Red things"], passed)
    assert scored.scores == {"A": 0, "B": 0}


def test_identical_mode_merges_off_ignores_merges():
    lists = table("AB", ("Grape", "Grapes"), *[("", "")] * 5)
    merge = [Proposal("merge", [("A", 1), ("B", 1)])]
    assert score_round(lists, "match", ["Fruit"], merge).scores == {"A": 1, "B": 1}
    off = score_round(lists, "match", ["Fruit"], merge, {"identical_mode_merges": "off"})
    assert off.scores == {"A": 0, "B": 0}


def test_a_merge_across_lightning_categories_cannot_be_scored():
    with pytest.raises(ValueError):
        score_round(S5, "lightning", S5_CARD, [Proposal("merge", [("B", 1), ("A", 6)])])


def test_match_and_unique_compare_all_six_lines_as_one_pool():
    lists = table("AB", ("Pear", ""), ("", ""), ("", ""), ("", ""), ("", ""), ("", "pear"))
    assert score_round(lists, "match", ["Fruit"]).scores == {"A": 1, "B": 1}


def test_solo_practice_match_scores_nothing_and_unique_every_distinct_line():  # B17
    lists = {"A": ["Pear", "Plum", "pear", "Fig", "", "Kiwi"]}
    with pytest.raises(ValueError):
        score_round(lists, "match", ["Fruit"])
    solo = {"allow_solo_practice": True}
    assert score_round(lists, "match", ["Fruit"], options=solo).scores == {"A": 0}
    assert score_round(lists, "unique", ["Fruit"], options=solo).points["A"] == (1, 1, 0, 1, 0, 1)


@pytest.mark.parametrize("lists", [{"A": ["x"] * 5, "B": ["x"] * 6}, {"A": ["x"] * 7, "B": ["x"] * 6},
                                   {"A": ["x"] * 5 + [None], "B": ["x"] * 6}, {}])
def test_lists_must_have_six_texts_per_player(lists):
    with pytest.raises(ValueError):
        score_round(lists, "match", ["Anything"])


@pytest.mark.parametrize("options", [{"similarity_mode": "close enough"}, {"simlarity_mode": "identical"},
                                     {"round_plan": ["match"] * 5}])
def test_misspelt_options_are_refused_not_defaulted(options):
    with pytest.raises(ValueError):
        score_round(S1, "match", S1_CARD, options=options)


def test_an_unknown_round_type_is_refused():
    with pytest.raises(ValueError):
        score_round(S1, "lightning-match", S1_CARD)


def test_class_ids_are_the_first_line_of_the_class_in_reading_order():
    scored = score_round(S1, "match", S1_CARD)
    assert scored.classes[("C", 1)] == ("A", 1)
    assert scored.classes[("B", 1)] == ("A", 2)
