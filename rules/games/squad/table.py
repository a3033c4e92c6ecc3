"""What the Squad table shows: squads and their sums, who is still in, seating order, hands and the
card ledger (docs/games/README.md §0.5, §6.1-6.2).

Rulebook: Ecwem: Six, "Squad". The ledger is rebuilt from the state each time,
so it can never drift from it. Public zones: every squad, every captured pile (squads are face up
when captured), the discard pile, the drafted cards still in a hand, and the draft cards on the
table. The private hands of hand-tracking mode are not in the public ledger: the checks ask
`holder` about them, so a collision is reported without saying whose card it is (CORE-CARD-CONFLICT).
"""
from __future__ import annotations

from ...cards import RANKED_CARDS, rank
from ...ledger import Ledger, Zone
from .messages import zone_text
from .state import Squad, SquadState

SLOTS = (0, 1)
SQUAD_LIMIT = 6       # a squad's ranks sum to less than 7
HAND_AT_START = 2


def squad_sum(squad: Squad | None) -> int:
    return sum(rank(card) for card in squad or ())


def out_seats(state: SquadState) -> set[int]:
    return {seat for seat, _seq in state.eliminated}


def alive(state: SquadState) -> list[int]:
    out = out_seats(state)
    return [seat for seat in range(state.players) if seat not in out]


def next_alive(state: SquadState, seat: int) -> int:
    """The next player clockwise who is still in (eliminated players are skipped, SQ-13)."""
    out = out_seats(state)
    for step in range(1, state.players + 1):
        candidate = (seat + step) % state.players
        if candidate not in out:
            return candidate
    return seat


def empty_slot(state: SquadState, seat: int) -> int | None:
    return next((slot for slot in SLOTS if state.squads[seat][slot] is None), None)


def hidden_held(state: SquadState, seat: int) -> int:
    """How many of `seat`'s cards nobody but its owner has seen (public in either mode)."""
    return state.hand_count[seat] - len(state.known_hand[seat])


def ledger(state: SquadState) -> Ledger:
    known: list[tuple[str, Zone]] = []
    for seat in range(state.players):
        for squad in state.squads[seat] if state.squads else ():
            known += [(card, Zone(f"squad:{seat}", zone_text("squad", seat))) for card in squad or ()]
        if state.captured:
            known += [(card, Zone(f"captured:{seat}", zone_text("captured", seat)))
                      for card in state.captured[seat]]
        if state.known_hand:
            known += [(card, Zone(f"hand:{seat}", zone_text("known_hand", seat)))
                      for card in state.known_hand[seat]]
    known += [(card, Zone("discard", zone_text("discard"))) for card in state.discard]
    if state.draft is not None:
        known += [(card, Zone("draft", zone_text("draft"))) for card in state.draft.available]
    return Ledger(known)


def public_cards(state: SquadState) -> set[str]:
    hidden = set(ledger(state).hidden())
    return {card for card in RANKED_CARDS if card not in hidden}


def holder(state: SquadState, card: str) -> int | None:
    """hand_tracking: the seat whose entered hand holds `card`; None if nobody's does."""
    for seat, hand in enumerate(state.hands):
        if hand is not None and card in hand:
            return seat
    return None


def unentered_hidden(state: SquadState) -> list[str]:
    """Cards that may still be in the deck: hidden in the ledger and in no entered hand."""
    taken = {card for hand in state.hands if hand is not None for card in hand}
    return [card for card in ledger(state).hidden() if card not in taken]
