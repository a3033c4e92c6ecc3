"""2P6C as a Rules value (docs/games/2p6c.md; rulebook 2P6C).

This module only ties the parts together: `checks` says what is legal, `flow` what a move does,
`view` what the phones see, `sampler` picks a legal move by chance, `lookup` answers what the
word list says when the rules let a seat ask (a lookup is no move). The pure parts underneath
(cards, board, spelling, forms, scoring, catalogue, challenges, endings) know nothing of moves.
"""
from __future__ import annotations

from typing import Any, Mapping

from ...base import BaseRules, GameInfo, MoveType, move_table
from ...core import CORE_RULES
from ...wire import empty_payload
from . import checks, flow, lookup, sampler
from . import view as views
from .challenges import author_of
from .messages import TWO_P6C_RULES
from .schemas import (
    ChallengePayload,
    EndProposedPayload,
    EndVotePayload,
    EqChoicePayload,
    InitialRowPayload,
    InitialWordPayload,
    InitialWordVotePayload,
    JuryVotePayload,
    OptionsChangedPayload,
    PlayPayload,
    RewardPayload,
    TwoP6COptions,
    TwoP6CResult,
    TwoP6CScores,
)
from .state import TwoP6CState, dump_state, load_state

# The rule ids each move's check may answer, in the order it asks them (checks.py; §4.1). Every
# move first meets the referee (a finished game, a seat that does not exist, a phone that may not
# enter it) and the phase its kind of move needs.
FIRST = ("2P6C-GAME-NOT-ACTIVE", "2P6C-NOT-A-PLAYER", "CORE-NOT-AUTHORIZED")
LOBBY = (*FIRST, "2P6C-OPTIONS-LOCKED")
DECIDER = (*FIRST, "2P6C-CHALLENGE-PENDING", "2P6C-HAND-EMPTY", "2P6C-TURN-ORDER")
CARD = ("2P6C-CARD-ATTR", "2P6C-CARD-UNKNOWN", "2P6C-CARD-EXHAUSTED", "2P6C-CARD-DUPLICATE")
PLAY_CHECKS = (*DECIDER, *CARD,
               "2P6C-CELL-BOUNDS", "2P6C-KIND-MISMATCH",
               "2P6C-CHAIN-SUPPORT", "2P6C-WORD-MAXLEN", "2P6C-CHAIN-POLARITY",
               "2P6C-STACK-FULL", "2P6C-STACK-POLARITY",
               "2P6C-WORD-CHARSET", "2P6C-WORD-ONE-LETTER", "2P6C-WORD-CARDS",
               "2P6C-WORD-ONE-PER-STACK", "2P6C-WORD-SPELL", "2P6C-WORD-LETTER",
               "CORE-BAD-PAYLOAD")  # chain_form without stack_may_redeclare_chain
INITIAL_WORD_CHECKS = (*FIRST, "2P6C-INITIAL-DONE", "2P6C-WORD-CHARSET", "2P6C-WORD-MAXLEN",
                       "2P6C-WORD-ONE-LETTER", "2P6C-INITIAL-CARDS", "2P6C-WORD-SPELL",
                       "2P6C-WORD-LETTER")

