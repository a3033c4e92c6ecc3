"""Holding data to a published shape: JSON Schema validation of what the API and the games hand
out, against the schemas the OpenAPI document and the catalogue publish (OpenAPI 3.0's
`nullable` read as JSON Schema's `null` type)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import jsonschema_rs
from jsonschema import Draft7Validator

from api.json_schemas import Standalone


class QuickValidator:
    """A Draft 7 validator whose verdict comes from jsonschema_rs (compiled: a tenth of
    jsonschema's time on a match view, which the API tests check some hundred thousand times),
    and whose explanation, when data does not fit, comes from jsonschema: its errors name the
    place and the rule, and it stays the judge (what it finds is what is reported)."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self._fits = jsonschema_rs.Draft7Validator(schema).is_valid
        self._explain = Draft7Validator(schema)

    def iter_errors(self, data: Any):
        return iter(()) if self._fits(data) else self._explain.iter_errors(data)


def nullable_as_type(schema: Any) -> Any:
    """OpenAPI 3.0 says `nullable: true`; JSON Schema says `type: [..., "null"]`."""
    if isinstance(schema, list):
        return [nullable_as_type(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    converted = {key: nullable_as_type(value) for key, value in schema.items() if key != "nullable"}
    if schema.get("nullable"):
        if "type" in converted:
            types = converted["type"] if isinstance(converted["type"], list) else [converted["type"]]
            converted["type"] = [*types, "null"]
        if "enum" in converted:
            converted["enum"] = [*converted["enum"], None]
        if "$ref" in converted or "allOf" in converted or "oneOf" in converted or "anyOf" in converted:
            converted = {"anyOf": [converted, {"type": "null"}]}
    return converted


@lru_cache(maxsize=1)
def _standalone() -> Standalone:
    return Standalone()


@lru_cache(maxsize=None)
def _validator(schema_class: type) -> QuickValidator:
    return QuickValidator(nullable_as_type(_standalone().json_schema(schema_class)))


def shape_errors(data: Any, schema_class: type) -> list[str]:
    """Where `data` does not fit `schema_class`'s JSON Schema, one line per place."""
    return [f"{'/'.join(map(str, error.absolute_path)) or '(top)'}: {error.message}"
            for error in _validator(schema_class).iter_errors(data)]


def assert_fits(data: Any, schema_class: type) -> None:
    errors = shape_errors(data, schema_class)
    assert not errors, f"{schema_class.__name__}: " + "; ".join(errors[:10])
