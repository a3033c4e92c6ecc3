"""Text one phone types for every other phone to read: names of players, tournaments,
communities, decks, countries and cards.

Such text must look like what it is. Control characters break the lines and CSV rows it is
shown in; bidirectional overrides and isolates (U+202A..U+202E, U+2066..U+2069, the marks
U+200E, U+200F, U+061C) reorder what follows, so "Ann" can show as another player's name or a
score; zero-width characters (U+200B..U+200D, U+2060, U+FEFF) make two names that look the same
differ. They are refused with a message that says which character, wherever a client supplies
such text: every schema calls `check_display_text`, and states the same rule in its pattern
(FORBIDDEN_CLASS).
"""
from __future__ import annotations

import unicodedata

from marshmallow import ValidationError

INVISIBLE = frozenset(
    [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]
    + ["\u200e", "\u200f", "\u061c"]
    + [chr(c) for c in range(0x200B, 0x200E)] + ["\u2060", "\ufeff"])
# Control characters (C0, DEL, C1) and the line and paragraph separators.
_CONTROL_CATEGORIES = ("Cc", "Zl", "Zp")

# What display text may not hold, as the inside of a regular expression class: a JSON Schema
# pattern allows one character of display text as f"[^{FORBIDDEN_CLASS}]".
FORBIDDEN_CLASS = (r"\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                   r"\u200b-\u200f\u061c\u2060\ufeff")
DISPLAY_PATTERN = rf"^[^{FORBIDDEN_CLASS}]*$"


def forbidden_character(value: str) -> str | None:
    """The first character display text may not hold, or None."""
    for character in value:
        if character in INVISIBLE or unicodedata.category(character) in _CONTROL_CATEGORIES:
            return character
    return None


def check_display_text(value: str) -> None:
    """Refuse (ValidationError) text with control, bidirectional or zero-width characters."""
    if not isinstance(value, str):
        return
    character = forbidden_character(value)
    if character is not None:
        raise ValidationError(
            f"Must not contain control, bidirectional or zero-width characters (found "
            f"U+{ord(character):04X}).")
