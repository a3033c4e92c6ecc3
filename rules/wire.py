"""Wire-format pieces games share: payload classes for moves that carry nothing or a lobby's
option changes, and snapshots as plain JSON lists.

The OpenAPI document names each move's payload once per game, so these are factories: every
move gets its own class, never one shared between two moves.
"""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields


def empty_payload(name: str) -> type[Schema]:
    """A move that carries nothing but its type."""
    return type(name, (Schema,), {"__doc__": "No fields."})


def options_changed_payload(name: str) -> type[Schema]:
    """The lobby's change of house rules: the options to change; agreements restart."""
    options = fields.Dict(keys=fields.String(), required=True,
                          metadata={"description": "The options to change; agreements restart."})
    return type(name, (Schema,), {"__doc__": "House rules to change.", "options": options})


def json_lists(value: Any) -> Any:
    """`dataclasses.asdict` keeps tuples; a snapshot is JSON, so it holds lists."""
    if isinstance(value, dict):
        return {key: json_lists(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_lists(item) for item in value]
    return value
