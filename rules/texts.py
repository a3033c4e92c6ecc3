"""The catalogue's words for players: each game's summary, its options' titles, help and choice
labels, and its moves' names, in English and Italian.

They live beside the rules, in rules/games/<package>/texts/<language>.json, so the people who know
a game write its words where its options are. A game without such a folder (one still being
written, or a test's own game) has none, and the catalogue then shows its plain schema."""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

from .base import Rules

LANGUAGES = ("en", "it")
GAMES_PACKAGE = "rules.games."


def package_of(rules: Rules) -> str | None:
    """rules.games.<package> for a registered game's rules; None for a game defined elsewhere."""
    module = type(rules).__module__
    if not module.startswith(GAMES_PACKAGE):
        return None
    return ".".join(module.split(".")[:3])


@lru_cache(maxsize=64)
def load(package: str, language: str) -> dict[str, Any] | None:
    """The texts of one game package in one language, or None when it has none."""
    try:
        source = resources.files(package).joinpath("texts", f"{language}.json")
        if not source.is_file():
            return None
        return json.loads(source.read_text(encoding="utf-8"))
    except ModuleNotFoundError:
        return None


def game_texts(rules: Rules, language: str) -> dict[str, Any] | None:
    """The game's texts in `language` (English for any other), or None when it has none."""
    package = package_of(rules)
    if package is None:
        return None
    return load(package, language if language in LANGUAGES else "en")
