"""No import circles in the project's packages. A circle makes the order in which modules are first
imported matter, so one day an import somewhere else breaks a module nobody touched; an import
moved into a function to dodge one still ties the two modules together, so those count too.
Only imports under TYPE_CHECKING (never run) are left out."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules", "api", "models")


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
