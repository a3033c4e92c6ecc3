"""The rules the catalogue says always answer 422 are exactly those the code only ever raises as
Malformed (a value no state of the game accepts), read from the rules' own source."""
from __future__ import annotations

import re
from pathlib import Path

from rules.errors import MALFORMED_RULES

RULES = Path(__file__).resolve().parents[2] / "rules"
RAISED = re.compile(r'\b(Malformed|RuleViolation|NotAuthorized)\(\s*"([A-Z0-9][A-Z0-9-]+)"')


def test_the_rules_refused_only_as_malformed_are_the_ones_the_catalogue_calls_422():
    raised: dict[str, set[str]] = {}
    for source in RULES.rglob("*.py"):
        for kind, rule in RAISED.findall(source.read_text()):
            raised.setdefault(rule, set()).add(kind)
    only_malformed = {rule for rule, kinds in raised.items() if kinds == {"Malformed"}}
    assert only_malformed == MALFORMED_RULES
    assert raised["CORE-BAD-PAYLOAD"] == {"Malformed", "RuleViolation"}  # by the value: 409 or 422
