"""The groups of rules that Cold War's moves may answer, from which moves.py lists each move's in
the order they are asked (GameInfo's MoveType `checks`): when several rules refuse one move, the
first listed is the one the referee names.

Read from the referee (game over, a seat that does not exist, whose phone may enter the move) and
then from the move's checker in checks.py or setup.py. A rule asked at several points (the payload
rule CORE-BAD-PAYLOAD, a card's place) is listed where it is first asked. Cards are checked one
at a time, so across two cards of one move the first card's refusal comes first, whatever its
place in the list."""
from __future__ import annotations

# referee.check: a finished match, a seat not at the table, then who may enter it.
REFEREE = ("COLDWAR-GAME-OVER", "CORE-BAD-PAYLOAD")
# A move that plays cards of a tracked hand comes from that hand's phone (referee.authorize).
OWN_PHONE = ("CORE-HAND-OWN-PHONE",)
WHO = ("CORE-NOT-AUTHORIZED",)
# The turn moves' gate: gate.before_turn, whose turn it is (the core's), gate.turn_open.
TURN_GATE = ("COLDWAR-SETUP-NOT-COMPLETE", "COLDWAR-ELIMINATED", "COLDWAR-FALLEN-ONE-CARD",
             "COLDWAR-NOT-YOUR-TURN", "COLDWAR-AWAITING-REACTION")
# The same for a Fallen Leader's moves (gate.before_fallen_turn; an alive player's is the wrong
# phase).
FALLEN_GATE = ("COLDWAR-SETUP-NOT-COMPLETE", "COLDWAR-ELIMINATED", "COLDWAR-NOT-YOUR-TURN",
               "COLDWAR-AWAITING-REACTION", "COLDWAR-WRONG-PHASE")
# cards_in.resolve / resolve_all: which card a reference names.
CARDS = ("COLDWAR-CARD-VALUES-MISMATCH", "COLDWAR-UNKNOWN-CARD", "CORE-DUPLICATE-CARD")
CARD = CARDS[:2]
# cards_in.require_in_hand.
IN_HAND = ("COLDWAR-NOT-YOUR-CARD", "COLDWAR-CARD-NOT-IN-HAND", "COLDWAR-HAND-COUNT")
# checks._allowance: plays left this turn.
ALLOWANCE = ("COLDWAR-PLAY-LIMIT", "COLDWAR-DISCARD-ENDS-PLAY")
# setup.check_entered_draw: the cards entered as drawn.
ENTERED_DRAW = CARDS + ("COLDWAR-DRAW-COUNT", "COLDWAR-DRAW-ORDER", "COLDWAR-NOT-YOUR-CARD",
                        "COLDWAR-CARD-NOT-IN-HAND")

TURN = REFEREE + OWN_PHONE + WHO + TURN_GATE
