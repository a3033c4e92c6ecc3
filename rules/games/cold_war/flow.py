"""How Cold War moves change the table (docs/games/cold-war.md §5.3-§5.9): plays, the discard, the draw,
reactions, confirmations and the Fallen Leader's turn.

Rulebook: Fifteen Minute Cold War (Echo Zulu). Every function takes a state that passed the
checks and returns a new one; nothing is mutated. Setup moves are in `setup.py`.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from .cards_in import resolve, resolve_all, shield_mode, table_ids, with_cards
from .checks import TRIAD_COST, confirmer, manual_removals, special_mode
from .combat import (
    after_reaction,
    apply_claim,
    declare,
    immediate_refill,
    next_turn,
    play_on,
    resolve as resolve_attack,
    shield_effects,
)
from .piles import draw as draw_cards, refill_count, take_from_hand, to_discard, update
from .setup import entered_ids
from .state import ColdWarState, Pending


def _from_hand(state: ColdWarState, move: Move, name: str = "cards") -> tuple[list[str], ColdWarState]:
    ids, registry = resolve_all(state, move.seat, move.payload[name], name)
    return ids, take_from_hand(with_cards(state, registry), move.seat, ids)


def _card_from_hand(state: ColdWarState, move: Move) -> tuple[str, ColdWarState]:
    card_id, registry = resolve(state, move.seat, move.payload["card"])
    return card_id, take_from_hand(with_cards(state, registry), move.seat, [card_id])


def place(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    card_id, state = _card_from_hand(state, move)
    stack = state.seats[move.seat].stack
    position = move.payload.get("position")
    position = len(stack) if position is None else position
    state = update(state, move.seat, stack=stack[:position] + (card_id,) + stack[position:])
    return replace(state, plays_used=state.plays_used + 1)


def attack(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    ids, state = _from_hand(state, move)
    state = replace(state, plays_used=state.plays_used + len(ids))
    value = sum(state.cards[c].attack or 0 for c in ids)
    return declare(state, Pending("brown", move.seat, move.payload["target"], hand_cards=tuple(ids),
                                  value=value), move.seq)


def triad(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    ids, state = _from_hand(state, move)
    cost = state.options["triad_play_cost"]
    used = state.max_plays if cost == "whole_turn" else state.plays_used + TRIAD_COST[cost]
    state = replace(state, plays_used=used)
    return declare(state, Pending("triad", move.seat, move.payload["target"], hand_cards=tuple(ids)),
                   move.seq)


def special(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    card_id, state = _card_from_hand(state, move)
    target, seat = move.payload["target"], move.seat
    mode = special_mode(state.cards[card_id])
    if mode == "redeploy":
        chosen = tuple(table_ids(move.payload["redeploy"], "redeploy"))
        extra: list[str] = []
        if move.payload.get("cards"):
            extra, state = _from_hand(state, move)
        stack = state.seats[seat].stack
        state = update(state, seat, stack=tuple(c for c in stack if c not in chosen))
        value = sum(state.cards[c].attack or 0 for c in chosen + tuple(extra))
        pending = Pending("redeploy", seat, target, orange=card_id, stack_cards=chosen,
                          hand_cards=tuple(extra), value=value)
        state = replace(state, plays_used=state.plays_used + 1 + len(extra))
    elif mode == "select":
        pending = Pending("special_remove", seat, target, orange=card_id,
                          selection=tuple(table_ids(move.payload.get("select"), "select")))
        state = replace(state, plays_used=state.plays_used + 1)
    else:
        pending = Pending("special_manual", seat, target, orange=card_id,
                          selection=tuple(manual_removals(move.payload)))
        state = replace(state, plays_used=state.plays_used + 1)
    return declare(state, pending, move.seq)


def discard(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    card_id, registry = resolve(state, move.seat, move.payload["card"])
    state = with_cards(state, registry)
    if move.payload.get("from", "hand") == "stack":
        stack = state.seats[move.seat].stack
        state = update(state, move.seat, stack=tuple(c for c in stack if c != card_id))
    else:
        state = take_from_hand(state, move.seat, [card_id])
    return replace(to_discard(state, move.seat, [card_id]), discarded=True)


def draw(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    ids, state = entered_ids(state, move)
    state = draw_cards(state, move.seat, refill_count(state, move.seat), ids)
    return next_turn(state, move.seat)


def react(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    ids, state = _from_hand(state, move, "shields")
    pending = shield_effects(state, state.pending, tuple(ids))
    if ids and state.options["reaction_refill"] == "immediate":
        state = immediate_refill(state, move.seat)
    claim = move.payload.get("effect")
    manual = [c for c in ids if special_manual_shield(state, c)]
    if pending.kind != "triad" and manual and not pending.cancelled:
        pending = replace(pending, claim=dict(claim), stage="confirm_shield")
        return replace(state, phase="confirm", pending=pending)
    return after_reaction(replace(state, pending=pending), pending, move.seq)


def close_reaction(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    """The window's time is up: the attack goes on as if the target had answered `REACT []`."""
    pending = shield_effects(state, state.pending, ())
    return after_reaction(replace(state, pending=pending), pending, move.seq)


