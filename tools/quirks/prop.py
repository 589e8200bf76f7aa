"""The zoo's property, checked on one combination: built and graded as a real build, its
`rule` findings are exactly its planted rule errors (the clause or a sub-point of it, none
missed, none invented), and every quirk shows as it declares (its declared error findings
reported, no error finding it did not declare, the reading it brings probed), as every variant
of tools/variants must (planted.grading.problems states it once for both)."""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass, field

from planted.grading import problems as declared_problems
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
    """Every way the grade differs from what the combination declares (the one statement of
    what a variant's grade must be: planted.grading.problems)."""
    return [Problem(key, text) for key, text in
            declared_problems(variant, graded.findings, graded.reading, graded.stopped)]


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
