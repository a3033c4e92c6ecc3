"""Accessibility of every screen of the phone app, in English and Italian; and the Italian
screens in Italian throughout.

axe-core (bundled by axe-playwright-python) audits each screen in the light and the dark scheme;
a serious or critical finding fails. Playwright hands axe to the page over the DevTools protocol,
which the app's Content-Security-Policy does not govern: the page keeps its production CSP, and
nothing is loaded into it from elsewhere.

Then every tap target is measured, no two elements may share a data-testid, and the main screens
are read with the text at 200%. In the Italian walk, no screen may show a string of the app's
English words or a raw key or value (tests/e2e/italian_check.py).
"""
from __future__ import annotations

import json

import pytest
from axe_playwright_python.base import AXE_SCRIPT

from rules.registry import GAMES
from tests.server import ROOT

from .a11y_screens import LANGUAGES, build, open_screen, start
from .italian_check import GAME_STRINGS, SHOWN_TEXT, EnglishDetector

# The first test to run pays the walk of every screen in both languages (the session fixture
# `findings`): 90 s on a quiet machine, past two minutes on a busy one.
pytestmark = [pytest.mark.e2e, pytest.mark.timeout(480)]

FAILING = ("serious", "critical")
# The dark scheme changes colours only: there, only the colour rules are run again.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
TAP = 44  # CSS px: WCAG 2.5.5's target size, and Apple's and Google's own minimum


@pytest.fixture(scope="session")
def findings(browser, live_server):
    """One phone (one browser context) with every screen's matches and tokens stored, shown each
    screen in each language once; each test then reads its own part of what was found there.
    Made once a session: a worker that runs other modules' tests between this module's would
    otherwise walk every screen again (about 90 s)."""
    built = build(live_server)
    # Service workers blocked: every navigation is the server's answer, never a cached shell.
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="light",
                                  service_workers="block")
    page = context.new_page()
    found = {"axe": [], "targets": [], "text": [], "errors": [], "english": [], "testids": []}
    page.on("pageerror", lambda error: found["errors"].append(str(error)))
    try:
        english = None
        for lang in LANGUAGES:
            start(page, live_server, built, lang)
            english = english or EnglishDetector(page.evaluate(GAME_STRINGS, sorted(GAMES)))
            for screen in built.screens:
                open_screen(page, live_server, screen)
                where = f"{screen.name} [{lang}]"
                found["axe"] += audit(page, where)
                found["targets"] += [f"{where}: {small}" for small in page.evaluate(SMALL_TARGETS, TAP)]
                found["testids"] += [f"{where}: {twice}" for twice in page.evaluate(DUPLICATE_TESTIDS)]
                if screen.main:
                    found["text"] += [f"{where}: {lost}" for lost in at_double_text_size(page)]
                if lang == "it":
                    found["english"] += [f"{where}: {text}" for text in english.offending(page.evaluate(SHOWN_TEXT))]
    finally:
        context.close()
    return found


def audit(page, where: str) -> list[str]:
    """axe's serious and critical findings on the shown screen, in the light and the dark scheme."""
    found = []
    for scheme, rules in (("light", None), ("dark", COLOUR_RULES)):
        page.emulate_media(color_scheme=scheme)
        for violation in axe(page, rules):
            if violation["impact"] in FAILING:
                targets = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:4])
                found.append(f"{where} {scheme}: {violation['id']} ({violation['impact']}) {targets}")
    page.emulate_media(color_scheme="light")
    return found


def axe(page, rules: list[str] | None = None) -> list[dict]:
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_SCRIPT)
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = {"type": "rule", "values": rules}
    return page.evaluate("options => axe.run(document, options)", options)["violations"]


def test_no_screen_has_a_serious_or_critical_axe_violation_in_either_scheme(findings):
    assert not findings["axe"], "\n".join(findings["axe"])
    assert not findings["errors"], findings["errors"]


# Buttons, links, fields, disclosure summaries, the language switch and the match's tabs. A link
# inside a sentence is exempt, as WCAG 2.5.8 exempts it: its height is the line's, and making it
# taller would pull the paragraph's lines apart. A link that stands alone is a target like a button.
SMALL_TARGETS = """(tap) => {
  const selector = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], summary, [role=tab]';
  const inline = (node) => getComputedStyle(node).display === 'inline';
  const inSentence = (node) => node.tagName === 'A' && inline(node) && [...node.parentNode.childNodes]
    .some((other) => other !== node && other.textContent.trim() && (other.nodeType === Node.TEXT_NODE || inline(other)));
  const shown = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  return [...document.querySelectorAll(selector)].filter((node) => shown(node) && !inSentence(node))
    .map((node) => [node, node.getBoundingClientRect()])
    .filter(([, box]) => box.width < tap - 0.5 || box.height < tap - 0.5)
    .map(([node, box]) => `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}`
      + `${node.getAttribute('class') ? '.' + (node.getAttribute('class') || '').trim().replace(/\\s+/g, '.') : ''}`
      + ` "${(node.textContent || node.getAttribute('aria-label') || '').trim().slice(0, 24)}"`
      + ` ${Math.round(box.width)}x${Math.round(box.height)}`);
}"""


