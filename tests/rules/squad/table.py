"""Test helpers for Squad (no tests here): the shared test table (game_table.py) with the moves
spelled the way the spec's tables spell them, and the fixtures of the golden tests (positions
built directly, as the spec gives them: "A squads [4P] [2P] hand 3, ... deck 10")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.games.squad import SQUAD
from rules.games.squad.flow import start_turn
from rules.games.squad.schemas import SquadOptions
from rules.games.squad.state import SquadState
from rules.options import FrozenOptions

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the Squad tests import them from here


@dataclass
class Table(GameTable):
    RULES = SQUAD

    # The moves, spelled the way the spec's tables spell them.
    def deal(self, **squads: str) -> Any:
        dealer = NAMES[self.state.dealer]
        return self.play(dealer, "deal", squads=[squads[who].split() for who in self.names])

    def draw(self, who: str) -> Any:
        return self.play(who, "draw")

    def reinforce(self, who: str, slot: int, card: str) -> Any:
        return self.play(who, "reinforce", slot=slot, card=card)

    def attack(self, who: str, slot: int, target: str, target_slot: int) -> Any:
        return self.play(who, "attack", slot=slot, target_player=seat(target), target_slot=target_slot)

    def replace(self, who: str, slot: int, card: str) -> Any:
        return self.play(who, "replace", slot=slot, card=card)

    def discard(self, who: str, card: str) -> Any:
        return self.play(who, "discard", card=card)

    # What the spec's tables show.
    def squads(self, who: str) -> list[str]:
        """["3H 2H", "5C"]; an empty spot is "-"."""
        return [" ".join(squad) if squad else "-" for squad in self.state.squads[seat(who)]]

    def captured(self, who: str) -> str:
        return " ".join(self.state.captured[seat(who)])

    def hands(self) -> list[int]:
        return list(self.state.hand_count)

    @property
    def current(self) -> str | None:
        return None if self.state.current is None else NAMES[self.state.current]

    def view(self, who: str | None = None) -> dict[str, Any]:
        return SQUAD.view(self.state, None if who is None else seat(who))


def position(players: int = 2, *, squads: dict[str, str], hands: dict[str, int] | None = None,
             captured: dict[str, str] | None = None, deck: int = 10, to_move: str = "A",
             out: str = "", discard: str = "", **options: Any) -> Table:
    """A table in the middle of a game, as a golden test's fixture gives it, at the start of
    `to_move`'s turn. `squads` reads "4P | 2P" (spots split by "|", "-" for an empty one); `out`
    names players eliminated earlier."""
    loaded = FrozenOptions(SquadOptions().load(options))
    table = Table(players, loaded, SQUAD.setup(players, loaded))
    names = NAMES[:players]
    hands, captured = hands or {}, captured or {}

    def spots(text: str) -> tuple:
        parts = [part.strip() for part in text.split("|")] + ["-"]
        return tuple(None if part in ("-", "") else tuple(part.split()) for part in parts[:2])

    state = SquadState(
        players=players, options=loaded, phase="action", dealer=0,
        squads=tuple(spots(squads.get(who, "-")) for who in names),
        hand_count=tuple(hands.get(who, 0) for who in names),
        known_hand=((),) * players, hands=(None,) * players,
        captured=tuple(tuple(captured.get(who, "").split()) for who in names),
        discard=tuple(discard.split()), deck_count=deck, deployed=(True,) * players,
        eliminated=tuple((seat(who), None) for who in out), tiebreak_draws=(None,) * players)
    table.state = start_turn(state, seat(to_move))
    return table

