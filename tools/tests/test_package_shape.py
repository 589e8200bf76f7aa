"""The shape of the Python packages (tools/ and fuzz/difffuzz): no import cycles between
modules, no module named after a standard-library one, and subcommands of hydra-grade added one
way only (a function in cli.COMMANDS). Read from the source with `ast`, so nothing is run."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from conftest import ROOT

TREES = (ROOT / "tools", ROOT / "fuzz")


def modules() -> dict[str, Path]:
    """Dotted module name -> file, for every package below the trees."""
    found: dict[str, Path] = {}
    for tree in TREES:
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
    for node in ast.walk(ast.parse(path.read_text())):
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


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
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

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_cycles_are_found_when_present():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    known = modules()
    assert "grader.cli" in known and "rules.model" in known
    graph = {name: imports(name, path, known) for name, path in known.items()}
    assert "grader.pipeline" in graph["grader.commands"]
    assert cycles(graph) == []


def test_no_module_shadows_the_standard_library():
    shadows = [name for name in modules() if name.rpartition(".")[2] in sys.stdlib_module_names]
    assert shadows == []


def test_subcommands_are_added_one_way():
    """Every `add_parser(` call of the grader sits in a function that cli.COMMANDS lists."""
    from grader import cli
    listed = {f.__module__.rpartition(".")[2] + "." + f.__name__ for f in cli.COMMANDS}
    adders = set()
    for path in (ROOT / "tools" / "grader").rglob("*.py"):
        for fn in ast.walk(ast.parse(path.read_text())):
            if isinstance(fn, ast.FunctionDef) and any(
                    isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "add_parser"
                    for c in ast.walk(fn)):
                adders.add(f"{path.stem}.{fn.name}")
    assert adders and adders <= listed, f"subcommands added outside cli.COMMANDS: {adders - listed}"
