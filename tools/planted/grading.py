"""The planted bugs and dialects graded as real builds (the `grader` suite of `make planted` and
`hydra-grade variants`). A variant that declares `caught-by: grader` looks like a real build (a
systematic quirk with zero, one or two rule errors) and declares the findings the grader must
report for it:

    finding: display R21.4           # KIND CLAUSE [normal]: an error finding the grade must
    finding: rule R12.3              # show; together they are all the errors it may show
    may: rule R15.2                  # an error finding it may show, or not (rarely met)
    seen: I11                        # text of an accepted (dialect or reading) finding
    reading: strict-cut              # the reading the probe must find
    profile: turn-line: no           # optional lines of the build's profile (no probe then)

`check(NAME, ...)` builds it (builder.hydra: build/variants/NAME/hydra with the profile beside
it), grades it as a real build is graded (probed unless it brings a profile, graded on the
transcripts, played in normal mode) and compares its findings with the declared ones: every
declared finding must be reported, with its kind, clause (or a sub-point of it) and mode; every
error the grade reports must be declared; every declared accepted difference and the declared
reading must be found. `subset` is the quick selection `make planted` uses; `make
grade-variants-full` uses every transcript. The grader knows nothing of this module: it depends
on the grader, and hydra-grade adds its subcommand (add_parser) to the grader's."""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass

from grader.builds import REFERENCE, find
from grader.findings import Finding, top
from grader.pipeline import grade
from grader.request import GradeRequest, Options, Run
from grader.selection import collect
from grader.summary import summarise
from grader.transcript import Transcript

from . import builder
from .variant import Variant, VariantError, load
from .variant import names as all_names

EVERY = 64  # besides the transcripts about its findings, one transcript in EVERY
ABOUT = 40  # of the transcripts about a clause of its findings, at most this many


@dataclass
class Checked:
    name: str
    problems: list[str]
    run: Run
    seconds: float


def subset(scripts: list[Transcript], variant: Variant) -> list[Transcript]:
    """The smoke and end-of-input transcripts, up to ABOUT of those testing each clause the
    variant declares a finding for, and one in EVERY of the rest."""
    clauses = {top(c) for _, c, _ in variant.findings}
    spaced: set[int] = set()  # at most ABOUT transcripts a clause, evenly spread
    for clause in clauses:
        about = [i for i, s in enumerate(scripts) if clause in {top(t) for t in s.tests}]
        spaced.update(about[::math.ceil(len(about) / ABOUT) or 1])
    chosen = []
    for index, script in enumerate(scripts):
        area = script.path.split("/")[-2] if "/" in script.path else ""
        if area in ("smoke", "eof") or index % EVERY == 0 or index in spaced:
            chosen.append(script)
    return chosen


def matches(declared: tuple[str, str, str], found: Finding) -> bool:
    """Same kind, the clause or a sub-point of it: a finding declared for testing mode may
    show in transcripts, normal games or both (the quick subset may lack the transcript that
    shows it); one declared for normal mode (hidden by testing mode) only in normal games."""
    kind, clause, mode = declared
    return (found.kind == kind and (mode == "testing" or found.mode == mode) and
            (found.clause == clause or found.clause.startswith(clause + ".")))


def problems(variant: Variant, found: list[Finding], reading: str, stopped: str = ""
             ) -> list[tuple[tuple[str, ...], str]]:
    """Every way a grade differs from what the variant declares, each with a key: ("missed"
    or "extra", kind, clause), ("seen",), ("reading",), ("lost",) (a run stopped at a question
    not recognised) or ("stopped",). A build whose testing mode cannot be driven, for a
    quirk that says so (a testing-mode finding), is graded by normal play alone: its
    robustness findings are not asked for there, as garbage and end of input are typed only in
    the transcripts. Nor are display findings asked of a build whose table cannot be read (its
    one display finding, R20.1, says so)."""
    out: list[tuple[tuple[str, ...], str]] = []
    unreadable = any(k == "display" and c == "R20.1" for k, c, _ in variant.findings)
    for declared in variant.findings:
        kind, clause, _ = declared
        if stopped and kind == "robustness":
            continue
        if unreadable and kind == "display" and clause != "R20.1":
            continue
        if not any(matches(declared, f) for f in found):
            out.append((("missed", kind, clause), f"missed: {' '.join(declared)}"))
    for finding in found:
        if finding.wrong and not any(matches(d, finding)
                                     for d in variant.findings + variant.may):
            out.append((("extra", finding.kind, finding.clause),
                        f"not declared: {finding.kind} {finding.clause} {finding.mode} "
                        f"{finding.summary!r} ({finding.seen_in()}, e.g. {finding.example})"))
    for finding in found:
        # a question it could not take for one it knows ends a run (a normal game too) early:
        # the grader lost its way, unless the variant says so
        if finding.clause == "R22" and finding.evidence is not None and \
                finding.evidence.category == "waiting" and \
                not any(text in finding.summary for text in variant.seen):
            out.append((("lost",), f"run stopped at a question: {finding.summary} "
                        f"({finding.seen_in()}, e.g. {finding.example})"))
    for text in variant.seen:
        if not any(text in f.summary for f in found if not f.wrong):
            out.append((("seen",), f"accepted difference not seen: {text!r}"))
    if reading != variant.reading:
        out.append((("reading",), f"reading: probed {reading}, declared {variant.reading}"))
    if stopped and not any(kind == "testing-mode" for kind, _, _ in variant.findings):
        out.append((("stopped",), f"stopped early: {stopped}"))
    return out


