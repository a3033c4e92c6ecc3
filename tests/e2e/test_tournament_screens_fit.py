"""Tournament and series screens on a phone, in English and Italian (issue 35): no word broken in
two and nothing wider than the screen, on a 390 × 844 phone and on the same phone zoomed to 200%
(195 × 422 CSS px at a device scale factor of 2, as in test_zoomed_tables.py); and the hall
displays' standings, on that phone, keep their columns side by side instead of one block per
player."""
from __future__ import annotations

import pytest

from . import tournament_screens
from .a11y_screens import LANGUAGES, Api, open_screen, start
from .fitting import BROKEN_WORDS, TOO_WIDE

pytestmark = pytest.mark.e2e

PHONE = {"viewport": {"width": 390, "height": 844}}
ZOOMED = {"viewport": {"width": 195, "height": 422}, "device_scale_factor": 2}

# Each body row of the standings whose cells do not sit side by side, left to right on one band:
# a table stacked into a block per player (css/app.css, table.stacked) lists them one under another.
NOT_IN_COLUMNS = """() => {
  const table = document.querySelector('#screen .standings');
  const rows = [...table.tBodies[0].rows].filter((row) => row.cells.length > 1);
  return rows.filter((row) => [...row.cells].some((cell, i) => i > 0 &&
    cell.getBoundingClientRect().left < row.cells[i - 1].getBoundingClientRect().right - 0.5))
    .map((row) => row.cells[1].textContent);
}"""


@pytest.fixture(scope="module")
def screens(live_server):
    return tournament_screens.build(live_server)


def walk(browser, live_server, screens, lang: str, device: dict, check) -> list[str]:
    """`check(page)`'s findings on every screen, named by screen; and any error the page raised."""
    context = browser.new_context(**device, service_workers="block")
    page = context.new_page()
    found = []
    page.on("pageerror", lambda error: found.append(f"error: {error}"))
    try:
        start(page, live_server, screens, lang)
        for screen in screens.screens:
            open_screen(page, live_server, screen)
            page.wait_for_timeout(100)  # tables are fitted a frame after they are drawn (fit-tables.js)
            found += [f"{screen.name}: {finding}" for finding in check(page, screen)]
    finally:
        context.close()
    return found


def fits(page, _screen) -> list[str]:
    return [*page.evaluate(TOO_WIDE), *(f"broken {word}" for word in page.evaluate(BROKEN_WORDS))]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("device", [PHONE, ZOOMED], ids=["390px", "200% zoom"])
def test_no_tournament_or_series_screen_breaks_a_word_or_scrolls_sideways(browser, live_server, screens, lang,
                                                                          device):
    found = walk(browser, live_server, screens, lang, device, fits)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_on_a_phone_the_hall_displays_keep_their_standings_in_columns(browser, live_server, screens, lang):
    def columns(page, screen) -> list[str]:
        if "hall display" not in screen.name:
            return []
        return [f"{name} stacked, not in columns" for name in page.evaluate(NOT_IN_COLUMNS)]
    found = walk(browser, live_server, screens, lang, PHONE, columns)
    assert not found, "\n".join(found)


def test_the_check_sees_the_hall_display_as_the_issue_found_it(browser, live_server):
    """The word check, on what it is there to catch: the hall display's rules before it was fitted
    to phones (2rem type, and words allowed to break anywhere to squeeze the columns) put back on
    the page, which then breaks its headings ("Poi/nts" here) as the issue saw "Play/er" and "Han/a"."""
    made = tournament_screens.tournament(Api(live_server), "playing")
    # The page's CSP lets no style in; only this test's page sets it aside, to put the old rules back.
    context = browser.new_context(**PHONE, service_workers="block", bypass_csp=True)
    page = context.new_page()
    try:
        page.goto(f"{live_server}/#/tournament/{made['id']}/display")
        page.wait_for_selector(".standings.big")
        assert page.evaluate(BROKEN_WORDS) == []
        page.add_style_tag(content=".tour-display, .tour-display :is(th, td) { overflow-wrap: anywhere !important; }"
                                   " .standings.big, .standings.big th { font-size: 2rem !important; }")
        page.wait_for_function("() => !document.querySelector('.standings').classList.contains('stacked')")
        broken = page.evaluate(BROKEN_WORDS)
        assert any(word.startswith("th ") for word in broken), broken  # a column's heading
    finally:
        context.close()
