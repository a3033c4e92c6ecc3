"""Flares entered a hand at a time (option depth "hand", docs/games/flares.md): after each round
the dealer's phone enters what §3.5 scores from, the three point cards and how many tricks each
player and the deck took, and the round is scored exactly as the full referee scores it.

What an end-of-round entry can be checked for: three distinct ranked cards, one count per seat,
and counts that add up to the round's h tricks (one per card in a hand). Who led which trick,
following suit and revokes are not entered, so none of them is judged.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...base import Move
from ...errors import Malformed, RuleViolation
from .checks import check_point_cards
from .flow import point_cards

PHASE = "await_round_result"


def check_round_result(state: Any, move: Move, now_ms: int) -> None:
    """The counts' types and ranges are the payload schema's; at this depth every round waits for
    this one entry, so the phase never refuses it (a finished game does, before this), and it
    is the dealer's turn (the referee's CORE-NOT-YOUR-TURN)."""
    tricks, deck = move.payload["tricks"], move.payload["deck_tricks"]
    if len(tricks) != state.players:
        raise Malformed("FLARES-TRICK-COUNTS", players=state.players)
    if sum(tricks) + deck != state.h:
        raise RuleViolation("FLARES-TRICKS-ADD-UP", h=state.h, total=sum(tricks) + deck)
    check_point_cards(replace(state, phase="await_point_cards"), _point_cards_move(move), now_ms)


def round_result(state: Any, move: Move, now_ms: int) -> Any:
    """The round as if its tricks had been played: the counts stand for the tricks, and the point
    cards are scored by the one rule both depths share (flow.point_cards)."""
    played = replace(state, tricks_won=tuple(move.payload["tricks"]),
                     deck_tricks=move.payload["deck_tricks"])
    return point_cards(played, _point_cards_move(move), now_ms)


def _point_cards_move(move: Move) -> Move:
    """The round's point cards as the move that reveals them after the last trick."""
    return replace(move, type="point_cards", payload={"cards": move.payload["point_cards"]})
