"""How a Mini Golf move changes the table (docs/games/mini-golf.md §1.3, §1.5): holes, turns, scoring, playoffs.

Rulebook: Ecwem: Six, "Mini Golf". Every function takes a state that passed
its move's check (checks.py) and returns a new one; nothing is mutated.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from ...cards import parse_card
from ...depths import HAND
from ...options import depth_of
from .scoring import score_grid, wild_assignment
from .state import FACE_DOWN, FrozenOptions, GolfState, HoleResult, SeatResult, Slot
from .table import before_deck_draw, deck_size_at_deal, draw_from_deck


def new_game(players: int, options: FrozenOptions) -> GolfState:
    return open_hole(GolfState(players=players, options=options, hole=1,
                               dealer=options["first_dealer"], phase="await_hole_start",
                               active=tuple(range(players)), grids=(None,) * players,
                               totals=(0,) * players))


def open_hole(state: GolfState) -> GolfState:
    """A hole about to be played. Entered move by move it waits for the dealer's first discard;
    entered a hand at a time it waits for every playing seat's final grid (all face down to the
    referee until entered)."""
    if depth_of(state.options) != HAND:
        return state
    grids = tuple((FACE_DOWN,) * 4 if seat in state.active else None for seat in range(state.players))
    return replace(state, phase="grids", grids=grids, discard=(), deck_count=0, reshuffled=(),
                   current=None, finisher=None, final_turns_left=())


def grid(state: GolfState, move: Move, now_ms: int) -> GolfState:
    """A hand at a time: one seat's final grid; the hole is scored once every grid is in."""
    return reveal(state, move, now_ms)


def start_hole(state: GolfState, move: Move, now_ms: int) -> GolfState:
    first = parse_card(move.payload["initial_discard"], wild_allowed=True)
    grids = tuple((FACE_DOWN,) * 4 if seat in state.active else None for seat in range(state.players))
    # A fresh deal from the whole deck: no rebuilt deck from last hole's discards is left.
    return replace(state, phase="turns", grids=grids, discard=(first,),
                   deck_count=deck_size_at_deal(state, len(state.active)), reshuffled=(),
                   current=next_in(state, state.dealer), finisher=None, final_turns_left=())


def turn(state: GolfState, move: Move, now_ms: int) -> GolfState:
    payload, actor = move.payload, move.seat
    drawn = parse_card(payload["drawn"], wild_allowed=True)
    if payload["source"] == "deck":
        table = draw_from_deck(before_deck_draw(state), drawn)
    else:
        table = replace(state, discard=state.discard[:-1])

    pos = payload.get("replace")
    if pos is None:
        table = replace(table, discard=table.discard + (drawn,))
    else:
        removed = parse_card(payload["removed"], wild_allowed=True)
        table = table.with_slot(actor, pos, Slot(face_up=True, card=drawn))
        table = replace(table, discard=table.discard + (removed,))

    if table.phase == "turns":
        if not table.face_down(actor):
            later = [seat for seat in clockwise_after(table, actor) if seat in table.active]
            table = replace(table, phase="final_turns", finisher=actor, final_turns_left=tuple(later),
                            current=later[0])
        else:
            table = replace(table, current=next_in(table, actor))
    else:
        left = tuple(seat for seat in table.final_turns_left if seat != actor)
        table = replace(table, final_turns_left=left, current=left[0] if left else None)
        if not left:
            return end_hole(table)

    if table.deck_count == 0 and table.options["deck_exhausted"] == "end_hole":
        return end_hole(table)
    return table


def reveal(state: GolfState, move: Move, now_ms: int) -> GolfState:
    table = state
    for pos, text in move.payload["cards"].items():
        table = table.with_slot(move.seat, pos, Slot(face_up=True, card=parse_card(text, wild_allowed=True)))
    if any(table.face_down(seat) for seat in table.active):
        return table
    return score_hole(table)


def end_hole(state: GolfState) -> GolfState:
    """No more turns: flip the face-down cards, or score at once when there are none."""
    table = replace(state, phase="reveal", current=None, final_turns_left=())
    if any(table.face_down(seat) for seat in table.active):
        return table
    return score_hole(table)


def score_hole(state: GolfState) -> GolfState:
    mode = state.options["suit_bonus_mode"]
    seats: list[SeatResult | None] = []
    for seat in range(state.players):
        if seat not in state.active:
            seats.append(None)
            continue
        cards = tuple(slot.card for slot in state.grids[seat])
        scored = score_grid(cards, mode)
        seats.append(SeatResult(grid=cards, base=scored.base, bonus=scored.bonus, score=scored.score,
                                wilds=wild_assignment(cards, scored)))
    result = HoleResult(hole=state.hole, playoff=state.playoff, dealer=state.dealer, seats=tuple(seats))
    totals = state.totals if result.playoff else tuple(
        total + (score or 0) for total, score in zip(state.totals, result.scores))
    scored_state = replace(state, rounds=state.rounds + (result.round,), last_hole=result,
                           totals=totals)
    return after_hole(scored_state, result)


def after_hole(state: GolfState, result: HoleResult) -> GolfState:
    """Next regulation hole, a playoff hole among the lowest, or the end of the game (§1.5)."""
    if not result.playoff and state.hole < state.options["holes"]:
        return next_hole(state, state.active)
    if result.playoff:
        # Sudden death: the lowest score on this playoff hole stays in.
        standing = {seat: score for seat, score in enumerate(result.scores) if score is not None}
    else:
        standing = dict(enumerate(state.totals))
    low = min(standing.values())
    leaders = tuple(seat for seat, score in standing.items() if score == low)
    if len(leaders) == 1 or state.options["tie_rule"] == "shared":
        # `hole` stays on the last hole played, so the final view still describes that hole.
        return replace(state, phase="game_over", current=None, winners=leaders)
    return next_hole(state, leaders)


def next_hole(state: GolfState, active: tuple[int, ...]) -> GolfState:
    # The deal passes to the left, skipping players who sit out a playoff.
    following = replace(state, active=active)
    return open_hole(replace(following, hole=state.hole + 1, phase="await_hole_start", current=None,
                             dealer=next_in(following, state.dealer), final_turns_left=()))


def clockwise_after(state: GolfState, seat: int) -> list[int]:
    return [(seat + step) % state.players for step in range(1, state.players)]


def next_in(state: GolfState, seat: int) -> int:
    """The first active seat clockwise after `seat` (the player to its left who is playing)."""
    return next(s for s in clockwise_after(state, seat) + [seat] if s in state.active)
