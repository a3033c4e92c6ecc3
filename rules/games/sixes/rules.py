"""Sixes as a Rules value (docs/games/sixes.md; rulebook Sixes).

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance. The scoring core (normalise, card_words, grouping, scoring, suggestions, votes,
proposals) is pure and knows nothing of moves.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from . import flow, sampler, view as views
from .messages import SIXES_RULES
from .moves import MOVES
from .schemas import SixesOptions, SixesResult, SixesScores
from .state import SNAPSHOT, SixesState

INFO = GameInfo(
    slug="sixes", title="Sixes", min_players=2, max_players=12,
    tournament_scorings=("placement", "wdl"),  # points rank every player
    options_schema=SixesOptions, result_schema=SixesResult, scores_schema=SixesScores,
    moves=MOVES, rules=SIXES_RULES, spec="docs/games/sixes.md",
    summary="Six one-minute rounds of six-item lists: score what others also wrote (Match, "
            "Lightning) or what nobody else did (Unique); the group votes on the rest.",
    renamed_core_rules={"CORE-GAME-OVER": "SIX-GAME-OVER", "CORE-NOT-SEATED": "SIX-NOT-PLAYER",
                        "CORE-NOT-AUTHORIZED-PRIVATE": "SIX-OWN-LIST"},
)


class SixesRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: SixesState) -> frozenset[int]:
        everyone = frozenset(range(state.players))
        if state.phase == "lobby":
            return frozenset(s for s in everyone if not state.agreed[s])
        if state.phase == "game_over":
            return frozenset()
        round_ = state.current
        if round_.phase == "card" or round_.timer.state == "paused":
            return frozenset({round_.reader})
        if round_.phase == "writing":
            return frozenset(s for s in everyone if not round_.done[s]) or everyone
        return everyone

    def is_private(self, state: SixesState, move: Move) -> bool:
        return move.type == "line_set" and state.options["entry_mode"] == "phone"
