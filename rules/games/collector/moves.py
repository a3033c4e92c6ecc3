"""Every Collector move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...depths import HAND
from . import checks, flow, hand
from .schemas import (
    DrawPayload,
    EndTurnPayload,
    PrivateDrawPayload,
    PrivateHandPayload,
    SetsPayload,
    StartPayload,
)

# `checks`: each rule id once, where checks.py first asks it (it says why in that order).
MOVES = move_table(
    MoveType("start", StartPayload,
             "The dealer turns up the first discard (unless the pile starts empty); "
             "the player left of the dealer begins.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                     "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-CARD-SEEN"),
             turn=True, before_turn=checks.before_start,
             check=checks.check_start, apply=flow.start),
    MoveType("private_hand", PrivateHandPayload,
             "Hand-tracking only: enter the 6 cards dealt to you, from your own "
             "phone, before your first turn; nobody else sees them.", private=True,
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                     "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                     "CORE-CARD-CONFLICT"),
             check=checks.check_private_hand, apply=flow.private_hand),
    MoveType("draw", DrawPayload,
             "Draw 2 cards: from_discard of them off the discard pile (top first), "
             "the rest from the deck.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "COLLECTOR-ALREADY-DOWN", "CORE-NOT-YOUR-TURN",
                     "CORE-WRONG-PHASE", "COLLECTOR-BAD-DRAW",
                     "COLLECTOR-DISCARD-SHORT"),
             turn=True, before_turn=checks.before_turn,
             check=checks.check_draw, apply=flow.draw),
    MoveType("private_draw", PrivateDrawPayload,
             "Hand-tracking only: enter the card(s) you just drew from the deck, "
             "from your own phone.", private=True,
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE",
                     "COLLECTOR-ALREADY-DOWN", "CORE-NOT-YOUR-TURN",
                     "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                     "CORE-CARD-CONFLICT"),
             turn=True, before_turn=checks.before_private_draw,
             check=checks.check_private_draw, apply=flow.private_draw),
    MoveType("end_turn", EndTurnPayload,
             "End the turn: optionally lay down a set of 6, then discard 2 (the "
             "second on top).",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "COLLECTOR-ALREADY-DOWN",
                     "CORE-NOT-YOUR-TURN", "CORE-WRONG-PHASE",
                     "COLLECTOR-DISCARD-COUNT", "COLLECTOR-LAYDOWN-SIZE",
                     "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "CORE-DUPLICATE-CARD",
                     "COLLECTOR-NOT-A-SET", "CORE-NOT-IN-HAND", "CORE-CARD-SEEN",
                     "COLLECTOR-HAND-COUNT"),
             turn=True, before_turn=checks.before_turn,
             check=checks.check_end_turn, apply=flow.end_turn),
    MoveType("sets", SetsPayload,
             "A hand at a time: once the game is over, enter every set laid down, in the order "
             "they were laid down (none for a draw at the turn limit); the game is decided.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "COLLECTOR-NO-SETS", "CORE-BAD-PAYLOAD",
                     "COLLECTOR-SET-TWICE", "COLLECTOR-LAYDOWN-SIZE", "CORE-BAD-CARD",
                     "CORE-CARD-NOT-USED", "CORE-DUPLICATE-CARD", "COLLECTOR-NOT-A-SET"),
             check=hand.check_sets, apply=hand.sets, depth=HAND),
)
