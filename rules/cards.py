"""The Ecwem: Six deck (docs/games/README.md §0.1): 36 ranked cards coded "<rank><suit>", plus 6 `W` cards.

Cards are plain strings ("3H", "W"): hashable, JSON-ready and exactly what players type.
"""
from __future__ import annotations

from .errors import LocalText, RuleViolation

# Strongest first: the rulebook's hierarchy, which is also reverse alphabetical order.
SUITS = ("U", "P", "H", "F", "D", "C")
SUIT_STRENGTH = {suit: 6 - index for index, suit in enumerate(SUITS)}
RANKS = (1, 2, 3, 4, 5, 6)
WILD = "W"
WILD_COUNT = 6
RANKED_CARDS = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)
# As messages name them; the phone app's card picker uses the same names.
SUIT_NAMES: dict[str, LocalText] = {
    "U": LocalText("Units", "Unità"),
    "P": LocalText("Planes", "Aerei"),
    "H": LocalText("Hearts", "Cuori"),
    "F": LocalText("Flares", "Bengala"),
    "D": LocalText("Diamonds", "Quadri"),
    "C": LocalText("Clubs", "Fiori"),
}


def parse_card(text: object, *, wild_allowed: bool = False) -> str:
    """Read what a player typed as a card code, or refuse with CORE-BAD-CARD / CORE-CARD-NOT-USED."""
    if not isinstance(text, str):
        raise RuleViolation("CORE-BAD-CARD", text=str(text))
    code = text.strip().upper()
    if code == WILD:
        if not wild_allowed:
            raise RuleViolation("CORE-CARD-NOT-USED", card=WILD)
        return WILD
    if len(code) == 2 and code[0] in "123456" and code[1] in SUIT_STRENGTH:
        return code
    raise RuleViolation("CORE-BAD-CARD", text=text)


def rank(card: str) -> int:
    return int(card[0])


def suit(card: str) -> str:
    return card[1]


def hierarchy_key(card: str) -> tuple[int, int]:
    """Full card order: rank first, then suit strength (U > P > H > F > D > C)."""
    return rank(card), SUIT_STRENGTH[suit(card)]


def deck(*, with_wilds: bool = False) -> tuple[str, ...]:
    """Every card of the game's deck; the W cards, interchangeable, appear WILD_COUNT times."""
    return RANKED_CARDS + ((WILD,) * WILD_COUNT if with_wilds else ())
