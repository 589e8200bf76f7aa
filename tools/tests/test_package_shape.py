"""The shape of the Python packages (tools/ and fuzz/difffuzz): no import cycles between
modules nor between packages (the grader's subpackages count as packages, its command line
grader/cli/ too), the grader importing no kit package but the leaf `rules`, a cap on how deep
the grader's imports go, argparse in the grader's command line only, no module named after a
standard-library one, and subcommands of hydra-grade added one way only (a function in the
list tools/hydra-grade passes to cli.main). Read from the source with `ast` (the graph:
tools/dev/import_graph.py): nothing is imported but the CLI."""

from __future__ import annotations

import ast
import runpy
import sys
from pathlib import Path

from conftest import ROOT
from dev.import_graph import cycles, deepest_chain, floors, graph, imports, modules

# Packages whose subpackages count as packages of their own in the one-way check (in others a
# subpackage is part of its top package): grader.cli, the command line, registers every
# subcommand, grader.course's included.
SPLIT = ("grader",)
# The kit packages the grader may import: the rules, nothing that builds on the grader.
GRADER_MAY_IMPORT = {"rules"}
# The deepest chain of imports between the grader's modules, counted in modules ("floors";
# `tools/dev/count_classes.py` prints it): grader.cli -> cli.course -> course.command ->
# course.submission -> pipeline -> probe -> grade -> drive -> divergence -> classify -> acted ->
# display -> state. The judging chain alone (grade .. state) is 7 floors. An import made only
# for type checking (under `if TYPE_CHECKING:`) is no dependency: it is never run.
MAX_FLOORS = 13


def package_of(name: str, known: dict[str, Path]) -> str:
    """The package a module belongs to: its top package, or for those of SPLIT the subpackage
    it sits in."""
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


def test_imports_for_type_checking_alone_are_no_dependency(tmp_path):
    source = tmp_path / "a.py"
    source.write_text("from typing import TYPE_CHECKING\nfrom . import b\n"
                      "if TYPE_CHECKING:\n    from . import c\n")
    known = {"p.a": source, "p.b": source, "p.c": source}
    assert imports("p.a", source, known) == {"p.b"}
    source.write_text("from . import b\nif b:\n    from . import c\n")
    assert imports("p.a", source, known) == {"p.b", "p.c"}


def test_the_deepest_chain_is_one_of_the_longest():
    imported = {"p.a": {"p.b", "p.c"}, "p.b": {"p.c"}, "p.c": set(), "q": {"p.a"}}
    assert deepest_chain(imported, "p.") == ["p.a", "p.b", "p.c"]
    assert deepest_chain({}, "p.") == []


def test_the_graders_imports_are_at_most_max_floors_deep():
    imported = graph()
    depth = floors(imported, "grader.")
    deepest = max(depth.values())
    assert depth["grader.cli"] == deepest
    assert deepest <= MAX_FLOORS, f"the grader's imports are {deepest} floors deep: " + \
        " -> ".join(deepest_chain(imported, "grader."))


def test_only_the_command_line_parses_arguments():
    """No module of the grader outside grader.cli imports argparse or speaks of a Namespace:
    the library takes typed values."""
    known = modules()
    parsing = set()
    for name, path in known.items():
        if not name.startswith("grader.") or name == "grader.cli" or \
                name.startswith("grader.cli."):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import) and any(a.name == "argparse" for a in node.names) \
                    or isinstance(node, ast.ImportFrom) and node.module == "argparse" \
                    or isinstance(node, (ast.Name, ast.Attribute)) and \
                    getattr(node, "id", getattr(node, "attr", "")).endswith("Namespace"):
                parsing.add(name)
    assert "grader.cli.grade" in known
    assert parsing == set(), f"parsing arguments outside the command line: {sorted(parsing)}"


def test_no_module_shadows_the_standard_library():
    shadows = [name for name in modules() if name.rpartition(".")[2] in sys.stdlib_module_names]
    assert shadows == []


def test_subcommands_are_added_one_way():
    """Every `add_parser(` call of the grader and of planted sits in a function of the list
    of subcommands tools/hydra-grade passes to the grader's command line."""
    script = runpy.run_path(str(ROOT / "tools" / "hydra-grade"), run_name="hydra_grade")
    listed = {f"{f.__module__}.{f.__name__}" for f in script["ALL_COMMANDS"]}
    adders = set()
    for name, path in modules().items():
        if name.split(".")[0] not in ("grader", "planted"):
            continue
        for fn in ast.walk(ast.parse(path.read_text())):
            if isinstance(fn, ast.FunctionDef) and any(
                    isinstance(c, ast.Call) and getattr(c.func, "attr", "") == "add_parser"
                    for c in ast.walk(fn)):
                adders.add(f"{name}.{fn.name}")
    assert adders and adders <= listed, f"subcommands added outside the list: {adders - listed}"
    assert {"planted.grading.add_parser", "grader.cli.course.add_class"} <= adders
