"""Every registered game speaks to players in English and Italian: its texts/en.json and it.json
cover its summary, every option (with a label for every enum value) and every move, with the same
keys, nothing more, no rule ids or raw values, and Italian that is not the English left as it is."""
from __future__ import annotations

import re
from typing import Any, Iterator

import pytest
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin

from rules.registry import GAMES
from rules.texts import LANGUAGES, game_texts, package_of

PLACEHOLDER = re.compile(r"\{[^}]*\}")
RULE_ID = re.compile(r"§|\b[A-Z]{1,4}\d?-[A-Z]*\d+\b|\b[A-Z]\d{1,2}\b")
SNAKE_CASE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
MAX_MAIN_OPTIONS = 3


def catalogue_games() -> list[Any]:
    return list(GAMES)


def options_schema(slug: str) -> dict[str, Any]:
    """The options' JSON Schema as the catalogue shows it (the same converter as the API's)."""
    plugin = MarshmallowPlugin()
    APISpec("texts", "1", "3.0.3", plugins=[plugin])
    return plugin.converter.schema2jsonschema(GAMES[slug].info.options_schema())


def enum_values(spec: dict[str, Any]) -> list[Any]:
    holders = [spec, spec.get("items") or {}, *spec.get("anyOf", [])]
    return [value for holder in holders for value in holder.get("enum", [])]


def expected_shape(slug: str) -> dict[str, Any]:
    """The keys a game's texts must have: summary, every option (and its choices), every move."""
    options = {}
    for name, spec in options_schema(slug)["properties"].items():
        values = enum_values(spec)
        options[name] = {"title", "description", "choices"} if values else {"title", "description"}
    moves = {name: {"title", "entry", "summary"} for name in GAMES[slug].info.moves}
    return {"options": options, "moves": moves}


def both(slug: str) -> tuple[dict[str, Any], dict[str, Any]]:
    texts = [game_texts(GAMES[slug], language) for language in LANGUAGES]
    assert all(texts), f"{slug}: rules/games/<package>/texts/{{en,it}}.json are missing"
    return texts[0], texts[1]


def strings(texts: dict[str, Any], path: str = "") -> Iterator[tuple[str, str]]:
    """(path, text) for every text in a texts file."""
    for key, value in texts.items():
        where = f"{path}.{key}" if path else key
        if isinstance(value, dict):
            yield from strings(value, where)
        else:
            yield where, value


@pytest.mark.parametrize("slug", catalogue_games())
def test_every_game_has_texts_in_english_and_italian_with_the_same_keys(slug):
    english, italian = both(slug)
    assert [path for path, _ in strings(english)] == [path for path, _ in strings(italian)]
    assert package_of(GAMES[slug]) is not None


@pytest.mark.parametrize("slug", catalogue_games())
def test_texts_cover_every_option_choice_and_move_and_nothing_else(slug):
    shape = expected_shape(slug)
    schema = options_schema(slug)["properties"]
    for language, texts in zip(LANGUAGES, both(slug)):
        assert set(texts) == {"summary", "options", "moves"}, language
        assert set(texts["options"]) == set(shape["options"]), language
        for name, keys in shape["options"].items():
            assert set(texts["options"][name]) == keys, (language, name)
            if "choices" in keys:
                assert set(texts["options"][name]["choices"]) == {
                    str(value) for value in enum_values(schema[name])}, (language, name)
        assert set(texts["moves"]) == set(shape["moves"]), language
        for name, keys in shape["moves"].items():
            assert set(texts["moves"][name]) == keys, (language, name)


@pytest.mark.parametrize("slug", catalogue_games())
def test_texts_are_words_for_players_with_no_rule_ids_raw_values_or_placeholders(slug):
    raw = {str(value) for spec in options_schema(slug)["properties"].values()
           for value in enum_values(spec) if not str(value).isalpha()} - {"1", "2"}
    for language, texts in zip(LANGUAGES, both(slug)):
        for path, text in strings(texts):
            assert isinstance(text, str) and text.strip(), (language, path)
            assert not RULE_ID.search(text), (language, path, text)
            assert not SNAKE_CASE.search(text), (language, path, text)
            assert not [value for value in raw if value in text], (language, path, text)
            allowed = ["{player}"] if path.endswith(".entry") else []
            assert all(found in allowed for found in PLACEHOLDER.findall(text)), (language, path, text)
            if path.endswith(".entry"):
                assert "{player}" in text, (language, path, text)


def is_a_name_or_number(text: str) -> bool:
    """A proper name, an abbreviation or a number reads the same in both languages."""
    return not re.search(r"\b[a-zà-ù]{3,}\b", text)


@pytest.mark.parametrize("slug", catalogue_games())
def test_italian_texts_are_translated(slug):
    english, italian = both(slug)
    same = [path for (path, en), (_, it) in zip(strings(english), strings(italian))
            if en == it and not is_a_name_or_number(en)]
    assert same == []


@pytest.mark.parametrize("slug", list(GAMES))
def test_at_most_three_options_are_main(slug):
    main = [name for name, spec in options_schema(slug)["properties"].items() if spec.get("x-main")]
    assert len(main) <= MAX_MAIN_OPTIONS, main