INFO = GameInfo(
    slug="2p6c",
    title="2P6C",
    min_players=1,
    max_players=6,
    options_schema=TwoP6COptions,
    moves=move_table(
        MoveType("options_changed", OptionsChangedPayload,
                 "Lobby: change house rules; everyone agrees again.",
                 checks=(*LOBBY, "CORE-BAD-PAYLOAD"),
                 check=checks.options_changed, apply=flow.options_changed),
        MoveType("options_agreed", empty_payload("TwoP6COptionsAgreedPayload"),
                 "Lobby: agree to the house rules; setup opens when all have.",
                 checks=(*LOBBY, "2P6C-VOTE-TWICE"),
                 check=checks.options_agreed, apply=flow.options_agreed),
        MoveType("initial_row_set", InitialRowPayload,
                 "Setup: the six cards dealt to row 1, columns 1 to 6.",
                 checks=(*FIRST, *CARD),
                 check=checks.initial_row_set, apply=flow.initial_row_set),
        MoveType("play", PlayPayload,
                 "Decision: chain or stack a card and declare the word it makes.",
                 checks=PLAY_CHECKS,
                 check=checks.play, apply=flow.play),
        MoveType("recycle", empty_payload("RecyclePayload"),
                 "Decision: a card under the draw patch, the top card drawn.",
                 checks=(*DECIDER, "2P6C-RECYCLE-EMPTY-DRAW"),
                 check=checks.recycle, apply=flow.recycle),
        MoveType("pass", empty_payload("PassPayload"),
                 "Decision: pass (only when the draw patch is empty).",
                 checks=(*DECIDER, "2P6C-PASS-NOT-ALLOWED"),
                 check=checks.pass_turn, apply=flow.pass_turn),
        MoveType("challenge_filed", ChallengePayload,
                 "Challenge the word of the previous decision.",
                 checks=(*FIRST, "2P6C-CHALLENGE-SOLO",
                         "2P6C-CHALLENGE-NO-WORD", "2P6C-CHALLENGE-SELF",
                         "2P6C-CHALLENGE-ALREADY", "2P6C-CHALLENGE-WINDOW"),
                 check=checks.challenge_filed, apply=flow.challenge_filed),
        MoveType("jury_vote", JuryVotePayload,
                 "A juror's verdict on the challenged word.",
                 checks=(*FIRST, "2P6C-NO-PROPOSAL", "2P6C-VOTE-NOT-JUROR",
                         "2P6C-VOTE-TWICE"),
                 check=checks.jury_vote, apply=flow.jury_vote),
        MoveType("reward_chosen", RewardPayload,
                 "The successful challenger takes the card or tucks it and "
                 "draws.",
                 checks=(*FIRST, "2P6C-NO-PROPOSAL",
                         "2P6C-REWARD-NOT-CHALLENGER"),
                 check=checks.reward_chosen, apply=flow.reward_chosen),
        MoveType("no_challenge", empty_payload("NoChallengePayload"),
                 "The game is over: you will not challenge its last word.",
                 checks=(*FIRST, "2P6C-CHALLENGE-PENDING", "2P6C-CHALLENGE-SELF",
                         "2P6C-VOTE-TWICE"),
                 check=checks.no_challenge, apply=flow.no_challenge),
        MoveType("final_challenge_closed",
                 empty_payload("FinalChallengeClosedPayload"),
                 "Close the last word's challenge window once its time "
                 "is up.",
                 checks=(*FIRST, "2P6C-CHALLENGE-PENDING",
                         "2P6C-FINAL-WINDOW-OPEN"),
                 check=checks.final_challenge_closed, apply=flow.final_challenge_closed),
        MoveType("initial_word_declared", InitialWordPayload,
                 "Declare the word of the six initial cards; your own "
                 "vote is cast as allowed with it. The agreed list, or "
                 "every player's vote, accepts it.",
                 checks=INITIAL_WORD_CHECKS,
                 check=checks.initial_word_declared, apply=flow.initial_word_declared),
        MoveType("initial_word_vote", InitialWordVotePayload,
                 "Vote on the declared initial word (its declarer has "
                 "voted already).",
                 checks=(*FIRST, "2P6C-NO-PROPOSAL", "2P6C-VOTE-TWICE"),
                 check=checks.initial_word_vote, apply=flow.initial_word_vote),
        MoveType("end_proposed", EndProposedPayload,
                 "Propose to end the game: no allowed decisions are left. Your "
                 "own vote is cast as accept with it (solo: the game ends).",
                 checks=(*FIRST, "2P6C-CHALLENGE-PENDING", "2P6C-VOTE-TWICE"),
                 check=checks.end_proposed, apply=flow.end_proposed),
        MoveType("end_vote", EndVotePayload,
                 "Accept or reject ending the game (its proposer has accepted "
                 "already).",
                 checks=(*FIRST, "2P6C-NO-PROPOSAL", "2P6C-VOTE-TWICE"),
                 check=checks.end_vote, apply=flow.end_vote),
        MoveType("eq_choice", EqChoicePayload,
                 "Scoring: an =word you are credited with scores its TP or its RP.",
                 checks=(*FIRST, "2P6C-EQ-CHOICE"),
                 check=checks.eq_choice, apply=flow.eq_choice),
        MoveType("scores_finalized", empty_payload("ScoresFinalizedPayload"),
                 "Scoring: the scores are final.", checks=FIRST,
                 check=checks.scores_finalized, apply=flow.scores_finalized),
        MoveType("pause", empty_payload("TwoP6CPausePayload"), "Take a break.",
                 checks=FIRST,
                 check=checks.pause, apply=flow.pause),
        MoveType("resume", empty_payload("TwoP6CResumePayload"), "Back to the game.",
                 checks=FIRST,
                 check=checks.resume, apply=flow.resume),
    ),
    rules={**CORE_RULES, **TWO_P6C_RULES},
    spec="docs/games/2p6c.md",
    summary="A word board for 1 to 6: chain and stack letter cards into words of up to six "
            "letters, challenge doubtful words, and score TP or RP by each word's polarity; "
            "solo players log MLR, FTS and the Ultimate Index.",
    renamed_core_rules={"CORE-GAME-OVER": "2P6C-GAME-NOT-ACTIVE",
                        "CORE-NOT-SEATED": "2P6C-NOT-A-PLAYER"},
    result_schema=TwoP6CResult,
    scores_schema=TwoP6CScores,
)


class TwoP6CRules(BaseRules):
    info = INFO
    new_game = staticmethod(flow.new_game)
    view = staticmethod(views.table_view)
    scores = staticmethod(views.score_sheet)
    outcome = staticmethod(views.outcome)
    sampler = staticmethod(sampler.sample_move)
    lookup = staticmethod(lookup.lookup)

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
        if state.phase == "setup":
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

    def dump(self, state: TwoP6CState) -> dict[str, Any]:
        return dump_state(state)

    def load(self, data: Mapping[str, Any]) -> TwoP6CState:
        return load_state(data)
