"""What a Sixes payload's schema refuses (422 over HTTP, with field messages that say what to
send) rather than the rules: a value no state of the game could accept."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from rules import referee
from rules.games.sixes import SIXES
from rules.games.sixes.schemas import SixesOptions


def payload_errors(move_type: str, **payload) -> dict:
    with pytest.raises(ValidationError) as refused:
        referee.parse(SIXES, move_type, 0, payload)
    return refused.value.messages["payload"]


def test_sixes_a_lobby_change_to_an_option_no_table_can_play_is_a_payload_error():
    assert payload_errors("options_changed", options={"similarity_mode": "fuzzy"}) == {
        "options": {"similarity_mode": ["Must be one of: identical, close_enough."]}}
    assert "round_plan" in payload_errors("options_changed", options={"round_plan": ["match"]})["options"]
    assert "colour" in payload_errors("options_changed", options={"colour": "red"})["options"]
    referee.parse(SIXES, "options_changed", 0, {"options": {"timer_seconds": 90}})


def test_sixes_a_round_plan_of_the_wrong_length_says_what_to_send():
    with pytest.raises(ValidationError) as refused:
        SixesOptions().load({"round_plan": ["match"] * 5})
    assert refused.value.messages == {"round_plan": [
        "List six round types, one per round: match, unique or lightning."]}


def test_sixes_a_blank_card_text_is_a_payload_error_that_says_what_to_send():
    assert payload_errors("card_set", texts=["  "]) == {
        "texts": {0: ["Type the card's words: a blank text is no card."]}}
    assert payload_errors("card_set", texts=[]) == {"texts": [
        "Send the card as a list of texts: one, or six categories for a Lightning card."]}
    referee.parse(SIXES, "card_set", 0, {"texts": [" Fruits "]})
