"""Every number, string, list and object a client may send has a bound the OpenAPI document
states, and the service answers 422 beyond it: no request can make the service build a board, a
deck or a list of a size no real table uses. The checks read the document (and the catalogue) as a
client does, so a new field without a bound fails here, whatever game or endpoint it is in.
"""
from __future__ import annotations

import shutil
from typing import Any

import pytest

from api import create_app
from rules import registry

from .schema_walk import edges, minimal, request_values, resolve, unbounded, with_path_values

GAMES = sorted(registry.GAMES)


def _pascal(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


@pytest.fixture(scope="module")
def document(sqlite_template, tmp_path_factory) -> dict[str, Any]:
    # The document depends on the code only, never on the database behind it.
    database = tmp_path_factory.mktemp("document") / "referee.db"
    shutil.copyfile(sqlite_template, database)
    app = create_app({"DATABASE_URL": f"sqlite:///{database}", "RATELIMIT_ENABLED": False})
    try:
        return app.test_client().get("/api/v1/openapi.json").get_json()
    finally:
        app.extensions["table_referee"].hub.close()
        app.extensions["table_referee"].db.dispose()


@pytest.fixture(scope="module")
def components(document) -> dict[str, Any]:
    return document["components"]["schemas"]


def test_every_request_body_and_parameter_bounds_every_number_string_list_and_object(document,
                                                                                      components):
    found = [problem for where, schema in request_values(document)
             for problem in unbounded(schema, components, where)]
    assert found == []


@pytest.mark.parametrize("slug", GAMES)
def test_every_option_and_move_payload_of_a_game_is_bounded_in_the_document(slug, components):
    info = registry.GAMES[slug].info
    names = [f"{_pascal(slug)}Options",
             *(f"{_pascal(slug)}{_pascal(move)}Payload" for move in info.moves)]
    assert all(name in components for name in names)
    found = [problem for name in names
             for problem in unbounded({"$ref": f"#/components/schemas/{name}"}, components, name)]
    assert found == []


@pytest.mark.parametrize("slug", GAMES)
def test_the_catalogue_states_the_same_bounds_for_options_and_payloads(api, slug, components):
    game = api.get(f"/games/{slug}").get_json()
    found = list(unbounded(game["options"], components, f"{slug} options"))
    for move in game["moves"]:
        found += unbounded(move["payload"], components, f"{slug} {move['type']}")
    assert found == []


def test_the_walk_finds_an_unbounded_value_wherever_it_is(components):
    """The check itself: each kind of unbounded value is found, nested or not."""
    open_values = {"type": "object", "properties": {
        "n": {"type": "integer", "minimum": 0},
        "s": {"type": "string"},
        "l": {"type": "array", "maxItems": 3, "items": {"type": "string", "maxLength": 2}},
        "m": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 1}},
        "o": {"type": "object", "additionalProperties": {"type": "string", "maxLength": 2}},
        "x": {},
        "deep": {"anyOf": [{"type": "object", "properties": {"f": {"type": "number",
                                                                    "maximum": 1}}}]}}}
    assert sorted(unbounded(open_values, components, "t")) == sorted([
        "t.n: a number without maximum", "t.s: a string without maxLength",
        "t.m: a list without maxItems",
        "t.o: an object without maxProperties and propertyNames.maxLength",
        "t.x: any JSON value", "t.deep|anyOf[0].f: a number without minimum"])


# --- over HTTP: beyond a bound is 422, the bound itself is taken ---------------------------------

def _is_field_error(answer, *path: str) -> bool:
    """A 422 problem+json whose `errors` name the field at `path` (a schema refusal, not a rule's)."""
    if answer.status_code != 422 or answer.mimetype != "application/problem+json":
        return False
    errors = answer.get_json().get("errors") or {}
    for key in path:
        if not isinstance(errors, dict) or key not in errors:
            return False
        errors = errors[key]
    return True


