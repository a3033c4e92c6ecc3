"""A Sixes test table: GameTable with a server clock the test sets (S7 reads times of day), and
shortcuts for the steps every round takes."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Sequence

from rules.base import Entrant
from rules.games.sixes import SIXES
from tests.rules.game_table import GameTable

HOST = Entrant(host=True)


def at(clock: str) -> int:
    """"20:01:01.500" on the spec's (any) day, as epoch ms."""
    hours, minutes, seconds = clock.split(":")
    moment = datetime(2026, 11, 21, int(hours), int(minutes), tzinfo=timezone.utc)
    return int(moment.timestamp()) * 1000 + round(float(seconds) * 1000)


class SixesTable(GameTable):
    RULES = SIXES
    now_ms: int = at("19:00:00")

    def at(self, clock: str) -> "SixesTable":
        self.now_ms = at(clock)
        return self

    def now(self) -> int:
        return self.now_ms

    def rule(self, who: str, type_: str, **payload: Any) -> str:
        return self.refuse(who, type_, **payload).rule_id

    # --- shortcuts ---------------------------------------------------------------------------

    def agree_all(self) -> "SixesTable":
        for name in self.names:
            self.play(name, "options_agreed")
        return self

    @property
    def round(self):
        return self.state.current

    @property
    def reader(self) -> str:
        return self.names[self.round.reader]

    def start(self, *texts: str) -> "SixesTable":
        self.play(self.reader, "card_set", texts=list(texts))
        self.play(self.reader, "timer_started")
        return self

    def write(self, lists: dict[str, Sequence[str]]) -> "SixesTable":
        for name, lines in lists.items():
            for index, text in enumerate(lines, start=1):
                if text:
                    self.play(name, "line_set", index=index, text=text)
        return self

    def done_all(self) -> "SixesTable":
        for name in self.names:
            if not self.round.done[self.names.index(name)]:
                self.play(name, "player_done")
        return self

    def view(self, who: str | None = None) -> dict[str, Any]:
        seat = None if who is None else self.names.index(who)
        return self.RULES.view(self.state, seat)

    def round_scores(self) -> dict[str, int]:
        shown = self.view()["round"]
        return dict(zip(self.names, shown["scores"]))

    def propose(self, who: str, kind: str, *targets: str) -> str:
        """Targets as "B5" (player B, line 5); returns the new proposal's id."""
        self.play(who, "proposal_opened", kind=kind,
                  targets=[{"seat": self.names.index(t[0]), "line": int(t[1:])} for t in targets])
        return self.round.proposals[-1].id

    def vote(self, proposal_id: str, **votes: bool) -> None:
        for name, yes in votes.items():
            self.play(name, "vote_cast", proposal_id=proposal_id, yes=yes)

    def status(self, proposal_id: str) -> str:
        return next(p.status for p in self.round.proposals if p.id == proposal_id)
