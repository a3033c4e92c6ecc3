"""What the service tracks of an EkeQ base-game match (docs/games/ekeq.md §C.2): counts of every hand and
tesoretto (the cards themselves stay unseen), the pot, the cards on the table this turn, the sealed
commits of the round, the Q card's way round the table and its picks, and the result."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...options import FrozenOptions
from ...snapshots import Snapshot
from .cards import Card, card_from_json
from .climb import Attempt, ClimbState, Pile, Reveal
from .family import FamilyState
from .whereabouts import Clash

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
    phase: str = "commit"  # commit | q_decision | reveal | q_pick | q_pick_result | clash | match_over
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
    clash: Clash | None = None  # one Golden Q two entries name, met at a reveal: play stops on it

    def left(self, seat: int) -> int:
        return (seat + 1) % self.players


# A card is stored as players describe it (`Card.to_json`): "mini" and "family" only when set.
CARDS = {Card: (Card.to_json, card_from_json)}
# `clash` came after matches were stored: written only while set, they write back as they were.
BASE = Snapshot(EkeqState, game="EkeQ", version=SNAPSHOT_VERSION, shapes=CARDS,
                sparse=[(EkeqState, "clash")])
# The variants' snapshots name their variant. A climb's attempt, last reveal and piles were always
# stored as lists of their fields, the piles as [figure, top, cycle, closed] in their order
# (PostgreSQL's jsonb would reorder an object's keys); a hand is a tuple of cards, or of None per
# card under counts_only.
CLIMB = Snapshot(ClimbState, game="EkeQ climb", version=SNAPSHOT_VERSION, tag={"variant": "climb"},
                 shapes=CARDS, rows=(Attempt, Reveal, Pile), items=[(ClimbState, "piles")],
                 hints={(ClimbState, "hands"): tuple[tuple[Card | None, ...] | None, ...]},
                 sparse=[(ClimbState, "wild_golden")])
FAMILY = Snapshot(FamilyState, game="EkeQ family", version=SNAPSHOT_VERSION,
                  tag={"variant": "family"}, shapes=CARDS)
SNAPSHOTS = {EkeqState: BASE, ClimbState: CLIMB, FamilyState: FAMILY}
VARIANT_SNAPSHOTS = {"climb": CLIMB, "family": FAMILY}


def dump_state(state: EkeqState | ClimbState | FamilyState) -> dict[str, Any]:
    return SNAPSHOTS[type(state)].dump(state)


def load_state(data: Mapping[str, Any]) -> EkeqState | ClimbState | FamilyState:
    return VARIANT_SNAPSHOTS.get(data.get("variant"), BASE).load(data)
