"""Review proposals as the scoring reads them, and which lines a proposal may name (sixes.md §2
`Proposal`, §3.3, the target rows of §4).

A target is `(player, line)` with lines numbered 1..6 as on the sheet (for Lightning the line is
the category). The scoring only reads the proposals that passed; how they pass is `votes`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Mapping

from ...errors import RuleViolation
from .options import resolve

if TYPE_CHECKING:
    from .scoring import RoundScore

Target = tuple[str, int]
KINDS = ("disallow", "keep_card_word", "merge", "split")


@dataclass(frozen=True)
class Proposal:
    """One proposal. `votes` are (player, yes) pairs in casting order; the proposer's own vote
    is counted as yes whether or not it is listed (§5.6)."""

    kind: str
    targets: tuple[Target, ...]
    proposer: str | None = None
    votes: tuple[tuple[str, bool], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown proposal kind {self.kind!r}")
        # Accept lists and dicts from callers but keep the value frozen and hashable.
        object.__setattr__(self, "targets", tuple((str(p), int(i)) for p, i in self.targets))
        votes = self.votes.items() if isinstance(self.votes, Mapping) else self.votes
        object.__setattr__(self, "votes", tuple((str(p), bool(yes)) for p, yes in votes))


def of_kind(proposals: Iterable[Proposal], kind: str) -> list[Proposal]:
    return [proposal for proposal in proposals if proposal.kind == kind]


def check_proposal(score: "RoundScore", proposal: Proposal,
                   options: Mapping[str, object] | None = None) -> None:
    """Raise RuleViolation when `proposal` names lines it cannot (§4 SIX-PROPOSAL-TARGET,
    SIX-MERGE-SCOPE, SIX-MERGE-SAME-CLASS), judged against the round as it is scored now.

    Duplicate proposals and vote rules need the round's proposal list and belong to the state
    machine.
    """
    opts = resolve(options)
    wanted = 2 if proposal.kind == "merge" else 1
    if len(proposal.targets) != wanted or len(set(proposal.targets)) != wanted:
        raise RuleViolation("SIX-PROPOSAL-TARGET")
    for target in proposal.targets:
        if target not in score.status or score.status[target] == "EMPTY":
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    target = proposal.targets[0]
    if proposal.kind == "keep_card_word":
        # Only an automatic crossing out can be overridden; under flag_only there is none.
        if target not in score.flagged or opts["card_word_rule"] != "auto_disallow":
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    elif proposal.kind == "split":
        if len(score.class_members(target)) < 2:
            raise RuleViolation("SIX-PROPOSAL-TARGET")
    elif proposal.kind == "merge":
        if opts["similarity_mode"] == "identical" and opts["identical_mode_merges"] == "off":
            raise RuleViolation("SIX-PROPOSAL-TARGET")  # the lobby chose strict identity
        first, second = proposal.targets
        if score.scope(first) != score.scope(second):
            raise RuleViolation("SIX-MERGE-SCOPE")
        if first in score.classes and score.classes.get(first) == score.classes.get(second):
            raise RuleViolation("SIX-MERGE-SAME-CLASS")
