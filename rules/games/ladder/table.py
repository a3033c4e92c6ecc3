"""What follows from a Ladder state without being stored (docs/games/README.md §0.5, §4.2).

Rulebook: Ecwem: Six, "Ladder". Every card the table has seen is on the pile,
in the known hand of whoever picked it up, or (after the game) shown in an audit; the ledger is
rebuilt from the state each time, so it never drifts from it. In hand-tracking mode a seat's hand
is its known hand plus the cards it entered that have not shown up yet. Entered hands are not in
the public ledger: a hand typed in is checked against the others by `holder`, so that a collision
is reported without saying whose card it is (CORE-CARD-CONFLICT). A card turned up from the deck
is never checked against the hands, so that any phone may enter it whatever they hold; an entered
hand that lists it is told so on its own phone (`hand_conflicts`), and the rest of it stays
playable (`usable_hand`).
"""
from __future__ import annotations

from ...cards import RANKED_CARDS, hierarchy_key
from ...ledger import Ledger, Zone
from .messages import ON_PILE, in_hand_of, shown_by
from .state import HAND_SIZE, LadderState


def deck_after_start(players: int) -> int:
    """36 − 7n − 1: 21 / 14 / 7 for 2 / 3 / 4 players (§4.1, LD-T07)."""
    return len(RANKED_CARDS) - HAND_SIZE * players - 1


def left_of(state: LadderState, seat: int) -> int:
    return (seat + 1) % state.players


def sort_cards(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=hierarchy_key))


def revealed_cards(state: LadderState) -> set[str]:
    return {reveal.card for reveal in state.revealed}


def unrevealed_entered(state: LadderState, seat: int) -> tuple[str, ...]:
    """hand_tracking: the dealt cards `seat` entered that the table has not seen yet."""
    entered = state.entered[seat] if state.entered else None
    if entered is None:
        return ()
    seen = revealed_cards(state)
    return tuple(card for card in entered if card not in seen)


def hand(state: LadderState, seat: int) -> tuple[str, ...] | None:
    """hand_tracking: the whole hand of `seat` (None until entered); private to that seat."""
    if not state.tracking or state.entered[seat] is None:
        return None
    return sort_cards(state.known_hand[seat] + unrevealed_entered(state, seat))


def holder(state: LadderState, card: str) -> int | None:
    """hand_tracking: the seat whose entered, unrevealed cards include `card`."""
    if not state.tracking:
        return None
    for seat in range(state.players):
        if card in unrevealed_entered(state, seat):
            return seat
    return None


def hand_conflicts(state: LadderState, seat: int) -> tuple[tuple[str, Zone], ...]:
    """hand_tracking: the entered, unrevealed cards of `seat` that the table has seen elsewhere
    (a deck card turned up that the entry lists too), each with where it is. The entry is wrong
    and its owner must correct it. Read from that seat's own entry and the public ledger only, so
    it tells its owner nothing about another hand."""
    table = ledger(state)
    return tuple((card, zone) for card in unrevealed_entered(state, seat)
                 if (zone := table.where(card)) is not None)


def usable_hand(state: LadderState, seat: int) -> tuple[str, ...] | None:
    """hand_tracking: the cards `seat` can really hold (None until entered): its `hand` less the
    entered cards of `hand_conflicts`. Plays offered and a compulsory pick-up are judged on these,
    so a wrong card in the entry never forces a play of it."""
    if not state.tracking or state.entered[seat] is None:
        return None
    wrong = {card for card, _zone in hand_conflicts(state, seat)}
    return sort_cards(state.known_hand[seat]
                      + tuple(card for card in unrevealed_entered(state, seat) if card not in wrong))


def hands_missing(state: LadderState) -> tuple[int, ...]:
    """hand_tracking: the seats that have not entered their dealt hand yet."""
    if not state.tracking or state.phase == "game_over":
        return ()
    return tuple(seat for seat, entered in enumerate(state.entered) if entered is None)


def ledger(state: LadderState) -> Ledger:
    known: list[tuple[str, Zone]] = []
    for play in state.pile:
        known += [(card, Zone("pile", ON_PILE)) for card in play.cards]
    for seat, cards in enumerate(state.known_hand):
        known += [(card, Zone(f"hand:{seat}", in_hand_of(seat))) for card in cards]
    placed = {card for card, _zone in known}
    known += [(reveal.card, Zone(f"shown:{reveal.seat}", shown_by(reveal.seat)))
              for reveal in state.revealed if reveal.how == "audit" and reveal.card not in placed]
    return Ledger(known)
