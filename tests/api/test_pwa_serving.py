"""The phone app is served by Flask, with its service worker stamped with the shell's version."""
from __future__ import annotations

import json
import posixpath
import re
import shutil

from api.routes import pwa
from rules.registry import GAMES
from rules.tournaments.series_table import PER_EVENT, SERIES_TIEBREAKS
from rules.tournaments.tournament import SEATINGS
from tests.server import ROOT


def _shell_list(source: str) -> list[str]:
    return json.loads(re.search(r"const SHELL = (\[.*?\]);", source).group(1))


def test_index_and_assets_are_served_for_revalidation(app):
    client = app.test_client()
    index = client.get("/")
    assert index.status_code == 200 and b'<script type="module" src="/js/app.js">' in index.data
    assert index.headers["Cache-Control"] == "no-cache"
    assert client.get("/js/app.js").mimetype == "text/javascript"
    assert client.get("/manifest.webmanifest").mimetype == "application/manifest+json"
    assert client.get("/nowhere.js").status_code == 404
    assert "default-src 'self'" in index.headers["Content-Security-Policy"]


def test_service_worker_precaches_the_whole_shell_and_names_its_version(app):
    source = app.test_client().get("/sw.js")
    assert source.headers["Cache-Control"] == "no-cache"
    text = source.get_data(as_text=True)
    version, urls = pwa.shell()
    assert f'const VERSION = "{version}";' in text and "__VERSION__" not in text
    shell = _shell_list(text)
    assert shell == urls
    assert {"/", "/js/app.js", "/css/app.css", "/i18n/it.json", "/js/games/mini-golf.js",
            "/icons/icon-192.png", "/manifest.webmanifest"} <= set(shell)
    assert "/sw.js" not in shell


def test_any_change_to_the_shell_changes_the_version(tmp_path, monkeypatch):
    copy = tmp_path / "pwa"
    shutil.copytree(pwa.PWA, copy)
    monkeypatch.setattr(pwa, "PWA", copy)
    pwa.shell.cache_clear()
    try:
        before, _urls = pwa.shell()
        (copy / "css" / "app.css").write_text((copy / "css" / "app.css").read_text() + "\n/* v2 */")
        pwa.shell.cache_clear()
        assert pwa.shell()[0] != before
    finally:
        pwa.shell.cache_clear()


# The URLs a module builds from a name (`./screens/${name}.js`), with every name it can take.
def _built_urls() -> dict[str, set[str]]:
    screens = set(re.findall(r'\[/.+?/, "([\w-]+)"\]', (pwa.PWA / "js" / "app.js").read_text()))
    return {"./screens/${name}.js": {f"/js/screens/{name}.js" for name in screens},
            "./games/${slug}.js": {f"/js/games/{slug}.js" for slug in GAMES},
            "/css/games/${slug}.css": {f"/css/games/{slug}.css" for slug in GAMES},
            "/i18n/${lang}.json": {"/i18n/en.json", "/i18n/it.json"},
            "/i18n/${code}/${slug}.json": {f"/i18n/{code}/{slug}.json" for code in ("en", "it")
                                           for slug in GAMES},
            "/howto/${lang}/${name}.json": {f"/howto/{lang}/{name}.json" for lang in ("en", "it")
                                            for name in (*GAMES, "table")}}


def _referenced_urls() -> set[str]:
    """Every file of the app that a page, a module or the manifest names, as the browser asks for it."""
    root = pwa.PWA
    html = (root / "index.html").read_text()
    urls = set(re.findall(r'(?:href|src)="(/[^"#?]*)"', html))
    urls |= {icon["src"] for icon in json.loads((root / "manifest.webmanifest").read_text())["icons"]}
    for module in (root / "js").rglob("*.js"):
        source = module.read_text()
        here = "/" + module.parent.relative_to(root).as_posix()
        for spec in re.findall(r'(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}/[^"]+)"', source):
            urls.add(posixpath.normpath(posixpath.join(here, spec)))
        for built in re.findall(r'(?:import\(|href = |fetch\()`([^`]+\$\{[^`]+)`', source):
            if built.startswith("/api/"):
                continue  # the server's answers, never cached by the service worker
            known = _built_urls()
            assert built in known, f"{module.name} builds {built}: say here which files it can name"
            urls |= known[built]
    return urls


def test_every_file_a_screen_needs_to_open_offline_is_in_the_shell(app):
    """Every module imported (statically, or by a name: each screen of the router, each game), each
    stylesheet, catalogue and icon: the service worker precaches them all before it takes over, so
    any screen opened once opens again offline."""
    shell = set(_shell_list(app.test_client().get("/sw.js").get_data(as_text=True)))
    referenced = _referenced_urls()
    assert len(referenced) > 80 and {"/js/screens/table.js", "/js/games/ekeq/climb.js",
                                     "/js/last-known.js", "/css/games/squad.css"} <= referenced
    assert sorted(referenced - shell) == []


def test_option_labels_come_from_the_catalogue_not_from_the_app():
    """Each game's texts (the catalogue, in the reader's language) name its options and their
    values; the app keeps no second copy to drift apart."""
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert [key for key in labels if key.startswith("option.")] == [], lang


