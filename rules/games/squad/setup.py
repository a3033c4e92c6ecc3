"""How a Squad game is set up (docs/games/squad.md §6.1, §6.3): the standard deal, or the Draft (reveal,
picks, the last card to the draft dealer, the top-up deal, deploy); then, in hand-tracking mode,
the private hands; then the first turn, left of `first_dealer`.

Rulebook: Ecwem: Six, "Squad". Every function takes a state that passed
`checks` and returns a new one; nothing is mutated.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from ...cards import RANKED_CARDS, parse_card
from ...options import FrozenOptions
from .flow import start_turn, take_from_hand
from .state import Draft, SquadState
from .table import HAND_AT_START, hidden_held, next_alive

DRAFT_HAND = 4  # SQ-11: drafted cards plus the top-up make 4, of which 2 become squads


def new_game(players: int, options: FrozenOptions) -> SquadState:
    dealer = options["first_dealer"]
    empty = tuple(() for _ in range(players))
    state = SquadState(players=players, options=options, phase="deal", dealer=dealer,
                       squads=((None, None),) * players, hand_count=(0,) * players,
                       known_hand=empty, hands=(None,) * players, captured=empty,
                       deck_count=len(RANKED_CARDS), deployed=(False,) * players,
                       tiebreak_draws=(None,) * players)
    if options["draft"]:
        return replace(state, phase="draft", draft=Draft(round=1, dealer=dealer))
    return state


def deal(state: SquadState, move: Move, now_ms: int) -> SquadState:
    squads = tuple(tuple((parse_card(text),) for text in pair) for pair in move.payload["squads"])
    table = replace(state, squads=squads, hand_count=(HAND_AT_START,) * state.players,
                    deck_count=len(RANKED_CARDS) - 4 * state.players)
    return begin_play(table)


def draft_reveal(state: SquadState, move: Move, now_ms: int) -> SquadState:
    cards = tuple(parse_card(text) for text in move.payload["cards"])
    dealer = state.draft.dealer
    # Left of the draft dealer picks first; the dealer takes the last card (SQ-10).
    pickers = tuple((dealer + step) % state.players for step in range(1, state.players))
    draft = replace(state.draft, revealed=cards, available=cards, pickers=pickers)
    return replace(state, draft=draft, deck_count=state.deck_count - len(cards))


def draft_pick(state: SquadState, move: Move, now_ms: int) -> SquadState:
    table = _take_draft_card(state, move.seat, parse_card(move.payload["card"]))
    draft = replace(table.draft, pickers=table.draft.pickers[1:])
    table = replace(table, draft=draft)
    if draft.pickers:
        return table
    table = _take_draft_card(table, draft.dealer, draft.available[0])
    if draft.round < state.players:
        return replace(table, draft=Draft(round=draft.round + 1, dealer=(draft.dealer + 1) % state.players))
    # The dealer role is back with first_dealer, who deals the top-up cards face down (SQ-11).
    top_up = DRAFT_HAND - state.players
    return replace(table, phase="deploy", draft=replace(table.draft, pickers=()),
                   hand_count=tuple(count + top_up for count in table.hand_count),
                   deck_count=table.deck_count - top_up * state.players)


def _take_draft_card(state: SquadState, seat: int, card: str) -> SquadState:
    known, counts = list(state.known_hand), list(state.hand_count)
    known[seat] += (card,)
    counts[seat] += 1
    draft = replace(state.draft, available=tuple(c for c in state.draft.available if c != card))
    return replace(state, known_hand=tuple(known), hand_count=tuple(counts), draft=draft)


def deploy(state: SquadState, move: Move, now_ms: int) -> SquadState:
    cards = [parse_card(text) for text in move.payload["squads"]]
    table = state
    for card in cards:
        table = take_from_hand(table, move.seat, card)
    squads, deployed = list(table.squads), list(table.deployed)
    squads[move.seat] = tuple((card,) for card in cards)
    deployed[move.seat] = True
    table = replace(table, squads=tuple(squads), deployed=tuple(deployed))
    if not all(deployed):
        return table
    return begin_play(replace(table, draft=None))


def begin_play(state: SquadState) -> SquadState:
    """Hand-tracking waits for every hand with a hidden card in it (a hand made only of drafted
    cards is known already); then the player left of first_dealer starts."""
    if state.tracking:
        hands = tuple(state.known_hand[seat] if hidden_held(state, seat) == 0 else None
                      for seat in range(state.players))
        state = replace(state, hands=hands)
        if any(hand is None for hand in hands):
            return replace(state, phase="hands")
    return start_turn(state, next_alive(state, state.dealer))


def private_hand(state: SquadState, move: Move, now_ms: int) -> SquadState:
    hands = list(state.hands)
    hands[move.seat] = tuple(parse_card(text) for text in move.payload["cards"])
    table = replace(state, hands=tuple(hands))
    if any(hand is None for hand in hands):
        return table
    return start_turn(table, next_alive(table, table.dealer))
