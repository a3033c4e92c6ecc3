"""Read-only containers for a loaded game state: a state decoded from its snapshot may be shared by
every request that reads the same match at the same version (api/matches/decoded.py), so no code
may change it in place. They are still a dict and a list (JSON-ready, equal to what they were made
from); changing one raises TypeError, where a plain one would have changed every reader's copy."""
from __future__ import annotations

import dataclasses
import functools
import operator
from typing import Any, Callable, Hashable, NoReturn


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(f"a loaded game state is read-only: {type(self).__name__} cannot change")


class FrozenDict(dict):
    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        # The default dict-subclass copy and pickle refill items through __setitem__, refused here.
        return (FrozenDict, (dict(self),))


class FrozenList(list):
    # What is made from it never goes stale, so it may be kept on it (`kept`): its JSON
    # (models/jsoncodec.py), its flags' messages (api/matches/views.py).
    never_changes = True
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse  # type: ignore[assignment]
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenList, (list(self),))

    def kept(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """`make()`, made once for `key` and kept on this list: it lives and goes with the list,
        with no cache of its own to bound. Two threads meeting it at once both make it, alike."""
        made = self.__dict__.get(key, _NOTHING)
        if made is _NOTHING:
            made = self.__dict__[key] = make()
        return made


_NOTHING = object()


def frozen(value: Any) -> Any:
    """A JSON value with every object and array in it read-only, at any depth (one already
    frozen is taken as it is)."""
    if isinstance(value, dict) and not isinstance(value, FrozenDict):
        return FrozenDict({key: frozen(item) for key, item in value.items()})
    if isinstance(value, list) and not isinstance(value, FrozenList):
        return FrozenList([frozen(item) for item in value])
    return value


def read_only(state: Any, like: Any = None) -> Any:
    """`state` with every dict and list in it read-only, as if loaded from its snapshot. What it
    shares with `like` (the state it was played from, already read-only) is taken as it is, and a
    part equal item for item to its counterpart in `like` is that counterpart: the cost is that
    of what the move changed, not of the whole state, and a history the move rebuilt unchanged
    stays the same object (rules/history.py draws once per object)."""
    if state is like or isinstance(state, (FrozenDict, FrozenList)):
        return state
    if isinstance(state, dict):
        same = like if isinstance(like, FrozenDict) else {}
        kept = {key: read_only(item, same.get(key)) for key, item in state.items()}
        return like if _same_items(kept, like) else FrozenDict(kept)
    if type(state) in (list, tuple):
        items = [read_only(item, _at(like, index)) for index, item in enumerate(state)]
        if type(like) is (FrozenList if type(state) is list else tuple) and len(like) == len(items) \
                and all(map(operator.is_, items, like)):
            return like
        if type(state) is list:
            return FrozenList(items)
        return state if all(map(operator.is_, items, state)) else tuple(items)
    names = _fields(type(state))
    if not names:
        return state  # a str, a number, a frozenset, an enum: immutable already
    same = like if type(like) is type(state) else None
    kept = {name: read_only(getattr(state, name), None if same is None else getattr(same, name))
            for name in names}
    if same is not None and all(value is getattr(same, name) for name, value in kept.items()):
        return same
    changed = {name: value for name, value in kept.items() if value is not getattr(state, name)}
    return dataclasses.replace(state, **changed) if changed else state


def _same_items(kept: dict, like: Any) -> bool:
    return isinstance(like, FrozenDict) and len(like) == len(kept) and all(
        key in like and like[key] is value for key, value in kept.items())


def _at(items: Any, index: int) -> Any:
    return items[index] if isinstance(items, (list, tuple)) and index < len(items) else None


@functools.cache
def _fields(kind: type) -> tuple[str, ...]:
    """A dataclass's fields (all set through its constructor in game states), else ()."""
    if not dataclasses.is_dataclass(kind):
        return ()
    return tuple(field.name for field in dataclasses.fields(kind) if field.init)
