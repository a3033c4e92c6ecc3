"""2P6C's state (docs/games/2p6c.md §2.2) as frozen values, and its plain-JSON snapshot.

Rulebook: 2P6C. Differences from the spec's sketch:
* players are seat numbers, and the seat order is the order of seats (the group lists players in
  the order they agreed on, §1.1);
* `plays_on_board` is not stored: it is counted from the cards on the board, so a removed card
  can never be counted twice;
* the past decisions are kept only as far as challenges need them (`word_decisions`, the seqs that
  declared words and their authors; `challenged`), so a snapshot does not grow with every recycle;
* the system events of §3.3 (`challenge_resolved`, `game_ended`, `refill`) are not moves: `apply`
  performs them as part of the move that causes them, and the state records their result
  (`verdict`, `end_reason`, the counts).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping

from ...options import FrozenOptions
from ...snapshots import Snapshot
from .board import Board, Cell
from .cards import Card

SNAPSHOT_VERSION = 1
# "quick_log": a solo match entered at depth quick waits for its one entry (quick.py).
PHASES = ("lobby", "setup", "play", "final_challenge", "scoring", "quick_log", "finished")
INITIAL = "initial"


@dataclass(frozen=True)
class PlacedCard:
    card: Card
    cell: tuple[int, int]
    placed_by: int | None        # None: dealt to row 1 at setup
    placed_seq: int              # the decision that placed it; 0 at setup


@dataclass(frozen=True)
class Form:
    """A declared word at a slot ("chain:3", "stack:3:2", "initial")."""

    text: str
    uses: tuple[tuple[str, str], ...]   # (card id, letter), one per letter
    declared_by: int | None             # None: every player (the initial word)
    declared_seq: int


@dataclass(frozen=True)
class Challenge:
    target_seq: int
    author: int
    challenger: int
    jury: tuple[int, ...]
    method: str                          # word_list | jury | fallback
    texts: tuple[str, ...]
    votes: tuple[tuple[int, str], ...] = ()
    status: str = "open"                 # open, or upheld while the challenger picks a reward


@dataclass(frozen=True)
class Proposal:
    """An open vote: the initial word's text, or ending the game by agreement."""

    kind: str                            # initial_word | end
    proposer: int
    votes: tuple[tuple[int, str], ...]   # in casting order, the proposer's yes first
    text: str = ""
    uses: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class InitialRefusal:
    """The last initial word the table did not accept (A17): the agreed list lacks it, or a
    player voted `not_allowed`. The phones show it until a word is declared again."""

    text: str
    proposer: int
    method: str                          # word_list | vote
    votes: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class Verdict:
    """What the phones announce after a challenge or the solo check (§4.2 result codes)."""

    rule: str                            # 2P6C-WORD-NOT-ALLOWED | 2P6C-WORD-STANDS
    text: str
    target_seq: int
    method: str


@dataclass(frozen=True)
class QuickLog:
    """A solo game played on paper, as logged at depth quick: the player's own cards still on
    the board, each word's score but the initial word's, and the initial word's (None: none)."""

    cards_played: int
    word_scores: tuple[int, ...]
    initial_word: int | None


@dataclass(frozen=True)
class TwoP6CState:
    players: int
    options: FrozenOptions
    decks: int
    rows: int
    playable_rows: int
    total_cards: int
    phase: str = "lobby"
    agreed: tuple[bool, ...] = ()
    board: tuple[tuple[tuple[str, ...], ...], ...] = ()   # [col-1][row-1] -> ids bottom..top
    cards: Mapping[str, PlacedCard] = field(default_factory=dict)
    initial_ids: tuple[str, ...] = ()
    hands: tuple[int, ...] = ()
    draw_count: int = 0
    decision_seq: int = 0
    acting: int | None = None
    challengeable_seq: int | None = None
    word_decisions: tuple[tuple[int, int], ...] = ()      # (decision seq, author)
    challenged: tuple[int, ...] = ()
    challenge: Challenge | None = None                    # open, or upheld awaiting the reward
    verdict: Verdict | None = None
    consecutive_recycles: int = 0
    consecutive_passes: int = 0
    slots: Mapping[str, tuple[Form, ...]] = field(default_factory=dict)
    initial_proposal: Proposal | None = None
    initial_refused: InitialRefusal | None = None
    end_proposal: Proposal | None = None
    end_reason: str | None = None
    final_passed: tuple[int, ...] = ()                    # "no challenge" taps in final_challenge
    final_opened_ms: int | None = None
    eq_choices: Mapping[str, str] = field(default_factory=dict)
    next_card: int = 1                                    # server ids c0001, c0002, …
    paused: bool = False
    decision_started_ms: int | None = None
    quick: QuickLog | None = None                         # depth quick: the game's end figures

    # --- derived values (§2.3) ---------------------------------------------------------------

    def stack_ids(self, cell: Cell) -> tuple[str, ...]:
        col, row = cell
        if 1 <= col <= len(self.board) and 1 <= row <= self.rows:
            return self.board[col - 1][row - 1]
        return ()

    def card_map(self) -> Board:
        """The board as the pure board and spelling functions read it: cell -> cards."""
        return {(col + 1, row + 1): [self.cards[card_id].card for card_id in ids]
                for col, column in enumerate(self.board) for row, ids in enumerate(column) if ids}

    def plays_on_board(self, seat: int) -> int:
        """The seat's own cards on the board: counted from the cards, or as a quick log gave it."""
        if self.quick is not None:
            return self.quick.cards_played
        return sum(placed.placed_by == seat for placed in self.cards.values())

    def active_players(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if self.hands[seat] > 0)

    def form(self, slot: str) -> Form | None:
        history = self.slots.get(slot, ())
        return history[-1] if history else None

    @property
    def solo(self) -> bool:
        return self.players == 1


def empty_board(rows: int) -> tuple[tuple[tuple[str, ...], ...], ...]:
    return tuple(tuple(() for _ in range(rows)) for _ in range(6))


def with_stack(state: TwoP6CState, cell: Cell, ids: tuple[str, ...]) -> TwoP6CState:
    col, row = cell
    column = state.board[col - 1]
    column = column[:row - 1] + (ids,) + column[row:]
    return replace(state, board=state.board[:col - 1] + (column,) + state.board[col:])


# --- snapshot ---------------------------------------------------------------------------------

# `quick` came with depth quick: matches stored before it write back as they were.
SNAPSHOT = Snapshot(TwoP6CState, game="2P6C", version=SNAPSHOT_VERSION,
                    sparse=[(TwoP6CState, "quick")])
dump_state, load_state = SNAPSHOT.dump, SNAPSHOT.load
