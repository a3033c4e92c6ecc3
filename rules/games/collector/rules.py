"""Collector as a Rules value (docs/games/collector.md §5; rulebook Ecwem: Six, "Collector").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from ...depths import DEPTH_RULES
from . import flow, sampler, view as views
from .messages import COLLECTOR_RULES
from .moves import MOVES
from .schemas import CollectorOptions, CollectorResult, CollectorScores
from .state import SNAPSHOT, TURN_PHASES, CollectorState

INFO = GameInfo(
    slug="collector", title="Collector", min_players=2, max_players=4,
    options_schema=CollectorOptions, result_schema=CollectorResult, scores_schema=CollectorScores,
    moves=MOVES, rules={**COLLECTOR_RULES, **DEPTH_RULES}, spec="docs/games/collector.md §5",
    summary="Draw 2, discard 2, and be first to collect a set of six: one of every rank and suit, "
            "one suit or one rank, all ranks or all suits. The others get one final turn.",
)


class CollectorRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: CollectorState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
        if state.phase == "await_sets":
            # The sets laid down are the whole table's result: any player's phone may enter it
            # (in self entry mode, as its own seat's move).
            return frozenset(range(state.players))
        # Hand-tracking: anyone whose hand is not in yet may enter it now.
        waiting = {seat for seat, hand in enumerate(state.hands) if hand is None}
        if state.phase == "await_start":
            return frozenset(waiting | {state.dealer})
        if state.phase in TURN_PHASES:
            return frozenset(waiting | {state.current})
        return frozenset(waiting)

    def whose_turn(self, state: CollectorState) -> frozenset[int]:
        """`to_move` without the hands still to enter: the dealer's start, then the player's
        turn; nobody's in the other phases."""
        if state.phase == "await_start":
            return frozenset({state.dealer})
        if state.phase in TURN_PHASES:
            return frozenset({state.current})
        return frozenset()

    def tracked_hands_used(self, state: CollectorState, move: Move) -> frozenset[int]:
        """Hand-tracking: the end of a turn discards (and lays down) cards of the entered hand."""
        return frozenset({move.seat}) if state.tracking and move.type == "end_turn" else frozenset()
