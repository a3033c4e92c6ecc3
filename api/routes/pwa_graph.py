"""The phone app's module graph, read from its sources (there is no bundler to ask).

The service worker's precache and index.html's modulepreload list are both made from it, so
neither can drift from what the modules import.
"""
from __future__ import annotations

import posixpath
import re
from functools import lru_cache
from pathlib import Path

# `import … from "./x.js"`, `export … from "./x.js"`, `import "./x.js"`: fetched before the module runs.
STATIC = re.compile(r'^\s*(?:import|export)\b[^;"`]*?\bfrom\s*"(\.{1,2}/[^"]+)"|^\s*import\s*"(\.{1,2}/[^"]+)"',
                    re.MULTILINE)
# `import("./x.js")`: fetched when the code reaches it.
DYNAMIC = re.compile(r'\bimport\(\s*"(\.{1,2}/[^"]+)"\s*\)')
# The router's table in js/app.js: `[/^#…$/, "screen"]`, each screen a module of js/screens/.
ROUTE = re.compile(r'\[/.+?/, "([\w-]+)"\]')
# Screens that never open without the server (js/components/screen-unavailable.js).
SERVER_ONLY = re.compile(r"const SERVER_ONLY = new Set\(\[([^\]]*)\]\)")


def _resolve(url: str, spec: str) -> str:
    return posixpath.normpath(posixpath.join(posixpath.dirname(url), spec))


@lru_cache(maxsize=None)
def imports_of(root: Path, url: str) -> tuple[frozenset[str], frozenset[str]]:
    """The modules `url` imports statically, and those it imports by a literal import()."""
    source = (root / url.lstrip("/")).read_text()
    static = {_resolve(url, first or second) for first, second in STATIC.findall(source)}
    dynamic = {_resolve(url, spec) for spec in DYNAMIC.findall(source)}
    return frozenset(static), frozenset(dynamic)


def closure(root: Path, starts: list[str], *, dynamic: bool = True) -> set[str]:
    """Every module reachable from `starts` (by static imports only, unless `dynamic`)."""
    seen: set[str] = set()
    todo = list(starts)
    while todo:
        url = todo.pop()
        if url in seen:
            continue
        seen.add(url)
        static, later = imports_of(root, url)
        todo.extend(static | later if dynamic else static)
    return seen


def screens(root: Path) -> tuple[list[str], set[str]]:
    """The router's screens, and those that need the server to open at all."""
    names = ROUTE.findall((root / "js" / "app.js").read_text())
    listed = SERVER_ONLY.search((root / "js" / "components" / "screen-unavailable.js").read_text())
    server_only = set(re.findall(r'"([\w-]+)"', listed.group(1))) if listed else set()
    return names, server_only


def server_only_modules(root: Path) -> set[str]:
    """Modules only a screen that needs the server ever imports: never opened offline (the router
    says the server is needed before importing it), so cached on first use, not precached."""
    names, server_only = screens(root)
    games = [f"/js/games/{path.name}" for path in sorted((root / "js" / "games").glob("*.js"))]
    offline = closure(root, ["/js/app.js", *(f"/js/screens/{name}.js" for name in names if name not in server_only),
                             *games])
    online = closure(root, [f"/js/screens/{name}.js" for name in server_only])
    return online - offline


def home_modules(root: Path) -> set[str]:
    """What the home screen needs before it can be drawn: js/app.js and js/screens/home.js, with
    everything they import statically."""
    return closure(root, ["/js/app.js", "/js/screens/home.js"], dynamic=False)
