"""The app stays small on bad Wi-Fi: what a phone loads to open the app (JS + CSS, icons not
counted) is at most 60 KB gzipped, and each game's table screen, loaded when a match of that game
opens (js/games.js), at most 16 KB more."""
from __future__ import annotations

import gzip
from pathlib import Path

from tests.server import ROOT

PWA = ROOT / "pwa"
SHELL_BUDGET = 60 * 1024
GAME_BUDGET = 16 * 1024


def gzipped(paths) -> int:
    return sum(len(gzip.compress(path.read_bytes(), compresslevel=9)) for path in paths)


def game_files(slug: str) -> list[Path]:
    return [PWA / "js" / "games" / f"{slug}.js", *(PWA / "js" / "games" / slug).rglob("*.js"),
            PWA / "css" / "games" / f"{slug}.css"]


def slugs() -> list[str]:
    return sorted(path.stem for path in (PWA / "js" / "games").glob("*.js"))


def test_the_app_opens_with_at_most_60_kb_of_js_and_css_gzipped():
    screens = {path for slug in slugs() for path in game_files(slug)}
    files = [path for path in PWA.rglob("*") if path.suffix in (".js", ".css") and path not in screens]
    assert any(path.name == "app.js" for path in files) and any(p.suffix == ".css" for p in files)
    size = gzipped(files)
    assert size <= SHELL_BUDGET, f"{size} bytes gzipped, over the {SHELL_BUDGET}-byte budget"


def test_each_game_screen_fits_in_16_kb_gzipped():
    assert {"mini-golf", "flares", "half-zero", "sixes"} <= set(slugs())
    for slug in slugs():
        files = game_files(slug)
        assert all(path.exists() for path in files if path.suffix == ".css"), slug
        size = gzipped(path for path in files if path.exists())
        assert size <= GAME_BUDGET, f"{slug}: {size} bytes gzipped, over {GAME_BUDGET}"
