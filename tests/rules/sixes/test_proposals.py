"""Which lines a Sixes proposal may name: the S5 rejection and the target rows of §4
(docs/games/sixes.md §3.3, §4 SIX-PROPOSAL-TARGET, SIX-MERGE-SCOPE, SIX-MERGE-SAME-CLASS)."""
from __future__ import annotations

import pytest

from rules.errors import RuleViolation
from rules.games.sixes.proposals import Proposal
from rules.games.sixes.review import check_proposal
from rules.games.sixes.scoring import score_round

from .test_scoring import S1, S1_CARD, S2, S2_CARD, S5, S5_CARD


def rejected(score, proposal, options=None):
    with pytest.raises(RuleViolation) as refused:
        check_proposal(score, proposal, options)
    return refused.value.rule_id


def test_S5_a_merge_across_lightning_categories_is_rejected():
    scored = score_round(S5, "lightning", S5_CARD)
    assert rejected(scored, Proposal("merge", [("B", 1), ("A", 6)])) == "SIX-MERGE-SCOPE"


def test_S5b_with_any_line_scope_the_two_oranges_are_already_one_answer():
    options = {"lightning_scope": "any_line"}
    scored = score_round(S5, "lightning", S5_CARD, options=options)
    assert rejected(scored, Proposal("merge", [("B", 1), ("A", 6)]), options) == "SIX-MERGE-SAME-CLASS"


def test_merges_within_a_lightning_category_are_allowed():
    scored = score_round(S5, "lightning", S5_CARD)
    check_proposal(scored, Proposal("merge", [("C", 3), ("A", 3)]))  # Saturn + Mars


def test_S1_merging_two_lines_that_already_match_is_rejected():
    scored = score_round(S1, "match", S1_CARD)
    assert rejected(scored, Proposal("merge", [("A", 1), ("C", 1)])) == "SIX-MERGE-SAME-CLASS"
    check_proposal(scored, Proposal("merge", [("A", 4), ("C", 3)]))


@pytest.mark.parametrize("proposal", [
    Proposal("disallow", [("A", 5)]),                     # an empty line
    Proposal("disallow", [("A", 7)]),                     # no such line
    Proposal("disallow", [("Z", 1)]),                     # no such player
    Proposal("merge", [("A", 1)]),                        # a merge needs two lines
    Proposal("merge", [("A", 1), ("A", 1)]),
    Proposal("disallow", [("A", 1), ("B", 1)]),           # the others name one
    Proposal("keep_card_word", [("A", 1)]),               # not flagged
    Proposal("split", [("C", 3)]),                        # alone in its class
])
def test_S1_proposals_on_lines_they_cannot_name(proposal):
    assert rejected(score_round(S1, "match", S1_CARD), proposal) == "SIX-PROPOSAL-TARGET"


def test_split_and_disallow_on_an_automatically_merged_line_are_fine():
    scored = score_round(S1, "match", S1_CARD)
    check_proposal(scored, Proposal("split", [("A", 6)]))
    check_proposal(scored, Proposal("disallow", [("B", 5)]))


def test_keep_card_word_only_for_a_line_the_rule_crossed_out():
    scored = score_round(S2, "match", S2_CARD)
    check_proposal(scored, Proposal("keep_card_word", [("D", 6)]))
    options = {"card_word_rule": "flag_only"}
    flag_only = score_round(S2, "match", S2_CARD, options=options)
    assert rejected(flag_only, Proposal("keep_card_word", [("D", 6)]), options) == "SIX-PROPOSAL-TARGET"


def test_a_crossed_out_card_word_line_is_in_no_class_so_it_cannot_be_split():
    scored = score_round(S2, "match", S2_CARD)
    assert rejected(scored, Proposal("split", [("D", 6)])) == "SIX-PROPOSAL-TARGET"


def test_merges_are_refused_when_identical_mode_merges_is_off():
    options = {"identical_mode_merges": "off"}
    scored = score_round(S1, "match", S1_CARD, options=options)
    assert rejected(scored, Proposal("merge", [("A", 4), ("C", 3)]), options) == "SIX-PROPOSAL-TARGET"


def test_proposals_are_frozen_values():
    proposal = Proposal("merge", [["A", 4], ["C", 3]], "C", {"A": True})
    assert proposal.targets == (("A", 4), ("C", 3))
    assert proposal.votes == (("A", True),)
    assert hash(proposal) == hash(Proposal("merge", (("A", 4), ("C", 3)), "C", (("A", True),)))
    with pytest.raises(ValueError):
        Proposal("veto", [("A", 1)])
