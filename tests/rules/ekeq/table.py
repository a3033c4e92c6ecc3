"""Test helpers for EkeQ (no tests here): the shared test table (game_table.py) with the moves
spelled the way docs/games/ekeq.md spells them, and positions set up as its worked examples give them.

Cards are written in the spec's notation: "3" a point card worth 3, "4m" one with the mini-GOLDEN
Q, "GQ5" the Golden Q n°5."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.games.ekeq.cards import Card
from rules.games.ekeq.climb import GQ, ClimbState
from rules.games.ekeq.flow import start_turn
from rules.games.ekeq.rules import EKEQ
from rules.games.ekeq.schemas import EkeqOptions
from rules.games.ekeq.state import Player
from rules.options import FrozenOptions

from ..game_table import GameTable, seat


def card(code: str | None) -> dict[str, Any] | None:
    if code is None:
        return None
    if code.startswith("GQ"):
        return {"kind": "golden_q", "value": int(code[2:])}
    return {"value": int(code.rstrip("m")), **({"mini": True} if code.endswith("m") else {})}


class Table(GameTable):
    RULES = EKEQ

    def commit(self, who: str, hidden: str, pay: str | None = None, **extra: Any) -> Any:
        return self.play(who, "commit", hidden=card(hidden), payment=card(pay), **extra)

    def decide(self, who: str, use: bool, pay: str | None = None) -> Any:
        return self.play(who, "q_decision", use=use, q_payment=card(pay))

    def pick(self, who: str, target: str, source: str, guess: int) -> Any:
        return self.play(who, "q_pick", target=seat(target), source=source, guess=guess)

    def found(self, who: str, code: str) -> Any:
        return self.play(who, "q_pick_result", card=card(code))

    def counts(self) -> list[tuple[int, int]]:
        return [(p.hand, p.tesoretto) for p in self.state.seats]

    def cards_held(self) -> int:
        s = self.state
        return (sum(p.hand + p.tesoretto for p in s.seats) + len(s.pot) + s.pot_unknown
                + len(s.table))


def position(counts: str, pot: int = 0, q: str = "A", **options: Any) -> Table:
    """A table at the start of a turn: `counts` is each player's hand/tesoretto ("5/16 5/16 5/16"),
    `pot` the cards already in the pot (unseen), `q` who holds the Q card."""
    loaded = FrozenOptions(EkeqOptions().load({"initial_q_holder": seat(q), **options}))
    pairs = [tuple(int(n) for n in part.split("/")) for part in counts.split()]
    state = EKEQ.setup(len(pairs), loaded)
    state = replace(state, seats=tuple(Player(hand=h, tesoretto=t) for h, t in pairs), pot_unknown=pot)
    return Table(len(pairs), loaded, start_turn(state, turn=1))


def twist_sealed(state, viewer):
    """The state with every face-down card the table has not seen, and every payment of a window
    still open, changed, except the viewer's own: what `viewer` sees must not change with it."""
    if isinstance(state, ClimbState):
        return _twist_climb(state, viewer)
    if not hasattr(state, "commits"):
        return state  # the family variant keeps nothing sealed
    window_open = state.phase == "commit" and state.round == 1
    changed = {seat: replace(commit, hidden=_other(commit.hidden),
                             payment=_other(commit.payment) if window_open else commit.payment)
               for seat, commit in state.commits.items()
               if seat != viewer and commit.seq not in state.revealed}
    return replace(state, commits={**state.commits, **changed}) if changed else state


def _twist_climb(state, viewer):
    """Every other hand's cards, and an attempt's card until the guess (all but whether it is a
    mini, which the suggeritore is told)."""
    hands = tuple(hand if seat == viewer or hand is None else tuple(_other_figure(c, state) for c in hand)
                  for seat, hand in enumerate(state.hands))
    attempt = state.attempt
    if attempt is not None and state.active != viewer:
        attempt = replace(attempt, card=_other_figure(attempt.card, state))
    return replace(state, hands=hands, attempt=attempt)


def _other_figure(card, state):
    if card is None:
        return None
    figures = [key for key in state.piles if key != GQ]
    family = figures[(figures.index(card.family) + 1) % len(figures)] if card.family in figures else figures[0]
    return Card("point", 3 if card.value == 2 else 2, mini=card.mini, family=family)


def _other(card):
    return None if card is None else Card("point", 3 if card.value == 2 else 2, mini=not card.mini)
