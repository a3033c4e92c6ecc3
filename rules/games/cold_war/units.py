"""Defence units and damage (docs/games/cold-war.md §5.1, §5.2, §6 A6-A10): pure functions of a stack.

Rulebook: Fifteen Minute Cold War (Echo Zulu), "Defence Stack", "Attacking". A unit is a single
card, a 3-group of consecutive same-colour Blue or Brown cards, or the Leader block of White
Assistants next to the Leader. Attacks consume units from the right end.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .state import CardDef


@dataclass(frozen=True)
class Unit:
    start: int  # index of its first card in the stack
    cards: tuple[str, ...]
    defence: int
    kind: str  # leader_block | group3 | single

    def to_json(self) -> dict:
        return {"start": self.start, "cards": list(self.cards), "defence": self.defence,
                "kind": self.kind}


def _defence(card: CardDef) -> int:
    return card.defence or 0


def _white_value(card: CardDef) -> int:
    return card.defence_next_to_leader if card.defence_next_to_leader is not None else _defence(card)


def units(stack: Sequence[str], cards: Mapping[str, CardDef], group_partition: str = "from_leader",
          white_block_max: int = 2) -> list[Unit]:
    """§5.1, left to right."""
    result: list[Unit] = []
    i = 0
    while i < len(stack) and i < white_block_max and cards[stack[i]].kind == "white":
        i += 1
    if i > 0:
        block = tuple(stack[:i])
        result.append(Unit(0, block, sum(_white_value(cards[c]) for c in block), "leader_block"))
    j = i
    while j < len(stack):
        kind = cards[stack[j]].kind
        if kind in ("blue", "brown"):
            end = j
            while end < len(stack) and cards[stack[end]].kind == kind:
                end += 1
            run = end - j
            if group_partition == "from_leader":
                chunks = [3] * (run // 3) + [1] * (run % 3)
            else:
                chunks = [1] * (run % 3) + [3] * (run // 3)
            for size in chunks:
                group = tuple(stack[j:j + size])
                result.append(Unit(j, group, sum(_defence(cards[c]) for c in group),
                                   "group3" if size == 3 else "single"))
                j += size
        else:
            result.append(Unit(j, (stack[j],), _defence(cards[stack[j]]), "single"))
            j += 1
    return result


@dataclass(frozen=True)
class Damage:
    removed: tuple[str, ...]  # right-most first, the order they reach the discard pile
    remaining: int
    leader_defeated: bool
    kept: tuple[str, ...]


def resolve_damage(stack: Sequence[str], cards: Mapping[str, CardDef], value: int, *,
                   group_partition: str = "from_leader", white_block_max: int = 2,
                   leader_defence: int | None = None) -> Damage:
    """§5.2. `leader_defence` is the Leader's printed rating under `leader_defence_mode = printed`
    (None: no rating, any positive leftover defeats the Leader)."""
    remaining = value
    cut = len(stack)
    for unit in reversed(units(stack, cards, group_partition, white_block_max)):
        if unit.defence > remaining:
            break
        remaining -= unit.defence
        cut = unit.start
    removed = tuple(reversed(stack[cut:]))
    if cut != 0:
        defeated = False
    elif leader_defence is None:
        defeated = remaining > 0
    else:
        defeated = remaining > 0 and remaining >= leader_defence
    return Damage(removed, remaining, defeated, tuple(stack[:cut]))


def total_defence(stack: Sequence[str], cards: Mapping[str, CardDef], group_partition: str = "from_leader",
                  white_block_max: int = 2) -> int:
    return sum(u.defence for u in units(stack, cards, group_partition, white_block_max))


def kill_threshold(total: int, leader_defence: int | None) -> int:
    """The smallest attack that defeats the Leader (§2)."""
    return total + 1 if leader_defence is None else total + max(1, leader_defence)
