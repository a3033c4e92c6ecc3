"""How a Collector move changes the table (docs/games/collector.md §5.3, §5.5): draws, discards, lay-downs,
final turns, the end.

Rulebook: Ecwem: Six, "Collector". Every function takes a state that passed
its move's check (checks.py) and returns a new one; nothing is mutated.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...base import Move
from ...cards import parse_card
from ...depths import HAND
from ...options import FrozenOptions, depth_of
from .sets import classify
from .state import CollectorState, LaidDown
from .table import DRAW, HAND_SIZE, clockwise_after, deck_size_at_start, left_of, without


def new_game(players: int, options: FrozenOptions) -> CollectorState:
    state = CollectorState(players=players, options=options, dealer=options["first_dealer"],
                           hand_count=(HAND_SIZE,) * players, known_hand=((),) * players)
    if state.tracking:
        state = replace(state, hands=(None,) * players)
    if depth_of(options) == HAND:
        # Entered a hand at a time, the game waits for the sets laid down only (hand.py).
        state = replace(state, phase="await_sets")
    # The hands are dealt; the first discard is not turned up yet.
    return replace(state, deck_count=deck_size_at_start(state) + options["initial_discard"])


def _card(state: CollectorState, text: Any) -> str:
    return parse_card(text, wild_allowed=state.wilds)


def start(state: CollectorState, move: Move, now_ms: int) -> CollectorState:
    top = move.payload.get("discard_top")
    discard = () if top is None else (_card(state, top),)
    # CO-10: play starts left of the dealer.
    return replace(state, phase="draw", discard=discard, deck_count=state.deck_count - len(discard),
                   current=left_of(state, state.dealer))


def private_hand(state: CollectorState, move: Move, now_ms: int) -> CollectorState:
    return _with_hand(state, move.seat, tuple(_card(state, text) for text in move.payload["cards"]))


def draw(state: CollectorState, move: Move, now_ms: int) -> CollectorState:
    """CO-2: the top discard, then the new top; then the deck cards, reshuffling first when the
    deck is empty (CO-8: every discard but the top becomes the deck)."""
    seat, taken_count = move.seat, move.payload["from_discard"]
    taken = tuple(reversed(state.discard[len(state.discard) - taken_count:]))
    table = replace(state, discard=state.discard[:len(state.discard) - taken_count])
    for _ in range(DRAW - taken_count):
        if table.deck_count == 0:
            table = replace(table, deck_count=len(table.discard) - 1, discard=table.discard[-1:])
        table = replace(table, deck_count=table.deck_count - 1)
    table = _with_count(table, seat, state.hand_count[seat] + DRAW)
    table = _with_known(table, seat, state.known_hand[seat] + taken)
    if state.tracking:
        table = _with_hand(table, seat, state.hands[seat] + taken)
    waits_for_cards = state.tracking and taken_count < DRAW
    return replace(table, drawn_from_discard=taken_count,
                   phase="private_draw" if waits_for_cards else "end_turn")


def private_draw(state: CollectorState, move: Move, now_ms: int) -> CollectorState:
    cards = tuple(_card(state, text) for text in move.payload["cards"])
    return replace(_with_hand(state, move.seat, state.hands[move.seat] + cards), phase="end_turn")


def end_turn(state: CollectorState, move: Move, now_ms: int) -> CollectorState:
    seat, payload = move.seat, move.payload
    discards = tuple(_card(state, text) for text in payload["discards"])
    lay_down = tuple(_card(state, text) for text in payload.get("lay_down") or ())
    put_down = lay_down + discards
    table = _with_count(state, seat, state.hand_count[seat] - len(put_down))
    table = _with_known(table, seat, without(state.known_hand[seat], put_down))
    if state.tracking:
        table = _with_hand(table, seat, without(state.hands[seat], put_down))
    # CO-4: the second discard ends on top.
    table = replace(table, discard=state.discard + discards, turns_taken=state.turns_taken + 1,
                    drawn_from_discard=0)
    if lay_down:
        table = lay_down_set(table, seat, lay_down, move.seq)
    return next_turn(table, seat)


def lay_down_set(state: CollectorState, seat: int, cards: tuple[str, ...], seq: int | None) -> CollectorState:
    """`seat`'s set laid down after those already down, classified by §5.5 (sets.classify)."""
    found = classify(cards)
    laid = LaidDown(seat, cards, found.tier, found.kind, seq, found.wilds_as)
    return replace(state, laid_down=state.laid_down + (laid,))


def next_turn(state: CollectorState, seat: int) -> CollectorState:
    """CO-7: the first lay-down gives every other player exactly one final turn, clockwise from
    the layer's left; after the last of them the game ends. CO-11: an optional turn limit."""
    if state.final_turns_left is not None:
        left = tuple(other for other in state.final_turns_left if other != seat)
        if not left:
            return end_game(state)
        return replace(state, final_turns_left=left, current=left[0], phase="draw")
    if state.laid_down:
        final = tuple(other for other in clockwise_after(state, seat) if state.laid_by(other) is None)
        return replace(state, final_turns_left=final, current=final[0], phase="draw")
    limit = state.options["turn_limit"]
    if limit is not None and state.turns_taken >= limit * state.players:
        return draw_at_turn_limit(state)
    return replace(state, current=left_of(state, seat), phase="draw")


def draw_at_turn_limit(state: CollectorState) -> CollectorState:
    """CO-11: the turn limit ran out with no set laid down: a draw, with no winner."""
    return replace(state, phase="game_over", current=None, termination="turn_limit")


def end_game(state: CollectorState) -> CollectorState:
    """CO-9: the best tier wins; on a tie the earliest lay-down (laid_down is in lay-down order)."""
    best = min(range(len(state.laid_down)), key=lambda index: (state.laid_down[index].tier, index))
    return replace(state, phase="game_over", current=None, final_turns_left=(),
                   winner=state.laid_down[best].seat, termination="final_turns_done")


def _with_count(state: CollectorState, seat: int, count: int) -> CollectorState:
    counts = list(state.hand_count)
    counts[seat] = count
    return replace(state, hand_count=tuple(counts))


def _with_known(state: CollectorState, seat: int, cards: tuple[str, ...]) -> CollectorState:
    known = list(state.known_hand)
    known[seat] = cards
    return replace(state, known_hand=tuple(known))


def _with_hand(state: CollectorState, seat: int, cards: tuple[str, ...]) -> CollectorState:
    hands = list(state.hands)
    hands[seat] = cards
    return replace(state, hands=tuple(hands))
