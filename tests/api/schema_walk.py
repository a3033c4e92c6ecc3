"""Reading the OpenAPI document as a client would: every value a request may carry, whether the
document bounds it, and values just inside and just beyond its bounds."""
from __future__ import annotations

import re
from typing import Any, Iterator

# What a request may carry that stays unbounded without a stated limit.
NUMBER_TYPES = ("integer", "number")


def resolve(schema: dict[str, Any], components: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _types(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type")
    return kind if isinstance(kind, list) else [kind] if kind else []


def _null_branch(schema: dict[str, Any]) -> bool:
    # How apispec renders the null of a nullable nested object: anyOf [the object, this].
    return schema.get("nullable") is True and schema.get("type") == "object" and len(schema) == 2


def unbounded(schema: dict[str, Any], components: dict[str, Any], where: str,
              seen: frozenset[str] = frozenset(), free_values: bool = False) -> Iterator[str]:
    """Every place under `schema` a client could send a number, string, list or object of any
    size: a number without minimum and maximum, a string without maxLength, a list without
    maxItems, an object open to any keys without maxProperties and a bound on its keys' length
    (x-propertyNames),
    and a value of any type at all, unless it is the value of such a bounded object (whose size
    the body limit then bounds)."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        if name not in seen:
            yield from unbounded(components[name], components, name, seen | {name})
        return
    if schema.get("readOnly") or _null_branch(schema):
        return
    for key in ("anyOf", "oneOf", "allOf"):
        for index, branch in enumerate(schema.get(key, [])):
            yield from unbounded(branch, components, f"{where}|{key}[{index}]", seen)
    types = _types(schema)
    if "enum" in schema or "const" in schema:
        return
    if not types and not any(key in schema for key in ("anyOf", "oneOf", "allOf", "properties")):
        if not free_values:
            yield f"{where}: any JSON value"
        return
    if any(t in NUMBER_TYPES for t in types):
        if "maximum" not in schema and "exclusiveMaximum" not in schema:
            yield f"{where}: a number without maximum"
        if "minimum" not in schema and "exclusiveMinimum" not in schema:
            yield f"{where}: a number without minimum"
    if "string" in types and "maxLength" not in schema:
        yield f"{where}: a string without maxLength"
    if "array" in types:
        if "maxItems" not in schema:
            yield f"{where}: a list without maxItems"
        yield from unbounded(schema.get("items", {}), components, f"{where}[]", seen)
    for name, inner in schema.get("properties", {}).items():
        yield from unbounded(inner, components, f"{where}.{name}", seen)
    extra = schema.get("additionalProperties")
    if "object" in types and extra is not False and not schema.get("properties"):
        # OpenAPI 3.0 has no propertyNames: the document states the keys' bound as an extension.
        bounded_keys = ("maxProperties" in schema
                        and "maxLength" in schema.get("x-propertyNames", {}))
        if not bounded_keys:
            yield f"{where}: an object without maxProperties and propertyNames.maxLength"
        if isinstance(extra, dict):
            yield from unbounded(extra, components, f"{where}{{}}", seen, free_values=bounded_keys)


def request_values(document: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every request body and parameter of every operation, by where it is."""
    for path, operations in document["paths"].items():
        shared = operations.get("parameters", [])
        for method, operation in operations.items():
            if method == "parameters":
                continue
            where = f"{method.upper()} {path}"
            for parameter in [*shared, *operation.get("parameters", [])]:
                yield f"{where} {parameter['in']} {parameter['name']}", parameter["schema"]
            for content_type, content in operation.get("requestBody", {}).get("content", {}).items():
                yield f"{where} body ({content_type})", content["schema"]


def with_path_values(path: str) -> str:
    """A document's path with a well-formed value for each parameter, under the test client's
    /api/v1: the body is checked before anything else, so no such match or tournament need exist."""
    return (path.replace("{round}", "1").replace("{table}", "1").replace("{seat}", "0")
            .replace("{match_id}", "m")
            .replace("{tournament_id}", "t").replace("{community_id}", "c").replace("{series_id}", "s")
            .replace("/api/v1", "", 1))


# --- values at and beyond a bound ---------------------------------------------------------------

def minimal(schema: dict[str, Any], components: dict[str, Any]) -> Any:
    """The smallest value the schema takes: what a required field gets while another is tested."""
    schema = resolve(schema, components)
    if "enum" in schema:
        return next(value for value in schema["enum"] if value is not None)
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return minimal(schema[key][0], components)
    types = _types(schema)
    if "object" in types or "properties" in schema:
        return {name: minimal(schema["properties"][name], components)
                for name in schema.get("required", [])}
    if "array" in types:
        return [minimal(schema.get("items", {}), components)] * schema.get("minItems", 0)
    if any(t in NUMBER_TYPES for t in types):
        low, high = schema.get("minimum", 0), schema.get("maximum", 0)
        return min(max(0, low), high)
    if "string" in types:
        return "a" * max(1, schema.get("minLength", 0))
    if "boolean" in types:
        return False
    return None


def edges(schema: dict[str, Any], components: dict[str, Any]) -> Iterator[tuple[str, Any, Any]]:
    """For each bound of a top-level field: (field, the largest value it takes, one beyond)."""
    schema = resolve(schema, components)
    for name, field in schema.get("properties", {}).items():
        field = resolve(field, components)
        if field.get("readOnly") or "enum" in field:
            continue
        for branch in field.get("anyOf", [field]):
            branch = resolve(branch, components)
            types = _types(branch)
            if "enum" in branch:
                continue
            if any(t in NUMBER_TYPES for t in types) and "maximum" in branch:
                yield name, branch["maximum"], branch["maximum"] + 1
                if "minimum" in branch:
                    yield name, branch["minimum"], branch["minimum"] - 1
            elif "string" in types and "maxLength" in branch:
                # A pattern may not take any string of that length (a name's blanks around it).
                largest = None if "pattern" in branch else "a" * branch["maxLength"]
                yield name, largest, "a" * (branch["maxLength"] + 1)
            elif "array" in types and "maxItems" in branch:
                item = resolve(branch.get("items", {}), components)
                count = branch["maxItems"]
                beyond = (_distinct(item, count + 1, components)
                          or [minimal(item, components)] * (count + 1))
                yield name, _distinct(item, count, components), beyond


def _distinct(item: dict[str, Any], count: int, components: dict[str, Any]) -> list[Any] | None:
    """`count` items, all different where they are free strings (lists whose items must differ),
    or None when the schema cannot give that many."""
    if "string" in _types(item) and "enum" not in item:
        width = max(len(str(count)), item.get("minLength", 1))
        words = [_word(n, width) for n in range(count)]
        if width > item.get("maxLength", width) or not all(
                re.fullmatch(item.get("pattern", ".*"), word) for word in words):
            return None
        return words
    if "enum" in item:
        return list(item["enum"])[:count] if len(item["enum"]) >= count else None
    return [minimal(item, components)] * count


def _word(n: int, width: int) -> str:
    # Letters only (a word list takes nothing else): n written in base 26, a-z.
    letters = ""
    while True:
        n, digit = divmod(n, 26)
        letters = "abcdefghijklmnopqrstuvwxyz"[digit] + letters
        if n == 0:
            break
    return letters.rjust(width, "a")
