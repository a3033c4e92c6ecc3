"""Collector as a Rules value (docs/games/collector.md §5; rulebook Ecwem: Six, "Collector").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, sampler
from . import view as views
from .messages import COLLECTOR_RULES
from .schemas import (
    CollectorOptions,
    CollectorResult,
    CollectorScores,
    DrawPayload,
    EndTurnPayload,
    PrivateDrawPayload,
    PrivateHandPayload,
    StartPayload,
)
from .state import TURN_PHASES, CollectorState, dump_state, load_state

INFO = GameInfo(
    slug="collector",
    title="Collector",
    min_players=2,
    max_players=4,
    options_schema=CollectorOptions,
    # `checks`: each rule id once, where checks.py first asks it (it says why in that order).
    moves=move_table(
        MoveType("start", StartPayload,
                 "The dealer turns up the first discard (unless the pile starts empty); "
                 "the player left of the dealer begins.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                         "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=checks.check_start, apply=flow.start),
        MoveType("private_hand", PrivateHandPayload,
                 "Hand-tracking only: enter the 6 cards dealt to you, from your own "
                 "phone, before your first turn; nobody else sees them.", private=True,
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                         "CORE-CARD-CONFLICT"),
                 check=checks.check_private_hand, apply=flow.private_hand),
        MoveType("draw", DrawPayload,
                 "Draw 2 cards: from_discard of them off the discard pile (top first), "
                 "the rest from the deck.",
                 checks=("CORE-GAME-OVER", "COLLECTOR-ALREADY-DOWN", "CORE-NOT-YOUR-TURN",
                         "CORE-WRONG-PHASE", "COLLECTOR-BAD-DRAW",
                         "COLLECTOR-DISCARD-SHORT"),
                 check=checks.check_draw, apply=flow.draw),
        MoveType("private_draw", PrivateDrawPayload,
                 "Hand-tracking only: enter the card(s) you just drew from the deck, "
                 "from your own phone.", private=True,
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE",
                         "COLLECTOR-ALREADY-DOWN", "CORE-NOT-YOUR-TURN",
                         "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                         "CORE-CARD-CONFLICT"),
                 check=checks.check_private_draw, apply=flow.private_draw),
        MoveType("end_turn", EndTurnPayload,
                 "End the turn: optionally lay down a set of 6, then discard 2 (the "
                 "second on top).",
                 checks=("CORE-GAME-OVER", "COLLECTOR-ALREADY-DOWN",
                         "CORE-NOT-YOUR-TURN", "CORE-WRONG-PHASE",
                         "COLLECTOR-DISCARD-COUNT", "COLLECTOR-LAYDOWN-SIZE",
                         "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "CORE-DUPLICATE-CARD",
                         "COLLECTOR-NOT-A-SET", "CORE-NOT-IN-HAND", "CORE-CARD-SEEN",
                         "COLLECTOR-HAND-COUNT"),
                 check=checks.check_end_turn, apply=flow.end_turn),
    ),
    rules={**CORE_RULES, **COLLECTOR_RULES},
    spec="docs/games/collector.md §5",
    result_schema=CollectorResult,
    scores_schema=CollectorScores,
    summary="Draw 2, discard 2, and be first to collect a set of six: one of every rank and suit, "
            "one suit or one rank, all ranks or all suits. The others get one final turn.",
)


class CollectorRules(BaseRules):
    info = INFO
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)
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
