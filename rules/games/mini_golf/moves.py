"""Every Mini Golf move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...depths import HAND
from . import checks, flow
from .schemas import GridPayload, RevealPayload, StartHolePayload, TurnPayload

# `checks`: each rule id once, where checks.py first asks it (it says why in that order).
MOVES = move_table(
    MoveType("start_hole", StartHolePayload,
             "The dealer turns over the first discard; the hole begins.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                     "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED"),
             turn=True, before_turn=checks.before_start_hole,
             check=checks.check_start_hole, apply=flow.start_hole),
    MoveType("turn", TurnPayload,
             "Draw from the deck or take the top discard, then swap it into the grid "
             "or discard it.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "GOLF-HOLE-OVER", "CORE-WRONG-PHASE",
                     "CORE-NOT-YOUR-TURN", "GOLF-BAD-SOURCE", "CORE-BAD-PAYLOAD",
                     "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "GOLF-DISCARD-TOP",
                     "GOLF-DECK-EMPTY", "CORE-CARD-SEEN", "GOLF-BAD-POSITION",
                     "GOLF-REMOVED-MISSING", "GOLF-REMOVED-MISMATCH",
                     "CORE-DUPLICATE-CARD", "GOLF-MUST-REPLACE"),
             turn=True, before_turn=checks.before_turn, check=checks.check_turn, apply=flow.turn),
    MoveType("reveal", RevealPayload,
             "At the end of a hole, enter the cards of your face-down spots.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                     "GOLF-REVEAL-MISMATCH", "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                     "CORE-DUPLICATE-CARD"),
             check=checks.check_reveal, apply=flow.reveal),
    MoveType("grid", GridPayload,
             "A hand at a time: when the hole ends, enter a player's whole grid; the hole is "
             "scored once every player's is in.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE",
                     "GOLF-GRID-ENTERED", "CORE-BAD-PAYLOAD", "GOLF-GRID-SPOTS",
                     "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "CORE-CARD-SEEN",
                     "CORE-DUPLICATE-CARD"),
             check=checks.check_grid, apply=flow.grid, depth=HAND),
)
