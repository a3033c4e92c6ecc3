"""The check every API test's answers go through (tests/openapi_responses.py) catches what it
is there to catch: an undocumented status, an error that is no problem document, a body that misses a member,
and a match view whose
result has another game's shape; and it reads the body of every answer Flask's test client gives."""
from __future__ import annotations

from tests.openapi_responses import checker_for


class Answer:
    """Just what the checker reads of a Flask response."""

    def __init__(self, status: int, body, mimetype: str = "application/json") -> None:
        self.status_code, self.body, self.mimetype = status, body, mimetype

    def get_json(self):
        return self.body


def test_an_answer_of_flasks_test_client_has_its_body_checked(app):
    """The test client hands every answer back as a stream (`is_streamed`), JSON too: the check
    once took that for an event stream and read no body at all."""
    answer = app.test_client().get("/api/v1/health")
    problems = checker_for(app).problems("GET", "/api/v1/time", answer)
    assert any("'now_ms' is a required property" in problem for problem in problems), problems


def test_an_answer_that_fits_passes(app, api):
    match = api.create()
    view = api.view(match)
    assert checker_for(app).problems("GET", f"/api/v1/matches/{match['id']}", Answer(200, view)) == []


def test_an_undocumented_status_is_caught(app, api):
    match = api.create()
    problems = checker_for(app).problems("GET", f"/api/v1/matches/{match['id']}", Answer(418, {}))
    assert problems and "418 is not documented" in problems[0]


def test_an_error_that_is_not_a_problem_document_is_caught(app, api):
    match = api.create()
    answer = Answer(404, {"title": 5}, "application/problem+json")
    problems = checker_for(app).problems("GET", f"/api/v1/matches/{match['id']}", answer)
    assert any("'status' is a required property" in problem for problem in problems)


def test_a_missing_member_is_caught(app, api):
    match = api.create()
    view = api.view(match)
    del view["to_move"]
    problems = checker_for(app).problems("GET", f"/api/v1/matches/{match['id']}", Answer(200, view))
    assert any("'to_move' is a required property" in problem for problem in problems)


def test_a_result_of_another_shape_than_its_games_is_caught(app, api):
    match = api.create()
    view = api.view(match)
    view["result"] = {"winners": [0], "totals": ["5½", 3], "termination": "holes_complete"}
    problems = checker_for(app).problems("GET", f"/api/v1/matches/{match['id']}", Answer(200, view))
    assert any("result/totals/0" in problem for problem in problems)
