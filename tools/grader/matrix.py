"""Many builds at once: `grade DIR` grades every build found as DIR/NAME/hydra (with its
profile beside it, or probed) and prints a matrix of builds x findings: one column per finding
seen in any build (its kind and clause), a mark where a build shows it, and each build's count
of errors. --json writes the same matrix, with every build's findings in full."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typing import Callable

from .builds import UsageError, in_folder
from .findings import clause_key
from .request import Run
from .summary import summarise
from .vocab import KIND_LETTER, KIND_ORDER, Kind


def matrix_command(folder: str, grade_path: Callable[[str], Run], json_file: str | None,
                   quiet: bool) -> int:
    """Grades every build of `folder` with `grade_path` and prints the matrix."""
    paths = in_folder(Path(folder))
    if not paths:
        raise UsageError(f"{folder}: no NAME/hydra builds inside")
    runs: list[Run] = []
    for index, path in enumerate(paths, start=1):
        if not quiet:
            print(f"[{index}/{len(paths)}] grading {path.parent.name}", file=sys.stderr,
                  flush=True)
        runs.append(grade_path(str(path)))
    table = matrix(runs)
    sys.stdout.write(render(table))
    if json_file:
        Path(json_file).write_text(json.dumps(table, indent=1, sort_keys=True) + "\n",
                                   encoding="utf-8")
    return 0 if all(row["ok"] for row in table["builds"]) else 1


def matrix(runs: list[Run]) -> dict:
    columns: dict[tuple, dict] = {}
    rows = []
    for run in runs:
        summary = summarise(run)
        marks = {}
        for finding in summary.findings:
            key = (finding.kind, finding.clause, finding.summary)
            column = columns.setdefault(key, {"kind": finding.kind, "clause": finding.clause,
                                              "summary": finding.summary, "mode": "normal"})
            if finding.mode == "testing":
                column["mode"] = "testing"
            marks["|".join(key)] = finding.transcripts + finding.games
        rows.append({"name": run.build.name, "ok": summary.ok, "stopped": run.stopped,
                     "errors": len(summary.wrong), "findings": marks,
                     "detail": [f.to_json() for f in summary.findings]})
    order = sorted(columns, key=lambda k: (KIND_ORDER[Kind(k[0])], clause_key(k[1]), k[2]))
    for number, key in enumerate(order, start=1):
        columns[key]["column"] = number
    return {"findings": [dict(columns[k], key="|".join(k)) for k in order], "builds": rows}


def render(table: dict) -> str:
    cols = table["findings"]
    width = max([len(b["name"]) for b in table["builds"]] + [5])
    out = ["builds x findings: the transcripts and normal-mode games showing each finding", ""]
    out.append(f"{'build':{width}}  {'errors':>6}  " +
               " ".join(f"{c['column']:>4}" for c in cols))
    for b in table["builds"]:
        cells = [f"{b['findings'].get(c['key'], ''):>4}" for c in cols]
        out.append(f"{b['name']:{width}}  {b['errors']:6}  " + " ".join(cells))
    out.append("")
    out.append("findings (column: kind clause summary [mode]):")
    for c in cols:
        out.append(f"{c['column']:>4}: {KIND_LETTER[Kind(c['kind'])]} {c['kind']:12} {c['clause'] or '-':7} "
                   f"{c['summary']}" + (" [normal mode only]" if c["mode"] == "normal" else ""))
    out.append("")
    for b in table["builds"]:
        stop = f" (stopped early: {b['stopped']})" if b["stopped"] else ""
        out.append(f"{b['name']}: {'PASS' if b['ok'] else 'FAIL'}, {b['errors']} error "
                   f"finding(s){stop}")
    return "\n".join(out) + "\n"
