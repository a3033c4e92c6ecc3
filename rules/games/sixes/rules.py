"""Sixes as a Rules value (docs/games/sixes.md; rulebook Sixes).

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance. The scoring core (normalise,
card_words, grouping, scoring, suggestions, votes, proposals) is pure and knows nothing of moves.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from ...wire import empty_payload
from . import checks, flow, sampler
from . import view as views
from .checks import REFEREE, REVIEW, TIMER, WRITING
from .messages import SIXES_RULES
from .schemas import (
    CardSetPayload,
    FinalizePayload,
    LineSetPayload,
    OptionsChangedPayload,
    ProposalPayload,
    SixesOptions,
    SixesResult,
    SixesScores,
    VotePayload,
)
from .state import SixesState, dump_state, load_state

# Each move with the rule ids its check may answer, in the order checks.py asks them: when several
# refuse one move, the first listed is the one answered.
INFO = GameInfo(
    slug="sixes",
    title="Sixes",
    min_players=2,
    max_players=12,
    options_schema=SixesOptions,
    moves=move_table(
        MoveType("options_changed", OptionsChangedPayload,
                 "Lobby: change house rules; everyone agrees again.",
                 checks=(*REFEREE, "SIX-OPTIONS-LOCKED"),
                 check=checks.options_changed, apply=flow.options_changed),
        MoveType("options_agreed", empty_payload("OptionsAgreedPayload"),
                 "Lobby: agree to the house rules; round 1 opens when all have.",
                 checks=(*REFEREE, "SIX-OPTIONS-LOCKED", "SIX-ROUND-PHASE"),
                 check=checks.options_agreed, apply=flow.options_agreed),
        MoveType("card_set", CardSetPayload,
                 "The reader types the card: one text, or six Lightning categories.",
                 checks=(*REFEREE, *TIMER, "SIX-LIGHTNING-CATEGORIES"),
                 check=checks.card_set, apply=flow.card_set),
        MoveType("timer_started", empty_payload("TimerStartedPayload"),
                 "The reader starts the round's timer; the server sets the deadline.",
                 checks=(*REFEREE, *TIMER, "SIX-CARD-MISSING"),
                 check=checks.timer_started, apply=flow.timer_started),
        MoveType("timer_paused", empty_payload("TimerPausedPayload"),
                 "Pause the timer; nobody writes.",
                 checks=(*REFEREE, *TIMER),
                 check=checks.timer_paused, apply=flow.timer_paused),
        MoveType("timer_resumed", empty_payload("TimerResumedPayload"),
                 "Resume the timer with the time that was left.",
                 checks=(*REFEREE, *TIMER),
                 check=checks.timer_resumed, apply=flow.timer_resumed),
        MoveType("line_set", LineSetPayload,
                 "Write one line of your own list; hidden from the others until the lock.",
                 private=True,
                 checks=("SIX-GAME-OVER", "SIX-NOT-PLAYER", "SIX-OWN-LIST", "CORE-NOT-AUTHORIZED",
                         "SIX-ROUND-PHASE", "SIX-TIMER-NOT-STARTED", "SIX-LIST-LOCKED",
                         "SIX-TIMER-PAUSED", "SIX-LINE-INDEX", "SIX-ITEM-TOO-LONG"),
                 check=checks.line_set, apply=flow.line_set),
        MoveType("player_done", empty_payload("PlayerDonePayload"),
                 "You have finished writing (the round locks when everyone has).",
                 checks=(*REFEREE, *WRITING),
                 check=checks.player_done, apply=flow.player_done),
        MoveType("player_undone", empty_payload("PlayerUndonePayload"), "Back to writing.",
                 checks=(*REFEREE, *WRITING),
                 check=checks.player_done, apply=flow.player_done),
        MoveType("round_locked", empty_payload("RoundLockedPayload"),
                 "Time is up: lock the lists (refused while time is left).",
                 checks=(*REFEREE, *WRITING, "SIX-TIME-LEFT"),
                 check=checks.round_locked, apply=flow.round_locked),
        MoveType("proposal_opened", ProposalPayload,
                 "Review: propose to disallow, keep a card word, merge or split.",
                 checks=(*REFEREE, *REVIEW, "SIX-PROPOSAL-TARGET", "SIX-MERGE-SCOPE",
                         "SIX-MERGE-SAME-CLASS", "SIX-PROPOSAL-DUPLICATE"),
                 check=checks.proposal_opened, apply=flow.proposal_opened),
        MoveType("vote_cast", VotePayload, "Vote yes or no on an open proposal.",
                 checks=(*REFEREE, *REVIEW, "SIX-UNKNOWN-PROPOSAL", "SIX-VOTE-CLOSED",
                         "SIX-VOTE-TWICE"),
                 check=checks.vote_cast, apply=flow.vote_cast),
        MoveType("round_finalized", FinalizePayload,
                 "The reader closes the review; the round's scores are final.",
                 checks=(*REFEREE, *TIMER, "SIX-FINALIZE-OPEN"),
                 check=checks.round_finalized, apply=flow.round_finalized),
    ),
    rules={**CORE_RULES, **SIXES_RULES},
    spec="docs/games/sixes.md",
    summary="Six one-minute rounds of six-item lists: score what others also wrote (Match, "
            "Lightning) or what nobody else did (Unique); the group votes on the rest.",
    renamed_core_rules={"CORE-GAME-OVER": "SIX-GAME-OVER", "CORE-NOT-SEATED": "SIX-NOT-PLAYER",
                        "CORE-NOT-AUTHORIZED-PRIVATE": "SIX-OWN-LIST"},
    result_schema=SixesResult,
    scores_schema=SixesScores,
)


class SixesRules(BaseRules):
    info = INFO
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

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

    def is_private(self, state: SixesState, move: Move) -> bool:
        return move.type == "line_set" and state.options["entry_mode"] == "phone"

    def dump(self, state: SixesState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> SixesState:
        return load_state(data)