def test_every_string_of_the_create_screens_is_in_both_languages():
    """Keys the create screen and its option fields (shared with a new tournament) ask for."""
    screens = ROOT / "pwa" / "js" / "screens"
    sources = "".join(path.read_text() for path in [screens / "create.js", *(screens / "create").glob("*.js")])
    used = set(re.findall(r'"(create\.[\w.]+)"', sources))
    assert {"create.rulesStandard", "create.reset", "create.playing"} <= used
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted(used - set(labels)) == [], lang
        assert all(labels[key] for key in used)


def test_cold_war_countries_and_decks_are_picked_per_seat_not_typed_in_as_raw_values():
    """The create screen hands Cold War's `countries` to the seat picker (typed in, or a stored deck
    definition's country) and shows no input of its own for `decks`, whose list of objects would
    otherwise become a textarea of words."""
    create = (ROOT / "pwa" / "js" / "screens" / "create" / "seats.js").read_text()
    assert '"cold-war": {countries: coldWarSeats, decks: null}' in create
    seats = (ROOT / "pwa" / "js" / "screens" / "cold-war-decks" / "seats.js").read_text()
    assert "state.options.countries =" in seats and "state.options.decks =" in seats


def test_every_string_of_the_cold_war_deck_editor_is_in_both_languages():
    """Keys the screens ask for literally (t("cwdecks.…")) and those they build from a value."""
    screens = ROOT / "pwa" / "js" / "screens"
    sources = "".join(path.read_text() for path in [screens / "cold-war-decks.js",
                                                      *(screens / "cold-war-decks").glob("*.js")])
    used = set(re.findall(r't\("((?:cwdecks|home)\.[\w.]+)"', sources))
    built = {f"cwdecks.{prefix}.{value}" for prefix, values in {
        "kind": ("leader", "white", "blue", "brown", "orange"),
        "short": ("leader", "white", "blue", "brown", "orange"),
        "triad_symbol": ("none", "nuclear", "bolt"), "icon": ("crossed_swords", "shield", "none"),
        "type": ("remove_from_stack", "redeploy_brown_attack", "shield", "none"),
        "vs": ("manual", "cancel", "absorb", "never"),
        "position": ("any", "right_end", "leader_side")}.items() for value in values}
    assert len(used) > 30
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted((used | built) - set(labels)) == [], lang


def test_every_string_of_the_tournament_screens_is_in_both_languages():
    """Keys the tournament screens name literally ("tour.…") and those they build from a value."""
    js = ROOT / "pwa" / "js"
    sources = "".join(path.read_text() for path in [
        *js.glob("screens/tournament*.js"), *(js / "screens" / "tournament").glob("*.js"),
        js / "screens" / "checkin.js", js / "screens" / "organise.js", js / "components" / "tournament-clock.js"])
    used = set(re.findall(r'"(tour\.[\w.]+)"', sources))
    built = {f"tour.{prefix}.{value}" for prefix, values in {
        "profile": ("win_type", "placement", "wdl"), "tie": ("shared", "playoff"),
        "step": ("points", "opponents_points", "head_to_head", "wins", "win_types"),
        "source": ("match", "paper", "correction"), "role": ("organiser", "player"),
        "seating": SEATINGS, "why": SEATINGS}.items() for value in values}
    assert len(used) > 50
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted((used | built) - set(labels)) == [], lang
        assert all(labels[key] for key in used | built)


def test_every_offline_string_is_in_both_languages():
    """Keys the app names literally ("offline.…") and the explanation of each screen that needs
    the server, built from the screen's name."""
    js = ROOT / "pwa" / "js"
    sources = "".join(path.read_text() for path in js.rglob("*.js"))
    used = set(re.findall(r'"(offline\.[\w.-]+)"', sources))
    unavailable = (js / "components" / "screen-unavailable.js").read_text()
    server_only = re.search(r"SERVER_ONLY = new Set\(\[(.*?)\]\)", unavailable, re.S).group(1)
    built = {f"offline.need.{name}" for name in re.findall(r'"([\w-]+)"', server_only)}
    assert "offline.need.create" in built and len(used) > 8
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted((used | built) - set(labels)) == [], lang
        assert all(labels[key] for key in used | built)


def test_every_string_of_the_series_screens_is_in_both_languages():
    """Keys the series screens name literally ("series.…", "tour.…") and those they build."""
    js = ROOT / "pwa" / "js"
    sources = "".join(path.read_text() for path in [
        *js.glob("screens/series*.js"), *(js / "screens" / "series").glob("*.js")])
    used = set(re.findall(r'"((?:series|tour)\.[\w.]+)"', sources))
    built = {f"series.{prefix}.{value}" for prefix, values in {
        "perEvent": PER_EVENT, "step": ("points", *SERIES_TIEBREAKS),
        "status": ("finished", "running", "registration")}.items() for value in values}
    built |= {f"tour.profile.{kind}" for kind in ("win_type", "placement", "wdl")}
    assert len(used) > 30
    for lang in ("en", "it"):
        labels = json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text())
        assert sorted((used | built) - set(labels)) == [], lang
        assert all(labels[key] for key in used | built)
