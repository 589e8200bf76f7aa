"""The shape of the Python packages (tools/ and fuzz/difffuzz): no import cycles between
modules nor between packages (the grader's subpackages count as packages, and its command
line, grader/cli.py, as a layer of its own above them), the grader importing no kit package
but the leaf `rules`, a cap on how deep the grader's imports go, no module named after a
standard-library one, and subcommands of hydra-grade added one way only (a function in the
list tools/hydra-grade passes to cli.main). Read from the source with `ast`: nothing is
imported but the CLI."""

from __future__ import annotations

import ast
import runpy
import sys
from functools import cache
from pathlib import Path

from conftest import ROOT

TREES = (ROOT / "tools", ROOT / "fuzz")
# Packages whose subpackages count as packages of their own in the one-way check (in others a
# subpackage is part of its top package), and modules that are a layer of their own above the
# package they sit in: the command line registers every subcommand, grader.course's included.
SPLIT = ("grader",)
LAYERS = ("grader.cli",)
# The kit packages the grader may import: the rules, nothing that builds on the grader.
GRADER_MAY_IMPORT = {"rules"}
# The deepest chain of imports between the grader's modules, counted in modules ("floors"):
# grader.cli -> course.command -> course.class_report -> course.submission -> commands ->
# report_junit -> report_text -> summary -> runner -> grade -> drive -> divergence -> classify
# -> expect -> transcript -> rulesets. The judging chain alone (grade .. rulesets) is 7 floors.
MAX_FLOORS = 16


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


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def package_of(name: str, known: dict[str, Path]) -> str:
    """The package a module belongs to: its top package, or for those of SPLIT the subpackage
    it sits in; a module of LAYERS is its own."""
    if name in LAYERS:
        return name
    top = name.split(".")[0]
    if top not in SPLIT:
        return top
    return name if known[name].name == "__init__.py" else name.rpartition(".")[0] or name


def packages(modules_graph: dict[str, set[str]], known: dict[str, Path]) -> dict[str, set[str]]:
    """Package -> the other packages its modules import."""
    out: dict[str, set[str]] = {}
    for name, deps in modules_graph.items():
        mine = package_of(name, known)
        out.setdefault(mine, set()).update(package_of(d, known) for d in deps)
        out[mine].discard(mine)
    return out


def floors(modules_graph: dict[str, set[str]], prefix: str) -> dict[str, int]:
    """For each module under `prefix`, the length in modules of its longest import chain
    through modules under `prefix` (a module importing none of them is on floor 1)."""
    inside = {n: {d for d in deps if d.startswith(prefix)}
              for n, deps in modules_graph.items() if n.startswith(prefix)}

    @cache
    def floor(name: str) -> int:
        return 1 + max((floor(d) for d in inside[name]), default=0)

    return {name: floor(name) for name in inside}


def test_cycles_are_found_when_present():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_floors_count_the_longest_chain():
    assert floors({"p.a": {"p.b", "q"}, "p.b": {"p.c"}, "p.c": set(), "q": {"p.a"}}, "p.") == {
        "p.a": 3, "p.b": 2, "p.c": 1}


def test_no_import_cycles():
    known = modules()
    assert "grader.cli" in known and "rules.model" in known
    found = graph()
    assert "grader.pipeline" in found["grader.commands"]
    assert cycles(found) == []


def test_no_cycles_between_packages():
    known = modules()
    between = packages(graph(), known)
    assert {"grader", "grader.course", "grader.cli", "rules", "corpus", "planted"} <= set(between)
    assert "grader" in between["grader.course"] and "grader.course" in between["grader.cli"]
    assert cycles(between) == []


def test_the_grader_imports_no_kit_package_but_the_rules():
    known = modules()
    between = packages(graph(), known)
    outside = {dep.split(".")[0] for package, deps in between.items()
               if package.split(".")[0] == "grader" for dep in deps} - {"grader"}
    assert "rules" in outside
    assert outside <= GRADER_MAY_IMPORT, f"the grader imports {outside - GRADER_MAY_IMPORT}"


def test_the_rules_are_a_leaf():
    known = modules()
    between = packages(graph(), known)
    assert {dep for package, deps in between.items() if package.split(".")[0] == "rules"
            for dep in deps if dep.split(".")[0] != "rules"} == set()


def test_the_graders_imports_are_at_most_max_floors_deep():
    depth = floors(graph(), "grader.")
    deepest = max(depth.values())
    assert depth["grader.cli"] == deepest
    assert deepest <= MAX_FLOORS, f"the grader's imports are {deepest} floors deep"


def test_no_module_shadows_the_standard_library():
    shadows = [name for name in modules() if name.rpartition(".")[2] in sys.stdlib_module_names]
    assert shadows == []


def test_subcommands_are_added_one_way():
    """Every `add_parser(` call of the grader and of planted sits in a function of the list
    of subcommands tools/hydra-grade passes to the grader's command line."""
    script = runpy.run_path(str(ROOT / "tools" / "hydra-grade"), run_name="hydra_grade")
    listed = {f.__module__.rpartition(".")[2] + "." + f.__name__ for f in script["ALL_COMMANDS"]}
    adders = set()
    tools = ROOT / "tools"
    for path in [*(tools / "grader").rglob("*.py"), *(tools / "planted").glob("*.py")]:
        for fn in ast.walk(ast.parse(path.read_text())):
            if isinstance(fn, ast.FunctionDef) and any(
                    isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "add_parser"
                    for c in ast.walk(fn)):
                adders.add(f"{path.stem}.{fn.name}")
    assert adders and adders <= listed, f"subcommands added outside the list: {adders - listed}"
    assert "grading.add_parser" in adders
