"""Half-Zero as a Rules value (docs/games/half-zero.md §2; rulebook Ecwem: Six, "Half-Zero").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, messages, sampler
from . import view as views
from .messages import HALF_ZERO_RULES
from .schemas import (
    AuditPayload,
    HalfZeroOptions,
    HalfZeroResult,
    HalfZeroScoreSheet,
    OptOutPayload,
    PointCardPayload,
    PrivateHandPayload,
    RevealPayload,
    SelectPayload,
    TiebreakPayload,
)
from .state import HalfZeroState, dump_state, load_state
from .table import choosing, committed, hands_missing, sealed_mode

# The checks of one contributed card, W or NONE (checks.check_choice, §2.5 and HZ-T08): a W and a
# card never meet in one contribution, so the two branches' ids are simply listed one after the other.
_CHOICE_CHECKS = ("CORE-BAD-PAYLOAD", "HALFZERO-MUST-PLAY-CARD", "CORE-CARD-NOT-USED",
                  "HALFZERO-WILD-IN-TIEBREAK", "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                  "HALFZERO-NO-WILD", "CORE-BAD-CARD", "HALFZERO-WRONG-SUIT", "HALFZERO-BASE-CARD",
                  "HALFZERO-HAND-EMPTY", "HALFZERO-ALREADY-PLAYED", "HALFZERO-NOT-IN-HAND")


def _in_order(*ids: str) -> tuple[str, ...]:
    """Each id once, where it is first asked."""
    return tuple(dict.fromkeys(ids))


INFO = GameInfo(
    slug="half-zero",
    title="Half-Zero",
    min_players=2,
    max_players=4,
    options_schema=HalfZeroOptions,
    moves=move_table(
        MoveType("opt_out", OptOutPayload,
                 "Announce, before anyone selects, that you sit this turn out.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-OPTOUT-NOT-ALLOWED",
                         "HALFZERO-OPTOUT-LIMIT", "HALFZERO-OPTOUT-TOO-LATE"),
                 check=checks.check_opt_out, apply=flow.opt_out),
        MoveType("select", SelectPayload,
                 "Sealed mode: choose your card (or W, or NONE) on your own phone.",
                 private=True,
                 checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-NOT-TIED",
                                  *_CHOICE_CHECKS),
                 check=checks.check_select, apply=flow.select),
        MoveType("reveal", RevealPayload,
                 "Physical mode: enter what everyone revealed this turn.",
                 checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                  "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                                  "HALFZERO-REVEAL-INCOMPLETE",
                                  *(rule for rule in _CHOICE_CHECKS
                                    if rule != "HALFZERO-WILD-IN-TIEBREAK")),
                 check=checks.check_reveal, apply=flow.reveal),
        MoveType("tiebreak", TiebreakPayload,
                 "Physical mode: enter the cards the tied players revealed.",
                 # A W in a tiebreak stops at WILD-IN-TIEBREAK: no opt-out rule is asked.
                 checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                  "HALFZERO-NOT-TIED",
                                  *(rule for rule in _CHOICE_CHECKS if rule not in (
                                      "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                                      "HALFZERO-NO-WILD"))),
                 check=checks.check_tiebreak, apply=flow.tiebreak),
        MoveType("point_card", PointCardPayload,
                 "The turn winner turns up the top point card.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-NOT-TURN-WINNER",
                         "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "HALFZERO-POINT-WRONG-SUIT",
                         "HALFZERO-POINT-ALREADY-REVEALED"),
                 check=checks.check_point_card, apply=flow.point_card),
        MoveType("private_hand", PrivateHandPayload,
                 "Hand-tracking mode: enter the cards dealt to your hand.",
                 private=True,
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "CORE-CARD-NOT-USED", "CORE-BAD-CARD", "HALFZERO-HAND-SIZE"),
                 check=checks.check_private_hand, apply=flow.private_hand),
        MoveType("audit", AuditPayload,
                 "Trust mode, after a round: show what was under your base card.",
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "CORE-BAD-CARD", "CORE-DUPLICATE-CARD", "HALFZERO-WRONG-SUIT",
                         "HALFZERO-BASE-CARD"),
                 check=checks.check_audit, apply=flow.audit),
    ),
    rules={**CORE_RULES, **HALF_ZERO_RULES},
    spec="docs/games/half-zero.md §2",
    summary="Win turns with the highest card of your suit to collect point cards; the round's "
            "best scorer lowers their base rank, and the first to reach base zero wins.",
    result_schema=HalfZeroResult,
    scores_schema=HalfZeroScoreSheet,
)


class HalfZeroRules(BaseRules):
    info = INFO
    # flow.new_game refuses suits that do not fit the table (HALFZERO-SETUP-SUITS).
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    flag_violation = staticmethod(messages.flag_violation)
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: HalfZeroState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
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

    def redact(self, state: HalfZeroState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """A sealed selection is hidden from everyone else until the engine reveals it; a hand
        entered in hand-tracking mode stays private to its seat for good."""
        if viewer == move.seat or not self.is_private(state, move):
            return move.payload
        if move.type == "select":
            pending = any(s.seat == move.seat and s.seq == move.seq for s in state.turn.sealed)
            return None if pending else move.payload
        return None
