"""What every Cold War turn move must pass besides its own checks (docs/games/cold-war.md §4, first rows):
the phase, the seat's status, whose turn it is and whether an attack waits for its answer.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Order: setup not finished; a defeated player
who is out (COLDWAR-ELIMINATED comes before whose turn it is, or an out player would only ever hear
"not your turn"); a Fallen player's other moves; whose turn; an open reaction window. Whose turn
it is is the core's question (the moves are turn-bound: BaseRules.check asks it after
`before_turn` and before the move's check, with rules.py's `whose_turn` and `turn_refusal`), so
this module holds what comes before it and what comes after.
"""
from __future__ import annotations

from ...base import Move
from ...errors import RuleViolation, Seat
from .combat import can_fallen_play
from .messages import expected
from .state import ColdWarState

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


def _in_play(state: ColdWarState, move: Move) -> None:
    if state.phase == "setup":
        raise RuleViolation("COLDWAR-SETUP-NOT-COMPLETE")
    if state.seats[move.seat].status == "out":
        raise RuleViolation("COLDWAR-ELIMINATED")


def before_turn(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """A turn move (place, attack, triad, special, discard, draw), before whose turn it is: a
    Fallen Leader has only its one card."""
    _in_play(state, move)
    if state.seats[move.seat].status == "fallen":
        raise RuleViolation("COLDWAR-FALLEN-ONE-CARD")


def before_fallen_turn(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """A Fallen Leader's move (FALLEN_MOVES), before whose turn it is."""
    _in_play(state, move)


def before_fallen_play(state: ColdWarState, move: Move, now_ms: int | None) -> None:
    """A Fallen Leader with no card left to play hears so first, whoever's turn it is."""
    player = state.seats[move.seat]
    if state.phase != "setup" and player.status == "fallen" and not can_fallen_play(state, move.seat):
        raise RuleViolation("COLDWAR-FALLEN-DECK-EMPTY")
    before_fallen_turn(state, move, now_ms)


def turn_open(state: ColdWarState, move: Move) -> None:
    """After whose turn it is: the turn waits while an attack waits for its answer, and an
    alive player has no Fallen Leader's moves."""
    if state.phase in ("reaction", "confirm"):
        raise RuleViolation("COLDWAR-AWAITING-REACTION", target=Seat(state.pending.target))
    if state.seats[move.seat].status == "alive" and move.type in FALLEN_MOVES:
        raise wrong_phase(state)
