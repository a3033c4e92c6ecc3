"""A legal Squad move picked by chance, for playthrough tests and demos (docs/games/squad.md §6.3-6.5).

Rulebook: Ecwem: Six, "Squad". The cards it names are consistent with
everything already known: dealt, turned up and drawn cards are hidden in the ledger and in nobody's
entered hand; a card from a hand is one of the player's drafted cards or, while they hold a hidden
one, any hidden card (trust mode), or a card of the hand they entered (hand-tracking). It attacks
more often than not, so random games end well within the contract test's move budget.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import rank, suit
from ...errors import RuleViolation
from .state import SquadState
from .table import SQUAD_LIMIT, alive, empty_slot, hidden_held, squad_sum, unentered_hidden

ATTACK = 0.55
REINFORCE = 0.6  # of the rest, when a card fits


def sample_move(state: SquadState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    """`now_ms` is not read: no Squad move depends on the time."""
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    phase = state.phase
    if phase == "deal":
        cards = rng.sample(unentered_hidden(state), 2 * state.players)
        return Move("deal", seat, {"squads": [cards[2 * p:2 * p + 2] for p in range(state.players)]})
    if phase == "draft":
        if not state.draft.available:
            return Move("draft_reveal", seat, {"cards": rng.sample(unentered_hidden(state), state.players)})
        return Move("draft_pick", seat, {"card": rng.choice(state.draft.available)})
    if phase == "deploy":
        pool = list(state.known_hand[seat]) + [None] * hidden_held(state, seat)
        picks = rng.sample(pool, 2)
        fresh = iter(rng.sample(unentered_hidden(state), 2))
        return Move("deploy", seat, {"squads": [card or next(fresh) for card in picks]})
    if phase == "hands":
        known = list(state.known_hand[seat])
        free = [card for card in unentered_hidden(state) if card not in known]
        return Move("private_hand", seat, {"cards": known + rng.sample(free, hidden_held(state, seat))})
    if phase == "draw":
        return Move("draw", seat, {})
    if phase == "draw_card":
        return Move("private_draw", seat, {"card": rng.choice(unentered_hidden(state))})
    if phase == "redeploy":
        return Move("redeploy", seat, {"slot": empty_slot(state, seat), "card": _any_card(state, seat, rng)})
    if phase == "replace":
        slot = next(slot for p, slot in state.pending_replace if p == seat)
        return Move("replace", seat, {"slot": slot, "card": _any_card(state, seat, rng)})
    if phase == "tiebreak":
        return Move("tiebreak_draw", seat, {"card": rng.choice(state.captured[seat])})
    return _action(state, seat, rng)


def _held(state: SquadState, seat: int) -> tuple[list[str], bool]:
    """The cards `seat` is known to hold, and whether any hidden card may stand for one more."""
    if state.tracking:
        return list(state.hands[seat] or ()), False
    return list(state.known_hand[seat]), hidden_held(state, seat) > 0


def _any_card(state: SquadState, seat: int, rng: Any) -> str:
    held, hidden = _held(state, seat)
    if hidden and (not held or rng.random() < 0.5):
        return rng.choice(unentered_hidden(state))
    return rng.choice(held)


def _action(state: SquadState, seat: int, rng: Any) -> Move:
    attacks = [(slot, target, target_slot)
               for slot, mine in enumerate(state.squads[seat]) if mine is not None
               for target in alive(state) if target != seat
               for target_slot, theirs in enumerate(state.squads[target]) if theirs is not None]
    if state.hand_count[seat] == 0 or rng.random() < ATTACK:
        slot, target, target_slot = rng.choice(attacks)
        return Move("attack", seat, {"slot": slot, "target_player": target, "target_slot": target_slot})
    reinforcements = _reinforcements(state, seat)
    if reinforcements and rng.random() < REINFORCE:
        slot, card = rng.choice(reinforcements)
        return Move("reinforce", seat, {"slot": slot, "card": card})
    return Move("discard", seat, {"card": _any_card(state, seat, rng)})


def _reinforcements(state: SquadState, seat: int) -> list[tuple[int, str]]:
    held, hidden = _held(state, seat)
    candidates = held + (unentered_hidden(state) if hidden else [])
    options = []
    for slot, squad in enumerate(state.squads[seat]):
        if squad is None:
            continue
        room = SQUAD_LIMIT - squad_sum(squad)
        options += [(slot, card) for card in candidates
                    if suit(card) == suit(squad[0]) and rank(card) <= room]
    return options
