"""Collector's state (docs/games/collector.md §5.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Collector". Differences from the spec's sketch: players
are seat numbers (0..n-1) and `players` is their count; `laid_down` is a tuple in lay-down order
(so the first is the earliest, and ties go to it); the phase "private_draw" (hand-tracking only)
sits between a draw and the end of the turn while the drawer types in the deck cards;
`drawn_from_discard` remembers this turn's draw, so the private draw knows how many cards to ask
for; `turns_taken` counts finished turns for `turn_limit`; `termination` says how the game ended.
Cards that can repeat (the six interchangeable `W`) make hands tuples, not sets.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...depths import HAND
from ...options import depth_of
from ...snapshots import Snapshot

# "await_sets": a match entered a hand at a time waits for the sets laid down (hand.py).
PHASES = ("await_start", "draw", "private_draw", "end_turn", "await_sets", "game_over")
TURN_PHASES = ("draw", "private_draw", "end_turn")
SNAPSHOT_VERSION = 1


@dataclass(frozen=True)
class LaidDown:
    seat: int
    cards: tuple[str, ...]
    tier: int
    kind: str
    seq: int | None
    wilds_as: tuple[str, ...] = ()


@dataclass(frozen=True)
class CollectorState:
    players: int
    options: Mapping[str, Any]
    dealer: int
    phase: str = "await_start"
    current: int | None = None
    deck_count: int = 0
    discard: tuple[str, ...] = ()                 # bottom .. top, all known
    hand_count: tuple[int, ...] = ()              # 6 between turns, 8 between draw and end_turn
    known_hand: tuple[tuple[str, ...], ...] = ()  # taken from the discard pile, not yet put down
    # hand_tracking only: each seat's hand as entered (None until its private_hand), kept up to
    # date by draws and discards.
    hands: tuple[tuple[str, ...] | None, ...] = ()
    drawn_from_discard: int = 0
    laid_down: tuple[LaidDown, ...] = ()
    final_turns_left: tuple[int, ...] | None = None
    turns_taken: int = 0
    winner: int | None = None
    termination: str | None = None

    @property
    def tracking(self) -> bool:
        # Entered a hand at a time, no hand is ever entered: info_mode then changes nothing.
        return self.options["info_mode"] == "hand_tracking" and depth_of(self.options) != HAND

    @property
    def wilds(self) -> bool:
        return self.options["wild_cards"] == "substitute"

    def laid_by(self, seat: int) -> LaidDown | None:
        return next((laid for laid in self.laid_down if laid.seat == seat), None)


SNAPSHOT = Snapshot(CollectorState, game="Collector", version=SNAPSHOT_VERSION)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
