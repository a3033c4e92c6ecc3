"""Every EkeQ move, once, for all three variants: its payload, what it is, the rule ids its check
may answer in check_order.py's order, its check and what it does (checks.py and flow.py for the base
game, climb_game.py and family_game.py for the variants). rules.py's INFO lists them."""
from __future__ import annotations

from typing import Any

from ...base import MoveType, move_table
from . import checks, climb_game, family_game, flow
from .check_order import CHECK_ORDER
from .schemas import (
    AttemptPayload,
    CommitPayload,
    DrawInitPayload,
    DrawPayload,
    FamilyCardPayload,
    LookPayload,
    PassPayload,
    PlaceGoldenQPayload,
    QDecisionPayload,
    QPickPayload,
    QPickResultPayload,
    RedrawPayload,
    RevealPayload,
    SuggestPayload,
    TakePayload,
)


def _move(name: str, schema: type, summary: str, private: bool = False, sealed: bool = False,
          **plays: Any) -> MoveType:
    """A move with its rule ids in check_order.py's order; `plays` are its check and apply."""
    return MoveType(name, schema, summary, private=private, sealed=sealed,
                    checks=CHECK_ORDER[name], **plays)


MOVES = move_table(
    _move("commit", CommitPayload,
          "Your face-down card (sealed until every player has committed) and, in "
          "the first round of a turn, your entry card for the pot.", private=True, sealed=True,
          check=checks.check_commit, apply=flow.commit),
    _move("reveal", RevealPayload,
          "commit_mode hash: your face-down card and the nonce of its commitment.",
          check=checks.check_reveal, apply=flow.reveal_card),
    _move("q_decision", QDecisionPayload,
          "The Q card's holder uses it (paying a card) or passes it to the left.",
          check=checks.check_q_decision, apply=flow.q_decision),
    _move("q_pick", QPickPayload,
          "The Q user picks an opponent's card (hand or tesoretto) and says its number first.",
          check=checks.check_q_pick, apply=flow.q_pick),
    _move("q_pick_result", QPickResultPayload,
          "The owner of the picked card says what it is.",
          check=checks.check_q_pick_result, apply=flow.q_pick_result),
    _move("draw_init", DrawInitPayload,
          "Climb variant, setup: the 4 cards you drew.", private=True,
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("place_golden_q", PlaceGoldenQPayload,
          "Climb variant: a Golden Q placed on its pile, without a guess.",
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("attempt", AttemptPayload,
          "Climb variant: the card you try to place (sealed until the guess) and "
          "the suggeritore you choose.", private=True, sealed=True,
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("suggest", SuggestPayload,
          "Climb variant: the suggeritore names the pile (two for a mini-GOLDEN Q card).",
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("redraw", RedrawPayload,
          "Climb variant, after a wrong guess: the card drawn from the deck.", private=True,
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("pass", PassPayload, "Climb variant: nothing you hold can be placed.",
          turn=True, before_turn=climb_game.before_turn, check=climb_game.check, apply=climb_game.apply),
    _move("family_card", FamilyCardPayload,
          "Family variant, setup: the card that fixes your family.",
          check=family_game.check, apply=family_game.apply),
    _move("draw", DrawPayload, "Family variant: the card drawn from the deck.",
          turn=True, before_turn=family_game.before_draw, check=family_game.check, apply=family_game.apply),
    _move("look", LookPayload,
          "Family variant, after a Golden Q you lack: look at one end of the discard pile.",
          turn=True, check=family_game.check, apply=family_game.apply),
    _move("take", TakePayload, "Family variant: the family cards taken from that look.",
          turn=True, check=family_game.check, apply=family_game.apply),
)
