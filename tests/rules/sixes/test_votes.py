"""Sixes votes: golden test S10 and the three quorums of §5.6 (docs/games/sixes.md §5.6, B4, B21)."""
from __future__ import annotations

import pytest

from rules.games.sixes.proposals import Proposal
from rules.games.sixes.scoring import score_round
from rules.games.sixes.votes import decide, electorate, no_to_fail, tally, yes_needed

from .test_scoring import S2, S2_CARD

S10 = [(2, 2, 1), (3, 2, 2), (4, 3, 2), (5, 3, 3), (6, 4, 3)]
PLAYERS = "ABCDEF"


def proposal(yes=0, no=0, proposer=None, kind="disallow"):
    """Votes by the first `yes` players (yes), then the next `no` players (no)."""
    votes = [(p, True) for p in PLAYERS[:yes]] + [(p, False) for p in PLAYERS[yes:yes + no]]
    return Proposal(kind, [("A", 1)], proposer, votes)


@pytest.mark.parametrize("n, need, fail_at", S10)
def test_S10_thresholds(n, need, fail_at):
    assert (yes_needed(n), no_to_fail(n)) == (need, fail_at)


@pytest.mark.parametrize("n, need, fail_at", S10)
def test_S10_passes_exactly_when_the_yes_threshold_is_reached(n, need, fail_at):
    voters = PLAYERS[:n]
    assert tally(proposal(yes=need - 1), voters) == "open"
    assert tally(proposal(yes=need), voters) == "passed"


@pytest.mark.parametrize("n, need, fail_at", S10)
def test_S10_fails_as_soon_as_enough_no_votes_are_in(n, need, fail_at):
    voters = PLAYERS[:n]
    shifted = [(p, False) for p in voters[n - fail_at:]]  # the last players vote no
    assert tally(Proposal("disallow", [("A", 1)], None, shifted[:-1]), voters) == "open"
    assert tally(Proposal("disallow", [("A", 1)], None, shifted), voters) == "failed"


def test_S10_S2b_two_yes_and_two_no_of_four_fails_at_the_second_no():
    voters = "ABCD"
    votes = [("A", True), ("C", True), ("B", False)]
    assert tally(Proposal("disallow", [("B", 3)], "A", votes), voters) == "open"
    votes.append(("D", False))
    assert tally(Proposal("disallow", [("B", 3)], "A", votes), voters) == "failed"


def test_the_proposers_vote_counts_as_yes_even_unlisted():
    assert tally(Proposal("merge", [("A", 1), ("B", 1)], "C", [("A", True)]), "ABC") == "passed"
    assert tally(Proposal("merge", [("A", 1), ("B", 1)], "C", [("C", False), ("A", True)]), "ABC") == "passed"


def test_only_the_first_vote_of_a_player_counts():
    votes = [("B", False), ("B", True), ("C", True)]
    assert tally(Proposal("disallow", [("A", 1)], "C", votes), "ABCD") == "open"


def test_votes_from_outside_the_electorate_are_ignored():
    assert tally(proposal(yes=2), "CDE") == "open"


def test_an_open_proposal_fails_when_the_round_is_force_finalised():  # B21
    assert tally(proposal(yes=1), "ABC") == "open"
    assert tally(proposal(yes=1), "ABC", final=True) == "failed"
    assert tally(proposal(yes=2), "ABC", final=True) == "passed"


# -- majority_of_voters -----------------------------------------------------------------------

def test_majority_of_voters_is_decided_only_at_finalisation_by_yes_over_no():
    options = {"vote_quorum": "majority_of_voters"}
    assert tally(proposal(yes=5), PLAYERS, options) == "open"
    assert tally(proposal(yes=1), PLAYERS, options, final=True) == "passed"
    assert tally(proposal(yes=2, no=2), PLAYERS, options, final=True) == "failed"
    assert tally(proposal(), PLAYERS, options, final=True) == "failed"


# -- majority_of_others (disallow only) ------------------------------------------------------------

OTHERS = {"vote_quorum": "majority_of_others"}


def test_majority_of_others_lets_only_players_without_the_answer_vote_on_a_disallow():
    scored = score_round(S2, "match", S2_CARD)
    blue = Proposal("disallow", [("B", 3)], "A", [("C", True), ("B", False), ("D", False)])
    assert electorate(blue, "ABCD", scored, OTHERS) == ("A", "C")
    assert decide(blue, "ABCD", scored, OTHERS) == "passed"  # A and C: 2 > 1
    half = Proposal("disallow", [("B", 3)], "A", [("C", False)])
    assert decide(half, "ABCD", scored, OTHERS) == "failed"


def test_majority_of_others_cannot_pass_without_voters():
    lists = {p: ["Blue", "", "", "", "", ""] for p in "ABC"}
    scored = score_round(lists, "match", ["Cars"])
    blue = Proposal("disallow", [("A", 1)], "B", [("A", True), ("C", True)])
    assert electorate(blue, "ABC", scored, OTHERS) == ()
    assert decide(blue, "ABC", scored, OTHERS) == "failed"


def test_majority_of_others_applies_to_disallow_only():
    scored = score_round(S2, "match", S2_CARD)
    merge = Proposal("merge", [("A", 3), ("C", 1)], "A")
    assert electorate(merge, "ABCD", scored, OTHERS) == tuple("ABCD")


def test_majority_of_others_on_a_crossed_out_line_excludes_only_its_author():
    scored = score_round(S2, "match", S2_CARD)
    assert electorate(Proposal("disallow", [("D", 6)]), "ABCD", scored, OTHERS) == ("A", "B", "C")


def test_majority_of_others_needs_the_round():
    with pytest.raises(ValueError):
        electorate(Proposal("disallow", [("B", 3)]), "ABCD", None, OTHERS)
