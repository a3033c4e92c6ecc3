"""What the phones show of a Half-Zero game: the table, the score sheet, flags and the result
(docs/games/half-zero.md §2.2, §2.6).

Rulebook: Ecwem: Six, "Half-Zero". Played cards and point cards are shown as
ranks (ints; 0 is the invisible 0) in seat order: a seat's suit is public (`suit_of`), so a rank
says which card it was, and no string in a view can ever coincide with a sealed entry. A seat's
own hand, possible cards and pending sealed selection appear under "you", in its own view only;
a sealed selection is otherwise visible to nobody before the engine reveals it — only who has
committed is. Everything returned is plain JSON.
"""
from __future__ import annotations

from typing import Any

from ...base import Outcome
from ...cards import WILD, rank
from ...flags import flags_json
from .state import NONE, HalfZeroState, RoundResult, Turn
from .table import allowance, committed, hands_missing, known_hand, point_unrevealed, possible, remaining, sealed_mode


def table_view(state: HalfZeroState, seat: int | None) -> dict[str, Any]:
    n = range(state.players)
    shown: dict[str, Any] = {
        "round": state.round,
        "phase": state.phase,
        "suit_of": list(state.suit_of),
        "point_suit": state.point_suit,
        "bases": list(state.base),
        "max_base": state.max_base,
        "hand_sizes": list(state.base),
        "under_base": [5 - base for base in state.base],
        "cards_left": [remaining(state, p) for p in n],
        "played": [[rank(play.card) for play in state.played[p]] for p in n],
        "allowances": [allowance(state, p) for p in n],
        "optouts_used": list(state.optouts_used),
        "wild_tokens": list(state.wild_tokens),
        "wild_used": list(state.wild_used),
        "hands_missing": list(hands_missing(state)),
        "turn": None if state.phase == "game_over" else _turn_view(state, state.turn, current=True),
        "turns": [_turn_view(state, turn) for turn in state.turns],
        "point_won": [list(ranks) for ranks in state.point_won],
        "points": [sum(ranks) for ranks in state.point_won],
        "point_unrevealed": list(point_unrevealed(state)),
        "history": [_round_view(result) for result in state.history],
        "audited": list(state.audited),
        "winner": state.winner,
    }
    if seat is not None and 0 <= seat < state.players:
        shown["you"] = _own_view(state, seat)
    return shown


def _turn_view(state: HalfZeroState, turn: Turn, current: bool = False) -> dict[str, Any]:
    out = turn.opted_out
    shown: dict[str, Any] = {
        "number": turn.number,
        "participants": [seat for seat in range(state.players) if seat not in out],
        "declared_optouts": list(turn.declared),
        "wild_optouts": list(turn.wild),
        # Per reveal, each seat's value in seat order; null for a seat that took no part in it.
        "reveals": [list(values) for values in turn.reveals],
        "tied": list(turn.tied),
        "winner": turn.winner,
        "point": turn.point,
        "resolved": turn.resolved,
    }
    if current:
        shown["committed"] = list(committed(state)) if sealed_mode(state) else []
    return shown


def _round_view(result: RoundResult) -> dict[str, Any]:
    return {"round": result.round, "bases_before": list(result.bases_before),
            "point_cards": [list(cards) for cards in result.point_cards],
            "points": list(result.points), "upgraded": result.upgraded,
            "bases_after": list(result.bases_after)}


def _own_view(state: HalfZeroState, seat: int) -> dict[str, Any]:
    """The seat's own secrets: its hand as it knows it, and its pending sealed selection."""
    hand = known_hand(state, seat)
    pending = next((s.choice for s in state.turn.sealed if s.seat == seat), None)
    return {
        "seat": seat,
        "suit": state.suit_of[seat],
        "hand_known": hand is not None,
        # What the seat still holds when its hand is known; otherwise what it may still hold.
        "hand": None if hand is None else list(possible(state, seat)),
        "possible": list(possible(state, seat)),
        "selection": _selection(pending),
    }


def _selection(choice: str | None) -> dict[str, Any] | None:
    """The seat's pending sealed choice. W and NONE are spelled as a kind: every seat may hold a
    pending W or NONE at once, and a seat's own view should not repeat another seat's sealed text."""
    if choice is None:
        return None
    if choice == WILD:
        return {"kind": "hierarchy", "card": None}
    if choice == NONE:
        return {"kind": "zero", "card": None}
    return {"kind": "card", "card": choice}


def score_sheet(state: HalfZeroState) -> dict[str, Any]:
    """`totals`: rounds won (= upgrades = 5 − base; higher is better, 5 wins the game). Each
    round's `scores` is 1 for the seat that upgraded, 0 for the others, so the sheet (and its CSV
    export) adds up to the totals; the round's point totals are `points`."""
    return {
        "totals": [5 - base for base in state.base],
        "bases": list(state.base),
        "rounds": [{"label": f"Round {r.round}", "round": r.round,
                    "scores": [int(seat == r.upgraded) for seat in range(state.players)],
                    "points": list(r.points),
                    "point_cards": [list(cards) for cards in r.point_cards],
                    "upgraded": r.upgraded, "bases_after": list(r.bases_after)}
                   for r in state.history],
        "current": None if state.phase == "game_over" else
        {"round": state.round, "points": [sum(ranks) for ranks in state.point_won]},
    }


def flags(state: HalfZeroState) -> list[dict[str, Any]]:
    return flags_json(state.flags)


def outcome(state: HalfZeroState) -> Outcome | None:
    if state.phase != "game_over":
        return None
    return Outcome(winners=(state.winner,), totals=tuple(5 - base for base in state.base),
                   termination="base_zero",
                   extras={"rounds": state.round, "bases": list(state.base)})
