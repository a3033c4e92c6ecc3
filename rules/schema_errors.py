"""422 messages that say what to send. Marshmallow answers "Unknown field." and "Invalid input
type."; a client with only the docs needs the accepted names and the expected shape, so the
messages are rewritten by walking the schema beside them.

A schema may name the spec's words for its fields, `spec_names = {"n": "count"}`: a client that
sends the spec's name is told ours."""
from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

UNKNOWN = "Unknown field."
MISSING = "Missing data for required field."
GENERIC = ("Invalid input type.", "Invalid type.")
WRONG_TYPE = ("Invalid input type.", "Not a valid integer.", "Not a valid string.", "Not a valid number.",
              "Not a valid boolean.", "Not a valid list.", "Invalid type.", "Not a valid mapping type.")


def shape(field: fields.Field) -> str:
    """What a field takes, in a few words of JSON."""
    if isinstance(field, fields.Nested):
        inner = _object_shape(field.schema)
        return f"a list of {_plural(inner)}" if field.many else inner
    if isinstance(field, fields.List):
        return f"a list of {_plural(shape(field.inner))}"
    if isinstance(field, fields.Tuple):
        return f"a list of {len(field.tuple_fields)}: " + ", ".join(shape(inner) for inner in field.tuple_fields)
    if isinstance(field, fields.Dict):
        return "an object"
    if isinstance(field, fields.Boolean):
        return "true or false"
    if isinstance(field, fields.Integer):
        return "an integer"
    if isinstance(field, fields.Number):
        return "a number"
    if isinstance(field, fields.String):
        choices = getattr(field, "metadata", {}).get("enum")
        return "one of " + ", ".join(f'"{choice}"' for choice in choices) if choices else "a string"
    return "a value of another type"


def _plural(words: str) -> str:
    for article in ("an ", "a "):
        if words.startswith(article):
            words = words[len(article):]
            break
    head, _, tail = words.partition(" ")
    return (head if head.endswith("s") else head + "s") + (" " + tail if tail else "")


def _wire_names(schema: Schema) -> list[str]:
    return [field.data_key or name for name, field in schema.fields.items() if not field.dump_only]


def _by_wire_name(schema: Schema) -> dict[str, fields.Field]:
    return {field.data_key or name: field for name, field in schema.fields.items()}


def explain_messages(messages: Any, schema: Schema) -> Any:
    """`messages` (marshmallow's, for `schema`) with each bare message made specific."""
    if not isinstance(messages, dict):
        return messages
    known = _by_wire_name(schema)
    spec_names: dict[str, str] = getattr(schema, "spec_names", {})
    explained: dict[Any, Any] = {}
    for key, value in messages.items():
        field = known.get(key) if isinstance(key, str) else None
        if key == "_schema" and isinstance(value, list):
            explained[key] = [f"{message} Expected {_object_shape(schema)}." if message in WRONG_TYPE
                              else message for message in value]
        elif field is None and value == [UNKNOWN]:
            explained[key] = [_unknown(key, spec_names, _wire_names(schema))]
        elif field is not None:
            explained[key] = _field_messages(value, field)
        else:
            explained[key] = value
    return explained


def _object_shape(schema: Schema) -> str:
    names = ", ".join(f'"{name}"' for name in _wire_names(schema))
    return f"an object with {names}" if names else "an object"


def _unknown(name: str, spec_names: dict[str, str], accepted: list[str]) -> str:
    if name in spec_names:
        return f'Unknown field "{name}": this API calls it "{spec_names[name]}".'
    names = ", ".join(f'"{item}"' for item in accepted)
    return f'Unknown field "{name}"; accepted: {names}.' if names else f'Unknown field "{name}": send no fields.'


def _shape_helps(field: fields.Field, message: str) -> bool:
    """"Not a valid integer." says it all; "Invalid input type." or a missing list of objects
    does not."""
    if message not in WRONG_TYPE and message != MISSING:
        return False
    return message in GENERIC or isinstance(field, (fields.Nested, fields.List, fields.Tuple, fields.Dict)) \
        or (message == MISSING and shape(field) != "a value of another type")


def _field_messages(value: Any, field: fields.Field) -> Any:
    if isinstance(value, list):
        return [f"{message} Expected {shape(field)}." if _shape_helps(field, message) else message
                for message in value]
    if not isinstance(value, dict):
        return value
    if isinstance(field, fields.Nested):
        if field.many:
            return {index: explain_messages(item, field.schema) for index, item in value.items()}
        return explain_messages(value, field.schema)
    if isinstance(field, fields.List):
        return {index: _field_messages(item, field.inner) for index, item in value.items()}
    if isinstance(field, fields.Dict) and field.value_field is not None:
        return {key: _field_messages(item.get("value", item)
                                     if isinstance(item, dict) and set(item) <= {"key", "value"} else item,
                                     field.value_field) for key, item in value.items()}
    return value
