"""Mini Golf as a Rules value (docs/games/mini-golf.md §1; rulebook Ecwem: Six, "Mini Golf").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, sampler
from . import view as views
from .messages import GOLF_RULES
from .schemas import MiniGolfOptions, MiniGolfResult, MiniGolfScores, RevealPayload, StartHolePayload, TurnPayload
from .state import GolfState, dump_state, load_state

INFO = GameInfo(
    slug="mini-golf",
    title="Mini Golf",
    lower_totals_win=True,
    min_players=2,
    max_players=4,
    options_schema=MiniGolfOptions,
    # `checks`: each rule id once, where checks.py first asks it (it says why in that order).
    moves=move_table(
        MoveType("start_hole", StartHolePayload,
                 "The dealer turns over the first discard; the hole begins.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                         "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED"),
                 check=checks.check_start_hole, apply=flow.start_hole),
        MoveType("turn", TurnPayload,
                 "Draw from the deck or take the top discard, then swap it into the grid "
                 "or discard it.",
                 checks=("CORE-GAME-OVER", "GOLF-HOLE-OVER", "CORE-WRONG-PHASE",
                         "CORE-NOT-YOUR-TURN", "GOLF-BAD-SOURCE", "CORE-BAD-PAYLOAD",
                         "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "GOLF-DISCARD-TOP",
                         "GOLF-DECK-EMPTY", "CORE-CARD-SEEN", "GOLF-BAD-POSITION",
                         "GOLF-REMOVED-MISSING", "GOLF-REMOVED-MISMATCH",
                         "CORE-DUPLICATE-CARD", "GOLF-MUST-REPLACE"),
                 check=checks.check_turn, apply=flow.turn),
        MoveType("reveal", RevealPayload,
                 "At the end of a hole, enter the cards of your face-down spots.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "GOLF-REVEAL-MISMATCH", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-DUPLICATE-CARD"),
                 check=checks.check_reveal, apply=flow.reveal),
    ),
    rules={**CORE_RULES, **GOLF_RULES},
    spec="docs/games/mini-golf.md §1",
    result_schema=MiniGolfResult,
    scores_schema=MiniGolfScores,
    summary="Build the lowest-scoring 2×2 grid over nine holes: equal ranks in a column cancel, "
            "cards of one suit earn a bonus.",
)


class MiniGolfRules(BaseRules):
    info = INFO
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: GolfState) -> frozenset[int]:
        if state.phase == "await_hole_start":
            return frozenset({state.dealer})
        if state.phase in ("turns", "final_turns"):
            return frozenset({state.current})
        if state.phase == "reveal":
            return frozenset(seat for seat in state.active if state.face_down(seat))
        return frozenset()
