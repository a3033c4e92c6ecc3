"""A 2P6C table for rules tests: moves through the referee, cards named by their §7 fixture ids.

The fixture ids (k1, m7, …) are the spec's; the service numbers ad-hoc cards itself (c0001, …),
so the table remembers which server id each fixture got and translates `uses` both ways.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from rules import referee
from rules.base import Entrant
from rules.errors import RuleViolation
from rules.games.two_p6c import TWO_P6C
from rules.games.two_p6c.cards import Card
from tests.rules.two_p6c.cards import CARDS

G2_CARDS = {
    "m1": Card("m1", "black", "+", "P", None, "none", 2, 1),
    "m2": Card("m2", "black", "+", "I", None, "none", 1, 1),
    "m3": Card("m3", "yellow", "-", "L", None, "none", 1, 3),
    "m4": Card("m4", "cyan", "+", "O", None, "none", 1, 2),
    "m5": Card("m5", "magenta", "-", "T", None, "none", 2, 2),
    "m6": Card("m6", "green", "-", "S", None, "none", 1, 2),
    "m7": Card("m7", "black", "+", "Q", None, "none", 8, 2),
}
FIXTURES = {**CARDS, **G2_CARDS}


def attributes(card: Card, **changes: Any) -> dict[str, Any]:
    data = {"colour": card.colour, "polarity": card.polarity, "primary": card.primary,
            "secondary": card.secondary, "substitution": card.substitution, "tp": card.tp,
            "rp": card.rp}
    return {**data, **changes}


class Table:
    def __init__(self, players: int, **options: Any) -> None:
        self.options, self.state = referee.new_game(TWO_P6C, players, options)
        self.ids: dict[str, str] = {}
        self.now = 1_000
        for seat in range(players):
            self.move("options_agreed", seat)

    def move(self, move_type: str, seat: int, now_ms: int | None = None, **payload: Any):
        move = referee.parse(TWO_P6C, move_type, seat, payload)
        self.now = now_ms if now_ms is not None else self.now + 1_000
        self.state = referee.play(TWO_P6C, self.state, move, Entrant(seat=seat), self.now)
        return self.state

    def refused(self, rule: str, move_type: str, seat: int, **payload: Any) -> None:
        """The move is refused with `rule`, and the state is left exactly as it was."""
        self._refused(rule, lambda: self.move(move_type, seat, **payload))

    def refused_play(self, rule: str, seat: int, *args: Any, **kwargs: Any) -> None:
        """`play(seat, *args, **kwargs)` is refused with `rule`; the state is unchanged."""
        self._refused(rule, lambda: self.play(seat, *args, **kwargs))

    def _refused(self, rule: str, attempt) -> None:
        before = TWO_P6C.dump(self.state)
        with pytest.raises(RuleViolation) as refusal:
            attempt()
        assert refusal.value.rule_id == rule
        assert TWO_P6C.dump(self.state) == before

    def setup(self, *names: str) -> None:
        self.move("initial_row_set", 0, cards=[attributes(FIXTURES[name]) for name in names])
        for name, card_id in zip(names, self.state.initial_ids):
            self.ids[name] = card_id

    def play(self, seat: int, name: str, col: int, row: int, text: str,
             uses: list[tuple[str, str]] | None = None, kind: str | None = None,
             **card_changes: Any):
        """`uses` as (fixture id, letter) pairs; the played card is named by its fixture id."""
        payload = {"cell": {"col": col, "row": row}, "kind": kind,
                   "card": attributes(FIXTURES[name], **card_changes),
                   "form": {"text": text, "uses": None if uses is None else [
                       {"card": "NEW" if card == name else self.ids.get(card, card),
                        "letter": letter} for card, letter in uses]}}
        state = self.move("play", seat, **payload)
        placed = state.stack_ids((col, row))
        if placed:  # a solo word the list refused is checked off the board at once
            self.ids[name] = placed[-1]
        return state

    def names(self, ids) -> list[str]:
        back = {card_id: name for name, card_id in self.ids.items()}
        return [back.get(card_id, card_id) for card_id in ids]

    def form(self, slot: str) -> tuple[str, list[str]] | None:
        form = self.state.form(slot)
        return None if form is None else (form.text, self.names(card for card, _ in form.uses))

    def words(self) -> dict[str, dict[str, Any]]:
        return {word["slot"]: word for word in TWO_P6C.view(self.state, None)["words"]}

    def force(self, **changes: Any) -> None:
        """Jump to a position the spec describes by its counts (X1–X4), not by its history."""
        self.state = replace(self.state, **changes)
