"""A build's grade as findings: every deviation seen, grouped by what it is (kind, clause,
summary, mode) into one finding, with how many transcripts (or normal-mode games) show it and
the shortest of them as evidence. And the per-rule table that follows from the findings: a
clause fails only if a rule finding names it, passes where the transcripts that test it (their
primary clauses) were played to their end, and is otherwise "not reached"."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .reproduction import Reproduction
from .verdict import KINDS, Deviation, Result
from .vocab import KIND_ORDER, Kind, Mode


@dataclass
class Finding:
    kind: Kind
    clause: str
    summary: str
    mode: Mode  # testing if a transcript shows it, else normal (only normal-mode games do)
    transcripts: int = 0  # transcripts that show it
    games: int = 0  # normal-mode games that show it
    example: str = ""  # the shortest transcript (or the first game) showing it
    evidence: Deviation | None = None  # the deviation as it shows there
    others: list[str] = field(default_factory=list)  # a few more ids
    seen: Counter = field(default_factory=Counter)  # its messages, numbers blanked
    reproduction: Reproduction | None = None  # its minimal reproduction, if one was made

    def seen_in(self) -> str:
        """Where it shows: `21 transcripts, 4 normal-mode games`."""
        parts = []
        if self.transcripts:
            parts.append(f"{self.transcripts} transcript" + "s" * (self.transcripts != 1))
        if self.games:
            parts.append(f"{self.games} normal-mode game" + "s" * (self.games != 1))
        return ", ".join(parts)

    @property
    def wrong(self) -> bool:
        return self.kind not in ("dialect", "reading")

    def to_json(self) -> dict:
        ev = self.evidence
        return {"clause": self.clause, "kind": self.kind, "summary": self.summary,
                "transcripts": self.transcripts, "games": self.games,
                "example": self.example, "mode": self.mode,
                "category": ev.category if ev else "",
                "category_meaning": ev.category.meaning if ev else "",
                "message": ev.message if ev else "", "line": ev.lineno if ev else None,
                "field": ev.field if ev else None, "want": ev.want if ev else None,
                "got": ev.got if ev else None, "reference_state": ev.ref_state if ev else [],
                "build_output": ev.build_tail if ev else [], "also": self.others,
                "road": ev.road if ev else [], "reference_road": ev.ref_road if ev else [],
                "reproduction": self.reproduction.to_json() if self.reproduction else None,
                "variants": [m for m, _ in self.seen.most_common(5)]}


def clause_key(clause: str) -> tuple:
    """R clauses first, then H house-rule clauses, then I interpretations, each in numeric
    order (R2 < R10); no clause last."""
    if not clause:
        return (9,)
    parts = tuple(int(x) if x.isdigit() else x for x in re.split(r"(\d+)", clause))
    return ({"R": 0, "H": 1}.get(clause[:1], 2),) + parts


def collect(results: list[Result], games: list[tuple[str, list[Deviation]]] = ()
            ) -> list[Finding]:
    """Findings from transcript results and normal-mode games (id, deviations). A transcript
    or game counted once per finding; the example is the shortest transcript (fewest lines),
    a game only when no transcript shows it."""
    groups: dict[tuple, Finding] = {}
    sizes: dict[tuple, int] = {}
    sources = [(r.id, r.size, r.deviations) for r in results
               if r.status in ("pass", "fail", "incomplete", "xfail", "xpass")]
    sources += [(name, 10 ** 9, devs) for name, devs in games]
    for name, size, deviations in sources:
        counted: set[tuple] = set()
        for dev in deviations:
            key = dev.key
            finding = groups.setdefault(key, Finding(dev.kind, dev.clause, dev.summary,
                                                     dev.mode))
            finding.seen[re.sub(r"\d+", "#", dev.message)] += 1
            if key in counted:
                continue
            counted.add(key)
            if dev.mode == "normal":
                finding.games += 1
            else:
                finding.transcripts += 1
                finding.mode = "testing"
            if key not in sizes or size < sizes[key]:
                if finding.example:
                    finding.others.append(finding.example)
                sizes[key] = size
                finding.example, finding.evidence = name, dev
            elif len(finding.others) < 5:
                finding.others.append(name)
    for finding in groups.values():
        finding.others = sorted(finding.others)[:5]
    return sorted(groups.values(), key=lambda f: (KIND_ORDER[f.kind], clause_key(f.clause),
                                                  -f.transcripts - f.games, f.summary))


def top(clause: str) -> str:
    return clause.split(".")[0]


@dataclass
class RuleRow:
    rule: str
    verdict: str  # fail, pass, or not reached
    tested: int = 0  # graded transcripts that test it
    passed: int = 0  # of those, played to their end
    findings: list[str] = field(default_factory=list)  # rule findings naming it
    display: list[str] = field(default_factory=list)  # display findings naming it


def rule_table(results: list[Result], found: list[Finding]) -> list[RuleRow]:
    rows: dict[str, RuleRow] = {}
    for result in results:
        for clause in {top(c) for c in result.tests}:
            row = rows.setdefault(clause, RuleRow(clause, "not reached"))
            if result.status == "skip":
                continue
            row.tested += 1
            row.passed += result.reached_end
    for finding in found:
        if finding.kind in ("rule", "display") and finding.clause:
            row = rows.setdefault(top(finding.clause), RuleRow(top(finding.clause),
                                                               "not reached"))
            (row.findings if finding.kind == "rule" else row.display).append(finding.clause)
    for row in rows.values():
        row.verdict = "fail" if row.findings else ("pass" if row.passed else "not reached")
    return sorted(rows.values(), key=lambda r: clause_key(r.rule))


def counts_by_kind(found: list[Finding]) -> Counter:
    return Counter({k: sum(1 for f in found if f.kind == k) for k in KINDS})
