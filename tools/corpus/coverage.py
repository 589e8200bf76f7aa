"""`make coverage-report`: what the corpus alone exercises. (1) A table of rule clauses x
transcripts from the headers' `rules:` lists (count per clause and per area; min and median).
(2) Line and branch coverage of reference/core reached by running every transcript through a
--coverage build of the reference (gcov data summarised by gcovr, throw branches excluded).
Exit status 0 when every target is met (each clause of docs/rules.md cited by at least 10
transcripts; 100% of the rules code's lines and 95% of its branches), 1 when one is missed,
2 when the coverage build or gcovr is missing."""

from __future__ import annotations

import argparse
import functools
import json
import re
import shutil
import statistics
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from . import check, reference
from .build import AREAS, HAND_AREAS
from .cases import clause_key

RULES_DOC = reference.ROOT / "docs" / "rules.md"
HOUSE_DOC = reference.ROOT / "docs" / "house-rules.md"
COV_DIR = reference.ROOT / "build" / "coverage"
# The rules code: everything in the core except the invariant checker, which only the check
# build runs and whose failure paths no correct game reaches.
RULES_FILES = ("card.cc", "card_source.cc", "game.cc", "legality.cc", "move.cc", "rules.cc",
               "state.cc")
# The bar: transcripts per clause, and the core's line and branch coverage (percent).
MIN_PER_CLAUSE = 10
LINE_TARGET = 100.0
BRANCH_TARGET = 95.0


def documented_clauses(doc: Path, heading: str) -> list[str]:
    """Every clause id of a rules page, top-level and numbered sub-points (R7, R10.1, ...).
    `heading` matches the start of a clause: `**R12 ` in rules.md, `## H2 ` in house-rules.md."""
    if not doc.exists():
        return []
    found: list[str] = []
    current = None
    for line in doc.read_text(encoding="utf-8").splitlines():
        top = re.match(heading, line)
        if top:
            current = top.group(1)
            found.append(current)
        elif current and re.match(r"#{1,3} ", line):
            current = None  # a section heading ends the clause
        elif current:
            sub = re.match(r"(\d+)\. ", line)
            if sub:
                found.append(f"{current}.{sub.group(1)}")
    return sorted(set(found), key=lambda c: (c[0], clause_key(c)))


def known_clauses() -> list[str]:
    """Clauses R1..R25 of docs/rules.md with their sub-points."""
    return documented_clauses(RULES_DOC, r"\*\*(R\d+) ") or [f"R{i}" for i in range(1, 26)]


def clause_table(files: list[Path]) -> tuple[dict[str, Counter], Counter]:
    """Per area and in all, the transcripts citing each clause. A transcript citing a
    sub-point (R12.3) also counts for its clause (R12)."""
    per_area: dict[str, Counter] = defaultdict(Counter)
    total: Counter = Counter()
    for path in files:
        script = reference.load(path)
        area = path.parent.name
        cited = set(script.rules) | {r.split(".")[0] for r in script.rules}
        for clause in cited:
            per_area[area][clause] += 1
            total[clause] += 1
    return per_area, total


def print_clause_table(files: list[Path]) -> list[str]:
    """Prints the table; returns the clauses of rules.md cited by fewer than MIN_PER_CLAUSE."""
    per_area, total = clause_table(files)
    clauses = known_clauses()
    tops = [c for c in clauses if "." not in c]
    subs = [c for c in clauses if "." in c]
    areas = [a for a in (*AREAS, *HAND_AREAS) if a in per_area]
    print(f"Clauses x transcripts: how many of the {len(files)} transcripts cite each clause, "
          "by area\n")
    print(f"{'clause':7}{'total':>7} " + " ".join(f"{a[:5]:>6}" for a in areas))
    for c in tops:
        print(f"{c:7}{total[c]:>7} " + " ".join(f"{per_area[a][c]:>6}" for a in areas))
    print("\nSub-points: " + ", ".join(f"{k} {total[k]}" for k in subs))
    house = documented_clauses(HOUSE_DOC, r"## (H\d+) ")
    if house:
        print("House rules (docs/house-rules.md): " + ", ".join(f"{k} {total[k]}" for k in house))
    for label, group in (("clauses", tops), ("sub-points", subs)):
        counts = [total[c] for c in group]
        if counts:
            print(f"{label}: min {min(counts)}, median {statistics.median(counts)}, "
                  f"max {max(counts)} transcripts over {len(group)} {label}")
    thin = [c for c in clauses if total[c] < MIN_PER_CLAUSE]
    print(f"cited by fewer than {MIN_PER_CLAUSE} transcripts: "
          + (", ".join(f"{c} ({total[c]})" for c in thin) or "none"))
    return thin


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


# Functions of the core that no front end of the kit calls, so the corpus cannot reach them:
# `malformed` (legality.cc) refuses moves no front end sends (out of phase; a joker value
# missing, unexpected or out of range); `MoveError::clause` and `describe` name refusals and
# moves for tests, fuzzer reports and bot audits. spec-tests cover them. They are listed, and counted in the whole-core figure, but kept out of
# the rules-code figure.
API_ONLY = ("MoveError::clause", "describe", "malformed")


