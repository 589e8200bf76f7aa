"""Checking a variant's declared findings: the variant is graded as a real build is (probed
unless it brings a profile, graded on the transcripts, played in normal mode) and its findings
are compared with the ones it declares (variants.py). Every declared finding must be reported,
with its kind, clause (or a sub-point of it) and mode; every error the grade reports must be
declared; every declared accepted difference (`seen:`) and the declared reading must be found.
`subset` is the quick selection `make test` uses; `make grade-variants-full` uses them all."""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass

from planted import builder
from planted.variant import Variant, load

from . import variants
from .builds import REFERENCE, find
from .findings import Finding, top
from .pipeline import grade
from .request import GradeRequest
from .runner import Options, Run
from .selection import collect
from .summary import summarise
from .transcript import Transcript

EVERY = 12  # besides the transcripts about its findings, one transcript in EVERY


@dataclass
class Checked:
    name: str
    problems: list[str]
    run: Run
    seconds: float


def subset(scripts: list[Transcript], variant: Variant) -> list[Transcript]:
    """The smoke and end-of-input transcripts, those testing a clause the variant declares a
    finding for, and one in EVERY of the rest."""
    clauses = {top(c) for _, c, _ in variant.findings}
    chosen = []
    for index, script in enumerate(scripts):
        area = script.path.split("/")[-2] if "/" in script.path else ""
        if area in ("smoke", "eof") or index % EVERY == 0 or \
                clauses & {top(c) for c in script.tests}:
            chosen.append(script)
    return chosen


def matches(declared: tuple[str, str, str], found: Finding) -> bool:
    """Same kind, the clause or a sub-point of it: a finding declared for testing mode may
    show in transcripts, normal games or both (the quick subset may lack the transcript that
    shows it); one declared for normal mode (hidden by testing mode) only in normal games."""
    kind, clause, mode = declared
    return (found.kind == kind and (mode == "testing" or found.mode == mode) and
            (found.clause == clause or found.clause.startswith(clause + ".")))


def compare(variant: Variant, found: list[Finding], reading: str) -> list[str]:
    problems = []
    for declared in variant.findings:
        if not any(matches(declared, f) for f in found):
            problems.append(f"missed: {' '.join(declared)}")
    for finding in found:
        if finding.wrong and not any(matches(d, finding) for d in variant.findings):
            problems.append(f"not declared: {finding.kind} {finding.clause} {finding.mode} "
                            f"{finding.summary!r} ({finding.seen_in()}, e.g. "
                            f"{finding.example})")
    for text in variant.seen:
        if not any(text in f.summary for f in found if not f.wrong):
            problems.append(f"accepted difference not seen: {text!r}")
    if reading != variant.reading:
        problems.append(f"reading: probed {reading}, declared {variant.reading}")
    return problems


def check(name: str, every: list[Transcript], scripts: list[Transcript], games: int = 2,
          jobs: int = 2) -> Checked:
    started = time.monotonic()
    variant = load(name)
    build = find(str(builder.hydra(name, jobs)))
    # a variant takes the reference's flags: a fixed shuffle makes its normal games repeatable
    build.profile.args = build.profile.args + ["-seed", "3"]
    run = grade(GradeRequest(build, scripts, every, Options(jobs=jobs, reference=str(REFERENCE)),
                             games=games))
    problems = compare(variant, summarise(run).findings, build.profile.reading)
    if run.stopped:
        problems.append(f"stopped early: {run.stopped}")
    return Checked(name, problems, run, time.monotonic() - started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="hydra-grade variants --check", description="Grade variants of the reference "
        "and compare their findings with the declared ones.")
    parser.add_argument("names", nargs="*", help="variants (default: all)")
    parser.add_argument("--full", action="store_true", help="every transcript and 4 normal "
                        "games (default: the quick subset and 2 games)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    every, errors = collect([str(REFERENCE.parent / "transcripts")])
    if errors:
        print("bad transcripts:\n  " + "\n  ".join(errors), file=sys.stderr)
        return 2
    failed = 0
    for name in args.names or variants.names():
        variant = load(name)
        scripts = every if args.full else subset(every, variant)
        result = check(name, every, scripts, 4 if args.full else 2, args.jobs)
        state = "ok" if not result.problems else "FAILED"
        print(f"{name:28} {state:6} {len(scripts):5} transcripts {result.seconds:6.1f} s",
              flush=True)
        for problem in result.problems:
            print(f"    {problem}")
        failed += bool(result.problems)
    print(f"{failed} variant(s) with findings other than declared" if failed else
          "every variant's findings are as declared")
    return 1 if failed else 0
