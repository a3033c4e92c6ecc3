"""Where a game state holds dicts and lists: a loaded or kept state must hold read-only ones only."""
from __future__ import annotations

import dataclasses
from typing import Any, Iterator

from rules.frozen import FrozenDict, FrozenList


def containers(value: Any, where: str = "state") -> Iterator[tuple[str, Any]]:
    """Every dict and list in `value`, at any depth, with where it sits."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from containers(getattr(value, field.name), f"{where}.{field.name}")
    elif isinstance(value, dict):
        yield where, value
        for key, item in value.items():
            yield from containers(item, f"{where}[{key!r}]")
    elif isinstance(value, (list, tuple, frozenset)):
        if isinstance(value, list):
            yield where, value
        for index, item in enumerate(value):
            yield from containers(item, f"{where}[{index}]")


def changeable(value: Any) -> list[str]:
    """Where `value` holds a plain (changeable) dict or list."""
    return [where for where, container in containers(value)
            if not isinstance(container, (FrozenDict, FrozenList))]
