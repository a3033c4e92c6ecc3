"""Mini Golf as a Rules value (docs/games/mini-golf.md §1; rulebook Ecwem: Six, "Mini Golf").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...options import require_seat
from . import checks, flow, sampler, view
from .messages import GOLF_RULES
from .schemas import (MiniGolfOptions, MiniGolfResult, MiniGolfScores, RevealPayload,
                      StartHolePayload, TurnPayload)
from .state import FrozenOptions, GolfState, dump_state, load_state

INFO = GameInfo(
    slug="mini-golf",
    title="Mini Golf",
    lower_totals_win=True,
    min_players=2,
    max_players=4,
    options_schema=MiniGolfOptions,
    # `checks`: each rule id once, where checks.py first asks it (it says why in that order).
    moves={
        "start_hole": MoveType("start_hole", StartHolePayload,
                               "The dealer turns over the first discard; the hole begins.",
                               checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                                       "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED")),
        "turn": MoveType("turn", TurnPayload,
                         "Draw from the deck or take the top discard, then swap it into the grid "
                         "or discard it.",
                         checks=("CORE-GAME-OVER", "GOLF-HOLE-OVER", "CORE-WRONG-PHASE",
                                 "CORE-NOT-YOUR-TURN", "GOLF-BAD-SOURCE", "CORE-BAD-PAYLOAD",
                                 "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "GOLF-DISCARD-TOP",
                                 "GOLF-DECK-EMPTY", "CORE-CARD-SEEN", "GOLF-BAD-POSITION",
                                 "GOLF-REMOVED-MISSING", "GOLF-REMOVED-MISMATCH",
                                 "CORE-DUPLICATE-CARD", "GOLF-MUST-REPLACE")),
        "reveal": MoveType("reveal", RevealPayload,
                           "At the end of a hole, enter the cards of your face-down spots.",
                           checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                   "GOLF-REVEAL-MISMATCH", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                                   "CORE-DUPLICATE-CARD")),
    },
    rules={**CORE_RULES, **GOLF_RULES},
    spec="docs/games/mini-golf.md §1",
    result_schema=MiniGolfResult,
    scores_schema=MiniGolfScores,
    summary="Build the lowest-scoring 2×2 grid over nine holes: equal ranks in a column cancel, "
            "cards of one suit earn a bonus.",
)


class MiniGolfRules(BaseRules):
    info = INFO

    def new_game(self, players: int, options: Mapping[str, Any]) -> GolfState:
        # Loading again fills defaults when a caller passes only some options (tests, tools).
        loaded = FrozenOptions(MiniGolfOptions().load(dict(options)))
        require_seat(loaded, "first_dealer", players)
        return flow.new_game(players, loaded)

    def to_move(self, state: GolfState) -> frozenset[int]:
        if state.phase == "await_hole_start":
            return frozenset({state.dealer})
        if state.phase in ("turns", "final_turns"):
            return frozenset({state.current})
        if state.phase == "reveal":
            return frozenset(seat for seat in state.active if state.face_down(seat))
        return frozenset()

    def check(self, state: GolfState, move: Move, now_ms: int | None = None) -> None:
        checks.check(state, move)

    def apply(self, state: GolfState, move: Move, now_ms: int) -> GolfState:
        return flow.apply(state, move)

    def view(self, state: GolfState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state)

    def scores(self, state: GolfState) -> dict[str, Any]:
        return view.score_sheet(state)

    def outcome(self, state: GolfState) -> Outcome | None:
        return view.outcome(state)

    def dump(self, state: GolfState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> GolfState:
        return load_state(data)

    def sample_move(self, state: GolfState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, self.to_move(state), rng)
