"""The phone app is served by Flask, with its service worker stamped with the shell's version."""
from __future__ import annotations

import gzip
import json
import os
import posixpath
import re
import shutil

import brotli

from api.routes import pwa, pwa_graph
from rules.registry import GAMES
from rules.tournaments.series_table import PER_EVENT, SERIES_TIEBREAKS
from rules.tournaments.tournament import SEATINGS
from tests.server import ROOT


def _shell_list(source: str, name: str = "SHELL") -> list[str]:
    return json.loads(re.search(rf"const {name} = (\[.*?\]);", source).group(1))


def _languages(source: str) -> dict[str, list[str]]:
    return json.loads(re.search(r"const LANGUAGES = (\{.*?\});", source).group(1))


def test_index_and_assets_are_served_for_revalidation(app):
    client = app.test_client()
    index = client.get("/")
    assert index.status_code == 200 and b'<script type="module" src="/js/app.js">' in index.data
    assert index.headers["Cache-Control"] == "no-cache"
    assert client.get("/js/app.js").mimetype == "text/javascript"
    assert client.get("/manifest.webmanifest").mimetype == "application/manifest+json"
    assert client.get("/nowhere.js").status_code == 404
    assert "default-src 'self'" in index.headers["Content-Security-Policy"]


def test_a_browser_that_accepts_br_and_gzip_gets_the_app_compressed_and_revalidates_it(app):
    """What a phone's browser asks for: each file in the smaller variant it accepts, `Vary` so no
    cache hands one encoding to a browser that asked for another, and a 304 for what it has."""
    client = app.test_client()
    for url, source in (("/", "index.html"), ("/js/app.js", "js/app.js"), ("/i18n/it.json", "i18n/it.json"),
                        ("/sw.js", None)):
        original = (pwa.service_worker_source().encode() if source is None
                    else (pwa.PWA / source).read_bytes())
        answer = client.get(url, headers={"Accept-Encoding": "gzip, deflate, br"})
        assert answer.status_code == 200 and answer.headers["Content-Encoding"] == "br", url
        assert answer.headers["Vary"] == "Accept-Encoding", url
        assert brotli.decompress(answer.data) == original and len(answer.data) < len(original) / 2, url
        assert answer.headers["Cache-Control"] == "no-cache", url
        if url in ("/", "/sw.js"):  # a page and a worker; a script runs under its page's policy
            assert "default-src 'self'" in answer.headers["Content-Security-Policy"], url
        assert answer.headers["X-Content-Type-Options"] == "nosniff", url
        zipped = client.get(url, headers={"Accept-Encoding": "gzip"})
        assert zipped.headers["Content-Encoding"] == "gzip" and gzip.decompress(zipped.data) == original, url
        plain = client.get(url)
        assert "Content-Encoding" not in plain.headers and plain.data == original, url
        again = client.get(url, headers={"Accept-Encoding": "gzip, br", "If-None-Match": answer.headers["ETag"]})
        assert again.status_code == 304 and again.data == b"", url
    assert client.get("/sw.js").headers["Service-Worker-Allowed"] == "/"
    assert client.get("/icons/icon-192.png", headers={"Accept-Encoding": "br"}).mimetype == "image/png"


def test_an_etag_names_the_bytes_so_another_copy_of_the_same_app_answers_304(app, tmp_path):
    """A fresh checkout (new mtimes) or a second host serving the same files: same ETag."""
    first = app.test_client().get("/js/app.js").headers["ETag"]
    copy = pwa.build(tmp_path / "built")
    os.utime(copy / "js" / "app.js", (1_000_000, 1_000_000))
    again = pwa.wrap(app.wsgi_app, copy)
    headers = {}
    again({"REQUEST_METHOD": "GET", "PATH_INFO": "/js/app.js", "wsgi.url_scheme": "http",
           "SERVER_NAME": "localhost", "SERVER_PORT": "80"},
          lambda status, items: headers.update(items))
    assert headers["ETag"] == first


def test_a_post_to_an_app_file_or_the_api_still_reaches_the_right_answer(app):
    client = app.test_client()
    assert client.post("/js/app.js").status_code == 405
    assert client.get("/.complete").status_code == 404
    assert client.get("/index.html").status_code in (301, 302)


