"""What every Cold War turn move must pass before its own checks (docs/games/cold-war.md §4, first rows):
the phase, the seat's status, whose turn it is and whether an attack waits for its answer.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Order: setup not finished; a defeated player
who is out (COLDWAR-ELIMINATED comes before whose turn it is, or an out player would only ever hear
"not your turn"); a Fallen player's other moves; whose turn; an open reaction window.
"""
from __future__ import annotations

from ...base import Move
from ...errors import RuleViolation, Seat
from .messages import expected
from .state import ColdWarState

TURN_MOVES = frozenset({"place", "attack", "triad", "special", "discard", "draw"})
FALLEN_MOVES = frozenset({"fallen_play", "fallen_reveal"})
SETUP_MOVES = frozenset({"setup_reveal", "setup_arrange", "initial_draw"})


def waiting_for(state: ColdWarState):
    phase, pending = state.phase, state.pending
    if phase in ("reaction", "confirm"):
        if pending.stage == "confirm_shield":
            return expected("confirm", pending.attacker)
        return expected("reaction" if phase == "reaction" else "confirm", pending.target)
    if phase == "play":
        if state.seats[state.active].status == "fallen":
            return expected("fallen_play", state.active)
        if state.discarded and state.options["discard_ends_play"]:
            return expected("draw", state.active)
        return expected("play", state.active)
    if phase == "fallen_reveal":
        return expected("fallen_reveal", state.active)
    return expected(phase)


def wrong_phase(state: ColdWarState) -> RuleViolation:
    return RuleViolation("COLDWAR-WRONG-PHASE", expected=waiting_for(state))


def turn_gate(state: ColdWarState, move: Move) -> None:
    if state.phase == "setup":
        raise RuleViolation("COLDWAR-SETUP-NOT-COMPLETE")
    status = state.seats[move.seat].status
    if status == "out":
        raise RuleViolation("COLDWAR-ELIMINATED")
    if status == "fallen" and move.type in TURN_MOVES:
        raise RuleViolation("COLDWAR-FALLEN-ONE-CARD")
    if move.seat != state.active:
        raise RuleViolation("COLDWAR-NOT-YOUR-TURN")
    if state.phase in ("reaction", "confirm"):
        raise RuleViolation("COLDWAR-AWAITING-REACTION", target=Seat(state.pending.target))
    if status == "alive" and move.type in FALLEN_MOVES:
        raise wrong_phase(state)
