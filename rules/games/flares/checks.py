"""Which Flares moves are legal now (docs/games/flares.md §3.4): each move's check raises RuleViolation or
returns.

Rulebook: Ecwem: Six, "Flares". The order of the checks is part of the
contract: the spec's rejection tests FL-T01-R1..R6 and FL-T10 depend on which rule speaks first.
Phase comes before seat (a play before the deck's flip is FLARES-DECK-LEADS whoever sends it),
seat before payload. In hand-tracking mode a played card is first looked for in the player's own
hand, so "not in your hand" speaks before anything the table knows about that card (FL-T10).
A card the table turns up (the deck's lead, the point cards) is checked against the table only,
never against the entered hands: any phone may enter it, so its answer must not depend on them
(docs/games/README.md, tracked hands); a hand that lists it is told so on its own phone.
A count no state of the table accepts (a hand of other than h cards, other than 3 point cards) is
Malformed: refused as a request that does not fit (422), with the spec's rule id and message.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move
from ...cards import parse_card, suit
from ...errors import Malformed, RuleViolation, Seat
from ...ledger import no_duplicates
from .messages import HAND_ALREADY_IN, NOT_TRACKING_HANDS, SUIT_NAMES, phase_description
from .state import DECK, FlaresState
from .table import POINT_CARDS, holder, ledger, playable_held

BEFORE_LAST_TRICK = ("round_setup", "await_deck_lead", "in_trick")


def check_private_hand(state: FlaresState, move: Move, now_ms: int) -> None:
    if not state.tracking:
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=NOT_TRACKING_HANDS, phase=state.phase)
    if state.phase != "round_setup":
        raise wrong_phase(state)
    if state.hands[move.seat] is not None:
        # A hand is entered once per round; a typo is corrected with undo while it is the last move.
        raise RuleViolation("CORE-WRONG-PHASE", phase=state.phase,
                            phase_description=HAND_ALREADY_IN.with_params(round=state.round))
    texts = _card_list(move.payload)
    if len(texts) != state.h:
        # h is the table's (players + 1) in every round: no state takes another count (422).
        raise Malformed("FLARES-HAND-SIZE", h=state.h, entered=len(texts))
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    for card in cards:
        owner = holder(state, card)
        if owner is not None and owner != move.seat:
            raise RuleViolation("CORE-CARD-CONFLICT", card=card)


# Whose turn it is (CORE-NOT-YOUR-TURN: the dealer's, or the trick's next player's) is the
# referee's, between the phase (`before_*`) and the rest (`check_*`): rules.py's `to_move` names it.
def before_deck_lead(state: FlaresState, move: Move, now_ms: int) -> None:
    if state.phase == "in_trick" and state.trick.leader != DECK:
        raise RuleViolation("FLARES-NOT-DECK-TRICK", leader=Seat(state.trick.leader))
    if state.phase != "await_deck_lead":
        raise wrong_phase(state)


def check_deck_lead(state: FlaresState, move: Move, now_ms: int) -> None:
    require_unseen(state, _card(move.payload))


def before_play(state: FlaresState, move: Move, now_ms: int) -> None:
    if state.phase == "await_deck_lead":
        raise RuleViolation("FLARES-DECK-LEADS")
    if state.phase != "in_trick":
        raise wrong_phase(state)


def check_play(state: FlaresState, move: Move, now_ms: int) -> None:
    card = _card(move.payload)
    if not state.tracking:
        ledger(state).require_hidden(card)
        return
    if card not in (state.hands[move.seat] or ()):
        raise RuleViolation("CORE-NOT-IN-HAND", card=card)
    # Played earlier this round, or a card of the entry the table has since seen elsewhere (the
    # deck turned it up): either way it says where the card is.
    ledger(state).require_hidden(card)
    lead_suit = state.trick.lead_suit
    if lead_suit is not None and suit(card) != lead_suit:
        of_lead_suit = [own for own in playable_held(state, move.seat) if suit(own) == lead_suit]
        if of_lead_suit:
            raise RuleViolation("FLARES-FOLLOW-SUIT", suit=SUIT_NAMES[lead_suit], cards=of_lead_suit,
                                lead_suit=lead_suit)


def before_point_cards(state: FlaresState, move: Move, now_ms: int) -> None:
    if state.phase in BEFORE_LAST_TRICK:
        raise RuleViolation("FLARES-POINT-TOO-EARLY")


def check_point_cards(state: FlaresState, move: Move, now_ms: int) -> None:
    texts = _card_list(move.payload)
    if len(texts) != POINT_CARDS:
        # Always three: no state takes another count (422).
        raise Malformed("FLARES-POINT-CARDS", entered=len(texts))
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    for card in cards:
        require_unseen(state, card)


def require_unseen(state: FlaresState, card: str) -> None:
    """A card from the deck or the point-card pile: hidden in the ledger. The entered hands are
    not asked: a refusal when one lists the card would tell whoever tried it, from any phone, that
    some hand holds it. The card is on the table for all to see; a hand that lists it is wrong,
    and its own phone says so (table.hand_conflicts)."""
    ledger(state).require_hidden(card)


def _card(payload: Mapping[str, Any]) -> str:
    if payload.get("card") is None:
        raise RuleViolation("CORE-BAD-PAYLOAD", field="card")
    return parse_card(payload["card"])


def _card_list(payload: Mapping[str, Any]) -> list[Any]:
    cards = payload.get("cards")
    if not isinstance(cards, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="cards")
    return list(cards)




def wrong_phase(state: FlaresState) -> RuleViolation:
    phase = state.phase
    if phase == "round_setup":
        text = phase_description(phase, round=state.round)
    elif phase == "in_trick":
        text = phase_description(phase, player=state.trick.order[0], trick=state.trick.number)
    elif phase == "await_deck_lead":
        text = phase_description(phase, player=state.dealer, trick=state.trick.number)
    elif phase in ("await_point_cards", "await_round_result"):
        text = phase_description(phase, player=state.dealer)
    else:
        text = phase_description(phase)
    return RuleViolation("CORE-WRONG-PHASE", phase_description=text, phase=phase)
