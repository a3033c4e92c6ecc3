"""The card ledger (docs/games/README.md §0.5): where every card is, as far as the table has told us.

A card is either hidden (deck, face down, an unknown hand) or in a known zone. The six `W` cards are
interchangeable, so only how many of them are known is tracked. A game builds its ledger from its
state, so the ledger can never disagree with the state it describes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .cards import RANKED_CARDS, WILD, WILD_COUNT
from .errors import LocalText, RuleViolation


@dataclass(frozen=True)
class Zone:
    """A known place on the table. `text` reads after "known to be ..." in CORE-CARD-SEEN."""

    name: str
    text: LocalText


class Ledger:
    def __init__(self, known: Iterable[tuple[str, Zone]], *, with_wilds: bool = False) -> None:
        self._zones: dict[str, Zone] = {}
        self._wilds_known: list[Zone] = []
        self._with_wilds = with_wilds
        for card, zone in known:
            if card == WILD:
                self._wilds_known.append(zone)
            else:
                self._zones[card] = zone

    def where(self, card: str) -> Zone | None:
        """The known zone of a ranked card, or None while it is hidden."""
        return self._zones.get(card)

    def wilds_seen(self) -> tuple[Zone, ...]:
        """Where the W cards the table has seen are, one zone per card, in the order given."""
        return tuple(self._wilds_known)

    def is_hidden(self, card: str) -> bool:
        if card == WILD:
            return self._with_wilds and len(self._wilds_known) < WILD_COUNT
        return card not in self._zones

    def require_used(self, card: str) -> None:
        if card == WILD and not self._with_wilds:
            raise RuleViolation("CORE-CARD-NOT-USED", card=card)

    def require_hidden(self, card: str) -> None:
        """CORE-CARD-SEEN unless `card` may still be somewhere nobody has seen."""
        self.require_used(card)
        if self.is_hidden(card):
            return
        zone = self._zones.get(card) or self._wilds_known[-1]
        raise RuleViolation("CORE-CARD-SEEN", card=card, location=zone.text)

    def hidden(self) -> list[str]:
        """Every card that may still be hidden, W repeated once per unseen copy."""
        cards = [card for card in RANKED_CARDS if card not in self._zones]
        if self._with_wilds:
            cards += [WILD] * (WILD_COUNT - len(self._wilds_known))
        return cards


def no_duplicates(cards: Iterable[str]) -> None:
    """CORE-DUPLICATE-CARD if one ranked card is named twice in one entry."""
    seen: set[str] = set()
    for card in cards:
        if card in seen and card != WILD:
            raise RuleViolation("CORE-DUPLICATE-CARD", card=card)
        seen.add(card)