def check(name: str, every: list[Transcript], scripts: list[Transcript], games: int = 2,
          jobs: int = 2) -> Checked:
    started = time.monotonic()
    variant = load(name)
    build = find(str(builder.hydra(name, jobs)))
    # a variant takes the reference's flags: a fixed shuffle makes its normal games repeatable
    run = grade(GradeRequest(build, scripts, every, Options(jobs=jobs, reference=str(REFERENCE)),
                             games=games, normal_moves=0, extra_args=["-seed", "3"]))
    found = problems(variant, summarise(run).findings, build.profile.reading, run.stopped or "")
    return Checked(name, [text for _, text in found], run, time.monotonic() - started)


def names() -> list[str]:
    """The variants the grader checks: those declaring `caught-by: grader`."""
    return [n for n in all_names() if load(n).suites("grader")]


def add_parser(sub: argparse._SubParsersAction) -> None:
    """`hydra-grade variants`: build the variants, list them, or check their findings."""
    p = sub.add_parser("variants", help="build variants of the reference (planted bugs and "
                       "dialects), list them, or check their findings (--check)",
                       description="Build modified copies of the reference "
                       "(tools/variants/*.variant) into build/variants/NAME/hydra, with the "
                       "build's profile beside it; with --check, grade them and compare their "
                       "findings with the declared ones.")
    p.add_argument("names", nargs="*", help="variants (default: all the grader checks)")
    p.add_argument("--list", action="store_true", help="list variants and exit")
    p.add_argument("--check", action="store_true", help="grade the variants and compare "
                   "their findings with the declared ones")
    p.add_argument("--full", action="store_true", help="with --check: every transcript and 4 "
                   "normal games (default: the quick subset and 2 games)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="parallel compilers and runs")
    p.set_defaults(handler=command)


def command(args: argparse.Namespace) -> int:
    try:
        if args.list:
            list_variants()
            return 0
        if args.check:
            return check_all(args.names or names(), args.full, args.jobs)
        for name in args.names or names():
            print(f"built {builder.hydra(name, jobs=args.jobs)}", flush=True)
    except VariantError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def list_variants() -> None:
    for name in names():
        v = load(name)
        errors = ", ".join(f"{k} {c}" + (" (normal)" if m == "normal" else "")
                           for k, c, m in v.findings) or "no errors"
        print(f"{name:28} {errors:34} {v.description}")


def check_all(chosen: list[str], full: bool, jobs: int) -> int:
    every, errors = collect([str(REFERENCE.parent / "transcripts")])
    if errors:
        print("bad transcripts:\n  " + "\n  ".join(errors), file=sys.stderr)
        return 2
    failed = 0
    for name in chosen:
        variant = load(name)
        scripts = every if full else subset(every, variant)
        result = check(name, every, scripts, 4 if full else 2, jobs)
        state = "ok" if not result.problems else "FAILED"
        print(f"{name:28} {state:6} {len(scripts):5} transcripts {result.seconds:6.1f} s",
              flush=True)
        for problem in result.problems:
            print(f"    {problem}")
        failed += bool(result.problems)
    print(f"{failed} variant(s) with findings other than declared" if failed else
          "every variant's findings are as declared")
    return 1 if failed else 0