def test_every_tap_target_is_at_least_44_css_px_both_ways(findings):
    assert not findings["targets"], "\n".join(findings["targets"])


# The phone's text at 200%, as a browser's text zoom sets it (the root font size), at 390 px: the
# text must grow, the page must not scroll sideways, and no box of fixed size with its overflow
# hidden may hold more text than it shows.
LOST_TEXT = """() => {
  const lost = [];
  const root = document.scrollingElement;
  if (root.scrollWidth > innerWidth) lost.push(`page ${root.scrollWidth}px wide`);
  const hides = (overflow) => overflow === 'hidden' || overflow === 'clip';
  for (const node of document.querySelectorAll('#screen *, header *')) {
    if (!node.getClientRects().length || !node.textContent.trim()) continue;
    const style = getComputedStyle(node);
    if ((hides(style.overflowY) && node.scrollHeight > node.clientHeight + 1)
        || (hides(style.overflowX) && node.scrollWidth > node.clientWidth + 1)) {
      lost.push(`clipped ${node.tagName.toLowerCase()}.${(node.getAttribute('class') || '').trim().replace(/\\s+/g, '.')}`
        + ` "${node.textContent.trim().slice(0, 24)}"`);
    }
  }
  return lost;
}"""
TEXT_SIZE = "() => parseFloat(getComputedStyle(document.body).fontSize)"
# A table too wide for its screen at the new size is stacked on the frame after the one that laid
# it out (js/fit-tables.js), as in a browser whose text size was just changed: a few frames pass.
SETTLED = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))"


def at_double_text_size(page) -> list[str]:
    normal = page.evaluate(TEXT_SIZE)
    page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")
    page.evaluate(SETTLED)
    try:
        doubled = page.evaluate(TEXT_SIZE)
        lost = page.evaluate(LOST_TEXT)
    finally:
        page.evaluate("() => { document.documentElement.style.fontSize = ''; }")
    return ([f"text {normal}px grew only to {doubled}px"] if doubled < 1.9 * normal else []) + lost


def test_text_at_200_percent_neither_scrolls_sideways_nor_is_clipped(findings):
    assert not findings["text"], "\n".join(findings["text"])


def test_a_round_countdown_in_its_last_seconds_fits_the_phone_at_200_percent(page, live_server):
    """The walk above meets a round's countdown at whatever second it has reached; its largest
    form, the last ten seconds, is put on the screen here on purpose."""
    page.goto(f"{live_server}/#/")
    page.wait_for_selector("[data-testid=home-create]")
    page.evaluate("""async () => {
      const {countdown} = await import("/js/components/countdown.js");
      document.documentElement.style.fontSize = '200%';
      document.getElementById('screen').prepend(countdown({state: 'running', deadline: Date.now() + 8000}));
    }""")
    page.wait_for_selector("[data-testid=countdown].final")
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth")


def test_no_italian_screen_shows_an_english_string_or_a_raw_key(findings):
    assert not findings["english"], "\n".join(findings["english"])


def test_the_check_of_italian_screens_can_fail():
    """The check itself, on texts a broken Italian screen would show, and on good Italian."""
    detector = EnglishDetector({"mini-golf": {"en": {"golf.yourTurn": "Your turn, {name}"},
                                              "it": {"golf.yourTurn": "Tocca a te, {name}"}}})
    shown = ["Scores", "tabs.scores", "golf.yourTurn", "reshuffle_discards", "Your turn, Ann",
             "House rules: standard", "Punteggi", "Tocca a te, Ann", "Flares", "Figure", "5H"]
    assert detector.offending(shown) == [
        "English 'Scores'", "raw key 'tabs.scores'", "raw key 'golf.yourTurn'",
        "raw value 'reshuffle_discards' in 'reshuffle_discards'", "English 'Your turn, Ann'",
        "English 'House rules: standard'"]


def test_the_check_knows_the_game_screens_own_words():
    """The game screens' words (pwa/i18n/<lang>/<game>.json) count as both languages': Italian
    Sixes says "Round", so "Round" is fine on an Italian screen; an English sentence of a game's
    screen, and its raw key, are not."""
    english, italian = (json.loads((ROOT / "pwa" / "i18n" / lang / "flares.json").read_text()) for lang in ("en", "it"))
    key, sentence = next((k, v) for k, v in english.items()
                         if v != italian[k] and "{" not in v and len(v.split()) >= 3)
    detector = EnglishDetector({})
    assert detector.offending(["Round", sentence, key]) == [f"English {sentence[:80]!r}", f"raw key {key!r}"]


# A data-testid names one element of the screen: tests and the docs' walkthroughs find controls by
# it, and the first of two would be taken without a word. A list's items each carry their own
# (`sx-done-0`, `sx-done-1`, …), so no testid may repeat at all.
DUPLICATE_TESTIDS = """() => {
  const byId = new Map();
  for (const node of document.querySelectorAll('[data-testid]')) {
    const id = node.dataset.testid;
    byId.set(id, [...(byId.get(id) || []), node]);
  }
  return [...byId].filter(([, nodes]) => nodes.length > 1).map(([id, nodes]) => `${id} x${nodes.length}`);
}"""


def test_no_screen_has_two_elements_with_one_testid(findings):
    assert not findings["testids"], "\n".join(findings["testids"])
