"""Who votes on a proposal and when it is decided (docs/games/sixes.md §5.6; resolutions B4, B21; golden
test S10).

Every player votes, the lines' authors included, and the proposer's vote counts as yes. With the
default `majority_of_all` a proposal closes as soon as its outcome can no longer change, so
`tally` over the votes cast so far tells the state machine when to close it.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from .options import resolve
from .proposals import Proposal
from .scoring import RoundScore

OPEN, PASSED, FAILED = "open", "passed", "failed"


def yes_needed(voters: int) -> int:
    """A strict majority: yes > voters / 2 (S10: 2→2, 3→2, 4→3, 5→3, 6→4)."""
    return voters // 2 + 1


def no_to_fail(voters: int) -> int:
    """The no votes that make a majority impossible: yes + (voters − cast) ≤ voters / 2."""
    return (voters + 1) // 2


def electorate(proposal: Proposal, players: Sequence[str], score: RoundScore | None = None,
               options: Mapping[str, object] | None = None) -> tuple[str, ...]:
    """The players whose votes count. Only `majority_of_others` on a `disallow` narrows it, to
    the players with no line in the targeted class in `score` (for other kinds it is all)."""
    opts = resolve(options)
    if opts["vote_quorum"] != "majority_of_others" or proposal.kind != "disallow":
        return tuple(players)
    if score is None:
        raise ValueError("majority_of_others needs the round's classes")
    target = proposal.targets[0]
    owners = score.owners(target) or {target[0]}  # a line outside V0 is its own class
    return tuple(p for p in players if p not in owners)


def tally(proposal: Proposal, voters: Sequence[str], options: Mapping[str, object] | None = None,
          final: bool = False) -> str:
    """open, passed or failed, from the votes cast so far by `voters` (see `electorate`).

    `final` is the round being finalised: `majority_of_voters` is decided only then, by yes > no,
    and a proposal still open under the other quorums fails (B21: the status quo stays).
    """
    opts = resolve(options)
    ballots: dict[str, bool] = {}
    for player, yes in proposal.votes:
        ballots.setdefault(player, yes)  # a second vote is refused (SIX-VOTE-TWICE)
    if proposal.proposer is not None:
        ballots[proposal.proposer] = True
    ballots = {p: yes for p, yes in ballots.items() if p in voters}
    yes = sum(ballots.values())
    no = len(ballots) - yes
    if opts["vote_quorum"] == "majority_of_voters":
        if not final:
            return OPEN
        return PASSED if yes > no else FAILED
    n = len(voters)
    if yes >= yes_needed(n) and n > 0:
        return PASSED
    if yes + (n - len(ballots)) <= n / 2:
        return FAILED  # also when nobody may vote: "it cannot pass"
    return FAILED if final else OPEN


def decide(proposal: Proposal, players: Sequence[str], score: RoundScore | None = None,
           options: Mapping[str, object] | None = None, final: bool = False) -> str:
    """`tally` over `electorate`: the proposal's status now."""
    return tally(proposal, electorate(proposal, players, score, options), options, final)
