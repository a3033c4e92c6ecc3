"""What follows from a Half-Zero state without being stored (docs/games/half-zero.md §2.2, §2.3).

Rulebook: Ecwem: Six, "Half-Zero". During a round the base ranks do not change,
so a seat's hand size is its base, its allowance is M − base, and what it may still hold is its suit
(or, in hand-tracking mode, the hand it entered) without the base card and what it has played.
"""
from __future__ import annotations

from ...cards import RANKS, WILD_COUNT
from .state import HalfZeroState

POINT_RANKS = RANKS


def suit_cards(suit: str, *, without: int) -> tuple[str, ...]:
    return tuple(f"{rank}{suit}" for rank in RANKS if rank != without)


def allowance(state: HalfZeroState, seat: int) -> int:
    return state.max_base - state.base[seat]


def remaining(state: HalfZeroState, seat: int) -> int:
    return state.base[seat] - len(state.played[seat])


def played_cards(state: HalfZeroState, seat: int) -> tuple[str, ...]:
    return tuple(play.card for play in state.played[seat])


def hand_tracking(state: HalfZeroState) -> bool:
    return state.options["info_mode"] == "hand_tracking"


def sealed_mode(state: HalfZeroState) -> bool:
    return state.options["selection_mode"] == "sealed"


def wilds_used(state: HalfZeroState) -> bool:
    return bool(state.options["wild_opt_out_cards"])


def known_hand(state: HalfZeroState, seat: int) -> tuple[str, ...] | None:
    """The seat's whole hand this round when it is known: base 5 (all of its suit but the 5, §2.1),
    or the hand it entered in hand-tracking mode. Private to that seat in the views."""
    if state.base[seat] == 5:
        return suit_cards(state.suit_of[seat], without=5)
    if hand_tracking(state):
        return state.hands[seat]
    return None


def possible(state: HalfZeroState, seat: int) -> tuple[str, ...]:
    """The cards the seat may still play: trust mode, its suit but the base and what it played;
    hand-tracking mode, its entered hand but what it played (§2.2 `possible`)."""
    hand = known_hand(state, seat)
    if hand is None:
        hand = () if hand_tracking(state) else suit_cards(state.suit_of[seat], without=state.base[seat])
    played = played_cards(state, seat)
    return tuple(card for card in hand if card not in played)


def can_opt_out(state: HalfZeroState, seat: int) -> bool:
    return state.optouts_used[seat] < allowance(state, seat)


def can_use_wild(state: HalfZeroState, seat: int) -> bool:
    return (wilds_used(state) and can_opt_out(state, seat)
            and state.wild_used[seat] < state.wild_tokens[seat])


def choice_is_derived(state: HalfZeroState, seat: int, *, tiebreak: bool) -> bool:
    """A seat out of cards has only the invisible 0 to play, unless (outside a tiebreak) it could
    still opt out with a hierarchy card: the engine plays that 0 for it instead of waiting (HZ-1)."""
    return remaining(state, seat) == 0 and (tiebreak or not can_use_wild(state, seat))


def in_turn(state: HalfZeroState) -> tuple[int, ...]:
    """Everyone who has not opted out of the current turn (so far)."""
    out = state.turn.opted_out
    return tuple(seat for seat in range(state.players) if seat not in out)


def choosing(state: HalfZeroState) -> tuple[int, ...]:
    """The seats whose choice the current reveal (or tiebreak) still needs from someone."""
    if state.phase == "tiebreak":
        return tuple(seat for seat in state.turn.tied if not choice_is_derived(state, seat, tiebreak=True))
    return tuple(seat for seat in in_turn(state) if not choice_is_derived(state, seat, tiebreak=False))


def committed(state: HalfZeroState) -> tuple[int, ...]:
    """Sealed mode: who has selected for the current reveal — never what."""
    return tuple(sorted(s.seat for s in state.turn.sealed))


def hands_missing(state: HalfZeroState) -> tuple[int, ...]:
    """Hand-tracking mode: the seats with base < 5 that have not entered this round's hand yet."""
    if not hand_tracking(state) or state.phase != "round_setup":
        return ()
    return tuple(seat for seat in range(state.players) if state.base[seat] < 5 and state.hands[seat] is None)


def point_unrevealed(state: HalfZeroState) -> tuple[int, ...]:
    won = {rank for ranks in state.point_won for rank in ranks}
    return tuple(rank for rank in POINT_RANKS if rank not in won)


def wild_distribution(allowances: tuple[int, ...], enabled: bool = True) -> tuple[int, ...]:
    """HZ-6: the six W, one at a time, round-robin in seat order, to players whose count is below
    their allowance, until all six are out or every allowance is covered (§2.3)."""
    tokens = [0] * len(allowances)
    if not enabled:
        return tuple(tokens)
    left = WILD_COUNT
    while left and any(count < allowed for count, allowed in zip(tokens, allowances)):
        for seat, allowed in enumerate(allowances):
            if left and tokens[seat] < allowed:
                tokens[seat] += 1
                left -= 1
    return tuple(tokens)
