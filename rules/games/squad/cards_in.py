"""Reading the cards a Squad move names (docs/games/README.md §0.4, §0.5, §6.5): shapes of payloads, and
whether a card may come from where the move says it comes from.

Rulebook: Ecwem: Six, "Squad". A card from a player's hand must, in trust mode,
be hidden (or one of their drafted cards still known to be in hand), and they must still hold a
hidden card to play a hidden one; in hand-tracking mode it must be in the hand they entered. A card
from the deck must be hidden and in nobody's entered hand, which is reported without naming the
hand (CORE-CARD-CONFLICT).
"""
from __future__ import annotations

from typing import Any, Mapping

from ...cards import parse_card
from ...errors import RuleViolation
from .messages import zone_text
from .state import SquadState
from .table import SLOTS, hidden_held, holder, ledger


def card_field(payload: Mapping[str, Any], name: str = "card") -> str:
    if payload.get(name) is None:
        raise RuleViolation("CORE-BAD-PAYLOAD", field=name)
    return parse_card(payload[name])


def card_list(payload: Mapping[str, Any], name: str) -> list[Any]:
    cards = payload.get(name)
    if not isinstance(cards, (list, tuple)):
        raise RuleViolation("CORE-BAD-PAYLOAD", field=name)
    return list(cards)


def slot_field(payload: Mapping[str, Any], name: str = "slot") -> int:
    slot = payload.get(name)
    if slot not in SLOTS or isinstance(slot, bool):
        raise RuleViolation("CORE-BAD-PAYLOAD", field=name)
    return slot


def require_in_hand(state: SquadState, seat: int, card: str) -> None:
    """`card` may be played from `seat`'s hand (SQUAD-HAND-EMPTY is checked before this)."""
    if state.tracking:
        if card not in (state.hands[seat] or ()):
            raise RuleViolation("CORE-NOT-IN-HAND", card=card)
        return
    if card in state.known_hand[seat]:
        return
    ledger(state).require_hidden(card)
    if hidden_held(state, seat) < 1:
        # Every card this player holds is public (drafted): a hidden card cannot be among them.
        raise RuleViolation("CORE-NOT-IN-HAND", card=card)


def require_unseen(state: SquadState, seat: int, card: str) -> None:
    """`card` may still lie in the deck, as far as the table and the entered hands know."""
    ledger(state).require_hidden(card)
    if state.tracking:
        owner = holder(state, card)
        if owner == seat:
            raise RuleViolation("CORE-CARD-SEEN", card=card, location=zone_text("own_hand"))
        if owner is not None:
            raise RuleViolation("CORE-CARD-CONFLICT", card=card)
