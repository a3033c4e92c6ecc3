"""Attacks, reactions and their outcome (docs/games/cold-war.md §5.3-§5.6, §5.9): opening the reaction window,
resolving a pending attack, defeats, Fallen Leader offers, and whose turn comes next.

Rulebook: Fifteen Minute Cold War (Echo Zulu), "Attacking", "Nuclear Triad / Blitzkrieg",
"Fallen Leaders".
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .cards_in import is_shield, locate, shield_mode
from .piles import HAND, draw, own_discard, to_discard, update
from .state import ColdWarState, Pending
from .units import Damage, resolve_damage, units

DAMAGE_KINDS = ("brown", "redeploy", "fallen_brown")


def unit_options(state: ColdWarState) -> dict[str, Any]:
    return {"group_partition": state.options["group_partition"],
            "white_block_max": state.options["white_block_max"]}


def stack_units(state: ColdWarState, seat: int):
    return units(state.seats[seat].stack, state.cards, **unit_options(state))


def leader_rating(state: ColdWarState, seat: int) -> int | None:
    if state.options["leader_defence_mode"] != "printed":
        return None
    return state.cards[state.seats[seat].leader].leader_defence


# --- reaction windows (§5.5) ----------------------------------------------------------------

def possible_shields(state: ColdWarState, target: int, triad: bool) -> int:
    """How many Shield cards `target` may still hold in hand, as far as the service knows."""
    player = state.seats[target]
    known = [card for card in state.cards.values() if card.country == player.country and is_shield(card)]
    if state.tracking:
        return sum(1 for card in known if card.id in player.hand_known
                   and (triad or shield_mode(card) != "never"))
    in_hand = [card for card in known if locate(state, card.id) in (None, ("hand", target))]
    usable = [card for card in in_hand if triad or shield_mode(card) != "never"]
    return len(usable) + max(0, 2 - len(known))


def window_opens(state: ColdWarState, target: int, kind: str) -> bool:
    hand = state.seats[target].hand_count
    if kind == "triad":
        return hand >= 2 and possible_shields(state, target, True) >= 2
    return hand >= 1 and possible_shields(state, target, False) >= 1


def declare(state: ColdWarState, pending: Pending, seq: int | None) -> ColdWarState:
    """An attack is on the table: wait for the target's Shields, or resolve it now."""
    if pending.kind != "fallen_play" and window_opens(state, pending.target, pending.kind):
        return replace(state, phase="reaction", pending=replace(pending, stage="reaction"))
    return after_reaction(state, pending, seq)


def after_reaction(state: ColdWarState, pending: Pending, seq: int | None) -> ColdWarState:
    """The window is closed: a manual Special still needs the target's confirmation."""
    if pending.kind == "special_manual" and not pending.cancelled and pending.selection:
        return replace(state, phase="confirm", pending=replace(pending, stage="confirm_effect"))
    return resolve(state, pending, seq)


def shield_effects(state: ColdWarState, pending: Pending, shields: tuple[str, ...]) -> Pending:
    """Data-defined Shield effects against an attack (§5.5); manual ones wait for a claim."""
    if pending.kind == "triad":
        return replace(pending, shields=shields, cancelled=len(shields) == 2)
    cancelled, absorbed = False, 0
    for card_id in shields:
        card = state.cards[card_id]
        mode = shield_mode(card)
        if mode == "cancel":
            cancelled = True
        elif mode == "absorb":
            absorbed += (card.effect or {}).get("absorb") or 0
    return replace(pending, shields=shields, cancelled=cancelled, absorbed=absorbed)


def apply_claim(pending: Pending) -> Pending:
    claim = pending.claim or {}
    if claim.get("type") == "cancel":
        return replace(pending, cancelled=True)
    if claim.get("type") == "reduce":
        return replace(pending, absorbed=pending.absorbed + (claim.get("amount") or 0))
    return pending


# --- resolution (§5.2-§5.6) -----------------------------------------------------------------

