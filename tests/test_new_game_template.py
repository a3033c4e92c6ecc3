"""Adding a game is a recipe (docs/architecture.md, "Adding a game"): `python -m tools.new_game`
writes a playable game from tools/game_template/ and registers it, and the tests the suite runs for
every registered game pass for it as they are.

The game is written into a copy of the repository, never into this one, and the copy's own tests
are run there for it: a template file missing, a placeholder left or a registration the command
no longer makes fails here, while the catalogue the service serves stays as it is.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from rules.registry import GAMES
from tools import new_game

ROOT = Path(__file__).resolve().parent.parent
SLUG, TITLE = "two-moves", "Two Moves"
COPIED = ("rules", "api", "models", "pwa", "docs", "tests", "tools", "pyproject.toml")

# The tests that loop over the registered games, run for the new one alone (its name is in
# their ids)...
PER_GAME = ("tests/rules/two_moves", "tests/rules/test_contract.py", "tests/rules/test_snapshots.py",
            "tests/rules/test_catalogue_texts.py", "tests/rules/test_turns.py",
            "tests/rules/test_tracked_hands_no_oracle.py", "tests/test_docs_games.py",
            "tests/test_import_graph.py", "tests/api/test_howto_pages.py",
            "tests/api/test_i18n_catalogues.py", "tests/api/test_schema_bounds.py",
            "tests/api/test_catalogue.py", "tests/api/test_pwa_serving.py", "tests/api/test_contract.py",
            "tests/api/test_tournament_scoring.py")
# ...and those that read every game at once, whole.
WHOLE = {"test_every_recorded_fixture_is_stored", "test_the_games_index_links_every_game",
         "test_every_game_with_tracked_hands_is_probed", "test_the_project_has_no_import_circles",
         "test_every_shared_rule_a_game_uses_is_explained_once_on_the_table_page",
         "test_every_language_file_says_exactly_what_its_english_one_says_with_the_same_placeholders",
         "test_every_key_a_screen_asks_for_by_name_is_in_its_catalogue",
         "test_catalogue_lists_every_registered_game",
         "test_openapi_document_is_valid_openapi_3_and_documents_the_games",
         "test_every_catalogue_entry_is_self_contained_and_publishes_result_scores_and_check_order",
         "test_every_rule_in_the_catalogue_says_the_status_its_refusal_answers",
         "test_every_file_a_screen_needs_to_open_offline_is_in_the_shell"}


def copy_of_the_repository(into: Path) -> Path:
    ignored = shutil.ignore_patterns("__pycache__", ".pytest_cache", "node_modules", "*.pyc")
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, into / name, ignore=ignored)
        else:
            shutil.copy2(source, into / name)
    return into


def run(copy: Path, *args: str) -> subprocess.CompletedProcess:
    """A command in the copy, which comes first on its path: the copy's rules, not ours. SQLite
    only: the copy's API tests never touch a PostgreSQL database another run may be using."""
    env = {key: value for key, value in os.environ.items() if key != "TEST_DATABASE_URL"}
    return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True, text=True)


# Its own pytest run, in a subprocess: about 15 s of work, longer on a busy machine.
@pytest.mark.timeout(300)
def test_the_scaffolded_game_passes_every_test_the_suite_runs_for_a_registered_game(tmp_path):
    copy = copy_of_the_repository(tmp_path / "repo")
    made = run(copy, "-m", "tools.new_game", SLUG, TITLE)
    assert made.returncode == 0, made.stdout + made.stderr

    values = new_game.names(SLUG, TITLE)
    written = new_game.targets(copy, values).values()
    assert [path for path in written if not path.is_file()] == []
    assert {path.name for path in (copy / "tests" / "rules" / "snapshots").glob(f"{SLUG}-*.json")} == {
        f"{SLUG}-1.json", f"{SLUG}-2.json"}

    linted = run(copy, "-m", "ruff", "check", "--no-cache", "rules", "tests", "tools")
    assert linted.returncode == 0, linted.stdout + linted.stderr

    report = tmp_path / "report.xml"
    selected = " or ".join([SLUG, values["@package@"], *sorted(WHOLE)])
    tested = run(copy, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
                 f"--junitxml={report}", "-k", selected, *PER_GAME)
    assert tested.returncode == 0, tested.stdout[-6000:] + tested.stderr[-2000:]

    ran = [case.get("name", "") for case in ElementTree.parse(report).iter("testcase")]
    assert WHOLE <= {name.split("[")[0] for name in ran}
    assert len([name for name in ran if SLUG in name]) >= 20, ran  # the playthroughs, pages, texts...


def test_the_catalogue_this_repository_serves_does_not_gain_the_template_game():
    assert SLUG not in GAMES
    assert not (ROOT / "rules" / "games" / SLUG.replace("-", "_")).exists()
