"""What every game's options share: read-only loaded options, a strict boolean field, and the
options that mean the same in every game (who enters moves, what is entered, the first dealer)."""
from __future__ import annotations

import json
from typing import Any, Mapping

from marshmallow import ValidationError, fields, validate

from .frozen import FrozenDict, frozen


class StrictBoolean(fields.Boolean):
    """true or false, as the JSON Schema says: marshmallow's Boolean also takes 0, 1, "yes"…"""

    def _deserialize(self, value, attr, data, **kwargs):  # noqa: ANN001 - marshmallow signature
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class FrozenOptions(FrozenDict):
    """The loaded options: still a dict (JSON-ready, equal to the dict it was made from),
    read-only at any depth (a list in them is a FrozenList)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__({key: frozen(value) for key, value in dict(*args, **kwargs).items()})

    def __hash__(self) -> int:  # type: ignore[override]
        # json, because an option may be a list (EkeQ's figures)
        return hash(json.dumps(self, sort_keys=True))

    def __reduce__(self) -> tuple[Any, ...]:
        # The default dict-subclass pickling refills items through __setitem__, which is refused.
        return (FrozenOptions, (dict(self),))


def entry_mode() -> fields.String:
    """Who may enter public moves (§0.3); private ones always come from their own phone."""
    return fields.String(
        load_default="scribe", validate=validate.OneOf(["scribe", "self"]),
        metadata={"description": "scribe: any seated phone may enter public moves for anyone; "
                                 "self: each player enters their own moves (§0.3)."})


EVERY_MOVE = "every_move"


def depth(values: tuple[str, ...], description: str) -> fields.Field:
    """How much of the game the table enters (a main option): every move, refereed as it is
    played (the default), or less, with the score still computed as the full referee would.
    `values` are the game's depths after "every_move"; `description` says what each means."""
    # No load_default: a match that never chose keeps options without it (every_move), so the
    # matches stored before a game offered depths fold to exactly the state they stored.
    return main(fields.String(validate=validate.OneOf([EVERY_MOVE, *values]),
                              metadata={"description": description, "doc_default": EVERY_MOVE}))


def depth_of(options: Mapping[str, Any]) -> str:
    """The match's depth; every_move for a game that offers no other."""
    return options.get("depth", EVERY_MOVE)


def info_mode(description: str) -> fields.String:
    """What is entered (§0.4): only public cards (trust), or each hand privately too
    (hand_tracking). One of the options a table changes; `description` says what it means here."""
    return main(fields.String(load_default="trust", validate=validate.OneOf(["trust", "hand_tracking"]),
                              metadata={"description": description}))


def first_dealer(first: str) -> fields.Integer:
    """The seat that deals `first` ("hole 1", "round 1")."""
    return fields.Integer(
        strict=True, load_default=0, validate=validate.Range(min=0, max=3),
        metadata={"description": f"Seat of the dealer of {first}."})


def require_seat(options: Mapping[str, Any], name: str, players: int) -> None:
    """A seat-valued option (`first_dealer`) must name a seat of this table: the schema allows up
    to the largest table, so a smaller one is refused here as a field error (422 when creating the
    match) that says which values fit, never later as a game that can't start."""
    if not 0 <= options[name] < players:
        raise ValidationError({name: [f"A seat of this table: 0 to {players - 1}."]})


def only_when(schema: type, **conditions: list) -> None:
    """Marks options that apply only while other options hold certain values ("x-only-when", e.g.
    {"variant": ["climb"]} for a climb rule): the create screen shows each only then. `conditions`
    maps an option to its values, and each value to the options that apply under it."""
    for option, by_value in conditions.items():
        applying: dict[str, list] = {}
        for value, names in by_value.items():
            for name in names:
                applying.setdefault(name, []).append(value)
        for name, values in applying.items():
            schema._declared_fields[name].metadata["x-only-when"] = {option: values}


def main(field: fields.Field) -> fields.Field:
    """Marks one of the few options a table actually changes ("x-main" in the JSON Schema): the
    create screen shows it up front, the others under "House rules"."""
    field.metadata["x-main"] = True
    return field