def resolve(state: ColdWarState, pending: Pending, seq: int | None) -> ColdWarState:
    target, attacker = pending.target, pending.attacker
    stack = state.seats[target].stack
    removed: tuple[str, ...] = ()
    damage: Damage | None = None
    if not pending.cancelled:
        if pending.kind in DAMAGE_KINDS:
            damage = resolve_damage(stack, state.cards, max(0, pending.value - pending.absorbed),
                                    leader_defence=leader_rating(state, target), **unit_options(state))
            removed, stack = damage.removed, damage.kept
        elif pending.kind == "triad":
            removed, stack = tuple(reversed(stack)), ()
        else:  # a remove-Special, or the confirmed removals of a manual one
            removed = tuple(c for c in reversed(stack) if c in pending.selection)
            stack = tuple(c for c in stack if c not in pending.selection)
    state = update(state, target, stack=stack)
    state = to_discard(state, target, removed)
    state = own_discard(state, target, pending.shields)
    played = ((pending.orange,) if pending.orange else ()) + pending.stack_cards + pending.hand_cards
    if pending.kind == "fallen_brown":
        state = update(state, attacker, fallen_discard=state.seats[attacker].fallen_discard + played)
    else:
        state = own_discard(state, attacker, played)
    defeated = damage is not None and damage.leader_defeated
    last = {"kind": pending.kind, "attacker": attacker, "target": target, "value": pending.value,
            "absorbed": pending.absorbed, "cancelled": pending.cancelled, "removed": list(removed),
            "remaining": None if damage is None else damage.remaining, "leader_defeated": defeated}
    state = replace(state, pending=None, phase="play", last=last)
    if defeated:
        state = defeat(state, target, seq)
        if state.phase == "game_over":
            return state
    if state.seats[attacker].status == "fallen":
        # A Fallen Leader's attack ends their turn: a Leader it just defeated has had no moment to
        # answer the offer yet, so it stays open even if their seat comes next (A23).
        return next_turn(state, attacker, fresh=(target,) if defeated else ())
    return state


def immediate_refill(state: ColdWarState, seat: int) -> ColdWarState:
    """`reaction_refill = immediate` (A15): the defender draws back to 5 at once, whatever
    `refill_mode` says of the end of a turn (three cards would overfill a hand short of a Shield)."""
    return draw(state, seat, max(0, HAND - state.seats[seat].hand_count))


# --- defeat, Fallen Leaders, end (§5.9) -----------------------------------------------------

def alive(state: ColdWarState) -> list[int]:
    return [seat for seat, player in enumerate(state.seats) if player.status == "alive"]


def defeat(state: ColdWarState, seat: int, seq: int | None) -> ColdWarState:
    state = update(state, seat, status="out", defeated_at=seq)
    state = replace(state, defeat_order=state.defeat_order + (seat,))
    still = alive(state)
    if len(still) == 1:
        return replace(state, phase="game_over", winner=still[0], active=None, pending=None, offers=())
    if state.players >= 3:
        state = replace(state, offers=state.offers + (seat,))
    return state


def foreign(state: ColdWarState, seat: int, ids) -> tuple[str, ...]:
    country = state.seats[seat].country
    return tuple(c for c in ids if state.cards[c].country != country)


def play_on(state: ColdWarState, seat: int) -> ColdWarState:
    """The defeated player's 24 own cards become the Fallen deck; cards lent to them are set aside."""
    player = state.seats[seat]
    areas = player.stack + player.discard + player.hand_known + (player.draw_known or ())
    lent = foreign(state, seat, areas)
    own = player.hand_count + player.draw_count + len(player.discard) + len(player.stack) - len(lent)
    return update(state, seat, status="fallen", stack=(), hand_count=0, hand_known=(), draw_count=0,
                  draw_known=None, discard=(), fallen_count=own, fallen_known=None, fallen_discard=(),
                  set_aside=player.set_aside + lent)


def can_fallen_play(state: ColdWarState, seat: int) -> bool:
    player = state.seats[seat]
    return player.fallen_count > 0 or (
        state.options["fallen_deck_exhaustion"] == "reset_no_shuffle" and bool(player.fallen_discard))


def start_turn(state: ColdWarState, seat: int) -> ColdWarState:
    return replace(state, phase="play", active=seat, turn_no=state.turn_no + 1, plays_used=0,
                   discarded=False, pending=None)


def next_turn(state: ColdWarState, after: int, fresh: tuple[int, ...] = ()) -> ColdWarState:
    """§5.8: the next seat clockwise that is alive, or Fallen with a card to play. A Fallen
    Leader offer still open when that seat's turn comes counts as "no" (A23), unless it was made
    by the move that ends this turn (`fresh`)."""
    offers = list(state.offers)
    for step in range(1, state.players + 1):
        seat = (after + step) % state.players
        if seat in offers:
            if seat not in fresh:
                offers.remove(seat)
            continue
        status = state.seats[seat].status
        if status == "alive" or (status == "fallen" and can_fallen_play(state, seat)):
            return start_turn(replace(state, offers=tuple(offers)), seat)
    raise AssertionError("no seat can play, yet two Leaders are alive")
