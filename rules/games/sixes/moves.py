"""Every Sixes move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...wire import empty_payload
from . import checks, flow
from .checks import REFEREE, REVIEW, TIMER, WRITING
from .schemas import (
    CardSetPayload,
    FinalizePayload,
    LineSetPayload,
    OptionsChangedPayload,
    ProposalPayload,
    VotePayload,
)

# Each move with the rule ids its check may answer, in the order checks.py asks them: when several
# refuse one move, the first listed is the one answered.

MOVES = move_table(
    MoveType("options_changed", OptionsChangedPayload,
             "Lobby: change house rules; everyone agrees again.",
             checks=(*REFEREE, "SIX-OPTIONS-LOCKED"),
             check=checks.options_changed, apply=flow.options_changed),
    MoveType("options_agreed", empty_payload("OptionsAgreedPayload"),
             "Lobby: agree to the house rules; round 1 opens when all have.",
             checks=(*REFEREE, "SIX-OPTIONS-LOCKED", "SIX-ROUND-PHASE"),
             check=checks.options_agreed, apply=flow.options_agreed),
    MoveType("card_set", CardSetPayload,
             "The reader types the card: one text, or six Lightning categories.",
             checks=(*REFEREE, *TIMER, "SIX-LIGHTNING-CATEGORIES"),
             check=checks.card_set, apply=flow.card_set),
    MoveType("timer_started", empty_payload("TimerStartedPayload"),
             "The reader starts the round's timer; the server sets the deadline.",
             checks=(*REFEREE, *TIMER, "SIX-CARD-MISSING"),
             check=checks.timer_started, apply=flow.timer_started),
    MoveType("timer_paused", empty_payload("TimerPausedPayload"),
             "Pause the timer; nobody writes.",
             checks=(*REFEREE, *TIMER),
             check=checks.timer_paused, apply=flow.timer_paused),
    MoveType("timer_resumed", empty_payload("TimerResumedPayload"),
             "Resume the timer with the time that was left.",
             checks=(*REFEREE, *TIMER),
             check=checks.timer_resumed, apply=flow.timer_resumed),
    MoveType("line_set", LineSetPayload,
             "Write one line of your own list; hidden from the others until the lock.",
             private=True, sealed=True,
             checks=("SIX-GAME-OVER", "SIX-NOT-PLAYER", "SIX-OWN-LIST", "CORE-NOT-AUTHORIZED",
                     "SIX-ROUND-PHASE", "SIX-TIMER-NOT-STARTED", "SIX-LIST-LOCKED",
                     "SIX-TIMER-PAUSED", "SIX-LINE-INDEX", "SIX-ITEM-TOO-LONG"),
             check=checks.line_set, apply=flow.line_set),
    MoveType("player_done", empty_payload("PlayerDonePayload"),
             "You have finished writing (the round locks when everyone has).",
             checks=(*REFEREE, *WRITING),
             check=checks.player_done, apply=flow.player_done),
    MoveType("player_undone", empty_payload("PlayerUndonePayload"), "Back to writing.",
             checks=(*REFEREE, *WRITING),
             check=checks.player_done, apply=flow.player_done),
    MoveType("round_locked", empty_payload("RoundLockedPayload"),
             "Time is up: lock the lists (refused while time is left).",
             checks=(*REFEREE, *WRITING, "SIX-TIME-LEFT"),
             check=checks.round_locked, apply=flow.round_locked),
    MoveType("proposal_opened", ProposalPayload,
             "Review: propose to disallow, keep a card word, merge or split.",
             checks=(*REFEREE, *REVIEW, "SIX-PROPOSAL-TARGET", "SIX-MERGE-SCOPE",
                     "SIX-MERGE-SAME-CLASS", "SIX-PROPOSAL-DUPLICATE"),
             check=checks.proposal_opened, apply=flow.proposal_opened),
    MoveType("vote_cast", VotePayload, "Vote yes or no on an open proposal.",
             checks=(*REFEREE, *REVIEW, "SIX-UNKNOWN-PROPOSAL", "SIX-VOTE-CLOSED",
                     "SIX-VOTE-TWICE"),
             check=checks.vote_cast, apply=flow.vote_cast),
    MoveType("round_finalized", FinalizePayload,
             "The reader closes the review; the round's scores are final.",
             checks=(*REFEREE, *TIMER, "SIX-FINALIZE-OPEN"),
             check=checks.round_finalized, apply=flow.round_finalized),
)
