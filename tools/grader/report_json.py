"""The JSON report: the build, every result (status, level, failure with its first divergence,
readings) and the per-rule table. Keys are sorted and timings left out unless asked, so the
same grade always produces the same file."""

from __future__ import annotations

import json

from .runner import Run
from .summary import summarise


def render(run: Run, timings: bool = False) -> str:
    summary = summarise(run)
    results = []
    for result in run.results:
        data = result.to_json()
        if not timings:
            data.pop("seconds", None)
        results.append(data)
    doc = {
        "build": {"name": run.build.name, "path": run.build.path,
                  "reference": run.build.reference, "reading": run.build.profile.reading},
        "ok": summary.ok,
        "stopped_early": run.stopped,
        "totals": dict(sorted(summary.counts.items())),
        "levels": {k: summary.levels[k] for k in ("exact", "normalised", "semantic")},
        "failure_kinds": dict(sorted(summary.categories.items())),
        "rules": [{"rule": r.rule, "passed": r.passed, "failed": r.failed,
                   "failing": r.failures} for r in summary.rules],
        "readings": summary.readings,
        "groups": summary.groups,
        "results": results,
    }
    if timings:
        doc["seconds"] = round(run.seconds, 3)
    return json.dumps(doc, indent=1, sort_keys=True) + "\n"
