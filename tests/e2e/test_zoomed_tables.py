"""Every game's table and score sheet at 200% page zoom, in English and Italian: nothing scrolls
sideways, no word is broken in two, and no button's word runs past its edges.

A 390 × 844 phone zoomed to 200% lays its pages out 195 CSS px wide, its text at its usual size in
CSS px; the phone here is that: a 195 × 422 viewport at a device scale factor of 2. Each game has
two matches played with its own sample moves: one a few moves in (the table with its card picker
and its move entry), one played on until its first round is scored or the game is over (its score
tables filled in); Mini Golf is played so by four as well. Each table entered a hand at a time
shows its entry screen, and Flares its first round's result above the next round's entry; 2P6C's
quick log shows its form, empty and with a game's figures logged.
"""
from __future__ import annotations

import json

import pytest

from rules import registry
from rules.depths import QUICK, other_depths

from .a11y_screens import PLAYERS, Api, Built, Screen, flares_round_entered, open_screen, play_some_moves, quick_logged, start
from .fitting import BROKEN_WORDS, SPILLED, TOO_WIDE

pytestmark = pytest.mark.e2e

ZOOMED = {"viewport": {"width": 195, "height": 422}, "device_scale_factor": 2}
# Enough sample moves for every game's first scored round (or its end) with three players.
UNTIL_SCORED = 400
# Each game's table entered other than move by move, shown once its entry is: a hand at a time, or
# 2P6C's quick log of a solo game's end figures.
ENTRY = {"mini-golf": "[data-testid=golf-hand-entry]", "flares": "[data-testid=fl-trick-counts]",
         "collector": "[data-testid=co-hand-entry]", "half-zero": "[data-testid=hz-round-entry]",
         "2p6c": "[data-testid=solo-quick-form]"}


def scored(rules, state) -> bool:
    return bool(rules.scores(state).get("rounds"))


def tables(catalogue: list[dict]) -> list[tuple[dict, list[str]]]:
    """Each game at its own table size (three players, or as near as it allows), and Mini Golf at
    four too: a column more on its score sheet and a grid more on its table."""
    sized = [(game, PLAYERS[:max(game["min_players"], min(len(PLAYERS), game["max_players"]))])
             for game in catalogue]
    return sized + [(game, [*PLAYERS, "Dee"]) for game in catalogue if game["slug"] == "mini-golf"]


@pytest.fixture(scope="module")
def zoomed_screens(live_server) -> Built:
    """Each game's two matches, made as the create screen makes them (the creator plays seat 0),
    and their table and score screens; each table entered a hand at a time or as a quick log, at
    its entry screen; a round entered a hand at a time, its result above the next round's entry;
    and the solo quick log's form, empty and with its figures shown."""
    api = Api(live_server)
    built = Built()
    matches = {}

    def keep(created: dict, slug: str, title: str, names: list[str], seated: bool = True) -> None:
        """As the phone that made the match keeps it: playing seat 0, or (a table entered a hand
        at a time, or logged) the host's alone."""
        matches[created["id"]] = {"id": created["id"], "game": slug, "title": title,
                                  "token": created["host_token"], "host": True, "names": names,
                                  "joinCode": created["join_code"], **({"seat": 0} if seated else {})}

    for game, names in tables(api.call("/games")):
        slug, size = game["slug"], f"{len(names)} players"
        for stage, moves, until in (("mid-game", 6, lambda rules, state: False), ("scored", UNTIL_SCORED, scored)):
            created = api.call("/matches", {"game": slug, "players": names, "options": {}, "host_seat": 0})
            play_some_moves(api, slug, created, len(names), moves=moves, until=until)
            keep(created, slug, game["title"], names)
            built.screens.append(Screen(f"{slug} table, {size}, {stage}", f"#/match/{created['id']}", "[data-version]"))
            if stage == "scored":
                built.screens.append(Screen(f"{slug} scores, {size}", f"#/match/{created['id']}/scores", "h1"))
    for slug, rules in registry.GAMES.items():
        for depth in other_depths(rules.info.options_schema):
            names = PLAYERS[:1] if depth == QUICK else PLAYERS
            created = api.call("/matches", {"game": slug, "players": names, "options": {"depth": depth}})
            keep(created, slug, rules.info.title, names, seated=False)
            built.screens.append(Screen(f"{slug} table at {depth}", f"#/match/{created['id']}", ENTRY[slug]))
    entered = flares_round_entered(api)
    keep(entered, "flares", "Flares", PLAYERS, seated=False)
    built.screens.append(Screen("flares at hand, a round's result above the next", f"#/match/{entered['id']}",
                                "[data-testid=fl-result]"))
    built.storage["tr.matches"] = json.dumps(matches)

    solo = api.call("/2p6c/players", {"name": "Ada"})
    built.storage["tr.solo"] = json.dumps({"id": solo["id"], "name": solo["name"], "token": solo["token"]})
    built.screens += [Screen("2p6c quick log", "#/solo/quick", "[data-testid=solo-quick-form]"),
                      Screen("2p6c quick log, its figures", "#/solo/quick", "[data-testid=solo-quick-form]",
                             then=quick_logged)]
    return built


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_200_percent_zoom_no_table_or_score_sheet_scrolls_sideways_breaks_a_word_or_spills_out_of_a_button(
        browser, live_server, zoomed_screens, lang):
    context = browser.new_context(**ZOOMED, service_workers="block")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    found = []
    try:
        start(page, live_server, zoomed_screens, lang)
        assert page.evaluate("innerWidth") == 195
        for screen in zoomed_screens.screens:
            open_screen(page, live_server, screen)
            found += [f"{screen.name}: {wide}" for wide in page.evaluate(TOO_WIDE)]
            found += [f"{screen.name}: broken {word}" for word in page.evaluate(BROKEN_WORDS)]
            found += [f"{screen.name}: spilled {button}" for button in page.evaluate(SPILLED)]
    finally:
        context.close()
    assert not found, "\n".join(found)
    assert not errors, errors


def test_the_check_sees_a_word_broken_in_two_a_table_past_the_screen_and_a_word_past_its_button(
        browser, live_server):
    """The checks above, on what they are there to catch: a suit's name squeezed into a 44 px
    column with its words allowed to break anywhere, a table wider than the screen, and a button
    narrower than its label's one word."""
    context = browser.new_context(**ZOOMED)
    page = context.new_page()
    try:
        page.goto(f"{live_server}/#/")
        page.wait_for_selector("[data-testid=home-create]")
        page.evaluate("""() => {
          const column = document.createElement('p');
          column.style.cssText = 'width: 44px; overflow-wrap: anywhere';
          column.textContent = 'Diamonds';
          const table = document.createElement('table');
          table.style.cssText = 'width: 300px; table-layout: fixed';
          table.textContent = 'Round';
          const button = document.createElement('button');
          button.style.cssText = 'width: 50px; min-width: 0';
          button.textContent = 'Conferma';
          document.getElementById('screen').append(column, table, button);
        }""")
        assert page.evaluate(BROKEN_WORDS) == ['p "Diamonds"']
        assert page.evaluate(TOO_WIDE)[-1] == 'table "Round" 312px'
        [spilled] = page.evaluate(SPILLED)
        assert spilled.startswith('button "Conferma"')
    finally:
        context.close()
