"""Every 2P6C move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...depths import QUICK
from ...wire import empty_payload
from . import checks, flow, quick
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
    QuickLogPayload,
    RewardPayload,
)

# The rule ids each move's check may answer, in the order it asks them (checks.py; §4.1). Every
# move first meets the referee (a finished game, a seat that does not exist, a phone that may not
# enter it), the match's depth of entry (a quick log takes only its own move, and only it) and
# the phase its kind of move needs.
FIRST = ("2P6C-GAME-NOT-ACTIVE", "2P6C-NOT-A-PLAYER", "CORE-NOT-AUTHORIZED", "CORE-WRONG-DEPTH")
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

MOVES = move_table(
    MoveType("options_changed", OptionsChangedPayload,
             "Lobby: change house rules; everyone agrees again.",
             checks=(*LOBBY, "CORE-BAD-PAYLOAD", "2P6C-DEPTH-LOCKED"),
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
             turn=True, before_turn=checks.before_decision,
             check=checks.play, apply=flow.play),
    MoveType("recycle", empty_payload("RecyclePayload"),
             "Decision: a card under the draw patch, the top card drawn.",
             checks=(*DECIDER, "2P6C-RECYCLE-EMPTY-DRAW"),
             turn=True, before_turn=checks.before_decision,
             check=checks.recycle, apply=flow.recycle),
    MoveType("pass", empty_payload("PassPayload"),
             "Decision: pass (only when the draw patch is empty).",
             checks=(*DECIDER, "2P6C-PASS-NOT-ALLOWED"),
             turn=True, before_turn=checks.before_decision,
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
    MoveType("quick_log", QuickLogPayload,
             "Quick log (solo): the game's end figures, your cards on the board, each "
             "word's score and the initial word's; MLR, FTS and UIN follow.",
             checks=(*FIRST, "2P6C-QUICK-CARDS", "2P6C-QUICK-WORDS",
                     "2P6C-QUICK-WORD-SCORE", "2P6C-QUICK-INITIAL-SCORE"),
             check=quick.check_quick_log, apply=quick.quick_log, depth=QUICK),
)
