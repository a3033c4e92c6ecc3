"""What the phones see of a Ladder game: the pile, counts, known hands, what beats the top, a
seat's own hand (hand-tracking), flags, the log as each seat may read it, and the result
(docs/games/ladder.md §4.2-4.5, §0.3, §0.4).

Rulebook: Ecwem: Six, "Ladder". Everything returned is plain JSON. Cards picked
up from the pile are public (everyone saw them), so every seat's known hand is in the table view.
A hand entered in hand-tracking mode is shown to its own seat only; its cards become public one by
one as they are played, so another seat reads the entry as the cards of it played so far and how
many are still unseen. The unseen rest is never shown to anyone else, and neither are the cards
of the entry that the table has since seen elsewhere (`my_hand_conflicts`, for the seat itself:
a deck card turned up that the entry lists too, so the entry needs correcting).
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from ...flags import flags_json
from . import sets
from .state import LadderState
from .table import hand, hand_conflicts, hands_missing, usable_hand


def table_view(state: LadderState, seat: int | None) -> dict[str, Any]:
    rule = state.options["set_rule"]
    r, k = state.top
    current = state.current
    shown: dict[str, Any] = {
        "phase": state.phase,
        "dealer": state.dealer,
        "current": current,
        "set_rule": rule,
        "voluntary_collect": state.options["voluntary_collect"],
        "info_mode": state.options["info_mode"],
        "pile": [{"by": play.by, "cards": list(play.cards), "rank": play.rank,
                  "count": play.count, "seq": play.seq} for play in state.pile],
        "top": {"rank": r, "count": k},
        # What beats the top; [] = nothing does (a 6 under the default rules, LD-7).
        "beat": sets.beat_options(rule, state.top) if state.phase == "turns" else [],
        "deck_count": state.deck_count,
        "hand_count": list(state.hand_count),
        "known_hand": [list(cards) for cards in state.known_hand],
        "dealt_left": list(state.original_left),
        # Trust mode judges a pick-up on the known hand only: what the current player must play.
        "known_playable": (sets.playable(rule, state.top, state.known_hand[current])
                           if current is not None and state.pile else []),
        "collects": [{"seat": c.seat, "seq": c.seq, "top": list(c.top), "picked": len(c.cards)}
                     for c in state.collects],
        "hands_missing": list(hands_missing(state)),
        "audits": [{"seat": r.seat, "card": r.card, "seq": r.seq} for r in state.revealed
                   if r.how == "audit"],
        "audited": list(state.audited),
        "winner": state.winner,
        "my_hand": _own_hand(state, seat),
        # The seat's own entry only: cards of it the table has since seen elsewhere, to correct.
        "my_hand_conflicts": _own_conflicts(state, seat),
    }
    return shown


def _own_hand(state: LadderState, seat: int | None) -> dict[str, Any] | None:
    if seat is None or not 0 <= seat < state.players:
        return None
    cards = hand(state, seat)
    if cards is None:
        return None
    rule = state.options["set_rule"]
    mine = state.phase == "turns" and state.current == seat
    # What may be played now comes from the cards the seat can really hold (no conflicting ones).
    usable = usable_hand(state, seat)
    return {
        "cards": list(cards),
        "playable": sets.playable(rule, state.top, usable) if mine else [],
        # Per rank: how many of it may be played now (the phone highlights these).
        "plays": [{"rank": x, "cards": group, "counts": counts}
                  for x, group in sorted(sets.by_rank(usable).items())
                  if mine and (counts := sets.legal_counts(rule, state.top, x, len(group)))],
    }


def _own_conflicts(state: LadderState, seat: int | None) -> list[dict[str, Any]] | None:
    if seat is None or not 0 <= seat < state.players or hand(state, seat) is None:
        return None
    return [{"card": card, "where": zone.name} for card, zone in hand_conflicts(state, seat)]


def scores(state: LadderState) -> dict[str, Any]:
    """No scoring (§4.5): 1 for the winner; the cards each seat still holds."""
    return {"totals": [int(seat == state.winner) for seat in range(state.players)],
            "cards_left": list(state.hand_count), "winner": state.winner}


def flags(state: LadderState) -> list[dict[str, Any]]:
    return flags_json(state.flags)


def redact(state: LadderState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A log line as `viewer` may read it (see the module docstring for hand entries). The audit
    is entered from the player's own phone but shows the table the hand: it is public."""
    if move.type != "private_hand" or viewer == move.seat:
        return move.payload
    if move.seq is None or not state.entered or state.entry_seqs[move.seat] != move.seq:
        return None  # no telling whether this is the seat's hand entry: keep it sealed
    entered = state.entered[move.seat]
    seen = {r.card for r in state.revealed if r.seat == move.seat}
    shown = [card for card in entered if card in seen]
    if not shown:
        return None
    if len(shown) == len(entered):
        return move.payload
    return {"cards": shown, "unplayed": len(entered) - len(shown)}


def outcome(state: LadderState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    return Outcome(winners=(state.winner,),
                   totals=tuple(int(seat == state.winner) for seat in range(state.players)),
                   termination="hand_emptied",
                   extras={"cards_left": list(state.hand_count)})
