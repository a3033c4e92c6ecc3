"""Which Squad turn moves are legal now (docs/games/squad.md §6.5); each checker raises RuleViolation or
returns. Setup moves are checked in `setup_checks.py`.

Rulebook: Ecwem: Six, "Squad". The order of the checks is part of the
contract, because the golden tests name which rule speaks first: pending replacements before
anything else (SQ-T02 turn 3), then whose turn it is (the player who has just taken their action
hears SQUAD-ONE-ACTION, SQ-T02 turn 5), then the step of the turn (draw, redeploy), then the move's
own fields: spots and targets before the card; a reinforcing card's suit and sum before its
whereabouts. (A move that takes cards from a tracked hand reaches these checks only from its own
phone: the referee refuses every other phone first, CORE-HAND-OWN-PHONE.)
"""
from __future__ import annotations

from ...base import Move
from ...cards import SUIT_NAMES, rank, suit
from ...errors import RuleViolation, Seat
from .cards_in import card_field, require_in_hand, require_unseen, slot_field
from .messages import ALREADY_DREW_TIEBREAK, DECK_EMPTY, phase_description
from .state import SquadState
from .table import SQUAD_LIMIT, out_seats, squad_sum

SETUP_PHASES = ("deal", "draft", "deploy", "hands")
ACTIONS = ("reinforce", "attack", "discard")


def wrong_phase(state: SquadState) -> RuleViolation:
    player = None
    if state.phase in ("draw", "draw_card", "redeploy", "action"):
        player = state.current
    elif state.phase == "deal":
        player = state.dealer
    elif state.phase == "draft" and state.draft is not None:
        player = state.draft.pickers[0] if state.draft.pickers else state.draft.dealer
    return RuleViolation("CORE-WRONG-PHASE", phase=state.phase,
                         phase_description=phase_description(state.phase, player))


# Whose turn it is (CORE-NOT-YOUR-TURN) is the referee's, between `before_*` and the rest
# (`check_*`): rules.py's `to_move` names it.
def before_turn(state: SquadState, move: Move, now_ms: int) -> None:
    """What every move of a player's turn must pass before whose turn it is: no replacement
    pending, a phase of the turns, and not a second action of the turn just ended."""
    if state.phase == "replace":
        raise RuleViolation("SQUAD-REPLACE-PENDING", player=Seat(state.pending_replace[0][0]))
    if state.phase in SETUP_PHASES or state.phase == "tiebreak":
        raise wrong_phase(state)
    if (move.seat != state.current and move.type in ACTIONS and move.seat == state.last_turn
            and not state.moved):
        raise RuleViolation("SQUAD-ONE-ACTION")


def turn_step(state: SquadState, move: Move) -> None:
    """The step of the turn the player's move must fit, after whose turn it is."""
    if move.type == "draw":
        if state.phase == "draw":
            return
        if state.drew:
            raise RuleViolation("SQUAD-ALREADY-DREW")
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase, phase_description=DECK_EMPTY)
    if state.phase == "draw":
        raise RuleViolation("SQUAD-DRAW-FIRST")
    if state.phase == "draw_card":
        raise wrong_phase(state)
    if state.phase == "redeploy" and move.type != "redeploy":
        raise RuleViolation("SQUAD-MUST-REDEPLOY")


def check_draw(state: SquadState, move: Move, now_ms: int) -> None:
    turn_step(state, move)


def before_private_draw(state: SquadState, move: Move, now_ms: int) -> None:
    if state.phase != "draw_card":
        if state.phase == "replace":
            raise RuleViolation("SQUAD-REPLACE-PENDING", player=Seat(state.pending_replace[0][0]))
        raise wrong_phase(state)


def check_private_draw(state: SquadState, move: Move, now_ms: int) -> None:
    require_unseen(state, move.seat, card_field(move.payload))


def _from_hand(state: SquadState, move: Move) -> str:
    if state.hand_count[move.seat] == 0:
        raise RuleViolation("SQUAD-HAND-EMPTY")
    card = card_field(move.payload)
    require_in_hand(state, move.seat, card)
    return card


def check_redeploy(state: SquadState, move: Move, now_ms: int) -> None:
    turn_step(state, move)
    slot = slot_field(move.payload)
    if state.squads[move.seat][slot] is not None:
        raise RuleViolation("SQUAD-SLOT-OCCUPIED")
    if state.phase != "redeploy" and state.hand_count[move.seat] > 0:
        raise wrong_phase(state)  # the spot was re-formed already this turn (not counting as action)
    _from_hand(state, move)


def check_reinforce(state: SquadState, move: Move, now_ms: int) -> None:
    turn_step(state, move)
    slot = slot_field(move.payload)
    squad = state.squads[move.seat][slot]
    if squad is None:
        raise RuleViolation("SQUAD-NO-SUCH-SQUAD")
    if state.hand_count[move.seat] == 0:
        raise RuleViolation("SQUAD-HAND-EMPTY")
    card = card_field(move.payload)
    squad_suit = suit(squad[0])
    if suit(card) != squad_suit:
        raise RuleViolation("SQUAD-SUIT-MISMATCH", card=card, suit=SUIT_NAMES[squad_suit])
    total = squad_sum(squad) + rank(card)
    if total > SQUAD_LIMIT:
        raise RuleViolation("SQUAD-SUM-LIMIT", total=total)
    require_in_hand(state, move.seat, card)


def check_attack(state: SquadState, move: Move, now_ms: int) -> None:
    turn_step(state, move)
    slot = slot_field(move.payload)
    if state.squads[move.seat][slot] is None:
        raise RuleViolation("SQUAD-NO-SUCH-SQUAD")
    target = move.payload.get("target_player")
    if target == move.seat:
        raise RuleViolation("SQUAD-ATTACK-OWN")
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < state.players:
        raise RuleViolation("CORE-BAD-PAYLOAD", field="target_player")
    if target in out_seats(state):
        raise RuleViolation("SQUAD-TARGET-OUT", player=Seat(target))
    if state.squads[target][slot_field(move.payload, "target_slot")] is None:
        raise RuleViolation("SQUAD-NO-SUCH-SQUAD")


def check_discard(state: SquadState, move: Move, now_ms: int) -> None:
    turn_step(state, move)
    _from_hand(state, move)


def check_replace(state: SquadState, move: Move, now_ms: int) -> None:
    owed = [slot for seat, slot in state.pending_replace if seat == move.seat]
    if state.phase != "replace" or not owed:
        raise RuleViolation("SQUAD-NOT-PENDING")
    slot = slot_field(move.payload)
    if slot not in owed:
        if state.squads[move.seat][slot] is not None:
            raise RuleViolation("SQUAD-SLOT-OCCUPIED")
        raise RuleViolation("SQUAD-NOT-PENDING")
    _from_hand(state, move)


def before_tiebreak_draw(state: SquadState, move: Move, now_ms: int) -> None:
    """The tie-break, and a tied player's one draw. Anyone else is told whose draw is awaited
    (`to_move`: the tied players yet to draw)."""
    if state.phase != "tiebreak":
        raise wrong_phase(state)
    if move.seat in state.tiebreakers and state.tiebreak_draws[move.seat] is not None:
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase,
                            phase_description=ALREADY_DREW_TIEBREAK)


def check_tiebreak_draw(state: SquadState, move: Move, now_ms: int) -> None:
    card = card_field(move.payload)
    if card not in state.captured[move.seat]:
        raise RuleViolation("SQUAD-TIEBREAK-CARD", card=card)
