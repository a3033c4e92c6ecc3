"""A turn two phones entered: the second is told the turn was already entered, and by whose
phone (CORE-TURN-TAKEN), rather than whose turn it is now.

At a table several phones may enter moves for one seat (the host phone, a scribe, the player's
own). When two of them enter the same turn, the second arrives after the first has moved the
game on, and the game refuses it as another seat's turn: true, but it reads as if the player had
got the order wrong, when their turn was in fact taken. The game's own check cannot tell the two
apart, since a state holds no log; the service hands the log's last move here.
"""
from __future__ import annotations

from typing import Any

from .base import Entrant, Move, Rules
from .errors import LocalText, RuleViolation, Seat

TURN_TAKEN = "CORE-TURN-TAKEN"

# They read after "Ben's turn was already entered …".
_BY_SEAT_PHONE = LocalText("by {name}'s phone", "dal telefono di {name}")
_BY_HOST_PHONE = LocalText("by the host phone", "dal telefono dell'organizzatore")


def already_entered(rules: Rules, state: Any, move: Move, refused: RuleViolation,
                    last: Move | None, last_by: Entrant | None) -> RuleViolation:
    """CORE-TURN-TAKEN when `refused` says it is another seat's turn and the log's last move,
    `last` (entered by `last_by`), was a move of the same type for the same seat: the turn that
    just ended was this move's. Otherwise `refused` as it is."""
    if (refused.rule_id not in rules.info.turn_rules or last is None or last_by is None
            or last.seat != move.seat or last.type != move.type
            or move.seat in rules.turn_holders(state, move)):
        return refused
    return TurnTaken(TURN_TAKEN, player=Seat(move.seat), by=entered_by(last_by),
                     seq=last.seq, entered_by=last_by.label)


class TurnTaken(RuleViolation):
    """Its `details` name the phone as the log does (`entered_by`: "host" or "seat:N"); the
    words for it are the message's alone, in the reader's language."""

    def details(self) -> dict[str, Any]:
        return {key: value for key, value in super().details().items() if key != "by"}


def entered_by(entrant: Entrant) -> LocalText:
    """The phone that entered a move, as players name it: a seat's phone by its player (the host
    phone too, when its holder plays a seat), else the host phone."""
    if entrant.seat is not None:
        return _BY_SEAT_PHONE.with_params(name=Seat(entrant.seat))
    return _BY_HOST_PHONE
