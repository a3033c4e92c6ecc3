"""Test helpers for Collector (no tests here): the shared test table (game_table.py) with the
moves spelled the way the spec's tables spell them, and the script of CO-T01."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.games.collector import COLLECTOR

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Collector tests import them from here


@dataclass
class Table(GameTable):
    RULES = COLLECTOR

    @property
    def dealer(self) -> str:
        return NAMES[self.state.dealer]

    def start(self, top: str | None = None) -> Any:
        return self.play(self.dealer, "start", discard_top=top)

    def draw(self, who: str, from_discard: int) -> Any:
        return self.play(who, "draw", from_discard=from_discard)

    def end(self, who: str, discards: str, lay_down: str | None = None) -> Any:
        return self.play(who, "end_turn", discards=discards.split(),
                         lay_down=None if lay_down is None else lay_down.split())

    def hand(self, who: str, cards: str) -> Any:
        return self.play(who, "private_hand", cards=cards.split())

    def drew(self, who: str, cards: str) -> Any:
        return self.play(who, "private_draw", cards=cards.split())

    def turn(self, who: str, from_discard: int, discards: str, lay_down: str | None = None) -> Any:
        self.draw(who, from_discard)
        return self.end(who, discards, lay_down)

    def view(self, who: str | None = None) -> dict[str, Any]:
        return COLLECTOR.view(self.state, None if who is None else seat(who))


# CO-T01: players [A, B, C], dealer C (A starts), trust mode. seq -> (actor, type, payload).
T01 = {
    1: ("C", "start", {"discard_top": "4H"}),
    2: ("A", "draw", {"from_discard": 1}),
    3: ("A", "end_turn", {"discards": ["2C", "5D"], "lay_down": None}),
    4: ("B", "draw", {"from_discard": 2}),
    5: ("B", "end_turn", {"discards": ["6U", "1P"], "lay_down": None}),
    6: ("C", "draw", {"from_discard": 2}),
    7: ("C", "end_turn", {"discards": ["3F", "3C"], "lay_down": None}),
    8: ("A", "draw", {"from_discard": 0}),
    9: ("A", "end_turn", {"lay_down": ["4H", "1U", "2P", "3D", "5F", "6C"], "discards": ["2U", "4D"]}),
    10: ("B", "draw", {"from_discard": 1}),
    11: ("B", "end_turn", {"lay_down": ["5D", "2C", "4D", "1H", "3P", "6F"], "discards": ["2F", "5H"]}),
    12: ("C", "draw", {"from_discard": 0}),
    13: ("C", "end_turn", {"lay_down": None, "discards": ["6D", "1D"]}),
}


def t01_before(seq: int, **options: Any) -> Table:
    """The CO-T01 table just before event `seq`: 3 players, dealer C."""
    table = Table.new(3, first_dealer=2, **options)
    for number in range(1, seq):
        who, type_, payload = T01[number]
        table.play(who, type_, **payload)
    return table
