"""How much of a game the table enters: the `depth` option some games offer at creation.

At "every_move" (the default) the referee sees each move as it is played. At "hand" the table
enters what lies on the table when a hand ends, and the game scores it exactly as the full
referee would; 2P6C's "quick" logs a solo game from its end figures. A move belongs to one depth
(MoveType.depth): at the other it is refused with CORE-WRONG-DEPTH, which says what to enter.
"""
from __future__ import annotations

from typing import Any, Mapping

from marshmallow import Schema

from .errors import LocalText, RuleText, RuleViolation
from .options import EVERY_MOVE, depth_of

# The refusal every game that offers depths adds to its rules (GameInfo.rules).
DEPTH_RULES = {
    "CORE-WRONG-DEPTH": RuleText(
        "This match is entered {depth}: {expected}.",
        "Questa partita si inserisce {depth}: {expected}."),
}

HAND = "hand"
QUICK = "quick"

_NAMES = {
    EVERY_MOVE: LocalText("move by move", "mossa per mossa"),
    HAND: LocalText("a hand at a time", "una mano alla volta"),
    QUICK: LocalText("as a quick solo log", "come registro rapido in solitario"),
}
_WHAT_TO_ENTER = {
    EVERY_MOVE: LocalText("enter each move as it is played",
                          "inserisci ogni mossa mentre viene giocata"),
    HAND: LocalText("when a hand ends, enter what lies on the table",
                    "a fine mano, inserisci quello che c'è sul tavolo"),
    QUICK: LocalText("enter the game's end figures once it is over",
                     "a partita finita, inserisci i suoi numeri finali"),
}


def other_depths(options_schema: type[Schema]) -> tuple[str, ...]:
    """The depths of entry a game offers besides every_move: its `depth` option's choices."""
    field = options_schema().fields.get("depth")
    return tuple(depth for depth in field.validate.choices if depth != EVERY_MOVE) if field else ()


def require_depth(move_depth: str, options: Mapping[str, Any]) -> None:
    """CORE-WRONG-DEPTH unless a move of `move_depth` is entered at this match's depth."""
    match_depth = depth_of(options)
    if move_depth != match_depth:
        raise RuleViolation("CORE-WRONG-DEPTH", depth=_NAMES[match_depth],
                            expected=_WHAT_TO_ENTER[match_depth])
