"""Fifteen Minute Cold War, Echo Zulu rules, as a Rules value (rulebook Fifteen Minute Cold War (Echo Zulu);
spec docs/games/cold-war.md).

This module only ties the parts together: `setup` and `checks` say what is legal, `setup`, `flow`
and `combat` what a move does, `units` how stacks defend, `piles` how cards move between a
player's piles, `view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move
from ...core import CORE_RULES
from ...errors import RuleViolation, Seat
from . import checks, flags, sampler, setup
from . import view as views
from .messages import COLD_WAR_RULES, KIND_NAMES
from .moves import MOVES
from .schemas import ColdWarOptions, ColdWarResult, ColdWarScoreSheet
from .state import ColdWarState, dump_state, load_state
from .table_check import check_new_table, decks_at_table

INFO = GameInfo(
    slug="cold-war",
    title="Fifteen Minute Cold War",
    min_players=2,
    max_players=4,
    options_schema=ColdWarOptions,
    moves=MOVES,
    rules={**CORE_RULES, **COLD_WAR_RULES},
    spec="docs/games/cold-war.md",
    summary="Build a Defence Stack to the right of your Leader and attack the others' stacks from "
            "their right end; the last Leader standing wins.",
    renamed_core_rules={"CORE-GAME-OVER": "COLDWAR-GAME-OVER"},
    after_game_moves=frozenset({"fallen_opt"}),
    result_schema=ColdWarResult,
    scores_schema=ColdWarScoreSheet,
)

# The moves whose cards come from the player's hand (a Special's extra hand Browns included).
HAND_PLAYS = frozenset({"place", "attack", "triad", "special", "react"})


class ColdWarRules(BaseRules):
    info = INFO
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

    def apply(self, state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
        after = _sighted(state, _timed(state, super().apply(state, move, now_ms), now_ms), move.seq)
        if move.type == "reorder_discard_top":
            return after
        return replace(after, batches=_batches(state, after))

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

    def dump(self, state: ColdWarState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> ColdWarState:
        return load_state(data)


def _timed(before: ColdWarState, after: ColdWarState, now_ms: int) -> ColdWarState:
    """A reaction window that this move opened gets its deadline (reaction_timeout_s)."""
    timeout = after.options["reaction_timeout_s"]
    if timeout is None or after.phase != "reaction" or after.pending.deadline_ms is not None:
        return after
    return replace(after, pending=replace(after.pending, deadline_ms=now_ms + timeout * 1000))


def _sighted(before: ColdWarState, after: ColdWarState, seq: int | None) -> ColdWarState:
    """Cards this move entered at their first sighting remember its seq. Those it gave an id
    ("<country>-adhoc-<k>", counting up in payload order) also remember their place among them;
    one entered with an id of the player's is found in the payload by that id."""
    new = [card_id for card_id in after.cards if card_id not in before.cards]
    if not new:
        return after
    adhoc = sorted((card_id for card_id in new if _adhoc_number(card_id) is not None),
                   key=_adhoc_number)
    cards = dict(after.cards)
    for card_id in new:
        index = adhoc.index(card_id) if card_id in adhoc else None
        cards[card_id] = replace(cards[card_id], seen_at=seq, seen_index=index)
    return replace(after, cards=cards)


def _adhoc_number(card_id: str) -> int | None:
    _, marker, number = card_id.rpartition("-adhoc-")
    return int(number) if marker and number.isdigit() else None


def _batches(before: ColdWarState, after: ColdWarState) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The cards that went onto each discard pile together in this move, when they lie on top."""
    found = []
    for seat, (old, new) in enumerate(zip(before.seats, after.seats)):
        added = tuple(c for c in new.discard if c not in old.discard)
        if added and new.discard[len(new.discard) - len(added):] == added:
            found.append((seat, added))
    return tuple(found)
