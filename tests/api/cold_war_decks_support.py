"""A whole Cold War country deck definition for the deck store's tests (docs/games/cold-war.md §1.4): the 25
cards the rulebook describes, with made-up printed values (test fixtures, not a real printing)."""
from __future__ import annotations

from typing import Any


def country_deck(letter: str = "A", country: str = "Alpha", **top: Any) -> dict[str, Any]:
    """1 Leader, 2 White, 5 Blue, 8 plain Brown and 3 Nuclear Brown, 3 remove Specials, 1 redeploy
    Special and 2 Shields, ids as the editor makes them (A-L, A-W1, …, A-S2)."""
    c = letter
    cards: list[dict[str, Any]] = [{"id": f"{c}-L", "kind": "leader", "name": "The Premier"}]
    cards += [{"id": f"{c}-W{n}", "kind": "white", "defence": 100 + n} for n in (1, 2)]
    cards += [{"id": f"{c}-U{n}", "kind": "blue", "defence": 50 + 10 * n} for n in range(1, 6)]
    cards += [{"id": f"{c}-R{n}", "kind": "brown", "attack": 60 + 10 * n, "defence": 40 + 5 * n}
              for n in range(1, 9)]
    cards += [{"id": f"{c}-N{n}", "kind": "brown", "attack": 150, "defence": 30,
               "triad_symbol": "nuclear"} for n in (1, 2, 3)]
    cards += [{"id": f"{c}-O{n}", "kind": "orange", "icon": "crossed_swords", "effect": {
        "type": "remove_from_stack", "text": f"Remove one {kind} card.",
        "selector": {"kinds": [kind], "count": 1, "position": "any"}}}
        for n, kind in ((1, "white"), (2, "blue"), (3, "brown"))]
    cards.append({"id": f"{c}-O4", "kind": "orange", "icon": "crossed_swords", "effect": {
        "type": "redeploy_brown_attack", "text": "Attack with two Browns of your stack."}})
    cards += [{"id": f"{c}-S{n}", "kind": "orange", "icon": "shield", "effect": {
        "type": "shield", "vs_normal_attack": "absorb", "absorb": 50, "text": "Absorbs 50."}}
        for n in (1, 2)]
    return {"country": country, "cards": cards, **top}
