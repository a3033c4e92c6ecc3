"""Whatever a client sends, the answer is a problem document and nothing is lost."""
from __future__ import annotations

import io
import json
import re

import pytest

MAX_BODY = 64 * 1024  # MAX_CONTENT_LENGTH


@pytest.mark.parametrize("body, content_type, status", [
    ("", "application/json", 422),
    ("{oops", "application/json", 400),
    ("[]", "application/json", 422),
    ('"text"', "application/json", 422),
    ('{"game": "mini-golf", "players": "Ann"}', "application/json", 422),
    ('{"game": "mini-golf", "players": [1, 2]}', "application/json", 422),
    ('{"game": "mini-golf", "players": ["A", "B"], "options": []}', "application/json", 422),
    ("game=mini-golf", "application/x-www-form-urlencoded", 422),
])
def test_match_creation_refuses_garbage_with_a_problem(api, body, content_type, status):
    response = api.post("/matches", data=body, content_type=content_type)
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["status"] == status


@pytest.mark.parametrize("headers", [{"If-Match": "soon"}, {"Idempotency-Key": "k" * 201},
                                     {"Idempotency-Key": "   "},
                                     {"Idempotency-Key": "k" * 200 + " " * 17},
                                     {"If-Match": '"1"' + " " * 38}])
def test_bad_concurrency_headers_are_422_and_play_nothing(api, headers):
    match = api.create()
    response = api.move(match, 0, "start_hole", {"initial_discard": "5C"}, headers=headers)
    assert response.status_code == 422
    assert api.view(match)["version"] == 0


def test_an_if_none_match_beyond_its_documented_length_is_422(api):
    match = api.create()
    answer = api.get(f"/matches/{match['id']}", token=match["host_token"],
                     headers={"If-None-Match": '"0", ' * 40 + '"0"'})
    assert answer.status_code == 422 and "If-None-Match" in answer.get_json()["errors"]
    assert api.get(f"/matches/{match['id']}", token=match["host_token"],
                   headers={"If-None-Match": '"0"'}).status_code == 304


@pytest.mark.parametrize("authorization", ["Basic dXNlcjpwdw==", "Bearer", "Bearer  ", "token"])
def test_malformed_authorization_is_401(api, authorization):
    match = api.create()
    response = api.get(f"/matches/{match['id']}", headers={"Authorization": authorization})
    assert response.status_code == 401


@pytest.mark.parametrize("query", ["after=-1", "after=two"])
def test_bad_log_query_is_422(api, query):
    match = api.create()
    assert api.get(f"/matches/{match['id']}/moves?{query}",
                   token=match["host_token"]).status_code == 422


def test_unknown_route_and_wrong_method_are_problems(api):
    missing = api.get("/nowhere")
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"
    wrong = api.request("DELETE", "/games")
    assert wrong.status_code == 405 and wrong.mimetype == "application/problem+json"


def test_undo_body_of_the_wrong_type_is_422(api):
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    response = api.post(f"/matches/{match['id']}/undo", token=match["host_token"],
                        json={"target_seq": "1"})
    assert response.status_code == 422
    assert api.view(match)["version"] == 1


def test_a_match_log_is_bounded(app, api):
    app.extensions["table_referee"].max_moves = 2
    match = api.create()
    api.play(match, 0, "start_hole", {"initial_discard": "5C"})
    api.play(match, 1, "turn", {"source": "deck", "drawn": "2H", "replace": None, "removed": None})
    refused = api.move(match, 0, "turn", {"source": "deck", "drawn": "3H", "replace": None,
                                          "removed": None})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "MATCH-LOG-FULL"
    assert api.view(match)["version"] == 2


def test_an_unknown_field_in_a_body_lists_the_accepted_ones(api):
    answer = api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "Ben"], "option": {}})
    assert answer.status_code == 422
    assert answer.get_json()["errors"]["option"][0].startswith('Unknown field "option"; accepted: "game", ')


def test_an_unknown_option_lists_the_game_options(api):
    answer = api.post("/matches", json={"game": "mini-golf", "players": ["Ann", "Ben"],
                                        "options": {"hole_count": 9}})
    assert answer.status_code == 422
    assert 'accepted: "' in answer.get_json()["errors"]["options"]["hole_count"][0]


@pytest.mark.parametrize("body", [
    '{"game": "mini-golf", "players": ["A\\ud800", "B"]}',  # half a surrogate pair
    '{"game": "mini-golf", "players": ["A", "B"], "options": ' + "[" * 5000 + "]" * 5000 + "}",
])
def test_json_that_cannot_be_written_back_is_400(api, body):
    response = api.post("/matches", data=body, content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["errors"] == {"json": ["Invalid JSON body."]}


def test_escaped_characters_are_read_as_the_characters_they_name(api):
    """Only bodies with an escape are checked for half surrogate pairs; a whole pair is a name."""
    body = '{"game": "mini-golf", "players": ["Ann \\ud83c\\udccf", "B\\u00e9a"]}'
    response = api.post("/matches", data=body, content_type="application/json")
    assert response.status_code == 201
    assert [seat["name"] for seat in response.get_json()["match"]["seats"]] == ["Ann \U0001f0cf", "Béa"]


def _json_operations(app) -> list[tuple[str, str]]:
    """(method, path) of every operation of the OpenAPI document that takes a JSON body, its path
    parameters filled with a value of the right form (every id pattern there takes "1")."""
    spec = app.extensions["smorest_api"].spec.to_dict()
    return [(method.upper(), re.sub(r"\{[^}]+\}", "1", path)) for path, item in spec["paths"].items()
            for method, operation in item.items()
            if isinstance(operation, dict) and "application/json" in operation.get("requestBody", {}).get("content", {})]


def _chunked(client, method: str, path: str, body: bytes):
    """`body` with no Content-Length, as a chunked body reaches the app from gunicorn (which ends
    the stream itself, and says so with wsgi.input_terminated)."""
    return client.open(path, method=method, input_stream=io.BytesIO(body),
                       headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"},
                       environ_overrides={"wsgi.input_terminated": True})


def test_a_chunked_body_over_the_cap_is_413_as_a_sized_one_on_every_json_operation(app):
    client = app.test_client()
    body = json.dumps({"name": "x" * MAX_BODY}).encode()
    operations = _json_operations(app)
    assert {("POST", "/api/v1/matches"), ("POST", "/api/v1/matches/1/moves"), ("POST", "/api/v1/join")} <= set(operations)
    for method, path in operations:
        sized = client.open(path, method=method, data=body, content_type="application/json")
        chunked = _chunked(client, method, path, body)
        assert sized.status_code == 413, (method, path)
        assert (chunked.status_code, chunked.mimetype, chunked.get_json()) == (
            413, "application/problem+json", sized.get_json()), (method, path)


@pytest.mark.parametrize(("padding", "status"), [(0, 201), (1, 413)])
def test_a_chunked_body_may_reach_the_cap_but_not_pass_it(app, padding, status):
    body = json.dumps({"game": "mini-golf", "players": ["A", "B"]}).encode()
    body += b" " * (MAX_BODY - len(body) + padding)
    assert _chunked(app.test_client(), "POST", "/api/v1/matches", body).status_code == status
