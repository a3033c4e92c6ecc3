"""What beats the top of the pile under each `set_rule` (docs/games/ladder.md §4.4, LD-1, LD-4..LD-7).

Rulebook: Ecwem: Six, "Ladder". A play is `c` cards of one rank `x` against
the top play (r, k); the empty pile is (0, 0) and any non-empty set beats it. Only the top play
counts (LD-6) and suits never break ties (LD-5).
"""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable

from ...cards import SUITS, hierarchy_key, rank

TOO_FEW = "LADDER-TOO-FEW-CARDS"
NOT_HIGHER = "LADDER-RANK-NOT-HIGHER"
MAX_SET = len(SUITS)  # one card of a rank per suit


def need(rule: str, top: tuple[int, int]) -> int:
    """The fewest cards a play of a higher rank needs."""
    k = top[1]
    if rule == "escalating":
        return 1 if k <= 1 else k + 1
    return max(k, 1)


def judge(rule: str, top: tuple[int, int], x: int, c: int) -> str | None:
    """The rule a play of `c` cards of rank `x` breaks, or None when it beats the top. The count
    condition is checked before the rank condition (§4.4 check order)."""
    r, k = top
    if k == 0:
        return None
    if rule == "size_beats_rank":
        if c != k:
            return None if c > k else TOO_FEW
        return None if x > r else NOT_HIGHER
    if c < need(rule, top):
        return TOO_FEW
    return None if x > r else NOT_HIGHER


def by_rank(cards: Iterable[str]) -> dict[int, list[str]]:
    groups: dict[int, list[str]] = defaultdict(list)
    for card in sorted(cards, key=hierarchy_key):
        groups[rank(card)].append(card)
    return dict(groups)


def legal_counts(rule: str, top: tuple[int, int], x: int, held: int) -> list[int]:
    """How many cards of rank `x` one may play, holding `held` of them."""
    return [c for c in range(1, held + 1) if judge(rule, top, x, c) is None]


def playable(rule: str, top: tuple[int, int], cards: Iterable[str]) -> list[str]:
    """The cards that are part of some legal play from `cards`, weakest first: what
    LADDER-MUST-PLAY and LADDER-ILLEGAL-COLLECT name."""
    return [card for x, group in sorted(by_rank(cards).items())
            if legal_counts(rule, top, x, len(group)) for card in group]


def beat_options(rule: str, top: tuple[int, int]) -> list[dict[str, int | None]]:
    """What beats the top, as alternatives the phone turns into a sentence ("a pair or more of
    rank 5 or higher"): each is a minimum count, a maximum count (None: no maximum) and a minimum
    rank. An empty list: nothing beats it, the player must pick up (LD-7)."""
    r, k = top
    if k == 0:
        return [{"min_count": 1, "max_count": None, "min_rank": 1}]
    options: list[dict[str, int | None]] = []
    if rule == "size_beats_rank" and k + 1 <= MAX_SET:
        options.append({"min_count": k + 1, "max_count": None, "min_rank": 1})
    if r < 6 and need(rule, top) <= MAX_SET:
        options.append({"min_count": need(rule, top),
                        "max_count": k if rule == "size_beats_rank" else None, "min_rank": r + 1})
    return options
