"""How to play pages (pwa/howto/<lang>/<slug>.json and the shared table.json): written for players,
one paragraph per rule so a refusal can point at it, the same shape in English and Italian, and
values only where a match's options change them."""
from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from api.messages import SERVICE_RULES
from rules.registry import GAMES
from tests.server import ROOT

HOWTO = ROOT / "pwa" / "howto"
LANGS = ("en", "it")
REQUIRED_SECTIONS = {"setup", "turn", "scoring", "end", "example"}
SHARED = ("CORE-", "COMMON-")
PLAYER_COUNTS = {"min_players", "max_players"}

PLACEHOLDER = re.compile(r"\{(\w+)\}")
RULE_ID = re.compile(r"\b(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+\b")
SNAKE_CASE = re.compile(r"\b\w+_\w+\b")
RAW_JSON = re.compile(r'[{}\[\]<>]|":')
EVERY_RULE_ID = set(SERVICE_RULES) | {rule for game in GAMES.values() for rule in game.info.rules}


GAME_PAGES = [pytest.param(slug, id=slug) for slug in GAMES]


def _page(lang: str, name: str) -> dict:
    return json.loads((HOWTO / lang / f"{name}.json").read_text())


def _paragraphs(page: dict) -> list[dict]:
    return [paragraph for section in page["sections"] for paragraph in section["paragraphs"]]


def _texts(page: dict) -> list[str]:
    return [page["title"], *(section["heading"] for section in page["sections"]),
            *(paragraph["text"] for paragraph in _paragraphs(page))]


def _own_rules(slug: str) -> set[str]:
    return {rule for rule in GAMES[slug].info.rules if not rule.startswith(SHARED)}


def _shared_rules() -> set[str]:
    return {rule for game in GAMES.values() for rule in game.info.rules if rule.startswith(SHARED)}


def _listed(page: dict) -> Counter:
    return Counter(rule for paragraph in _paragraphs(page) for rule in paragraph["rules"])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", GAME_PAGES)
def test_every_game_has_a_page_with_setup_turn_scoring_end_and_an_example(slug, lang):
    page = _page(lang, slug)
    ids = [section["id"] for section in page["sections"]]
    assert REQUIRED_SECTIONS <= set(ids) and len(ids) == len(set(ids))
    assert page["title"].strip()
    assert all(section["heading"].strip() and section["paragraphs"] for section in page["sections"])
    assert all(paragraph["text"].strip() and isinstance(paragraph["rules"], list)
               for paragraph in _paragraphs(page))


@pytest.mark.parametrize("name", [*GAME_PAGES, "table"])
def test_english_and_italian_pages_have_the_same_sections_paragraphs_rules_and_values(name):
    def shape(page):
        return [(section["id"], [(paragraph["rules"], sorted(PLACEHOLDER.findall(paragraph["text"])))
                                 for paragraph in section["paragraphs"]]) for section in page["sections"]]
    assert shape(_page("en", name)) == shape(_page("it", name))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", GAME_PAGES)
def test_every_rule_of_a_game_is_explained_by_exactly_one_paragraph_of_its_page(slug, lang):
    listed = _listed(_page(lang, slug))
    own = _own_rules(slug)
    assert {rule: listed[rule] for rule in own if listed[rule] != 1} == {}
    assert set(listed) <= own, "a game's page lists only its own rules; shared ones are on table.json"


@pytest.mark.parametrize("lang", LANGS)
def test_every_shared_rule_a_game_uses_is_explained_once_on_the_table_page(lang):
    listed = _listed(_page(lang, "table"))
    shared = _shared_rules()
    assert {rule: listed[rule] for rule in shared if listed[rule] != 1} == {}
    # Besides those, only the service's own refusals (undo, corrections, limits), each once.
    assert set(listed) - shared <= set(SERVICE_RULES)
    assert max(listed.values()) == 1


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("slug", GAME_PAGES)
def test_a_game_page_fills_in_only_its_own_options_and_player_counts(slug, lang):
    allowed = set(GAMES[slug].info.options_schema().fields) | PLAYER_COUNTS
    used = {name for text in _texts(_page(lang, slug)) for name in PLACEHOLDER.findall(text)}
    assert used <= allowed


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_page_fills_in_only_the_player_counts(lang):
    used = {name for text in _texts(_page(lang, "table")) for name in PLACEHOLDER.findall(text)}
    assert used <= PLAYER_COUNTS


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", [*GAME_PAGES, "table"])
def test_pages_are_plain_text_without_rule_ids_code_words_or_json(name, lang):
    for text in _texts(_page(lang, name)):
        plain = PLACEHOLDER.sub("", text)
        assert not RULE_ID.search(plain) and not any(rule in plain for rule in EVERY_RULE_ID), text
        assert not SNAKE_CASE.search(plain), text
        assert not RAW_JSON.search(plain), text


def test_how_to_play_pages_are_served_and_precached_so_they_open_offline(app):
    client = app.test_client()
    answer = client.get("/howto/it/table.json")
    assert answer.status_code == 200 and answer.get_json()["sections"]
    assert client.get("/howto/en/no-such-game.json").status_code == 404
    pages = {f"/howto/{path.relative_to(HOWTO).as_posix()}" for path in HOWTO.rglob("*.json")}
    assert {"/howto/en/table.json", "/howto/it/mini-golf.json"} <= pages
    # The worker precaches a phone's own language, and another once the player shows it: each
    # language's pages are in its own list.
    worker = client.get("/sw.js").get_data(as_text=True)
    languages = json.loads(re.search(r"const LANGUAGES = (\{.*?\});", worker).group(1))
    for lang in LANGS:
        assert {page for page in pages if page.startswith(f"/howto/{lang}/")} <= set(languages[lang])


def test_every_string_of_the_how_to_play_screen_is_in_both_languages():
    labels = {lang: json.loads((ROOT / "pwa" / "i18n" / f"{lang}.json").read_text()) for lang in LANGS}
    screens = ROOT / "pwa" / "js" / "screens"
    source = (screens / "howto.js").read_text() + (screens / "match-howto.js").read_text()
    named = set(re.findall(r'"(howto\.[\w.]+)"', source))
    assert {"howto.table", "howto.home", "howto.word.other"} <= named
    own = {lang: {key for key in labels[lang] if key.startswith("howto.")} for lang in LANGS}
    assert own["en"] == own["it"] and named <= set(labels["en"]) & set(labels["it"])
