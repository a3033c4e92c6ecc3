"""EkeQ's three ways to play, each a Rules value of its own with its own state type: the base game
(Part C), the climb variant (Part D.1) and the family variant (Part D.2). rules.py's EkeqRules, the
one game the catalogue lists, hands each match to the variant its options name."""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from ...errors import RuleViolation, Seat
from . import climb_game, family_game, flow, sampler, view as views
from .climb import ClimbState
from .family import FamilyState, new_family_game
from .state import EkeqState


class Variant(BaseRules):
    """One way to play EkeQ. All three share the game's INFO (its moves, rules and options), which
    rules.py gives them: the variants know nothing of the game that lists them."""

    def __init__(self, info: GameInfo) -> None:
        self.info = info


class BaseGame(Variant):
    """The base game (Part C): sealed commits, the Q card, the pot."""
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.scores)
    outcome = staticmethod(views.outcome)
    redact = staticmethod(views.redact)
    sampler = staticmethod(sampler.sample_move)

    def to_move(self, state: EkeqState) -> frozenset[int]:
        if state.phase == "commit":
            return frozenset(s for s in state.commit_list if s not in state.commits)
        if state.phase == "q_decision":
            return frozenset({state.q_holder})
        if state.phase == "reveal":
            return frozenset(s for s, c in state.commits.items() if c.hidden is None)
        if state.phase == "q_pick":
            return frozenset({state.q_user})
        if state.phase == "q_pick_result":
            return frozenset({state.picks[-1].target})
        return frozenset()


class ClimbGame(Variant):
    """The climb variant (Part D.1)."""
    new_game = staticmethod(climb_game.new_game)
    to_move = staticmethod(climb_game.to_move)
    view = staticmethod(climb_game.view)
    scores = staticmethod(climb_game.scores)
    outcome = staticmethod(climb_game.outcome)
    redact = staticmethod(climb_game.redact)
    sampler = staticmethod(climb_game.sample)

    def turn_refusal(self, state: ClimbState, move: Move, holders: frozenset[int]) -> RuleViolation:
        """Part D.1's own words, naming the one seat whose turn it is: the player, or the
        suggeritore awaited. (During setup each seat enters its own cards, whose `to_move`
        names every seat still to, so the turn refuses none of them.)"""
        return RuleViolation("EKEQ-CLIMB-NOT-YOUR-TURN", player=Seat(min(holders)))

    def tracked_hands_used(self, state: ClimbState, move: Move) -> frozenset[int]:
        """With private hands: a Golden Q placed comes from the hand, and a pass is judged on it
        (EKEQ-CLIMB-PASS while a card that fits is held). An attempt is private already."""
        return frozenset({move.seat}) if state.private and move.type in ("place_golden_q", "pass") else frozenset()


class FamilyGame(Variant):
    """The family variant (Part D.2): nothing in it is secret."""
    new_game = staticmethod(new_family_game)
    to_move = staticmethod(family_game.to_move)
    whose_turn = staticmethod(family_game.whose_turn)
    view = staticmethod(family_game.view)
    scores = staticmethod(family_game.scores)
    outcome = staticmethod(family_game.outcome)
    sampler = staticmethod(family_game.sample)

    def turn_refusal(self, state: FamilyState, move: Move, holders: frozenset[int]) -> RuleViolation:
        """Part D.2's own words, naming the player whose turn it is."""
        return RuleViolation("EKEQ-FAMILY-NOT-YOUR-TURN", player=Seat(state.active))
