"""Squad's state (docs/games/squad.md §6.2) as frozen values, and its plain-JSON snapshot.

Rulebook: Ecwem: Six, "Squad". Differences from the spec's sketch: players are
seat numbers (0..n-1) and every per-player field is a tuple indexed by seat; a squad is a tuple of
cards and an empty slot is None; `tiebreak_draws` holds one card or None per seat. Phases the
sketch leaves implicit are named: "deal" (standard setup, waiting for the face-up squads),
"hands" (hand-tracking: waiting for the private hands) and "draw_card" (hand-tracking: the
current player has drawn and enters, privately, which card). `last_turn` remembers whose turn just
ended and `moved` whether the current player has entered anything yet, so a second action from
the player who just finished reads SQUAD-ONE-ACTION rather than "not your turn". `drew` says a
card was actually drawn this turn (an empty deck skips the draw).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...snapshots import Snapshot

SNAPSHOT_VERSION = 1
PHASES = ("deal", "draft", "deploy", "hands", "draw", "draw_card", "redeploy", "action", "replace",
          "tiebreak", "game_over")
Squad = tuple[str, ...]


@dataclass(frozen=True)
class Draft:
    """The Draft (§6.3): round k of n, its dealer, the cards turned up and those still on the
    table, and who still picks (next first). Picked cards go to the picker's `known_hand`."""

    round: int
    dealer: int
    revealed: tuple[str, ...] = ()
    available: tuple[str, ...] = ()
    pickers: tuple[int, ...] = ()


@dataclass(frozen=True)
class Battle:
    """The last battle, for every phone to see (§6.4 step 4): who attacked which squad, the two
    squads as they were, their sums and the result ("attacker", "defender" or "tie" won)."""

    seq: int | None
    attacker: int
    slot: int
    defender: int
    target_slot: int
    attacking: Squad
    defending: Squad
    result: str


@dataclass(frozen=True)
class SquadState:
    players: int
    options: Mapping[str, Any]
    phase: str
    dealer: int
    current: int | None = None
    drew: bool = False
    moved: bool = False
    redeployed: bool = False
    last_turn: int | None = None
    squads: tuple[tuple[Squad | None, ...], ...] = ()
    hand_count: tuple[int, ...] = ()
    known_hand: tuple[tuple[str, ...], ...] = ()
    # hand_tracking only: each seat's hand as entered (None until entered). Private to its seat.
    hands: tuple[tuple[str, ...] | None, ...] = ()
    captured: tuple[tuple[str, ...], ...] = ()
    discard: tuple[str, ...] = ()
    deck_count: int = 0
    draft: Draft | None = None
    deployed: tuple[bool, ...] = ()
    pending_replace: tuple[tuple[int, int], ...] = ()
    eliminated: tuple[tuple[int, int | None], ...] = ()
    battle: Battle | None = None
    contenders: tuple[int, ...] = ()
    tiebreakers: tuple[int, ...] = ()
    tiebreak_draws: tuple[str | None, ...] = ()
    winners: tuple[int, ...] = ()
    termination: str | None = None

    @property
    def tracking(self) -> bool:
        return self.options["info_mode"] == "hand_tracking"


SNAPSHOT = Snapshot(SquadState, game="Squad", version=SNAPSHOT_VERSION)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