@dataclass
class Row:
    file: str
    function: str
    lines_hit: int
    lines: int
    branches_taken: int
    branches: int
    api_only: bool
    untaken: list[tuple[int, int, int]]  # (line, taken, branches) of lines with a branch missed
    unrun: list[int]                     # lines never run


def gcov_json() -> dict:
    filters = [arg for f in RULES_FILES for arg in ("--filter", f"reference/core/{f}")]
    out = subprocess.run(["gcovr", "--root", str(reference.ROOT), "--object-directory",
                          str(COV_DIR), "--exclude-throw-branches",
                          "--exclude-unreachable-branches", *filters, "--json", "-"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def function_rows(data: dict) -> list[Row]:
    """Coverage per function of the rules files (gcov's lines, split at each function's
    first line)."""
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
            untaken = [(ln["line_number"], sum(1 for b in ln["branches"] if b["count"]),
                        len(ln["branches"])) for ln in lines
                       if any(not b["count"] for b in ln["branches"])]
            rows.append(Row(Path(f["file"]).name, name, sum(1 for ln in lines if ln["count"]),
                            len(lines), sum(1 for b in branches if b["count"]), len(branches),
                            any(a in name for a in API_ONLY), untaken,
                            [ln["line_number"] for ln in lines if not ln["count"]]))
    return rows


def _percent(hit: int, total: int) -> float:
    return 100.0 * hit / total if total else 100.0


def _print_totals(label: str, rows: list[Row]) -> tuple[float, float]:
    """Prints the line and branch totals of `rows`; returns both percentages."""
    lh, lt = sum(r.lines_hit for r in rows), sum(r.lines for r in rows)
    bh, bt = sum(r.branches_taken for r in rows), sum(r.branches for r in rows)
    print(f"\n{label}: lines {lh}/{lt} = {_percent(lh, lt):.1f}%, "
          f"branches {bh}/{bt} = {_percent(bh, bt):.1f}%")
    return _percent(lh, lt), _percent(bh, bt)


@functools.cache
def _core_source(file: str) -> list[str]:
    return (reference.ROOT / "reference" / "core" / file).read_text(encoding="utf-8").splitlines()


def gcov_summary() -> bool:
    """Prints the per-function table, the totals and every line of the rules code left with a
    branch not taken; True when the rules code meets LINE_TARGET and BRANCH_TARGET."""
    rows = function_rows(gcov_json())
    print("\nLine and branch coverage of reference/core by the corpus alone, per function\n")
    print(f"{'file':15}{'function':42}{'lines':>10}{'branches':>11}")
    for r in rows:
        mark = "  (API only)" if r.api_only else ""
        print(f"{r.file:15}{r.function[:41]:42}{r.lines_hit:>4}/{r.lines:<5}"
              f"{r.branches_taken:>5}/{r.branches:<5}{mark}")
    rules = [r for r in rows if not r.api_only]
    lines_pct, branches_pct = _print_totals("rules code (the functions a front end runs)", rules)
    _print_totals("whole core (API-only functions included; invariants.cc, which only check "
                  "builds run, left out)", rows)
    print("\nRules code not reached (lines never run, branches never taken):")
    left = 0
    for r in rules:
        text = _core_source(r.file)
        for line in r.unrun:
            left += 1
            print(f"  {r.file}:{line} never run: {text[line - 1].strip()}")
        for line, taken, total in r.untaken:
            left += 1
            print(f"  {r.file}:{line} {taken}/{total} branches: {text[line - 1].strip()}")
    if not left:
        print("  none")
    met = lines_pct >= LINE_TARGET and branches_pct >= BRANCH_TARGET
    print(f"\ntarget for the rules code: {LINE_TARGET:.0f}% of lines and {BRANCH_TARGET:.0f}% of "
          f"branches: {'met' if met else 'NOT met'}")
    return met


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus coverage", description=__doc__)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    ap.add_argument("--no-gcov", action="store_true", help="only the clause table")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    # The corpus: every area, house-rule rulesets and computer tables included (not the
    # grader's own smoke transcripts).
    files = reference.corpus_files(args.root, [*AREAS, *HAND_AREAS])
    thin = print_clause_table(files)
    if args.no_gcov:
        return 1 if thin else 0
    if not shutil.which("gcovr"):
        print("coverage: gcovr not found (apt-get install gcovr, or make deps)", file=sys.stderr)
        return 2
    try:
        binary = build_coverage_binary()
    except subprocess.CalledProcessError as err:
        print(f"coverage: building the coverage binary failed: {err}", file=sys.stderr)
        return 2
    for gcda in COV_DIR.glob("*.gcda"):
        gcda.unlink()
    print(f"\nrunning {len(files)} transcripts on {binary.relative_to(reference.ROOT)} ...",
          flush=True)
    failures = check.run_all(files, binary, args.jobs, first_failure=False)
    if failures:
        print(f"coverage: {len(failures)} transcripts differ on the coverage build",
              file=sys.stderr)
    met = gcov_summary()
    return 0 if met and not thin and not failures else 1
