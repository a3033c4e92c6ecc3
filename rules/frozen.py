"""Read-only containers for a loaded game state: a state decoded from its snapshot may be shared by
every request that reads the same match at the same version (api/matches/decoded.py), so no code
may change it in place. They are still a dict and a list (JSON-ready, equal to what they were made
from); changing one raises TypeError, where a plain one would have changed every reader's copy."""
from __future__ import annotations

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
