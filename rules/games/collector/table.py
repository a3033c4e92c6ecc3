"""What the Collector table shows: seating, the card ledger, hands and the deck
(docs/games/README.md §0.5, §5.1-5.3).

Rulebook: Ecwem: Six, "Collector". The ledger is rebuilt from the state each
time, so it can never drift from it: the discard pile, the cards each player took from it (their
known hand) and the laid-down sets are known; everything else (the deck, the dealt and deck-drawn
part of every hand) is hidden. After a reshuffle the discards under the top go back into the
deck: face down again, and as good as hidden (a player may have drawn any of them).
The private hands of hand-tracking mode are not in the public ledger: a hand or a draw typed in is
checked against the others by `holders`, so that a collision is reported without saying whose card
it is (CORE-CARD-CONFLICT). The first discard, turned up by the dealer, is never checked against
the hands, so that any phone may enter it whatever they hold; an entered hand that lists it is
told so on its own phone (`hand_conflicts`), and the rest of it stays playable (`usable_hand`).
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from ...cards import RANKED_CARDS, WILD, WILD_COUNT
from ...ledger import Ledger, Zone
from .messages import IN_DISCARD, in_hand, laid_down_by
from .state import CollectorState

HAND_SIZE = 6
DRAW = 2


def deck_size_at_start(state: CollectorState) -> int:
    """36 − 6n − 1 (23 / 17 / 11), plus the six W with wilds, minus no card without a first discard."""
    deck = len(RANKED_CARDS) + (WILD_COUNT if state.wilds else 0)
    return deck - HAND_SIZE * state.players - state.options["initial_discard"]


def left_of(state: CollectorState, seat: int) -> int:
    return (seat + 1) % state.players


def clockwise_after(state: CollectorState, seat: int) -> tuple[int, ...]:
    """Every other seat, from `seat`'s left round the table."""
    return tuple((seat + step) % state.players for step in range(1, state.players))


def ledger(state: CollectorState) -> Ledger:
    known: list[tuple[str, Zone]] = [(card, Zone("discard", IN_DISCARD)) for card in state.discard]
    for seat, cards in enumerate(state.known_hand):
        zone = Zone(f"hand:{seat}", in_hand(seat))
        known += [(card, zone) for card in cards]
    for laid in state.laid_down:
        zone = Zone(f"laid:{laid.seat}", laid_down_by(laid.seat))
        known += [(card, zone) for card in laid.cards]
    return Ledger(known, with_wilds=state.wilds)


def without(cards: Iterable[str], gone: Iterable[str]) -> tuple[str, ...]:
    """`cards` less `gone`, one copy per mention (W cards repeat)."""
    left = Counter(gone)
    kept = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return tuple(kept)


def secret(state: CollectorState, seat: int) -> tuple[str, ...]:
    """hand_tracking: the part of `seat`'s entered hand nobody else has seen (the known hand,
    taken from the discard pile, is public)."""
    hand = state.hands[seat] if state.hands else None
    return without(hand, state.known_hand[seat]) if hand else ()


def holders(state: CollectorState, card: str) -> list[int]:
    """hand_tracking: the seats whose entered hand secretly holds `card` (once per W held)."""
    return [seat for seat in range(len(state.hands)) for held in secret(state, seat) if held == card]


def hand_conflicts(state: CollectorState, seat: int) -> tuple[tuple[str, Zone], ...]:
    """hand_tracking: the cards of `seat`'s entered hand, beyond those it took from the discard
    pile, that the table has seen elsewhere (a first discard turned up that the entry lists too),
    each with where it is; a W once for each the table and this entry hold together beyond the
    six. The entry is wrong and its owner must correct it. Read from that seat's own entry and
    the public ledger only, so it tells its owner nothing about another hand."""
    table = ledger(state)
    hidden = secret(state, seat)
    found = [(card, zone) for card in hidden if card != WILD and (zone := table.where(card)) is not None]
    wilds = table.wilds_seen()
    extra = hidden.count(WILD) - (WILD_COUNT - len(wilds))
    if extra > 0:  # then the table has seen a W (a hand never holds more than the six)
        found += [(WILD, wilds[-1])] * extra
    return tuple(found)


def usable_hand(state: CollectorState, seat: int) -> tuple[str, ...]:
    """hand_tracking: the cards `seat` can really hold: its entry less `hand_conflicts` (one copy
    each), which a discard or a lay-down may not name."""
    return without(state.hands[seat] or (), [card for card, _zone in hand_conflicts(state, seat)])


def wilds_unaccounted(state: CollectorState) -> int:
    """How many W no zone and no entered hand holds: the most a deck draw may still name."""
    if not state.wilds:
        return 0
    public = [card for card in state.discard] + [card for hand in state.known_hand for card in hand]
    public += [card for laid in state.laid_down for card in laid.cards]
    return WILD_COUNT - public.count(WILD) - len(holders(state, WILD))


def unseen_pool(state: CollectorState) -> list[str]:
    """hand_tracking: the cards that may lie in the deck (or in a hand not entered yet): hidden in
    the ledger and in nobody's entered hand; W repeated per copy."""
    known = ledger(state)
    held = {card for seat in range(len(state.hands)) for card in secret(state, seat)}
    pool = [card for card in RANKED_CARDS if card not in held and known.is_hidden(card)]
    return pool + [WILD] * wilds_unaccounted(state)


def hidden_part(state: CollectorState, seat: int) -> int:
    """How many of `seat`'s cards nobody has seen (trust mode's COLLECTOR-HAND-COUNT bound)."""
    return state.hand_count[seat] - len(state.known_hand[seat])
