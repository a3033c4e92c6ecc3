"""Half-Zero's phone texts (docs/games/half-zero.md §2.5): every rule id the game can raise has an English and
an Italian message, and both fill in the same values."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from rules.games.half_zero import INFO
from rules.games.half_zero.messages import HALF_ZERO_RULES

PACKAGE = Path(__file__).parents[3] / "rules" / "games" / "half_zero"
SPEC_RULE_IDS = {
    "HALFZERO-SETUP-SUITS", "HALFZERO-WRONG-SUIT", "HALFZERO-BASE-CARD", "HALFZERO-HAND-EMPTY",
    "HALFZERO-ALREADY-PLAYED", "HALFZERO-NOT-IN-HAND", "HALFZERO-MUST-PLAY-CARD",
    "HALFZERO-OPTOUT-NOT-ALLOWED", "HALFZERO-OPTOUT-LIMIT", "HALFZERO-OPTOUT-TOO-LATE",
    "HALFZERO-NO-WILD", "HALFZERO-WILD-IN-TIEBREAK", "HALFZERO-REVEAL-INCOMPLETE",
    "HALFZERO-NOT-TIED", "HALFZERO-NOT-TURN-WINNER", "HALFZERO-POINT-WRONG-SUIT",
    "HALFZERO-POINT-ALREADY-REVEALED", "HALFZERO-HAND-SIZE", "HALFZERO-AUDIT-MISMATCH",
}
# The spec has no round-at-a-time entry (depth "hand"); what only it can get wrong is the service's own.
ROUND_AT_A_TIME_RULE_IDS = {"HALFZERO-TOO-MANY-POINTS"}


def placeholders(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def test_every_rule_id_of_the_spec_and_of_a_round_at_a_time_has_a_message():
    assert set(HALF_ZERO_RULES) == SPEC_RULE_IDS | ROUND_AT_A_TIME_RULE_IDS


def test_every_rule_id_the_code_raises_has_a_message():
    source = "\n".join(path.read_text() for path in PACKAGE.glob("*.py"))
    raised = set(re.findall(r'RuleViolation\(\s*"([A-Z-]+)"', source))
    raised |= set(re.findall(r'RULE = "([A-Z-]+)"', source))
    assert raised and raised <= set(INFO.rules)
    assert {rule for rule in raised if rule.startswith("HALFZERO-")} == SPEC_RULE_IDS | ROUND_AT_A_TIME_RULE_IDS


@pytest.mark.parametrize("rule_id", sorted(HALF_ZERO_RULES))
def test_italian_messages_fill_in_the_same_values_as_english(rule_id):
    text = HALF_ZERO_RULES[rule_id]
    assert text.en != text.it
    assert placeholders(text.en) == placeholders(text.it)
