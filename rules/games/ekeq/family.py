"""EkeQ's "family" variant (docs/games/ekeq.md §D.2): no Q card; each player collects one family (a figure)
worth 1 per card, 2 per mini-GOLDEN Q card, 4 per Golden Q, doubled when all four values are
held. Cards drawn from the main deck are kept, upgraded, or discarded face up (the service knows
the discard pile's order); a Golden Q whose number is missing lets the player look through one end
of the pile and take what the family needs.

Pure functions over `FamilyState`; family_game.py makes them the game's moves (option
`variant = "family"`)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from ...errors import RuleViolation, Seat
from .cards import VALUES, Card

DECK = 65
POINTS = {"normal": 1, "mini": 2, "golden_q": 4}


def points(card: Card) -> int:
    return POINTS["golden_q" if card.kind == "golden_q" else "mini" if card.mini else "normal"]


@dataclass(frozen=True)
class Look:
    golden_q: Card
    end: str | None = None       # top | bottom, once the player looked
    window: tuple[Card, ...] = ()


@dataclass(frozen=True)
class FamilyState:
    players: int
    options: Mapping[str, Any]
    family: tuple[str | None, ...]
    collection: tuple[Mapping[int, Card], ...]
    discard: tuple[Card, ...] = ()          # bottom first, last = top
    deck_count: int = 0
    active: int = 0
    look: Look | None = None
    over: bool = False

    @property
    def phase(self) -> str:
        if self.over:
            return "match_over"
        if None in self.family:
            return "setup"
        if self.look is not None:
            return "take" if self.look.end else "look"
        return "play"


def new_family_game(players: int, options: Mapping[str, Any]) -> FamilyState:
    return FamilyState(players, options, family=(None,) * players, collection=({},) * players,
                       deck_count=DECK - players, active=options.get("first_player", 0))


def _set(values: tuple, seat: int, value: Any) -> tuple:
    return values[:seat] + (value,) + values[seat + 1:]


# --- setup ----------------------------------------------------------------------------------------

def check_family_card(state: FamilyState, seat: int, card: Card) -> None:
    if card.kind == "golden_q":
        raise RuleViolation("EKEQ-FAMILY-SETUP-NO-GQ")
    check_card(state, card)
    if state.options.get("family_unique") and card.family in state.family:  # D2-A2's option
        raise RuleViolation("EKEQ-FAMILY-TAKEN", family=card.family,
                            player=Seat(state.family.index(card.family)))


def family_card(state: FamilyState, seat: int, card: Card) -> FamilyState:
    """D2-A1: the card drawn fixes the family and is its first card."""
    return replace(state, family=_set(state.family, seat, card.family),
                   collection=_set(state.collection, seat, {card.value: card}))


# --- a turn (§D.2.4) ------------------------------------------------------------------------------
# Whose turn a draw, a look or a take is, the core asks first (family_game.whose_turn).

def seen(state: FamilyState) -> list[Card]:
    """Every card face up: the collections, the discard pile, a Golden Q being looked with."""
    return [c for coll in state.collection for c in coll.values()] + list(state.discard) + (
        [state.look.golden_q] if state.look else [])


def check_card(state: FamilyState, card: Card) -> None:
    """A point card names its family here; there is one Golden Q of each number."""
    if card.kind == "point" and not card.family:
        raise RuleViolation("EKEQ-CARD-INVALID")
    if card.kind == "golden_q" and any(c.kind == "golden_q" and c.value == card.value for c in seen(state)):
        raise RuleViolation("EKEQ-CARD-DUPLICATE")


def check_draw(state: FamilyState, seat: int, card: Card) -> None:
    if state.deck_count == 0:
        raise RuleViolation("EKEQ-FAMILY-DECK-EMPTY")
    check_card(state, card)


def draw(state: FamilyState, seat: int, card: Card) -> FamilyState:
    state = replace(state, deck_count=state.deck_count - 1)
    coll, fam = dict(state.collection[seat]), state.family[seat]
    if card.kind == "golden_q":
        if card.value in coll:                                    # case 4: it replaces that value
            state = replace(state, discard=state.discard + (coll[card.value],))
            coll[card.value] = card
        else:                                                     # case 5: look, then discard it
            return replace(state, look=Look(card))
    elif card.family == fam and card.value not in coll:           # case 1
        coll[card.value] = card
    elif card.family == fam and card.mini and points(coll[card.value]) < 2:   # case 2: upgrade
        state = replace(state, discard=state.discard + (coll[card.value],))
        coll[card.value] = card
    else:                                                         # case 3, D2-A3, D2-A4
        state = replace(state, discard=state.discard + (card,))
    return _next(replace(state, collection=_set(state.collection, seat, coll)))


def check_look(state: FamilyState, seat: int, end: str, count: int | None) -> None:
    if state.look is None or state.look.end is not None:
        raise RuleViolation("EKEQ-FAMILY-LOOK-NOT-ALLOWED")
    if count is not None and not 0 <= count <= state.look.golden_q.value:  # the end: its schema's
        raise RuleViolation("EKEQ-FAMILY-LOOK-COUNT")


def look(state: FamilyState, seat: int, end: str, count: int | None) -> FamilyState:
    """Up to the Golden Q's number of cards from one end of the pile (all of it if shorter, D2-A9),
    the Golden Q itself not among them (D2-A7). The window lists them from that end inwards."""
    n = min(state.look.golden_q.value if count is None else count, len(state.discard))
    pile = state.discard if end == "bottom" else tuple(reversed(state.discard))
    return replace(state, look=replace(state.look, end=end, window=pile[:n]))


def check_take(state: FamilyState, seat: int, positions: Sequence[int]) -> None:
    if state.look is None or state.look.end is None:
        raise RuleViolation("EKEQ-FAMILY-LOOK-NOT-ALLOWED")
    window = state.look.window
    if any(not 0 <= p < len(window) for p in positions) or len(set(positions)) != len(positions):
        raise RuleViolation("EKEQ-FAMILY-TAKE-OUTSIDE-WINDOW")
    coll, fam = state.collection[seat], state.family[seat]
    values: set[int] = set()
    for card in (window[p] for p in positions):
        golden_ok = card.kind == "golden_q" and state.options.get("family_lookup_may_take_golden_q")
        needed = card.value not in coll or (card.mini and points(coll[card.value]) < 2)
        if not ((card.family == fam or golden_ok) and needed) or card.value in values:
            raise RuleViolation("EKEQ-FAMILY-TAKE-USELESS")
        values.add(card.value)


def take(state: FamilyState, seat: int, positions: Sequence[int]) -> FamilyState:
    """The taken cards join the family (a replaced card goes on the pile's top), the rest of the
    pile keeps its order, then the Golden Q goes on top."""
    window, end = state.look.window, state.look.end
    taken = [window[p] for p in sorted(positions)]
    # Where the window's cards sit in the pile, so the very cards taken leave it.
    index = [i if end == "bottom" else len(state.discard) - 1 - i for i in range(len(window))]
    leaving = {index[p] for p in positions}
    pile = tuple(c for i, c in enumerate(state.discard) if i not in leaving)
    coll = dict(state.collection[seat])
    for card in taken:
        if card.value in coll:
            pile += (coll[card.value],)
        coll[card.value] = card
    pile += (state.look.golden_q,)
    return _next(replace(state, discard=pile, look=None, collection=_set(state.collection, seat, coll)))


def _next(state: FamilyState) -> FamilyState:
    if state.deck_count == 0:
        return replace(state, over=True)
    return replace(state, active=(state.active + 1) % state.players)


# --- scoring (§D.2.5) -----------------------------------------------------------------------------

def score(collection: Mapping[int, Card]) -> int:
    total = sum(points(card) for card in collection.values())
    return total * (2 if set(collection) == set(VALUES) else 1)


def winners(state: FamilyState) -> tuple[int, ...]:
    """The best score; ties shared (D2-A10), or with `family_tiebreak = complete_then_most_cards`
    a complete family first, then the most cards."""
    def rank(seat: int) -> tuple:
        coll = state.collection[seat]
        if state.options.get("family_tiebreak") == "complete_then_most_cards":
            return (score(coll), set(coll) == set(VALUES), len(coll))
        return (score(coll),)
    best = max(rank(seat) for seat in range(state.players))
    return tuple(seat for seat in range(state.players) if rank(seat) == best)
