"""Test helpers for Mini Golf: a table that plays moves the way the service does, by player name.

Players are named A, B, C, D (the spec's names) and sit at seats 0, 1, 2, 3.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any, Iterable, Sequence

from rules.cards import RANKED_CARDS
from rules.games.mini_golf import MINI_GOLF
from rules.games.mini_golf.scoring import score_grid
from rules.games.mini_golf.state import POSITIONS

from ..game_table import NAMES, GameTable, seat  # noqa: F401 - the golf tests import them from here


@dataclass
class Table(GameTable):
    RULES = MINI_GOLF

    # The three moves, spelled the way the spec's tables spell them.
    def start(self, who: str, card: str) -> Any:
        return self.play(who, "start_hole", initial_discard=card)

    def turn(self, who: str, source: str, drawn: str, replace: str | None = None,
             removed: str | None = None) -> Any:
        return self.play(who, "turn", source=source, drawn=drawn, replace=replace, removed=removed)

    def reveal(self, who: str, **cards: str) -> Any:
        return self.play(who, "reveal", cards=cards)

    def grid(self, who: str) -> dict[str, str | None]:
        return {pos: slot.card for pos, slot in zip(POSITIONS, self.state.grids[seat(who)])}


@lru_cache(maxsize=None)
def grid_scoring(target: int, available: tuple[str, ...], mode: str = "tiered") -> tuple[str, ...]:
    """Some grid of `available` cards that scores `target` (TL, TR, BL, BR)."""
    for four in combinations(available, 4):
        for grid in permutations(four):
            if score_grid(grid, mode).score == target:
                return grid
    raise AssertionError(f"no grid scores {target}")


def play_hole(table: Table, scores: dict[int, int]) -> int:
    """Play one whole hole so that each playing seat scores `scores[seat]`; return who played first.

    The first player fills their grid from the deck, everyone else passes (takes the top discard
    and puts it back), then the others reveal their target grids.
    """
    filler, grids = play_hole_to_reveal(table, scores)
    for player in sorted(MINI_GOLF.to_move(table.state)):
        table.reveal(NAMES[player], **{pos: grids[player][POSITIONS.index(pos)]
                                       for pos in table.state.face_down(player)})
    return filler


def play_hole_to_reveal(table: Table, scores: dict[int, int]) -> tuple[int, dict[int, tuple[str, ...]]]:
    """`play_hole` up to the reveal; return who played first and the grids the seats will reveal."""
    state = table.state
    assert state.phase == "await_hole_start"
    dealer, active = state.dealer, state.active
    free = list(RANKED_CARDS)
    grids = {}
    for player in active:
        grids[player] = grid_scoring(scores[player], tuple(free[:16]))
        free = [card for card in free if card not in grids[player]]
    first_discard, *spares = free
    table.start(NAMES[dealer], first_discard)
    filler = table.state.current
    while table.state.phase in ("turns", "final_turns"):
        current = table.state.current
        if current == filler:
            pos = table.state.face_down(current)[0]
            card = grids[current][POSITIONS.index(pos)]
            table.turn(NAMES[current], "deck", card, pos, spares.pop(0))
        else:
            table.turn(NAMES[current], "discard", table.state.discard[-1])
    return filler, grids


def play_holes(table: Table, per_seat: Iterable[Sequence[int]]) -> None:
    """Play regulation holes from per-seat score lists: per_seat[seat][hole - 1]."""
    for hole_scores in zip(*per_seat):
        play_hole(table, dict(enumerate(hole_scores)))


# GOLF-H01: seq -> (actor, move type, payload). Players [A, B], A deals, default options.
H01 = {
    1: ("A", "start_hole", {"initial_discard": "5C"}),
    2: ("B", "turn", {"source": "deck", "drawn": "2H", "replace": "TL", "removed": "6U"}),
    3: ("A", "turn", {"source": "deck", "drawn": "1D", "replace": "BR", "removed": "4P"}),
    4: ("B", "turn", {"source": "deck", "drawn": "2P", "replace": "BL", "removed": "5F"}),
    5: ("A", "turn", {"source": "discard", "drawn": "5F", "replace": "TR", "removed": "3C"}),
    6: ("B", "turn", {"source": "discard", "drawn": "3C", "replace": "TR", "removed": "6D"}),
    7: ("A", "turn", {"source": "deck", "drawn": "6H", "replace": None, "removed": None}),
    8: ("B", "turn", {"source": "deck", "drawn": "1H", "replace": "BR", "removed": "4U"}),
    9: ("A", "turn", {"source": "deck", "drawn": "3D", "replace": "TL", "removed": "2F"}),
    10: ("A", "reveal", {"cards": {"BL": "4H"}}),
}


def h01_before(seq: int, **options: Any) -> Table:
    """The H01 table just before event `seq`."""
    table = Table.new(2, **options)
    for n in range(1, seq):
        who, type_, payload = H01[n]
        table.play(who, type_, **payload)
    return table
