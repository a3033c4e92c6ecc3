"""JSON Schemas of marshmallow schemas, self-contained: the catalogue hands out a game's option,
payload, result and score sheet schemas one at a time, so none may point into the OpenAPI
document's `components`. Nested schemas are named per game (`SixesTarget`, not `Target`), so
two games never share a component by accident."""
from __future__ import annotations

import copy
from typing import Any

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.common import resolve_schema_cls
from marshmallow import Schema

Json = dict[str, Any]
REF_PREFIX = "#/components/schemas/"


def _game_prefixes() -> dict[str, str]:
    """Each game package's prefix for component names, as the OpenAPI document names its options
    (`MiniGolfOptions`): the slug's parts capitalised."""
    from rules import registry
    return {type(rules).__module__.rsplit(".", 1)[0]: "".join(part.capitalize() for part in slug.split("-"))
            for slug, rules in registry.GAMES.items()}


def schema_name(schema: Any) -> str:
    """A component name for a nested schema: its class name without `Schema`, after its game's
    prefix when it belongs to a game."""
    cls = resolve_schema_cls(schema)
    name = cls.__name__.removesuffix("Schema") or cls.__name__
    package = cls.__module__
    for module, prefix in _game_prefixes().items():
        if package == module or package.startswith(module + "."):
            return name if name.startswith(prefix) else prefix + name
    return name


def marshmallow_plugin() -> MarshmallowPlugin:
    return MarshmallowPlugin(schema_name_resolver=schema_name)


def inline(schema: Json, components: dict[str, Json]) -> Json:
    """`schema` with every `$ref` into `components` replaced by a copy of what it names. The
    games' schemas are trees, never cycles, so this ends."""
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            return inline(copy.deepcopy(components[ref.removeprefix(REF_PREFIX)]), components)
        return {key: inline(value, components) for key, value in schema.items()}
    if isinstance(schema, list):
        return [inline(item, components) for item in schema]
    return schema


class Standalone:
    """Converts schemas without an app (the rules' tests, tools): the same converter settings
    as the API's document."""

    def __init__(self) -> None:
        self.plugin = marshmallow_plugin()
        self.spec = APISpec("shapes", "1", "3.0.3", plugins=[self.plugin])

    def json_schema(self, schema: type[Schema] | Schema) -> Json:
        converted = self.plugin.converter.schema2jsonschema(schema)
        return inline(converted, self.spec.components.schemas)
