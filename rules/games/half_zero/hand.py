"""Half-Zero entered a round at a time (option depth "hand", docs/games/half-zero.md): after each
round one phone enters the point cards each player won, and the round ends exactly as the full
referee ends it (§2.6: the upgrade, the bases, the next round or the winner).

What an end-of-round entry can be checked for: one list per seat, cards of the point suit only,
each point card once, and no more point cards than the round had turns. A round has at most M
turns (M, the largest base at its start): a player at base M may not opt out, so plays at least
one card a turn until their M cards are gone, and the round ends when every hand is empty. Who
played which card, opt-outs and tie-breaks are not entered, so none of them is judged.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...base import Move
from ...cards import rank
from ...errors import Malformed, RuleViolation
from .checks import point_card
from .flow import end_round
from .messages import POINT_CARDS_SHAPE
from .state import HalfZeroState


def check_round_points(state: HalfZeroState, move: Move, now_ms: int) -> None:
    """At this depth every round waits for this one entry, so the phase never refuses it (a
    finished game does, before this); any seat's phone may enter it for the table."""
    won_points(state, move.payload["point_cards"])


def round_points(state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
    """The round as if its turns had been played: the point cards stand for the turns won."""
    return end_round(replace(state, point_won=won_points(state, move.payload["point_cards"])))


def won_points(state: HalfZeroState, entered: Any) -> tuple[tuple[int, ...], ...]:
    """The ranks each seat won, in the order entered, each card checked as the point_card move
    checks a card turned up (suit, then not already won this round)."""
    if not isinstance(entered, (list, tuple)) or len(entered) != state.players:
        raise Malformed("CORE-BAD-PAYLOAD", field=POINT_CARDS_SHAPE.with_params(n=state.players))
    count = sum(len(cards) for cards in entered)
    if count > state.max_base:
        raise RuleViolation("HALFZERO-TOO-MANY-POINTS", M=state.max_base, count=count)
    won: list[tuple[int, ...]] = [()] * state.players
    for seat, cards in enumerate(entered):
        for text in cards:
            so_far = replace(state, point_won=tuple(won))
            won[seat] += (rank(point_card(so_far, text)),)
    return tuple(won)
