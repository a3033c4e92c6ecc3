"""What the service tracks of an EkeQ base-game match (ekeq.md §C.2): counts of every hand and
tesoretto (the cards themselves stay unseen), the pot, the cards on the table this turn, the sealed
commits of the round, the Q card's way round the table and its picks, and the result."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...options import FrozenOptions
from .cards import Card, card_from_json

HAND = 5
SNAPSHOT_VERSION = 1


@dataclass(frozen=True)
class Player:
    hand: int = 0
    tesoretto: int = 0
    # Cards put back on top of the tesoretto after a Q pick: public until drawn (C-A9).
    known_top: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Commit:
    """One sealed face-down card, with its entry payment (round 1 only), and its log seq. Under
    `commit_mode = hash` the card is only a commitment until its REVEAL (§B.4)."""

    hidden: Card | None
    payment: Card | None
    seq: int | None
    commitment: str | None = None


@dataclass(frozen=True)
class Pick:
    n: int
    target: int
    source: str  # hand | tesoretto
    guess: int
    card: Card | None = None

    @property
    def delta(self) -> int:
        return self.card.value if self.card.value == self.guess else -self.card.value


@dataclass(frozen=True)
class EkeqState:
    players: int
    options: FrozenOptions
    seats: tuple[Player, ...]
    phase: str = "commit"  # commit | q_decision | reveal | q_pick | q_pick_result | match_over
    turn: int = 1
    round: int = 1
    pot: tuple[Card, ...] = ()       # face-up payments and carried cards whose identity is known
    pot_unknown: int = 0             # the deal's remainder, and carried cards nobody saw
    table: tuple[tuple[int, int, Card], ...] = ()   # (seat, round, hidden card) revealed this turn
    commit_list: tuple[int, ...] = ()                # who must commit in this round
    commits: Mapping[int, Commit] = field(default_factory=dict)
    revealed: tuple[int, ...] = ()   # seqs of commits the table has seen (the log shows them)
    values: Mapping[int, int] = field(default_factory=dict)
    contenders: tuple[int, ...] = ()
    last_played: Mapping[int, Card] = field(default_factory=dict)
    q_holder: int = 0
    q_chain_start: int | None = None
    q_forced: bool = False
    q_user: int | None = None
    picks: tuple[Pick, ...] = ()
    modifier: int = 0
    result: Mapping[str, Any] | None = None
    last_turn: Mapping[str, Any] | None = None  # what the last turn ended with, for the phones
    after_reveal: str | None = None  # hash mode: what the turn does once every card is revealed

    def left(self, seat: int) -> int:
        return (seat + 1) % self.players


def dump_state(state: EkeqState) -> dict[str, Any]:
    cards = lambda cs: [c.to_json() for c in cs]  # noqa: E731 - local shorthand
    return {
        "v": SNAPSHOT_VERSION, "players": state.players, "options": dict(state.options),
        "seats": [{"hand": p.hand, "tesoretto": p.tesoretto, "known_top": cards(p.known_top)}
                  for p in state.seats],
        "phase": state.phase, "turn": state.turn, "round": state.round, "pot": cards(state.pot),
        "pot_unknown": state.pot_unknown,
        "table": [[s, r, c.to_json()] for s, r, c in state.table],
        "commit_list": list(state.commit_list),
        "commits": {str(s): {"hidden": None if c.hidden is None else c.hidden.to_json(),
                             "payment": None if c.payment is None else c.payment.to_json(),
                             "seq": c.seq, "commitment": c.commitment} for s, c in state.commits.items()},
        "revealed": list(state.revealed),
        "values": {str(s): v for s, v in state.values.items()},
        "contenders": list(state.contenders),
        "last_played": {str(s): c.to_json() for s, c in state.last_played.items()},
        "q_holder": state.q_holder, "q_chain_start": state.q_chain_start, "q_forced": state.q_forced,
        "q_user": state.q_user,
        "picks": [{"n": p.n, "target": p.target, "source": p.source, "guess": p.guess,
                   "card": None if p.card is None else p.card.to_json()} for p in state.picks],
        "modifier": state.modifier, "result": state.result, "last_turn": state.last_turn,
        "after_reveal": state.after_reveal,
    }


def load_state(data: Mapping[str, Any]) -> EkeqState:
    if data.get("v") != SNAPSHOT_VERSION:
        raise ValueError(f"unknown EkeQ snapshot version {data.get('v')!r}")
    cards = lambda cs: tuple(card_from_json(c) for c in cs)  # noqa: E731 - local shorthand
    return EkeqState(
        players=data["players"], options=FrozenOptions(data["options"]),
        seats=tuple(Player(p["hand"], p["tesoretto"], cards(p["known_top"])) for p in data["seats"]),
        phase=data["phase"], turn=data["turn"], round=data["round"], pot=cards(data["pot"]),
        pot_unknown=data["pot_unknown"],
        table=tuple((s, r, card_from_json(c)) for s, r, c in data["table"]),
        commit_list=tuple(data["commit_list"]),
        commits={int(s): Commit(card_from_json(c["hidden"]), card_from_json(c["payment"]), c["seq"],
                                c.get("commitment")) for s, c in data["commits"].items()},
        revealed=tuple(data["revealed"]),
        values={int(s): v for s, v in data["values"].items()},
        contenders=tuple(data["contenders"]),
        last_played={int(s): card_from_json(c) for s, c in data["last_played"].items()},
        q_holder=data["q_holder"], q_chain_start=data["q_chain_start"], q_forced=data["q_forced"],
        q_user=data["q_user"],
        picks=tuple(Pick(p["n"], p["target"], p["source"], p["guess"], card_from_json(p["card"]))
                    for p in data["picks"]),
        modifier=data["modifier"], result=data["result"], last_turn=data["last_turn"],
        after_reveal=data.get("after_reveal"))
