"""What every game's test table shares: a table that plays moves the way the service does, by
player name. Players are named A, B, C, D (the spec's names) and sit at seats 0, 1, 2, 3. Every move
goes through `referee.parse` (the payload as the API sends it) and `referee.play`, from the actor's
own phone unless the test says who enters it, and carries its log seq (1, 2, 3 ...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from rules import referee
from rules.base import Entrant, Move, Rules
from rules.errors import RuleViolation

NAMES = ("A", "B", "C", "D")


def seat(name: str) -> int:
    return NAMES.index(name)


@dataclass
class GameTable:
    RULES: ClassVar[Rules]

    players: int
    options: dict[str, Any]
    state: Any
    log: list[tuple[Move, int]] = field(default_factory=list)

    @classmethod
    def new(cls, players: int = 2, **options: Any) -> "GameTable":
        loaded, state = referee.new_game(cls.RULES, players, options)
        return cls(players, loaded, state)

    @property
    def names(self) -> tuple[str, ...]:
        return NAMES[:self.players]

    @property
    def next_seq(self) -> int:
        return len(self.log) + 1

    def now(self) -> int:
        """The server time a move is received at: by default its seq, so times only go up."""
        return self.next_seq

    def move(self, who: str, type_: str, **payload: Any) -> Move:
        return referee.parse(self.RULES, type_, seat(who), payload, self.next_seq)

    def play(self, who: str, type_: str, *, by: Entrant | str | None = None, **payload: Any) -> Any:
        move, now = self.move(who, type_, **payload), self.now()
        self.state = referee.play(self.RULES, self.state, move, _entrant(by, move), now)
        self.log.append((move, now))
        return self.state

    def refuse(self, who: str, type_: str, *, by: Entrant | str | None = None,
               **payload: Any) -> RuleViolation:
        """Submit a move that must be refused; the state must not change."""
        before = self.RULES.dump(self.state)
        move = self.move(who, type_, **payload)
        with pytest.raises(RuleViolation) as caught:
            referee.play(self.RULES, self.state, move, _entrant(by, move), self.now())
        assert self.RULES.dump(self.state) == before
        return caught.value

    def correct(self, seq: int, **payload: Any) -> Any:
        """Correct the move at `seq` the way a correction does: the log from there on is played
        again from the state before it, every move checked again (referee.replay raises
        ReplayConflict naming the first that no longer passes)."""
        move, now = self.log[seq - 1]
        fixed = referee.parse(self.RULES, move.type, move.seat, payload, move.seq)
        before = referee.fold(self.RULES, self.players, self.options, self.log[:seq - 1])
        log = [(fixed, now), *self.log[seq:]]
        self.state = referee.replay(self.RULES, before, log)
        self.log[seq - 1:] = log
        return self.state

    def message(self, error: RuleViolation, lang: str = "en") -> str:
        return error.message(self.RULES.info.rules, lang, self.names)


def _entrant(by: Entrant | str | None, move: Move) -> Entrant:
    """Who enters the move: its own seat's phone, another player's (by name), or any Entrant."""
    if by is None:
        return Entrant(seat=move.seat)
    return Entrant(seat=seat(by)) if isinstance(by, str) else by
