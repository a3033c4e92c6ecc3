"""What every code is made of: Crockford base32 without I, L, O, U (nothing to misread when a code
is read out at the table), and how a typed one is read back."""
from __future__ import annotations

import re
import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# A match's join code, a tournament check-in card's and a 2P6C community's are 6 characters; a
# series card's 8; a seat's hand-off code 16. Only the first three share a length, which is why
# every code is registered under its text (issued.py) and drawn unused by any kind.
SHORT = 6
CARD = 8
HANDOFF = 16
LENGTHS = (SHORT, CARD, HANDOFF)


def normalise(code: str) -> str:
    """Upper case, without dashes or blanks (a code read out in groups, pasted from a message),
    with the letters people mistake for digits (O, I, L) read as the digits."""
    cleaned = re.sub(r"[\s-]+", "", code).upper()
    return cleaned.translate(str.maketrans({"O": "0", "I": "1", "L": "1"}))


def draw(length: int) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


# A code as it may be typed: its characters (any letter but U, in either case: I, L and O are read
# as digits) with dashes and blanks anywhere. The lookup's schema documents this very pattern.
_CHAR = r"[0-9A-TV-Za-tv-z][\s-]*"
TYPED = r"^[\s-]*(?:" + "|".join(f"(?:{_CHAR}){{{n}}}" for n in LENGTHS) + ")$"


def could_be_a_code(typed: str) -> bool:
    """Whether a typed text has the letters and, once read, the length of some code."""
    return re.fullmatch(TYPED, typed) is not None
