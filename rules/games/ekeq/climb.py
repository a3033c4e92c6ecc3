"""EkeQ's "climb" variant (ekeq.md §D.1): no Q card. Piles start from a 2 of each figure and the
Golden Q n°2; on their turn a player places the card that follows a pile's top, but only if the
suggeritore they choose guesses which pile it goes on (two guesses for a mini-GOLDEN Q card); a
wrong guess sends the card under the deck and the player draws. A Golden Q goes on its own pile
with no guess. The first to empty their hand wins.

Hands are entered privately (`hand_tracking = private`), so the card attempted is checked against
the hand and its pile before the suggeritore is asked; the card stays sealed until the guess.
Pure functions over `ClimbState`; the variant joins the game's moves with its phone screen."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from ...errors import RuleViolation, Seat
from .cards import Card

DECK = 65
GQ = "GQ"


@dataclass(frozen=True)
class Pile:
    top: int = 2
    cycle: int = 1
    closed: bool = False


@dataclass(frozen=True)
class Attempt:
    card: Card
    suggester: int


@dataclass(frozen=True)
class ClimbState:
    players: int
    options: Mapping[str, Any]
    piles: Mapping[str, Pile]                 # by figure, and GQ
    hands: tuple[tuple[Card, ...], ...]       # as each phone entered them (private)
    deck_count: int = 0
    active: int = 0
    attempt: Attempt | None = None
    passes: int = 0
    redrawing: bool = False                  # a wrong guess: the player draws from the deck's top
    winners: tuple[int, ...] | None = None


def new_climb_game(players: int, options: Mapping[str, Any], figures: Sequence[str]) -> ClimbState:
    """CL-01: a pile per figure and the GQ pile, all at 2; the rest of the deck, 4 to each hand."""
    piles = {figure: Pile() for figure in figures} | {GQ: Pile()}
    return ClimbState(players, options, piles, hands=((),) * players,
                      deck_count=DECK - len(piles) - 4 * players, active=options.get("first_player", 0))


def deal(state: ClimbState, seat: int, cards: Sequence[Card]) -> ClimbState:
    return replace(state, hands=state.hands[:seat] + (tuple(cards),) + state.hands[seat + 1:])


def successor(pile: Pile) -> int:
    return 2 if pile.top == 5 else pile.top + 1


def _turn(state: ClimbState, seat: int) -> None:
    if seat != state.active:
        raise RuleViolation("EKEQ-CLIMB-NOT-YOUR-TURN", player=Seat(state.active))


def _in_hand(state: ClimbState, seat: int, card: Card) -> None:
    if card not in state.hands[seat]:
        raise RuleViolation("EKEQ-CLIMB-NOT-IN-HAND")


def placeable(state: ClimbState, card: Card) -> bool:
    if card.kind == "golden_q":
        return not state.piles[GQ].closed and card.value == state.piles[GQ].top + 1
    pile = state.piles.get(card.family)
    return pile is not None and not pile.closed and card.value == successor(pile)


def check_attempt(state: ClimbState, seat: int, card: Card, suggester: int) -> None:
    _turn(state, seat)
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


def attempt(state: ClimbState, seat: int, card: Card, suggester: int) -> ClimbState:
    return replace(state, attempt=Attempt(card, suggester))


def check_suggest(state: ClimbState, seat: int, piles: Sequence[str]) -> None:
    if state.attempt is None or seat != state.attempt.suggester:
        raise RuleViolation("EKEQ-CLIMB-NOT-YOUR-TURN", player=Seat(state.active))
    wanted = 2 if state.attempt.card.mini and state.options.get("climb_mini_guesses", 2) == 2 else 1
    if len(piles) != wanted or len(set(piles)) != len(piles) or any(p not in state.piles for p in piles):
        raise RuleViolation("EKEQ-CLIMB-GUESS-COUNT")


def suggest(state: ClimbState, seat: int, piles: Sequence[str]) -> ClimbState:
    """Right: the card goes on its pile. Wrong: under the deck, and the player draws (REDRAW)."""
    card, player = state.attempt.card, state.active
    state = replace(state, attempt=None, passes=0)
    if card.family in piles:
        return _after(_place(state, player, card), player)
    # The card goes under the deck; the REDRAW that follows names the card drawn from its top.
    return replace(state, hands=_without(state.hands, player, card), deck_count=state.deck_count + 1,
                   redrawing=True)


def redraw(state: ClimbState, seat: int, card: Card) -> ClimbState:
    """D-A7: from an empty deck the card comes straight back."""
    hands = state.hands[:seat] + (state.hands[seat] + (card,),) + state.hands[seat + 1:]
    return _after(replace(state, hands=hands, deck_count=state.deck_count - 1, redrawing=False), seat)


def check_golden(state: ClimbState, seat: int, card: Card) -> None:
    _turn(state, seat)
    _in_hand(state, seat, card)
    if card.kind != "golden_q" or not placeable(state, card):
        raise RuleViolation("EKEQ-CLIMB-GOLDENQ-ORDER")


def place_golden(state: ClimbState, seat: int, card: Card) -> ClimbState:
    return _after(_place(replace(state, passes=0), seat, card), seat)


def check_pass(state: ClimbState, seat: int) -> None:
    _turn(state, seat)
    if any(placeable(state, card) for card in state.hands[seat]):
        raise RuleViolation("EKEQ-CLIMB-PASS")


def pass_turn(state: ClimbState, seat: int) -> ClimbState:
    state = replace(state, passes=state.passes + 1)
    if state.passes == state.players:  # D-A6: a whole round of passes
        if state.options.get("climb_stall_rule", "fewest_cards") == "no_winner":
            return replace(state, winners=())
        fewest = min(len(hand) for hand in state.hands)
        return replace(state, winners=tuple(s for s, hand in enumerate(state.hands) if len(hand) == fewest))
    return replace(state, active=(seat + 1) % state.players)


def _without(hands: tuple, seat: int, card: Card) -> tuple:
    hand = list(hands[seat])
    hand.remove(card)
    return hands[:seat] + (tuple(hand),) + hands[seat + 1:]


def _place(state: ClimbState, seat: int, card: Card) -> ClimbState:
    key = GQ if card.kind == "golden_q" else card.family
    pile = state.piles[key]
    cycle = pile.cycle + (card.value == 2)  # a 2 lands only on a 5: a new climb starts
    closed = (key == GQ and card.value == 5) or (
        cycle == 2 and card.value == 4 and state.options.get("climb_after_second_cycle", "closed") == "closed")
    piles = {**state.piles, key: Pile(card.value, cycle, closed)}
    return replace(state, piles=piles, hands=_without(state.hands, seat, card))


def _after(state: ClimbState, seat: int) -> ClimbState:
    if not state.hands[seat]:
        return replace(state, winners=(seat,))
    return replace(state, active=(seat + 1) % state.players)
