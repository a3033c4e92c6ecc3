"""Sixes' state (docs/games/sixes.md §2) as frozen values, and its plain-JSON snapshot.

Rulebook: Sixes. Differences from the spec's sketch: players are seat
numbers; times are epoch milliseconds stamped by the service (`now_ms`); a round keeps its lists
as texts with their receipt times, and its derived fields (classes, statuses, scores) are not
stored but recomputed from the lines and the passed proposals (review.py), so a snapshot cannot
drift from its log. `started_seq` remembers which log entries belong to the round still being
written, so `redact` can keep them sealed until the lock.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...options import FrozenOptions
from ...snapshots import Snapshot

SNAPSHOT_VERSION = 1
LINES = 6
GAME_PHASES = ("lobby", "playing", "game_over")
ROUND_PHASES = ("card", "writing", "review", "scored")
TIMER_STATES = ("idle", "running", "paused", "locked")


@dataclass(frozen=True)
class Timer:
    state: str = "idle"
    duration_ms: int = 0
    started_at: int | None = None
    deadline: int | None = None
    remaining_ms: int | None = None     # while paused
    locked_at: int | None = None


@dataclass(frozen=True)
class ProposalState:
    id: str                              # "p1", "p2", … in the order opened in the match
    kind: str
    targets: tuple[tuple[int, int], ...]  # (seat, line)
    proposer: int
    votes: tuple[tuple[int, bool], ...]  # in casting order, the proposer's yes first
    status: str = "open"                 # open | passed | failed


@dataclass(frozen=True)
class RoundState:
    number: int                          # 1..6
    type: str                            # match | unique | lightning
    reader: int                          # the round's starting player (§1)
    phase: str = "card"
    card_texts: tuple[str, ...] = ()
    timer: Timer = Timer()
    lines: tuple[tuple[str, ...], ...] = ()          # per seat, 6 texts ("" = empty)
    received_at: tuple[tuple[int | None, ...], ...] = ()
    done: tuple[bool, ...] = ()
    proposals: tuple[ProposalState, ...] = ()
    started_seq: int | None = None       # the log seq of timer_started
    scores: tuple[int, ...] | None = None  # frozen at round_finalized


@dataclass(frozen=True)
class SixesState:
    players: int
    options: FrozenOptions
    phase: str = "lobby"
    agreed: tuple[bool, ...] = ()
    rounds: tuple[RoundState, ...] = ()  # every round opened so far, the current one last
    proposals_opened: int = 0

    @property
    def current(self) -> RoundState | None:
        return self.rounds[-1] if self.rounds else None

    def with_current(self, round_: RoundState) -> "SixesState":
        return replace(self, rounds=self.rounds[:-1] + (round_,))


def frozen_options(options: Mapping[str, Any]) -> FrozenOptions:
    return FrozenOptions({**options, "round_plan": tuple(options["round_plan"])})


SNAPSHOT = Snapshot(SixesState, game="Sixes", version=SNAPSHOT_VERSION, options=frozen_options)
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
