"""Half-Zero's turn and round results (docs/games/half-zero.md §2.6, resolutions HZ-2, HZ-3, HZ-8, HZ-9).

Rulebook: Ecwem: Six, "Half-Zero". Pure functions of plain values, so the
golden scoring tests (HZ-T06) can call them directly.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ...cards import SUIT_STRENGTH


@dataclass(frozen=True)
class RevealResult:
    """`winner` set: the turn is won. `tied` set: the tied players break the tie. Neither: nobody
    wins the turn (every tied player is out of cards and `unresolvable_tie` is no_award)."""

    winner: int | None = None
    tied: tuple[int, ...] = ()


def judge_reveal(values: Mapping[int, int], remaining: Mapping[int, int], suit_of: Sequence[str],
                 unresolvable_tie: str) -> RevealResult:
    """One reveal among the contenders (`values`: seat -> rank, 0 for the invisible 0)."""
    top = max(values.values())
    tied = tuple(sorted(seat for seat, value in values.items() if value == top))
    if len(tied) == 1:
        return RevealResult(winner=tied[0])
    if any(remaining[seat] > 0 for seat in tied):
        return RevealResult(tied=tied)
    # HZ-2: 0 against 0 forever. Only the house rule can name a winner (HZ-3: never otherwise).
    if unresolvable_tie == "suit_hierarchy":
        return RevealResult(winner=max(tied, key=lambda seat: SUIT_STRENGTH[suit_of[seat]]))
    return RevealResult()


def upgrade_winner(point_cards: Sequence[Sequence[int]]) -> int | None:
    """Who upgrades at the end of a round: the most points; among those tied, the holder of the
    single highest point card (HZ-8, unique since point cards are unique); nobody if nobody
    scored (HZ-9)."""
    points = [sum(cards) for cards in point_cards]
    best = max(points)
    if best == 0:
        return None
    tied = [seat for seat, total in enumerate(points) if total == best]
    return max(tied, key=lambda seat: max(point_cards[seat]))
