"""Looking a word up in the agreed list, only when the rulebook allows it (docs/games/2p6c.md §4.5, A24).

"No one in the room may consult any official word list until after the acting player's
decision is complete", and decisions follow each other without a gap, so while the game is
being played (phases `play` and `final_challenge`) a lookup is refused with
2P6C-LOOKUP-DURING-DECISION. The one exception is the house option `allow_challenger_lookup`:
the challenger of an open challenge may look the challenged word up. Before play and once the
game is over, anyone may. Without an agreed list the answer says so, and offers the bundled
list's opinion as advice only.

A text that can be no word at all (WORD-CHARSET, WORD-MAXLEN) is refused as malformed, in any
phase: answering that consults no list, and it is wrong whenever it is asked.
"""
from __future__ import annotations

from typing import Any

from ...errors import Malformed, RuleViolation
from .challenges import ADVISORY_LIST, list_agreed, policy
from .spelling import check_text
from .state import TwoP6CState

DURING_PLAY = ("play", "final_challenge")


def lookup(state: TwoP6CState, seat: int | None, text: str) -> dict[str, Any]:
    try:
        word = check_text(text)
    except RuleViolation as violation:
        raise Malformed(violation.rule_id, **violation.params) from violation
    challenge = state.challenge
    challenger_may = state.options["allow_challenger_lookup"] and challenge is not None \
        and challenge.status == "open" and seat == challenge.challenger
    if state.phase in DURING_PLAY and not challenger_may:
        raise RuleViolation("2P6C-LOOKUP-DURING-DECISION")
    agreed = list_agreed(state.options)
    source = state.options["word_source"] if agreed else ADVISORY_LIST
    return {"text": word, "source": source, "agreed": agreed,
            "allowed": bool(policy(state.options, source).allows(word))}
