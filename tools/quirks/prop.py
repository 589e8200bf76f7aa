"""The zoo's property, checked on one combination: built and graded as a real build, its
`rule` findings are exactly its planted rule errors (the clause or a sub-point of it, none
missed, none invented), and every quirk shows as it declares (its declared error findings
reported, no error finding it did not declare, the reading it brings probed), as every variant
of tools/variants must (planted.grading.problems states it once for both)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from planted.grading import matches, problems as declared_problems
from planted import builder
from planted.variant import Variant, VariantError

from .combination import Combination
from .errors import OWN_DEAL, pool
from .grading import Graded, grade
from .masked import declared, masked


@dataclass(frozen=True)
class Problem:
    key: tuple[str, ...]  # ("missed"|"extra", kind, clause), ("reading",), ("lost",), ...
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
    whole: bool = False  # graded again on every transcript (a rule error the subset missed)
    masked: list[str] = field(default_factory=list)  # findings missed where no transcript
    # shows them before the rest of the combination goes wrong (masked.py)

    @property
    def passed(self) -> bool:
        return not self.problems


def problems(variant: Variant, graded: Graded, errors: tuple[str, ...] = (),
             quirks: tuple[str, ...] = ()) -> list[Problem]:
    """Every way the grade differs from what the combination declares (the one statement of
    what a variant's grade must be: planted.grading.problems). A build graded by normal play
    alone (its testing mode cannot be driven) must name each planted rule error (`errors`) by
    one of its findings: a normal game stops at a rule error's first sign, so another clause
    of the same error shows only where it comes first, which may be never; and one that only
    a scripted deal shows (errors.SCRIPTED) may go unnamed, there and where a quirk family of
    the combination (`quirks`) has the build deal itself (errors.OWN_DEAL)."""
    out = [Problem(key, text) for key, text in
           declared_problems(variant, graded.findings, graded.reading, graded.stopped)]
    if graded.stopped:
        named = [pool()[e].findings for e in errors if any(
            matches(d, f) for d in pool()[e].findings for f in graded.findings)]
        out = [p for p in out if not (p.key[0] == "missed" and p.about_rules and any(
            (p.key[1], p.key[2]) in {(k, c) for k, c, _ in found} for found in named))]
    if graded.stopped or OWN_DEAL & set(quirks):
        scripted = {(k, c) for e in errors if pool()[e].scripted for k, c, _ in
                    pool()[e].findings}
        out = [p for p in out if not (p.key[0] == "missed" and p.about_rules and
                                      (p.key[1], p.key[2]) in scripted)]
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
        families = tuple(name for name, _ in combination.quirks)
        graded = grade(binary, every, scripts, jobs=jobs)
        outcome.problems = problems(variant, graded, combination.errors, families)
        if outcome.problems and len(scripts) < len(every):
            # an error the quick subset shows only behind a rule error (each of its
            # transcripts stops at the rule error first, and two normal games end there):
            # missed only if a whole grade (every transcript, the normal play of a grade
            # with no options) misses it; and what the subset cannot tell apart without it (a
            # quota one card larger, its turns all ended early by another rule error, is
            # `remaining` shown one higher there) is judged as a whole grade judges it
            graded = grade(binary, every, every, jobs=jobs, full=True)
            outcome.problems = problems(variant, graded, combination.errors, families)
            outcome.whole = True
        outcome.problems = _unmasked(outcome, combination, every, jobs, graded.reading)
    except VariantError as err:
        outcome.problems = [Problem(("build",), f"does not build: {str(err)[:2000]}")]
    finally:
        if not keep:
            builder.remove(combination.name)
    outcome.seconds = time.monotonic() - started
    return outcome


def _unmasked(outcome: Outcome, combination: Combination, every: list, jobs: int,
              reading: str = "") -> list[Problem]:
    """The problems left once a finding that a rule error of the rest of the combination
    masks, or that the build's dialect never reaches (masked.py), is no longer asked for:
    only where a whole grade missed nothing else, and only for a finding of one part (a
    quirk or a rule error)."""
    if not outcome.whole or any(
            p.key[0] != "missed" or len(p.key) != 3 for p in outcome.problems):
        return outcome.problems
    left = []
    for problem in outcome.problems:
        owners = _owners(combination, problem.key[1], problem.key[2])
        if len(owners) != 1:
            left.append(problem)
            continue
        hidden, shown = masked(combination, owners[0], problem.key[1], problem.key[2], every,
                               jobs, reading)
        if hidden:
            how = f"shown without the rest on {shown} transcripts, masked on each" if shown \
                else "never reached: the build in its dialect prints the same without it " \
                "on every transcript"
            outcome.masked.append(f"{problem.key[1]} {problem.key[2]} ({owners[0].spec}): {how}")
        else:
            left.append(problem)
    return left


def _owners(combination: Combination, kind: str, clause: str) -> list[Combination]:
    """The parts of the combination (each a combination of its own) that declare the
    finding."""
    owners = [Combination((q,)) for q in combination.quirks if (kind, clause) in declared(q)]
    return owners + [Combination((), (e,)) for e in combination.errors if (kind, clause) in
                     {(k, c) for k, c, _ in pool()[e].findings}]
