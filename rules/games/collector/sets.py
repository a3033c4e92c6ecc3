"""Collector's sets (docs/games/collector.md §5.5): which tier six cards make, wild cards included.

Rulebook: Ecwem: Six, "Collector". Tier 1 is best. Six distinct cards are
classified by how many ranks and suits they show; a set that fits several descriptions gets its
best tier (a flush is also a straight, a sextet also a rainbow). With `wild_cards = "substitute"`
each `W` stands for any card not among the set's other cards, and the best tier any assignment
reaches is the set's tier.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ...cards import RANKS, SUITS, WILD, rank, suit

SET_SIZE = 6
ANY = "*"  # a wild's stand-in that fixes only its rank ("6*") or only its suit ("*D")


@dataclass(frozen=True)
class SetKind:
    """A classified set: its tier, its name, and what each W stands for ("6C", "6*", "*D")."""

    tier: int
    kind: str
    wilds_as: tuple[str, ...] = ()


KINDS = {"spectrum": 1, "flush": 2, "sextet": 2, "straight": 3, "rainbow": 3}


def classify(cards: tuple[str, ...] | list[str]) -> SetKind | None:
    """The best tier six distinct cards (W allowed) make, or None when they are not a set.

    The caller has already refused repeated ranked cards (CORE-DUPLICATE-CARD)."""
    if len(cards) != SET_SIZE:
        return None
    ranked = [card for card in cards if card != WILD]
    ranks = [rank(card) for card in ranked]
    suits = [suit(card) for card in ranked]
    distinct_ranks = len(set(ranks)) == len(ranks)
    distinct_suits = len(set(suits)) == len(suits)
    missing_ranks = [r for r in RANKS if r not in ranks]
    missing_suits = [s for s in SUITS if s not in suits]
    # A W fills a missing rank and a missing suit at once, so distinct ranks and suits among the
    # others are all a spectrum needs.
    if distinct_ranks and distinct_suits:
        return SetKind(1, "spectrum", tuple(f"{r}{s}" for r, s in zip(missing_ranks, missing_suits)))
    if len(set(suits)) <= 1 and distinct_ranks:
        one = suits[0] if suits else SUITS[0]
        return SetKind(2, "flush", tuple(f"{r}{one}" for r in missing_ranks))
    if len(set(ranks)) <= 1 and distinct_suits:
        one = ranks[0] if ranks else RANKS[0]
        return SetKind(2, "sextet", tuple(f"{one}{s}" for s in missing_suits))
    if distinct_ranks:
        return SetKind(3, "straight", tuple(f"{r}{ANY}" for r in missing_ranks))
    if distinct_suits:
        return SetKind(3, "rainbow", tuple(f"{ANY}{s}" for s in missing_suits))
    return None  # some rank and some suit both repeat: no assignment of wilds helps


def best_set(cards: list[str] | tuple[str, ...]) -> tuple[tuple[str, ...], SetKind] | None:
    """The best set among any six of `cards` (a tracked hand of 8), first found on ties."""
    best: tuple[tuple[str, ...], SetKind] | None = None
    for six in combinations(cards, SET_SIZE):
        found = classify(six)
        if found is not None and (best is None or found.tier < best[1].tier):
            best = (six, found)
    return best
