"""Flares as a Rules value (docs/games/flares.md §3; rulebook Ecwem: Six, "Flares").

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from ...depths import DEPTH_RULES
from . import flow, messages, sampler, view as views
from .messages import FLARES_RULES
from .moves import MOVES
from .schemas import FlaresOptions, FlaresResult, FlaresScoreSheet
from .state import SNAPSHOT, FlaresState

INFO = GameInfo(
    slug="flares", title="Flares", min_players=2, max_players=4,
    tournament_scorings=("placement", "wdl"),  # points rank every player
    options_schema=FlaresOptions, result_schema=FlaresResult, scores_schema=FlaresScoreSheet,
    moves=MOVES, rules={**FLARES_RULES, **DEPTH_RULES}, spec="docs/games/flares.md §3",
    summary="Win the most tricks to score the three face-down point cards; doubled for one suit "
            "or a sweep, split on a tie. First to 100 wins.",
)


class FlaresRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    # The first dealer is a seat of the table: flow.new_game says so in Flares' own words.
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    flag_violation = staticmethod(messages.flag_violation)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: FlaresState) -> frozenset[int]:
        if state.phase == "round_setup":
            return frozenset(seat for seat, hand in enumerate(state.hands) if hand is None)
        if state.phase in ("await_deck_lead", "await_point_cards", "await_round_result"):
            return frozenset({state.dealer})
        if state.phase == "in_trick":
            return frozenset({state.trick.order[0]})
        return frozenset()

    def tracked_hands_used(self, state: FlaresState, move: Move) -> frozenset[int]:
        """Hand-tracking: a trick card comes from the player's entered hand."""
        return frozenset({move.seat}) if state.tracking and move.type == "play" else frozenset()
