"""A play as the rules read it (docs/games/2p6c.md §3.5, §4.1 steps 3–5): the card, where it goes, and the
words it declares, checked in the spec's order. `checks` calls it to refuse, `flow` to apply.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...base import Move
from ...errors import Malformed, RuleViolation
from .board import CHAIN, STACK, Cell, check_placement, height
from .cards import Card
from .entry import card_from_payload
from .forms import Uses, chain_uses, initial_uses, stack_uses
from .state import TwoP6CState


@dataclass(frozen=True)
class Play:
    card: Card
    cell: Cell
    kind: str
    forms: Mapping[str, tuple[str, Uses]]   # slot -> (text, uses)


def placed_play(state: TwoP6CState, move: Move) -> Play:
    payload = move.payload
    options = state.options
    card = card_from_payload(payload["card"], options, state.decks, state.cards, state.next_card)
    cell = (payload["cell"]["col"], payload["cell"]["row"])
    kind = payload["kind"] or (STACK if state.stack_ids(cell) else CHAIN)
    board = state.card_map()
    check_placement(board, cell, kind, card, state.rows, options)
    col, row = cell
    form = payload["form"]
    if kind == CHAIN:
        cells = [board[(col, below)] for below in range(1, row)] + [[card]]
        forms = {f"chain:{col}": chain_uses(form["text"], form["uses"], cells, card,
                                            options["eq_word_score"])}
    else:
        stack = [*board[cell], card]
        forms = {f"stack:{col}:{row}": stack_uses(form["text"], form["uses"], stack, card)}
        if payload.get("chain_form") is not None:
            forms[f"chain:{col}"] = _redeclared_chain(state, board, cell, card,
                                                      payload["chain_form"])
    return Play(card, cell, kind, forms)


def _redeclared_chain(state: TwoP6CState, board: Mapping, cell: Cell, card: Card,
                      form: Mapping[str, Any]) -> tuple[str, Uses]:
    """A stack play's new chainword for its column (A12, `stack_may_redeclare_chain`)."""
    if not state.options["stack_may_redeclare_chain"]:
        raise Malformed("CORE-BAD-PAYLOAD", field="chain_form")  # the table agreed otherwise
    col, row = cell
    cells = [[*board[(col, r)], card] if r == row else list(board[(col, r)])
             for r in range(1, height(board, col) + 1)]
    if len(cells) < 2:
        raise RuleViolation("2P6C-WORD-CARDS")
    return chain_uses(form["text"], form["uses"], cells, card, state.options["eq_word_score"],
                      must_use_new=False)


def initial_form(state: TwoP6CState, payload: Mapping[str, Any]) -> tuple[str, Uses]:
    initial = [state.cards[card_id].card for card_id in state.initial_ids]
    return initial_uses(payload["text"], payload["uses"], initial)
