"""What is legal in Sixes (docs/games/sixes.md §3.1, §3.2, §4; resolutions B12, B21; golden test S7).

Each move's check refuses with the spec's rule ids and never changes anything. Time is the
server's receipt time of the move (`now_ms`), so a line typed just before the deadline counts if
it arrives within the grace, and a phone's clock has no say.
"""
from __future__ import annotations

from functools import wraps
from typing import Callable

from ...base import Move
from ...errors import RuleViolation
from .review import check_proposal, core_proposal, round_score
from .state import LINES, ProposalState, RoundState, SixesState

Checker = Callable[[SixesState, Move, int], None]


def in_lobby(checker: Checker) -> Checker:
    """A move of the lobby: refused once round 1 has opened (SIX-OPTIONS-LOCKED)."""
    @wraps(checker)
    def check(state: SixesState, move: Move, now_ms: int) -> None:
        if state.phase != "lobby":
            raise RuleViolation("SIX-OPTIONS-LOCKED")
        checker(state, move, now_ms)
    return check


def in_round(checker: Checker) -> Checker:
    """A move of a round: refused in the lobby (SIX-ROUND-PHASE)."""
    @wraps(checker)
    def check(state: SixesState, move: Move, now_ms: int) -> None:
        if state.phase == "lobby":
            raise RuleViolation("SIX-ROUND-PHASE")
        checker(state, move, now_ms)
    return check


def lock_time(round_: RoundState, options) -> int | None:
    """deadline + grace: the last server time at which an edit is accepted (None unless running)."""
    if round_.timer.state != "running":
        return None
    return round_.timer.deadline + options["grace_ms"]


def time_is_up(state: SixesState, now_ms: int) -> bool:
    lock_at = lock_time(state.current, state.options)
    return lock_at is not None and now_ms > lock_at


# --- lobby ---------------------------------------------------------------------------------------

@in_lobby
def options_changed(state: SixesState, move: Move, now_ms: int) -> None:
    """Nothing the rules judge: the payload's schema has checked the options (422)."""


@in_lobby
def options_agreed(state: SixesState, move: Move, now_ms: int) -> None:
    if state.agreed[move.seat]:
        raise RuleViolation("SIX-ROUND-PHASE")



# --- the card and the timer ----------------------------------------------------------------------

def _reader_only(state: SixesState, move: Move) -> RoundState:
    round_ = state.current
    if move.seat != round_.reader:
        raise RuleViolation("SIX-TIMER-PERMISSION")
    return round_


