#!/usr/bin/python3
"""The classes a reader of one grade meets, and how deep the grader's imports go. From the one
entry point of grading, grader.pipeline (its function `grade`), it follows the imports
statically (import_graph.py: every import in a module counts, late ones too) to every module
they reach, and lists the classes defined there (nested ones included), module by module;
then the grader's deepest import chain, counted in modules ("floors").
Usage: tools/dev/count_classes.py [MODULE]   (default: grader.pipeline)"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from dev.import_graph import deepest_chain, graph, modules, reachable  # noqa: E402

ENTRY = "grader.pipeline"


def classes(path: Path) -> list[str]:
    """The names of the classes defined in the file, in the order they appear."""
    tree = ast.parse(path.read_text())
    found = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
    return [node.name for node in sorted(found, key=lambda node: node.lineno)]


def main(argv: list[str]) -> int:
    entry = argv[0] if argv else ENTRY
    known = modules()
    imported = graph()
    if entry not in known:
        print(f"count_classes: no module {entry}", file=sys.stderr)
        return 2
    reached = sorted(reachable(imported, entry))
    total = 0
    for name in reached:
        defined = classes(known[name])
        total += len(defined)
        if defined:
            print(f"{name:32} {len(defined):2}  {', '.join(defined)}")
    print(f"{total} classes in the {len(reached)} modules reachable from {entry}")
    chain = deepest_chain(imported, "grader.")
    print(f"the grader's deepest import chain, {len(chain)} floors: " + " -> ".join(chain))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
