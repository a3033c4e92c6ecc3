"""How a Squad turn moves the table (docs/games/squad.md §6.4): draw, redeploy, one action, battles and
replacements, then the next player still in.

Rulebook: Ecwem: Six, "Squad". Every function takes a state that passed
`checks.check` and returns a new one; nothing is mutated. Setup moves are in `setup.py`.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from ...cards import parse_card
from .ending import eliminate, resolve_tie, tiebreak_drawn
from .state import Battle, SquadState
from .table import alive, empty_slot, next_alive, squad_sum


def start_turn(state: SquadState, seat: int) -> SquadState:
    """Step 1 of a turn: the draw, or what an empty deck means under `deck_exhausted` (SQ-5)."""
    table = replace(state, current=seat, drew=False, moved=False, redeployed=False)
    if table.deck_count == 0:
        rule = table.options["deck_exhausted"]
        if rule == "end_game":
            return resolve_tie(table, alive(table))
        if rule == "reshuffle_discards" and table.discard:
            table = replace(table, deck_count=len(table.discard), discard=())
    if table.deck_count > 0:
        return replace(table, phase="draw")
    return after_draw(table)


def after_draw(state: SquadState) -> SquadState:
    """Step 2: a lost squad comes back first when there is a card to bring it back with (SQ-4)."""
    seat = state.current
    if not state.redeployed and empty_slot(state, seat) is not None and state.hand_count[seat] > 0:
        return replace(state, phase="redeploy")
    return replace(state, phase="action")


def finish_turn(state: SquadState) -> SquadState:
    """The action is done (and any lost squad replaced): eliminations, then the next player."""
    table = eliminate(state)
    if table.phase in ("game_over", "tiebreak"):
        return table
    return start_turn(replace(table, last_turn=state.current), next_alive(table, state.current))


def take_from_hand(state: SquadState, seat: int, card: str) -> SquadState:
    counts, known, hands = list(state.hand_count), list(state.known_hand), list(state.hands)
    counts[seat] -= 1
    known[seat] = tuple(c for c in known[seat] if c != card)
    if state.tracking and hands[seat] is not None:
        hands[seat] = tuple(c for c in hands[seat] if c != card)
    return replace(state, hand_count=tuple(counts), known_hand=tuple(known), hands=tuple(hands))


def put_squad(state: SquadState, seat: int, slot: int, squad: tuple[str, ...] | None) -> SquadState:
    squads = [list(slots) for slots in state.squads]
    squads[seat][slot] = squad
    return replace(state, squads=tuple(tuple(slots) for slots in squads))


def draw(state: SquadState, move: Move, now_ms: int) -> SquadState:
    counts = list(state.hand_count)
    counts[move.seat] += 1
    table = replace(state, deck_count=state.deck_count - 1, hand_count=tuple(counts), drew=True)
    return replace(table, phase="draw_card") if state.tracking else after_draw(table)


def private_draw(state: SquadState, move: Move, now_ms: int) -> SquadState:
    hands = list(state.hands)
    hands[move.seat] = hands[move.seat] + (parse_card(move.payload["card"]),)
    return after_draw(replace(state, hands=tuple(hands)))


def redeploy(state: SquadState, move: Move, now_ms: int) -> SquadState:
    card = parse_card(move.payload["card"])
    table = put_squad(take_from_hand(state, move.seat, card), move.seat, move.payload["slot"], (card,))
    table = replace(table, redeployed=True)
    return finish_turn(table) if state.options["redeploy_counts_as_action"] else after_draw(table)


def reinforce(state: SquadState, move: Move, now_ms: int) -> SquadState:
    card, slot = parse_card(move.payload["card"]), move.payload["slot"]
    squad = state.squads[move.seat][slot] + (card,)
    return finish_turn(put_squad(take_from_hand(state, move.seat, card), move.seat, slot, squad))


def discard(state: SquadState, move: Move, now_ms: int) -> SquadState:
    card = parse_card(move.payload["card"])
    table = take_from_hand(state, move.seat, card)
    return finish_turn(replace(table, discard=table.discard + (card,)))


def attack(state: SquadState, move: Move, now_ms: int) -> SquadState:
    """Step 4: the bigger sum captures the other squad; on equal sums each takes the other's. A
    loser with cards in hand owes a replacement; with none, the spot stays empty (SQ-3, SQ-4)."""
    seat, slot = move.seat, move.payload["slot"]
    target, target_slot = move.payload["target_player"], move.payload["target_slot"]
    attacking, defending = state.squads[seat][slot], state.squads[target][target_slot]
    a, d = squad_sum(attacking), squad_sum(defending)
    result = "attacker" if a > d else "defender" if a < d else "tie"
    captured = list(state.captured)
    losers: list[tuple[int, int]] = []
    if result in ("attacker", "tie"):
        captured[seat] += defending
        losers.append((target, target_slot))
    if result in ("defender", "tie"):
        captured[target] += attacking
        losers.insert(0, (seat, slot))
    table = replace(state, captured=tuple(captured),
                    battle=Battle(move.seq, seat, slot, target, target_slot, attacking, defending, result))
    for loser, lost in losers:
        table = put_squad(table, loser, lost, None)
    owed = tuple((loser, lost) for loser, lost in losers if table.hand_count[loser] > 0)
    if owed:
        return replace(table, phase="replace", pending_replace=owed)
    return finish_turn(table)


def replace_squad(state: SquadState, move: Move, now_ms: int) -> SquadState:
    card, slot = parse_card(move.payload["card"]), move.payload["slot"]
    table = put_squad(take_from_hand(state, move.seat, card), move.seat, slot, (card,))
    owed = tuple(entry for entry in state.pending_replace if entry != (move.seat, slot))
    table = replace(table, pending_replace=owed)
    return table if owed else finish_turn(table)


def tiebreak_draw(state: SquadState, move: Move, now_ms: int) -> SquadState:
    return tiebreak_drawn(state, move.seat, parse_card(move.payload["card"]))
