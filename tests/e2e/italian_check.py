"""What an Italian screen may not show: an English string of the app's own words (one whose
Italian differs), or a raw key or value (`golf.hole`, `reshuffle_discards`). The English strings
come from every place the app's words live: the app's and the games' catalogues, each game's
catalogue texts, the How to play pages and the rules' messages."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Iterator

from rules.registry import GAMES
from tests.server import ROOT

PLACEHOLDER = re.compile(r"\{\w+\}")
# A template is recognised by its words: one with fewer letters than this outside its blanks
# ("{n} pts") could be anyone's text.
MIN_LETTERS = 6
# A shorter string (a suit's letter, a badge: "H", "D") is as likely a card code as a word.
MIN_EXACT_LETTERS = 3
SNAKE_CASE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")

# Every text node and every spoken attribute shown on the screen.
SHOWN_TEXT = """() => {
  const shown = (node) => node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && shown(node.parentElement) && !['SCRIPT', 'STYLE'].includes(node.parentElement.tagName)) texts.push(text);
  }
  for (const node of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
    if (!shown(node)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = (node.getAttribute(name) || '').trim();
      if (value) texts.push(value);
    }
  }
  for (const option of document.querySelectorAll('select option')) {
    if (shown(option.parentElement)) texts.push(option.textContent.trim());
  }
  return texts;
}"""


def _pairs(english: Any, italian: Any) -> Iterator[tuple[str, str]]:
    """Each string of a catalogue beside the same place's Italian."""
    if isinstance(english, str) and isinstance(italian, str):
        yield english, italian
    elif isinstance(english, dict) and isinstance(italian, dict):
        for key, value in english.items():
            yield from _pairs(value, italian.get(key))
    elif isinstance(english, list) and isinstance(italian, list):
        for one, other in zip(english, italian):
            yield from _pairs(one, other)


def _json(path) -> Any:
    return json.loads(path.read_text())


def _catalogue_pairs(game_strings: dict[str, dict[str, dict[str, str]]]) -> Iterator[tuple[str, str]]:
    pwa = ROOT / "pwa"
    yield from _pairs(_json(pwa / "i18n" / "en.json"), _json(pwa / "i18n" / "it.json"))
    for strings in (pwa / "i18n" / "en").glob("*.json"):  # each game screen's own words
        yield from _pairs(_json(strings), _json(pwa / "i18n" / "it" / strings.name))
    for strings in game_strings.values():
        yield from _pairs(strings.get("en", {}), strings.get("it", {}))
    for page in (pwa / "howto" / "en").glob("*.json"):
        yield from _pairs(_json(page), _json(pwa / "howto" / "it" / page.name))
    for texts in (ROOT / "rules" / "games").glob("*/texts/en.json"):
        yield from _pairs(_json(texts), _json(texts.with_name("it.json")))
    for rules in GAMES.values():
        for text in rules.info.rules.values():
            yield text.en, text.it


@lru_cache(maxsize=1)
def _keys() -> frozenset[str]:
    pwa = ROOT / "pwa"
    games = {key for strings in (pwa / "i18n" / "en").glob("*.json") for key in _json(strings)}
    return frozenset(_json(pwa / "i18n" / "en.json")) | games


class EnglishDetector:
    """Built once from every catalogue (the games' own strings as their modules export them)."""

    def __init__(self, game_strings: dict[str, dict[str, dict[str, str]]]) -> None:
        exact: set[str] = set()
        italian_words: set[str] = set()
        patterns: list[str] = []
        self.keys = set(_keys()) | {key for strings in game_strings.values() for key in strings.get("en", {})}
        for english, italian in _catalogue_pairs(game_strings):
            english, italian = english.strip(), (italian or "").strip()
            italian_words.add(italian)
            if not english or english == italian:
                continue  # a name, a number, a word both languages share
            if PLACEHOLDER.search(english):
                literal = PLACEHOLDER.sub("", english)
                if sum(char.isalpha() for char in literal) >= MIN_LETTERS:
                    patterns.append("".join(".+?" if PLACEHOLDER.fullmatch(part) else re.escape(part)
                                            for part in re.split(r"(\{\w+\})", english)))
            elif sum(char.isalpha() for char in english) >= MIN_EXACT_LETTERS:
                exact.add(english)
        # Not English on an Italian screen: a word that is Italian somewhere else too ("Figure"),
        # or a game's name ("Flares" is the game, and in Italian the suit is "Bengala").
        self.exact = exact - italian_words - {rules.info.title for rules in GAMES.values()}
        self.template = re.compile("|".join(f"(?:{pattern})" for pattern in patterns)) if patterns else None

    def offending(self, texts: list[str]) -> list[str]:
        found = []
        for text in dict.fromkeys(texts):
            if text in self.keys:
                found.append(f"raw key {text!r}")
            elif SNAKE_CASE.search(text):
                found.append(f"raw value {SNAKE_CASE.search(text).group()!r} in {text[:60]!r}")
            elif text in self.exact or (self.template and self.template.fullmatch(text)):
                found.append(f"English {text[:80]!r}")
        return found


# The games' own strings, as each game's screen module exports them (`strings`).
GAME_STRINGS = """async (slugs) => {
  const found = {};
  for (const slug of slugs) {
    const module = await import(`/js/games/${slug}.js`);
    if (module.strings) found[slug] = module.strings;
  }
  return found;
}"""
