"""Every success the OpenAPI document lists, but a 204, says what its body is, so a generated
client has a model for it and the API tests' response validation (tests/openapi_responses.py) has
something to hold the answer to. The tournaments' and series' answers are documented without
being dumped (api/schemas.py AsBuilt): they go out as built, and the validation catches a member
the document lacks as surely as a missing one."""
from __future__ import annotations

from api.tournaments.answers import TournamentViewSchema
from tests.openapi_responses import checker_for

from .test_openapi_responses import Answer
from .tournament_support import create, organiser

METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}


def test_every_2xx_answer_but_204_has_a_schema(api):
    document = api.get("/openapi.json").get_json()
    shared = document["components"].get("responses", {})
    missing = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if method not in METHODS:
                continue
            for status, answer in operation["responses"].items():
                if not status.startswith("2") or status == "204":
                    continue
                if "$ref" in answer:
                    answer = shared[answer["$ref"].rsplit("/", 1)[1]]
                content = answer.get("content") or {}
                if not content or any("schema" not in media for media in content.values()):
                    missing.append(f"{method.upper()} {path} {status}")
    assert not missing, missing


def test_a_documented_tournament_answer_goes_out_as_built():
    built = {"id": "t1", "not_in_the_schema": [1, 2.5]}
    assert TournamentViewSchema().dump(built) is built


def test_a_tournament_answer_with_a_member_the_document_does_not_name_is_caught(app, api):
    made = create(api)
    view = api.get(f"/tournaments/{made['id']}").get_json()
    view["players"][0]["phone"] = "+39 333"
    problems = checker_for(app).problems("GET", f"/api/v1/tournaments/{made['id']}", Answer(200, view))
    assert any("'phone' was unexpected" in problem for problem in problems), problems


def test_a_series_answer_missing_a_member_is_caught(app, api):
    made = api.post("/series", json={"name": "Thursdays", "game": "ekeq"}).get_json()
    del made["series"]["scoring"]["best"]
    problems = checker_for(app).problems("POST", "/api/v1/series", Answer(201, made))
    assert any("'best' is a required property" in problem for problem in problems), problems


def test_a_nullable_member_is_its_schema_or_null_not_any_object(app, api):
    """apispec would document a nullable nested schema as "it, or any object" for OpenAPI 3.0."""
    made = create(api)
    for player in made["tournament"]["players"]:
        api.post(f"/tournaments/{made['id']}/check-in", json={"code": player["code"]})
    view = organiser(api, made, "/rounds").get_json()
    path = f"/api/v1/tournaments/{made['id']}"
    assert checker_for(app).problems("GET", path, Answer(200, view)) == []
    view["rounds"][0]["tables"][0]["why"] = {"because": "we said so"}
    problems = checker_for(app).problems("GET", path, Answer(200, view))
    assert any("tables/0/why: {'because'" in problem for problem in problems), problems
