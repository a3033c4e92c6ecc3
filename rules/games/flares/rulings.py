"""The table's ruling on a revoke flag (docs/games/flares.md, "Ruling on a revoke"): upheld or
dismissed, as a move, so that it is logged, undone and refereed like any other.

Rulebook: Ecwem: Six, "Flares". A FLARES-REVOKE flag says what later play proved; whether the
table takes it is the table's call (a card misread, a card entered for the wrong player). What
a ruling does follows `revoke_penalty`: under `flag_only` it only records the table's word (the
table may undo as it likes); under `forfeit_round` a dismissed flag costs nothing at the round's
scoring, while an upheld one, or one left open, takes the revoker's award to min(award, 0)
(revokes.revokers); under `rewind` an upheld flag is the table asking to go back to the revoking
play, which the phones offer (the flag's `proposal`). A ruling is for the round being played:
once its point cards are in, the round is scored and the flag stands as it was.
"""
from __future__ import annotations

from dataclasses import replace

from ...base import Move
from ...errors import LocalText, RuleViolation, Seat
from .state import FlaresState

REVOKE = "FLARES-REVOKE"
RULINGS = {"uphold": "upheld", "dismiss": "dismissed"}

# They read after "… was already".
_RULED = {"upheld": LocalText("upheld", "confermata"),
          "dismissed": LocalText("dismissed", "respinta")}


def check_ruling(state: FlaresState, move: Move, now_ms: int) -> None:
    number = move.payload["flag"]
    flag = next((flag for flag in state.flags if flag.id == number and flag.rule == REVOKE), None)
    if flag is None:
        raise RuleViolation("FLARES-NO-FLAG", flag=number)
    player, trick = Seat(flag.seat), dict(flag.details)["t"]
    if flag.round != state.round:
        raise RuleViolation("FLARES-FLAG-PAST-ROUND", player=player, t=trick, round=flag.round)
    if flag.status != "open":
        raise RuleViolation("FLARES-FLAG-RULED", player=player, t=trick,
                            ruling=_RULED[flag.status], status=flag.status)


def rule_on_flag(state: FlaresState, move: Move, now_ms: int) -> FlaresState:
    status = RULINGS[move.payload["ruling"]]
    flags = tuple(replace(flag, status=status) if flag.id == move.payload["flag"] else flag
                  for flag in state.flags)
    return replace(state, flags=flags)
