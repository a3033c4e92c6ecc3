"""Every Ladder move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from . import checks, flow
from .schemas import (
    LadderAuditPayload,
    LadderCollectPayload,
    LadderPlayPayload,
    LadderPrivateHandPayload,
    LadderStartPayload,
)

# `checks`: each rule id once, where checks.py first asks it (it says why in that order).
MOVES = move_table(
    MoveType("start", LadderStartPayload,
             "After the deal, the dealer turns up one card to start the pile.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                     "LADDER-FLIP-REQUIRED", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-CARD-SEEN"),
             turn=True, before_turn=checks.before_start,
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
             turn=True, before_turn=checks.before_turn,
             check=checks.check_play, apply=flow.play),
    MoveType("collect", LadderCollectPayload,
             "Pick up the whole pile (when you cannot beat it) and turn up the next "
             "deck card to start a new pile (null when the deck is empty).",
             checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                     "LADDER-MUST-PLAY-EMPTY", "LADDER-MUST-PLAY", "LADDER-NO-DECK",
                     "LADDER-FLIP-REQUIRED", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-CARD-SEEN"),
             turn=True, before_turn=checks.before_turn,
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
)
