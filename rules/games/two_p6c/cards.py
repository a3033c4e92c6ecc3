"""2P6C's card model (docs/games/2p6c.md §1.4, §2.2): what a card offers, and which attributes are valid.

The card list is not published, so a card reaches the service as its printed attributes (typed in,
or from a deck definition the group loaded, §1.5). A card offers its primary letter (all 26 for
`?`), its secondary letter if printed, and its substitution's letters (`D_O`, `U_V`).
"""
from __future__ import annotations

from dataclasses import dataclass
from string import ascii_uppercase
from typing import Any, Mapping

from ...errors import Malformed

COLOURS = ("black", "yellow", "magenta", "cyan", "green", "purple")
POLARITIES = ("+", "-")
SUBSTITUTIONS = ("none", "any", "D_O", "U_V")
ALPHABET = frozenset(ascii_uppercase)
SUBSTITUTED: Mapping[str, frozenset[str]] = {
    "none": frozenset(), "any": ALPHABET, "D_O": frozenset("DO"), "U_V": frozenset("UV")}
MAX_SCORE_NUMBER = 99  # tp and rp: the real range is unknown; the cap only catches typos


@dataclass(frozen=True)
class Card:
    id: str
    colour: str
    polarity: str
    primary: str
    secondary: str | None
    substitution: str
    tp: int
    rp: int

    @property
    def letters(self) -> frozenset[str]:
        """letters(card) = primary (all of A–Z for "?") ∪ secondary ∪ S(substitution)."""
        offered = set(ALPHABET if self.primary == "?" else {self.primary})
        if self.secondary:
            offered.add(self.secondary)
        return frozenset(offered | SUBSTITUTED[self.substitution])

    @property
    def green_or_purple(self) -> bool:
        return self.colour in ("green", "purple")


def validate(card: Card, max_score_number: int = MAX_SCORE_NUMBER) -> Card:
    """The card, or 2P6C-CARD-ATTR when an attribute is missing, unknown or contradictory."""
    letters_ok = (card.primary == "?" or card.primary in ALPHABET) and \
        (card.secondary is None or card.secondary in ALPHABET)
    numbers_ok = all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= max_score_number
                     for n in (card.tp, card.rp))
    consistent = (card.primary == "?") == (card.substitution == "any") and \
        (card.substitution != "D_O" or card.primary in "DO") and \
        (card.substitution != "U_V" or card.primary in "UV")
    if not (card.colour in COLOURS and card.polarity in POLARITIES
            and card.substitution in SUBSTITUTIONS and letters_ok and numbers_ok and consistent):
        raise Malformed("2P6C-CARD-ATTR")
    return card


def from_attributes(card_id: str, data: Mapping[str, Any],
                    max_score_number: int = MAX_SCORE_NUMBER) -> Card:
    """A card from its attributes as a phone or a deck definition sends them (§1.5)."""
    try:
        primary = str(data["primary"]).upper()
        secondary = data.get("secondary")
        card = Card(card_id, data["colour"], data["polarity"], primary,
                    None if secondary in (None, "") else str(secondary).upper(),
                    data.get("substitution", "none"), data["tp"], data["rp"])
    except (KeyError, TypeError) as missing:
        raise Malformed("2P6C-CARD-ATTR") from missing
    return validate(card, max_score_number)
