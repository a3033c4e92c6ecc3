"""2P6C as a Rules value (docs/games/2p6c.md; rulebook 2P6C).

This module only ties the parts together: `moves` lists every move with its check (`checks`, what is
legal) and effect (`flow`, what it does), `view` says what the phones see, `sampler` picks a legal
move by chance, `lookup` answers what the word list says when the rules let a seat ask (a lookup is
no move), `quick` takes a solo game logged from its end figures (depth quick). The pure parts
underneath (cards, board, spelling, forms, scoring, catalogue, challenges, endings) know nothing of
moves.
"""
from __future__ import annotations

from ...base import BaseRules, GameInfo, Move
from ...depths import DEPTH_RULES
from ...errors import RuleViolation, Seat
from . import flow, lookup, quick, sampler, view as views
from .challenges import author_of
from .messages import TWO_P6C_RULES
from .moves import MOVES
from .schemas import TwoP6COptions, TwoP6CResult, TwoP6CScores
from .state import SNAPSHOT, TwoP6CState

INFO = GameInfo(
    slug="2p6c", title="2P6C", min_players=1, max_players=6,
    tournament_scorings=("placement", "wdl"),  # points rank every player
    options_schema=TwoP6COptions, result_schema=TwoP6CResult, scores_schema=TwoP6CScores,
    moves=MOVES, rules={**TWO_P6C_RULES, **DEPTH_RULES}, spec="docs/games/2p6c.md",
    summary="A word board for 1 to 6: chain and stack letter cards into words of up to six "
            "letters, challenge doubtful words, and score TP or RP by each word's polarity; "
            "solo players log MLR, FTS and the Ultimate Index.",
    renamed_core_rules={"CORE-GAME-OVER": "2P6C-GAME-NOT-ACTIVE",
                        "CORE-NOT-SEATED": "2P6C-NOT-A-PLAYER"},
    turn_rules=frozenset({"2P6C-TURN-ORDER"}),
)


class TwoP6CRules(BaseRules):
    info = INFO
    snapshot = SNAPSHOT
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    sampler = staticmethod(sampler.sample_move)
    lookup = staticmethod(lookup.lookup)
    check_new_table = staticmethod(quick.check_new_table)

    def whose_turn(self, state: TwoP6CState) -> frozenset[int]:
        """A decision (play, recycle, pass) is the acting player's alone: `to_move` also names
        the seats that may challenge or vote meanwhile."""
        if state.phase != "play" or state.acting is None:
            return frozenset()
        return frozenset({state.acting})

    def turn_refusal(self, state: TwoP6CState, move: Move, holders: frozenset[int]) -> RuleViolation:
        """§4.1's own words for another seat's decision."""
        return RuleViolation("2P6C-TURN-ORDER", acting=Seat(state.acting))

    def to_move(self, state: TwoP6CState) -> frozenset[int]:
        everyone = frozenset(range(state.players))
        if state.phase == "lobby":
            return frozenset(s for s in everyone if not state.agreed[s])
        if state.phase == "scoring":
            # An open initial word waits for the votes not yet cast (its declarer's is in);
            # otherwise anyone may pick an =word's score or finalise.
            proposal = state.initial_proposal
            if proposal is not None:
                return everyone - {seat for seat, _ in proposal.votes}
            return everyone
        if state.phase in ("setup", "quick_log"):
            return everyone
        if state.phase == "finished":
            return frozenset()
        challenge = state.challenge
        if challenge is not None:
            if challenge.status == "upheld":
                return frozenset({challenge.challenger})
            return frozenset(challenge.jury) - {seat for seat, _ in challenge.votes}
        waiting: set[int] = set()
        for proposal in (state.initial_proposal, state.end_proposal):
            if proposal is not None:
                waiting |= everyone - {seat for seat, _ in proposal.votes}
        window = state.challengeable_seq
        if window is not None and window not in state.challenged:
            author = author_of(state, window)
            waiting |= everyone - {author} - set(state.final_passed)
        if state.phase == "play" and state.acting is not None:
            waiting.add(state.acting)
        return frozenset(waiting)
