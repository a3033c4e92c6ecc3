"""Half-Zero as a Rules value (docs/games/half-zero.md §2; rulebook Ecwem: Six, "Half-Zero").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...errors import LocalText, RuleViolation, Seat
from . import checks, flow, sampler, view
from .messages import HALF_ZERO_RULES
from .schemas import (DEFAULT_PLAYER_SUITS, AuditPayload, HalfZeroOptions, HalfZeroResult,
                      HalfZeroScoreSheet, OptOutPayload, PointCardPayload, PrivateHandPayload,
                      RevealPayload, SelectPayload, TiebreakPayload)
from .state import HalfZeroState, dump_state, load_state
from .table import choosing, committed, hands_missing, sealed_mode

# The checks of one contributed card, W or NONE (checks.check_choice, §2.5 and HZ-T08): a W and a
# card never meet in one contribution, so the two branches' ids are simply listed one after the other.
_CHOICE_CHECKS = ("CORE-BAD-PAYLOAD", "HALFZERO-MUST-PLAY-CARD", "CORE-CARD-NOT-USED",
                  "HALFZERO-WILD-IN-TIEBREAK", "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                  "HALFZERO-NO-WILD", "CORE-BAD-CARD", "HALFZERO-WRONG-SUIT", "HALFZERO-BASE-CARD",
                  "HALFZERO-HAND-EMPTY", "HALFZERO-ALREADY-PLAYED", "HALFZERO-NOT-IN-HAND")


def _in_order(*ids: str) -> tuple[str, ...]:
    """Each id once, where it is first asked."""
    return tuple(dict.fromkeys(ids))


INFO = GameInfo(
    slug="half-zero",
    title="Half-Zero",
    min_players=2,
    max_players=4,
    options_schema=HalfZeroOptions,
    moves={
        "opt_out": MoveType("opt_out", OptOutPayload,
                            "Announce, before anyone selects, that you sit this turn out.",
                            checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-OPTOUT-NOT-ALLOWED",
                                    "HALFZERO-OPTOUT-LIMIT", "HALFZERO-OPTOUT-TOO-LATE")),
        "select": MoveType("select", SelectPayload,
                           "Sealed mode: choose your card (or W, or NONE) on your own phone.",
                           private=True,
                           checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-NOT-TIED",
                                            *_CHOICE_CHECKS)),
        "reveal": MoveType("reveal", RevealPayload,
                           "Physical mode: enter what everyone revealed this turn.",
                           checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                            "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                                            "HALFZERO-REVEAL-INCOMPLETE",
                                            *(rule for rule in _CHOICE_CHECKS
                                              if rule != "HALFZERO-WILD-IN-TIEBREAK"))),
        "tiebreak": MoveType("tiebreak", TiebreakPayload,
                             "Physical mode: enter the cards the tied players revealed.",
                             # A W in a tiebreak stops at WILD-IN-TIEBREAK: no opt-out rule is asked.
                             checks=_in_order("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                              "HALFZERO-NOT-TIED",
                                              *(rule for rule in _CHOICE_CHECKS if rule not in (
                                                  "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT",
                                                  "HALFZERO-NO-WILD")))),
        "point_card": MoveType("point_card", PointCardPayload,
                               "The turn winner turns up the top point card.",
                               checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "HALFZERO-NOT-TURN-WINNER",
                                       "CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "HALFZERO-POINT-WRONG-SUIT",
                                       "HALFZERO-POINT-ALREADY-REVEALED")),
        "private_hand": MoveType("private_hand", PrivateHandPayload,
                                 "Hand-tracking mode: enter the cards dealt to your hand.",
                                 private=True,
                                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                         "CORE-CARD-NOT-USED", "CORE-BAD-CARD", "HALFZERO-HAND-SIZE")),
        "audit": MoveType("audit", AuditPayload,
                          "Trust mode, after a round: show what was under your base card.",
                          checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                  "CORE-BAD-CARD", "CORE-DUPLICATE-CARD", "HALFZERO-WRONG-SUIT",
                                  "HALFZERO-BASE-CARD")),
    },
    rules={**CORE_RULES, **HALF_ZERO_RULES},
    spec="docs/games/half-zero.md §2",
    summary="Win turns with the highest card of your suit to collect point cards; the round's "
            "best scorer lowers their base rank, and the first to reach base zero wins.",
    result_schema=HalfZeroResult,
    scores_schema=HalfZeroScoreSheet,
)


class HalfZeroRules(BaseRules):
    info = INFO

    def new_game(self, players: int, options: Mapping[str, Any]) -> HalfZeroState:
        # Loading again fills defaults when a caller passes only some options (tests, tools).
        loaded = HalfZeroOptions().load({**options, "suit_of": _listed(options.get("suit_of"))})
        suit_of = tuple(loaded["suit_of"] or DEFAULT_PLAYER_SUITS[:players])
        point_suit = loaded["point_suit"]
        if len(suit_of) != players or len({*suit_of, point_suit}) != players + 1:
            # Refused at POST /matches (422) with the spec's words; `suits_needed` tells a client
            # how many suits to send (one per seat), the spec's message cannot.
            raise RuleViolation("HALFZERO-SETUP-SUITS", suit_of=list(suit_of), point_suit=point_suit,
                                suits_needed=players)
        return flow.new_game(players, loaded, suit_of, point_suit)

    def to_move(self, state: HalfZeroState) -> frozenset[int]:
        if state.phase == "game_over":
            return frozenset()
        missing = hands_missing(state)
        if missing:
            return frozenset(missing)
        if state.phase == "point_reveal":
            return frozenset({state.turn.winner})
        if sealed_mode(state):
            done = set(committed(state))
            return frozenset(seat for seat in choosing(state) if seat not in done)
        # Physical mode: any phone may enter the reveal or the tiebreak for the table.
        return frozenset(range(state.players))

    def check(self, state: HalfZeroState, move: Move, now_ms: int | None = None) -> None:
        checks.check(state, move)

    def apply(self, state: HalfZeroState, move: Move, now_ms: int) -> HalfZeroState:
        return flow.apply(state, move)

    def view(self, state: HalfZeroState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state, seat)

    def scores(self, state: HalfZeroState) -> dict[str, Any]:
        return view.score_sheet(state)

    def outcome(self, state: HalfZeroState) -> Outcome | None:
        return view.outcome(state)

    def flags(self, state: HalfZeroState) -> list[dict[str, Any]]:
        return view.flags(state)

    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation:
        """The audit flag's `detail` is kept in both languages (`detail`, `detail_it`)."""
        details = dict(flag["details"])
        details["player"] = Seat(details["player"])
        details["detail"] = LocalText(details["detail"], details.pop("detail_it", details["detail"]))
        return RuleViolation(flag["rule"], **details)

    def redact(self, state: HalfZeroState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        """A sealed selection is hidden from everyone else until the engine reveals it; a hand
        entered in hand-tracking mode stays private to its seat for good."""
        if viewer == move.seat or not self.is_private(state, move):
            return move.payload
        if move.type == "select":
            pending = any(s.seat == move.seat and s.seq == move.seq for s in state.turn.sealed)
            return None if pending else move.payload
        return None

    def dump(self, state: HalfZeroState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> HalfZeroState:
        return load_state(data)

    def sample_move(self, state: HalfZeroState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, self.to_move(state), rng)


def _listed(value: Any) -> Any:
    # A state's own options hold suit_of as a tuple; the schema wants a list.
    return list(value) if isinstance(value, tuple) else value
