"""Ladder as a Rules value (docs/games/ladder.md §4; rulebook Ecwem: Six, "Ladder").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from . import flow, sampler, view as views
from .messages import LADDER_RULES
from .moves import MOVES
from .schemas import LadderOptions, LadderResult, LadderScores
from .state import SNAPSHOT, LadderState
from .table import hands_missing

INFO = GameInfo(
    slug="ladder", title="Ladder", min_players=2, max_players=4,
    options_schema=LadderOptions, result_schema=LadderResult, scores_schema=LadderScores,
    moves=MOVES, rules=LADDER_RULES, spec="docs/games/ladder.md §4",
    after_game_moves=frozenset({"audit"}),
    summary="Climb the pile with higher ranks and sets at least as large; pick it all up when you "
            "can't. First to empty their hand wins.",
)


class LadderRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.scores)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: LadderState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
        acting = state.dealer if state.phase == "await_start" else state.current
        return frozenset({acting, *hands_missing(state)})

    def whose_turn(self, state: LadderState) -> frozenset[int]:
        """`to_move` without the hands still to enter: the dealer's start, then the player's."""
        if state.phase == "game_over":
            return frozenset()
        return frozenset({state.dealer if state.phase == "await_start" else state.current})

    def tracked_hands_used(self, state: LadderState, move: Move) -> frozenset[int]:
        """Hand-tracking: a play comes from the entered hand, and a compulsory pick-up is judged
        on it (LADDER-MUST-PLAY while a set that beats the top is held)."""
        judged = move.type == "play" or (move.type == "collect" and not state.options["voluntary_collect"])
        return frozenset({move.seat}) if state.tracking and judged else frozenset()
