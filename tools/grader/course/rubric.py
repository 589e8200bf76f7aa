"""Marks from findings: a rubric (TOML, docs/rubric.toml is the default) splits the total over
rule areas (ranges of clauses), takes a deduction per finding from the area its clause belongs
to (by kind, or by clause for rule findings; once per kind and clause), never below zero in
an area, and gives a
submission that cannot be graded at all (does not build, cannot be driven) a fixed fraction."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[3] / "docs" / "rubric.toml"
KINDS = ("rule", "testing-mode", "robustness", "display", "reading", "dialect")
FAILURES = ("no-makefile", "build-error", "no-hydra", "timeout", "unsafe", "not-driveable")
CLAUSE = re.compile(r"^R(\d+)(?:\.(\d+))?$")


class RubricError(ValueError):
    pass


@dataclass
class Area:
    name: str
    first: int
    last: int
    marks: float

    def holds(self, clause: str) -> bool:
        found = CLAUSE.match(clause or "")
        return bool(found) and self.first <= int(found.group(1)) <= self.last


@dataclass
class Rubric:
    total: float
    areas: list[Area]
    deductions: dict[str, float]
    clauses: dict[str, float] = field(default_factory=dict)
    build: dict[str, float] = field(default_factory=dict)

    def area_of(self, clause: str) -> Area:
        for area in self.areas:
            if area.holds(clause):
                return area
        return self.areas[-1]

    def deduction(self, kind: str, clause: str) -> float:
        if kind == "rule" and clause:
            for key in (clause, clause.split(".")[0]):
                if key in self.clauses:
                    return self.clauses[key]
        return self.deductions.get(kind, 0.0)


def load(path: Path | None = None) -> Rubric:
    path = path or DEFAULT
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as err:
        raise RubricError(f"cannot read the rubric {path}: {err}") from err
    except tomllib.TOMLDecodeError as err:
        raise RubricError(f"{path}: not valid TOML: {err}") from err
    try:
        return _parse(data)
    except (KeyError, TypeError, ValueError) as err:
        raise RubricError(f"{path}: {err}") from err


def _number(value, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise RubricError(f"{what} must be a number >= 0, not {value!r}")
    return float(value)


def _parse(data: dict) -> Rubric:
    total = _number(data.get("total"), "total")
    areas = []
    for name, spec in (data.get("areas") or {}).items():
        found = re.fullmatch(r"R(\d+)-R(\d+)", str(spec.get("clauses", "")))
        if not found:
            raise RubricError(f"area {name!r}: clauses must look like \"R1-R4\"")
        areas.append(Area(name, int(found.group(1)), int(found.group(2)),
                          _number(spec.get("marks"), f"area {name!r} marks")))
    if not areas:
        raise RubricError("no [areas]")
    if abs(sum(a.marks for a in areas) - total) > 1e-9:
        raise RubricError(f"the areas' marks add up to {sum(a.marks for a in areas):g}, "
                          f"not the total {total:g}")
    deductions = {}
    for kind, value in (data.get("deductions") or {}).items():
        if kind not in KINDS:
            raise RubricError(f"[deductions]: unknown kind {kind!r} (kinds: {', '.join(KINDS)})")
        deductions[kind] = _number(value, f"deduction for {kind}")
    clauses = {}
    for clause, value in (data.get("clauses") or {}).items():
        if not CLAUSE.match(clause):
            raise RubricError(f"[clauses]: {clause!r} is not a clause such as R12 or R12.3")
        clauses[clause] = _number(value, f"deduction for {clause}")
    build = {}
    for status, value in (data.get("build") or {}).items():
        if status not in FAILURES:
            raise RubricError(f"[build]: unknown case {status!r} (cases: {', '.join(FAILURES)})")
        if not 0 <= _number(value, f"[build] {status}") <= 1:
            raise RubricError(f"[build] {status} is a fraction of the total, 0 to 1")
        build[status] = float(value)
    return Rubric(total, areas, deductions, clauses, build)


def mark(rubric: Rubric, findings: list[dict], failure: str = "") -> dict:
    """The marks of one submission: `findings` are the JSON report's finding objects (kind,
    clause, summary); `failure` one of FAILURES when the submission could not be graded."""
    if failure:
        score = rubric.total * rubric.build.get(failure, 0.0)
        share = score / rubric.total if rubric.total else 0.0
        return {"score": round(score, 2), "max": rubric.total, "failure": failure,
                "areas": [{"name": a.name, "max": a.marks, "score": round(a.marks * share, 2),
                           "deductions": []} for a in rubric.areas]}
    taken: dict[str, list[dict]] = {a.name: [] for a in rubric.areas}
    charged: set[tuple] = set()
    for finding in findings:
        clause = finding.get("clause") or ""
        cost = rubric.deduction(finding["kind"], clause)
        if not cost:
            continue
        # one error, one deduction: a clause shown wrong in transcripts and again in normal
        # games (two findings) costs once; the second is listed at no cost
        once = (finding["kind"], clause or finding.get("summary", ""))
        if once in charged:
            cost = 0.0
        charged.add(once)
        taken[rubric.area_of(clause).name].append(
            {"kind": finding["kind"], "clause": clause, "summary": finding.get("summary", ""),
             "marks": cost})
    areas = []
    for area in rubric.areas:
        lost = sum(d["marks"] for d in taken[area.name])
        areas.append({"name": area.name, "max": area.marks,
                      "score": round(max(area.marks - lost, 0.0), 2),
                      "deductions": taken[area.name]})
    return {"score": round(sum(a["score"] for a in areas), 2), "max": rubric.total,
            "failure": "", "areas": areas}
