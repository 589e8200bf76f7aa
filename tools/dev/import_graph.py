"""The import graph of the kit's Python packages (tools/ and fuzz/), read from the source with
`ast`: the modules there are, what each imports (late imports count), the cycles, the floors
(how deep each module's imports go) and the deepest chain. tools/tests/test_package_shape.py
checks the graph's shape with it; count_classes.py follows it from the grader's entry point."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TREES = (ROOT / "tools", ROOT / "fuzz")


def modules(trees: tuple[Path, ...] = TREES) -> dict[str, Path]:
    """Dotted module name -> file, for every package below the trees."""
    found: dict[str, Path] = {}
    for tree in trees:
        for path in tree.rglob("*.py"):
            parts = list(path.relative_to(tree).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if parts and all((tree / Path(*parts[:i]) / "__init__.py").exists()
                             for i in range(1, len(parts) + (path.name == "__init__.py"))):
                found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The known modules that `name` imports, at any depth of its code (late imports count)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    tree = ast.parse(path.read_text())
    for block in ast.walk(tree):  # imports made for type checking alone are not dependencies
        if isinstance(block, ast.If) and ast.unparse(block.test) in ("TYPE_CHECKING",
                                                                     "typing.TYPE_CHECKING"):
            block.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in known}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:
                    out.add(f"{source}.{alias.name}")  # a submodule imported by name
                elif source in known:
                    out.add(source)
    out.discard(name)
    return out


def graph(trees: tuple[Path, ...] = TREES) -> dict[str, set[str]]:
    """Module -> the modules it imports."""
    known = modules(trees)
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(modules_graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in modules_graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(modules_graph):
        if v not in index:
            visit(v)
    return found


def floors(modules_graph: dict[str, set[str]], prefix: str) -> dict[str, int]:
    """For each module under `prefix`, the length in modules of its longest import chain
    through modules under `prefix` (a module importing none of them is on floor 1). The
    graph must have no cycles."""
    inside = {n: {d for d in deps if d.startswith(prefix)}
              for n, deps in modules_graph.items() if n.startswith(prefix)}

    @cache
    def floor(name: str) -> int:
        return 1 + max((floor(d) for d in inside[name]), default=0)

    return {name: floor(name) for name in inside}


def deepest_chain(modules_graph: dict[str, set[str]], prefix: str) -> list[str]:
    """One longest import chain through the modules under `prefix`, importer first (of the
    chains as long, the first by name at every step)."""
    depth = floors(modules_graph, prefix)
    if not depth:
        return []
    here = min(depth, key=lambda n: (-depth[n], n))
    chain = [here]
    while depth[here] > 1:
        here = min(d for d in modules_graph[here]
                   if d.startswith(prefix) and depth[d] == depth[here] - 1)
        chain.append(here)
    return chain


def reachable(modules_graph: dict[str, set[str]], start: str) -> set[str]:
    """`start` and every module importing it runs: those its imports reach, and the packages
    they sit in (whose `__init__` runs first)."""
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parent = name.rpartition(".")[0]
        todo += [d for d in modules_graph[name] if d not in seen]
        if parent in modules_graph:
            todo.append(parent)
    return seen