def _players(slug: str) -> list[str]:
    return [f"P{n}" for n in range(registry.GAMES[slug].info.max_players)]


def _option_edges(slug: str, components) -> list[tuple[str, Any, Any]]:
    found = list(edges({"$ref": f"#/components/schemas/{_pascal(slug)}Options"}, components))
    assert found, f"{slug} has no bounded option to try"
    return found


@pytest.mark.parametrize("slug", GAMES)
def test_an_option_beyond_its_bound_is_422_and_its_bound_makes_a_match(api, slug, components):
    for name, largest, beyond in _option_edges(slug, components):
        refused = api.post("/matches", json={"game": slug, "players": _players(slug),
                                             "options": {name: beyond}})
        assert _is_field_error(refused, "options", name), (name, refused.get_json())
        if largest is None:
            continue
        taken = api.post("/matches", json={"game": slug, "players": _players(slug),
                                           "options": {name: largest}})
        assert taken.status_code == 201 or "rule" in taken.get_json(), (name, taken.get_json())
        assert not _is_field_error(taken, "options", name)


@pytest.mark.parametrize("slug", GAMES)
def test_a_move_field_beyond_its_bound_is_422_and_its_bound_reaches_the_rules(api, slug,
                                                                               components):
    match = api.create(slug, _players(slug))
    tried = 0
    for move in registry.GAMES[slug].info.moves:
        payload_schema = {"$ref": f"#/components/schemas/{_pascal(slug)}{_pascal(move)}Payload"}
        base = minimal(payload_schema, components)
        for name, largest, beyond in edges(payload_schema, components):
            tried += 1
            refused = api.move(match, 0, move, {**base, name: beyond})
            assert _is_field_error(refused, "payload", name), (move, name, refused.get_json())
            if largest is None:
                continue
            judged = api.move(match, 0, move, {**base, name: largest})
            assert judged.status_code < 500, (move, name, judged.get_json())
            assert not _is_field_error(judged, "payload", name), (move, name, judged.get_json())
    assert tried, f"{slug} has no bounded payload field to try"


def _component_bodies(document) -> list[tuple[str, str]]:
    found = []
    for path, operations in document["paths"].items():
        body = operations.get("post", {}).get("requestBody", {}).get("content", {})
        schema = body.get("application/json", {}).get("schema", {})
        if "$ref" in schema:
            found.append((path, schema["$ref"].rsplit("/", 1)[-1]))
    return found


def test_every_other_request_body_refuses_a_field_beyond_its_bound(api, document, components):
    bodies = _component_bodies(document)
    assert len(bodies) >= 15
    tried = set()
    for path, name in bodies:
        schema = resolve({"$ref": f"#/components/schemas/{name}"}, components)
        base = minimal(schema, components)
        for field, _largest, beyond in edges(schema, components):
            answer = api.post(with_path_values(path), json={**base, field: beyond})
            assert _is_field_error(answer, field), (path, field, answer.get_json())
            tried.add(name)
    # ResultBody holds one nested object, whose bounds the walk above checks.
    assert tried == {name for _path, name in bodies} - {"ResultBody"}


# The issue's values (a billion rows is left out: without the bound it would be built).
@pytest.mark.parametrize("options", [
    {"rows": 100_000}, {"decks": 100_000}, {"stall_limit": 1e18}, {"stall_limit": 10**18},
    {"rows": 12.0}, {"max_score_number": 1e3}])
def test_the_sizes_that_took_a_worker_down_are_refused_before_any_board_is_built(api, options):
    answer = api.post("/matches", json={"game": "2p6c", "players": ["A", "B"], "options": options})
    assert _is_field_error(answer, "options", *options)


def test_the_largest_2p6c_board_the_bounds_allow_is_made_for_six_players(api):
    match = api.create("2p6c", _players("2p6c"), {"decks": 6, "rows": 12, "stall_limit": 1000})
    assert api.view(match)["options"] | {"decks": 6, "rows": 12} == api.view(match)["options"]
