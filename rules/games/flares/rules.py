"""Flares as a Rules value (docs/games/flares.md §3; rulebook Ecwem: Six, "Flares").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from typing import Any, Mapping

from marshmallow import ValidationError

from ...base import BaseRules, GameInfo, Move, MoveType, Outcome
from ...core import CORE_RULES
from ...errors import RuleViolation
from ...options import FrozenOptions
from . import checks, flow, sampler, view
from .messages import FLARES_RULES, flag_violation
from .schemas import (DeckLeadPayload, FlaresOptions, FlaresResult, FlaresScoreSheet, PlayPayload,
                      PointCardsPayload, PrivateHandPayload)
from .state import FlaresState, dump_state, load_state

INFO = GameInfo(
    slug="flares",
    title="Flares",
    min_players=2,
    max_players=4,
    options_schema=FlaresOptions,
    moves={
        "private_hand": MoveType("private_hand", PrivateHandPayload,
                                 "Hand-tracking only: enter the cards dealt to you, from your own "
                                 "phone; nobody else sees them.", private=True,
                                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                                         "FLARES-HAND-SIZE", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                                         "CORE-DUPLICATE-CARD", "CORE-CARD-CONFLICT")),
        "deck_lead": MoveType("deck_lead", DeckLeadPayload,
                              "The dealer flips the top deck card: the deck leads the trick.",
                              checks=("CORE-GAME-OVER", "FLARES-NOT-DECK-TRICK", "CORE-WRONG-PHASE",
                                      "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                                      "CORE-BAD-CARD", "CORE-CARD-SEEN", "CORE-CARD-CONFLICT")),
        "play": MoveType("play", PlayPayload,
                         "Play a card to the trick (the first card of a player-led trick leads it).",
                         # In trust mode the card is looked up in the ledger only (no hand, so
                         # no CORE-NOT-IN-HAND and no FLARES-FOLLOW-SUIT): the order still holds.
                         checks=("CORE-GAME-OVER", "FLARES-DECK-LEADS", "CORE-WRONG-PHASE",
                                 "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                                 "CORE-BAD-CARD", "CORE-NOT-IN-HAND", "CORE-CARD-SEEN",
                                 "FLARES-FOLLOW-SUIT")),
        "point_cards": MoveType("point_cards", PointCardsPayload,
                                "After the last trick, the dealer reveals the three point cards; "
                                "the round is scored.",
                                checks=("CORE-GAME-OVER", "FLARES-POINT-TOO-EARLY",
                                        "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD",
                                        "FLARES-POINT-CARDS", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                                        "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                                        "CORE-CARD-CONFLICT")),
    },
    rules={**CORE_RULES, **FLARES_RULES},
    spec="docs/games/flares.md §3",
    summary="Win the most tricks to score the three face-down point cards; doubled for one suit "
            "or a sweep, split on a tie. First to 100 wins.",
    result_schema=FlaresResult,
    scores_schema=FlaresScoreSheet,
)


class FlaresRules(BaseRules):
    info = INFO

    def new_game(self, players: int, options: Mapping[str, Any]) -> FlaresState:
        # Loading again fills defaults when a caller passes only some options (tests, tools).
        loaded = FrozenOptions(FlaresOptions().load(dict(options)))
        if not 0 <= loaded["first_dealer"] < players:
            # A dealer who has no seat could never deal: refused as an option that does not fit
            # this table (422 under options.first_dealer), saying which seats there are.
            raise ValidationError({"first_dealer": [
                f"A seat of this table: 0 to {players - 1} (the dealer of round 1)."]})
        return flow.new_game(players, loaded)

    def to_move(self, state: FlaresState) -> frozenset[int]:
        if state.phase == "round_setup":
            return frozenset(seat for seat, hand in enumerate(state.hands) if hand is None)
        if state.phase in ("await_deck_lead", "await_point_cards"):
            return frozenset({state.dealer})
        if state.phase == "in_trick":
            return frozenset({state.trick.order[0]})
        return frozenset()

    def check(self, state: FlaresState, move: Move, now_ms: int | None = None) -> None:
        checks.check(state, move)

    def apply(self, state: FlaresState, move: Move, now_ms: int) -> FlaresState:
        return flow.apply(state, move)

    def view(self, state: FlaresState, seat: int | None) -> dict[str, Any]:
        return view.table_view(state, seat)

    def scores(self, state: FlaresState) -> dict[str, Any]:
        return view.score_sheet(state)

    def outcome(self, state: FlaresState) -> Outcome | None:
        return view.outcome(state)

    def flags(self, state: FlaresState) -> list[dict[str, Any]]:
        return view.flags(state)

    def flag_violation(self, flag: Mapping[str, Any]) -> RuleViolation:
        return flag_violation(flag)

    def tracked_hands_used(self, state: FlaresState, move: Move) -> frozenset[int]:
        """Hand-tracking: a trick card comes from the player's entered hand."""
        return frozenset({move.seat}) if state.tracking and move.type == "play" else frozenset()

    def redact(self, state: FlaresState, move: Move, viewer: int | None) -> Mapping[str, Any] | None:
        return view.redact(state, move, viewer)

    def dump(self, state: FlaresState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> FlaresState:
        return load_state(data)

    def sample_move(self, state: FlaresState, rng: Any, now_ms: int | None = None) -> Move:
        return sampler.sample_move(state, self.to_move(state), rng)
