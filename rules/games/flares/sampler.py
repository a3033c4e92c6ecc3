"""A legal Flares move picked by chance, for playthrough tests and demos (docs/games/flares.md §3.3-3.4).

Rulebook: Ecwem: Six, "Flares". The cards it names are consistent with
everything already known: a flipped, played or point card is hidden in the ledger and, in
hand-tracking mode, in nobody's entered hand; an entered hand is dealt from the cards no other
hand holds; a play in hand-tracking mode follows suit from the player's unplayed cards. In trust
mode players usually follow suit, but not always, so that revokes (and their flags) happen, and
the table often rules on a flag before the round is scored.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import suit
from ...errors import RuleViolation
from .rulings import RULINGS
from .state import FlaresState
from .table import POINT_CARDS, holder, ledger, playable_held

FOLLOW_SUIT = 0.7  # trust mode: chance of playing the lead suit when a hidden card of it exists
RULE_ON_FLAG = 0.5  # trust mode: chance that the table rules on an open revoke flag of the round


def sample_move(state: FlaresState, to_move: frozenset[int], rng: Any,
                now_ms: int | None = None) -> Move:
    if not to_move:
        raise RuleViolation("CORE-GAME-OVER")
    seat = rng.choice(sorted(to_move))
    open_flags = [flag for flag in state.flags if flag.round == state.round and flag.status == "open"]
    if open_flags and rng.random() < RULE_ON_FLAG:
        return Move("revoke_ruling", seat, {"flag": rng.choice(open_flags).id,
                                            "ruling": rng.choice(sorted(RULINGS))})
    if state.phase == "round_setup":
        taken = {card for hand in state.hands if hand is not None for card in hand}
        free = [card for card in ledger(state).hidden() if card not in taken]
        return Move("private_hand", seat, {"cards": rng.sample(free, state.h)})
    if state.phase == "await_deck_lead":
        return Move("deck_lead", seat, {"card": rng.choice(_unseen(state))})
    if state.phase == "await_round_result":
        return _round_result(state, seat, rng)
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


def _round_result(state: FlaresState, seat: int, rng: Any) -> Move:
    """h tricks shared at random among the players and the deck (the deck now and then takes
    them all), and three point cards."""
    takers = [rng.randrange(state.players + 1) for _ in range(state.h)]
    if rng.random() < 0.05:
        takers = [state.players] * state.h
    tricks = [takers.count(seat) for seat in range(state.players)]
    return Move("round_result", seat, {"tricks": tricks, "deck_tricks": takers.count(state.players),
                                       "point_cards": rng.sample(_unseen(state), POINT_CARDS)})