def special_manual_shield(state: ColdWarState, card_id: str) -> bool:
    return shield_mode(state.cards[card_id]) == "manual"


def confirm_effect(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    pending = state.pending
    if pending.stage == "confirm_shield":
        pending = replace(apply_claim(pending), stage="reaction")
        return after_reaction(replace(state, pending=pending), pending, move.seq)
    return resolve_attack(state, pending, move.seq)


def dispute_effect(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    pending = state.pending
    dispute = {"seq": move.seq, "by": confirmer(state), "attacker": pending.attacker,
               "target": pending.target, "stage": pending.stage,
               "claim": None if pending.claim is None else dict(pending.claim),
               "selection": list(pending.selection),
               "cards": list(pending.shields if pending.stage == "confirm_shield"
                             else (pending.orange,) if pending.orange else ())}
    state = replace(state, disputes=state.disputes + (dispute,))
    if pending.stage == "confirm_shield":
        pending = replace(pending, claim=None, stage="reaction")
        return after_reaction(replace(state, pending=pending), pending, move.seq)
    return resolve_attack(state, replace(pending, selection=()), move.seq)


def fallen_opt(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    state = replace(state, offers=tuple(s for s in state.offers if s != move.seat))
    return play_on(state, move.seat) if move.payload["play_on"] else state


def fallen_play(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    player = state.seats[move.seat]
    if player.fallen_count == 0:  # reset without shuffle (A20)
        state = update(state, move.seat, fallen_count=len(player.fallen_discard),
                       fallen_known=player.fallen_discard, fallen_discard=())
    pending = Pending("fallen_play", move.seat, move.payload["target"], stage="reveal")
    return replace(state, phase="fallen_reveal", pending=pending)


def fallen_reveal(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    card_id, registry = resolve(state, move.seat, move.payload["card"])
    state = with_cards(state, registry)
    seat, target = move.seat, state.pending.target
    player = state.seats[seat]
    known = player.fallen_known[1:] if player.fallen_known else player.fallen_known
    state = update(state, seat, fallen_count=player.fallen_count - 1, fallen_known=known)
    kind = registry[card_id].kind
    if kind == "brown":
        pending = Pending("fallen_brown", seat, target, hand_cards=(card_id,),
                          value=registry[card_id].attack or 0)
        return declare(replace(state, pending=None), pending, move.seq)
    if kind == "blue":
        stack = state.seats[target].stack
        position = move.payload.get("position")
        position = len(stack) if position is None else position
        state = update(state, target, stack=stack[:position] + (card_id,) + stack[position:])
        last = {"kind": "lent", "attacker": seat, "target": target, "card": card_id}
    else:
        state = update(state, seat, fallen_discard=state.seats[seat].fallen_discard + (card_id,))
        last = {"kind": "fallen_discard", "attacker": seat, "target": target, "card": card_id}
    return next_turn(replace(state, pending=None, phase="play", last=last), seat)


def reorder(state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
    order = tuple(table_ids(move.payload["order"], "order"))
    pile = state.seats[move.seat].discard
    return update(state, move.seat, discard=pile[:len(pile) - len(order)] + order)
