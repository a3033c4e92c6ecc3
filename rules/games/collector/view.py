"""What the phones see of a Collector game: the table, a seat's own hand, the sets laid down, the
score sheet and the result (docs/games/collector.md §5.2, §5.5).

Rulebook: Ecwem: Six, "Collector". Everything returned is plain JSON.

Secrecy in hand-tracking mode: a seat's entered hand (its private_hand and private_draw entries)
is shown to that seat only. Every other phone sees how many cards each hand holds and which of
them were taken from the discard pile (public at the table). In the log another seat reads a
private entry as the number of cards entered, never the cards: a card of a hand becomes public
when it is discarded or laid down, and the log does not tell which entry it came in with. The cards
of an entry that the table has since seen elsewhere (`my_hand_conflicts`: the first discard turned
up, which the entry lists too, so the entry needs correcting) are shown to that seat only as well.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import Move, Outcome
from .sets import ANY
from .state import CollectorState, LaidDown
from .table import hand_conflicts


def table_view(state: CollectorState, seat: int | None) -> dict[str, Any]:
    own = seat is not None and 0 <= seat < state.players
    return {
        "phase": state.phase,
        "dealer": state.dealer,
        "current": state.current,
        "info_mode": state.options["info_mode"],
        "wild_cards": state.options["wild_cards"],
        "deck_count": state.deck_count,
        "discard": list(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "hand_counts": list(state.hand_count),
        "known_hands": [list(cards) for cards in state.known_hand],
        "hands_in": [hand is not None for hand in state.hands] if state.tracking else None,
        "drawn_from_discard": state.drawn_from_discard if state.phase in ("private_draw", "end_turn") else None,
        "laid_down": [_laid_view(laid) for laid in state.laid_down],
        "final_turns_left": None if state.final_turns_left is None else list(state.final_turns_left),
        "turns_taken": state.turns_taken,
        "turn_limit": state.options["turn_limit"],
        "rounds_done": state.turns_taken // state.players,
        "my_hand": list(state.hands[seat]) if own and state.tracking and state.hands[seat] is not None else None,
        # The seat's own entry only: cards of it the table has since seen elsewhere, to correct.
        "my_hand_conflicts": _own_conflicts(state, seat) if own else None,
        "winner": state.winner,
        "termination": state.termination,
    }


def _own_conflicts(state: CollectorState, seat: int) -> list[dict[str, Any]] | None:
    if not state.tracking or state.hands[seat] is None:
        return None
    return [{"card": card, "where": zone.name} for card, zone in hand_conflicts(state, seat)]


def _laid_view(laid: LaidDown) -> dict[str, Any]:
    return {"seat": laid.seat, "cards": list(laid.cards), "tier": laid.tier, "kind": laid.kind,
            "seq": laid.seq, "wilds_as": [_stand_in(code) for code in laid.wilds_as]}


def _stand_in(code: str) -> dict[str, Any]:
    """What a W stands for, as rank and suit (None: any). Not as a card code: the W is a
    substitute, and the real card may well be in someone's hand."""
    return {"rank": None if code[0] == ANY else int(code[0]), "suit": None if code[1] == ANY else code[1]}


def _totals(state: CollectorState) -> list[int]:
    """1 for the winner, 0 for everyone else (a draw: all 0)."""
    return [int(seat == state.winner) for seat in range(state.players)]


def score_sheet(state: CollectorState) -> dict[str, Any]:
    sets: list[dict[str, Any] | None] = [None] * state.players
    for laid in state.laid_down:
        sets[laid.seat] = {"tier": laid.tier, "kind": laid.kind}
    return {"totals": _totals(state), "sets": sets, "winner": state.winner, "rounds": []}


def outcome(state: CollectorState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    return Outcome(
        winners=() if state.winner is None else (state.winner,),
        totals=tuple(_totals(state)),
        termination=state.termination or "final_turns_done",
        # `laid_down` as the table view names it; the score sheet's `sets` is per seat.
        extras={"laid_down": [_laid_view(laid) for laid in state.laid_down],
                "turns_taken": state.turns_taken},
    )


def redact(state: CollectorState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
    """A log line as `viewer` may read it (see the module docstring for private entries)."""
    if move.type not in ("private_hand", "private_draw") or viewer == move.seat:
        return move.payload
    return {"count": len(move.payload.get("cards") or ())}
