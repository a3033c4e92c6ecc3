"""Collector entered a hand at a time (option depth "hand", docs/games/collector.md): the game is
one hand, and §5.5 finds its winner from the sets laid down and their order alone, so once the
game is over the table enters those (`sets`) and the result is the full referee's.

What such an entry can be checked for: each set is six cards that exist (W only with wild cards)
and make a set; no card is in two sets, and no more W than the deck holds; a player lays down one
set at most; and no set at all is a draw, which only a turn limit allows. The turns that led
there are not entered, so none of them is judged.
"""
from __future__ import annotations

from typing import Any

from ...base import Move
from ...cards import WILD, WILD_COUNT, parse_card
from ...errors import RuleViolation, Seat
from ...ledger import no_duplicates
from .checks import laid_set
from .flow import draw_at_turn_limit, end_game, lay_down_set
from .sets import SET_SIZE
from .state import CollectorState


def check_sets(state: CollectorState, move: Move, now_ms: int) -> None:
    """Set by set in lay-down order, each asked what an end of turn asks of its lay-down (its
    size, its cards, a card named twice, whether it is a set), then whether it shares a card with
    an earlier one. At this depth the game waits for this one entry, so the phase never refuses
    it (a finished game does, before this)."""
    entries = move.payload["sets"]
    if not entries and state.options["turn_limit"] is None:
        raise RuleViolation("COLLECTOR-NO-SETS")
    seats: set[int] = set()
    earlier: list[str] = []
    for index, entry in enumerate(entries):
        seat = entry["seat"]
        if seat >= state.players:
            raise RuleViolation("CORE-BAD-PAYLOAD", field=f"sets.{index}.seat")
        if seat in seats:
            raise RuleViolation("COLLECTOR-SET-TWICE", player=Seat(seat))
        seats.add(seat)
        if len(entry["cards"]) != SET_SIZE:
            raise RuleViolation("COLLECTOR-LAYDOWN-SIZE")
        cards = [parse_card(text, wild_allowed=state.wilds) for text in entry["cards"]]
        no_duplicates(cards)
        laid_set(cards)
        no_duplicates(earlier + cards)
        earlier += cards
        if earlier.count(WILD) > WILD_COUNT:
            raise RuleViolation("CORE-DUPLICATE-CARD", card=WILD)


def sets(state: CollectorState, move: Move, now_ms: int) -> Any:
    """The sets laid down, in order, and the game's end as the last final turn ends it (the
    best tier, the earlier on a tie: flow.end_game), or the turn limit's draw with none."""
    for entry in move.payload["sets"]:
        cards = tuple(parse_card(text, wild_allowed=state.wilds) for text in entry["cards"])
        state = lay_down_set(state, entry["seat"], cards, move.seq)
    return end_game(state) if state.laid_down else draw_at_turn_limit(state)
