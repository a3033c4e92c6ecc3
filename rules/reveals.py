"""What a reveal fixes: once the table has seen any of a sealed choice, it stands.

A sealed choice (MoveType.sealed: a Half-Zero pick, a Sixes line, an EkeQ face-down card) is
entered side by side with the others' and shown to the table all at once. If the move that showed
it could be undone, or an earlier move corrected, a player could see the others' choices, take
the showing back and choose again. So an undo or a correction that would change what the table
has been shown of a sealed choice is refused; the service lets it through only when every other
seat agrees from its own phone.

What the table has been shown of an entry is the game's own word on it: `redact(state, move,
None)`, the log line a phone with no seat reads. Nothing here looks at what an entry holds.
"""
from __future__ import annotations

from typing import Any, Iterable

from .base import Move, Rules


def first_shown(rules: Rules, before: Any, after: Any, log: Iterable[Move], since_seq: int) -> Move | None:
    """The first sealed entry of `log` (the match's log as it stands, which leads to `after`)
    that the table sees more of in `after` than it did in `before`, the state just before the
    move at `since_seq`; None if changing that move and what follows it would show nothing new
    or take nothing shown back. An entry from `since_seq` on did not exist in `before`: anything
    of it shown now counts."""
    for move in log:
        if not rules.is_sealed(after, move):
            continue
        shown_then = rules.redact(before, move, None) if move.seq < since_seq else None
        if _plain(rules.redact(after, move, None)) != _plain(shown_then):
            return move
    return None


def _plain(shown: Any) -> Any:
    # A game may hand back its payload as any mapping; what matters is what it says.
    return None if shown is None else dict(shown)
