"""The app's strings: every language file says the same things as its English one, and every key a
screen asks for by name is there to be said."""
from __future__ import annotations

import json
import re

from rules.registry import GAMES
from tests.server import ROOT

I18N = ROOT / "pwa" / "i18n"
JS = ROOT / "pwa" / "js"
LANGUAGES = ("en", "it")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
LITERAL_KEY = re.compile(r"\bt\(\s*\"([\w.-]+)\"")


def _read(path) -> dict[str, str]:
    return json.loads(path.read_text(encoding="utf-8"))


def _catalogues() -> dict[str, dict[str, dict[str, str]]]:
    """{"": the app's own, "<slug>": a game screen's} per language."""
    found = {lang: {"": _read(I18N / f"{lang}.json")} for lang in LANGUAGES}
    for lang in LANGUAGES:
        found[lang] |= {path.stem: _read(path) for path in sorted((I18N / lang).glob("*.json"))}
    return found


def _games_of(path) -> set[str]:
    """The games whose strings a module may use: its own game for a game's module (its file or
    its folder), every game that imports it for a shared component, none for the others."""
    parts = path.relative_to(JS).parts
    if parts[0] == "games":
        return {parts[1][:-3] if len(parts) == 2 else parts[1]}
    if parts[0] == "components":
        return {_games_of(game).pop() for game in (JS / "games").rglob("*.js")
                if f'/components/{path.name}"' in game.read_text(encoding="utf-8")}
    return set()


def test_every_language_file_says_exactly_what_its_english_one_says_with_the_same_placeholders():
    catalogues = _catalogues()
    assert sorted(catalogues["en"]) == sorted(["", *GAMES])  # the app's own and one per game screen
    for lang in LANGUAGES[1:]:
        assert sorted(catalogues[lang]) == sorted(catalogues["en"]), lang
        for name, english in catalogues["en"].items():
            other = catalogues[lang][name]
            assert sorted(set(english) ^ set(other)) == [], f"{lang}/{name or lang}"
            for key, text in english.items():
                assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(other[key])), f"{lang}: {key}"
    for lang, files in catalogues.items():
        for name, entries in files.items():
            assert [key for key, text in entries.items() if not text.strip()] == [], f"{lang}/{name}"


def test_every_key_a_screen_asks_for_by_name_is_in_its_catalogue():
    """A game's modules may use the app's strings and their game's own (so may a component only
    games use); every other module only the app's."""
    english = _catalogues()["en"]
    asked = 0
    for module in sorted(JS.rglob("*.js")):
        known = set(english[""]).union(*(english[slug] for slug in _games_of(module)))
        keys = set(LITERAL_KEY.findall(module.read_text(encoding="utf-8")))
        asked += len(keys)
        assert sorted(keys - known) == [], module.relative_to(JS).as_posix()
    assert asked > 500
