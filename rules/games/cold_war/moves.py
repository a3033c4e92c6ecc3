"""Every Cold War move, once: its payload, what it is, the rules its check may answer in the order
they are asked (the groups of check_order.py), its check (setup.py, checks.py) and what it does
(setup.py, flow.py). GameInfo's `moves` (rules.py), and the sampler's legal moves."""
from __future__ import annotations

from ...base import MoveType, move_table
from . import checks, flow, gate, setup
from .check_order import ALLOWANCE, CARD, CARDS, ENTERED_DRAW, FALLEN_GATE, IN_HAND, OWN_PHONE, REFEREE, TURN, TURN_GATE, WHO
from .schemas import (
                          AttackPayload,
                          ConfirmEffectPayload,
                          DiscardPayload,
                          DisputeEffectPayload,
                          DrawPayload,
                          EmptyPayload,
                          FallenOptPayload,
                          FallenPlayPayload,
                          FallenRevealPayload,
                          InitialDrawPayload,
                          PlacePayload,
                          ReactPayload,
                          ReorderDiscardTopPayload,
                          SetupArrangePayload,
                          SetupRevealPayload,
                          SpecialPayload,
                          TriadPayload,
)

MOVES = move_table(
    MoveType("setup_reveal", SetupRevealPayload,
             "Setup: the card just turned over (White, Blue, Brown to the stack; "
             "Orange to the discard pile).",
             checks=REFEREE + WHO + (
                 "COLDWAR-WRONG-PHASE", "COLDWAR-SETUP-STACK-SIZE") + CARD + (
                 "COLDWAR-NOT-YOUR-CARD", "COLDWAR-CARD-NOT-IN-HAND", "COLDWAR-SETUP-ORANGE-TO-DISCARD"),
             check=setup.check_setup_reveal, apply=setup.setup_reveal),
    MoveType("setup_arrange", SetupArrangePayload,
             "Setup (setup_arrangement = free): re-order the 6 stack cards.",
             checks=REFEREE + WHO + ("COLDWAR-WRONG-PHASE", "COLDWAR-SETUP-STACK-SIZE"),
             check=setup.check_setup_arrange, apply=setup.setup_arrange),
    MoveType("initial_draw", InitialDrawPayload,
             "Setup: draw your first hand of 5 (the cards privately, if tracked).",
             checks=REFEREE + WHO + ("COLDWAR-WRONG-PHASE", "COLDWAR-SETUP-STACK-SIZE") + ENTERED_DRAW,
             check=setup.check_initial_draw, apply=setup.initial_draw),
    MoveType("place", PlacePayload, "Put a White, Blue or Brown card into your stack.",
             checks=TURN + CARD + IN_HAND + ALLOWANCE + ("COLDWAR-PLACE-TYPE", "COLDWAR-PLACE-POSITION"),
             turn=True, before_turn=gate.before_turn,
             check=checks.check_place, apply=flow.place),
    MoveType("attack", AttackPayload, "Attack with one Brown card, or two combined.",
             checks=TURN + CARDS + IN_HAND + ALLOWANCE + (
                 "COLDWAR-TARGET-INVALID", "COLDWAR-ATTACK-BROWN-ONLY", "COLDWAR-ATTACK-MAX-TWO"),
             turn=True, before_turn=gate.before_turn,
             check=checks.check_attack, apply=flow.attack),
    MoveType("triad", TriadPayload,
             "Nuclear Triad / Blitzkrieg: your three symbol Brown cards; the whole turn.",
             checks=TURN + CARDS + IN_HAND + ALLOWANCE + (
                 "COLDWAR-TARGET-INVALID", "COLDWAR-TRIAD-CARDS", "COLDWAR-TRIAD-ALONE"),
             turn=True, before_turn=gate.before_turn,
             check=checks.check_triad, apply=flow.triad),
    MoveType("special", SpecialPayload, "Play an Orange crossed-swords Special.",
             checks=TURN + CARD + IN_HAND + ALLOWANCE + (
                 "COLDWAR-TARGET-INVALID", "COLDWAR-SPECIAL-NOT-ORANGE", "COLDWAR-SHIELD-IS-REACTION",
                 "COLDWAR-SPECIAL-SELECTION", "COLDWAR-REDEPLOY-TWO-BROWN", "CORE-DUPLICATE-CARD",
                 "COLDWAR-ATTACK-BROWN-ONLY"),
             turn=True, before_turn=gate.before_turn,
             check=checks.check_special, apply=flow.special),
    MoveType("discard", DiscardPayload,
             "Discard one card from your hand or your stack; ends the play phase.",
             checks=TURN + CARD + (
                 "COLDWAR-DISCARD-LEADER", "COLDWAR-DISCARD-ONE", "COLDWAR-WRONG-PHASE",
                 "COLDWAR-NOT-YOUR-CARD", "COLDWAR-DISCARD-SOURCE", "COLDWAR-HAND-COUNT"),
             turn=True, before_turn=gate.before_turn,
             check=checks.check_discard, apply=flow.discard),
    MoveType("draw", DrawPayload, "Draw back to 5; the turn passes.",
             checks=REFEREE + WHO + TURN_GATE + ("COLDWAR-DISCARD-REQUIRED",) + ENTERED_DRAW,
             turn=True, before_turn=gate.before_turn,
             check=checks.check_draw, apply=flow.draw),
    MoveType("react", ReactPayload, "The attacked player answers with Shields, or none.",
             checks=REFEREE + OWN_PHONE + WHO + (
                 "COLDWAR-SHIELD-NO-WINDOW", "COLDWAR-SHIELD-NOT-TARGET") + CARDS + IN_HAND + (
                 "COLDWAR-SHIELD-NOT-SHIELD", "COLDWAR-SHIELD-BOTH", "COLDWAR-SHIELD-NOT-APPLICABLE"),
             check=checks.check_react, apply=flow.react),
    MoveType("confirm_effect", ConfirmEffectPayload,
             "Confirm the effect stated for a card whose text the service cannot read.",
             checks=REFEREE + WHO + ("COLDWAR-WRONG-PHASE", "COLDWAR-NOT-YOUR-TURN"),
             turn=True, before_turn=checks.before_confirm, whose_turn=checks.confirmers,
             check=checks.check_confirm, apply=flow.confirm_effect),
    MoveType("dispute_effect", DisputeEffectPayload,
             "Dispute that effect: it is not applied and the organiser is told.",
             checks=REFEREE + WHO + ("COLDWAR-WRONG-PHASE", "COLDWAR-NOT-YOUR-TURN"),
             turn=True, before_turn=checks.before_confirm, whose_turn=checks.confirmers,
             check=checks.check_confirm, apply=flow.dispute_effect),
    # Taken after the match is over too (after_game_moves): never COLDWAR-GAME-OVER.
    MoveType("fallen_opt", FallenOptPayload,
             "A defeated player chooses whether to play on as a Fallen Leader.",
             checks=REFEREE[1:] + WHO + ("COLDWAR-FALLEN-OPTION",),
             check=checks.check_fallen_opt, apply=flow.fallen_opt),
    MoveType("fallen_play", FallenPlayPayload,
             "Fallen Leader: choose the opponent your unseen card is played against.",
             checks=REFEREE + WHO + ("COLDWAR-FALLEN-DECK-EMPTY",) + FALLEN_GATE + (
                 "COLDWAR-FALLEN-ONE-CARD", "COLDWAR-FALLEN-TARGET"),
             turn=True, before_turn=gate.before_fallen_play,
             check=checks.check_fallen_play, apply=flow.fallen_play),
    MoveType("fallen_reveal", FallenRevealPayload,
             "Fallen Leader: the card turned over.",
             checks=REFEREE + WHO + FALLEN_GATE + CARD + (
                 "COLDWAR-DRAW-ORDER", "COLDWAR-NOT-YOUR-CARD", "COLDWAR-CARD-NOT-IN-HAND"),
             turn=True, before_turn=gate.before_fallen_turn,
             check=checks.check_fallen_reveal, apply=flow.fallen_reveal),
    MoveType("close_reaction", EmptyPayload,
             "reaction_timeout_s: after the window's time is up, any player closes it as if the "
             "target had played no Shields.",
             checks=REFEREE + WHO + (
                 "COLDWAR-SHIELD-NO-WINDOW", "COLDWAR-AWAITING-REACTION", "COLDWAR-REACTION-TIME-LEFT"),
             check=checks.check_close_reaction, apply=flow.close_reaction),
    MoveType("reorder_discard_top", ReorderDiscardTopPayload,
             "Re-order the cards that just went onto your discard pile together, as they lie.",
             checks=REFEREE + WHO + ("COLDWAR-REORDER-SCOPE",),
             check=checks.check_reorder, apply=flow.reorder),
)
