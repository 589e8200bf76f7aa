"""The zoo's property, checked on one combination: built and graded as a real build, its
`rule` findings are exactly its planted rule errors (the clause or a sub-point of it, none
missed, none invented), and every quirk shows as it declares (its declared error findings
reported, no error finding it did not declare, the reading it brings probed). A combination
whose testing mode cannot be driven, for a quirk that says so, is graded by normal play alone:
its robustness findings are not asked for there, as garbage and end of input are typed only in
the transcripts."""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass, field

from grader.findings import Finding
from planted.grading import matches
from planted import builder
from planted.variant import Variant, VariantError

from .combination import Combination
from .grading import Graded, grade


@dataclass(frozen=True)
class Problem:
    key: tuple[str, ...]  # ("missed"|"extra", kind, clause) or ("reading",) or ("stopped",)
    text: str

    @property
    def about_rules(self) -> bool:
        return len(self.key) == 3 and self.key[1] == "rule"


@dataclass
class Outcome:
    spec: str
    problems: list[Problem] = field(default_factory=list)
    seconds: float = 0.0
    rule_errors: int = 0  # rule findings the combination declares

    @property
    def passed(self) -> bool:
        return not self.problems


def problems(variant: Variant, graded: Graded) -> list[Problem]:
    """Every way the grade differs from what the combination declares."""
    found: list[Finding] = graded.findings
    out = []
    for declared in variant.findings:
        if graded.stopped and declared[0] == "robustness":
            continue  # garbage and end of input are typed only in testing-mode transcripts
        if not any(matches(declared, f) for f in found):
            kind, clause, _ = declared
            out.append(Problem(("missed", kind, clause), f"missed: {kind} {clause}"))
    for finding in found:
        if finding.wrong and not any(matches(d, finding) for d in variant.findings):
            out.append(Problem(("extra", finding.kind, finding.clause),
                               f"not declared: {finding.kind} {finding.clause} "
                               f"{finding.mode} {finding.summary!r} ({finding.seen_in()}, "
                               f"e.g. {finding.example})"))
    if graded.reading != variant.reading:
        out.append(Problem(("reading",), f"reading: probed {graded.reading}, declared "
                                         f"{variant.reading}"))
    if graded.stopped and not any(kind == "testing-mode" for kind, _, _ in variant.findings):
        out.append(Problem(("stopped",), f"stopped early: {graded.stopped}"))
    return out


def check(combination: Combination, every: list, scripts: list, jobs: int = 2,
          keep: bool = False) -> Outcome:
    """Builds the combination, grades it and lists the problems (a combination whose edits
    no longer build is one problem, `build`)."""
    started = time.monotonic()
    outcome = Outcome(combination.spec)
    try:
        variant = combination.variant()
        outcome.rule_errors = sum(kind == "rule" for kind, _, _ in variant.findings)
        binary = builder.hydra(combination.name, jobs, variant)
        outcome.problems = problems(variant, grade(binary, every, scripts, jobs=jobs))
    except VariantError as err:
        outcome.problems = [Problem(("build",), f"does not build: {str(err)[:2000]}")]
    finally:
        if not keep:
            shutil.rmtree(builder.OUT / combination.name, ignore_errors=True)
            (builder.OUT / f".{combination.name}.lock").unlink(missing_ok=True)
    outcome.seconds = time.monotonic() - started
    return outcome
