"""EkeQ's rule texts read as docs/games/ekeq.md writes them (§C.4, §D.1.4, §D.2.6), each with an Italian text."""
from __future__ import annotations

import json
from pathlib import Path

from rules.games.ekeq import EKEQ

# The spec's rule tables (id and phone message), copied verbatim into the repository.
SPEC_TEXTS = Path(__file__).parents[1] / "spec_texts" / "ekeq.json"


def spec_rules() -> dict[str, str]:
    """Rule ids of the base game and both variants with their messages (the tournament's join
    them with tournaments)."""
    rows = json.loads(SPEC_TEXTS.read_text())
    return {rule: text for rule, text in rows.items() if not rule.startswith("EKEQ-TOUR-")}


def test_ekeq_every_rule_reads_as_the_spec_writes_it():
    texts = spec_rules()
    assert len(texts) == 39  # 23 of the base game, 9 of the climb variant, 7 of the family one
    for rule_id, text in texts.items():
        assert EKEQ.info.rules[rule_id].en == text, rule_id


def test_ekeq_every_rule_has_an_italian_text():
    for rule_id, text in EKEQ.info.rules.items():
        if rule_id.startswith(("EKEQ-", "COMMON-")):
            assert text.it and text.it != text.en, rule_id
