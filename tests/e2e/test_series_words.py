"""A series' own words on its screens (issue 35): its forms name what they make, and a series
with no event yet says so once, under its table, without an empty Events heading."""
from __future__ import annotations

import pytest

from . import ui

pytestmark = pytest.mark.e2e


def in_language(page, lang: str) -> None:
    """The phone in `lang`, read as the app starts."""
    page.goto("/#/")
    page.evaluate("lang => localStorage.setItem('tr.lang', lang)", lang)
    page.reload()
    page.wait_for_selector("[data-testid=home-create]")


@pytest.mark.parametrize(("lang", "series_name", "event_name"), [
    ("en", "Series name", "Event name"), ("it", "Nome della serie", "Nome della tappa")])
def test_a_series_forms_name_a_series_and_an_event_not_a_tournament(shared_phone, live_server, lang, series_name,
                                                                    event_name):
    page = shared_phone
    in_language(page, lang)
    page.goto("/#/series/new")
    assert page.inner_text("label[for=sn-name]") == series_name
    made = ui.api_call(f"{live_server}/api/v1/series", {"name": "Thursday golf", "game": "mini-golf"})
    page.evaluate("entry => localStorage.setItem('tr.series', JSON.stringify({[entry.id]: entry}))",
                  {"id": made["id"], "name": "Thursday golf", "token": made["organiser_token"], "savedAt": 1})
    page.goto(f"/#/series/{made['id']}")
    page.click("[data-testid=se-new-event]")
    assert page.inner_text("label[for=se-name]") == event_name


def test_a_series_with_no_event_says_so_once_without_an_events_heading(shared_phone, live_server):
    page = shared_phone
    in_language(page, "en")
    made = ui.api_call(f"{live_server}/api/v1/series", {"name": "Empty league", "game": "mini-golf"})
    page.goto(f"/#/series/{made['id']}")
    page.wait_for_selector("[data-testid=series]")
    headings = page.locator("[data-testid=series] h2").all_inner_texts()
    assert "Events" not in headings
    assert page.locator("text=No event has been played yet.").count() == 1
    assert page.locator("[data-testid=series-events]").count() == 0

    # Once an event is made (not yet played), it is listed under its heading.
    ui.api_call(f"{live_server}/api/v1/series/{made['id']}/tournaments", token=made["organiser_token"], body={
        "name": "Night 1", "profile": {"kind": "placement"}, "rounds": 1, "players": ["Ada", "Bea"]})
    page.reload()
    page.wait_for_selector("[data-testid=series-events]")
    assert "Events" in page.locator("[data-testid=series] h2").all_inner_texts()
    assert page.inner_text("[data-testid=series-events]").startswith("Night 1")
