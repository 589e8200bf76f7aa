"""Many builds at once: `grade DIR` grades every build found as DIR/NAME/hydra (with its
profile beside it, if any) and prints a results matrix, builds x rule clauses, each cell the
percentage of that clause's transcripts the build passes; plus each build's totals. --json
writes the same matrix; --html one page per build is left to single-build runs."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .cli import UsageError, _build
from .runner import Options, Run, grade_all
from .summary import summarise
from .transcript import Transcript


def find_builds(folder: Path) -> list[Path]:
    return sorted(p / "hydra" for p in folder.iterdir() if (p / "hydra").is_file())


def matrix_command(args: argparse.Namespace, scripts: list[Transcript], opts: Options) -> int:
    builds = find_builds(Path(args.build))
    if not builds:
        raise UsageError(f"{args.build}: no NAME/hydra builds inside")
    runs: list[Run] = []
    for index, path in enumerate(builds, start=1):
        build = _build(str(path), None, False)
        if not args.quiet:
            print(f"[{index}/{len(builds)}] grading {build.name}", file=sys.stderr, flush=True)
        runs.append(grade_all(build, scripts, opts))
    table = matrix(runs)
    sys.stdout.write(render(table))
    if args.json:
        Path(args.json).write_text(json.dumps(table, indent=1, sort_keys=True) + "\n",
                                   encoding="utf-8")
    return 0 if all(row["ok"] for row in table["builds"]) else 1


def matrix(runs: list[Run]) -> dict:
    rules: list[str] = []
    rows = []
    for run in runs:
        summary = summarise(run)
        for row in summary.rules:
            if row.rule not in rules:
                rules.append(row.rule)
        rows.append({
            "name": run.build.name, "ok": summary.ok, "stopped": run.stopped,
            "passed": summary.counts["pass"], "failed": summary.counts["fail"],
            "skipped": summary.counts["skip"], "readings": summary.readings,
            "rules": {row.rule: [row.passed, row.failed] for row in summary.rules}})
    order = {r: i for i, r in enumerate(sorted(rules, key=_key))}
    return {"rules": sorted(rules, key=order.get), "builds": rows}


def _key(rule: str) -> tuple:
    from .summary import _rule_key
    return _rule_key(rule)


def render(table: dict) -> str:
    rules = table["rules"]
    width = max([len(b["name"]) for b in table["builds"]] + [5])
    out = ["builds x rules: percentage of each clause's transcripts passed", ""]
    header = f"{'build':{width}}  {'pass':>5} {'fail':>5}  " + " ".join(f"{r:>5}" for r in rules)
    out.append(header)
    for b in table["builds"]:
        cells = []
        for rule in rules:
            passed, failed = b["rules"].get(rule, [0, 0])
            total = passed + failed
            cells.append(f"{100 * passed // total:>4}%" if total else f"{'-':>5}")
        out.append(f"{b['name']:{width}}  {b['passed']:5} {b['failed']:5}  " + " ".join(cells))
    out.append("")
    for b in table["builds"]:
        notes = "; ".join(b["readings"]) or "no other reading or dialect seen"
        state = "PASS" if b["ok"] else "FAIL"
        stop = f" (stopped early: {b['stopped']})" if b["stopped"] else ""
        out.append(f"{b['name']}: {state}; {notes}{stop}")
    return "\n".join(out) + "\n"
