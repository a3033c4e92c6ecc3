"""Security headers: no answer that may carry a token or a private view is ever stored by a cache;
every API answer has a Content-Security-Policy and nosniff, and nothing of the API can be framed,
the reference page included."""
from __future__ import annotations

import re

import pytest

from api.headers import is_public

from .tournament_support import create as create_tournament


def private_answers(api):
    """A real answer of each kind that carries a token or a seat's view."""
    match = api.create(players=["Ann", "Ben"])
    host, seat = match["host_token"], match["seats"][0]["token"]
    played = api.move(match, 0, "start_hole", {"initial_discard": "5C"})
    viewed = api.get(f"/matches/{match['id']}", token=seat)
    tournament = create_tournament(api)
    code = tournament["tournament"]["players"][0]["code"]
    return {
        "create": api.post("/matches", json={"game": "mini-golf", "players": ["A", "B"]}),
        "view": viewed,
        "view 304": api.get(f"/matches/{match['id']}", token=seat,
                            headers={"If-None-Match": viewed.headers["ETag"]}),
        "move": played,
        "log": api.get(f"/matches/{match['id']}/moves", token=seat),
        "export.json": api.get(f"/matches/{match['id']}/export.json", token=seat),
        "export.csv": api.get(f"/matches/{match['id']}/export.csv", token=seat),
        "qr": api.get(f"/matches/{match['id']}/qr.svg", token=host),
        "undo": api.post(f"/matches/{match['id']}/undo", token=host),
        "join": api.post("/join", json={"code": match["join_code"], "seat": 1}),
        "tournament": api.post("/tournaments", json={
            "name": "T", "game": "ekeq", "profile": {"kind": "win_type"}, "rounds": 1,
            "players": ["Ada", "Bea", "Cin"]}),
        "check-in": api.post(f"/tournaments/{tournament['id']}/check-in", json={"code": code}),
        "solo profile": api.post("/2p6c/players", json={"name": "Ann"}),
    }


def test_no_answer_carrying_a_token_or_a_private_view_may_be_stored(api):
    answers = private_answers(api)
    assert answers["view 304"].status_code == 304
    for kind, answer in answers.items():
        assert answer.status_code < 400, (kind, answer.get_json())
        assert answer.headers["Cache-Control"] == "no-store", kind


def concrete(path: str) -> str:
    return re.sub(r"<[^>]+>|\{[^}]+\}", "1", path)


def test_every_api_operation_but_the_public_documents_says_no_store(app, api):
    """Whatever it answers (a refusal too), for every operation of the OpenAPI document."""
    spec = api.get("/openapi.json").get_json()
    checked = 0
    for path, item in spec["paths"].items():
        for method in ("get", "post", "put", "patch", "delete"):
            if method not in item:
                continue
            response = api.client.open(concrete(path), method=method.upper())
            headers = response.headers
            assert headers["X-Content-Type-Options"] == "nosniff", path
            assert "frame-ancestors 'none'" in headers["Content-Security-Policy"], path
            if not is_public(path):
                assert headers["Cache-Control"] == "no-store", (method, path)
                checked += 1
    assert checked > 40
    assert {path for path in spec["paths"] if is_public(path)} >= {
        "/api/v1/games", "/api/v1/health", "/api/v1/time"}


@pytest.mark.parametrize("path, status", [("/api/v1/nowhere", 404), ("/api/v1/matches", 405)])
def test_refusals_outside_any_operation_say_no_store_too(app, path, status):
    response = app.test_client().open(path, method="DELETE")
    assert response.status_code == status
    assert response.headers["Cache-Control"] == "no-store"


def test_the_reference_page_runs_no_inline_code_and_cannot_be_framed(app):
    page = app.test_client().get("/api/v1/docs")
    assert page.status_code == 200
    policy = page.headers["Content-Security-Policy"]
    assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy
    assert "unsafe-inline" not in policy.split("script-src")[1].split(";")[0]
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    html = page.get_data(as_text=True)
    assert all(tag.startswith("<script src=") for tag in re.findall(r"<script[^>]*>", html))
    start = app.test_client().get("/api/v1/docs/assets/table-referee-docs.js")
    assert start.status_code == 200 and b"SwaggerUIBundle" in start.data
