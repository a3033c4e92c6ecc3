"""Read-only containers for a loaded game state: a state decoded from its snapshot may be shared by
every request that reads the same match at the same version (api/matches/decoded.py), so no code
may change it in place. They are still a dict and a list (JSON-ready, equal to what they were made
from); changing one raises TypeError, where a plain one would have changed every reader's copy."""
from __future__ import annotations

import dataclasses
import functools
import operator
from typing import Any, NoReturn


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(f"a loaded game state is read-only: {type(self).__name__} cannot change")


class FrozenDict(dict):
    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        # The default dict-subclass copy and pickle refill items through __setitem__, refused here.
        return (FrozenDict, (dict(self),))


class FrozenList(list):
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse  # type: ignore[assignment]
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenList, (list(self),))


def frozen(value: Any) -> Any:
    """A JSON value with every object and array in it read-only, at any depth."""
    if isinstance(value, dict):
        return FrozenDict({key: frozen(item) for key, item in value.items()})
    if isinstance(value, list):
        return FrozenList([frozen(item) for item in value])
    return value


def read_only(state: Any, like: Any = None) -> Any:
    """`state` with every dict and list in it read-only, as if loaded from its snapshot. What it
    shares with `like` (the state it was played from, already read-only) is taken as it is, so the
    cost is that of what the move changed, not of the whole state: a score sheet of a hundred
    holes that the move did not touch is passed over at once."""
    if state is like or isinstance(state, (FrozenDict, FrozenList)):
        return state
    if isinstance(state, dict):
        same = like if isinstance(like, dict) else {}
        return FrozenDict({key: read_only(item, same.get(key)) for key, item in state.items()})
    if isinstance(state, list):
        return FrozenList([read_only(item, _at(like, index)) for index, item in enumerate(state)])
    if type(state) is tuple:
        items = tuple(read_only(item, _at(like, index)) for index, item in enumerate(state))
        return state if all(map(operator.is_, items, state)) else items
    names = _fields(type(state))
    if not names:
        return state  # a str, a number, a frozenset, an enum: immutable already
    same = like if type(like) is type(state) else None
    changed = {}
    for name in names:
        value = getattr(state, name)
        kept = read_only(value, None if same is None else getattr(same, name))
        if kept is not value:
            changed[name] = kept
    return dataclasses.replace(state, **changed) if changed else state


def _at(items: Any, index: int) -> Any:
    return items[index] if isinstance(items, (list, tuple)) and index < len(items) else None


@functools.cache
def _fields(kind: type) -> tuple[str, ...]:
    """A dataclass's fields (all set through its constructor in game states), else ()."""
    if not dataclasses.is_dataclass(kind):
        return ()
    return tuple(field.name for field in dataclasses.fields(kind) if field.init)
