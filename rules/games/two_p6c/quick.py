"""A solo 2P6C game logged quickly (option depth "quick", docs/games/2p6c.md): played on paper, then
entered as the three things the solo figures are made of (§5.6): the player's cards still on the
board, the score of each word they made, and the initial word's score (None: none was accepted).
MLR, FTS and the Ultimate Index then come from the same `solo_stats` as a refereed game's
(catalogue.py scores both).

What end figures can be checked for, against the match's board and options: no more cards than
the board has room for beside the six of the first row, no more words than cards played (each
word holds a card the player played), and no word, the initial one included, scoring more than
`max_word_len` cards of `max_score_number` points each. Which words they were, and whether they
spell, is not entered, so it is not judged.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from marshmallow import ValidationError

from ...base import Move
from ...depths import QUICK
from ...errors import Malformed
from ...options import depth_of
from .board import COLUMNS
from .checks import during
from .scoring import INITIAL_CARDS
from .state import QuickLog, TwoP6CState

END_REASON = "QUICK_LOG"


def check_new_table(players: int, options: Mapping[str, Any]) -> None:
    """A quick log is one player's: a table of any other size is refused as the depth's field
    error when the match is made (422), saying why."""
    if depth_of(options) == QUICK and players != 1:
        raise ValidationError({"depth": [
            f"A quick log is for a solo game's end figures: it needs 1 player, not {players}."]})


def room_for_plays(state: TwoP6CState) -> int:
    """How many cards the player can have on the board beside the first row: the cards left once
    the first row is dealt, and no more than the reachable cells hold."""
    cells = COLUMNS * state.playable_rows * state.options["max_stack"]
    return min(state.total_cards, cells) - INITIAL_CARDS


def best_word(options: Mapping[str, Any]) -> dict[str, int]:
    """The most a word can score: its longest, every card at the highest number."""
    letters, number = options["max_word_len"], options["max_score_number"]
    return {"most": letters * number, "letters": letters, "number": number}


@during("quick_log")
def check_quick_log(state: TwoP6CState, move: Move, now_ms: int) -> None:
    payload = move.payload
    cards, scores, initial = payload["cards_played"], payload["word_scores"], payload["initial_word"]
    free = room_for_plays(state)
    if not 0 <= cards <= free:
        raise Malformed("2P6C-QUICK-CARDS", free=free, cards=cards)
    if len(scores) > cards:
        raise Malformed("2P6C-QUICK-WORDS", words=len(scores), cards=cards)
    best = best_word(state.options)
    for position, score in enumerate(scores, start=1):
        if not 0 <= score <= best["most"]:
            raise Malformed("2P6C-QUICK-WORD-SCORE", position=position, score=score, **best)
    if initial is not None and not 0 <= initial <= best["most"]:
        raise Malformed("2P6C-QUICK-INITIAL-SCORE", score=initial, **best)


def quick_log(state: TwoP6CState, move: Move, now_ms: int) -> TwoP6CState:
    payload = move.payload
    logged = QuickLog(payload["cards_played"], tuple(payload["word_scores"]), payload["initial_word"])
    return replace(state, quick=logged, phase="finished", end_reason=END_REASON)
