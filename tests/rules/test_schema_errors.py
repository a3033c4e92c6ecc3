"""422 messages say what to send: the accepted names for an unknown field, ours for the spec's,
and the expected shape where marshmallow only says the type was wrong."""
from __future__ import annotations

import pytest
from marshmallow import Schema, ValidationError, fields

from rules import referee
from rules.registry import GAMES
from rules.schema_errors import explain_messages


class Ref(Schema):
    ref = fields.String(required=True)


class Pick(Schema):
    spec_names = {"n": "count"}
    count = fields.Integer(required=True)
    cards = fields.List(fields.Nested(Ref), required=True)


def messages(schema: Schema, data: dict) -> dict:
    with pytest.raises(ValidationError) as raised:
        schema.load(data)
    return explain_messages(raised.value.messages, schema)


def test_the_spec_name_of_a_field_is_answered_with_ours():
    assert messages(Pick(), {"n": 2, "cards": []})["n"] == ['Unknown field "n": this API calls it "count".']


def test_an_unknown_field_lists_the_accepted_ones():
    assert messages(Pick(), {"count": 1, "cards": [], "colour": "red"})["colour"] == [
        'Unknown field "colour"; accepted: "count", "cards".']


def test_a_bare_value_where_an_object_is_wanted_names_the_object():
    assert messages(Pick(), {"count": 1, "cards": ["7H"]})["cards"] == {
        0: {"_schema": ['Invalid input type. Expected an object with "ref".']}}


def test_a_missing_list_says_what_it_holds():
    assert messages(Pick(), {"count": 1})["cards"] == [
        'Missing data for required field. Expected a list of objects with "ref".']


def test_a_message_that_names_the_type_is_left_alone():
    assert messages(Pick(), {"count": "two", "cards": []})["count"] == ["Not a valid integer."]


def test_a_move_payload_and_the_options_get_the_same_wording():
    golf = GAMES["mini-golf"]
    with pytest.raises(ValidationError) as raised:
        referee.parse(golf, "start_hole", 0, {"discard": "5C"})
    assert raised.value.messages["payload"]["discard"][0].startswith('Unknown field "discard"; accepted: ')
    with pytest.raises(ValidationError) as raised:
        referee.new_game(golf, 2, {"hole_count": 9})
    assert raised.value.messages["hole_count"][0].startswith('Unknown field "hole_count"; accepted: "')
