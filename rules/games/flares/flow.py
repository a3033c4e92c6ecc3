"""How a Flares move changes the table (docs/games/flares.md §3.3, §3.5): hands, tricks, rounds, the end.

Rulebook: Ecwem: Six, "Flares". Every function takes a state that passed
its move's check (checks.py) and returns a new one; nothing is mutated.
"""
from __future__ import annotations

from dataclasses import replace

from marshmallow import ValidationError

from ...base import Move
from ...cards import parse_card, suit
from ...depths import HAND
from ...options import FrozenOptions, depth_of
from .revokes import record_play, revokers
from .scoring import game_winners, score_round
from .state import DECK, FlaresState, Play, RoundResult, Trick
from .table import clockwise_from, deck_size_after_deal, deck_trick_order, left_of, winner_of


def new_game(players: int, options: FrozenOptions) -> FlaresState:
    if not 0 <= options["first_dealer"] < players:
        # A dealer who has no seat could never deal: refused as an option that does not fit this
        # table (422 under options.first_dealer), saying which seats there are.
        raise ValidationError({"first_dealer": [
            f"A seat of this table: 0 to {players - 1} (the dealer of round 1)."]})
    state = FlaresState(players=players, options=options, round=1, dealer=options["first_dealer"],
                        phase="round_setup", trick=Trick(1, DECK), totals=(0,) * players)
    return start_round(state, 1, options["first_dealer"])


def start_round(state: FlaresState, number: int, dealer: int) -> FlaresState:
    """A fresh deal: trick 1 is the deck's. In hand-tracking mode it waits for every hand."""
    fresh = replace(state, round=number, dealer=dealer, tricks_done=(),
                    tricks_won=(0,) * state.players, deck_tricks=0, void_claims=(),
                    hands=(None,) * state.players if state.tracking else (),
                    hand_seqs=(None,) * state.players if state.tracking else (),
                    deck_count=deck_size_after_deal(state.players), point_cards=None)
    fresh = replace(fresh, trick=Trick(1, DECK, order=deck_trick_order(fresh)))
    if depth_of(state.options) == HAND:
        # Entered a hand at a time, the round waits for its result only (hand.py): no hands.
        return replace(fresh, phase="await_round_result", hands=(), hand_seqs=())
    return replace(fresh, phase="round_setup" if state.tracking else "await_deck_lead")


def private_hand(state: FlaresState, move: Move, now_ms: int) -> FlaresState:
    hands, seqs = list(state.hands), list(state.hand_seqs)
    hands[move.seat] = tuple(parse_card(text) for text in move.payload["cards"])
    seqs[move.seat] = move.seq
    table = replace(state, hands=tuple(hands), hand_seqs=tuple(seqs))
    if all(hand is not None for hand in hands):
        return replace(table, phase="await_deck_lead")
    return table


def deck_lead(state: FlaresState, move: Move, now_ms: int) -> FlaresState:
    card = parse_card(move.payload["card"])
    trick = Trick(state.trick.number, DECK, lead_suit=suit(card), order=deck_trick_order(state),
                  cards=(Play(DECK, card, move.seq),))
    return replace(state, phase="in_trick", trick=trick, deck_count=state.deck_count - 1)


def play(state: FlaresState, move: Move, now_ms: int) -> FlaresState:
    card = parse_card(move.payload["card"])
    table = record_play(state, move.seat, card, move.seq)
    trick = table.trick
    lead_suit = trick.lead_suit if trick.lead_suit is not None else suit(card)
    trick = replace(trick, lead_suit=lead_suit, order=trick.order[1:],
                    cards=trick.cards + (Play(move.seat, card, move.seq),))
    table = replace(table, trick=trick)
    return end_trick(table) if not trick.order else table


def end_trick(state: FlaresState) -> FlaresState:
    winner = winner_of(state.trick)
    done = replace(state.trick, winner=winner, order=())
    won = list(state.tricks_won)
    if winner != DECK:
        won[winner] += 1
    table = replace(state, tricks_done=state.tricks_done + (done,), tricks_won=tuple(won),
                    deck_tricks=state.deck_tricks + (winner == DECK))
    number = done.number + 1
    if done.number == state.h:
        return replace(table, phase="await_point_cards", trick=Trick(number, DECK))
    if winner == DECK:
        # FL-4: the dealer flips for the deck and play starts left of the dealer again.
        return replace(table, phase="await_deck_lead",
                       trick=Trick(number, DECK, order=deck_trick_order(table)))
    return replace(table, phase="in_trick", trick=Trick(number, winner, order=clockwise_from(table, winner)))


def point_cards(state: FlaresState, move: Move, now_ms: int) -> FlaresState:
    cards = tuple(parse_card(text) for text in move.payload["cards"])
    score = score_round(state.tricks_won, state.deck_tricks, cards, state.options, revokers(state))
    result = RoundResult(round=state.round, dealer=state.dealer, tricks=state.tricks_won,
                         deck_tricks=state.deck_tricks, point_cards=cards, score=score)
    totals = tuple(total + award for total, award in zip(state.totals, score.awards))
    table = replace(state, point_cards=cards, rounds=state.rounds + (result,), totals=totals)
    winners = game_winners(totals, state.options["target"], state.options["target_tie"])
    if winners:
        # The last round stays on the table, tricks and point cards, for the final screen.
        return replace(table, phase="game_over", winners=winners)
    return start_round(table, state.round + 1, left_of(state, state.dealer))
