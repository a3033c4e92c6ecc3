"""Mini Golf with a real shuffled deck: what honest players type is never refused (docs/games/README.md §0.4).

Trust mode must reject only what public information makes impossible. These games keep the truth
the service never sees (the deck's order, the face-down cards) beside the table, shuffle the
discards into a new deck when it runs out (MG-11), enter exactly what the players would, and
require every entry to be accepted. The engine's picture must match the truth all along: its
rebuilt deck is the true deck as a set, its face-up cards and scored grids are the true ones.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.cards import deck as full_deck
from rules.errors import RuleViolation
from rules.games.mini_golf import MINI_GOLF
from rules.games.mini_golf.state import POSITIONS

from .table import NAMES, Table

VARIANTS = [
    {},
    {"wild_cards": "best_assignment", "suit_bonus_mode": "per_line"},
    {"discard_draw_must_replace": True, "tie_rule": "playoff"},
    {"deck_exhausted": "end_hole", "wild_cards": "best_assignment"},
]
FILL_FACE_DOWN = 0.08  # rarely filling face-down spots makes long holes, so the deck runs out
TAKE_DISCARD = 0.3
NO_SWAP = 0.5


class RealGame:
    """The physical cards of one game, and the table they are entered on."""

    def __init__(self, players: int, options: dict, seed: int) -> None:
        self.rng = random.Random(seed)
        self.table = Table.new(players, holes=2, **options)
        self.wilds = options.get("wild_cards") == "best_assignment"
        self.reshuffle = options.get("deck_exhausted", "reshuffle_discards") == "reshuffle_discards"
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.grids: dict[int, list[str]] = {}
        self.rebuilt = False
        self.reshuffles = 0

    def enter(self, who: int, type_: str, **payload) -> None:
        try:
            self.table.play(NAMES[who], type_, **payload)
        except RuleViolation as refused:
            pytest.fail(f"honest {type_} {payload} refused: {refused.rule_id}: {self.table.message(refused)}")

    def play(self) -> None:
        while MINI_GOLF.outcome(self.table.state) is None:
            state = self.table.state
            if state.phase == "await_hole_start":
                self.deal(state)
            elif state.phase == "reveal":
                self.reveal(state)
            else:
                self.turn(state)
            self.compare()

    def deal(self, state) -> None:
        self.deck = list(full_deck(with_wilds=self.wilds))
        self.rng.shuffle(self.deck)
        self.grids = {seat: [self.deck.pop() for _ in POSITIONS] for seat in state.active}
        self.discard = [self.deck.pop()]
        self.rebuilt = False
        self.enter(state.dealer, "start_hole", initial_discard=self.discard[-1])

    def turn(self, state) -> None:
        seat, rng = state.current, self.rng
        deck_usable = bool(self.deck) or (self.reshuffle and len(self.discard) > 1)
        if not deck_usable or rng.random() < TAKE_DISCARD:
            source, drawn = "discard", self.discard.pop()
        else:
            if not self.deck:
                self.deck, self.discard = self.discard[:-1], self.discard[-1:]
                rng.shuffle(self.deck)
                self.rebuilt, self.reshuffles = True, self.reshuffles + 1
            source, drawn = "deck", self.deck.pop()
        face_down = state.face_down(seat)
        must_swap = source == "discard" and self.table.options["discard_draw_must_replace"]
        if face_down and rng.random() < FILL_FACE_DOWN:
            pos = rng.choice(face_down)
        elif must_swap or rng.random() >= NO_SWAP:
            # A face-up spot, so that grids fill only at FILL_FACE_DOWN's pace.
            pos = rng.choice([p for p in POSITIONS if p not in face_down] or POSITIONS)
        else:
            pos = None
        removed = None
        if pos is not None:
            index = POSITIONS.index(pos)
            removed, self.grids[seat][index] = self.grids[seat][index], drawn
        self.discard.append(drawn if pos is None else removed)
        self.enter(seat, "turn", source=source, drawn=drawn, replace=pos, removed=removed)

    def reveal(self, state) -> None:
        for seat in sorted(MINI_GOLF.to_move(state)):
            cards = {pos: self.grids[seat][POSITIONS.index(pos)] for pos in state.face_down(seat)}
            self.enter(seat, "reveal", cards=cards)
        last = self.table.state.last_hole
        assert {seat: list(result.grid) for seat, result in enumerate(last.seats) if result} == self.grids

    def compare(self) -> None:
        state = self.table.state
        if state.phase not in ("turns", "final_turns", "reveal"):
            return
        assert state.deck_count == len(self.deck)
        assert list(state.discard) == self.discard
        assert Counter(state.reshuffled) == (Counter(self.deck) if self.rebuilt else Counter())
        for seat in state.active:
            for slot, card in zip(state.grids[seat], self.grids[seat]):
                assert slot.card == (card if slot.face_up else None)


@pytest.mark.parametrize("options", VARIANTS,
                         ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_golf_honest_entries_from_a_real_deck_are_never_refused(options, players):
    reshuffles = 0
    for seed in range(8):
        game = RealGame(players, options, seed)
        game.play()
        reshuffles += game.reshuffles
    if game.reshuffle:
        assert reshuffles > 0  # the rebuilt deck really was played from
