"""What the table shows in a Flares round: seating order, who played what, hands and the card
ledger (docs/games/README.md §0.5, §3.1-3.3).

Rulebook: Ecwem: Six, "Flares". The ledger is rebuilt from the state each
time, so it can never drift from it. Within a round every card on a trick is public: the deck's
lead cards and every played card; the point cards once revealed. The private hands of
hand-tracking mode are not in the public ledger: a hand typed in is checked against the others by
`holder`, so that a collision is reported without saying whose card it is (CORE-CARD-CONFLICT). A
card the table turns up (the deck's lead) is never checked against the hands, so that any phone may
enter it whatever they hold; an entered hand that lists it is told so on its own phone
(`hand_conflicts`), and its other cards stay playable (`playable_held`).
"""
from __future__ import annotations

from ...cards import RANKED_CARDS, rank, suit
from ...ledger import Ledger, Zone
from .messages import led_by_deck, played_in_trick
from .state import DECK, FlaresState, Play, Trick

POINT_CARDS = 3
ROUND_IN_PLAY = ("await_deck_lead", "in_trick", "await_point_cards", "game_over")


def deck_size_after_deal(players: int) -> int:
    """36 − 3 point cards − n·h: 27 / 21 / 13 for 2 / 3 / 4 players (§3.1)."""
    return len(RANKED_CARDS) - POINT_CARDS - players * (players + 1)


def clockwise_from(state: FlaresState, first: int) -> tuple[int, ...]:
    """Every seat once, starting with `first` and going clockwise."""
    return tuple((first + step) % state.players for step in range(state.players))


def left_of(state: FlaresState, seat: int) -> int:
    return (seat + 1) % state.players


def deck_trick_order(state: FlaresState) -> tuple[int, ...]:
    """Who plays to a deck-led trick: left of the dealer first, the dealer last (§3.3, FL-4)."""
    return clockwise_from(state, left_of(state, state.dealer))


def all_tricks(state: FlaresState) -> tuple[Trick, ...]:
    """This round's tricks: the finished ones, then the one on the table (if it has begun)."""
    return state.tricks_done + ((state.trick,) if state.trick.cards else ())


def plays_by(state: FlaresState, seat: int) -> list[tuple[int, Play]]:
    """(trick number, play) for every card `seat` has played this round, in order."""
    return [(trick.number, play) for trick in all_tricks(state) for play in trick.cards
            if play.by == seat]


def played_cards(state: FlaresState, seat: int) -> list[str]:
    return [play.card for _number, play in plays_by(state, seat)]


def cards_left(state: FlaresState, seat: int) -> int:
    """How many cards `seat` still holds: public in either mode (h dealt, one per trick)."""
    return state.h - len(plays_by(state, seat))


def unplayed(state: FlaresState, seat: int) -> tuple[str, ...]:
    """hand_tracking: the cards of `seat`'s entered hand not played yet, in the order entered."""
    hand = state.hands[seat] if state.hands else None
    if hand is None:
        return ()
    played = set(played_cards(state, seat))
    return tuple(card for card in hand if card not in played)


def holder(state: FlaresState, card: str) -> int | None:
    """hand_tracking: the seat whose entered hand holds `card`, unplayed; None if nobody's does."""
    for seat, hand in enumerate(state.hands):
        if hand is not None and card in hand and card in unplayed(state, seat):
            return seat
    return None


def hand_conflicts(state: FlaresState, seat: int) -> tuple[tuple[str, Zone], ...]:
    """hand_tracking: the unplayed cards of `seat`'s entered hand that the table has seen elsewhere
    this round (a deck card turned up that the entry lists too), each with where it is. The entry
    is wrong and its owner must correct it. Read from that seat's own hand and the public ledger
    only, so it tells its owner nothing about another hand."""
    table = ledger(state)
    return tuple((card, zone) for card in unplayed(state, seat) if (zone := table.where(card)) is not None)


def playable_held(state: FlaresState, seat: int) -> tuple[str, ...]:
    """hand_tracking: the unplayed cards `seat` can really hold: its entry less `hand_conflicts`.
    Following suit is judged on these, so a wrong card in the entry never forces a play of it."""
    wrong = {card for card, _zone in hand_conflicts(state, seat)}
    return tuple(card for card in unplayed(state, seat) if card not in wrong)


def ledger(state: FlaresState) -> Ledger:
    known: list[tuple[str, Zone]] = []
    if state.phase in ROUND_IN_PLAY:
        for trick in all_tricks(state):
            for play in trick.cards:
                if play.by == DECK:
                    zone = Zone(f"deck_lead:{trick.number}", led_by_deck(trick.number))
                else:
                    zone = Zone(f"trick:{trick.number}", played_in_trick(trick.number, play.by))
                known.append((play.card, zone))
    return Ledger(known)


def winner_of(trick: Trick) -> int | str:
    """The highest card of the lead suit wins, the deck's lead card included (§3.3, FL-2): an
    off-suit card never wins, whatever its rank."""
    following = [play for play in trick.cards if suit(play.card) == trick.lead_suit]
    return max(following, key=lambda play: rank(play.card)).by
