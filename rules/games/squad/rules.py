"""Squad as a Rules value (docs/games/squad.md §6; rulebook Ecwem: Six, "Squad").

This module only ties the parts together: `moves` lists every move with its check (`checks`,
`setup_checks`: what is legal) and effect (`flow`, `setup`: what it does), `ending` how the game
ends, `view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import BaseRules, GameInfo, Move
from . import sampler, setup, view as views
from .messages import SQUAD_RULES
from .moves import MOVES
from .schemas import SquadOptions, SquadResult, SquadScores
from .state import SNAPSHOT, SquadState

INFO = GameInfo(
    slug="squad", title="Squad", min_players=2, max_players=4,
    options_schema=SquadOptions, result_schema=SquadResult, scores_schema=SquadScores,
    moves=MOVES, rules=SQUAD_RULES, spec="docs/games/squad.md §6",
    summary="Build squads of one suit worth up to 6 and attack the other players' squads; the "
            "bigger sum captures. The last player with a squad wins.",
)


class SquadRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    seat_options = ("first_dealer",)
    new_game = staticmethod(setup.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: SquadState) -> frozenset[int]:
        phase = state.phase
        if phase == "deal":
            return frozenset({state.dealer})
        if phase == "draft":
            draft = state.draft
            return frozenset({draft.pickers[0] if draft.available else draft.dealer})
        if phase == "deploy":
            return frozenset(p for p, done in enumerate(state.deployed) if not done)
        if phase == "hands":
            return frozenset(p for p, hand in enumerate(state.hands) if hand is None)
        if phase == "replace":
            return frozenset(p for p, _slot in state.pending_replace)
        if phase == "tiebreak":
            return frozenset(p for p in state.tiebreakers if state.tiebreak_draws[p] is None)
        if phase == "game_over":
            return frozenset()
        return frozenset({state.current})

    def apply(self, state: SquadState, move: Move, now_ms: int) -> SquadState:
        after = super().apply(state, move, now_ms)
        if move.seat == after.current == state.current and not after.moved:
            after = replace(after, moved=True)  # a move that did not end the turn
        return after

    def tracked_hands_used(self, state: SquadState, move: Move) -> frozenset[int]:
        """Hand-tracking: these moves put a card of the entered hand on the table."""
        from_hand = move.type in ("redeploy", "reinforce", "discard", "replace")
        return frozenset({move.seat}) if state.tracking and from_hand else frozenset()
