"""A thin test client that speaks the API the way a phone does."""
from __future__ import annotations

import re
import uuid
from typing import Any

from tests.openapi_responses import checker_for


class ApiClient:
    """Every answer is checked against the OpenAPI document (tests/openapi_responses.py)."""

    def __init__(self, client) -> None:  # noqa: ANN001 - Flask test client
        self.client = client

    def request(self, method: str, path: str, *, token: str | None = None,
                json: Any = None, headers: dict[str, str] | None = None, **kwargs):
        all_headers = dict(headers or {})
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        response = self.client.open(f"/api/v1{path}", method=method, json=json,
                                    headers=all_headers, **kwargs)
        problems = checker_for(self.client.application).problems(method, f"/api/v1{path.split('?')[0]}", response)
        assert not problems, "the answer does not fit the OpenAPI document: " + "; ".join(problems[:5])
        return response

    def get(self, path: str, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs):
        return self.request("POST", path, **kwargs)

    def delete(self, path: str, **kwargs):
        return self.request("DELETE", path, **kwargs)

    def create(self, game: str = "mini-golf", players: list[str] | None = None,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
        response = self.post("/matches", json={"game": game, "players": players or ["A", "B"],
                                                "options": options or {}})
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def move(self, match: dict[str, Any], seat: int, type_: str, payload: dict[str, Any],
             *, token: str | None = None, key: str | None = None, **kwargs):
        headers = kwargs.pop("headers", {})
        headers.setdefault("Idempotency-Key", key or uuid.uuid4().hex)
        return self.post(f"/matches/{match['id']}/moves", token=token or match["host_token"],
                         json={"type": type_, "seat": seat, "payload": payload},
                         headers=headers, **kwargs)

    def play(self, match: dict[str, Any], seat: int, type_: str, payload: dict[str, Any],
             **kwargs) -> dict[str, Any]:
        response = self.move(match, seat, type_, payload, **kwargs)
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def view(self, match: dict[str, Any], token: str | None = None) -> dict[str, Any]:
        response = self.get(f"/matches/{match['id']}", token=token or match["host_token"])
        assert response.status_code == 200, response.get_json()
        return response.get_json()


def names_card(text: str, card: str) -> bool:
    """Whether an answer's text names `card` ("5D") as a value of its own: never as part of a
    random id or token ("Fy5Dq-…"), whose characters are letters, digits, "-" and "_"."""
    return re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text) is not None
