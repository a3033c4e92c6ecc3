"""Which Squad setup moves are legal now (docs/games/squad.md §6.3, §6.5): the deal, the Draft's reveals
and picks, deploying squads, and the private hands of hand-tracking mode.

Rulebook: Ecwem: Six, "Squad". Whose turn comes before what the move says
(SQ-T01: C picking before B is CORE-NOT-YOUR-TURN, whatever C picks).
"""
from __future__ import annotations

from ...base import Move
from ...cards import parse_card
from ...errors import RuleViolation
from ...ledger import no_duplicates
from .cards_in import card_field, card_list, require_unseen
from .checks import wrong_phase
from .messages import ALREADY_DEPLOYED, HAND_ALREADY_IN, NOT_TRACKING, deal_field, hand_field
from .state import SquadState
from .table import hidden_held, ledger

SQUADS_PER_PLAYER = 2


# Whose turn it is (CORE-NOT-YOUR-TURN: the dealer's, the draft dealer's, the next picker's) is
# the referee's, between the phase (`before_*`) and the rest (`check_*`): rules.py's `to_move`.
def before_deal(state: SquadState, move: Move, now_ms: int) -> None:
    if state.phase != "deal":
        raise wrong_phase(state)


def check_deal(state: SquadState, move: Move, now_ms: int) -> None:
    squads = move.payload.get("squads")
    # Per seat, in seat order; the schema holds each pair to two cards, the table size is ours.
    if (not isinstance(squads, (list, tuple)) or len(squads) != state.players
            or any(not isinstance(pair, (list, tuple)) or len(pair) != SQUADS_PER_PLAYER
                   for pair in squads)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field=deal_field(state.players))
    no_duplicates([parse_card(text) for pair in squads for text in pair])


def before_draft_reveal(state: SquadState, move: Move, now_ms: int) -> None:
    if state.phase != "draft" or state.draft.available:
        raise wrong_phase(state)


def check_draft_reveal(state: SquadState, move: Move, now_ms: int) -> None:
    texts = card_list(move.payload, "cards")
    if len(texts) != state.players:
        raise RuleViolation("SQUAD-DRAFT-COUNT", n=state.players)
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    for card in cards:
        ledger(state).require_hidden(card)


def before_draft_pick(state: SquadState, move: Move, now_ms: int) -> None:
    if state.phase != "draft" or not state.draft.available:
        raise wrong_phase(state)


def check_draft_pick(state: SquadState, move: Move, now_ms: int) -> None:
    card = card_field(move.payload)
    if card not in state.draft.available:
        raise RuleViolation("SQUAD-DRAFT-NOT-AVAILABLE", card=card)


def check_deploy(state: SquadState, move: Move, now_ms: int) -> None:
    """Two different cards of the player's four: drafted ones (known) or hidden ones, but no more
    hidden ones than the top-up deal gave them."""
    if state.phase != "deploy":
        raise wrong_phase(state)
    if state.deployed[move.seat]:
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase, phase_description=ALREADY_DEPLOYED)
    texts = card_list(move.payload, "squads")
    if len(texts) != SQUADS_PER_PLAYER:
        raise RuleViolation("SQUAD-DEPLOY")
    cards = [parse_card(text) for text in texts]
    if len(set(cards)) != len(cards):
        raise RuleViolation("SQUAD-DEPLOY")
    own = state.known_hand[move.seat]
    for card in cards:
        if card not in own:
            ledger(state).require_hidden(card)
    if sum(card not in own for card in cards) > hidden_held(state, move.seat):
        raise RuleViolation("SQUAD-DEPLOY")


def check_private_hand(state: SquadState, move: Move, now_ms: int) -> None:
    if not state.tracking:
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase, phase_description=NOT_TRACKING)
    if state.phase != "hands":
        raise wrong_phase(state)
    if state.hands[move.seat] is not None:
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase, phase_description=HAND_ALREADY_IN)
    texts = card_list(move.payload, "cards")
    if len(texts) != state.hand_count[move.seat]:
        raise RuleViolation("CORE-BAD-PAYLOAD", field=hand_field(state.hand_count[move.seat]))
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    own = state.known_hand[move.seat]
    for card in cards:
        if card not in own:
            require_unseen(state, move.seat, card)
    if not set(own) <= set(cards):
        # The drafted cards still in hand are part of it: the entry must list them too.
        raise RuleViolation("CORE-BAD-PAYLOAD", field=hand_field(state.hand_count[move.seat]))
