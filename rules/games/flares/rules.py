"""Flares as a Rules value (docs/games/flares.md §3; rulebook Ecwem: Six, "Flares").

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, messages, sampler
from . import view as views
from .messages import FLARES_RULES
from .schemas import (
    DeckLeadPayload,
    FlaresOptions,
    FlaresResult,
    FlaresScoreSheet,
    PlayPayload,
    PointCardsPayload,
    PrivateHandPayload,
)
from .state import FlaresState, dump_state, load_state

INFO = GameInfo(
    slug="flares",
    title="Flares",
    min_players=2,
    max_players=4,
    options_schema=FlaresOptions,
    moves=move_table(
        MoveType("private_hand", PrivateHandPayload,
                 "Hand-tracking only: enter the cards dealt to you, from your own "
                 "phone; nobody else sees them.", private=True,
                 checks=("CORE-GAME-OVER", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                         "FLARES-HAND-SIZE", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                         "CORE-DUPLICATE-CARD", "CORE-CARD-CONFLICT"),
                 check=checks.check_private_hand, apply=flow.private_hand),
        MoveType("deck_lead", DeckLeadPayload,
                 "The dealer flips the top deck card: the deck leads the trick.",
                 checks=("CORE-GAME-OVER", "FLARES-NOT-DECK-TRICK", "CORE-WRONG-PHASE",
                         "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                         "CORE-BAD-CARD", "CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=checks.check_deck_lead, apply=flow.deck_lead),
        MoveType("play", PlayPayload,
                 "Play a card to the trick (the first card of a player-led trick leads it).",
                 # In trust mode the card is looked up in the ledger only (no hand, so
                 # no CORE-NOT-IN-HAND and no FLARES-FOLLOW-SUIT): the order still holds.
                 checks=("CORE-GAME-OVER", "FLARES-DECK-LEADS", "CORE-WRONG-PHASE",
                         "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                         "CORE-BAD-CARD", "CORE-NOT-IN-HAND", "CORE-CARD-SEEN",
                         "FLARES-FOLLOW-SUIT"),
                 check=checks.check_play, apply=flow.play),
        MoveType("point_cards", PointCardsPayload,
                 "After the last trick, the dealer reveals the three point cards; "
                 "the round is scored.",
                 checks=("CORE-GAME-OVER", "FLARES-POINT-TOO-EARLY",
                         "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD",
                         "FLARES-POINT-CARDS", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                         "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN",
                         "CORE-CARD-CONFLICT"),
                 check=checks.check_point_cards, apply=flow.point_cards),
    ),
    rules={**CORE_RULES, **FLARES_RULES},
    spec="docs/games/flares.md §3",
    summary="Win the most tricks to score the three face-down point cards; doubled for one suit "
            "or a sweep, split on a tie. First to 100 wins.",
    result_schema=FlaresResult,
    scores_schema=FlaresScoreSheet,
)


class FlaresRules(BaseRules):
    info = INFO
    # The first dealer is a seat of the table: flow.new_game says so in Flares' own words.
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    flags = staticmethod(views.flags)
    flag_violation = staticmethod(messages.flag_violation)
    redact = staticmethod(views.redact)
    dump = staticmethod(dump_state)
    load = staticmethod(load_state)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: FlaresState) -> frozenset[int]:
        if state.phase == "round_setup":
            return frozenset(seat for seat, hand in enumerate(state.hands) if hand is None)
        if state.phase in ("await_deck_lead", "await_point_cards"):
            return frozenset({state.dealer})
        if state.phase == "in_trick":
            return frozenset({state.trick.order[0]})
        return frozenset()

    def tracked_hands_used(self, state: FlaresState, move: Move) -> frozenset[int]:
        """Hand-tracking: a trick card comes from the player's entered hand."""
        return frozenset({move.seat}) if state.tracking and move.type == "play" else frozenset()
