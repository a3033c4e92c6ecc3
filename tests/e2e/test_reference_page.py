"""The API reference page renders in a real browser from local assets only (no CDN)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_reference_page_lists_the_move_endpoint_without_leaving_the_server(page, live_server):
    foreign: list[str] = []
    # Its Content-Security-Policy forbids inline code: the page must not need any.
    blocked: list[str] = []
    page.on("console", lambda message: blocked.append(message.text)
            if "Content Security Policy" in message.text else None)
    page.on("pageerror", lambda error: blocked.append(str(error)))
    page.on("request", lambda request: None if request.url.startswith(live_server)
            or request.url.startswith("data:") else foreign.append(request.url))
    page.goto(f"{live_server}/api/v1/docs")
    page.wait_for_selector(".opblock", timeout=15_000)
    text = page.inner_text("body")
    assert "/api/v1/matches/{match_id}/moves" in text
    assert "Table Referee" in text
    assert foreign == []
    assert blocked == []


def test_reference_page_can_call_health_from_the_browser(page, live_server):
    page.goto(f"{live_server}/api/v1/docs")
    page.wait_for_selector(".opblock", timeout=15_000)
    answer = page.evaluate("fetch('/api/v1/health').then(r => r.json())")
    assert answer == {"status": "ok", "database": "sqlite"}
