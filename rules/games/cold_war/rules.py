"""Fifteen Minute Cold War, Echo Zulu rules, as a Rules value (rulebook Fifteen Minute Cold War (Echo Zulu);
spec docs/games/cold-war.md).

This module only ties the parts together: `moves` lists every move with its check (`setup`,
`checks`: what is legal) and effect (`setup`, `flow`, `combat`: what it does), `after_move` what the
state notes after each, `units` how stacks defend, `piles` how cards move between a player's piles,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move
from ...errors import RuleViolation, Seat
from . import after_move, checks, flags, sampler, setup, view as views
from .messages import COLD_WAR_RULES, KIND_NAMES
from .moves import MOVES
from .schemas import ColdWarOptions, ColdWarResult, ColdWarScoreSheet
from .state import SNAPSHOT, ColdWarState
from .table_check import check_new_table, decks_at_table

INFO = GameInfo(
    slug="cold-war", title="Fifteen Minute Cold War", min_players=2, max_players=4,
    options_schema=ColdWarOptions, result_schema=ColdWarResult, scores_schema=ColdWarScoreSheet,
    moves=MOVES, rules=COLD_WAR_RULES, spec="docs/games/cold-war.md",
    summary="Build a Defence Stack to the right of your Leader and attack the others' stacks from "
            "their right end; the last Leader standing wins.",
    renamed_core_rules={"CORE-GAME-OVER": "COLDWAR-GAME-OVER"},
    turn_rules=frozenset({"COLDWAR-NOT-YOUR-TURN"}),
    after_game_moves=frozenset({"fallen_opt"}),
)

# The moves whose cards come from the player's hand (a Special's extra hand Browns included).
HAND_PLAYS = frozenset({"place", "attack", "triad", "special", "react"})


class ColdWarRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    new_game = staticmethod(setup.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    flags = staticmethod(flags.flags)
    sampler = staticmethod(sampler.sample_move)
    # What only a new match is held to (its decks), and a tournament table's share of its decks.
    check_new_table = staticmethod(check_new_table)
    table_options = staticmethod(decks_at_table)

    def to_move(self, state: ColdWarState) -> frozenset[int]:
        phase = state.phase
        if phase == "game_over":
            return frozenset()
        if phase == "setup":
            return frozenset(s for s, p in enumerate(state.seats) if not p.ready)
        if phase == "reaction":
            seats = {state.pending.target}
        elif phase == "confirm":
            seats = {checks.confirmer(state)}
        else:
            seats = {state.active}
        return frozenset(seats | set(state.offers))

    def whose_turn(self, state: ColdWarState) -> frozenset[int]:
        """The active player's, for every turn move once setup is done, an attack's reaction
        and confirmation included: another seat's play then hears COLDWAR-NOT-YOUR-TURN before
        the attacker's hears COLDWAR-AWAITING-REACTION. `to_move` also names who reacts,
        confirms (a move of its own holder, checks.confirmers) or may play on as a Fallen Leader."""
        if state.phase in ("setup", "game_over"):
            return frozenset()
        return frozenset({state.active})

    def turn_refusal(self, state: ColdWarState, move: Move, holders: frozenset[int]) -> RuleViolation:
        """§4's own words for another seat's turn, which name nobody."""
        return RuleViolation("COLDWAR-NOT-YOUR-TURN")

    def apply(self, state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
        return after_move.noted(state, super().apply(state, move, now_ms), move, now_ms)

    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation:
        details = dict(flag["details"])
        if "player" in details:
            details["player"] = Seat(details["player"])
        if "kind" in details:
            details["kind"] = KIND_NAMES[details["kind"]]
        return RuleViolation(flag["rule"], **details)

    def is_private(self, state: ColdWarState, move: Move) -> bool:
        return move.type in ("draw", "initial_draw") and bool(move.payload.get("cards"))

    def tracked_hands_used(self, state: ColdWarState, move: Move) -> frozenset[int]:
        """hand_tracking = private: these moves play cards of the hand entered as drawn (a discard
        from the stack does not)."""
        from_hand = move.type in HAND_PLAYS or (move.type == "discard" and move.payload.get("from", "hand") != "stack")
        return frozenset({move.seat}) if state.tracking and from_hand else frozenset()
