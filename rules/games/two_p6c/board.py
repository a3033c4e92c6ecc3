"""2P6C's board: its size (docs/games/2p6c.md §1.1, §1.2; resolutions A1, A8, A11), its geometry (§2.1, §2.3)
and where a card may go (§4.3, in the §4.1 check order; resolutions A5, A6, A7, A34).

Pure functions over plain values. A board is a mapping `(col, row) -> [Card, ...]` listing each
cell's stack bottom..top; a missing cell and an empty list are the same empty cell. Options are a
plain mapping (Appendix A), read through `options.resolve`.
"""
from __future__ import annotations

from math import ceil
from typing import Any, Mapping, Sequence

from ...errors import Malformed, RuleViolation
from .cards import Card
from .options import is_int, resolve

Cell = tuple[int, int]
Board = Mapping[Cell, Sequence[Card]]

COLUMNS = 6
DECK_SIZE = 54
HAND_SIZE = 7  # §1.3 step 4: every player holds 7 after the deal
MIN_ROWS = 3
CHAIN, STACK = "chain", "stack"


# ---------------------------------------------------------------------------------- §1.1, §1.2

def decks(n: int, override: Any = "auto") -> int:
    """d = ceil(n/2): one deck per one or two players, unless the group set `decks`."""
    _check_players(n)
    if override == "auto":
        return ceil(n / 2)
    if not is_int(override) or override < 1:
        raise ValueError("decks must be 'auto' or an integer of at least 1")
    return override


def rows(n: int, override: Any = "auto") -> int:
    """R = 3·ceil(n/2) (A1): 3 rows more per band of two players beyond the first two, so that the
    board's capacity (18 cells × 3 cards per band) grows with the decks."""
    _check_players(n)
    if override == "auto":
        return MIN_ROWS * ceil(n / 2)
    if not is_int(override) or override < MIN_ROWS:
        raise ValueError(f"rows must be 'auto' or an integer of at least {MIN_ROWS}")
    return override


def playable_rows(board_rows: int, max_word_len: int = 6) -> int:
    """R* = min(R, max_word_len) (A11): a chainword is as long as its column is high, so rows past
    the longest word can never be reached."""
    return min(board_rows, max_word_len)


def total_cards(deck_count: int) -> int:
    """N = 54·d."""
    return DECK_SIZE * deck_count


def initial_draw_count(n: int, total: int) -> int:
    """N − 6 − 7n: after the six initial cards and the hands, the rest is the single stock (A2).
    It includes the face-down card of setup step 2."""
    left = total - COLUMNS - HAND_SIZE * n
    if left < 0:
        raise ValueError(f"{total} cards cannot deal a {n}-player game")
    return left


def geometry(n: int, options: Mapping[str, Any] | None = None) -> dict[str, int]:
    """One row of the §1.2 table: decks, total cards N, rows R, playable rows R*, cards dealt to
    hands, and the initial draw-patch count."""
    opts = resolve(options)
    d = decks(n, opts["decks"])
    r = rows(n, opts["rows"])
    total = total_cards(d)
    return {"decks": d, "total_cards": total, "rows": r,
            "playable_rows": playable_rows(r, opts["max_word_len"]),
            "dealt": HAND_SIZE * n, "draw_count": initial_draw_count(n, total)}


# ---------------------------------------------------------------------------------- §2.1, §2.3

def stack(board: Board, cell: Cell) -> Sequence[Card]:
    return board.get(cell) or ()


def top(board: Board, cell: Cell) -> Card | None:
    """The card placed on `cell` most recently, or None for an empty cell."""
    cards = stack(board, cell)
    return cards[-1] if cards else None


def height(board: Board, col: int) -> int:
    """h(c): the largest k with (c,1)..(c,k) all occupied (the chain never has gaps, §2.1)."""
    k = 0
    while stack(board, (col, k + 1)):
        k += 1
    return k


def peasick_sea(board: Board, board_rows: int, options: Mapping[str, Any] | None = None) -> bool:
    """Every playable cell holds `max_stack` cards. Rows past R* cannot be reached (A11), so a
    5–6 player board is judged on rows 1–6 only."""
    opts = resolve(options)
    reach = playable_rows(board_rows, opts["max_word_len"])
    return all(len(stack(board, (c, r))) == opts["max_stack"]
               for c in range(1, COLUMNS + 1) for r in range(1, reach + 1))


# ---------------------------------------------------------------------------------- §4.3

