"""Aggregating a run: totals, the levels met, and the per-rule table (for each rule clause and
interpretation id cited by a transcript: how many of its transcripts pass and fail), plus the
implementation-defined readings a build was seen to use. Shared by every report format."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .runner import Run
from .verdict import Result


@dataclass
class RuleRow:
    rule: str
    passed: int = 0
    failed: int = 0
    failures: list[str] = field(default_factory=list)  # transcript ids

    @property
    def total(self) -> int:
        return self.passed + self.failed

    @property
    def rate(self) -> float:
        return self.passed / self.total if self.total else 0.0


@dataclass
class Summary:
    counts: Counter
    levels: Counter
    categories: Counter
    rules: list[RuleRow]
    readings: list[str]
    groups: dict[str, str]  # group -> member ids that passed (the reading followed)

    @property
    def ok(self) -> bool:
        return not self.counts["fail"] and not self.counts["xpass"]


def _rule_key(rule: str) -> tuple:
    """R clauses first, then H house-rule clauses, then I interpretations, each in numeric
    order (R2 < R10)."""
    parts = tuple(int(x) if x.isdigit() else x for x in re.split(r"(\d+)", rule))
    return ({"R": 0, "H": 1}.get(rule[:1], 2),) + parts


def summarise(run: Run) -> Summary:
    counts: Counter = Counter(r.status for r in run.results)
    levels: Counter = Counter(r.level for r in run.results if r.status in ("pass", "xpass"))
    categories: Counter = Counter(r.failure.category for r in run.results
                                  if r.status == "fail" and r.failure)
    rows: dict[str, RuleRow] = {}
    readings: set[str] = set()
    groups: dict[str, list[str]] = {}
    for result in run.results:
        if result.status not in ("pass", "fail", "xpass", "xfail"):
            continue
        passed = result.status in ("pass", "xpass")
        for rule in result.rules + result.interps:
            row = rows.setdefault(rule, RuleRow(rule))
            if passed:
                row.passed += 1
            else:
                row.failed += 1
                row.failures.append(result.id)
        if passed:
            readings.update(result.readings)
        if result.group:
            members = groups.setdefault(result.group, [])
            if passed:
                members.append(f"{result.id} ({result.profile})")
    if run.build.profile.reading != "spec-2020" and not run.build.reference:
        readings.add(f"rule reading {run.build.profile.reading} (from the profile)")
    return Summary(counts, levels, categories,
                   sorted(rows.values(), key=lambda r: _rule_key(r.rule)), sorted(readings),
                   {g: ", ".join(m) or "none" for g, m in sorted(groups.items())})


def status_word(result: Result) -> str:
    if result.status == "pass":
        return f"pass ({result.level})"
    if result.status == "fail" and result.failure:
        return f"FAIL {result.failure.category}"
    return result.status.upper() if result.status == "xpass" else result.status
