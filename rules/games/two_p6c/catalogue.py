"""The catalogue of words and the scores (docs/games/2p6c.md §5.1–§5.6; resolutions A13–A18, A27;
golden tests T11, T12, CR1, M2, M3, I1, C13).

Built from the state whenever a phone asks: during play it is the running score of the words
as declared; from the end of the game on, chains take their final forms (`best_same_text`: the
declared text, spelled by the highest-scoring card of each cell; ties keep the declared cards).
A solo game logged quickly (depth quick) has no words on its board, only their scores: its total
and solo figures come from those, through the same `solo_stats`.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from .board import CHAIN
from .forms import best_pick, scorer
from .scoring import INITIAL_CARDS, SETUP, Result, Word, figures, score_game, solo_stats
from .state import INITIAL, Form, QuickLog, TwoP6CState

FINAL_PHASES = ("final_challenge", "scoring", "finished")


def catalogue(state: TwoP6CState) -> list[dict[str, Any]]:
    """One entry per word (§5.1): slot, text, cards and letters, polarity, sums, score, credit."""
    words, letters = _words(state)
    result = _score(state, words)
    return [{"slot": scored.slot, "text": state.form(scored.slot).text,
             "uses": [{"card": card_id, "letter": letter}
                      for card_id, letter in zip(scored.card_ids, letters[i])],
             "plus": scored.plus, "minus": scored.minus, "polarity": scored.polarity,
             "tp": scored.tp, "rp": scored.rp, "score": scored.score,
             "credit": list(scored.credit)}
            for i, scored in enumerate(result.words)]


def result(state: TwoP6CState) -> Result:
    if state.quick is not None:
        return _logged_result(state.quick)
    return _score(state, _words(state)[0])


def _logged_result(logged: QuickLog) -> Result:
    """A quick log's score as the refereed game keeps it: in solo every word, the initial one
    included, credits the one player, so the total is every score entered, each one a word."""
    others, initial = _word_totals(logged)
    words = len(logged.word_scores) + (initial is not None)
    return Result(words=(), totals={0: others + (initial or 0)}, word_counts={0: words}, winners=(0,))


def _word_totals(logged: QuickLog) -> tuple[int, int | None]:
    """What `solo_stats` takes: every word's score but the initial one's, and the initial one's."""
    return sum(logged.word_scores), logged.initial_word


def _score(state: TwoP6CState, words: list[Word]) -> Result:
    placed_by = {card_id: SETUP if placed.placed_by is None else placed.placed_by
                 for card_id, placed in state.cards.items()}
    return score_game(words, placed_by, list(range(state.players)), state.options)


def _words(state: TwoP6CState) -> tuple[list[Word], list[tuple[str, ...]]]:
    final = state.phase in FINAL_PHASES and state.options["final_forms"] == "best_same_text"
    words, letters = [], []
    for slot in sorted(state.slots, key=_slot_order):
        form = state.form(slot)
        uses = _final_uses(state, slot, form) if final and slot.startswith(CHAIN) else form.uses
        cards = tuple(state.cards[card_id].card for card_id, _letter in uses)
        choice = state.eq_choices.get(slot)
        if state.options["eq_word_score"] == "choice" and choice is None:
            # Not picked yet: shown at the higher sum, as the rulebook advises.
            choice = "tp" if sum(c.tp for c in cards) >= sum(c.rp for c in cards) else "rp"
        declared_by = form.declared_by if form.declared_by is not None else 0
        words.append(Word(slot, cards, declared_by, choice))
        letters.append(tuple(letter for _card_id, letter in uses))
    return words, letters


def _final_uses(state: TwoP6CState, slot: str, form: Form) -> tuple[tuple[str, str], ...]:
    """§5.2 best_same_text: the best selection for the declared text; a tie keeps the declared
    cards (the maximum is never below the declared score)."""
    col = int(slot.split(":")[1])
    cells = tuple(tuple(state.cards[card_id].card for card_id in state.stack_ids((col, row)))
                  for row in range(1, len(form.uses) + 1))
    mode = state.options["eq_word_score"]
    best = best_pick(form.text, cells, mode)
    declared = [state.cards[card_id].card for card_id, _letter in form.uses]
    if best is None or best.score <= scorer(mode)(declared):
        return form.uses
    return best.uses


def _slot_order(slot: str) -> tuple[int, tuple[int, ...]]:
    kind, *numbers = slot.split(":")
    return ({"chain": 0, "stack": 1, INITIAL: 2}[kind], tuple(int(n) for n in numbers))


def cards_played(state: TwoP6CState, seat: int) -> int:
    """MLR's numerator (§5.6, A18): the seat's own placements still on the board, and the six
    initial cards too when the group agreed `mlr_include_initial`."""
    return state.plays_on_board(seat) + (INITIAL_CARDS if state.options["mlr_include_initial"]
                                         else 0)


def mlr(state: TwoP6CState, seat: int) -> Fraction:
    return Fraction(cards_played(state, seat), state.total_cards)


def solo_summary(state: TwoP6CState) -> dict[str, Any]:
    """MLR, FTS and the Ultimate Index (§5.6): each ratio as a number, its display form (MLR to
    4 decimals, UIN to 2) and its exact fraction."""
    if state.quick is not None:
        others, initial = _word_totals(state.quick)
    else:
        words = result(state).words
        initial = next((w.score for w in words if w.slot == INITIAL), None)
        others = sum(w.score for w in words if w.slot != INITIAL)
    stats = solo_stats(state.plays_on_board(0), others, initial, state.total_cards,
                       state.options)
    return {**figures("mlr", stats.mlr, 4), "fts": stats.fts, **figures("uin", stats.uin, 2),
            "cards_played": cards_played(state, 0)}
