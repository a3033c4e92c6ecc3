"""Test helpers for Ladder (no tests here): the shared test table (game_table.py) with the moves
spelled the way the spec's tables spell them, the LD-T01 log, and positions set up directly."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules.errors import RuleViolation
from rules.games.ladder import LADDER
from rules.games.ladder.state import PilePlay

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Ladder tests import them from here


@dataclass
class Table(GameTable):
    RULES = LADDER

    def start(self, flip: str) -> Any:
        return self.play(NAMES[self.state.dealer], "start", flip=flip)

    def put(self, who: str, cards: str) -> Any:
        return self.play(who, "play", cards=cards.split())

    def collect(self, who: str, flip: str | None = None) -> Any:
        return self.play(who, "collect", flip=flip)

    def hand(self, who: str, cards: str) -> Any:
        return self.play(who, "private_hand", cards=cards.split())

    def audit(self, who: str, cards: str, *, by: str | None = None) -> Any:
        """The after-game audit: the game lists it in `after_game_moves`, so the referee lets it
        through once the game has a result."""
        return self.play(who, "audit", by=by, cards=cards.split())

    def refuse_audit(self, who: str, cards: str, *, by: str | None = None) -> RuleViolation:
        return self.refuse(who, "audit", by=by, cards=cards.split())

    @property
    def top(self) -> tuple[int, int]:
        return self.state.top

    @property
    def counts(self) -> tuple[int, ...]:
        return self.state.hand_count

    def known(self, who: str) -> set[str]:
        return set(self.state.known_hand[seat(who)])

    def flags(self) -> list[dict[str, Any]]:
        return LADDER.flags(self.state)


def position(players: int = 2, *, top: str | None = "5H", current: str = "A", deck: int = 0,
             known: dict[str, str] | None = None, counts: dict[str, int] | None = None,
             **options: Any) -> Table:
    """A trust-mode (or any-mode) table in the middle of a game: the pile is one play `top` by
    the deck ("4C 4D" for a pair; None for the empty pile), `current` to move, `deck` cards left,
    `known` cards each player picked up and `counts` hand sizes (default 7)."""
    table = Table.new(players, **options)
    known = {who: tuple(cards.split()) for who, cards in (known or {}).items()}
    hand_count = [7] * players
    for who, count in (counts or {}).items():
        hand_count[seat(who)] = count
    known_hand = tuple(known.get(NAMES[s], ()) for s in range(players))
    pile = (PilePlay("DECK", tuple(top.split()), None),) if top else ()
    table.state = replace(table.state, phase="turns", current=seat(current), pile=pile,
                          deck_count=deck, hand_count=tuple(hand_count), known_hand=known_hand,
                          original_left=tuple(c - len(k) for c, k in zip(hand_count, known_hand)))
    return table


# LD-T01: players [A, B, C], dealer C (so A starts), trust mode, default options.
T01_HANDS = {"A": "3C 3D 5U 1P 6H 4F 2C", "B": "4H 4P 4U 6D 1C 2D 5C", "C": "1H 3H 5P 6U 2U 6F 3F"}
T01 = [
    ("C", "start", {"flip": "2H"}),                      # 1
    ("A", "play", {"cards": ["3C"]}),                    # 2
    ("B", "play", {"cards": ["4H", "4P"]}),              # 3
    ("C", "play", {"cards": ["6U", "6F"]}),              # 4
    ("A", "collect", {"flip": "5H"}),                    # 5
    ("B", "play", {"cards": ["6D"]}),                    # 6
    ("C", "collect", {"flip": "1D"}),                    # 7
    ("A", "play", {"cards": ["4H", "4P", "4F"]}),        # 8
    ("B", "collect", {"flip": "3U"}),                    # 9
    ("C", "play", {"cards": ["5P"]}),                    # 10
    ("A", "play", {"cards": ["6U"]}),                    # 11
    ("B", "collect", {"flip": "1U"}),                    # 12
    ("C", "play", {"cards": ["3H", "3F"]}),              # 13
    ("A", "collect", {"flip": "2P"}),                    # 14
    ("B", "play", {"cards": ["4H", "4P", "4F", "4U"]}),  # 15
    ("C", "collect", {"flip": "6P"}),                    # 16
    ("A", "collect", {"flip": "2F"}),                    # 17
    ("B", "play", {"cards": ["5C", "5P"]}),              # 18
    ("C", "collect", {"flip": "1F"}),                    # 19
    ("A", "play", {"cards": ["6H", "6F"]}),              # 20
]


def t01_before(seq: int, **options: Any) -> Table:
    """The LD-T01 table just before event `seq` (3 players, dealer C)."""
    table = Table.new(3, first_dealer=2, **options)
    for who, type_, payload in T01[:seq - 1]:
        table.play(who, type_, **payload)
    return table
