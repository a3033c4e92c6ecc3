"""EkeQ's three ways to play, each a Rules value of its own with its own state type: the base game
(Part C), the climb variant (Part D.1) and the family variant (Part D.2). rules.py's EkeqRules, the
one game the catalogue lists, hands each match to the variant its options name."""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from . import climb_game, family_game, flow, sampler, view as views
from .climb import ClimbState
from .family import new_family_game
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

    def tracked_hands_used(self, state: ClimbState, move: Move) -> frozenset[int]:
        """With private hands: a Golden Q placed comes from the hand, and a pass is judged on it
        (EKEQ-CLIMB-PASS while a card that fits is held). An attempt is private already."""
        return frozenset({move.seat}) if state.private and move.type in ("place_golden_q", "pass") else frozenset()


class FamilyGame(Variant):
    """The family variant (Part D.2): nothing in it is secret."""
    new_game = staticmethod(new_family_game)
    to_move = staticmethod(family_game.to_move)
    view = staticmethod(family_game.view)
    scores = staticmethod(family_game.scores)
    outcome = staticmethod(family_game.outcome)
    sampler = staticmethod(family_game.sample)
