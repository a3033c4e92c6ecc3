"""Which Collector moves are legal now (docs/games/collector.md §5.4): each move's check raises RuleViolation
or returns.

Rulebook: Ecwem: Six, "Collector". The order of the checks is part of the
contract (CO-T01's rejections depend on which rule speaks first):
- COLLECTOR-ALREADY-DOWN before CORE-NOT-YOUR-TURN, because it is the more useful message;
- whose turn before the phase, the phase before the payload;
- in an end of turn: the discard count, the lay-down's size, its cards, whether it is a set, then
  cards named twice across lay-down and discards, and only then where the cards are.
In hand-tracking mode a discarded or laid card is looked for in the player's own hand first, so
"not in your hand" speaks before anything the table knows about that card.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ...base import Move
from ...cards import WILD, parse_card
from ...errors import Malformed, RuleViolation
from ...ledger import no_duplicates
from .messages import (
    ARE,
    HAND_ALREADY_IN,
    IN_YOUR_HAND,
    IS,
    NO_FIRST_DISCARD,
    NOT_TRACKING_HANDS,
    SIX_CARDS,
    drawn_cards,
    hand_first,
    phase_description,
)
from .sets import SET_SIZE, SetKind, classify
from .state import TURN_PHASES, CollectorState
from .table import (
    DRAW,
    HAND_SIZE,
    hand_conflicts,
    hidden_part,
    holders,
    ledger,
    secret,
    usable_hand,
    wilds_unaccounted,
)

DRAW_CHOICES = (0, 1, 2)


# Whose turn it is (CORE-NOT-YOUR-TURN: the dealer's start, then the player's turn) is the
# referee's, between `before_*` and the rest (`check_*`): rules.py's `whose_turn` names it.
def before_start(state: CollectorState, move: Move, now_ms: int) -> None:
    if state.phase != "await_start":
        raise wrong_phase(state)


def check_start(state: CollectorState, move: Move, now_ms: int) -> None:
    top = move.payload.get("discard_top")
    if state.options["initial_discard"] == 0:
        if top is not None:
            raise RuleViolation("CORE-BAD-PAYLOAD", field=NO_FIRST_DISCARD)
        return
    if top is None:
        raise RuleViolation("CORE-BAD-PAYLOAD", field="discard_top")
    card = parse_card(top, wild_allowed=state.wilds)
    # Any phone may type the start (scribe mode): the entered hands, the dealer's own included, are
    # not asked, or trying cards and undoing would tell that phone which some hand holds. The card
    # is on the pile for all to see; a hand that lists it is told so on its own phone
    # (table.hand_conflicts).
    ledger(state).require_hidden(card)


def check_private_hand(state: CollectorState, move: Move, now_ms: int) -> None:
    if not state.tracking:
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=NOT_TRACKING_HANDS, phase=state.phase)
    if state.hands[move.seat] is not None:
        # Entered once; a typo is corrected with undo while it is the last move.
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=HAND_ALREADY_IN, phase=state.phase)
    cards = _cards(state, move.payload, "cards")
    if len(cards) != HAND_SIZE:
        # Every hand is dealt 6 cards: no state takes another count (422, with the count in the message).
        raise Malformed("CORE-BAD-PAYLOAD", field=SIX_CARDS)
    no_duplicates(cards)
    require_in_deck(state, move.seat, cards)


def check_draw(state: CollectorState, move: Move, now_ms: int) -> None:
    if state.phase != "draw":
        raise wrong_phase(state)
    if state.tracking and state.hands[move.seat] is None:
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=hand_first(move.seat), phase=state.phase)
    taken = move.payload.get("from_discard")
    if isinstance(taken, bool) or taken not in DRAW_CHOICES:
        raise RuleViolation("COLLECTOR-BAD-DRAW")
    if taken > len(state.discard):
        k = len(state.discard)
        raise RuleViolation("COLLECTOR-DISCARD-SHORT", k=k, **{"is/are": IS if k == 1 else ARE})


def before_private_draw(state: CollectorState, move: Move, now_ms: int) -> None:
    if not state.tracking:
        raise RuleViolation("CORE-WRONG-PHASE", phase_description=NOT_TRACKING_HANDS, phase=state.phase)
    before_turn(state, move, now_ms)


def check_private_draw(state: CollectorState, move: Move, now_ms: int) -> None:
    if state.phase != "private_draw":
        raise wrong_phase(state)
    need = DRAW - state.drawn_from_discard
    cards = _cards(state, move.payload, "cards")
    if len(cards) != need:
        raise RuleViolation("CORE-BAD-PAYLOAD", field=drawn_cards(need))
    no_duplicates(cards)
    require_in_deck(state, move.seat, cards)


def check_end_turn(state: CollectorState, move: Move, now_ms: int) -> None:
    if state.phase != "end_turn":
        raise wrong_phase(state)
    payload = move.payload
    discard_texts = payload.get("discards")
    if not isinstance(discard_texts, (list, tuple)) or len(discard_texts) != DRAW:
        raise RuleViolation("COLLECTOR-DISCARD-COUNT")
    lay_texts = payload.get("lay_down")
    if lay_texts is not None and (not isinstance(lay_texts, (list, tuple)) or len(lay_texts) != SET_SIZE):
        raise RuleViolation("COLLECTOR-LAYDOWN-SIZE")
    discards = [parse_card(text, wild_allowed=state.wilds) for text in discard_texts]
    lay_down = [parse_card(text, wild_allowed=state.wilds) for text in lay_texts or ()]
    if lay_texts is not None:
        no_duplicates(lay_down)
        laid_set(lay_down)
    no_duplicates(lay_down + discards)
    if state.tracking:
        require_in_own_hand(state, move.seat, lay_down + discards)
        require_usable(state, move.seat, lay_down + discards)
    else:
        require_held(state, move.seat, lay_down + discards)


def laid_set(cards: list[str]) -> SetKind:
    found = classify(cards)
    if found is None:
        raise RuleViolation("COLLECTOR-NOT-A-SET")
    return found


def require_in_deck(state: CollectorState, seat: int, cards: list[str]) -> None:
    """Cards a seat enters on its own phone as dealt or drawn from the deck: hidden in the ledger,
    and in nobody's entered hand: its own is named, another seat's is reported without naming it."""
    known = ledger(state)
    for card in cards:
        known.require_hidden(card)
        if card == WILD:
            continue
        if card in secret(state, seat):
            raise RuleViolation("CORE-CARD-SEEN", card=card, location=IN_YOUR_HAND)
        if holders(state, card):
            raise RuleViolation("CORE-CARD-CONFLICT", card=card)
    wilds = cards.count(WILD)
    if wilds and wilds > wilds_unaccounted(state):
        raise RuleViolation("CORE-CARD-CONFLICT", card=WILD)


def require_in_own_hand(state: CollectorState, seat: int, cards: list[str]) -> None:
    held = Counter(state.hands[seat] or ())
    for card, count in Counter(cards).items():
        if held[card] < count:
            raise RuleViolation("CORE-NOT-IN-HAND", card=card)


def require_usable(state: CollectorState, seat: int, cards: list[str]) -> None:
    """Hand-tracking: no card of the entry that the table has since seen elsewhere (CORE-CARD-SEEN,
    saying where): the entry is wrong there, and its owner corrects it."""
    usable = Counter(usable_hand(state, seat))
    where = dict(hand_conflicts(state, seat))
    for card, count in Counter(cards).items():
        if usable[card] < count:
            raise RuleViolation("CORE-CARD-SEEN", card=card, location=where[card].text)


def require_held(state: CollectorState, seat: int, cards: list[str]) -> None:
    """Trust mode: every card comes from the actor's known hand or from what nobody has seen, and
    no more of them from the unseen part than the actor's hand has unseen cards."""
    known_hand = Counter(state.known_hand[seat])
    known = ledger(state)
    unseen_wilds = known.hidden().count(WILD)
    unseen = 0
    for card, count in Counter(cards).items():
        from_unseen = count - min(count, known_hand[card])
        if not from_unseen:
            continue
        known.require_hidden(card)
        unseen += from_unseen
        if card == WILD and from_unseen > unseen_wilds:
            # More W than the table has not seen: the same complaint as too many unseen cards.
            raise RuleViolation("COLLECTOR-HAND-COUNT")
    if unseen > hidden_part(state, seat):
        raise RuleViolation("COLLECTOR-HAND-COUNT")


def before_turn(state: CollectorState, move: Move, now_ms: int) -> None:
    """A move of a turn: a player who laid their set down has no more turns. Outside the turn's
    phases there is no turn to hold it to, so its phase answers (CORE-WRONG-PHASE) at once."""
    if state.laid_by(move.seat) is not None:
        raise RuleViolation("COLLECTOR-ALREADY-DOWN")
    if state.phase not in TURN_PHASES:
        raise wrong_phase(state)


def _cards(state: CollectorState, payload: Mapping[str, Any], field: str) -> list[str]:
    texts = payload.get(field)
    if not isinstance(texts, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field=field)
    return [parse_card(text, wild_allowed=state.wilds) for text in texts]


def wrong_phase(state: CollectorState) -> RuleViolation:
    player = state.dealer if state.phase == "await_start" else state.current
    text = phase_description(state.phase, None if state.phase == "game_over" else player)
    return RuleViolation("CORE-WRONG-PHASE", phase_description=text, phase=state.phase)
