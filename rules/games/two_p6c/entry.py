"""Which physical card a play names (docs/games/2p6c.md §1.5, §4.1 step 3; resolution A32).

A card reaches the service in one of two ways, mixed freely within a match: by its `code` in the
deck definition the group loaded (physical id `code#copy`, one copy per deck in play), or by its
seven printed attributes (ad hoc; the server numbers it `c0001`, `c0002`, …). The learning deck
is the phones' business: it offers earlier ad-hoc cards as templates, which arrive here as
attributes.
"""
from __future__ import annotations

from typing import Any, Collection, Mapping

from ...errors import Malformed, RuleViolation
from .cards import Card, from_attributes

ATTRIBUTES = ("colour", "polarity", "primary", "secondary", "substitution", "tp", "rp")


def card_from_payload(spec: Mapping[str, Any], options: Mapping[str, Any], decks: int,
                      on_board: Collection[str], next_number: int) -> Card:
    """The card a payload names, checked in the §4.1 order: CARD-ATTR, CARD-UNKNOWN,
    CARD-EXHAUSTED, CARD-DUPLICATE. `on_board` holds the ids already placed (with any placed
    earlier in the same move); `next_number` is the server id an ad-hoc card gets."""
    if "code" not in spec:
        return from_attributes(f"c{next_number:04d}", spec, options["max_score_number"])
    if any(name in spec for name in ATTRIBUTES):
        raise Malformed("2P6C-CARD-ATTR")  # a code and attributes: which one is meant?
    deck = options.get("deck")
    printed = next((card for card in (deck or {}).get("cards", ()) if card["code"] == spec["code"]),
                   None)
    copy = spec.get("copy_number")
    if printed is None or (copy is not None and not 1 <= copy <= decks):
        # The deck is fixed once the lobby agreed: this code never names a card at this table.
        raise Malformed("2P6C-CARD-UNKNOWN", code=spec["code"])
    copies = [f"{spec['code']}#{number}" for number in range(1, decks + 1)]
    free = [card_id for card_id in copies if card_id not in on_board]
    if not free:
        raise RuleViolation("2P6C-CARD-EXHAUSTED", code=spec["code"])
    card_id = free[0] if copy is None else f"{spec['code']}#{copy}"
    if card_id in on_board:
        raise RuleViolation("2P6C-CARD-DUPLICATE", card=card_id)
    return from_attributes(card_id, printed, options["max_score_number"])


def uses_server_id(spec: Mapping[str, Any]) -> bool:
    """An ad-hoc card takes the next server id; a deck card keeps its code#copy."""
    return "code" not in spec
