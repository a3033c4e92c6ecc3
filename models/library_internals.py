"""What the modules that hold another library's private names share (models/sqlalchemy_internals.py,
api/smorest_internals.py, api/webargs_internals.py, runtime/gunicorn_internals.py): how a changed
method is told apart, and how a library that lost what the project relies on stops the import.
Here, at the lowest layer, because each of those modules sits in a different one."""
from __future__ import annotations

import inspect
from typing import Callable


def takes(method: Callable) -> tuple[str, ...]:
    """A method's parameter names, `self` left out."""
    have = tuple(inspect.signature(method).parameters)
    return have[1:] if have[:1] == ("self",) else have


def changed_parameters(method: Callable, params: tuple[str, ...]) -> tuple[str, ...] | None:
    """What `method` takes, when `params` (what the project passes, after `self`) is no longer
    its prefix; None while it is (the library may add optional parameters)."""
    have = takes(method)
    return None if have[:len(params)] == params else have


def refuse_import(missing: list[str], user: str, module: str) -> None:
    """Stop the import, naming each missing thing, if anything of the library is missing."""
    if missing:
        raise ImportError(f"{user} builds on internals this version no longer has ({module}): "
                          + "; ".join(missing))
