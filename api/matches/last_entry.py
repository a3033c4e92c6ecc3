"""The log's last move and the phone that entered it, for the referee to tell a turn two phones
entered from a move out of turn (rules/turn_taken.py). Read only for a move refused as another
seat's turn: a move that is played never asks."""
from __future__ import annotations

from typing import TYPE_CHECKING

from models.db import CheckAndSetConnection
from rules.base import Entrant, Move
from rules.errors import RuleViolation
from rules.turn_taken import already_entered

from .snapshots import logged_move
from .statements import LAST_MOVE

if TYPE_CHECKING:
    from .snapshots import Snapshot


def turn_taken(conn: CheckAndSetConnection, snapshot: Snapshot, move: Move,
               refused: RuleViolation) -> RuleViolation:
    """`refused`, or CORE-TURN-TAKEN when the log's last move already took this move's turn."""
    rules = snapshot.rules
    if refused.rule_id not in rules.info.turn_rules:
        return refused
    row = conn.execute(LAST_MOVE, {"match_id": snapshot.id}).first()
    if row is None:
        return refused
    return already_entered(rules, snapshot.state, move, refused, logged_move(row),
                           _entrant(row.entered_by, snapshot.host_seat))


def _entrant(label: str, host_seat: int | None) -> Entrant | None:
    """The phone a log row's `entered_by` names (Entrant.label); the host phone holds its seat."""
    if label == "host":
        return Entrant(host=True, seat=host_seat)
    kind, _, seat = label.partition(":")
    return Entrant(seat=int(seat)) if kind == "seat" and seat.isdigit() else None