@in_round
def card_set(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    if round_.phase != "card":
        raise RuleViolation("SIX-ROUND-PHASE")
    _reader_only(state, move)
    texts = move.payload["texts"]
    if len(texts) != (6 if round_.type == "lightning" else 1):
        raise RuleViolation("SIX-LIGHTNING-CATEGORIES")


@in_round
def timer_started(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    if round_.phase != "card":
        raise RuleViolation("SIX-ROUND-PHASE")
    _reader_only(state, move)
    if not round_.card_texts:
        raise RuleViolation("SIX-CARD-MISSING")


@in_round
def timer_paused(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    # Past deadline + grace the lists are locked, if lazily: writing is over.
    if round_.phase != "writing" or round_.timer.state != "running" or time_is_up(state, now_ms):
        raise RuleViolation("SIX-ROUND-PHASE")
    _reader_only(state, move)


@in_round
def timer_resumed(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    if round_.phase != "writing" or round_.timer.state != "paused":
        raise RuleViolation("SIX-ROUND-PHASE")
    _reader_only(state, move)


# --- writing -------------------------------------------------------------------------------------

def _still_writing(state: SixesState, now_ms: int) -> None:
    """The round takes edits: the timer runs and the server's time is within deadline + grace."""
    round_ = state.current
    if round_.phase == "card":
        raise RuleViolation("SIX-TIMER-NOT-STARTED")
    if round_.phase != "writing" or time_is_up(state, now_ms):
        raise RuleViolation("SIX-LIST-LOCKED")
    if round_.timer.state == "paused":
        raise RuleViolation("SIX-TIMER-PAUSED")


@in_round
def line_set(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    if state.options["entry_mode"] == "paper":
        # Lists were written on paper and are typed in after the lock (§1 paper variant).
        if round_.phase != "review":
            raise RuleViolation("SIX-ROUND-PHASE")
    else:
        _still_writing(state, now_ms)
    if not 1 <= move.payload["index"] <= LINES:
        raise RuleViolation("SIX-LINE-INDEX")
    if len(move.payload["text"].strip()) > state.options["max_item_chars"]:
        raise RuleViolation("SIX-ITEM-TOO-LONG", max=state.options["max_item_chars"])


@in_round
def player_done(state: SixesState, move: Move, now_ms: int) -> None:
    """Done and undone belong to the writing phase, paused or not (§3.1). The timer's own ids
    (SIX-TIMER-NOT-STARTED, SIX-TIMER-PAUSED, SIX-LIST-LOCKED) are line_set's: outside the phase,
    or past deadline + grace (locked, if lazily), the refusal is the phase's."""
    round_ = state.current
    if round_.phase != "writing" or time_is_up(state, now_ms):
        raise RuleViolation("SIX-ROUND-PHASE")
    if round_.done[move.seat] == (move.type == "player_done"):
        raise RuleViolation("SIX-ROUND-PHASE")


@in_round
def round_locked(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = state.current
    if round_.phase != "writing":
        raise RuleViolation("SIX-ROUND-PHASE")
    # A paused clock still has time on it; SIX-TIMER-PAUSED is line_set's.
    if not time_is_up(state, now_ms):
        raise RuleViolation("SIX-TIME-LEFT")


# --- review --------------------------------------------------------------------------------------

def _in_review(state: SixesState) -> RoundState:
    round_ = state.current
    if round_.phase != "review":
        raise RuleViolation("SIX-ROUND-PHASE")
    return round_


@in_round
def proposal_opened(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = _in_review(state)
    targets = tuple((t["seat"], t["line"]) for t in move.payload["targets"])
    if any(not 0 <= seat < state.players for seat, _ in targets):
        raise RuleViolation("SIX-PROPOSAL-TARGET")
    proposal = ProposalState("", move.payload["kind"], targets, move.seat, ())
    check_proposal(round_score(round_, state.options), core_proposal(proposal), state.options)
    wanted = frozenset(targets)
    if any(p.status == "open" and p.kind == proposal.kind and frozenset(p.targets) == wanted
           for p in round_.proposals):
        raise RuleViolation("SIX-PROPOSAL-DUPLICATE")


def find_proposal(round_: RoundState, proposal_id: str) -> ProposalState | None:
    return next((p for p in round_.proposals if p.id == proposal_id), None)


@in_round
def vote_cast(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = _in_review(state)
    proposal = find_proposal(round_, move.payload["proposal_id"])
    if proposal is None:  # well formed, but not one of this round's: the rules' refusal
        raise RuleViolation("SIX-UNKNOWN-PROPOSAL", proposal_id=move.payload["proposal_id"])
    if proposal.status != "open":
        raise RuleViolation("SIX-VOTE-CLOSED")
    if any(seat == move.seat for seat, _ in proposal.votes):
        raise RuleViolation("SIX-VOTE-TWICE")


@in_round
def round_finalized(state: SixesState, move: Move, now_ms: int) -> None:
    round_ = _in_review(state)
    _reader_only(state, move)
    still_open = [p for p in round_.proposals if p.status == "open"]
    if still_open and not move.payload["force"] and \
            state.options["vote_quorum"] != "majority_of_voters":
        raise RuleViolation("SIX-FINALIZE-OPEN")


# The rule ids the moves share, for INFO's lists in rules.py. The referee's own questions, asked
# before the game's: the game is over, the seat exists, the phone may enter the move (a list only
# from its own phone: SIX-OWN-LIST; any other move for another seat only from the host's:
# CORE-NOT-AUTHORIZED).
REFEREE = ("SIX-GAME-OVER", "SIX-NOT-PLAYER", "CORE-NOT-AUTHORIZED")
WRITING = ("SIX-ROUND-PHASE",)
TIMER = ("SIX-ROUND-PHASE", "SIX-TIMER-PERMISSION")
REVIEW = ("SIX-ROUND-PHASE",)
