"""Review proposals as the scoring reads them (docs/games/sixes.md §2 `Proposal`, §3.3); which lines a
proposal may name is review.check_proposal's (the target rows of §4).

A target is `(player, line)` with lines numbered 1..6 as on the sheet (for Lightning the line is
the category). The scoring only reads the proposals that passed; how they pass is `votes`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

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

