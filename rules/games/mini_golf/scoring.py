"""Score one Mini Golf grid (docs/games/mini-golf.md §1.5, resolutions MG-1..MG-5, MG-13).

Rulebook: Ecwem: Six, "Mini Golf". Grids are four card codes in the order
TL, TR, BL, BR. A `W` (only with `wild_cards="best_assignment"`) plays as whichever ranked card
gives the lowest score while keeping the grid's four cards distinct.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import Sequence

from ...cards import RANKS, SUITS, WILD, rank, suit

POSITIONS = ("TL", "TR", "BL", "BR")
COLUMNS = ((0, 2), (1, 3))
ROWS = ((0, 1), (2, 3))
LINES = ROWS + COLUMNS
TIER_BONUS = {0: 0, 1: 0, 3: -4, 4: -6}


@dataclass(frozen=True)
class GridScore:
    base: int
    bonus: int
    cards: tuple[str, ...]  # as scored: every W replaced by its best card

    @property
    def score(self) -> int:
        return self.base + self.bonus


def base_score(ranks: Sequence[int]) -> int:
    """Columns only: a column of equal ranks is 0, otherwise its face values (rows never cancel)."""
    return sum(0 if ranks[top] == ranks[bottom] else ranks[top] + ranks[bottom] for top, bottom in COLUMNS)


def suit_bonus(suits: Sequence[str], mode: str = "tiered") -> int:
    lines_sharing_a_suit = sum(1 for a, b in LINES if suits[a] == suits[b])
    if mode == "per_line":
        return -2 * lines_sharing_a_suit
    bonus = 0
    for group in set(suits):
        count = suits.count(group)
        if count == 2:
            # Two cards of one suit count only in a shared row or column, never on a diagonal.
            bonus += -2 if any(suits[a] == suits[b] == group for a, b in LINES) else 0
        else:
            bonus += TIER_BONUS[count]
    return bonus


def score_grid(cards: Sequence[str], mode: str = "tiered") -> GridScore:
    cards = tuple(cards)
    if WILD not in cards:
        return GridScore(base_score([rank(c) for c in cards]), suit_bonus([suit(c) for c in cards], mode), cards)
    return _best_assignment(cards, mode)


def wild_assignment(cards: Sequence[str], scored: GridScore) -> tuple[tuple[str, str], ...]:
    """(position, card) for every W of `cards`, as `scored` played it."""
    return tuple((pos, played) for pos, entered, played in zip(POSITIONS, cards, scored.cards)
                 if entered == WILD)


@lru_cache(maxsize=4096)
def _best_assignment(cards: tuple[str, ...], mode: str) -> GridScore:
    """Search every wild assignment, up to symmetry.

    Ranks have values, so every rank tuple is tried (at most 6**4), sorted by the base score they
    give. Suits only matter through which cards share one: a wild either joins a suit already in
    the grid or takes a suit nobody holds, and all those absent suits are interchangeable, so they
    are tried in canonical order only (the strongest absent suit first). For each suit pattern the
    first rank tuple that keeps the four cards distinct is that pattern's best.
    """
    wild_at = [i for i, card in enumerate(cards) if card == WILD]
    held = [s for s in SUITS if any(card != WILD and suit(card) == s for card in cards)]
    absent = [s for s in SUITS if s not in held]
    rank_tuples = _rank_tuples_by_base(tuple(0 if c == WILD else rank(c) for c in cards), tuple(wild_at))

    best: GridScore | None = None
    for wild_suits in _suit_patterns(len(wild_at), tuple(held), tuple(absent)):
        suits = [None if c == WILD else suit(c) for c in cards]
        for i, s in zip(wild_at, wild_suits):
            suits[i] = s
        bonus = suit_bonus(suits, mode)
        for base, ranks in rank_tuples:
            if best is not None and base + bonus >= best.score:
                break  # sorted by base: nothing later in this pattern can do better
            played = tuple(f"{r}{s}" for r, s in zip(ranks, suits))
            if len(set(played)) == 4:
                best = GridScore(base, bonus, played)
                break
    assert best is not None  # six ranks always leave a distinct choice
    return best


@lru_cache(maxsize=256)
def _rank_tuples_by_base(fixed: tuple[int, ...], wild_at: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
    tuples = []
    for choice in product(RANKS, repeat=len(wild_at)):
        ranks = list(fixed)
        for i, r in zip(wild_at, choice):
            ranks[i] = r
        tuples.append((base_score(ranks), tuple(ranks)))
    tuples.sort()
    return tuples


def _suit_patterns(wilds: int, held: tuple[str, ...], absent: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Suits for the wilds: held suits freely, absent suits only in first-use order."""
    patterns: list[tuple[str, ...]] = []

    def extend(prefix: tuple[str, ...], fresh_used: int) -> None:
        if len(prefix) == wilds:
            patterns.append(prefix)
            return
        for s in held:
            extend(prefix + (s,), fresh_used)
        for index in range(min(fresh_used + 1, len(absent))):
            extend(prefix + (absent[index],), max(fresh_used, index + 1))

    extend((), 0)
    return patterns
