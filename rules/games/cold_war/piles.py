"""Moving cards between a player's piles (docs/games/cold-war.md §5.7, §6 A17-A21): discards and where lent
cards go, drawing to 5, and the draw-pile reset without shuffling.

Rulebook: Fifteen Minute Cold War (Echo Zulu), "My Draw Pile is Empty!". After a reset the
draw pile is the old discard pile, oldest card on top, so every later draw is known.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

from .state import HAND, ColdWarState, Player


def set_player(state: ColdWarState, seat: int, player: Player) -> ColdWarState:
    seats = list(state.seats)
    seats[seat] = player
    return replace(state, seats=tuple(seats))


def update(state: ColdWarState, seat: int, **changes) -> ColdWarState:
    return set_player(state, seat, replace(state.seats[seat], **changes))


def take_from_hand(state: ColdWarState, seat: int, ids: Sequence[str]) -> ColdWarState:
    player = state.seats[seat]
    return update(state, seat, hand_count=player.hand_count - len(ids),
                  hand_known=tuple(c for c in player.hand_known if c not in ids))


def to_discard(state: ColdWarState, seat: int, ids: Iterable[str]) -> ColdWarState:
    """Cards leaving `seat`'s stack or hand, in the order given, onto the owner's pile (A19). A
    Blue card lent by a Fallen Leader goes to the borrower's pile, or back to the lender's Fallen
    discard under `loaned_card_removed_to = lender` (A21)."""
    for card_id in ids:
        country = state.cards[card_id].country
        lender = state.seat_of_country(country)
        if (country != state.seats[seat].country and lender is not None
                and state.options["loaned_card_removed_to"] == "lender"):
            state = update(state, lender, fallen_discard=state.seats[lender].fallen_discard + (card_id,))
        else:
            state = update(state, seat, discard=state.seats[seat].discard + (card_id,))
    return state


def own_discard(state: ColdWarState, seat: int, ids: Iterable[str]) -> ColdWarState:
    """Cards played by `seat` (attack cards, Specials, Shields) onto their own discard pile."""
    return update(state, seat, discard=state.seats[seat].discard + tuple(ids))


def refill_count(state: ColdWarState, seat: int) -> int:
    """§5.7: up to 5 (A3), or 3 under `refill_mode = exactly_3`."""
    if state.options["refill_mode"] == "exactly_3":
        return 3
    return max(0, HAND - state.seats[seat].hand_count)


def drawable(player: Player, n: int) -> int:
    """How many of `n` cards can be drawn: the draw pile, then the discard pile once flipped."""
    return min(n, player.draw_count + len(player.discard))


def expected_draws(player: Player, n: int) -> list[str | None]:
    """The cards the next `n` draws will give, where the service knows them (None: unknown)."""
    pile: list[str | None] = list(player.draw_known) if player.draw_known is not None \
        else [None] * player.draw_count
    return (pile + list(player.discard))[:drawable(player, n)]


def draw(state: ColdWarState, seat: int, n: int, entered: Sequence[str] = ()) -> ColdWarState:
    """Draw `n` cards one at a time, flipping the discard pile without shuffling when a draw is
    needed and the pile is empty (A17). `entered` are the cards the player named (private)."""
    player = state.seats[seat]
    count, known, discard = player.draw_count, player.draw_known, player.discard
    hand, hand_known = player.hand_count, list(player.hand_known)
    for k in range(n):
        if count == 0:
            if not discard:
                break
            count, known, discard = len(discard), discard, ()
        count -= 1
        if known is not None:
            card, known = known[0], known[1:]
            hand_known.append(card)
        elif k < len(entered):
            hand_known.append(entered[k])
        hand += 1
    if state.options["reset_timing"] == "on_empty" and count == 0 and discard:
        count, known, discard = len(discard), discard, ()
    return update(state, seat, draw_count=count, draw_known=known, discard=discard, hand_count=hand,
                  hand_known=tuple(hand_known))
