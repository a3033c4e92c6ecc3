"""Half-Zero as a Rules value (docs/games/half-zero.md §2; rulebook Ecwem: Six, "Half-Zero").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move
from ...depths import DEPTH_RULES
from . import flow, messages, sampler, view as views
from .messages import HALF_ZERO_RULES
from .moves import MOVES
from .schemas import HalfZeroOptions, HalfZeroResult, HalfZeroScoreSheet
from .state import ROUND_POINTS, SNAPSHOT, HalfZeroState
from .table import choosing, committed, hand_tracking, hands_missing, sealed_mode

INFO = GameInfo(
    slug="half-zero", title="Half-Zero", min_players=2, max_players=4,
    tournament_scorings=("placement", "wdl"),  # rounds won rank every player
    options_schema=HalfZeroOptions, result_schema=HalfZeroResult, scores_schema=HalfZeroScoreSheet,
    moves=MOVES, rules={**HALF_ZERO_RULES, **DEPTH_RULES}, spec="docs/games/half-zero.md §2",
    summary="Win turns with the highest card of your suit to collect point cards; the round's "
            "best scorer lowers their base rank, and the first to reach base zero wins.",
)


class HalfZeroRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    # flow.new_game refuses suits that do not fit the table (HALFZERO-SETUP-SUITS).
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    flag_violation = staticmethod(messages.flag_violation)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: HalfZeroState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
        if state.phase == ROUND_POINTS:
            # A round at a time: any phone at the table enters the round's point cards.
            return frozenset(range(state.players))
        missing = hands_missing(state)
        if missing:
            return frozenset(missing)
        if state.phase == "point_reveal":
            return frozenset({state.turn.winner})
        if sealed_mode(state):
            done = set(committed(state))
            return frozenset(seat for seat in choosing(state) if seat not in done)
        # Physical mode: any phone may enter the reveal or the tiebreak for the table.
        return frozenset(range(state.players))

    def tracked_hands_used(self, state: HalfZeroState, move: Move) -> frozenset[int]:
        """Hand-tracking: a sealed selection is judged on the hand its seat entered (a card not in
        it is HALFZERO-NOT-IN-HAND). It is a private move, so only its own phone enters it anyway;
        naming it lets the referee also stop a phone that inherited the hand unseen
        (CORE-HAND-REENTER)."""
        return frozenset({move.seat}) if move.type == "select" and hand_tracking(state) else frozenset()

    def redact(self, state: HalfZeroState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """A sealed selection is hidden from everyone else until the engine reveals it; a hand
        entered in hand-tracking mode stays private to its seat for good."""
        if viewer == move.seat or not self.is_private(state, move):
            return move.payload
        if move.type == "select":
            pending = any(s.seat == move.seat and s.seq == move.seq for s in state.turn.sealed)
            return None if pending else move.payload
        return None
