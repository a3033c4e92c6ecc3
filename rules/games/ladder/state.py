"""Ladder's state (docs/games/ladder.md §4.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Ladder". Differences from the spec's sketch: players are
seat numbers (0..n-1) and every per-player field is a tuple indexed by seat; `top` is derived from
the pile; `first_revealed` is `revealed`, a list of (card, seat, seq, how) in the order the cards
showed up; `hands` is derived in hand-tracking mode from the hand each seat `entered` (known hand
plus the entered cards not yet revealed), and `entry_seqs` remembers the log entry of each hand so
that `redact` can show the table the part of it that has since been played; `audited` lists who
showed their hand after the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from ...cards import rank
from ...flags import Flag
from ...snapshots import FLAG_SHAPE, Snapshot

DECK = "DECK"
By = Union[int, str]  # a seat, or DECK for a card flipped from the deck
PHASES = ("await_start", "turns", "game_over")
HAND_SIZE = 7
SNAPSHOT_VERSION = 1


@dataclass(frozen=True)
class PilePlay:
    """One play on the centre pile, bottom first: who put it there and the move's log seq."""

    by: By
    cards: tuple[str, ...]
    seq: int | None = None

    @property
    def rank(self) -> int:
        return rank(self.cards[0])

    @property
    def count(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class Collect:
    """A pick-up, kept for the retroactive check (§4.4): the top it refused to beat and the cards
    the table knew the collector held before picking up."""

    seat: int
    seq: int | None
    top: tuple[int, int]
    known: tuple[str, ...]
    cards: tuple[str, ...]  # the pile picked up


@dataclass(frozen=True)
class Reveal:
    """A dealt card seen for the first time: played from hand, or shown in an audit."""

    card: str
    seat: int
    seq: int | None
    how: str = "play"  # "play" | "audit"


@dataclass(frozen=True)
class LadderState:
    players: int
    options: Mapping[str, Any]
    dealer: int
    phase: str = "await_start"
    current: int | None = None
    pile: tuple[PilePlay, ...] = ()
    deck_count: int = 0
    hand_count: tuple[int, ...] = ()
    known_hand: tuple[tuple[str, ...], ...] = ()   # sorted; public
    original_left: tuple[int, ...] = ()            # dealt cards not yet revealed
    collects: tuple[Collect, ...] = ()
    revealed: tuple[Reveal, ...] = ()
    entered: tuple[tuple[str, ...] | None, ...] = ()  # hand_tracking: the 7 dealt cards (private)
    entry_seqs: tuple[int | None, ...] = ()
    audited: tuple[int, ...] = ()
    winner: int | None = None
    flags: tuple[Flag, ...] = ()

    @property
    def tracking(self) -> bool:
        return self.options["info_mode"] == "hand_tracking"

    @property
    def top(self) -> tuple[int, int]:
        """(rank, count) of the top play; (0, 0) for the empty pile (LD-4)."""
        return (self.pile[-1].rank, self.pile[-1].count) if self.pile else (0, 0)


# Pile plays, pick-ups and reveals were always stored as lists of their fields.
SNAPSHOT = Snapshot(LadderState, game="Ladder", version=SNAPSHOT_VERSION,
                    rows=(PilePlay, Collect, Reveal), shapes=FLAG_SHAPE)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
