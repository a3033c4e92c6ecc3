"""Who "has the same item": equivalence classes over the lines that can count, and the lines the
group crossed out (docs/games/sixes.md §5.3; resolutions B3, B5, B6, B7, B8, B20).

Classes are a union-find: first every pair of lines with the same scope and the same key (N1 in
identical mode, N2 in close-enough mode), then every passed merge. Similarity is therefore
transitive (B8); a class that grew too broad is fixed with a split.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .normalise import n1, n2
from .proposals import Proposal, Target, of_kind


def scope(round_type: str, line: int, options: Mapping[str, object]) -> int:
    """σ(p, i): Lightning lines compare only within their category (B3), other rounds as one pool."""
    if round_type == "lightning" and options["lightning_scope"] == "same_category":
        return line
    return 0


@dataclass(frozen=True)
class Grouping:
    """`classes` maps every line of V0 (not EMPTY, not crossed out for a card word) to its class
    id, which is the class's first line in reading order. `disallowed` is D (§5.3)."""

    classes: Mapping[Target, Target]
    disallowed: frozenset[Target]


class _UnionFind:
    def __init__(self, items: Iterable[Target]) -> None:
        self.parent = {item: item for item in items}

    def find(self, item: Target) -> Target:
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root

    def union(self, a: Target, b: Target) -> None:
        self.parent[self.find(a)] = self.find(b)


def group_lines(lists: Mapping[str, Sequence[str]], round_type: str, crossed: frozenset[Target],
                passed: Sequence[Proposal], options: Mapping[str, object]) -> Grouping:
    """§5.3 for one round. `crossed` are the card-word lines the rule crosses out; `passed` are the
    proposals that passed, of any kind (this reads merge, split and disallow)."""
    order = [(player, i + 1) for player, lines in lists.items() for i in range(len(lines))]
    v0 = [t for t in order if t not in crossed and n1(lists[t[0]][t[1] - 1]) != ""]
    uf = _UnionFind(v0)

    key = n2 if options["similarity_mode"] == "close_enough" else n1
    split = {p.targets[0] for p in of_kind(passed, "split")}
    first_with: dict[tuple[int, str], Target] = {}
    for target in v0:
        if target in split:
            continue  # a passed split takes the line out of every automatic merge
        slot = (scope(round_type, target[1], options), key(lists[target[0]][target[1] - 1]))
        if slot in first_with:
            uf.union(target, first_with[slot])
        else:
            first_with[slot] = target

    merges_on = not (options["similarity_mode"] == "identical"
                     and options["identical_mode_merges"] == "off")
    for proposal in of_kind(passed, "merge") if merges_on else ():
        a, b = proposal.targets
        if a not in uf.parent or b not in uf.parent:
            continue  # an empty or crossed-out line has no class to merge
        if scope(round_type, a[1], options) != scope(round_type, b[1], options):
            # SIX-MERGE-SCOPE refuses these proposals, so one can only come from a bad caller.
            raise ValueError(f"merge across Lightning categories: {a} + {b}")
        uf.union(a, b)

    first_of_root: dict[Target, Target] = {}
    for target in v0:  # v0 is in reading order, so the first member seen names the class
        first_of_root.setdefault(uf.find(target), target)
    classes = {target: first_of_root[uf.find(target)] for target in v0}

    disallowed: set[Target] = set()
    for proposal in of_kind(passed, "disallow"):
        target = proposal.targets[0]
        if target not in classes:
            continue  # already out of the comparison
        if options["disallow_scope"] == "answer":
            # B5: the vote is about the answer, so everyone who wrote it loses it.
            disallowed |= {t for t, k in classes.items() if k == classes[target]}
        else:
            disallowed.add(target)
    return Grouping(classes, frozenset(disallowed))
