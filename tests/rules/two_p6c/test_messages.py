"""2P6C's phone messages are the spec's, verbatim (docs/games/2p6c.md §4.2), and every one has Italian."""
from __future__ import annotations

import json
import re
from pathlib import Path

from rules.games.two_p6c.messages import TWO_P6C_RULES

# The spec's §4.2 rule table and its two result lines, copied verbatim into the repository.
SPEC_TEXTS = json.loads((Path(__file__).parents[1] / "spec_texts" / "2p6c.json").read_text())
TABLE = SPEC_TEXTS["rule_table"]
RESULTS = SPEC_TEXTS["result_lines"]


def test_every_rule_of_the_spec_table_has_its_message_verbatim():
    assert len(TABLE) == 35 and len(RESULTS) == 2
    for rule_id, message in {**TABLE, **RESULTS}.items():
        assert TWO_P6C_RULES[rule_id].en == message, rule_id


def test_every_message_has_an_italian_text_with_the_same_placeholders():
    for rule_id, text in TWO_P6C_RULES.items():
        assert text.it and set(re.findall(r"{\w+}", text.it)) == set(re.findall(r"{\w+}", text.en)), rule_id
