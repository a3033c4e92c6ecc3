"""Ladder as a Rules value (docs/games/ladder.md §4; rulebook Ecwem: Six, "Ladder").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, sampler
from . import view as views
from .messages import LADDER_RULES
from .schemas import (
    LadderAuditPayload,
    LadderCollectPayload,
    LadderOptions,
    LadderPlayPayload,
    LadderPrivateHandPayload,
    LadderResult,
    LadderScores,
    LadderStartPayload,
)
from .state import LadderState, dump_state, load_state
from .table import hands_missing

INFO = GameInfo(
    slug="ladder",
    title="Ladder",
    min_players=2,
    max_players=4,
    options_schema=LadderOptions,
    # `checks`: each rule id once, where checks.py first asks it (it says why in that order).
    moves=move_table(
        MoveType("start", LadderStartPayload,
                 "After the deal, the dealer turns up one card to start the pile.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                         "LADDER-FLIP-REQUIRED", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=checks.check_start, apply=flow.start),
        MoveType("private_hand", LadderPrivateHandPayload,
                 "Hand-tracking only: enter the 7 cards dealt to you, from your own "
                 "phone; nobody else sees them.", private=True,
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                         "CORE-CARD-CONFLICT"),
                 check=checks.check_private_hand, apply=flow.private_hand),
        MoveType("play", LadderPlayPayload,
                 "Put one or more cards of one rank on the pile, beating its top play.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                         "CORE-BAD-PAYLOAD", "LADDER-EMPTY-PLAY", "CORE-BAD-CARD",
                         "CORE-CARD-NOT-USED", "CORE-DUPLICATE-CARD", "LADDER-SAME-RANK",
                         "LADDER-HAND-COUNT", "CORE-CARD-SEEN", "CORE-NOT-IN-HAND",
                         "LADDER-DEALT-CARDS-LEFT", "LADDER-TOO-FEW-CARDS",
                         "LADDER-RANK-NOT-HIGHER"),
                 check=checks.check_play, apply=flow.play),
        MoveType("collect", LadderCollectPayload,
                 "Pick up the whole pile (when you cannot beat it) and turn up the next "
                 "deck card to start a new pile (null when the deck is empty).",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                         "LADDER-MUST-PLAY-EMPTY", "LADDER-MUST-PLAY", "LADDER-NO-DECK",
                         "LADDER-FLIP-REQUIRED", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                         "CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=checks.check_collect, apply=flow.collect),
        # From the player's own phone (§4.3 "self"), but public: it shows the table the hand.
        # The one move after the game, so CORE-GAME-OVER is not among its checks.
        MoveType("audit", LadderAuditPayload,
                 "Trust mode, after the game: show the cards left in your hand, so "
                 "earlier pick-ups can be checked.", private=True,
                 checks=("CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD", "CORE-BAD-CARD",
                         "CORE-CARD-NOT-USED", "CORE-DUPLICATE-CARD", "LADDER-HAND-COUNT",
                         "CORE-CARD-SEEN", "LADDER-DEALT-CARDS-LEFT"),
                 check=checks.check_audit, apply=flow.audit),
    ),
    rules={**CORE_RULES, **LADDER_RULES},
    after_game_moves=frozenset({"audit"}),
    spec="docs/games/ladder.md §4",
    result_schema=LadderResult,
    scores_schema=LadderScores,
    summary="Climb the pile with higher ranks and sets at least as large; pick it all up when you "
            "can't. First to empty their hand wins.",
)


class LadderRules(BaseRules):
    info = INFO
    seat_options = ("first_dealer",)
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.scores)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    redact = staticmethod(views.redact)
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: LadderState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
        acting = state.dealer if state.phase == "await_start" else state.current
        return frozenset({acting, *hands_missing(state)})

    def tracked_hands_used(self, state: LadderState, move: Move) -> frozenset[int]:
        """Hand-tracking: a play comes from the entered hand, and a compulsory pick-up is judged
        on it (LADDER-MUST-PLAY while a set that beats the top is held)."""
        judged = move.type == "play" or (move.type == "collect" and not state.options["voluntary_collect"])
        return frozenset({move.seat}) if state.tracking and judged else frozenset()
