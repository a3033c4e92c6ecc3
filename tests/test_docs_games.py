"""docs/games/ has a page for every game the service referees, and each page names every rule id
and every move type of its game (the catalogue's, GET /games/{slug}): a game or a rule added
without its documentation fails here."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules import registry

GAMES_DOCS = Path(__file__).resolve().parent.parent / "docs" / "games"


@pytest.mark.parametrize("slug", sorted(registry.GAMES))
def test_every_game_has_its_page_with_its_moves_and_rule_ids(slug):
    page = GAMES_DOCS / f"{slug}.md"
    assert page.is_file(), f"docs/games/{slug}.md is missing"
    text = page.read_text(encoding="utf-8")
    info = registry.GAMES[slug].info
    assert [rule for rule in info.rules if f"`{rule}`" not in text] == []
    assert [move for move in info.moves if f"`{move}`" not in text] == []


def test_the_games_index_links_every_game():
    index = (GAMES_DOCS / "README.md").read_text(encoding="utf-8")
    assert [slug for slug in registry.GAMES if f"({slug}.md)" not in index] == []