def test_service_worker_precaches_the_whole_shell_and_names_its_version(app):
    source = app.test_client().get("/sw.js")
    assert source.headers["Cache-Control"] == "no-cache"
    text = source.get_data(as_text=True)
    version, urls = pwa.shell()
    assert f'const VERSION = "{version}";' in text and "__VERSION__" not in text
    shell, languages, later = _shell_list(text), _languages(text), _shell_list(text, "LATER")
    # Every file once: precached in any language, in one language's files, or cached on first use.
    assert sorted([*shell, *(url for files in languages.values() for url in files), *later]) == sorted(urls)
    assert {"/", "/js/app.js", "/css/app.css", "/js/games/mini-golf.js", "/icons/icon-192.png",
            "/manifest.webmanifest"} <= set(shell)
    assert {"/i18n/it.json", "/i18n/it/squad.json", "/howto/it/table.json"} <= set(languages["it"])
    assert {"/i18n/en.json", "/i18n/en/squad.json", "/howto/en/table.json"} <= set(languages["en"])
    assert not any("/it/" in url or "/en/" in url or url.startswith("/i18n/") for url in shell)
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
    stylesheet, catalogue and icon: the service worker precaches them all, in the phone's language,
    before it takes over, so any screen opened once opens again offline. Only the screens that
    need the server anyway, and the icons an install asks for, wait until they are first used."""
    text = app.test_client().get("/sw.js").get_data(as_text=True)
    shell, languages, later = set(_shell_list(text)), _languages(text), set(_shell_list(text, "LATER"))
    referenced = _referenced_urls()
    assert len(referenced) > 80 and {"/js/screens/table.js", "/js/games/ekeq/climb.js",
                                     "/js/last-known.js", "/css/games/squad.css"} <= referenced
    # In the phone's language: the worker precaches the shell and that language's files.
    for lang, files in languages.items():
        written = {url for url in referenced if pwa.language_of(url) is not None}
        assert sorted(referenced - written - shell - later) == [], lang
        assert sorted(url for url in written if pwa.language_of(url) == lang and url not in files) == [], lang
    # Cached on first use only: icons the manifest names for installing (not the page's), and the
    # modules of screens that need the server, which the router never imports offline.
    manifest = {icon["src"] for icon in json.loads((pwa.PWA / "manifest.webmanifest").read_text())["icons"]}
    icons = later & manifest
    assert icons and not icons & set(re.findall(r'"(/icons/[^"]+)"', (pwa.PWA / "index.html").read_text()))
    names, server_only = pwa_graph.screens(pwa.PWA)
    assert {"create", "join", "organise"} <= server_only <= set(names) and "table" not in server_only
    modules = later - icons
    assert {"/js/screens/create.js", "/js/screens/create/seats.js"} <= modules
    assert modules <= pwa_graph.closure(pwa.PWA, [f"/js/screens/{name}.js" for name in server_only])
    assert not modules & {"/js/app.js", "/js/screens/table.js", "/js/games/mini-golf.js", "/js/api.js"}


def test_the_module_graph_sees_every_import_a_module_names():
    """The precache and the modulepreload list are read off the graph: it must miss no import."""
    root = pwa.PWA
    for module in (root / "js").rglob("*.js"):
        url = "/" + module.relative_to(root).as_posix()
        here = posixpath.dirname(url)
        named = {posixpath.normpath(posixpath.join(here, spec)) for spec in
                 re.findall(r'(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}/[^"]+)"', module.read_text())}
        static, dynamic = pwa_graph.imports_of(root, url)
        assert static | dynamic == named, url


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
    counted = set(re.findall(r'tn\("(tour\.[\w.]+)"', sources))  # tn() reads the key's plural forms
    used = (used - counted) | {f"{key}.{form}" for key in counted for form in ("one", "other")}
    built = {f"tour.{prefix}.{value}" for prefix, values in {
        "profile": ("win_type", "placement", "wdl"), "tie": ("shared", "playoff"), "place": ("1", "2", "3", "4"),
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


def test_a_new_copy_of_the_app_keeps_the_newest_earlier_ones_for_servers_still_running(tmp_path):
    built = tmp_path / "built"
    for age, name in enumerate(("a", "b", "c", "d")):
        (built / name).mkdir(parents=True)
        os.utime(built / name, (1_000_000 + age, 1_000_000 + age))
    current = pwa.build(built)
    assert sorted(path.name for path in built.iterdir()) == sorted(["b", "c", "d", current.name])
    assert pwa.build(built) == current and (current / "sw.js").exists() and (current / "js" / "app.js.br").exists()


def test_a_copy_another_start_finished_meanwhile_is_served_not_replaced(tmp_path, monkeypatch):
    """Two starts (the test workers, gunicorn's workers) may each make the served copy at once.
    The one that finishes second must leave the first one's copy in place: that start may be
    reading it already (a fresh clone's test run failed so, on a file that had just gone)."""
    built = tmp_path / "built"
    theirs = {}
    real_touch = pwa.Path.touch

    def touch(path, *args, **kwargs):
        if path.name == pwa.DONE and not theirs:
            # The other start finishes its copy while this one is making its own (marked first,
            # so that the other start's own mark is a plain one).
            theirs["started"] = True
            theirs["copy"] = pwa.build(built)
            theirs["index"] = os.stat(theirs["copy"] / "index.html").st_ino
        return real_touch(path, *args, **kwargs)

    monkeypatch.setattr(pwa.Path, "touch", touch)
    mine = pwa.build(built)
    assert mine == theirs["copy"]
    assert os.stat(mine / "index.html").st_ino == theirs["index"]  # the same files, never removed
    assert [path.name for path in built.iterdir()] == [mine.name]  # and no copy left half made


def test_the_page_preloads_every_module_the_home_screen_needs_and_no_other():
    """index.html's modulepreload links are the home screen's static module graph: the browser
    asks for them all at once instead of one level of imports at a time. A module added to that
    graph and not listed would be one more round trip before the first screen; one listed that
    left it, bytes for nothing."""
    html = (pwa.PWA / "index.html").read_text()
    listed = re.findall(r'<link rel="modulepreload" href="([^"]+)">', html)
    expected = pwa_graph.home_modules(pwa.PWA) - {"/js/app.js"}  # the page's own script
    assert len(listed) == len(set(listed)), "listed twice"
    assert sorted(listed) == sorted(expected), "update index.html's modulepreload links"
    assert {"/js/screens/home.js", "/js/i18n.js", "/js/api.js"} <= set(listed)
