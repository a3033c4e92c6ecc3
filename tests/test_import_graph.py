"""No import circles in the project's packages. A circle makes the order in which modules are first
imported matter, so one day an import somewhere else breaks a module nobody touched; an import
moved into a function to dodge one still ties the two modules together, so those count too.
Only imports under TYPE_CHECKING (never run) are left out. And the packages stand in layers: each
imports only those beneath it (MAY_IMPORT)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "api", "models", "runtime")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def _runtime_imports(node: ast.AST):
    """The import statements that can run: everywhere but under `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _runtime_imports(ast.Module(body=[other], type_ignores=[]))
        else:
            yield from _runtime_imports(child)


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING" or \
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _imported(name: str, path: Path, node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The project modules an import statement loads (a name imported from a package is its
    submodule when one has that name)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in modules}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    if node.level:
        base = package.split(".")
        base = base[:len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    found = set()
    for alias in node.names:
        if f"{target}.{alias.name}" in modules:
            found.add(f"{target}.{alias.name}")
        elif target in modules:
            found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges = set()
        for node in _runtime_imports(tree):
            edges |= _imported(name, path, node, modules)
        graph[name] = edges - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_project_has_no_import_circles():
    assert circles(import_graph()) == []


def test_a_circle_is_found_when_there_is_one():
    graph = import_graph()
    graph["rules.games.cold_war.moves"] = graph["rules.games.cold_war.moves"] | {"rules.games.cold_war.rules"}
    assert any({"rules.games.cold_war.moves", "rules.games.cold_war.rules"} <= set(group) for group in circles(graph))


def test_the_graph_sees_relative_imports_of_submodules():
    graph = import_graph()
    assert "rules.games.mini_golf.moves" in graph["rules.games.mini_golf.rules"]
    assert "rules.games.mini_golf.checks" in graph["rules.games.mini_golf.moves"]
    assert "rules.base" in graph["rules.games.mini_golf.rules"]


# Which of the project's packages each may import: the games know nothing of storage or HTTP, the
# app builds on both, and the process runtime (make run, the gunicorn worker) builds on the app.
# The app never imports the runtime: it runs the same under any server, the tests' included.
MAY_IMPORT = {
    "rules": set(),
    "models": set(),
    "api": {"rules", "models"},
    "runtime": {"api", "models", "rules"},
}


def layer_breaches(graph: dict[str, set[str]]) -> list[str]:
    """Every import from one package into another it may not import, as "importer -> imported"."""
    return sorted(f"{name} -> {other}" for name, edges in graph.items() for other in edges
                  if other.split(".")[0] != name.split(".")[0]
                  and other.split(".")[0] not in MAY_IMPORT[name.split(".")[0]])


def test_each_package_imports_only_the_packages_beneath_it():
    assert set(MAY_IMPORT) == set(PACKAGES)
    assert layer_breaches(import_graph()) == []


def test_an_import_of_the_runtime_from_the_app_is_a_breach():
    graph = import_graph()
    graph["api.routes.setup"] = graph["api.routes.setup"] | {"runtime.local_ca"}
    graph["rules.cards"] = graph["rules.cards"] | {"runtime.worker"}
    assert layer_breaches(graph) == ["api.routes.setup -> runtime.local_ca", "rules.cards -> runtime.worker"]


def test_what_the_service_uses_needs_nothing_of_the_service_even_for_type_hints():
    """The snapshot, the views and the seat-move records are the service's building blocks: an
    import of the service back from them, even one only type checkers run, would tie them in a
    circle with it again (a snapshot's type once came from service.py)."""
    modules = _modules()
    for name in ("api.matches.snapshots", "api.matches.views", "api.matches.seat_moves", "api.matches.last_entry"):
        path = modules[name]
        imported = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                imported |= _imported(name, path, node, modules)
        assert "api.matches.service" not in imported, name


def test_a_module_of_the_api_loads_without_the_app():
    """The rules' tests convert schemas through api/json_schemas.py; importing it must not load
    the app (and Flask with it), or every rules test process pays seconds for nothing."""
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, api.json_schemas; print('flask' in sys.modules, 'api.app' in sys.modules)"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    assert loaded == ["False", "False"]
