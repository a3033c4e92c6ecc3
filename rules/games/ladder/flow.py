"""How a Ladder move changes the table (docs/games/ladder.md §4.3, §4.5): the pile, hands, deck, the end.

Rulebook: Ecwem: Six, "Ladder". Every function takes a state that passed
its move's check (checks.py) and returns a new one; nothing is mutated. The collector turns up
the next deck card and the next player plays on it (LD-3); with the deck empty the next player
plays on the empty pile of rank 0.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from ...cards import parse_card
from ...options import FrozenOptions
from .collects import prove_collects
from .state import DECK, HAND_SIZE, Collect, LadderState, PilePlay, Reveal
from .table import deck_after_start, left_of, sort_cards


def new_game(players: int, options: FrozenOptions) -> LadderState:
    return LadderState(
        players=players, options=options, dealer=options["first_dealer"], phase="await_start",
        deck_count=deck_after_start(players) + 1, hand_count=(HAND_SIZE,) * players,
        known_hand=((),) * players, original_left=(HAND_SIZE,) * players,
        entered=(None,) * players if options["info_mode"] == "hand_tracking" else (),
        entry_seqs=(None,) * players if options["info_mode"] == "hand_tracking" else ())


def start(state: LadderState, move: Move, now_ms: int) -> LadderState:
    flip = PilePlay(DECK, (parse_card(move.payload["flip"]),), move.seq)
    return replace(state, phase="turns", current=left_of(state, state.dealer), pile=(flip,),
                   deck_count=state.deck_count - 1)


def private_hand(state: LadderState, move: Move, now_ms: int) -> LadderState:
    entered, seqs = list(state.entered), list(state.entry_seqs)
    entered[move.seat] = tuple(parse_card(text) for text in move.payload["cards"])
    seqs[move.seat] = move.seq
    return replace(state, entered=tuple(entered), entry_seqs=tuple(seqs))


def play(state: LadderState, move: Move, now_ms: int) -> LadderState:
    seat = move.seat
    cards = tuple(parse_card(text) for text in move.payload["cards"])
    table = _reveal(state, seat, cards, move.seq, "play")
    counts = list(table.hand_count)
    counts[seat] -= len(cards)
    table = replace(table, pile=table.pile + (PilePlay(seat, cards, move.seq),),
                    hand_count=tuple(counts))
    if counts[seat] == 0:
        # §4.5: the first empty hand wins and the game stops.
        return replace(table, phase="game_over", current=None, winner=seat)
    return replace(table, current=left_of(table, seat))


def collect(state: LadderState, move: Move, now_ms: int) -> LadderState:
    seat = move.seat
    picked = tuple(card for play in state.pile for card in play.cards)
    record = Collect(seat, move.seq, state.top, state.known_hand[seat], picked)
    known, counts = list(state.known_hand), list(state.hand_count)
    known[seat] = sort_cards(known[seat] + picked)
    counts[seat] += len(picked)
    flip = move.payload.get("flip")
    pile = (PilePlay(DECK, (parse_card(flip),), move.seq),) if flip is not None else ()
    return replace(state, pile=pile, deck_count=state.deck_count - len(pile),
                   known_hand=tuple(known), hand_count=tuple(counts),
                   collects=state.collects + (record,), current=left_of(state, seat))


def audit(state: LadderState, move: Move, now_ms: int) -> LadderState:
    cards = tuple(parse_card(text) for text in move.payload["cards"])
    table = _reveal(state, move.seat, cards, move.seq, "audit", keep_known=True)
    return replace(table, audited=tuple(sorted(table.audited + (move.seat,))))


def _reveal(state: LadderState, seat: int, cards: tuple[str, ...], seq: int | None, how: str,
            *, keep_known: bool = False) -> LadderState:
    """Cards leave `seat`'s known hand (a play) or, never seen before, are dealt cards showing up
    for the first time; those may prove an earlier pick-up illegal."""
    known = state.known_hand[seat]
    fresh = tuple(card for card in cards if card not in known)
    hands, left = list(state.known_hand), list(state.original_left)
    if not keep_known:
        hands[seat] = tuple(card for card in known if card not in cards)
    left[seat] -= len(fresh)
    table = replace(state, known_hand=tuple(hands), original_left=tuple(left),
                    revealed=state.revealed + tuple(Reveal(card, seat, seq, how) for card in fresh))
    return prove_collects(table, seat, seq) if fresh else table
