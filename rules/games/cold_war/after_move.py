"""What the state notes after every Cold War move besides the move's own effect (rules.py's `apply`):
the deadline of a reaction window the move opened, when each card was first sighted, and which
cards went onto a discard pile together. Views and the sampler read these; no rule decides them."""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from .state import ColdWarState


def noted(before: ColdWarState, after: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    after = _sighted(before, _timed(before, after, now_ms), move.seq)
    if move.type == "reorder_discard_top":
        return after  # the batch just re-ordered may be re-ordered again
    return replace(after, batches=_batches(before, after))


def _timed(before: ColdWarState, after: ColdWarState, now_ms: int) -> ColdWarState:
    """A reaction window that this move opened gets its deadline (reaction_timeout_s)."""
    timeout = after.options["reaction_timeout_s"]
    if timeout is None or after.phase != "reaction" or after.pending.deadline_ms is not None:
        return after
    return replace(after, pending=replace(after.pending, deadline_ms=now_ms + timeout * 1000))


def _sighted(before: ColdWarState, after: ColdWarState, seq: int | None) -> ColdWarState:
    """Cards this move entered at their first sighting remember its seq. Those it gave an id
    ("<country>-adhoc-<k>", counting up in payload order) also remember their place among them;
    one entered with an id of the player's is found in the payload by that id."""
    new = [card_id for card_id in after.cards if card_id not in before.cards]
    if not new:
        return after
    adhoc = sorted((card_id for card_id in new if _adhoc_number(card_id) is not None),
                   key=_adhoc_number)
    cards = dict(after.cards)
    for card_id in new:
        index = adhoc.index(card_id) if card_id in adhoc else None
        cards[card_id] = replace(cards[card_id], seen_at=seq, seen_index=index)
    return replace(after, cards=cards)


def _adhoc_number(card_id: str) -> int | None:
    _, marker, number = card_id.rpartition("-adhoc-")
    return int(number) if marker and number.isdigit() else None


def _batches(before: ColdWarState, after: ColdWarState) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The cards that went onto each discard pile together in this move, when they lie on top."""
    found = []
    for seat, (old, new) in enumerate(zip(before.seats, after.seats)):
        added = tuple(c for c in new.discard if c not in old.discard)
        if added and new.discard[len(new.discard) - len(added):] == added:
            found.append((seat, added))
    return tuple(found)
