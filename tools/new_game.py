"""Adds a game to the catalogue from the template: `python -m tools.new_game <slug> "<Display name>"`.

It writes a playable game of two moves (play a card on your turn, end the game once everyone has
played) with every file the registry-driven tests ask of a game (docs/architecture.md, "Adding a
game", lists them), registers it, and records its stored snapshots. Then the game is yours to
rewrite, file by file, with the suite green at every step.

`--root` writes into another copy of the repository (the template's own test does, so the real
catalogue never gains the game).
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from rules.core import CORE_RULES

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = Path(__file__).resolve().parent / "game_template"
SLUG = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")

# Template file -> where its copy goes, relative to the repository ("{slug}", "{package}" filled in).
FILES = {
    "rules_game/__init__.py.tmpl": "rules/games/{package}/__init__.py",
    "rules_game/rules.py.tmpl": "rules/games/{package}/rules.py",
    "rules_game/moves.py.tmpl": "rules/games/{package}/moves.py",
    "rules_game/schemas.py.tmpl": "rules/games/{package}/schemas.py",
    "rules_game/state.py.tmpl": "rules/games/{package}/state.py",
    "rules_game/checks.py.tmpl": "rules/games/{package}/checks.py",
    "rules_game/flow.py.tmpl": "rules/games/{package}/flow.py",
    "rules_game/view.py.tmpl": "rules/games/{package}/view.py",
    "rules_game/sampler.py.tmpl": "rules/games/{package}/sampler.py",
    "rules_game/messages.py.tmpl": "rules/games/{package}/messages.py",
    "rules_game/texts/en.json.tmpl": "rules/games/{package}/texts/en.json",
    "rules_game/texts/it.json.tmpl": "rules/games/{package}/texts/it.json",
    "pwa/game.js.tmpl": "pwa/js/games/{slug}.js",
    "pwa/game.css.tmpl": "pwa/css/games/{slug}.css",
    "pwa/i18n.en.json.tmpl": "pwa/i18n/en/{slug}.json",
    "pwa/i18n.it.json.tmpl": "pwa/i18n/it/{slug}.json",
    "pwa/howto.en.json.tmpl": "pwa/howto/en/{slug}.json",
    "pwa/howto.it.json.tmpl": "pwa/howto/it/{slug}.json",
    "docs/game.md.tmpl": "docs/games/{slug}.md",
    "tests_game/__init__.py.tmpl": "tests/rules/{package}/__init__.py",
    "tests_game/test_rules.py.tmpl": "tests/rules/{package}/test_rules.py",
}


def names(slug: str, title: str) -> dict[str, str]:
    """Every spelling of the game's name the template's placeholders take."""
    package = slug.replace("-", "_")
    return {"@slug@": slug, "@package@": package, "@title@": title,
            "@Class@": "".join(part.capitalize() for part in slug.split("-")),
            "@CONST@": package.upper(), "@PREFIX@": slug.replace("-", "").upper(),
            # The shared rules' ids, for the docs page (tests/test_docs_games.py wants each named).
            "@core_rules@": ", ".join(f"`{rule}`" for rule in CORE_RULES)}


def fill(text: str, values: dict[str, str]) -> str:
    for placeholder, value in values.items():
        text = text.replace(placeholder, value)
    left = re.findall(r"@[A-Za-z_]+@", text)
    assert not left, f"placeholders the command does not know: {left}"
    return text


def targets(root: Path, values: dict[str, str]) -> dict[str, Path]:
    return {source: root / target.format(slug=values["@slug@"], package=values["@package@"])
            for source, target in FILES.items()}


def write_files(root: Path, values: dict[str, str]) -> list[Path]:
    paths = targets(root, values)
    taken = [path for path in paths.values() if path.exists()]
    if taken:
        raise SystemExit(f"already there, nothing written: {', '.join(str(path) for path in taken)}")
    for source, path in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(fill((TEMPLATE / source).read_text(encoding="utf-8"), values), encoding="utf-8")
    return list(paths.values())


def register(root: Path, values: dict[str, str]) -> None:
    """The game's lines in the files that list every game. Each edit checks what it edits and
    stops, saying which line to add by hand, if the file has a shape it does not know."""
    slug, package, const, title = values["@slug@"], values["@package@"], values["@CONST@"], values["@title@"]
    _add_to_registry(root / "rules" / "registry.py", f"from .games.{package} import {const}", const)
    _insert_before(root / "tests" / "rules" / "snapshot_fixtures.py", re.compile(r"^\)$", re.M),
                   f'    ("{slug}-1", "{slug}", 3, {{}}, 4),\n    ("{slug}-2", "{slug}", 2, {{}}, None),\n')
    index = root / "docs" / "games" / "README.md"
    rows = list(re.finditer(r"^\|.*\.md\) \|$", index.read_text(encoding="utf-8"), re.M))
    _insert_at(index, rows[-1].end() + 1 if rows else -1, f"| {title} | 2–4 | the template | [{slug}.md]({slug}.md) |\n")


def _add_to_registry(path: Path, line: str, const: str) -> None:
    text = path.read_text(encoding="utf-8")
    imports = [match for match in re.finditer(r"^from \.games\.\S+ import \w+$", text, re.M)]
    closing = text.rfind(")}")
    if not imports or closing < 0:
        raise SystemExit(f"{path}: add `{line}` and {const} to GAMES by hand")
    # Sorted among the other games' imports, as ruff's isort wants them.
    after = [match for match in imports if match.group(0) > line]
    at = after[0].start() if after else imports[-1].end() + 1
    text = text[:at] + line + "\n" + text[at:]
    closing = text.rfind(")}")
    last_line = text[text.rfind("\n", 0, closing) + 1:closing]
    indent = " " * (len(last_line) - len(last_line.lstrip()))
    joint = f",\n{indent}" if len(last_line) + len(const) > 100 else ", "
    path.write_text(text[:closing] + joint + const + text[closing:], encoding="utf-8")


def _insert_before(path: Path, pattern: re.Pattern[str], lines: str) -> None:
    found = pattern.search(path.read_text(encoding="utf-8"))
    _insert_at(path, found.start() if found else -1, lines)


def _insert_at(path: Path, at: int, lines: str) -> None:
    if at < 0:
        raise SystemExit(f"{path}: add by hand:\n{lines}")
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:at] + lines + text[at:], encoding="utf-8")


def record_snapshots(root: Path) -> None:
    """The stored snapshots (tests/rules/snapshots/): only the new game's, the others exist."""
    subprocess.run([sys.executable, "-m", "tests.rules.snapshot_fixtures"], cwd=root, check=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slug", help="the game's URL name: lower case, digits and hyphens (two-moves)")
    parser.add_argument("title", help='its display name ("Two Moves")')
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository to write into")
    args = parser.parse_args(argv)
    if not SLUG.match(args.slug) or not args.title.strip():
        parser.error("the slug is lower case letters, digits and hyphens, starting with a letter; the title is not empty")
    values = names(args.slug, args.title.strip())
    root = args.root.resolve()
    for path in write_files(root, values):
        print("wrote", path.relative_to(root))
    register(root, values)
    print("registered in rules/registry.py, tests/rules/snapshot_fixtures.py, docs/games/README.md")
    record_snapshots(root)
    print("next: make test; then rewrite the rules, the screen and the pages (docs/architecture.md, Adding a game)")


if __name__ == "__main__":
    main()
