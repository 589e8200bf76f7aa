"""`python3 -m planted` (PYTHONPATH=tools; `make planted`): proves that every suite a planted
bug of tools/variants declares in `caught-by:` catches it, and that every dialect grades with
no rule finding.

The unmodified reference is compiled once per toolchain; each bug recompiles only the files it
edits. Bugs run in parallel (-j); each runs its declared suites in turn, and each suite stops at
its first failure. Exit status: 0 every declared suite caught its bug, 1 some suite did not
(each named with the bug), 2 an edit no longer applies, a bug does not build, or bad usage.

What `make test` runs: everything declared but `grader full`, with the grader on its quick
subset (the smoke and end-of-input transcripts, at most 40 of those about each declared clause,
one in 64 of the rest, and two normal games) and each fuzz run bounded at 60 s
(--fuzz-seconds). `make planted-full` grades every variant on every transcript and four
normal games (`grader full` too), and fuzzes for up to 300 s."""

from __future__ import annotations

import argparse
import sys
import threading
import time

from grader import workers

from . import builder, suites
from .variant import SUITES, Suite, Variant, VariantError, load, names

_print_lock = threading.Lock()


def say(line: str) -> None:
    with _print_lock:
        print(line, flush=True)


def run_bug(variant: Variant, chosen: list[Suite], options: suites.Options
            ) -> tuple[int, list[str], list[str]]:
    """(suites that caught it, suites that did not, problems that stopped it) for one bug."""
    missed: list[str] = []
    caught = 0
    for suite in chosen:
        try:
            verdict = suites.catch(variant, suite, options)
        except VariantError as err:
            say(f"{variant.name}: {suite}: NOT RUN: {err}")
            what = " ".join(line.strip() for line in str(err).splitlines()[:2])
            return caught, missed, [f"{variant.name} ({suite}): {what}"]
        caught += verdict.caught
        if verdict.caught:
            say(f"{variant.name}: caught by {suite} ({verdict.detail}; {verdict.seconds:.1f} s)")
        else:
            say(f"{variant.name}: NOT CAUGHT by {suite}: {verdict.detail} "
                f"({verdict.seconds:.1f} s)")
            missed.append(f"{variant.name}: {suite}")
    return caught, missed, []


def selected(variant: Variant, only: list[str] | None, explore: str | None,
             full: bool = False) -> list[Suite]:
    if explore:
        declared = variant.suites(explore)
        if declared:
            return declared
        return [Suite(explore, ("engine",))] if explore == "fuzz" else [Suite(explore)]
    chosen = [s for s in variant.caught_by if (not only or s.name in only) and
              (full or "full" not in s.args)]  # (`grader full`: in the full check only)
    return sorted(chosen, key=lambda s: SUITES.index(s.name))  # the quicker suites first


def table(variants: list[Variant]) -> None:
    for v in variants:
        print(f"{v.name:34} {', '.join(map(str, v.caught_by)) or '(none)':58} {v.description}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="planted", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help="variants (default: all of tools/variants)")
    parser.add_argument("--suite", action="append", choices=SUITES,
                        help="run only the declared suites of this kind (repeatable)")
    parser.add_argument("--explore", choices=SUITES, metavar="SUITE",
                        help="run SUITE on every chosen variant, declared or not, and only "
                             "report which catch it (never fails; to write declarations)")
    parser.add_argument("--full", action="store_true",
                        help="grader: every transcript and 4 normal games; fuzz: "
                             "--fuzz-seconds defaults to 300")
    parser.add_argument("--fuzz-seconds", type=int, default=None,
                        help=f"time bound of each fuzz run (default {suites.FUZZ_SECONDS})")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="bugs run side by side")
    parser.add_argument("--list", action="store_true", help="list variants and their suites")
    args = parser.parse_args(argv)
    try:
        variants = [load(n) for n in (args.names or names())]
    except VariantError as err:
        print(f"planted: {err}", file=sys.stderr)
        return 2
    if args.list:
        table(variants)
        return 0
    seconds = args.fuzz_seconds or (300 if args.full else suites.FUZZ_SECONDS)
    options = suites.Options(full=args.full, fuzz_seconds=seconds)
    work = [(v, selected(v, args.suite, args.explore, args.full)) for v in variants]
    # The slow grader runs first (those with more findings grade more transcripts), so that
    # the two workers finish together.
    work = sorted(((v, chosen) for v, chosen in work if chosen),
                  key=lambda vc: (not any(s.name == "grader" for s in vc[1]), -len(vc[0].findings)))
    kinds = {s.name for _, chosen in work for s in chosen}
    started = time.monotonic()
    try:
        if kinds - {"fuzz"}:
            builder.prepare(builder.GCC, args.jobs)
        if "fuzz" in kinds:
            builder.prepare(builder.fuzz_recipe().compile, args.jobs)
    except VariantError as err:
        print(f"planted: the unmodified reference does not build: {err}", file=sys.stderr)
        return 2
    say(f"planted: {len(work)} variants, {sum(len(c) for _, c in work)} suite runs, "
        f"-j {args.jobs}")
    # forked workers (workers.py): the grader suite is mostly the grader's own Python
    results = list(workers.results(lambda vc: run_bug(vc[0], vc[1], options), work, args.jobs))
    caught = sum(r[0] for r in results)
    missed = [m for r in results for m in r[1]]
    broken = [b for r in results for b in r[2]]
    took = time.monotonic() - started
    if args.explore:
        print(f"planted: {args.explore} caught {caught} of "
              f"{len(work)}; not caught: {', '.join(m.split(':')[0] for m in missed) or 'none'}"
              f" ({took:.0f} s)")
        return 2 if broken else 0
    runs = sum(len(c) for _, c in work)
    print(f"planted: {caught} of {runs} declared suite runs caught their bug "
          f"({len(work)} variants, {took:.0f} s)")
    for line in missed:
        print(f"planted: NOT CAUGHT: {line}")
    for line in broken:
        print(f"planted: BROKEN: {line}")
    return 2 if broken else (1 if missed else 0)
