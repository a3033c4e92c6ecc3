"""Where the table knows an EkeQ base-game card to be (docs/games/ekeq.md §B.1), so that a card that exists once
is never entered twice.

The service never sees a hand or a tesoretto, but it is told of cards: the pot's face-up ones,
those turned over this turn, a tesoretto's known top, the cards a Q pick set aside or put back in a
hand; and each phone knows its own face-down card and payment. There is one Golden Q of each
number (§B.1, "two cannot be on the table at once"), and none at all when the deal leaves them
out (C-A1); point cards come in copies the rulebook does not count, so only Golden Qs are compared.

A phone is only ever compared against what it may know: the table's places and its own sealed
entries, never another seat's sealed card or payment, or its refusals would tell it what that seat
put down. Two sealed entries of one Golden Q therefore meet when the table sees them, at the close
of the commit window (payments) or at the reveal (face-down cards): `meeting` finds them there,
and the turn stops on them until the wrong entry is corrected (flow.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...errors import RuleViolation
from .cards import Card

SET_ASIDE = ("q_pick", "q_pick_result")  # a Q use's picks are off the table until it ends (C-A9)


@dataclass(frozen=True)
class Place:
    """Where a known card is: the pot, the table (turned over this turn), the top of a seat's
    tesoretto, set aside by the Q, back in a seat's hand after a pick, or a seat's sealed
    face-down card or payment."""

    where: str  # pot | table | top | picked | hand | hidden | payment
    seat: int | None = None


@dataclass(frozen=True)
class Clash:
    """One Golden Q that two entries name, met when the table saw them: the places that name it."""

    card: Card
    places: tuple[Place, ...]


def public(state) -> list[tuple[Card, Place]]:
    """Every card whose place the whole table knows, each physical card once."""
    found = [(card, Place("pot")) for card in state.pot]
    found += [(card, Place("table", seat)) for seat, _round, card in state.table]
    set_aside = state.phase in SET_ASIDE
    for seat, player in enumerate(state.seats):
        # A pick from a tesoretto takes its top card: while set aside it is the pick, not the top.
        taken = sum(1 for p in state.picks if p.target == seat and p.source == "tesoretto") if set_aside else 0
        found += [(card, Place("top", seat)) for card in player.known_top[taken:]]
    if set_aside:
        found += [(p.card, Place("picked", p.target)) for p in state.picks if p.card is not None]
    else:
        found += _back_in_hand(state)
    if state.phase == "reveal":  # hash mode: the cards turned over so far
        found += [(c.hidden, Place("hidden", seat)) for seat, c in sorted(state.commits.items())
                  if c.hidden is not None]
    return found


def _back_in_hand(state) -> list[tuple[Card, Place]]:
    """A card picked from a hand went back into it, in front of the table (C-A9), and stays known
    there for the rest of the turn, until its holder plays a card like it in a tie-break round.
    (Put back on a tesoretto it is a known top; with `q_picked_card_destination = pot` it is in the
    pot; a new turn forgets it, with the picks.)"""
    if state.options["q_picked_card_destination"] == "pot":
        return []
    found = []
    for seat in range(state.players):
        played = [card for s, round_, card in state.table if s == seat and round_ > 1]
        entry = state.commits.get(seat)
        if state.phase == "reveal" and entry is not None and entry.hidden is not None:
            played.append(entry.hidden)  # hash mode: turned over by its own REVEAL
        for pick in state.picks:
            if pick.target != seat or pick.source != "hand" or pick.card is None:
                continue
            if pick.card in played:
                played.remove(pick.card)
            else:
                found.append((pick.card, Place("hand", seat)))
    return found


def own(state, seat: int) -> list[tuple[Card, Place]]:
    """The seat's own entries the table has not seen yet: its face-down card, and its payment
    while the window is open."""
    entry = state.commits.get(seat)
    if entry is None:
        return []
    found = []
    if entry.hidden is not None and state.phase != "reveal" and entry.seq not in state.revealed:
        found.append((entry.hidden, Place("hidden", seat)))
    if entry.payment is not None and state.phase == "commit" and state.round == 1:
        found.append((entry.payment, Place("payment", seat)))
    return found


def known_to(state, seat: int | None) -> list[tuple[Card, Place]]:
    """What `seat`'s phone knows of where cards are (the table's alone for None). A face-down card
    of a tie-break round that is a card known back in the seat's hand left that hand for it."""
    found = public(state)
    if seat is None:
        return found
    mine = own(state, seat)
    for card, place in mine:
        if place.where == "hidden" and (card, Place("hand", seat)) in found:
            found.remove((card, Place("hand", seat)))
    return found + mine


def golden(cards: Iterable[Card | None]) -> list[Card]:
    return [card for card in cards if card is not None and card.kind == "golden_q"]


def require_once(state, seat: int, *cards: Card | None) -> None:
    """EKEQ-CARD-NOT-DEALT for a Golden Q the deal left out; EKEQ-CARD-DUPLICATE for one that
    `seat`'s phone knows to be elsewhere, or that the move names twice. A card back in the seat's
    own hand is where the seat's cards come from, so it is not elsewhere."""
    named = golden(cards)
    if named and not state.options["deal_golden_q"]:
        raise RuleViolation("EKEQ-CARD-NOT-DEALT")
    elsewhere = [card for card, place in known_to(state, seat) if place != Place("hand", seat)]
    for card in named:
        if card in elsewhere:
            raise RuleViolation("EKEQ-CARD-DUPLICATE")
        elsewhere.append(card)


def meeting(state, shown: list[tuple[Card, Place]]) -> Clash | None:
    """The first Golden Q (by number) that the table would see twice once `shown` (sealed entries
    being turned face up) joins what it knows already; None if every one is seen once. A face-down
    card turned over that is a card known back in its seat's hand left that hand for it."""
    seen = public(state)
    for card, place in shown:
        if (card, place) in seen:
            continue  # hash mode: turned over already, by its own REVEAL
        if place.where == "hidden" and (card, Place("hand", place.seat)) in seen:
            seen.remove((card, Place("hand", place.seat)))
        seen.append((card, place))
    for card in sorted(set(golden(c for c, _place in seen)), key=lambda c: c.value):
        places = tuple(place for c, place in seen if c == card)
        if len(places) > 1:
            return Clash(card, places)
    return None
