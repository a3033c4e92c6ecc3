"""What is legal in 2P6C (docs/games/2p6c.md §3.3, §3.6, §4.1, §4.2; golden tests §7.2–§7.9).

Each move's check (one function per move, after the phases it may come in) refuses with the
spec's rule ids, in the §4.1 order, and changes nothing. One reading of that order: a player who
holds no cards is told so (HAND-EMPTY) before being told whose decision it is, since they will
have none until they get a card (A26).
"""
from __future__ import annotations

from functools import wraps
from typing import Callable

from marshmallow import ValidationError

from ...base import Move
from ...errors import Malformed, RuleViolation
from ...options import depth_of
from . import challenges
from .catalogue import catalogue
from .entry import card_from_payload, uses_server_id
from .play import initial_form, placed_play
from .schemas import TwoP6COptions
from .state import INITIAL, TwoP6CState

Checker = Callable[[TwoP6CState, Move, int], None]
PLAYING = ("play", "final_challenge")
WORD_PHASES = ("play", "final_challenge", "scoring")
ANY_PHASE = ("lobby", "setup", "play", "final_challenge", "scoring")


def during(*phases: str) -> Callable[[Checker], Checker]:
    """A move taken only in `phases`: in any other, 2P6C-GAME-NOT-ACTIVE before its own checks
    (a move of the lobby, once it is over: 2P6C-OPTIONS-LOCKED)."""
    refusal = "2P6C-OPTIONS-LOCKED" if phases == ("lobby",) else "2P6C-GAME-NOT-ACTIVE"

    def gated(checker: Checker) -> Checker:
        @wraps(checker)
        def check(state: TwoP6CState, move: Move, now_ms: int) -> None:
            if state.phase not in phases:
                raise RuleViolation(refusal)
            checker(state, move, now_ms)
        return check
    return gated


# --- lobby and setup --------------------------------------------------------------------------

@during("lobby")
def options_changed(state: TwoP6CState, move: Move, now_ms: int) -> None:
    try:
        changed = TwoP6COptions().load({**state.options, **move.payload["options"]})
    except ValidationError as error:
        raise Malformed("CORE-BAD-PAYLOAD", field=", ".join(sorted(error.messages))) from error
    # The depth decides which moves the match takes from its first one (and a quick log is a
    # solo's, which creating the match checks), so the lobby keeps it.
    if depth_of(changed) != depth_of(state.options):
        raise RuleViolation("2P6C-DEPTH-LOCKED")


