"""What a game draws from the history its state keeps (a score sheet's lines, a hand's tricks),
drawn once per history instead of once per read.

A history is a tuple that a move either leaves as it is (the same object in the state after it)
or replaces with a longer one: a hole scored, a round closed. A view drawn from it on every read
cost in proportion to the match's length (a Mini Golf sheet at hole 100: a hundred lines rebuilt
on every move's answer). `per_history` keeps what a function drew from the last histories it met,
by the history's identity, for as long as the history is kept; what it gives is read-only (it
is JSON: objects and arrays, frozen), since every reader of that history shares it.
"""
from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from typing import Any, Callable, TypeVar

from .frozen import frozen

Drawn = TypeVar("Drawn")
# Histories kept per function: a few matches being played in this process, each needing its
# current history and, now and then, the one before it.
KEPT = 256


def per_history(draw: Callable[[tuple], Drawn], *, shortest: int = 0) -> Callable[[tuple], Drawn]:
    """`draw(history)`, drawn once per history object (while it is among the last KEPT met).
    A history shorter than `shortest` is drawn anew each time and not kept: short tuples come and
    go with every move, and would push the long ones out."""
    kept: OrderedDict[int, tuple[tuple, Any]] = OrderedDict()
    lock = threading.Lock()

    @functools.wraps(draw)
    def drawn(history: tuple) -> Drawn:
        if len(history) < shortest:
            return draw(history)
        key = id(history)
        with lock:
            found = kept.get(key)
            if found is not None and found[0] is history:
                kept.move_to_end(key)
                return found[1]
        value = frozen(draw(history))
        with lock:
            # The history itself is held with what was drawn, so its id names it while kept.
            kept[key] = (history, value)
            kept.move_to_end(key)
            while len(kept) > KEPT:
                kept.popitem(last=False)
        return value
    return drawn
