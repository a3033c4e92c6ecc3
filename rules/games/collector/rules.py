"""Collector as a Rules value (docs/games/collector.md §5; rulebook Ecwem: Six, "Collector").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from . import flow, sampler, view as views
from .messages import COLLECTOR_RULES
from .moves import MOVES
from .schemas import CollectorOptions, CollectorResult, CollectorScores
from .state import SNAPSHOT, TURN_PHASES, CollectorState

INFO = GameInfo(
    slug="collector", title="Collector", min_players=2, max_players=4,
    options_schema=CollectorOptions, result_schema=CollectorResult, scores_schema=CollectorScores,
    moves=MOVES, rules=COLLECTOR_RULES, spec="docs/games/collector.md §5",
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
        # Hand-tracking: anyone whose hand is not in yet may enter it now.
        waiting = {seat for seat, hand in enumerate(state.hands) if hand is None}
        if state.phase == "await_start":
            return frozenset(waiting | {state.dealer})
        if state.phase in TURN_PHASES:
            return frozenset(waiting | {state.current})
        return frozenset(waiting)

    def tracked_hands_used(self, state: CollectorState, move: Move) -> frozenset[int]:
        """Hand-tracking: the end of a turn discards (and lays down) cards of the entered hand."""
        return frozenset({move.seat}) if state.tracking and move.type == "end_turn" else frozenset()
