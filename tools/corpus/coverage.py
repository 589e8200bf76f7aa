"""`make coverage-report`: what the corpus alone exercises. (1) A table of rule clauses x
transcripts from the headers' `rules:` lists (count per clause and per area; min and median).
(2) Line and branch coverage of reference/core reached by running every transcript through a
--coverage build of the reference (gcov data summarised by gcovr, throw branches excluded).
Exit status 0 when the report was produced, 2 when the build or a tool is missing."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

from . import check, reference
from .build import AREAS
from .cases import clause_key

RULES_DOC = reference.ROOT / "docs" / "rules.md"
COV_DIR = reference.ROOT / "build" / "coverage"
# The rules code: everything in the core except the invariant checker, which only the check
# build runs and whose failure paths no correct game reaches.
RULES_FILES = ("card.cc", "card_source.cc", "game.cc", "legality.cc", "move.cc", "rules.cc",
               "state.cc")


def known_clauses() -> list[str]:
    """Top-level clauses R1..R25 as numbered in docs/rules.md."""
    text = RULES_DOC.read_text(encoding="utf-8") if RULES_DOC.exists() else ""
    found = sorted(set(re.findall(r"\*\*(R\d+) ", text)), key=clause_key)
    return found or [f"R{i}" for i in range(1, 26)]


def clause_table(files: list[Path]) -> tuple[dict[str, Counter], Counter]:
    per_area: dict[str, Counter] = defaultdict(Counter)
    total: Counter = Counter()
    for path in files:
        script = reference.load(path)
        area = path.parent.name
        tops = {r.split(".")[0] for r in script.rules}
        for clause in tops:
            per_area[area][clause] += 1
            total[clause] += 1
        for sub in script.rules:
            if "." in sub:
                total[sub] += 1
    return per_area, total


def print_clause_table(files: list[Path]) -> list[int]:
    per_area, total = clause_table(files)
    clauses = known_clauses()
    areas = [a for a in AREAS if a in per_area]
    short = {a: a[:5] for a in areas}
    print("Clauses x transcripts (transcripts citing the clause, by area)\n")
    print(f"{'clause':7}{'total':>7} " + " ".join(f"{short[a]:>6}" for a in areas))
    counts = []
    for c in clauses:
        counts.append(total[c])
        print(f"{c:7}{total[c]:>7} " + " ".join(f"{per_area[a][c]:>6}" for a in areas))
    subs = sorted((k for k in total if "." in k), key=clause_key)
    print("\nSub-clauses: " + ", ".join(f"{k} {total[k]}" for k in subs))
    uncited = [k for k in clauses if total[k] == 0]
    print(f"\nclause coverage: min {min(counts)}, median {statistics.median(counts)}, "
          f"max {max(counts)} over {len(clauses)} clauses; uncited: {uncited or 'none'}")
    return counts


def build_coverage_binary() -> Path:
    srcs = sorted((reference.ROOT / "reference").glob("*/*.cc"))
    objs = []
    for src in srcs:
        obj = COV_DIR / (src.parent.name + "_" + src.stem + ".o")
        objs.append(obj)
        if obj.exists() and obj.stat().st_mtime > src.stat().st_mtime:
            continue
        obj.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["g++", "-std=c++20", "-O0", "--coverage", "-Ireference", "-c",
                        str(src.relative_to(reference.ROOT)), "-o", str(obj)],
                       cwd=reference.ROOT, check=True)
    binary = COV_DIR / "hydra"
    subprocess.run(["g++", "--coverage", *map(str, objs), "-o", str(binary)], check=True)
    return binary


# Functions of the core the text front end never calls (engine API for bots and unit tests):
# the corpus cannot reach them, so they are reported but kept out of the rules-code figure.
API_ONLY = ("MoveError::clause", "legalMoves", "describe", "rulesName", "ScriptedSource",
            "anyHouseRule", "isHouseRule")


def gcov_json() -> dict:
    filters = [arg for f in RULES_FILES for arg in ("--filter", f"reference/core/{f}")]
    out = subprocess.run(["gcovr", "--root", str(reference.ROOT), "--object-directory",
                          str(COV_DIR), "--exclude-throw-branches",
                          "--exclude-unreachable-branches", *filters, "--json", "-"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def function_rows(data: dict) -> list[tuple[str, str, int, int, int, int, bool]]:
    """(file, function, lines hit, lines, branches taken, branches, api-only) per function."""
    rows = []
    for f in data["files"]:
        funcs = sorted(f["functions"], key=lambda fn: fn["lineno"])
        starts = [fn["lineno"] for fn in funcs] + [10**9]
        for i, fn in enumerate(funcs):
            lines = [ln for ln in f["lines"] if starts[i] <= ln["line_number"] < starts[i + 1]
                     and not ln["gcovr/noncode"] and not ln["gcovr/excluded"]]
            branches = [b for ln in lines for b in ln["branches"]]
            plain = fn["name"].replace("(anonymous namespace)::", "").replace("hydra::", "")
            name = plain.split("(")[0]
            rows.append((Path(f["file"]).name, name, sum(1 for ln in lines if ln["count"]),
                         len(lines), sum(1 for b in branches if b["count"]), len(branches),
                         any(a in name for a in API_ONLY)))
    return rows


def gcov_summary() -> None:
    if not shutil.which("gcovr"):
        print("coverage: gcovr not found (apt-get install gcovr)", file=sys.stderr)
        return
    rows = function_rows(gcov_json())
    print("\nLine and branch coverage of reference/core by the corpus alone, per function\n")
    print(f"{'file':15}{'function':42}{'lines':>10}{'branches':>11}")
    for file, name, lh, lt, bh, bt, api in rows:
        mark = "  (API only)" if api else ""
        print(f"{file:15}{name[:41]:42}{lh:>4}/{lt:<5}{bh:>5}/{bt:<5}{mark}")
    for label, pick in (("rules code (functions the game runs)", [r for r in rows if not r[6]]),
                        ("whole core (API-only functions included)", rows)):
        lh, lt = sum(r[2] for r in pick), sum(r[3] for r in pick)
        bh, bt = sum(r[4] for r in pick), sum(r[5] for r in pick)
        print(f"\n{label}: lines {lh}/{lt} = {100 * lh / max(lt, 1):.1f}%, "
              f"branches {bh}/{bt} = {100 * bh / max(bt, 1):.1f}%")
    missed = [(r[0], r[1]) for r in pick if not r[6] and (r[2] < r[3] or r[4] < r[5])]
    print("not fully covered: " + (", ".join(f"{f}:{n}" for f, n in missed) or "none"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus coverage", description=__doc__)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    ap.add_argument("--no-gcov", action="store_true", help="only the clause table")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    files = reference.corpus_files(args.root, list(AREAS))
    print_clause_table(files)
    if args.no_gcov:
        return 0
    # Every transcript under transcripts/ (house-rule profiles included) feeds the gcov figures.
    files = reference.corpus_files(args.root)
    binary = build_coverage_binary()
    for gcda in COV_DIR.glob("*.gcda"):
        gcda.unlink()
    failures = check.run_all(files, binary, args.jobs, first_failure=False)
    if failures:
        print(f"coverage: {len(failures)} transcripts differ on the coverage build",
              file=sys.stderr)
    gcov_summary()
    return 0
