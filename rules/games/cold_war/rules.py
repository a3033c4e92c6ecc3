"""Fifteen Minute Cold War, Echo Zulu rules, as a Rules value (rulebook
shared/rulebooks/cold-war-echo-zulu.txt; spec shared/rules/cold-war.md).

This module only ties the parts together: `setup` and `checks` say what is legal, `setup`, `flow`
and `combat` what a move does, `units` how stacks defend, `piles` how cards move between a
player's piles, `view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...errors import RuleViolation, Seat
from ...options import FrozenOptions
from . import checks, flags, flow, sampler, setup, view
from .check_order import CHECKS
from .messages import COLD_WAR_RULES, KIND_NAMES
from .schemas import (AttackPayload, ColdWarOptions, ColdWarResult, ColdWarScoreSheet,
                      ConfirmEffectPayload, DiscardPayload, DisputeEffectPayload, DrawPayload,
                      EmptyPayload, FallenOptPayload, FallenPlayPayload, FallenRevealPayload,
                      InitialDrawPayload, PlacePayload, ReactPayload, ReorderDiscardTopPayload,
                      SetupArrangePayload, SetupRevealPayload, SpecialPayload, TriadPayload)
from .state import ColdWarState, dump_state, load_state
from .table_check import check_new_table, decks_at_table

MOVES = {
    "setup_reveal": MoveType("setup_reveal", SetupRevealPayload,
                             "Setup: the card just turned over (White, Blue, Brown to the stack; "
                             "Orange to the discard pile)."),
    "setup_arrange": MoveType("setup_arrange", SetupArrangePayload,
                              "Setup (setup_arrangement = free): re-order the 6 stack cards."),
    "initial_draw": MoveType("initial_draw", InitialDrawPayload,
                             "Setup: draw your first hand of 5 (the cards privately, if tracked)."),
    "place": MoveType("place", PlacePayload, "Put a White, Blue or Brown card into your stack."),
    "attack": MoveType("attack", AttackPayload, "Attack with one Brown card, or two combined."),
    "triad": MoveType("triad", TriadPayload,
                      "Nuclear Triad / Blitzkrieg: your three symbol Brown cards; the whole turn."),
    "special": MoveType("special", SpecialPayload, "Play an Orange crossed-swords Special."),
    "discard": MoveType("discard", DiscardPayload,
                        "Discard one card from your hand or your stack; ends the play phase."),
    "draw": MoveType("draw", DrawPayload, "Draw back to 5; the turn passes."),
    "react": MoveType("react", ReactPayload, "The attacked player answers with Shields, or none."),
    "confirm_effect": MoveType("confirm_effect", ConfirmEffectPayload,
                               "Confirm the effect stated for a card whose text the service "
                               "cannot read."),
    "dispute_effect": MoveType("dispute_effect", DisputeEffectPayload,
                               "Dispute that effect: it is not applied and the organiser is told."),
    "fallen_opt": MoveType("fallen_opt", FallenOptPayload,
                           "A defeated player chooses whether to play on as a Fallen Leader."),
    "fallen_play": MoveType("fallen_play", FallenPlayPayload,
                            "Fallen Leader: choose the opponent your unseen card is played against."),
    "fallen_reveal": MoveType("fallen_reveal", FallenRevealPayload,
                              "Fallen Leader: the card turned over."),
    "close_reaction": MoveType("close_reaction", EmptyPayload,
                               "reaction_timeout_s: after the window's time is up, any player "
                               "closes it as if the target had played no Shields."),
    "reorder_discard_top": MoveType("reorder_discard_top", ReorderDiscardTopPayload,
                                    "Re-order the cards that just went onto your discard pile "
                                    "together, as they lie."),
}

INFO = GameInfo(
    slug="cold-war",
    title="Fifteen Minute Cold War",
    min_players=2,
    max_players=4,
    options_schema=ColdWarOptions,
    # Each move with the rules it may answer, in the order they are asked (check_order.py).
    moves={name: replace(move, checks=CHECKS[name]) for name, move in MOVES.items()},
    rules={**CORE_RULES, **COLD_WAR_RULES},
    spec="rules/cold-war.md",
    summary="Build a Defence Stack to the right of your Leader and attack the others' stacks from "
            "their right end; the last Leader standing wins.",
    renamed_core_rules={"CORE-GAME-OVER": "COLDWAR-GAME-OVER"},
    after_game_moves=frozenset({"fallen_opt"}),
    result_schema=ColdWarResult,
    scores_schema=ColdWarScoreSheet,
)

_CHECKERS = {**setup.CHECKERS, **checks.CHECKERS}
_APPLY = {**setup.APPLY, **flow.APPLY}


# The moves whose cards come from the player's hand (a Special's extra hand Browns included).
HAND_PLAYS = frozenset({"place", "attack", "triad", "special", "react"})


class ColdWarRules(BaseRules):
    info = INFO

    def setup(self, players: int, options: Mapping[str, Any]) -> ColdWarState:
        if not INFO.min_players <= players <= INFO.max_players:
            raise RuleViolation("CORE-PLAYER-COUNT", min=INFO.min_players, max=INFO.max_players)
        loaded = FrozenOptions(ColdWarOptions().load(dict(options)))
        return setup.new_game(players, loaded)

    def check_new_table(self, players: int, options: Mapping[str, Any]) -> None:
        check_new_table(options, players)

    def table_options(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        return decks_at_table(options, players)

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

    def check(self, state: ColdWarState, move: Move, now_ms: int | None = None) -> None:
        if state.phase == "game_over" and move.type != "fallen_opt":
            raise RuleViolation("COLDWAR-GAME-OVER")
        if move.type == "close_reaction":
            return checks.check_close_reaction(state, move, now_ms)
        checker = _CHECKERS.get(move.type)
        if checker is None:
            raise RuleViolation("CORE-BAD-PAYLOAD", field="type")
        checker(state, move)

    def apply(self, state: ColdWarState, move: Move, now_ms: int) -> ColdWarState:
        after = _sighted(state, _timed(state, _APPLY[move.type](state, move), now_ms), move.seq)
        if move.type == "reorder_discard_top":
            return after
        return replace(after, batches=_batches(state, after))

    def view(self, state: ColdWarState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state, seat)

    def flags(self, state: ColdWarState) -> list[dict[str, Any]]:
        return flags.flags(state)

    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation:
        details = dict(flag["details"])
        if "player" in details:
            details["player"] = Seat(details["player"])
        if "kind" in details:
            details["kind"] = KIND_NAMES[details["kind"]]
        return RuleViolation(flag["rule"], **details)

    def scores(self, state: ColdWarState) -> dict[str, Any]:
        return view.score_sheet(state)

    def outcome(self, state: ColdWarState) -> Outcome | None:
        return view.outcome(state)

    def is_private(self, state: ColdWarState, move: Move) -> bool:
        return move.type in ("draw", "initial_draw") and bool(move.payload.get("cards"))

    def tracked_hands_used(self, state: ColdWarState, move: Move) -> frozenset[int]:
        """hand_tracking = private: these moves play cards of the hand entered as drawn (a discard
        from the stack does not)."""
        from_hand = move.type in HAND_PLAYS or (move.type == "discard" and move.payload.get("from", "hand") != "stack")
        return frozenset({move.seat}) if state.tracking and from_hand else frozenset()

    def redact(self, state: ColdWarState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        return view.redact(state, move, viewer)

    def dump(self, state: ColdWarState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> ColdWarState:
        return load_state(data)

    def sample_move(self, state: ColdWarState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, self.to_move(state), rng)


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
