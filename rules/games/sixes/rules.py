"""Sixes as a Rules value (sixes.md; rulebook shared/rulebooks/sixes.txt).

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance. The scoring core (normalise,
card_words, grouping, scoring, suggestions, votes, proposals) is pure and knows nothing of moves.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...errors import RuleViolation
from ...wire import empty_payload
from . import checks, flow, sampler, view
from .messages import SIXES_RULES
from .schemas import (CardSetPayload, FinalizePayload, LineSetPayload, OptionsChangedPayload,
                      ProposalPayload, SixesOptions, SixesResult, SixesScores, VotePayload)
from .state import SixesState, dump_state, load_state


def _with_checks(moves: Mapping[str, MoveType]) -> dict[str, MoveType]:
    """Each move with the rules it asks, in order: checks.CHECKS keeps them beside the checkers."""
    return {name: replace(move, checks=checks.CHECKS[name]) for name, move in moves.items()}


INFO = GameInfo(
    slug="sixes",
    title="Sixes",
    min_players=2,
    max_players=12,
    options_schema=SixesOptions,
    moves=_with_checks({
        "options_changed": MoveType("options_changed", OptionsChangedPayload,
                                    "Lobby: change house rules; everyone agrees again."),
        "options_agreed": MoveType("options_agreed", empty_payload("OptionsAgreedPayload"),
                                   "Lobby: agree to the house rules; round 1 opens when all have."),
        "card_set": MoveType("card_set", CardSetPayload,
                             "The reader types the card: one text, or six Lightning categories."),
        "timer_started": MoveType("timer_started", empty_payload("TimerStartedPayload"),
                                  "The reader starts the round's timer; the server sets the deadline."),
        "timer_paused": MoveType("timer_paused", empty_payload("TimerPausedPayload"), "Pause the timer; nobody writes."),
        "timer_resumed": MoveType("timer_resumed", empty_payload("TimerResumedPayload"),
                                  "Resume the timer with the time that was left."),
        "line_set": MoveType("line_set", LineSetPayload,
                             "Write one line of your own list; hidden from the others until the "
                             "lock.", private=True),
        "player_done": MoveType("player_done", empty_payload("PlayerDonePayload"),
                                "You have finished writing (the round locks when everyone has)."),
        "player_undone": MoveType("player_undone", empty_payload("PlayerUndonePayload"), "Back to writing."),
        "round_locked": MoveType("round_locked", empty_payload("RoundLockedPayload"),
                                 "Time is up: lock the lists (refused while time is left)."),
        "proposal_opened": MoveType("proposal_opened", ProposalPayload,
                                    "Review: propose to disallow, keep a card word, merge or split."),
        "vote_cast": MoveType("vote_cast", VotePayload, "Vote yes or no on an open proposal."),
        "round_finalized": MoveType("round_finalized", FinalizePayload,
                                    "The reader closes the review; the round's scores are final."),
    }),
    rules={**CORE_RULES, **SIXES_RULES},
    spec="rules/sixes.md",
    summary="Six one-minute rounds of six-item lists: score what others also wrote (Match, "
            "Lightning) or what nobody else did (Unique); the group votes on the rest.",
    renamed_core_rules={"CORE-GAME-OVER": "SIX-GAME-OVER", "CORE-NOT-SEATED": "SIX-NOT-PLAYER",
                        "CORE-NOT-AUTHORIZED-PRIVATE": "SIX-OWN-LIST"},
    result_schema=SixesResult,
    scores_schema=SixesScores,
)


class SixesRules(BaseRules):
    info = INFO

    def setup(self, players: int, options: Mapping[str, Any]) -> SixesState:
        if not INFO.min_players <= players <= INFO.max_players:
            raise RuleViolation("CORE-PLAYER-COUNT", min=INFO.min_players, max=INFO.max_players)
        return flow.new_game(players, SixesOptions().load(dict(options)))

    def to_move(self, state: SixesState) -> frozenset[int]:
        everyone = frozenset(range(state.players))
        if state.phase == "lobby":
            return frozenset(s for s in everyone if not state.agreed[s])
        if state.phase == "game_over":
            return frozenset()
        round_ = state.current
        if round_.phase == "card" or round_.timer.state == "paused":
            return frozenset({round_.reader})
        if round_.phase == "writing":
            return frozenset(s for s in everyone if not round_.done[s]) or everyone
        return everyone

    def check(self, state: SixesState, move: Move, now_ms: int) -> None:
        checks.check(state, move, now_ms)

    def apply(self, state: SixesState, move: Move, now_ms: int) -> SixesState:
        return flow.apply(state, move, now_ms)

    def view(self, state: SixesState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state, seat)

    def scores(self, state: SixesState) -> dict[str, Any]:
        return view.score_sheet(state)

    def outcome(self, state: SixesState) -> Outcome | None:
        return view.outcome(state)

    def is_private(self, state: SixesState, move: Move) -> bool:
        return move.type == "line_set" and state.options["entry_mode"] == "phone"

    def redact(self, state: SixesState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        return view.redact(state, move, viewer)

    def dump(self, state: SixesState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> SixesState:
        return load_state(data)

    def sample_move(self, state: SixesState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, self.to_move(state), rng, now_ms)

