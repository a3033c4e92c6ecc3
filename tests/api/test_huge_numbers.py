"""A JSON number of any size gets a problem document, never a 500, on every endpoint with a JSON body.

Python turns at most 4,300 digits into an integer: past that its JSON decoder raises a ValueError
of its own, not the JSONDecodeError webargs answers, so the body is refused as not JSON (400), as
JSON nested past the interpreter's limits is (test_bad_input.py). An integer of 4,000 digits is
read, and then refused as a field beyond its bounds (422 naming the field). The endpoints are read
from the OpenAPI document, so a new one is tried as soon as it exists.
"""
from __future__ import annotations

import json
import re
from typing import Any, Iterator

import pytest

from rules import registry
from tests.client import ApiClient

from .golf_h01 import HOLE_H01
from .schema_walk import minimal, resolve, with_path_values

PAST_PYTHONS_LIMIT = "1" * 4301
HUGE = int("9" * 4000)  # read by Python's decoder, beyond every bound of the document


@pytest.fixture
def api(module_app) -> ApiClient:
    """One app per backend for the whole module: each case makes its own data and reads no other."""
    return ApiClient(module_app.test_client())


@pytest.fixture
def document(api) -> dict[str, Any]:
    return api.get("/openapi.json").get_json()


def _json_bodies(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, schema) of every operation that takes a JSON body."""
    found = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                found.append((method.upper(), path, content["application/json"]["schema"]))
    return found


def _branches(schema: dict[str, Any], components: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Each shape a body may take (the match and move bodies are one per game and move)."""
    schema = resolve(schema, components)
    for branch in schema.get("anyOf", [schema]):
        yield resolve(branch, components)


def _send(api: ApiClient, method: str, path: str, body: str):
    return api.request(method, with_path_values(path), data=body, content_type="application/json")


def _refused_as_not_json(answer) -> bool:
    return (answer.status_code == 400 and answer.mimetype == "application/problem+json"
            and answer.get_json()["errors"] == {"json": ["Invalid JSON body."]})


def _field_errors(answer) -> dict[str, Any]:
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json", \
        (answer.status_code, answer.get_data()[:300])
    return answer.get_json()["errors"]


def test_an_integer_past_pythons_digit_limit_is_400_on_every_json_endpoint(api, document):
    bodies = _json_bodies(document)
    assert len(bodies) >= 30
    components = document["components"]["schemas"]
    for method, path, schema in bodies:
        inside = minimal(next(_branches(schema, components)), components)
        for body in (f'{{"n": {PAST_PYTHONS_LIMIT}}}', f"[-{PAST_PYTHONS_LIMIT}]",
                     json.dumps(inside)[:-1] + f', "n": {PAST_PYTHONS_LIMIT}}}'):
            answer = _send(api, method, path, body)
            assert _refused_as_not_json(answer), (method, path, answer.status_code,
                                                  answer.get_data()[:300])


def test_no_route_that_takes_a_body_answers_such_an_integer_with_a_500(module_app, api):
    """The app's own routes, documented or not: one that read a body some other way than the
    documented parser would still be tried here."""
    tried = 0
    for rule in module_app.url_map.iter_rules():
        for method in sorted(rule.methods & {"POST", "PUT", "PATCH"}):
            path = re.sub(r"<[^>]+>", "1", rule.rule)
            answer = module_app.test_client().open(path, method=method, data=f"[{PAST_PYTHONS_LIMIT}]",
                                                    content_type="application/json")
            assert answer.status_code < 500, (method, rule.rule, answer.get_data()[:300])
            tried += 1
    assert tried >= 35


def test_a_huge_integer_in_any_field_of_any_json_body_is_422_naming_the_field(api, document):
    components = document["components"]["schemas"]
    tried = 0
    for method, path, schema in _json_bodies(document):
        for branch in _branches(schema, components):
            base = minimal(branch, components)
            for name in branch.get("properties", {}):
                answer = _send(api, method, path, json.dumps({**base, name: HUGE}))
                assert name in _field_errors(answer), (method, path, name)
                tried += 1
    assert tried >= 100


def test_a_huge_integer_inside_a_fields_object_is_never_a_500(api, document):
    """One level down, where the object is the game's (options, payloads) or a nested shape."""
    components = document["components"]["schemas"]
    tried = set()
    for method, path, schema in _json_bodies(document):
        for branch in _branches(schema, components):
            base = minimal(branch, components)
            for name, field in branch.get("properties", {}).items():
                inner = next(_branches(field, components))
                if "object" not in str(inner.get("type")):
                    continue
                for key in [*inner.get("properties", {}), "n"]:
                    nested = {**minimal(inner, components), key: HUGE}
                    answer = _send(api, method, path, json.dumps({**base, name: nested}))
                    assert 400 <= answer.status_code < 500, (method, path, name, key,
                                                             answer.get_data()[:300])
                    tried.add(f"{path} {name}")
    assert {"/api/v1/matches options", "/api/v1/matches/{match_id}/moves payload"} <= tried


@pytest.mark.parametrize("slug", sorted(registry.GAMES))
def test_a_huge_integer_as_any_option_or_payload_field_of_a_game_is_422(api, slug):
    info = registry.GAMES[slug].info
    players = [f"P{n}" for n in range(info.max_players)]
    game = api.get(f"/games/{slug}").get_json()
    for name in game["options"]["properties"]:
        refused = api.post("/matches", json={"game": slug, "players": players,
                                             "options": {name: HUGE}})
        assert "options" in _field_errors(refused), name
    match = api.create(slug, players)
    components = api.get("/openapi.json").get_json()["components"]["schemas"]
    for move in game["moves"]:
        base = minimal(move["payload"], components)
        for name in resolve(move["payload"], components).get("properties", {}):
            refused = api.move(match, 0, move["type"], {**base, name: HUGE})
            assert "payload" in _field_errors(refused), (move["type"], name)
    assert api.view(match)["version"] == 0


def test_a_correction_with_a_huge_integer_is_422_and_changes_nothing(api):
    match = api.create()
    api.play(match, *HOLE_H01[0])
    answer = api.post(f"/matches/{match['id']}/corrections", token=match["host_token"],
                      json={"seq": 1, "payload": {"initial_discard": HUGE}})
    assert "payload" in _field_errors(answer)
    assert api.view(match)["version"] == 1