@during("lobby")
def options_agreed(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.agreed[move.seat]:
        raise RuleViolation("2P6C-VOTE-TWICE")


@during("setup")
def initial_row_set(state: TwoP6CState, move: Move, now_ms: int) -> None:
    placed: dict[str, None] = {}
    number = state.next_card
    for spec in move.payload["cards"]:
        card = card_from_payload(spec, state.options, state.decks, placed, number)
        number += uses_server_id(spec)
        placed[card.id] = None


# --- decisions (§4.1) ---------------------------------------------------------------------------

# A decision is the acting player's (2P6C-TURN-ORDER): the referee asks it (rules.py's
# `whose_turn` and `turn_refusal`), after `before_decision` and before the decision's own check.
@during("play")
def before_decision(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.challenge is not None:
        raise RuleViolation("2P6C-CHALLENGE-PENDING")
    if state.hands[move.seat] == 0:
        raise RuleViolation("2P6C-HAND-EMPTY")


def play(state: TwoP6CState, move: Move, now_ms: int) -> None:
    placed_play(state, move)


def recycle(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.draw_count == 0:
        raise RuleViolation("2P6C-RECYCLE-EMPTY-DRAW")


def pass_turn(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.draw_count > 0:
        raise RuleViolation("2P6C-PASS-NOT-ALLOWED")


# --- challenges (§3.6, §4.1 challenge order) -----------------------------------------------------

@during(*PLAYING)
def challenge_filed(state: TwoP6CState, move: Move, now_ms: int) -> None:
    # After the phase (a solo game is over for challenges as for everything else), then §4.1's.
    if state.solo:
        raise RuleViolation("2P6C-CHALLENGE-SOLO")
    target = move.payload["target_seq"]
    author = challenges.author_of(state, target)
    if author is None and 1 <= target <= state.decision_seq:
        raise RuleViolation("2P6C-CHALLENGE-NO-WORD")
    if author == move.seat:
        raise RuleViolation("2P6C-CHALLENGE-SELF")
    if target in state.challenged:
        raise RuleViolation("2P6C-CHALLENGE-ALREADY")
    if target != state.challengeable_seq or not challenges.forms_of(state, target):
        raise RuleViolation("2P6C-CHALLENGE-WINDOW")


@during(*PLAYING)
def jury_vote(state: TwoP6CState, move: Move, now_ms: int) -> None:
    challenge = state.challenge
    if challenge is None or challenge.status != "open" or challenge.method != "jury":
        raise RuleViolation("2P6C-NO-PROPOSAL")
    if move.seat not in challenge.jury:
        raise RuleViolation("2P6C-VOTE-NOT-JUROR")
    if any(seat == move.seat for seat, _vote in challenge.votes):
        raise RuleViolation("2P6C-VOTE-TWICE")


@during(*PLAYING)
def reward_chosen(state: TwoP6CState, move: Move, now_ms: int) -> None:
    challenge = state.challenge
    if challenge is None or challenge.status != "upheld":
        raise RuleViolation("2P6C-NO-PROPOSAL")
    if move.seat != challenge.challenger:
        raise RuleViolation("2P6C-REWARD-NOT-CHALLENGER")


@during("final_challenge")
def no_challenge(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.challenge is not None:
        raise RuleViolation("2P6C-CHALLENGE-PENDING")
    if challenges.author_of(state, state.challengeable_seq) == move.seat:
        raise RuleViolation("2P6C-CHALLENGE-SELF")
    if move.seat in state.final_passed:
        raise RuleViolation("2P6C-VOTE-TWICE")


@during("final_challenge")
def final_challenge_closed(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.challenge is not None:
        raise RuleViolation("2P6C-CHALLENGE-PENDING")
    closes_at = state.final_opened_ms + 1000 * state.options["final_challenge_timeout_s"]
    if now_ms < closes_at:
        raise RuleViolation("2P6C-FINAL-WINDOW-OPEN", closes_at=closes_at)


# --- votes and scoring ---------------------------------------------------------------------------

@during(*WORD_PHASES)
def initial_word_declared(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if INITIAL in state.slots:
        raise RuleViolation("2P6C-INITIAL-DONE")
    initial_form(state, move.payload)


@during(*WORD_PHASES)
def initial_word_vote(state: TwoP6CState, move: Move, now_ms: int) -> None:
    proposal = state.initial_proposal
    if proposal is None or challenges.list_agreed(state.options):
        raise RuleViolation("2P6C-NO-PROPOSAL")
    if any(seat == move.seat for seat, _vote in proposal.votes):
        raise RuleViolation("2P6C-VOTE-TWICE")


@during("play")
def end_proposed(state: TwoP6CState, move: Move, now_ms: int) -> None:
    if state.challenge is not None:
        raise RuleViolation("2P6C-CHALLENGE-PENDING")
    if state.end_proposal is not None:
        raise RuleViolation("2P6C-VOTE-TWICE")


@during("play")
def end_vote(state: TwoP6CState, move: Move, now_ms: int) -> None:
    proposal = state.end_proposal
    if proposal is None:
        raise RuleViolation("2P6C-NO-PROPOSAL")
    if any(seat == move.seat for seat, _vote in proposal.votes):
        raise RuleViolation("2P6C-VOTE-TWICE")


@during("scoring")
def eq_choice(state: TwoP6CState, move: Move, now_ms: int) -> None:
    entry = next((word for word in catalogue(state) if word["slot"] == move.payload["slot"]), None)
    if state.options["eq_word_score"] != "choice" or entry is None \
            or entry["polarity"] != "=" or move.seat not in entry["credit"]:
        raise RuleViolation("2P6C-EQ-CHOICE")


def _anything(state: TwoP6CState, move: Move, now_ms: int) -> None:
    return None


scores_finalized = during("scoring")(_anything)
pause = resume = during(*ANY_PHASE)(_anything)
