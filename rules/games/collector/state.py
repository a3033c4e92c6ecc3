"""Collector's state (ecwem-six.md §5.2) as frozen values, and its plain-JSON snapshot.

Rulebook: shared/rulebooks/ecwem-six.txt, "Collector". Differences from the spec's sketch: players
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

from ...options import FrozenOptions

PHASES = ("await_start", "draw", "private_draw", "end_turn", "game_over")
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
        return self.options["info_mode"] == "hand_tracking"

    @property
    def wilds(self) -> bool:
        return self.options["wild_cards"] == "substitute"

    def laid_by(self, seat: int) -> LaidDown | None:
        return next((laid for laid in self.laid_down if laid.seat == seat), None)


def dump_state(state: CollectorState) -> dict[str, Any]:
    return {
        "v": SNAPSHOT_VERSION,
        "players": state.players,
        "options": dict(state.options),
        "dealer": state.dealer,
        "phase": state.phase,
        "current": state.current,
        "deck_count": state.deck_count,
        "discard": list(state.discard),
        "hand_count": list(state.hand_count),
        "known_hand": [list(cards) for cards in state.known_hand],
        "hands": [None if hand is None else list(hand) for hand in state.hands],
        "drawn_from_discard": state.drawn_from_discard,
        "laid_down": [{"seat": laid.seat, "cards": list(laid.cards), "tier": laid.tier,
                       "kind": laid.kind, "seq": laid.seq, "wilds_as": list(laid.wilds_as)}
                      for laid in state.laid_down],
        "final_turns_left": None if state.final_turns_left is None else list(state.final_turns_left),
        "turns_taken": state.turns_taken,
        "winner": state.winner,
        "termination": state.termination,
    }


def load_state(data: Mapping[str, Any]) -> CollectorState:
    if data.get("v") != SNAPSHOT_VERSION:
        raise ValueError(f"unknown Collector snapshot version {data.get('v')!r}")
    final = data["final_turns_left"]
    return CollectorState(
        players=data["players"],
        options=FrozenOptions(data["options"]),
        dealer=data["dealer"],
        phase=data["phase"],
        current=data["current"],
        deck_count=data["deck_count"],
        discard=tuple(data["discard"]),
        hand_count=tuple(data["hand_count"]),
        known_hand=tuple(tuple(cards) for cards in data["known_hand"]),
        hands=tuple(None if hand is None else tuple(hand) for hand in data["hands"]),
        drawn_from_discard=data["drawn_from_discard"],
        laid_down=tuple(LaidDown(laid["seat"], tuple(laid["cards"]), laid["tier"], laid["kind"],
                                 laid["seq"], tuple(laid["wilds_as"])) for laid in data["laid_down"]),
        final_turns_left=None if final is None else tuple(final),
        turns_taken=data["turns_taken"],
        winner=data["winner"],
        termination=data["termination"],
    )
