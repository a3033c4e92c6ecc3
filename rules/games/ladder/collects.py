"""Retroactive LADDER-ILLEGAL-COLLECT flags (docs/games/ladder.md §4.4, §0.3 flags, §7.3).

Rulebook: Ecwem: Six, "Ladder". In trust mode a pick-up is judged only on the
cards the table saw the player pick up earlier. A card first seen when player p plays it (or shows
it in the after-game audit) was dealt to p and has been in p's hand since the deal, because the only
other way into a hand is picking up public pile cards. So at every earlier pick-up by p, p held the
known hand of then plus every card p revealed since: if those held a legal play against the top of
then, the pick-up was illegal. The flag never blocks anything (there is no rulebook penalty; the
table may undo), and one pick-up is flagged once. With `voluntary_collect` a pick-up is never
illegal, and in hand-tracking mode must-play was enforced at the time, so neither raises flags.
"""
from __future__ import annotations

from dataclasses import replace

from ...flags import Flag
from . import sets
from .state import LadderState


def prove_collects(state: LadderState, seat: int, seq: int | None) -> LadderState:
    """Run after `seat` revealed dealt cards at `seq` (already recorded in `state.revealed`)."""
    if state.tracking or state.options["voluntary_collect"]:
        return state
    flagged = {flag.at_seq for flag in state.flags if flag.rule == "LADDER-ILLEGAL-COLLECT"}
    for collect in state.collects:
        if collect.seat != seat or collect.seq in flagged:
            continue
        later = [r.card for r in state.revealed if r.seat == seat and _after(r.seq, collect.seq)]
        held = set(collect.known) | set(later)
        cards = sets.playable(state.options["set_rule"], collect.top, held)
        if not cards:
            continue
        flag = Flag(id=len(state.flags) + 1, rule="LADDER-ILLEGAL-COLLECT", seat=seat,
                    at_seq=collect.seq, evidence_seq=seq,
                    details=(("player", seat), ("seq", collect.seq), ("cards", tuple(cards)),
                             ("top", collect.top), ("revealed", tuple(c for c in cards if c in later))))
        state = replace(state, flags=state.flags + (flag,))
    return state


def _after(seq: int | None, than: int | None) -> bool:
    # Seqs are stamped by the service; a move without one (a bare rules call) counts as later.
    return seq is None or than is None or seq > than
