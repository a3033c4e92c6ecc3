"""The catalogue in the reader's language: a game's texts (rules/texts.py) laid over its JSON
Schemas. An option gains `title` and `description`; an enum keeps `enum` (the contract is
extended, never changed) and gains `oneOf` [{const, title}], on `items` for a list and on the
branch that holds it for a word-or-number option; a move gains `title` and `entry`."""
from __future__ import annotations

import copy
from typing import Any

Json = dict[str, Any]


def enum_holders(spec: Json) -> list[Json]:
    """The parts of an option's schema that list enum values: itself, its items, its anyOf branches."""
    holders = [spec, spec.get("items") or {}, *spec.get("anyOf", [])]
    return [holder for holder in holders if "enum" in holder]


def enum_values(spec: Json) -> list[Any]:
    return [value for holder in enum_holders(spec) for value in holder["enum"]]


def localize_options(schema: Json, texts: Json) -> Json:
    """A localized copy: the converter's schema shares parts (an anyOf list) with the fields'
    metadata, which the OpenAPI document is built from."""
    schema = copy.deepcopy(schema)
    for name, spec in schema.get("properties", {}).items():
        words = texts["options"].get(name)
        if not words:
            continue
        spec["title"] = words["title"]
        spec["description"] = words["description"]
        choices = words.get("choices", {})
        for holder in enum_holders(spec):
            holder["oneOf"] = [{"const": value, "title": choices.get(str(value), str(value))}
                               for value in holder["enum"]]
    return schema


def localize_move(move: Json, texts: Json) -> Json:
    words = texts["moves"].get(move["type"])
    if not words:
        return move
    return {**move, "title": words["title"], "entry": words["entry"], "summary": words["summary"]}
