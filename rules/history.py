"""What a game draws from the history its state keeps (a score sheet's lines, a hand's tricks),
drawn once per history instead of once per read.

A history is a tuple that a move either leaves as it is (the same object in the state after it)
or replaces with a longer one: a hole scored, a round closed. A view drawn from it on every read
cost in proportion to the match's length (a Mini Golf sheet at hole 100: a hundred lines rebuilt
on every move's answer). `per_history` keeps what a function drew from the last histories it met,
by the history's identity, for as long as the history is kept; what it gives is read-only (it
is JSON: objects and arrays, frozen), since every reader of that history shares it.

A longer history mostly begins with the very items of one kept (the move added a line to the
same tuple's items): given `extend`, its drawing is that one's with the new items drawn onto it,
so the move that closes round 100 draws one round, not a hundred.
"""
from __future__ import annotations

import functools
import operator
import threading
from collections import OrderedDict
from typing import Any, Callable, Iterable, TypeVar

from .frozen import FrozenList, frozen

Drawn = TypeVar("Drawn")
# Histories kept per function: a few matches being played in this process, each needing its
# current history and, now and then, the one before it.
KEPT = 256
# A history is looked for as an extension of one kept by at most this many items (a move adds one).
EXTENDED_BY_MAX = 8


def per_history(draw: Callable[[tuple], Drawn], *, shortest: int = 0,
                extend: Callable[[Drawn, tuple, int], Drawn] | None = None) -> Callable[[tuple], Drawn]:
    """`draw(history)`, drawn once per history object (while it is among the last KEPT met).
    A history shorter than `shortest` is drawn anew each time and not kept: short tuples come and
    go with every move, and would push the long ones out. `extend(drawn, history, start)`, if
    given, draws `history[start:]` onto `drawn`, the drawing of a kept history whose items are
    `history[:start]`, and returns the whole drawing (it must equal `draw(history)`)."""
    kept: OrderedDict[int, tuple[tuple, Any]] = OrderedDict()
    # The kept history ending with an item (by the item's id): where a longer history may start.
    ends: dict[int, int] = {}
    lock = threading.Lock()

    def kept_start(history: tuple) -> tuple[tuple, Any] | None:
        for end in range(len(history) - 2, max(len(history) - 2 - EXTENDED_BY_MAX, -1), -1):
            found = kept.get(ends.get(id(history[end]), 0))
            if found is not None and len(found[0]) == end + 1 and all(map(operator.is_, found[0], history)):
                return found
        return None

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
            start = kept_start(history) if extend is not None else None
        if start is None:
            value = frozen(draw(history))
        else:
            value = frozen(extend(start[1], history, len(start[0])))
        with lock:
            # The history itself is held with what was drawn, so its id names it while kept (and
            # its items, so theirs name them in `ends`).
            kept[key] = (history, value)
            kept.move_to_end(key)
            if history:
                ends[id(history[-1])] = key
            while len(kept) > KEPT:
                gone_key, (gone, _value) = kept.popitem(last=False)
                if gone and ends.get(id(gone[-1])) == gone_key:
                    del ends[id(gone[-1])]
        return value
    return drawn


def per_line(draw_from: Callable[[tuple, int], list], *, shortest: int = 0) -> Callable[[tuple], FrozenList]:
    """`per_history` for a drawing that is a list of one value per item: `draw_from(history,
    start)` draws the items of `history[start:]`."""
    return per_history(lambda history: draw_from(history, 0), shortest=shortest,
                       extend=lambda drawn, history, start: extended(drawn, draw_from(history, start)))


def extended(drawn: list, more: Iterable[Any]) -> FrozenList:
    """The read-only list `drawn` and then `more`, each made read-only: `drawn` is not walked."""
    return FrozenList([*drawn, *map(frozen, more)])
