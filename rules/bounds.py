"""The largest value a client may send, for what games' options and moves share, and the fields
that carry them.

Every number, string, list and object a client sends has a bound the schema states (so the OpenAPI
document shows it) and the service answers 422 beyond it: a value no real table could use must
not reach the rules, which may build a board, a deck or a loop of that size. The bounds are
generous wherever the rules name the mistake themselves (a card code the deck lacks, a seat the
table lacks is still the rule's refusal, with its id), and tight only where size costs.
"""
from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

# A card code is two or three characters ("3H", "W", "NONE"); a longer one is still the rules'
# refusal up to this length, so a typo gets the rule's message rather than a field error.
CARD_CODE_LENGTH = 16
# Any list of cards: more than any deck of these games holds (Ecwem: 36 plus 6 W; a Cold War
# country 25), so every real hand, pile or selection fits.
CARD_LIST_LENGTH = 64
# A seat or a player named in a move: matches seat at most 12 (Sixes). A seat the table lacks is
# still the rules' refusal.
SEAT_MAX = 11
# A number the rules judge themselves (a guess of 2 to 5, a line 1 to 6, a cell's column): a few
# either side of what is legal is still the rule's refusal, with its id, never a field error.
JUDGED = 99
# A move's position in the log, as the database stores it (32 bits): a larger one names nothing.
SEQ_MAX = 2**31 - 1
# A printed value or a count the rules only compare or add: far above any card's print.
PRINTED_MAX = 99_999
# An object a client names freely (seats as keys, a lobby's option changes): its keys are short
# and few.
KEY_LENGTH = 40
OBJECT_KEYS = 64


def _with(validator: Any, kwargs: dict[str, Any]) -> list[Any]:
    given = kwargs.pop("validate", None)
    if given is None:
        return [validator]
    return [validator, *(given if isinstance(given, (list, tuple)) else [given])]


def integer(minimum: int, maximum: int, **kwargs: Any) -> fields.Integer:
    """A whole number from `minimum` to `maximum` (true and false are not numbers)."""
    return fields.Integer(strict=True, validate=_with(validate.Range(minimum, maximum), kwargs),
                          **kwargs)


def judged(**kwargs: Any) -> fields.Integer:
    """A small whole number whose legal values the rules check (-JUDGED to JUDGED)."""
    return integer(-JUDGED, JUDGED, **kwargs)


def seat(**kwargs: Any) -> fields.Integer:
    """A seat at the table, 0 to SEAT_MAX."""
    return integer(0, SEAT_MAX, **kwargs)


def text(max_length: int, **kwargs: Any) -> fields.String:
    """A string of at most `max_length` characters."""
    return fields.String(validate=_with(validate.Length(max=max_length), kwargs), **kwargs)


def card(**kwargs: Any) -> fields.String:
    """A card code, as the rules read it."""
    return text(CARD_CODE_LENGTH, **kwargs)


def items(inner: fields.Field, max_items: int = CARD_LIST_LENGTH, **kwargs: Any) -> fields.List:
    """A list of at most `max_items` of `inner`."""
    return fields.List(inner, validate=_with(validate.Length(max=max_items), kwargs), **kwargs)


def cards(**kwargs: Any) -> fields.List:
    """A list of card codes."""
    return items(card(), **kwargs)


class BoundedDict(fields.Dict):
    """A JSON object with at most `max_keys` keys, each at most KEY_LENGTH characters.

    apispec would render a Length validator on an object as maxLength, which means nothing for an
    object; the bound is checked here and stated as maxProperties, and as x-propertyNames for the
    keys (OpenAPI 3.0 has no propertyNames).
    """

    default_error_messages = {"keys": "At most {max_keys} keys, each at most {key_length} characters."}

    def __init__(self, max_keys: int = OBJECT_KEYS, **kwargs: Any) -> None:
        self.max_keys = max_keys
        kwargs.setdefault("keys", fields.String())
        kwargs["metadata"] = {**kwargs.get("metadata", {}), "maxProperties": max_keys,
                              "x-propertyNames": {"maxLength": KEY_LENGTH}}
        super().__init__(**kwargs)

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if isinstance(value, dict) and (len(value) > self.max_keys or any(
                isinstance(key, str) and len(key) > KEY_LENGTH for key in value)):
            raise self.make_error("keys", max_keys=self.max_keys, key_length=KEY_LENGTH)
        return super()._deserialize(value, attr, data, **kwargs)