def chain_polarity_refs(board: Board, cell: Cell, options: Mapping[str, Any] | None = None
                        ) -> list[Card]:
    """The cards the new card's polarity is compared with (A5).

    By default only the top card below: the one card of the same chain that touches the new card,
    and the visible one. `all_cards_in_cell` takes the whole stack below; `orthogonal` adds the
    tops of the occupied cells left and right (always just their tops, as §4.3 writes it).
    """
    opts = resolve(options)
    col, row = cell
    below = stack(board, (col, row - 1))
    refs = list(below) if opts["chain_polarity_reference"] == "all_cards_in_cell" \
        else list(below[-1:])
    if opts["chain_adjacency"] == "orthogonal":
        refs += [card for side in (col - 1, col + 1) if 1 <= side <= COLUMNS
                 for card in [top(board, (side, row))] if card is not None]
    return refs


def chain_polarity_ok(board: Board, cell: Cell, card: Card,
                      options: Mapping[str, Any] | None = None) -> bool:
    """Same polarity as every reference, unless the new card is Green or Purple (A6: "it" is the
    card added); with `gp_exception_scope = either` a Green or Purple reference is waived too."""
    opts = resolve(options)
    either = opts["gp_exception_scope"] == "either"
    return card.green_or_purple or all(
        card.polarity == ref.polarity or (either and ref.green_or_purple)
        for ref in chain_polarity_refs(board, cell, opts))


def chain_ok(board: Board, cell: Cell, card: Card, options: Mapping[str, Any] | None = None) -> bool:
    """§4.3 chain: an empty cell directly above an occupied one (A34), no higher than the longest
    word, and the polarity rule. Board bounds are `check_placement`'s (they need R)."""
    opts = resolve(options)
    col, row = cell
    return (not stack(board, cell) and row >= 2 and bool(stack(board, (col, row - 1)))
            and row <= opts["max_word_len"] and chain_polarity_ok(board, cell, card, opts))


def stack_polarity_ok(board: Board, cell: Cell, card: Card) -> bool:
    """Opposite polarity to the top card, unless the same colour (A7: then either polarity).
    There is no Green/Purple exception for stacks, and chain rules never apply to a stack play."""
    under = top(board, cell)
    return under is not None and (card.polarity != under.polarity or card.colour == under.colour)


def stack_ok(board: Board, cell: Cell, card: Card, options: Mapping[str, Any] | None = None) -> bool:
    """§4.3 stack: an occupied cell with room (A8), and the stack polarity rule."""
    opts = resolve(options)
    return 1 <= len(stack(board, cell)) < opts["max_stack"] and stack_polarity_ok(board, cell, card)


def check_placement(board: Board, cell: Cell, kind: str, card: Card, board_rows: int,
                    options: Mapping[str, Any] | None = None) -> None:
    """The placement step of §4.1, raising the first rule that fails:
    CELL-BOUNDS, KIND-MISMATCH, then CHAIN-SUPPORT, WORD-MAXLEN, CHAIN-POLARITY for a chain, or
    STACK-FULL, STACK-POLARITY for a stack."""
    opts = resolve(options)
    if kind not in (CHAIN, STACK):
        raise ValueError(f"kind must be {CHAIN!r} or {STACK!r}, not {kind!r}")
    col, row = cell
    if not (1 <= col <= COLUMNS and 1 <= row <= board_rows):
        raise Malformed("2P6C-CELL-BOUNDS", cell=cell)  # off this table's board for good
    occupied = bool(stack(board, cell))
    if occupied != (kind == STACK):
        raise RuleViolation("2P6C-KIND-MISMATCH", cell=cell)
    if kind == CHAIN:
        if row == 1 or not stack(board, (col, row - 1)):
            raise RuleViolation("2P6C-CHAIN-SUPPORT", cell=cell)
        if row > opts["max_word_len"]:  # the chainword would be longer than any word (A11)
            raise Malformed("2P6C-WORD-MAXLEN", max_word_len=opts["max_word_len"])
        if not chain_polarity_ok(board, cell, card, opts):
            raise RuleViolation("2P6C-CHAIN-POLARITY", cell=cell)
    else:
        if len(stack(board, cell)) >= opts["max_stack"]:
            raise RuleViolation("2P6C-STACK-FULL", cell=cell, max_stack=opts["max_stack"])
        if not stack_polarity_ok(board, cell, card):
            raise RuleViolation("2P6C-STACK-POLARITY", cell=cell)


def _check_players(n: int) -> None:
    if not is_int(n) or n < 1:
        raise ValueError("2P6C needs at least 1 player")
