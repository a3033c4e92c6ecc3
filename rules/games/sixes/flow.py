"""What each Sixes move does (docs/games/sixes.md §3.1, §3.2, §5.6; resolutions B12, B21).

Each move's apply assumes its check passed and returns a new state. The lock happens in exactly one
move: the last `player_done` under early finish, or a `round_locked` sent once time is up. Every
phone sends one when its countdown ends; the first to land locks the round and the others are
refused (SIX-ROUND-PHASE), because moves of a match are applied one version at a time.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from .checks import find_proposal, lock_time
from .review import round_score, status_of
from .schemas import SixesOptions
from .state import LINES, ProposalState, RoundState, SixesState, Timer, frozen_options

ROUNDS = 6


def new_game(players: int, options) -> SixesState:
    return SixesState(players=players, options=frozen_options(options), agreed=(False,) * players)


def open_round(state: SixesState, number: int) -> SixesState:
    round_ = RoundState(
        number=number, type=state.options["round_plan"][number - 1],
        reader=(number - 1) % state.players,
        lines=(("",) * LINES,) * state.players,
        received_at=((None,) * LINES,) * state.players,
        done=(False,) * state.players)
    return replace(state, phase="playing", rounds=state.rounds + (round_,))


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# --- lobby ---------------------------------------------------------------------------------------

def options_changed(state: SixesState, move: Move, now_ms: int) -> SixesState:
    changed = SixesOptions(partial=True).load(move.payload["options"])
    agreed = _set((False,) * state.players, move.seat, True)  # changing is agreeing to the change
    return replace(state, options=frozen_options({**state.options, **changed}), agreed=agreed)


def options_agreed(state: SixesState, move: Move, now_ms: int) -> SixesState:
    state = replace(state, agreed=_set(state.agreed, move.seat, True))
    return open_round(state, 1) if all(state.agreed) else state


# --- the card and the timer ----------------------------------------------------------------------

def card_set(state: SixesState, move: Move, now_ms: int) -> SixesState:
    texts = tuple(text.strip() for text in move.payload["texts"])
    return state.with_current(replace(state.current, card_texts=texts))


def timer_started(state: SixesState, move: Move, now_ms: int) -> SixesState:
    duration = state.options["timer_seconds"] * 1000
    timer = Timer("running", duration, started_at=now_ms, deadline=now_ms + duration)
    return state.with_current(replace(state.current, phase="writing", timer=timer,
                                      started_seq=move.seq))


def timer_paused(state: SixesState, move: Move, now_ms: int) -> SixesState:
    timer = state.current.timer
    paused = replace(timer, state="paused", deadline=None,
                     remaining_ms=max(0, timer.deadline - now_ms))
    return state.with_current(replace(state.current, timer=paused))


def timer_resumed(state: SixesState, move: Move, now_ms: int) -> SixesState:
    timer = state.current.timer
    running = replace(timer, state="running", deadline=now_ms + timer.remaining_ms,
                      remaining_ms=None)
    return state.with_current(replace(state.current, timer=running))


# --- writing -------------------------------------------------------------------------------------

def line_set(state: SixesState, move: Move, now_ms: int) -> SixesState:
    round_, seat, index = state.current, move.seat, move.payload["index"] - 1
    lines = _set(round_.lines, seat, _set(round_.lines[seat], index, move.payload["text"].strip()))
    times = _set(round_.received_at, seat, _set(round_.received_at[seat], index, now_ms))
    return state.with_current(replace(round_, lines=lines, received_at=times))


def player_done(state: SixesState, move: Move, now_ms: int) -> SixesState:
    round_ = state.current
    round_ = replace(round_, done=_set(round_.done, move.seat, move.type == "player_done"))
    if state.options["early_finish"] and all(round_.done):
        return state.with_current(_lock(round_, now_ms))
    return state.with_current(round_)


def round_locked(state: SixesState, move: Move, now_ms: int) -> SixesState:
    # The lists locked when time ran out, not when a phone said so (S7: locked_at = deadline + grace).
    return state.with_current(_lock(state.current, lock_time(state.current, state.options)))


def _lock(round_: RoundState, locked_at: int) -> RoundState:
    # remaining_ms is a paused clock's: a round that everyone finished while paused keeps none.
    timer = replace(round_.timer, state="locked", locked_at=locked_at, remaining_ms=None)
    return replace(round_, phase="review", timer=timer)


# --- review --------------------------------------------------------------------------------------

def proposal_opened(state: SixesState, move: Move, now_ms: int) -> SixesState:
    round_ = state.current
    number = state.proposals_opened + 1
    proposal = ProposalState(
        id=f"p{number}", kind=move.payload["kind"],
        targets=tuple((t["seat"], t["line"]) for t in move.payload["targets"]),
        proposer=move.seat, votes=((move.seat, True),))  # the proposer's vote counts as yes
    proposal = replace(proposal, status=status_of(proposal, round_, state.options))
    round_ = replace(round_, proposals=round_.proposals + (proposal,))
    return replace(state.with_current(round_), proposals_opened=number)


def vote_cast(state: SixesState, move: Move, now_ms: int) -> SixesState:
    round_ = state.current
    proposal = find_proposal(round_, move.payload["proposal_id"])
    voted = replace(proposal, votes=proposal.votes + ((move.seat, move.payload["yes"]),))
    voted = replace(voted, status=status_of(voted, round_, state.options))
    proposals = tuple(voted if p.id == voted.id else p for p in round_.proposals)
    return state.with_current(replace(round_, proposals=proposals))


def round_finalized(state: SixesState, move: Move, now_ms: int) -> SixesState:
    round_ = state.current
    # B21: what is still open is decided now (majority_of_voters) or fails (the status quo).
    decided = []
    for proposal in round_.proposals:
        if proposal.status == "open":
            proposal = replace(proposal, status=status_of(proposal, round_, state.options,
                                                          final=True))
        decided.append(proposal)
    round_ = replace(round_, proposals=tuple(decided))
    score = round_score(round_, state.options)
    scores = tuple(score.scores[str(seat)] for seat in range(state.players))
    state = state.with_current(replace(round_, phase="scored", scores=scores))
    if round_.number == ROUNDS:
        return replace(state, phase="game_over")
    return open_round(state, round_.number + 1)
