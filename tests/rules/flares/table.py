"""Test helpers for Flares (no tests here): the shared test table (game_table.py) with the
moves spelled the way the spec's tables spell them, and the deals of the golden tests."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.games.flares import FLARES

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Flares tests import them from here


@dataclass
class Table(GameTable):
    RULES = FLARES

    # The moves, spelled the way the spec's tables spell them.
    @property
    def dealer(self) -> str:
        return NAMES[self.state.dealer]

    def flip(self, card: str) -> Any:
        return self.play(self.dealer, "deck_lead", card=card)

    def card(self, who: str, card: str) -> Any:
        return self.play(who, "play", card=card)

    def points(self, *cards: str) -> Any:
        return self.play(self.dealer, "point_cards", cards=list(cards))

    def hand(self, who: str, cards: str) -> Any:
        return self.play(who, "private_hand", cards=cards.split())

    def hands(self, **hands: str) -> Any:
        for who, cards in hands.items():
            self.hand(who, cards)
        return self.state

    def trick(self, *plays: str) -> Any:
        """One trick as the spec's tables write it: "deck 5H", "B 3H", "C 4H", "A 6H"."""
        for entry in plays:
            who, card = entry.split()
            if who == "deck":
                self.flip(card)
            else:
                self.card(who, card)
        return self.state

    def totals(self) -> list[str]:
        """The totals as the score sheet writes them ("6½", "−18")."""
        return FLARES.scores(self.state)["totals_display"]

    def awards(self, round_number: int = -1) -> list[str]:
        """A round's awards as the score sheet writes them."""
        return FLARES.scores(self.state)["rounds"][round_number]["scores_display"]


# FL-T01: players [A, B], dealer A; hands A {2U, 4C, 1D}, B {3P, 5H, 6F}. seq -> (actor, type, payload).
T01 = {
    1: ("A", "deck_lead", {"card": "5U"}),
    2: ("B", "play", {"card": "3P"}),
    3: ("A", "play", {"card": "2U"}),
    4: ("A", "deck_lead", {"card": "2H"}),
    5: ("B", "play", {"card": "5H"}),
    6: ("A", "play", {"card": "4C"}),
    7: ("B", "play", {"card": "6F"}),
    8: ("A", "play", {"card": "1D"}),
    9: ("A", "point_cards", {"cards": ["2F", "5F", "6U"]}),
}


def t01_before(seq: int, **options: Any) -> Table:
    """The FL-T01 table just before event `seq`."""
    table = Table.new(2, **options)
    for number in range(1, seq):
        who, type_, payload = T01[number]
        table.play(who, type_, **payload)
    return table


# The deals of FL-T03/T04/T05 (A sweeps) and FL-T09/T10 (B revokes): [A, B], dealer A.
SWEEP_TRICKS = (("deck 3H", "B 1H", "A 4H"), ("A 6P", "B 5D"), ("A 2C", "B 3U"))
T09_HANDS = {"A": "2H 4D 6C", "B": "1H 5D 3P"}
T09_TRICKS = (("deck 3H", "B 5D", "A 2H"), ("deck 4P", "B 3P", "A 4D"), ("deck 2C", "B 1H", "A 6C"))
