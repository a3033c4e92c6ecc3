"""Mini Golf holes as a table plays them with real cards: a shuffled deal, and the moves of players
with one simple way of playing, worked out away from the referee so that a test can enter them on
a phone and then check what the referee received.

The players race to turn their grids face up: a card goes into a face-down spot (the one that
makes a column of equal ranks if there is one), the top discard is taken when it is a 1 or a 2 or
makes such a column, and a 6 drawn from the deck is thrown away unless it makes one. With no
face-down spot left, a card replaces a face-up one at least 3 higher, or is thrown away.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

POS = ("TL", "TR", "BL", "BR")
COLUMNS = (("TL", "BL"), ("TR", "BR"))
RANKED = [f"{rank}{suit}" for rank in "123456" for suit in "UPHFDC"]


def rank(card: str) -> int:
    return int(card[0])


@dataclass
class Deal:
    """Four grids dealt face down (what is really under each spot), the first discard and the deck
    in the order it is drawn."""
    grids: list[dict[str, str]]
    first: str
    deck: list[str]

    @classmethod
    def shuffled(cls, seed: int, players: int = 4) -> "Deal":
        cards = RANKED[:]
        random.Random(seed).shuffle(cards)
        grids = [dict(zip(POS, cards[4 * seat:4 * seat + 4])) for seat in range(players)]
        return cls(grids, cards[4 * players], cards[4 * players + 1:])


@dataclass
class Hole:
    """The moves of one hole, in golf_ui's form, from the dealer's first discard to the reveal."""
    moves: list[tuple[int, tuple]] = field(default_factory=list)

    @property
    def turns(self) -> int:
        return sum(move[0] == "turn" for _, move in self.moves)

    @property
    def discard_takes(self) -> int:
        return sum(move[0] == "turn" and move[1] == "discard" for _, move in self.moves)


def played(deal: Deal, dealer: int = 0) -> Hole:
    players = len(deal.grids)
    face_up: list[dict[str, str | None]] = [dict.fromkeys(POS) for _ in range(players)]
    hidden = [dict(grid) for grid in deal.grids]
    deck = list(deal.deck)
    discard = [deal.first]
    hole = Hole([(dealer, ("start", deal.first))])
    seat = (dealer + 1) % players
    left: list[int] | None = None  # the final turns still to play, once a grid is all face up
    while left is None or left:
        grid = face_up[seat]
        top = discard[-1]
        take = _takes(grid, top) or not deck
        card = discard.pop() if take else deck.pop(0)
        spot = _spot(grid, card, taken=take)
        if spot is None:
            discard.append(card)
            hole.moves.append((seat, ("turn", "discard" if take else "deck", card, None, None)))
        else:
            removed = grid[spot] or hidden[seat][spot]
            grid[spot] = card
            discard.append(removed)
            hole.moves.append((seat, ("turn", "discard" if take else "deck", card, spot, removed)))
        if left is not None:
            left.pop(0)
        elif all(grid.values()):
            left = [(seat + step) % players for step in range(1, players)]
        seat = left[0] if left else (seat + 1) % players
    for seat in range(players):
        down = {pos: hidden[seat][pos] for pos in POS if face_up[seat][pos] is None}
        if down:
            hole.moves.append((seat, ("reveal", down)))
    return hole


def _pairing(grid: dict[str, str | None], card: str) -> str | None:
    """The face-down spot whose column partner is face up with this card's rank."""
    for a, b in COLUMNS:
        for spot, partner in ((a, b), (b, a)):
            if grid[spot] is None and grid[partner] and rank(grid[partner]) == rank(card):
                return spot
    return None


def _takes(grid: dict[str, str | None], top: str) -> bool:
    """Whether the top discard is worth taking."""
    return _spot(grid, top, taken=True) is not None and (rank(top) <= 2 or _pairing(grid, top) is not None)


def _spot(grid: dict[str, str | None], card: str, taken: bool) -> str | None:
    """Where the card goes; None: thrown on the discard pile."""
    pairing = _pairing(grid, card)
    if pairing:
        return pairing
    down = [pos for pos in POS if grid[pos] is None]
    if down and rank(card) < 6:
        return down[0]
    paired = {pos for column in COLUMNS if all(grid[pos] for pos in column)
              and len({rank(grid[pos]) for pos in column}) == 1 for pos in column}
    worst = max((pos for pos in POS if grid[pos] and pos not in paired), key=lambda pos: rank(grid[pos]), default=None)
    if worst and rank(grid[worst]) - rank(card) >= 3:
        return worst
    return down[0] if down and taken else None
