"""Aggregating a run, for every report format: totals and the levels met, the findings
(findings.py) and the per-rule table that follows from them, and the readings the transcript
groups showed (one member per accepted reading of an open point)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .findings import Finding, RuleRow, collect, rule_table
from .request import Run
from .verdict import Result


@dataclass
class Summary:
    counts: Counter
    levels: Counter
    findings: list[Finding]
    rules: list[RuleRow]
    groups: dict[str, str]  # group -> member ids that passed (the reading followed)

    @property
    def wrong(self) -> list[Finding]:
        return [f for f in self.findings if f.wrong]

    @property
    def ok(self) -> bool:
        return not self.wrong and not self.counts["xpass"]


def summarise(run: Run) -> Summary:
    counts: Counter = Counter(r.status for r in run.results)
    levels: Counter = Counter(r.level for r in run.results if r.status in ("pass", "xpass"))
    found = collect(run.results, run.games + run.probe_found)
    made = {r.key: r for r in run.reproductions}
    for finding in found:
        finding.reproduction = made.get((finding.kind, finding.clause, finding.summary))
    groups: dict[str, list[str]] = {}
    for result in run.results:
        if result.group:
            members = groups.setdefault(result.group, [])
            if result.status == "pass":
                members.append(f"{result.id} ({result.profile})")
    return Summary(counts, levels, found, rule_table(run.results, found),
                   {g: ", ".join(m) or "none" for g, m in sorted(groups.items())})


def status_word(result: Result) -> str:
    if result.status == "pass":
        return f"pass ({result.level})"
    if result.status == "fail" and result.failure:
        return f"FAIL {result.failure.kind} {result.failure.clause}".rstrip()
    return result.status.upper() if result.status == "xpass" else result.status
