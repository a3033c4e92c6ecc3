"""Every Half-Zero move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...depths import HAND
from . import checks, flow, hand
from .schemas import (
    AuditPayload,
    OptOutPayload,
    PointCardPayload,
    PrivateHandPayload,
    RevealPayload,
    RoundPointsPayload,
    SelectPayload,
    TiebreakPayload,
)

# The checks of one contributed card, W or NONE (checks.check_choice, §2.5 and HZ-T08): a W and a
# card never meet in one contribution, so the two branches' ids are simply listed one after the other.
_CHOICE_CHECKS = ("CORE-BAD-PAYLOAD", "HALFZERO-MUST-PLAY-CARD", "CORE-CARD-NOT-USED",
                  "HALFZERO-WILD-IN-TIEBREAK", "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                  "HALFZERO-NO-WILD", "CORE-BAD-CARD", "HALFZERO-WRONG-SUIT", "HALFZERO-BASE-CARD",
                  "HALFZERO-HAND-EMPTY", "HALFZERO-ALREADY-PLAYED", "HALFZERO-NOT-IN-HAND")


def _in_order(*ids: str) -> tuple[str, ...]:
    """Each id once, where it is first asked."""
    return tuple(dict.fromkeys(ids))

MOVES = move_table(
    MoveType("opt_out", OptOutPayload,
             "Announce, before anyone selects, that you sit this turn out.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "HALFZERO-OPTOUT-NOT-ALLOWED",
                     "HALFZERO-OPTOUT-LIMIT", "HALFZERO-OPTOUT-TOO-LATE"),
             check=checks.check_opt_out, apply=flow.opt_out),
    MoveType("select", SelectPayload,
             "Sealed mode: choose your card (or W, or NONE) on your own phone.",
             private=True, sealed=True,
             checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "HALFZERO-NOT-TIED",
                              *_CHOICE_CHECKS),
             check=checks.check_select, apply=flow.select),
    MoveType("reveal", RevealPayload,
             "Physical mode: enter what everyone revealed this turn.",
             checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                              "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                              "HALFZERO-REVEAL-INCOMPLETE",
                              *(rule for rule in _CHOICE_CHECKS
                                if rule != "HALFZERO-WILD-IN-TIEBREAK")),
             check=checks.check_reveal, apply=flow.reveal),
    MoveType("tiebreak", TiebreakPayload,
             "Physical mode: enter the cards the tied players revealed.",
             # A W in a tiebreak stops at WILD-IN-TIEBREAK: no opt-out rule is asked.
             checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                              "HALFZERO-NOT-TIED",
                              *(rule for rule in _CHOICE_CHECKS if rule not in (
                                  "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                                  "HALFZERO-NO-WILD"))),
             check=checks.check_tiebreak, apply=flow.tiebreak),
    MoveType("point_card", PointCardPayload,
             "The turn winner turns up the top point card.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "HALFZERO-NOT-TURN-WINNER",
                     "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "HALFZERO-POINT-WRONG-SUIT",
                     "HALFZERO-POINT-ALREADY-REVEALED"),
             check=checks.check_point_card, apply=flow.point_card),
    MoveType("private_hand", PrivateHandPayload,
             "Hand-tracking mode: enter the cards dealt to your hand.",
             private=True,
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                     "CORE-CARD-NOT-USED", "CORE-BAD-CARD", "HALFZERO-HAND-SIZE"),
             check=checks.check_private_hand, apply=flow.private_hand),
    MoveType("audit", AuditPayload,
             "Trust mode, after a round: show what was under your base card.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                     "CORE-BAD-CARD", "CORE-DUPLICATE-CARD", "HALFZERO-WRONG-SUIT",
                     "HALFZERO-BASE-CARD"),
             check=checks.check_audit, apply=flow.audit),
    MoveType("round_points", RoundPointsPayload,
             "A round at a time: after the round, enter the point cards each player won; the "
             "round ends as card by card.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-BAD-PAYLOAD",
                     "HALFZERO-TOO-MANY-POINTS", "CORE-BAD-CARD", "HALFZERO-POINT-WRONG-SUIT",
                     "HALFZERO-POINT-ALREADY-REVEALED"),
             check=hand.check_round_points, apply=hand.round_points, depth=HAND),
)
