"""Every Squad move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(setup_checks.py, checks.py) and what it does (setup.py, flow.py). rules.py's INFO lists them;
the catalogue, the referee and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from . import checks, flow, setup, setup_checks
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
    TiebreakDrawPayload,
)

# `checks`: each rule id once, where setup_checks.py or checks.py first asks it (they say why in
# that order). Every move of a turn passes the same checks first (checks.before_turn), then
# the referee asks whose turn it is (`turn=True`), then checks.turn_step.
_GAME_OVER = ("CORE-GAME-OVER",)
_CARD = ("CORE-BAD-PAYLOAD", "CORE-BAD-CARD", "CORE-CARD-NOT-USED")
_FROM_HAND = ("CORE-CARD-SEEN", "CORE-NOT-IN-HAND")
_GATE = ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN", "SQUAD-DRAW-FIRST")
_ACTION_GATE = ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE", "SQUAD-ONE-ACTION",
                "CORE-NOT-YOUR-TURN", "SQUAD-DRAW-FIRST", "SQUAD-MUST-REDEPLOY")

MOVES = move_table(
    MoveType("deal", DealPayload,
             "Standard setup: the two cards dealt face up as each player's squads.",
             checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN") + _CARD
             + ("CORE-DUPLICATE-CARD",),
             turn=True, before_turn=setup_checks.before_deal,
             check=setup_checks.check_deal, apply=setup.deal),
    MoveType("draft_reveal", DraftRevealPayload,
             "Draft: the draft dealer turns up one card per player.",
             checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN",
                                  "CORE-BAD-PAYLOAD", "SQUAD-DRAFT-COUNT",
                                  "CORE-BAD-CARD", "CORE-CARD-NOT-USED",
                                  "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN"),
             turn=True, before_turn=setup_checks.before_draft_reveal,
             check=setup_checks.check_draft_reveal, apply=setup.draft_reveal),
    MoveType("draft_pick", DraftPickPayload,
             "Draft: take one of the cards turned up (the dealer gets the last).",
             checks=_GAME_OVER + ("CORE-WRONG-PHASE", "CORE-NOT-YOUR-TURN") + _CARD
             + ("SQUAD-DRAFT-NOT-AVAILABLE",),
             turn=True, before_turn=setup_checks.before_draft_pick,
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
             turn=True, before_turn=checks.before_turn,
             check=checks.check_draw, apply=flow.draw),
    MoveType("private_draw", PrivateDrawPayload,
             "Hand-tracking: enter the card you drew, from your own phone.",
             private=True,
             checks=_GAME_OVER + ("SQUAD-REPLACE-PENDING", "CORE-WRONG-PHASE",
                                  "CORE-NOT-YOUR-TURN") + _CARD
             + ("CORE-CARD-SEEN", "CORE-CARD-CONFLICT"),
             turn=True, before_turn=checks.before_private_draw,
             check=checks.check_private_draw, apply=flow.private_draw),
    MoveType("redeploy", RedeployPayload,
             "Put a card from your hand in the spot of a squad you lost with an "
             "empty hand.",
             checks=_GAME_OVER + _GATE + ("CORE-BAD-PAYLOAD", "SQUAD-SLOT-OCCUPIED",
                                          "SQUAD-HAND-EMPTY", "CORE-BAD-CARD",
                                          "CORE-CARD-NOT-USED") + _FROM_HAND,
             turn=True, before_turn=checks.before_turn,
             check=checks.check_redeploy, apply=flow.redeploy),
    MoveType("reinforce", ReinforcePayload,
             "Add a card of the same suit to one of your squads (total 6 at most).",
             checks=_GAME_OVER + _ACTION_GATE
             + ("CORE-BAD-PAYLOAD", "SQUAD-NO-SUCH-SQUAD", "SQUAD-HAND-EMPTY",
                "CORE-BAD-CARD", "CORE-CARD-NOT-USED", "SQUAD-SUIT-MISMATCH",
                "SQUAD-SUM-LIMIT") + _FROM_HAND,
             turn=True, before_turn=checks.before_turn,
             check=checks.check_reinforce, apply=flow.reinforce),
    MoveType("attack", AttackPayload,
             "Attack another player's squad with one of yours; the bigger sum wins.",
             checks=_GAME_OVER + _ACTION_GATE
             + ("CORE-BAD-PAYLOAD", "SQUAD-NO-SUCH-SQUAD", "SQUAD-ATTACK-OWN",
                "SQUAD-TARGET-OUT"),
             turn=True, before_turn=checks.before_turn,
             check=checks.check_attack, apply=flow.attack),
    MoveType("discard", DiscardPayload, "Discard a card face up.",
             checks=_GAME_OVER + _ACTION_GATE + ("SQUAD-HAND-EMPTY",) + _CARD
             + _FROM_HAND,
             turn=True, before_turn=checks.before_turn,
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
             turn=True, before_turn=checks.before_tiebreak_draw,
             check=checks.check_tiebreak_draw, apply=flow.tiebreak_draw),
)
