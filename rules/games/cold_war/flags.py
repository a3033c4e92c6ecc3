"""Cold War's flags (docs/games/cold-war.md §2 card-location invariant, §5.5-§5.6 disputes): what the organiser
must look at, shown on every phone and blocking nothing.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Two kinds: a manual effect the other player
disputed (it was not applied; the organiser decides), and more cards of one country and kind
entered than a country deck holds, which means a card seen before was entered again as new.
Flags are derived from the state on every read, so an undo or a correction clears them.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ...flags import Flag
from .checks import card_text
from .deck import EXPECTED_KINDS
from .state import DECK, ColdWarState


def flags(state: ColdWarState) -> list[dict[str, Any]]:
    found = [_disputed(state, index, dispute) for index, dispute in enumerate(state.disputes)]
    for country, kind, count, expected in overflows(state):
        found.append(Flag(len(found) + 1, "COLDWAR-DECK-OVERFLOW", state.seat_of_country(country),
                          None, None, (("count", count), ("kind", kind), ("country", country),
                                       ("expected", expected))))
    return [flag.to_json() for flag in found]


def overflows(state: ColdWarState) -> list[tuple[str, str, int, int]]:
    """(country, kind, entered, expected) where more cards were entered than a deck holds;
    kind "all" for more than the 24 non-Leader cards."""
    found = []
    for player in state.seats:
        kinds = Counter(card.kind for card in state.cards.values()
                        if card.country == player.country and card.kind != "leader")
        for kind, count in sorted(kinds.items()):
            if count > EXPECTED_KINDS[kind]:
                found.append((player.country, kind, count, EXPECTED_KINDS[kind]))
        if sum(kinds.values()) > DECK:
            found.append((player.country, "all", sum(kinds.values()), DECK))
    return found


def _disputed(state: ColdWarState, index: int, dispute: dict[str, Any]) -> Flag:
    cards = dispute.get("cards") or []
    text = "; ".join(card_text(state.cards[c]) for c in cards if c in state.cards)
    return Flag(index + 1, "COLDWAR-EFFECT-DISPUTED", dispute["by"], dispute["seq"] - 1,
                dispute["seq"], (("player", dispute["by"]), ("cards", ", ".join(cards)),
                                 ("text", text)))
