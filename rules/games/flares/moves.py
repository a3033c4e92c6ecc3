"""Every Flares move, once: its payload, what it is, the rule ids its check may answer in the
order they are asked (when several refuse one move, the first listed answers), its check
(checks.py) and what it does (flow.py). rules.py's INFO lists them; the catalogue, the referee
and the sampler read them from there."""
from __future__ import annotations

from ...base import MoveType, move_table
from ...depths import HAND
from . import checks, flow, hand, rulings
from .schemas import (
    DeckLeadPayload,
    PlayPayload,
    PointCardsPayload,
    PrivateHandPayload,
    RevokeRulingPayload,
    RoundResultPayload,
)

MOVES = move_table(
    MoveType("private_hand", PrivateHandPayload,
             "Hand-tracking only: enter the cards dealt to you, from your own "
             "phone; nobody else sees them.", private=True,
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-WRONG-PHASE", "CORE-BAD-PAYLOAD",
                     "FLARES-HAND-SIZE", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                     "CORE-DUPLICATE-CARD", "CORE-CARD-CONFLICT"),
             check=checks.check_private_hand, apply=flow.private_hand),
    MoveType("deck_lead", DeckLeadPayload,
             "The dealer flips the top deck card: the deck leads the trick.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "FLARES-NOT-DECK-TRICK", "CORE-WRONG-PHASE",
                     "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                     "CORE-BAD-CARD", "CORE-CARD-SEEN"),
             turn=True, before_turn=checks.before_deck_lead,
             check=checks.check_deck_lead, apply=flow.deck_lead),
    MoveType("play", PlayPayload,
             "Play a card to the trick (the first card of a player-led trick leads it).",
             # In trust mode the card is looked up in the ledger only (no hand, so
             # no CORE-NOT-IN-HAND and no FLARES-FOLLOW-SUIT): the order still holds.
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "FLARES-DECK-LEADS", "CORE-WRONG-PHASE",
                     "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD", "CORE-CARD-NOT-USED",
                     "CORE-BAD-CARD", "CORE-NOT-IN-HAND", "CORE-CARD-SEEN",
                     "FLARES-FOLLOW-SUIT"),
             turn=True, before_turn=checks.before_play,
             check=checks.check_play, apply=flow.play),
    MoveType("point_cards", PointCardsPayload,
             "After the last trick, the dealer reveals the three point cards; "
             "the round is scored.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "FLARES-POINT-TOO-EARLY",
                     "CORE-NOT-YOUR-TURN", "CORE-BAD-PAYLOAD",
                     "FLARES-POINT-CARDS", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                     "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN"),
             turn=True, before_turn=checks.before_point_cards,
             check=checks.check_point_cards, apply=flow.point_cards),
    MoveType("round_result", RoundResultPayload,
             "A hand at a time: after the round, the dealer enters the three point cards and "
             "the tricks each player and the deck took; the round is scored.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "CORE-NOT-YOUR-TURN",
                     "FLARES-TRICK-COUNTS", "FLARES-TRICKS-ADD-UP", "CORE-BAD-PAYLOAD",
                     "FLARES-POINT-CARDS", "CORE-CARD-NOT-USED", "CORE-BAD-CARD",
                     "CORE-DUPLICATE-CARD", "CORE-CARD-SEEN"),
             turn=True,
             check=hand.check_round_result, apply=hand.round_result, depth=HAND),
    MoveType("revoke_ruling", RevokeRulingPayload,
             "Trust mode: the table upholds or dismisses a revoke flag of the round being "
             "played; any seat may enter it, at any moment of the round.",
             checks=("CORE-GAME-OVER", "CORE-WRONG-DEPTH", "FLARES-NO-FLAG", "FLARES-FLAG-PAST-ROUND",
                     "FLARES-FLAG-RULED"),
             check=rulings.check_ruling, apply=rulings.rule_on_flag),
)
