"""The JSON report: the build, the findings (each with its clause, kind, summary, mode, how many
transcripts show it, the shortest example and its evidence), the per-rule table, every result,
and the normal-mode games. Keys are sorted and timings left out unless asked, so the same grade
always produces the same file."""

from __future__ import annotations

import json

from .request import Run
from .summary import summarise


def document(run: Run, timings: bool = False) -> dict:
    summary = summarise(run)
    results = []
    for result in run.results:
        data = result.to_json()
        if not timings:
            data.pop("seconds", None)
        results.append(data)
    doc = {
        "build": {"name": run.build.name, "path": run.build.shown or run.build.path,
                  "reference": run.build.reference, "reading": run.build.profile.reading},
        "ok": summary.ok,
        "notes": run.notes,
        "stopped_early": run.stopped,
        "graded_by": run.graded_by,
        "ungradable": run.ungradable,
        "findings": [f.to_json() for f in summary.findings],
        "totals": dict(sorted(summary.counts.items())),
        "levels": {k: summary.levels[k] for k in ("exact", "normalised", "semantic")},
        "rules": [{"rule": r.rule, "verdict": r.verdict, "tested": r.tested,
                   "played": r.passed, "findings": sorted(set(r.findings)),
                   "display": sorted(set(r.display))} for r in summary.rules],
        "groups": summary.groups,
        "games": [{"game": name, "deviations": [d.message for d in devs]}
                  for name, devs in run.games],
        "results": results,
    }
    if timings:
        doc["seconds"] = round(run.seconds, 3)
    return doc


def render(run: Run, timings: bool = False) -> str:
    """The document with a line per top-level key and per member of a top-level list (a
    result, a finding, a rule), each line compact: easy to diff and to grep, and written by
    json's C encoder (an indented document takes the pure-Python one, 20 times slower)."""
    lines = []
    for key, value in sorted(document(run, timings).items()):
        if isinstance(value, list) and value:
            members = ",\n  ".join(_compact(v) for v in value)
            lines.append(f"{json.dumps(key)}: [\n  {members}\n ]")
        else:
            lines.append(f"{json.dumps(key)}: {_compact(value)}")
    return "{\n " + ",\n ".join(lines) + "\n}\n"


def _compact(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(", ", ": "))
