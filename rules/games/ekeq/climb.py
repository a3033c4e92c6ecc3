"""EkeQ's "climb" variant (docs/games/ekeq.md §D.1): no Q card. Piles start from a 2 of each figure and the
Golden Q n°2; on their turn a player places the card that follows a pile's top, but only if the
suggeritore they choose guesses which pile it goes on (two guesses for a mini-GOLDEN Q card); a
wrong guess sends the card under the deck and the player draws. A Golden Q goes on its own pile
with no guess. The first to empty their hand wins.

With `hand_tracking = private` (the default) each phone enters its hand, so the card attempted is
checked against the hand and its pile before the suggeritore is asked; the card stays sealed until
the guess. With `counts_only` the service keeps only how many cards each player holds (a `None`
per card) and checks the attempted card against its pile alone.

Pure functions over `ClimbState`; climb_game.py makes them the game's moves."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from ...errors import RuleViolation
from .cards import Card

DECK = 65
GQ = "GQ"
HAND = 4

Hand = tuple  # of Card, or of None for a card the service was not told (counts_only)


@dataclass(frozen=True)
class Pile:
    top: int = 2
    cycle: int = 1
    closed: bool = False


@dataclass(frozen=True)
class Attempt:
    card: Card
    suggester: int
    seq: int = 0  # the move that made it: its card is sealed in the log until the guess


@dataclass(frozen=True)
class Reveal:
    """ATTEMPT_REVEAL (§D.1.3): what the table saw once the suggeritore had guessed."""
    player: int
    suggester: int
    card: Card
    guessed: tuple[str, ...]
    success: bool


@dataclass(frozen=True)
class ClimbState:
    players: int
    options: Mapping[str, Any]
    piles: Mapping[str, Pile]                 # by figure, and GQ
    hands: tuple[Hand | None, ...]            # None until the phone has entered its 4 cards
    deck_count: int = 0
    active: int = 0
    attempt: Attempt | None = None
    passes: int = 0
    redrawing: bool = False                  # a wrong guess: the player draws from the deck's top
    last: Reveal | None = None
    winners: tuple[int, ...] | None = None
    stalled: bool = False
    # climb_golden_q_wild: the Golden Q numbers placed on figure piles, which a pile's top forgets
    # once covered; None while there are none (a field added after matches were stored).
    wild_golden: tuple[int, ...] | None = None

    @property
    def private(self) -> bool:
        return self.options.get("hand_tracking", "private") == "private"

    @property
    def phase(self) -> str:
        if self.winners is not None:
            return "match_over"
        if None in self.hands:
            return "climb_setup"
        if self.attempt is not None:
            return "climb_suggest"
        return "climb_redraw" if self.redrawing else "climb_play"


def new_climb_game(players: int, options: Mapping[str, Any], figures: Sequence[str]) -> ClimbState:
    """CL-01: a pile per figure and the GQ pile, all at 2; the rest of the deck, 4 to each hand."""
    piles = {figure: Pile() for figure in figures} | {GQ: Pile()}
    unknown = (None,) * HAND if options.get("hand_tracking", "private") == "counts_only" else None
    return ClimbState(players, options, piles, hands=(unknown,) * players,
                      deck_count=DECK - len(piles) - HAND * players, active=options.get("first_player", 0))


def check_cards(state: ClimbState, seat: int, cards: Sequence[Card]) -> None:
    """Cards a phone enters: a point card of one of the table's figures, and a Golden Q that is
    on no pile already, in no hand twice and in no other hand (there is one of each number). A
    hand is checked against the others as every game's tracked hands are (CORE-CARD-CONFLICT's
    design, docs/games/README.md): the refusal comes to this phone alone and never says whose."""
    # Every card's figure first, then the Golden Q: the refusal named does not hang on card order.
    for card in cards:
        if card.kind == "point" and card.family not in state.piles or card.family == GQ:
            raise RuleViolation("EKEQ-CLIMB-FIGURE-UNKNOWN", figures=", ".join(_figures(state)))
    held = [c.value for hand in state.hands for c in hand or () if c is not None and c.kind == "golden_q"]
    named = [c.value for c in cards if c.kind == "golden_q"]
    for value in named:
        if value in golden_on_table(state) or value in held or named.count(value) > 1:
            raise RuleViolation("EKEQ-CARD-DUPLICATE")


def golden_on_table(state: ClimbState) -> set[int]:
    """The Golden Q numbers face up on the table: its own pile from the n°2 to its top, and any
    placed on a figure pile."""
    return set(range(2, state.piles[GQ].top + 1)) | set(state.wild_golden or ())


def deal(state: ClimbState, seat: int, cards: Sequence[Card]) -> ClimbState:
    return replace(state, hands=_set(state.hands, seat, tuple(cards)))


def successor(pile: Pile) -> int:
    return 2 if pile.top == 5 else pile.top + 1


def _figures(state: ClimbState) -> list[str]:
    return [key for key in state.piles if key != GQ]


def _in_hand(state: ClimbState, seat: int, card: Card) -> None:
    if state.private and card not in state.hands[seat]:
        raise RuleViolation("EKEQ-CLIMB-NOT-IN-HAND")


def fits(state: ClimbState, card: Card, key: str) -> bool:
    pile = state.piles.get(key)
    return pile is not None and not pile.closed and card.value == successor(pile)


def golden_targets(state: ClimbState, card: Card) -> list[str]:
    """Where a Golden Q may go: its own pile as the next number (D-A4); with `climb_golden_q_wild`
    also on any figure pile it follows, still without a guess."""
    if card.kind != "golden_q":
        return []
    own = [GQ] if not state.piles[GQ].closed and card.value == state.piles[GQ].top + 1 else []
    wild = [f for f in _figures(state) if fits(state, card, f)] if state.options.get("climb_golden_q_wild") else []
    return own + wild


def placeable(state: ClimbState, card: Card | None) -> bool:
    if card is None:
        return False
    return bool(golden_targets(state, card)) if card.kind == "golden_q" else fits(state, card, card.family)


def check_attempt(state: ClimbState, seat: int, card: Card, suggester: int) -> None:
    _in_hand(state, seat, card)
    if card.kind == "golden_q":
        raise RuleViolation("EKEQ-CLIMB-GOLDENQ-NO-GUESS")
    pile = state.piles.get(card.family)
    if pile is not None and pile.closed:
        raise RuleViolation("EKEQ-CLIMB-PILE-CLOSED")
    if pile is None or card.value != successor(pile):
        raise RuleViolation("EKEQ-CLIMB-NOT-CONSECUTIVE")
    if suggester == seat or not 0 <= suggester < state.players:
        raise RuleViolation("EKEQ-CLIMB-SUGGESTER-SELF")


def attempt(state: ClimbState, seat: int, card: Card, suggester: int, seq: int = 0) -> ClimbState:
    return replace(state, attempt=Attempt(card, suggester, seq))


def guesses(state: ClimbState) -> int:
    """D-A2: a mini-GOLDEN Q card gets two guesses (`climb_mini_guesses`)."""
    mini = state.attempt is not None and state.attempt.card.mini
    return 2 if mini and state.options.get("climb_mini_guesses", 2) == 2 else 1


def check_suggest(state: ClimbState, seat: int, piles: Sequence[str]) -> None:
    """The suggeritore's guesses; that it is the suggeritore's turn is the core's (`to_move`)."""
    if len(piles) != guesses(state) or len(set(piles)) != len(piles) or any(p not in state.piles for p in piles):
        raise RuleViolation("EKEQ-CLIMB-GUESS-COUNT")


