"""Wire-format pieces games share: payload classes for moves that carry nothing or a lobby's
option changes, and snapshots as plain JSON lists.

The OpenAPI document names each move's payload once per game, so these are factories: every
move gets its own class, never one shared between two moves.
"""
from __future__ import annotations

from dataclasses import fields as dataclass_fields, is_dataclass
from typing import Any, Mapping

from marshmallow import Schema

from .bounds import BoundedDict


def empty_payload(name: str) -> type[Schema]:
    """A move that carries nothing but its type."""
    return type(name, (Schema,), {"__doc__": "No fields."})


def options_changed_payload(name: str) -> type[Schema]:
    """The lobby's change of house rules: the options to change; agreements restart."""
    options = BoundedDict(required=True,
                          metadata={"description": "The options to change; agreements restart."})
    return type(name, (Schema,), {"__doc__": "House rules to change.", "options": options})


def json_lists(value: Any) -> Any:
    """`dataclasses.asdict` keeps tuples; a snapshot is JSON, so it holds lists."""
    if isinstance(value, dict):
        return {key: json_lists(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_lists(item) for item in value]
    return value


_SCALARS = (str, int, float, bool, type(None))
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def plain(value: Any) -> Any:
    """A state as plain JSON data: dataclasses as dicts of their fields, tuples as lists.

    The same as `json_lists(asdict(value))` in one pass: `asdict` deep-copies every leaf first,
    which made a 2P6C snapshot cost more than the move it records.
    """
    if isinstance(value, _SCALARS):
        return value
    names = _FIELD_NAMES.get(type(value))
    if names is None and is_dataclass(value):
        names = _FIELD_NAMES.setdefault(type(value), tuple(f.name for f in dataclass_fields(value)))
    if names is not None:
        return {name: plain(getattr(value, name)) for name in names}
    if isinstance(value, Mapping):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    raise TypeError(f"{type(value).__name__} is not plain data")
