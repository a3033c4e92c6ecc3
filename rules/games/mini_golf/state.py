"""Mini Golf's state (docs/games/mini-golf.md §1.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Mini Golf". Differences from the spec's sketch: players
are seat numbers (0..n-1) and `players` is their count; `hole_scores` and the playoff flag are
derived from `rounds`; `reshuffled` (not in the sketch) keeps which cards a deck rebuilt from the
discards still holds, because that set is public (MG-11, §0.5).

The snapshot is loaded and saved on every move, so what it keeps per finished hole is only the
scores (`rounds`), with the full breakdown (grids, bonus, wilds) for the last hole alone: a move in
hole 100 then costs what a move in hole 1 does.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...options import FrozenOptions  # noqa: F401 - rules.py imports it from here
from ...snapshots import Snapshot

POSITIONS = ("TL", "TR", "BL", "BR")
# "grids": a match entered a hand at a time waits for each playing seat's final grid.
PHASES = ("await_hole_start", "turns", "final_turns", "reveal", "grids", "game_over")
SNAPSHOT_VERSION = 1




@dataclass(frozen=True)
class Slot:
    """One grid spot. `card` is None while the card lies face down and nobody has entered it."""

    face_up: bool = False
    card: str | None = None


FACE_DOWN = Slot()
Grid = tuple[Slot, Slot, Slot, Slot]  # TL, TR, BL, BR


@dataclass(frozen=True)
class SeatResult:
    """One grid as scored at the end of a hole (§1.5); `wilds` maps a W's spot to the card it played as."""

    grid: tuple[str, ...]
    base: int
    bonus: int
    score: int
    wilds: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class HoleResult:
    hole: int
    playoff: bool
    dealer: int
    seats: tuple[SeatResult | None, ...]  # None for a seat that sat out this (playoff) hole

    @property
    def scores(self) -> tuple[int | None, ...]:
        return tuple(None if seat is None else seat.score for seat in self.seats)

    @property
    def round(self) -> "Round":
        return Round(self.hole, self.playoff, self.dealer, self.scores)


@dataclass(frozen=True)
class Round:
    """One line of the score sheet: a finished hole's scores, None for a seat that sat it out."""

    hole: int
    playoff: bool
    dealer: int
    scores: tuple[int | None, ...]


@dataclass(frozen=True)
class GolfState:
    players: int
    options: Mapping[str, Any]
    hole: int = 1
    dealer: int = 0
    phase: str = "await_hole_start"
    active: tuple[int, ...] = ()
    current: int | None = None
    # One entry per seat; None for a seat with no grid on the table (before the first deal, or
    # out of a playoff). Between holes the last hole's grids stay on view.
    grids: tuple[Grid | None, ...] = ()
    discard: tuple[str, ...] = ()  # bottom .. top
    deck_count: int = 0
    # The rebuilt deck's cards not yet drawn this hole (MG-11), W repeated per copy; empty while
    # the deck is the one dealt from. Everyone saw these cards in the discard pile, so the set is
    # public even though the order is not: a deck draw must name one of them, and none of them can
    # be face down in a grid (§0.4, §0.5). While it is not empty its length is `deck_count`.
    reshuffled: tuple[str, ...] = ()
    finisher: int | None = None
    final_turns_left: tuple[int, ...] = ()
    rounds: tuple[Round, ...] = ()
    last_hole: HoleResult | None = None
    # Sum of the regulation holes only; playoff holes never count (§1.5).
    totals: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def playoff(self) -> bool:
        return self.hole > self.options["holes"]

    def face_down(self, seat: int) -> tuple[str, ...]:
        grid = self.grids[seat] if 0 <= seat < len(self.grids) else None
        if grid is None or seat not in self.active:
            return ()
        return tuple(pos for pos, slot in zip(POSITIONS, grid) if not slot.face_up)

    def with_slot(self, seat: int, pos: str, slot: Slot) -> "GolfState":
        grid = list(self.grids[seat] or (FACE_DOWN,) * 4)
        grid[POSITIONS.index(pos)] = slot
        grids = list(self.grids)
        grids[seat] = tuple(grid)
        return replace(self, grids=tuple(grids))


# The score sheet's lines were always stored as lists of their fields.
SNAPSHOT = Snapshot(GolfState, game="Mini Golf", version=SNAPSHOT_VERSION, rows=(Round,))
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
