"""Which Ladder moves are legal now (docs/games/ladder.md §4.4): each move's check raises RuleViolation or
returns.

Rulebook: Ecwem: Six, "Ladder". The order of the checks is part of the
contract (LD-T02, LD-T08 expect specific rule ids). A play: phase and turn, then
LADDER-EMPTY-PLAY → card codes and duplicates → LADDER-SAME-RANK → LADDER-HAND-COUNT → the ledger
(CORE-CARD-SEEN; in hand-tracking mode CORE-NOT-IN-HAND; in trust mode LADDER-DEALT-CARDS-LEFT)
→ LADDER-TOO-FEW-CARDS → LADDER-RANK-NOT-HIGHER. A pick-up: LADDER-MUST-PLAY-EMPTY →
LADDER-MUST-PLAY → the flip (LADDER-FLIP-REQUIRED / LADDER-NO-DECK, then the card itself), so that
a player who must play hears that first, whatever they typed for the flip (LD-T01, LD-T03).
A pick-up is judged on the cards the player can really hold: an entered card the table has since
seen elsewhere is not among them (table.usable_hand).
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move
from ...cards import parse_card, rank
from ...errors import Malformed, RuleViolation, Seat
from ...ledger import no_duplicates
from . import sets
from .messages import HAND_SIZE_FIELD, phase_text
from .state import HAND_SIZE, LadderState
from .table import hand, holder, ledger, usable_hand


# Whose turn it is (CORE-NOT-YOUR-TURN: the dealer's start, then the player's) is the referee's,
# between the phase (`before_*`) and the rest (`check_*`): rules.py's `whose_turn` names it.
def before_start(state: LadderState, move: Move, now_ms: int) -> None:
    if state.phase != "await_start":
        raise wrong_phase("started", player=Seat(state.current))


def check_start(state: LadderState, move: Move, now_ms: int) -> None:
    if move.payload.get("flip") is None:
        raise RuleViolation("LADDER-FLIP-REQUIRED")
    require_unseen(state, parse_card(move.payload["flip"]))


def check_private_hand(state: LadderState, move: Move, now_ms: int) -> None:
    if not state.tracking:
        raise wrong_phase("not_tracking")
    if state.entered[move.seat] is not None:
        raise wrong_phase("hand_in")
    texts = card_list(move.payload)
    if len(texts) != HAND_SIZE:
        # Every deal is 7 cards: no state takes another count (422, with the count in the message).
        raise Malformed("CORE-BAD-PAYLOAD", field=HAND_SIZE_FIELD)
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    table = ledger(state)
    for card in cards:
        table.require_hidden(card)
        if holder(state, card) is not None:
            raise RuleViolation("CORE-CARD-CONFLICT", card=card)


def check_play(state: LadderState, move: Move, now_ms: int) -> None:
    require_hand(state, move.seat)
    texts = card_list(move.payload)
    if not texts:
        raise RuleViolation("LADDER-EMPTY-PLAY")
    cards = [parse_card(text) for text in texts]
    no_duplicates(cards)
    if len({rank(card) for card in cards}) != 1:
        raise RuleViolation("LADDER-SAME-RANK")
    held = state.hand_count[move.seat]
    if len(cards) > held:
        raise RuleViolation("LADDER-HAND-COUNT", n=held)
    require_held(state, move.seat, cards)
    top = state.top
    broken = sets.judge(state.options["set_rule"], top, rank(cards[0]), len(cards))
    if broken == sets.TOO_FEW:
        raise RuleViolation(broken, k=top[1], need=sets.need(state.options["set_rule"], top))
    if broken == sets.NOT_HIGHER:
        raise RuleViolation(broken, r=top[0])


def check_collect(state: LadderState, move: Move, now_ms: int) -> None:
    require_hand(state, move.seat)
    if not state.pile:
        raise RuleViolation("LADDER-MUST-PLAY-EMPTY")
    if not state.options["voluntary_collect"]:
        # Trust mode judges on the cards the table saw the player pick up (§4.4); the dealt
        # cards are judged later, when they show up (LADDER-ILLEGAL-COLLECT).
        judged = usable_hand(state, move.seat) if state.tracking else state.known_hand[move.seat]
        could = sets.playable(state.options["set_rule"], state.top, judged)
        if could:
            raise RuleViolation("LADDER-MUST-PLAY", cards=could)
    flip = move.payload.get("flip")
    if state.deck_count == 0:
        if flip is not None:
            raise RuleViolation("LADDER-NO-DECK")
        return
    if flip is None:
        raise RuleViolation("LADDER-FLIP-REQUIRED")
    require_unseen(state, parse_card(flip))


def check_audit(state: LadderState, move: Move, now_ms: int) -> None:
    if state.tracking:
        raise wrong_phase("audit_tracking")
    if state.phase != "game_over":
        raise wrong_phase("audit_later")
    if move.seat == state.winner:
        raise wrong_phase("audit_winner", player=Seat(move.seat))
    if move.seat in state.audited:
        raise wrong_phase("audited")
    cards = [parse_card(text) for text in card_list(move.payload)]
    no_duplicates(cards)
    held = state.hand_count[move.seat]
    if len(cards) > held:
        raise RuleViolation("LADDER-HAND-COUNT", n=held)
    require_held(state, move.seat, cards)


def before_turn(state: LadderState, move: Move, now_ms: int) -> None:
    """A play or a pick-up: the pile started."""
    if state.phase == "await_start":
        raise wrong_phase("await_start", player=Seat(state.dealer))


def require_hand(state: LadderState, seat: int) -> None:
    """Hand-tracking: the player's turn waits for their hand."""
    if state.tracking and state.entered[seat] is None:
        raise wrong_phase("hand_first", player=Seat(seat))


def require_held(state: LadderState, seat: int, cards: list[str]) -> None:
    """Each card is hidden or in the player's own known hand (CORE-CARD-SEEN). Hand-tracking: it
    is in the hand as entered (CORE-NOT-IN-HAND). Trust: the never-seen cards are no more than
    the dealt cards still unseen (LADDER-DEALT-CARDS-LEFT)."""
    known = state.known_hand[seat]
    table = ledger(state)
    for card in cards:
        if card not in known:
            table.require_hidden(card)
    if state.tracking:
        own = hand(state, seat) or ()
        for card in cards:
            if card not in own:
                raise RuleViolation("CORE-NOT-IN-HAND", card=card)
        return
    fresh = [card for card in cards if card not in known]
    if len(fresh) > state.original_left[seat]:
        raise RuleViolation("LADDER-DEALT-CARDS-LEFT", n=state.original_left[seat], known=list(known))


def require_unseen(state: LadderState, card: str) -> None:
    """A card turned up from the deck: hidden in the ledger. The entered hands are not asked: a
    refusal when one lists the card would tell whoever tried it (any phone, for a start) that some
    hand holds it. The card is on the pile for all to see; a hand that lists it is wrong, and its
    own phone says so (table.hand_conflicts)."""
    ledger(state).require_hidden(card)


def card_list(payload: Mapping[str, Any]) -> list[Any]:
    cards = payload.get("cards")
    if not isinstance(cards, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field="cards")
    return list(cards)


def wrong_phase(key: str, **params: Any) -> RuleViolation:
    return RuleViolation("CORE-WRONG-PHASE", phase_description=phase_text(key, **params))
