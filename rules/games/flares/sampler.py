"""A legal Flares move picked by chance, for playthrough tests and demos (docs/games/flares.md §3.3-3.4).

Rulebook: Ecwem: Six, "Flares". The cards it names are consistent with
everything already known: a flipped, played or point card is hidden in the ledger and, in
hand-tracking mode, in nobody's entered hand; an entered hand is dealt from the cards no other
hand holds; a play in hand-tracking mode follows suit from the player's unplayed cards. In trust
mode players usually follow suit, but not always, so that revokes (and their flags) happen.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import suit
from ...errors import RuleViolation
from .state import FlaresState
from .table import POINT_CARDS, holder, ledger, playable_held

FOLLOW_SUIT = 0.7  # trust mode: chance of playing the lead suit when a hidden card of it exists


def sample_move(state: FlaresState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    if state.phase == "round_setup":
        taken = {card for hand in state.hands if hand is not None for card in hand}
        free = [card for card in ledger(state).hidden() if card not in taken]
        return Move("private_hand", seat, {"cards": rng.sample(free, state.h)})
    if state.phase == "await_deck_lead":
        return Move("deck_lead", seat, {"card": rng.choice(_unseen(state))})
    if state.phase == "await_point_cards":
        return Move("point_cards", seat, {"cards": rng.sample(_unseen(state), POINT_CARDS)})
    return Move("play", seat, {"card": _card_to_play(state, seat, rng)})


def _unseen(state: FlaresState) -> list[str]:
    """Cards that may still lie in the deck or the point-card pile."""
    return [card for card in ledger(state).hidden() if holder(state, card) is None]


def _card_to_play(state: FlaresState, seat: int, rng: Any) -> str:
    lead_suit = state.trick.lead_suit
    if state.tracking:
        held = list(playable_held(state, seat))
        following = [card for card in held if suit(card) == lead_suit]
        return rng.choice(following or held)
    hidden = ledger(state).hidden()
    following = [card for card in hidden if suit(card) == lead_suit]
    if following and rng.random() < FOLLOW_SUIT:
        return rng.choice(following)
    return rng.choice(hidden)