def suggest(state: ClimbState, seat: int, piles: Sequence[str]) -> ClimbState:
    """Right: the card goes on its pile. Wrong: under the deck, and the player draws (REDRAW); from
    an empty deck it comes straight back (D-A7), and with counts only nothing is left to enter."""
    card, player = state.attempt.card, state.active
    success = card.family in piles
    state = replace(state, attempt=None, passes=0,
                    last=Reveal(player, state.attempt.suggester, card, tuple(piles), success))
    if success:
        return _after(_place(state, player, card, card.family), player)
    if state.deck_count == 0 or not state.private:
        return _after(state, player)
    return replace(state, hands=_without(state.hands, player, card), deck_count=state.deck_count + 1,
                   redrawing=True)


def redraw(state: ClimbState, seat: int, card: Card) -> ClimbState:
    hands = _set(state.hands, seat, state.hands[seat] + (card,))
    return _after(replace(state, hands=hands, deck_count=state.deck_count - 1, redrawing=False), seat)


def check_golden(state: ClimbState, seat: int, card: Card, pile: str = GQ) -> None:
    _in_hand(state, seat, card)
    if card.kind == "golden_q" and card.value in golden_on_table(state):
        raise RuleViolation("EKEQ-CARD-DUPLICATE")  # counts only: nothing else says it is placed
    if pile not in golden_targets(state, card):
        raise RuleViolation("EKEQ-CLIMB-GOLDENQ-ORDER")


def place_golden(state: ClimbState, seat: int, card: Card, pile: str = GQ) -> ClimbState:
    return _after(_place(replace(state, passes=0, last=None), seat, card, pile), seat)


def check_pass(state: ClimbState, seat: int) -> None:
    if state.private and any(placeable(state, card) for card in state.hands[seat]):
        raise RuleViolation("EKEQ-CLIMB-PASS")


def pass_turn(state: ClimbState, seat: int) -> ClimbState:
    state = replace(state, passes=state.passes + 1, last=None)
    if state.passes == state.players:  # D-A6: a whole round of passes
        if state.options.get("climb_stall_rule", "fewest_cards") == "no_winner":
            return replace(state, winners=(), stalled=True)
        fewest = min(len(hand) for hand in state.hands)
        return replace(state, stalled=True,
                       winners=tuple(s for s, hand in enumerate(state.hands) if len(hand) == fewest))
    return replace(state, active=(seat + 1) % state.players)


def _set(hands: tuple, seat: int, hand: Hand | None) -> tuple:
    return hands[:seat] + (hand,) + hands[seat + 1:]


def _without(hands: tuple, seat: int, card: Card) -> tuple:
    hand = list(hands[seat])
    hand.remove(card if card in hand else None)
    return _set(hands, seat, tuple(hand))


def _place(state: ClimbState, seat: int, card: Card, key: str) -> ClimbState:
    pile = state.piles[key]
    cycle = pile.cycle + (card.value == 2)  # a 2 lands only on a 5: a new climb starts
    closed = (key == GQ and card.value == 5) or (
        cycle == 2 and card.value == 4 and state.options.get("climb_after_second_cycle", "closed") == "closed")
    piles = {**state.piles, key: Pile(card.value, cycle, closed)}
    state = replace(state, piles=piles, hands=_without(state.hands, seat, card))
    if card.kind == "golden_q" and key != GQ:
        state = replace(state, wild_golden=(*(state.wild_golden or ()), card.value))
    return state


def _after(state: ClimbState, seat: int) -> ClimbState:
    if not state.hands[seat]:
        return replace(state, winners=(seat,))
    return replace(state, active=(seat + 1) % state.players)
