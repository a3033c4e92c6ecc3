"""The order in which each EkeQ move's checks ask their rules (GameInfo's `MoveType.checks`): when
several rules refuse one move, the first of them listed is the one the player is told. Read off
`rules.EkeqRules.check` (a move of another variant first), `checks.py` (the base game), and for
the variants' turn-bound moves what is asked before the turn (`climb_game.before_turn`,
`family_game.before_draw`), the turn (the core's, BaseRules.check, in each variant's own words:
variants.py) and then `climb_game.check` with `climb.py` or `family_game.check` with `family.py`;
a test plays a move two rules refuse and expects the earlier one. The referee's own checks (the match over, a seat the
table lacks, who may enter the move) come before all of these, as in every game."""
from __future__ import annotations

FIRST = ("EKEQ-VARIANT-MOVE",)  # a move the match's variant does not have (422)
# The base game's phase check: a pick is still due after a mini-GOLDEN Q find, or another step.
# A turn stopped on a Golden Q entered twice answers every move with EKEQ-CARD-CLASH first.
PHASE = ("EKEQ-CARD-CLASH", "EKEQ-Q-SECOND-PICK", "EKEQ-WRONG-PHASE")
CLIMB_TURN = ("EKEQ-CLIMB-NOT-YOUR-TURN", "EKEQ-WRONG-PHASE")
CLIMB_CARDS = ("EKEQ-CARD-INVALID", "EKEQ-CLIMB-FIGURE-UNKNOWN", "EKEQ-CARD-DUPLICATE")

CHECK_ORDER: dict[str, tuple[str, ...]] = {
    "commit": (*FIRST, "EKEQ-COMMIT-FORM", *PHASE, "EKEQ-NO-CARDS", "EKEQ-NOT-PARTICIPANT",
               "EKEQ-ALREADY-COMMITTED", "EKEQ-CARD-INVALID", "EKEQ-CARD-NOT-DEALT", "EKEQ-CARD-DUPLICATE",
               "EKEQ-CONTINUATION-NO-PAY", "EKEQ-PAY-ENTRY", "EKEQ-PAY-EXEMPT"),
    "reveal": (*FIRST, *PHASE, "EKEQ-NOT-PARTICIPANT", "EKEQ-CARD-INVALID", "EKEQ-COMMIT-MISMATCH",
               "EKEQ-CARD-NOT-DEALT", "EKEQ-CARD-DUPLICATE"),
    "q_decision": (*FIRST, *PHASE, "EKEQ-Q-NOT-HOLDER", "EKEQ-Q-FORCED", "EKEQ-CARD-INVALID", "EKEQ-Q-PAY",
                   "EKEQ-Q-PAY-EXEMPT", "EKEQ-CARD-NOT-DEALT", "EKEQ-CARD-DUPLICATE"),
    "q_pick": (*FIRST, "CORE-BAD-PAYLOAD", "EKEQ-Q-GUESS-RANGE", *PHASE, "EKEQ-Q-NOT-USER",
               "EKEQ-Q-TARGET-SELF", "EKEQ-Q-SOURCE-EMPTY"),
    "q_pick_result": (*FIRST, "EKEQ-CARD-CLASH", "EKEQ-MATCH-OVER", "EKEQ-Q-GUESS-FIRST", "EKEQ-Q-RESULT-BY",
                      "EKEQ-CARD-INVALID", "EKEQ-CARD-NOT-DEALT", "EKEQ-CARD-DUPLICATE"),
    "draw_init": (*FIRST, *CLIMB_TURN, *CLIMB_CARDS),
    "place_golden_q": (*FIRST, *CLIMB_TURN, "EKEQ-CARD-INVALID", "EKEQ-CLIMB-NOT-IN-HAND",
                       "EKEQ-CARD-DUPLICATE", "EKEQ-CLIMB-GOLDENQ-ORDER"),
    "attempt": (*FIRST, *CLIMB_TURN, "EKEQ-CARD-INVALID", "EKEQ-CLIMB-NOT-IN-HAND",
                "EKEQ-CLIMB-GOLDENQ-NO-GUESS", "EKEQ-CLIMB-PILE-CLOSED", "EKEQ-CLIMB-NOT-CONSECUTIVE",
                "EKEQ-CLIMB-SUGGESTER-SELF"),
    "suggest": (*FIRST, *CLIMB_TURN, "EKEQ-CLIMB-GUESS-COUNT"),
    "redraw": (*FIRST, *CLIMB_TURN, *CLIMB_CARDS),
    "pass": (*FIRST, *CLIMB_TURN, "EKEQ-CLIMB-PASS"),
    "family_card": (*FIRST, "EKEQ-WRONG-PHASE", "EKEQ-ALREADY-COMMITTED", "EKEQ-CARD-INVALID",
                    "EKEQ-FAMILY-SETUP-NO-GQ", "EKEQ-FAMILY-TAKEN"),
    "draw": (*FIRST, "EKEQ-FAMILY-DECK-EMPTY", "EKEQ-FAMILY-NOT-YOUR-TURN", "EKEQ-WRONG-PHASE",
             "EKEQ-CARD-INVALID", "EKEQ-CARD-DUPLICATE"),
    "look": (*FIRST, "EKEQ-FAMILY-NOT-YOUR-TURN", "EKEQ-FAMILY-LOOK-NOT-ALLOWED", "EKEQ-FAMILY-LOOK-COUNT"),
    "take": (*FIRST, "EKEQ-FAMILY-NOT-YOUR-TURN", "EKEQ-FAMILY-LOOK-NOT-ALLOWED",
             "EKEQ-FAMILY-TAKE-OUTSIDE-WINDOW", "EKEQ-FAMILY-TAKE-USELESS"),
}

# Each variant's moves; any other is refused first (EKEQ-VARIANT-MOVE).
VARIANT_MOVES: dict[str, tuple[str, ...]] = {
    "base": ("commit", "reveal", "q_decision", "q_pick", "q_pick_result"),
    "climb": ("draw_init", "place_golden_q", "attempt", "suggest", "redraw", "pass"),
    "family": ("family_card", "draw", "look", "take"),
}
