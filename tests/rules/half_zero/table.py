"""Test helpers for Half-Zero (no tests here): a table that plays moves the way the service does,
by player name, through `referee.play` with payloads as the API sends them.

Players are named A, B, C, D (the spec's names) and sit at seats 0, 1, 2, 3. Plays are spelled
`A="6U"`; the helper lists them in seat order, null for a seat without a play, as the wire format
does.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from rules import referee
from rules.base import Move
from rules.errors import RuleViolation
from rules.games.half_zero import HALF_ZERO
from rules.games.half_zero.flow import start_round

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Half-Zero tests import them from here


@dataclass
class Table(GameTable):
    RULES = HALF_ZERO

    @classmethod
    def new(cls, suits: str = "UH", **options: Any) -> "Table":
        """Round 1 with one suit per letter of `suits`; point suit Clubs unless given (§2.8). Hand
        tracking chooses cards on each tracked phone (sealed selection) unless a test says not."""
        if options.get("info_mode") == "hand_tracking":
            options.setdefault("selection_mode", "sealed")
        options = {"suit_of": list(suits), "point_suit": "C", **options}
        loaded, state = referee.new_game(HALF_ZERO, len(suits), options)
        return cls(len(suits), loaded, state)

    @classmethod
    def at(cls, bases: tuple[int, ...], suits: str, **options: Any) -> "Table":
        """"A later round" (§2.8): the start of round 2 with these base ranks, set up by the
        engine's own round start (M, allowances, W tokens)."""
        table = cls.new(suits, **options)
        table.state = start_round(replace(table.state, base=tuple(bases)))
        return table

    # The moves, spelled the way the spec's tables spell them.
    def opt_out(self, who: str) -> Any:
        return self.play(who, "opt_out")

    def reveal(self, declared: tuple[str, ...] = (), by: str = "A", **plays: str) -> Any:
        return self.play(by, "reveal", declared_optouts=[seat(name) for name in declared],
                         plays=self.in_seat_order(plays))

    def refuse_reveal(self, declared: tuple[str, ...] = (), by: str = "A", **plays: str) -> RuleViolation:
        return self.refuse(by, "reveal", declared_optouts=[seat(name) for name in declared],
                           plays=self.in_seat_order(plays))

    def tiebreak(self, by: str = "A", **plays: str) -> Any:
        return self.play(by, "tiebreak", plays=self.in_seat_order(plays))

    def refuse_tiebreak(self, by: str = "A", **plays: str) -> RuleViolation:
        return self.refuse(by, "tiebreak", plays=self.in_seat_order(plays))

    def point(self, who: str, card: str) -> Any:
        return self.play(who, "point_card", card=card)

    def select(self, who: str, choice: str) -> Any:
        return self.play(who, "select", choice=choice)

    def hand(self, who: str, *cards: str) -> Any:
        return self.play(who, "private_hand", cards=list(cards))

    def audit(self, who: str, under_base: list[str], left_in_hand: list[str] = ()) -> Any:
        return self.play(who, "audit", under_base=list(under_base), left_in_hand=list(left_in_hand))

    def round_points(self, by: str = "A", **won: list[str]) -> Any:
        """A round at a time: the point cards each player won, by name (none for those not named)."""
        return self.play(by, "round_points", point_cards=self.won_in_seat_order(won))

    def refuse_round_points(self, by: str = "A", **won: list[str]) -> RuleViolation:
        return self.refuse(by, "round_points", point_cards=self.won_in_seat_order(won))

    def won_in_seat_order(self, won: dict[str, list[str]]) -> list[list[str]]:
        return [list(won.get(name, [])) for name in self.names]

    def in_seat_order(self, plays: dict[str, str]) -> list[str | None]:
        """`plays` by name as the wire's list: one entry per seat (longer if a play names a seat
        the table lacks), null for a seat without a play."""
        seats = {seat(name): card for name, card in plays.items()}
        return [seats.get(number) for number in range(max([self.players, *(s + 1 for s in seats)]))]

    # What the table shows.
    def view(self, who: str | None = None) -> dict[str, Any]:
        return HALF_ZERO.view(self.state, None if who is None else seat(who))

    def ranks_left(self, who: str) -> set[int]:
        """The ranks `who` may still play (their hand, when it is known)."""
        return {int(card[0]) for card in self.view(who)["you"]["possible"]}

    def points(self) -> dict[str, int]:
        return dict(zip(NAMES, self.view()["points"]))

    def last_move(self) -> Move:
        return self.log[-1][0]


def by_name(values: list[Any]) -> dict[str, Any]:
    return dict(zip(NAMES, values))
