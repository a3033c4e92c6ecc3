"""Half-Zero's state (docs/games/half-zero.md §2.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Half-Zero". Differences from the spec's sketch: players
are seat numbers (0..n-1) and every per-player field is a tuple indexed by seat; `hand_size`,
`allowance`, `remaining`, `possible` and `point_unrevealed` are derived (see `table.py`), because
during a round they follow from `base`, `max_base`, `played` and `point_won`. `turns` keeps this
round's finished turns for the view; `last_played` keeps the cards of the round just ended until the
next round's first turn, for the trust-mode audit (HALFZERO-AUDIT-MISMATCH).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...flags import Flag
from ...options import FrozenOptions
from ...snapshots import FLAG_SHAPE, Snapshot

# ROUND_POINTS: a match entered a round at a time waits for the round's point cards (hand.py).
ROUND_POINTS = "round_points"
PHASES = ("round_setup", "turn_open", "selecting", "tiebreak", "point_reveal", ROUND_POINTS,
          "game_over")
NONE = "NONE"  # the invisible rank 0 of a player with no cards left
SNAPSHOT_VERSION = 1


@dataclass(frozen=True)
class Play:
    """A ranked card played this round, with the log seq of the move that played it."""

    card: str
    seq: int | None = None


@dataclass(frozen=True)
class Sealed:
    """A sealed-mode selection not yet revealed: private to `seat` (and its log line `seq`)."""

    seat: int
    choice: str
    seq: int | None = None


@dataclass(frozen=True)
class Turn:
    number: int = 1
    declared: tuple[int, ...] = ()  # announced opt-outs, sorted
    wild: tuple[int, ...] = ()      # secret opt-outs with a W, public once revealed
    # [initial reveal, tiebreak 1, ...]: per reveal, the value each seat showed (rank, 0 for the
    # invisible 0) or None for a seat that took no part in it.
    reveals: tuple[tuple[int | None, ...], ...] = ()
    tied: tuple[int, ...] = ()
    winner: int | None = None
    point: int | None = None        # rank of the point card the winner turned up
    resolved: bool = False          # the turn has a result: a winner, or nobody (HZ-2)
    sealed: tuple[Sealed, ...] = ()  # sealed mode: this reveal's selections so far

    @property
    def opted_out(self) -> tuple[int, ...]:
        return tuple(sorted(self.declared + self.wild))


@dataclass(frozen=True)
class RoundResult:
    """One line of the score sheet (§2.6): the point cards each seat won, who upgraded, the bases."""

    round: int
    bases_before: tuple[int, ...]
    point_cards: tuple[tuple[int, ...], ...]
    upgraded: int | None
    bases_after: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(sum(cards) for cards in self.point_cards)



@dataclass(frozen=True)
class HalfZeroState:
    players: int
    options: Mapping[str, Any]
    suit_of: tuple[str, ...]
    point_suit: str
    base: tuple[int, ...]
    round: int = 1
    phase: str = "round_setup"
    max_base: int = 5
    wild_tokens: tuple[int, ...] = ()
    optouts_used: tuple[int, ...] = ()
    wild_used: tuple[int, ...] = ()
    played: tuple[tuple[Play, ...], ...] = ()
    # hand_tracking: the hand each seat entered this round (None until entered, and for base 5,
    # whose hand is known). Private to its seat.
    hands: tuple[tuple[str, ...] | None, ...] = ()
    turn: Turn = Turn()
    turns: tuple[Turn, ...] = ()
    point_won: tuple[tuple[int, ...], ...] = ()
    history: tuple[RoundResult, ...] = ()
    last_played: tuple[tuple[Play, ...], ...] = ()
    audited: tuple[int, ...] = ()
    flags: tuple[Flag, ...] = ()
    winner: int | None = None


def freeze_options(options: Mapping[str, Any]) -> FrozenOptions:
    # JSON gives lists; a tuple keeps the options hashable, and load() does the same again.
    suit_of = options.get("suit_of")
    return FrozenOptions({**options, "suit_of": None if suit_of is None else tuple(suit_of)})


# Plays and sealed selections were always stored as lists of their fields.
SNAPSHOT = Snapshot(HalfZeroState, game="Half-Zero", version=SNAPSHOT_VERSION, options=freeze_options,
                    rows=(Play, Sealed), shapes=FLAG_SHAPE)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
