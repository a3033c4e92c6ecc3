"""Sixes' review as moves: proposals, votes, live rescoring, finalising, and the game's end
(docs/games/sixes.md §3.3, §4, §5.6; B4, B21; golden tests S1, S1b, S1d, S2, S2b, S5, S12b played through the
state machine, not only through the scoring core)."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from tests.rules.sixes.table import HOST, SixesTable

S1 = {"A": ["Apple", "Banana", "Cherry", "Grape", "", "apple"],
      "B": ["banana", "Kiwi", "Grape", "Mango", "Tomato", "Apple"],
      "C": ["Apple", "Banana", "Grapes", "Cherry", "Kiwi", "Mango"]}


def s1_review(**options) -> SixesTable:
    table = SixesTable.new(3, **options).agree_all().start("Fruits").write(S1).done_all()
    assert table.round.phase == "review"
    return table


def test_s1_disallow_passes_with_two_of_three_and_the_merge_fails():
    table = s1_review()
    p1 = table.propose("A", "disallow", "B5")
    assert table.status(p1) == "open"     # the proposer's yes alone is 1 of the 2 needed
    table.vote(p1, C=True)
    assert table.status(p1) == "passed"   # 2 > 1.5: closed at once, B's no comes too late
    assert table.rule("B", "vote_cast", proposal_id=p1, yes=False) == "SIX-VOTE-CLOSED"
    p2 = table.propose("C", "merge", "A4", "C3")
    table.vote(p2, A=False)
    assert table.status(p2) == "open"
    table.vote(p2, B=False)
    assert table.status(p2) == "failed"
    assert (p1, p2) == ("p1", "p2")
    assert table.round_scores() == {"A": 4, "B": 5, "C": 5}


def test_s1b_the_merge_passing_gives_c_the_crooked_six():
    table = s1_review()
    p1 = table.propose("A", "disallow", "B5")
    table.vote(p1, C=True)
    p2 = table.propose("C", "merge", "A4", "C3")
    table.vote(p2, A=True)
    assert table.round_scores() == {"A": 4, "B": 5, "C": 7}


def test_s1d_a_failed_disallow_leaves_the_line_unmatched():
    table = s1_review()
    p1 = table.propose("C", "disallow", "B5")
    table.vote(p1, A=False, B=False)
    assert table.status(p1) == "failed"
    assert table.round_scores() == {"A": 4, "B": 5, "C": 5}


def test_scores_follow_the_votes_live():
    table = s1_review()
    p2 = table.propose("C", "merge", "A4", "C3")
    assert table.round_scores()["C"] == 5
    table.vote(p2, A=True)
    assert table.round_scores()["C"] == 7
    assert table.RULES.scores(table.state)["live"] == {"round": 1, "scores": [4, 5, 7]}


def test_the_review_names_equivalent_lines_statuses_and_suggests_grape_and_grapes():
    table = s1_review()
    shown = table.view("B")["round"]
    assert [entry["seat"] for entry in shown["lists"]] == [0, 1, 2]  # the reader first
    a = shown["lists"][0]["lines"]
    assert [line["status"] for line in a] == ["SCORED", "SCORED", "SCORED", "SCORED", "EMPTY",
                                              "SELF_DUPLICATE"]
    assert a[5]["hints"] == ["SIX-ITEM-SELF-DUPLICATE"]
    assert sorted(a[0]["same_as"], key=lambda ref: (ref["seat"], ref["line"])) == \
        [{"seat": 1, "line": 6}, {"seat": 2, "line": 1}]


def test_line_references_are_seat_and_line_objects_everywhere_in_the_review():
    table = s1_review()
    table.propose("C", "merge", "A4", "C3")
    shown = table.view("B")["round"]
    lines = {(entry["seat"], line["line"]): line for entry in shown["lists"] for line in entry["lines"]}
    apple = [lines[(0, 1)], lines[(0, 6)], lines[(1, 6)], lines[(2, 1)]]
    assert apple[0]["class"] in [{"seat": s, "line": i} for s, i in ((0, 1), (0, 6), (1, 6), (2, 1))]
    assert all(line["class"] == apple[0]["class"] for line in apple)
    assert lines[(0, 5)]["class"] is None  # an empty line is in no class
    references = [line["class"] for line in lines.values() if line["class"] is not None]
    references += [ref for line in lines.values() for ref in line["same_as"]]
    references += [ref for proposal in shown["proposals"] for ref in proposal["targets"]]
    references += [s[side] for s in shown["suggestions"] for side in ("a", "b")]
    assert references and all(set(ref) == {"seat", "line"} for ref in references)
    pairs = [((s["a"]["seat"], s["a"]["line"]), (s["b"]["seat"], s["b"]["line"]))
             for s in shown["suggestions"]]
    assert ((0, 4), (2, 3)) in pairs


def test_proposals_are_refused_when_they_cannot_apply():
    table = s1_review()
    assert table.rule("A", "proposal_opened", kind="disallow",
                      targets=[{"seat": 0, "line": 5}]) == "SIX-PROPOSAL-TARGET"      # empty line
    assert table.rule("A", "proposal_opened", kind="disallow",
                      targets=[{"seat": 7, "line": 1}]) == "SIX-PROPOSAL-TARGET"      # no such seat
    assert table.rule("A", "proposal_opened", kind="merge",
                      targets=[{"seat": 0, "line": 1}]) == "SIX-PROPOSAL-TARGET"      # one of two
    assert table.rule("A", "proposal_opened", kind="keep_card_word",
                      targets=[{"seat": 0, "line": 1}]) == "SIX-PROPOSAL-TARGET"      # not flagged
    assert table.rule("A", "proposal_opened", kind="split",
                      targets=[{"seat": 1, "line": 5}]) == "SIX-PROPOSAL-TARGET"      # alone
    assert table.rule("A", "proposal_opened", kind="merge",
                      targets=[{"seat": 0, "line": 1}, {"seat": 1, "line": 6}]) == "SIX-MERGE-SAME-CLASS"
    table.propose("A", "disallow", "B5")
    assert table.rule("C", "proposal_opened", kind="disallow",
                      targets=[{"seat": 1, "line": 5}]) == "SIX-PROPOSAL-DUPLICATE"
    assert table.rule("A", "vote_cast", proposal_id="p1", yes=True) == "SIX-VOTE-TWICE"
    unknown = table.refuse("B", "vote_cast", proposal_id="p9", yes=True)
    assert unknown.rule_id == "SIX-UNKNOWN-PROPOSAL"
    assert table.message(unknown) == ("There's no proposal p9 in this round; vote on one of the "
                                      "round's proposals.")
    assert "p9" in table.message(unknown, "it")


def test_sixes_a_vote_on_an_earlier_rounds_proposal_is_unknown_in_this_one():
    table = s1_review()
    table.propose("C", "merge", "A4", "C3")
    table.play("A", "round_finalized", force=True)
    table.start("Kitchen").write({"A": ["Oven"], "B": ["Oven"], "C": ["Sink"]}).done_all()
    assert table.rule("B", "vote_cast", proposal_id="p1", yes=True) == "SIX-UNKNOWN-PROPOSAL"


def test_s5_a_lightning_merge_across_categories_is_refused():
    categories = ["A color", "A pizza topping", "A planet", "A dog breed",
                  "A musical instrument", "A breakfast food"]
    table = SixesTable.new(3, round_plan=["lightning"] * 6).agree_all().start(*categories)
    table.write({"A": ["Red", "Pepperoni", "Mars", "Poodle", "Guitar", "Orange"],
                 "B": ["Orange", "Pepperoni", "Mars", "Hot dog", "Guitar", "Orange"],
                 "C": ["Red", "", "Saturn", "Poodle", "Drums", "Pancakes"]}).done_all()
    assert table.round_scores() == {"A": 7, "B": 4, "C": 2}
    assert table.rule("A", "proposal_opened", kind="merge",
                      targets=[{"seat": 1, "line": 1}, {"seat": 0, "line": 6}]) == "SIX-MERGE-SCOPE"


def test_s12b_keeping_a_card_word_by_vote_gives_c_seven():
    table = SixesTable.new(3, round_plan=["unique"] * 6).agree_all().start("Capital cities")
    table.write({"A": ["Rome", "Paris", "Oslo", "Lima", "Cairo", "Tokyo"],
                 "B": ["Tokyo", "Rome", "Paris", "Oslo", "Lima", "Cairo"],
                 "C": ["Bern", "Quito", "Hanoi", "Dakar", "Seoul", "Mexico City"]})
    assert table.view("C")["round"]["my_list"][5]["hints"] == ["SIX-ITEM-CARD-WORD"]  # while writing
    table.done_all()
    assert table.round_scores() == {"A": 0, "B": 0, "C": 5}
    proposal = table.propose("C", "keep_card_word", "C6")
    table.vote(proposal, A=True)
    assert table.round_scores() == {"A": 0, "B": 0, "C": 7}


def test_finalising_with_open_votes_needs_force_and_the_open_ones_fail():
    table = s1_review()
    p2 = table.propose("C", "merge", "A4", "C3")
    assert table.rule("A", "round_finalized") == "SIX-FINALIZE-OPEN"
    assert table.rule("B", "round_finalized", force=True) == "SIX-TIMER-PERMISSION"
    table.play("A", "round_finalized", force=True)
    first = table.state.rounds[0]
    assert (first.phase, first.scores) == ("scored", (4, 5, 5))
    assert first.proposals[0].status == "failed" and first.proposals[0].id == p2
    assert (table.round.number, table.round.type, table.reader) == (2, "unique", "B")


def test_majority_of_voters_is_decided_when_the_round_is_finalised():
    table = s1_review(vote_quorum="majority_of_voters")
    p2 = table.propose("C", "merge", "A4", "C3")
    table.vote(p2, A=True, B=False)
    assert table.status(p2) == "open"   # only the reader's finalise decides it
    table.play("A", "round_finalized")  # no force needed: nothing can close before
    assert table.state.rounds[0].proposals[0].status == "passed"
    assert table.state.rounds[0].scores == (4, 5, 7)


def test_s2b_two_yes_of_four_fail_at_the_second_no():
    table = SixesTable.new(4).agree_all().start("American Cars")
    table.write({"A": ["Mustang", "Corvette", "Camaro", "Viper", "Wrangler", "Escalade"],
                 "B": ["Mustang", "Corvette", "Blue", "Model T", "", "MUSTANG"],
                 "C": ["Camaro", "Viper", "Wrangler", "Escalade", "Mustang", "Charger"],
                 "D": ["mustang", "Blue", "Thunderbird", "Model T", "Charger", "American Car"]})
    table.done_all()
    p1 = table.propose("A", "disallow", "B3")
    table.vote(p1, C=True, B=False)
    assert table.status(p1) == "open"
    table.vote(p1, D=False)
    assert table.status(p1) == "failed"
    assert table.round_scores() == {"A": 7, "B": 4, "C": 7, "D": 4}


def test_six_rounds_make_a_game_and_a_tie_is_a_shared_win():
    table = SixesTable.new(2, round_plan=["match", "unique"] * 3).agree_all()
    for number in range(1, 7):
        assert table.round.number == number
        table.start("Fruits").write({"A": ["Apple"], "B": ["Apple"]}).done_all()
        table.play(table.reader, "round_finalized")
    outcome = table.RULES.outcome(table.state)
    unique_rounds = 3  # in Unique rounds the shared Apple scores nothing
    assert outcome.totals == (6 - unique_rounds, 6 - unique_rounds)
    assert outcome.winners == (0, 1) and outcome.extras["shared"] is True
    assert table.RULES.to_move(table.state) == frozenset()
    assert table.rule("A", "card_set", texts=["More"]) == "SIX-GAME-OVER"


def test_lobby_changes_restart_agreement_and_lock_after_round_one_opens():
    table = SixesTable.new(3)
    table.play("A", "options_agreed")
    table.play("B", "options_changed", options={"similarity_mode": "close_enough"})
    assert table.state.agreed == (False, True, False)
    assert table.rule("B", "options_agreed") == "SIX-ROUND-PHASE"
    with pytest.raises(ValidationError) as unplayable:  # the payload's mistake (422), no rule
        table.move("C", "options_changed", options={"timer_seconds": 5})
    assert unplayable.value.messages == {"payload": {"options": {"timer_seconds": [
        "Must be greater than or equal to 10 and less than or equal to 600."]}}}
    assert table.rule("C", "card_set", texts=["Fruits"]) == "SIX-ROUND-PHASE"
    table.play("A", "options_agreed")
    table.play("C", "options_agreed")
    assert table.state.options["similarity_mode"] == "close_enough"
    assert table.round.number == 1
    assert table.rule("A", "options_changed",
                      options={"similarity_mode": "identical"}) == "SIX-OPTIONS-LOCKED"


def test_paper_lists_are_typed_in_after_the_lock_by_anyone_and_are_public():
    table = SixesTable.new(2, entry_mode="paper").agree_all().start("Fruits")
    assert table.rule("A", "line_set", index=1, text="Apple") == "SIX-ROUND-PHASE"
    table.done_all()
    table.play("A", "line_set", by=HOST, index=1, text="Apple")
    table.play("B", "line_set", by=HOST, index=1, text="apple")
    assert table.round_scores() == {"A": 1, "B": 1}
    assert table.RULES.redact(table.state, table.log[-1][0], 0) is not None
