"""Squad as a Rules value (docs/games/squad.md §6; rulebook Ecwem: Six, "Squad").

This module only ties the parts together: `checks` and `setup_checks` say what is legal, `flow`
and `setup` what a move does, `ending` how the game ends, `view` what the phones see, `sampler`
picks a legal move by chance.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...base import BaseRules, GameInfo, Move, MoveType, move_table
from ...core import CORE_RULES
from . import checks, flow, sampler, setup, setup_checks
from . import view as views
from .messages import SQUAD_RULES
from .schemas import (
    AttackPayload,
    DealPayload,
    DeployPayload,
    DiscardPayload,
    DraftPickPayload,
    DraftRevealPayload,
    DrawPayload,
    PrivateDrawPayload,
    PrivateHandPayload,
    RedeployPayload,
    ReinforcePayload,
    ReplacePayload,
    SquadOptions,
    SquadResult,
    SquadScores,
    TiebreakDrawPayload,
)
from .state import SquadState, dump_state, load_state

# `checks`: each rule id once, where setup_checks.py or checks.py first asks it (they say why in
# that order). Every move of a turn passes the same gate first (checks.turn_gate).
_GAME_OVER = ("CORE-GAME-OVER",)
_CARD = ("CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED")
_FROM_HAND = ("CORE-CARD-SEEN", "CORE-NOT-IN-HAND")
_GATE = ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN", "SQUAD-DRAW-FIRST")
_ACTION_GATE = ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE", "SQUAD-ONE-ACTION",
                "CORE-NOT-YOUR-TURN", "SQUAD-DRAW-FIRST", "SQUAD-MUST-REDEPLOY")

INFO = GameInfo(
    slug="squad",
    title="Squad",
    min_players=2,
    max_players=4,
    options_schema=SquadOptions,
    moves=move_table(
        MoveType("deal", DealPayload,
                 "Standard setup: the two cards dealt face up as each player's squads.",
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN") + _CARD
                 + ("CORE-DUPLICATE-CARD",),
                 check=setup_checks.check_deal, apply=setup.deal),
        MoveType("draft_reveal", DraftRevealPayload,
                 "Draft: the draft dealer turns up one card per player.",
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                                      "CORE-BAD-PAYLOAD", "SQUAD-DRAFT-COUNT",
                                      "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                                      "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN"),
                 check=setup_checks.check_draft_reveal, apply=setup.draft_reveal),
        MoveType("draft_pick", DraftPickPayload,
                 "Draft: take one of the cards turned up (the dealer gets the last).",
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN") + _CARD
                 + ("SQUAD-DRAFT-NOT-AVAILABLE",),
                 check=setup_checks.check_draft_pick, apply=setup.draft_pick),
        MoveType("deploy", DeployPayload,
                 "Draft: choose 2 of your 4 cards as your squads.",
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD", "SQUAD-DEPLOY",
                                      "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                                      "CORE-CARD-SEEN"),
                 check=setup_checks.check_deploy, apply=setup.deploy),
        MoveType("private_hand", PrivateHandPayload,
                 "Hand-tracking: enter your hand after the deal, from your own "
                 "phone; nobody else sees it.", private=True,
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE",) + _CARD
                 + ("CORE-DUPLICATE-CARD", "CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=setup_checks.check_private_hand, apply=setup.private_hand),
        MoveType("draw", DrawPayload, "Draw the top card of the deck.",
                 checks=_GAME_OVER + ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE",
                                      "CORE-NOT-YOUR-TURN", "SQUAD-ALREADY-DREW"),
                 check=checks.check_draw, apply=flow.draw),
        MoveType("private_draw", PrivateDrawPayload,
                 "Hand-tracking: enter the card you drew, from your own phone.",
                 private=True,
                 checks=_GAME_OVER + ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE",
                                      "CORE-NOT-YOUR-TURN") + _CARD
                 + ("CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
                 check=checks.check_private_draw, apply=flow.private_draw),
        MoveType("redeploy", RedeployPayload,
                 "Put a card from your hand in the spot of a squad you lost with an "
                 "empty hand.",
                 checks=_GAME_OVER + _GATE + ("CORE-BAD-PAYLOAD", "SQUAD-SLOT-OCCUPIED",
                                              "SQUAD-HAND-EMPTY", "CORE-BAD-CARD",
                                              "CORE-CARD-NOT-USED") + _FROM_HAND,
                 check=checks.check_redeploy, apply=flow.redeploy),
        MoveType("reinforce", ReinforcePayload,
                 "Add a card of the same suit to one of your squads (total 6 at most).",
                 checks=_GAME_OVER + _ACTION_GATE
                 + ("CORE-BAD-PAYLOAD", "SQUAD-NO-SUCH-SQUAD", "SQUAD-HAND-EMPTY",
                    "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "SQUAD-SUIT-MISMATCH",
                    "SQUAD-SUM-LIMIT") + _FROM_HAND,
                 check=checks.check_reinforce, apply=flow.reinforce),
        MoveType("attack", AttackPayload,
                 "Attack another player's squad with one of yours; the bigger sum wins.",
                 checks=_GAME_OVER + _ACTION_GATE
                 + ("CORE-BAD-PAYLOAD", "SQUAD-NO-SUCH-SQUAD", "SQUAD-ATTACK-OWN",
                    "SQUAD-TARGET-OUT"),
                 check=checks.check_attack, apply=flow.attack),
        MoveType("discard", DiscardPayload, "Discard a card face up.",
                 checks=_GAME_OVER + _ACTION_GATE + ("SQUAD-HAND-EMPTY",) + _CARD
                 + _FROM_HAND,
                 check=checks.check_discard, apply=flow.discard),
        MoveType("replace", ReplacePayload,
                 "After losing a squad: put a card from your hand in its spot.",
                 checks=_GAME_OVER + ("SQUAD-NOT-PENDING", "CORE-BAD-PAYLOAD",
                                      "SQUAD-SLOT-OCCUPIED", "SQUAD-HAND-EMPTY",
                                      "CORE-BAD-CARD", "CORE-CARD-NOT-USED") + _FROM_HAND,
                 check=checks.check_replace, apply=flow.replace_squad),
        MoveType("tiebreak_draw", TiebreakDrawPayload,
                 "Tie-break: the card you drew from your own captured pile.",
                 checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN")
                 + _CARD + ("SQUAD-TIEBREAK-CARD",),
                 check=checks.check_tiebreak_draw, apply=flow.tiebreak_draw),
    ),
    rules={**CORE_RULES, **SQUAD_RULES},
    spec="docs/games/squad.md §6",
    result_schema=SquadResult,
    scores_schema=SquadScores,
    summary="Build squads of one suit worth up to 6 and attack the other players' squads; the "
            "bigger sum captures. The last player with a squad wins.",
)


class SquadRules(BaseRules):
    info = INFO
    seat_options = ("first_dealer",)
    new_game = staticmethod(setup.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: SquadState) -> frozenset[int]:
        phase = state.phase
        if phase == "deal":
            return frozenset({state.dealer})
        if phase == "draft":
            draft = state.draft
            return frozenset({draft.pickers[0] if draft.available else draft.dealer})
        if phase == "deploy":
            return frozenset(p for p, done in enumerate(state.deployed) if not done)
        if phase == "hands":
            return frozenset(p for p, hand in enumerate(state.hands) if hand is None)
        if phase == "replace":
            return frozenset(p for p, _slot in state.pending_replace)
        if phase == "tiebreak":
            return frozenset(p for p in state.tiebreakers if state.tiebreak_draws[p] is None)
        if phase == "game_over":
            return frozenset()
        return frozenset({state.current})

    def apply(self, state: SquadState, move: Move, now_ms: int) -> SquadState:
        after = super().apply(state, move, now_ms)
        if move.seat == after.current == state.current and not after.moved:
            after = replace(after, moved=True)  # a move that did not end the turn
        return after

    def tracked_hands_used(self, state: SquadState, move: Move) -> frozenset[int]:
        """Hand-tracking: these moves put a card of the entered hand on the table."""
        from_hand = move.type in ("redeploy", "reinforce", "discard", "replace")
        return frozenset({move.seat}) if state.tracking and from_hand else frozenset()

    def dump(self, state: SquadState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> SquadState:
        return load_state(data)
