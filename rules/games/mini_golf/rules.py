"""Mini Golf as a Rules value (docs/games/mini-golf.md §1; rulebook Ecwem: Six, "Mini Golf").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo
from ...depths import DEPTH_RULES
from . import flow, sampler, view as views
from .messages import GOLF_RULES
from .moves import MOVES
from .schemas import MiniGolfOptions, MiniGolfResult, MiniGolfScores
from .state import SNAPSHOT, GolfState

INFO = GameInfo(
    slug="mini-golf", title="Mini Golf", min_players=2, max_players=4, lower_totals_win=True,
    tournament_scorings=("placement", "wdl"),  # strokes rank every player
    options_schema=MiniGolfOptions, result_schema=MiniGolfResult, scores_schema=MiniGolfScores,
    moves=MOVES, rules={**GOLF_RULES, **DEPTH_RULES}, spec="docs/games/mini-golf.md §1",
    summary="Build the lowest-scoring 2×2 grid over nine holes: equal ranks in a column cancel, "
            "cards of one suit earn a bonus.",
)


class MiniGolfRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: GolfState) -> frozenset[int]:
        if state.phase == "await_hole_start":
            return frozenset({state.dealer})
        if state.phase in ("turns", "final_turns"):
            return frozenset({state.current})
        if state.phase in ("reveal", "grids"):
            return frozenset(seat for seat in state.active if state.face_down(seat))
        return frozenset()
