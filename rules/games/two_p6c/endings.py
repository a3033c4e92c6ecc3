"""Turn order and the end of the game (docs/games/2p6c.md §3.4, §3.7; resolutions A25, A26, A35;
golden tests X1–X5).

After every decision and every settled challenge the service asks, in the spec's order, whether
the game is over: Peasick Sea, no cards, no decisions, stall. (AGREED comes from a vote, not
from the board.) Players with empty hands are skipped; a solo player whose only card was checked
off the board draws a new one first (the spec's `refill`).
"""
from __future__ import annotations

from dataclasses import replace

from .board import peasick_sea
from .state import TwoP6CState


def end_reason(state: TwoP6CState) -> str | None:
    if peasick_sea(state.card_map(), state.rows, state.options):
        return "PEASICK_SEA"
    active = state.active_players()
    if state.draw_count == 0 and not active:
        return "NO_CARDS"
    if state.draw_count == 0 and state.consecutive_passes >= len(active):
        return "NO_DECISIONS"
    limit = stall_limit(state)
    if limit is not None and state.consecutive_recycles >= limit:
        return "STALL"
    return None


def stall_limit(state: TwoP6CState) -> int | None:
    limit = state.options["stall_limit"]
    if limit == "off":
        return None
    if limit == "cycle":
        # Every card of the draw patch drawn again, and everyone one more decision, no play.
        return state.draw_count + len(state.active_players())
    return limit


def advance(state: TwoP6CState, after: int) -> TwoP6CState:
    """The next player in seat order after `after` who holds cards decides. If nobody does but
    the draw patch has cards, the next player draws one first (refill, not a decision)."""
    order = [(after + step) % state.players for step in range(1, state.players + 1)]
    for seat in order:
        if state.hands[seat] > 0:
            return replace(state, acting=seat)
    if state.draw_count > 0:
        seat = order[0]
        hands = tuple(count + (other == seat) for other, count in enumerate(state.hands))
        return replace(state, hands=hands, draw_count=state.draw_count - 1, acting=seat)
    return replace(state, acting=None)


def settle(state: TwoP6CState, now_ms: int) -> TwoP6CState:
    """End the game if a condition holds (§3.7): a multiplayer game whose last word may still be
    challenged goes to `final_challenge`, any other to `scoring`. A game back from
    `final_challenge` whose conditions no longer hold resumes play (A35)."""
    reason = end_reason(state)
    if reason is None:
        if state.phase == "final_challenge":
            return replace(state, phase="play", end_reason=None, final_passed=(),
                           final_opened_ms=None)
        return state
    return ended(state, reason, now_ms)


def ended(state: TwoP6CState, reason: str, now_ms: int) -> TwoP6CState:
    window_open = state.challengeable_seq is not None and \
        state.challengeable_seq not in state.challenged
    if state.players > 1 and window_open:
        opened = state.final_opened_ms if state.phase == "final_challenge" else now_ms
        return replace(state, phase="final_challenge", end_reason=reason, end_proposal=None,
                       final_opened_ms=opened)
    return replace(state, phase="scoring", end_reason=reason, end_proposal=None,
                   challengeable_seq=None, final_passed=(), final_opened_ms=None)
