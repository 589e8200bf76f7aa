"""`hydra-grade zoo`: draws combinations of quirks and rule errors, builds and grades each,
checks the property (prop.py), shrinks every failing combination to the fewest parts that
still fail, and writes it as a variant file into the output folder (build/zoo). Exit status:
0 every combination passed, 1 some failed, 2 bad usage or a combination that does not build."""

from __future__ import annotations

import argparse
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from grader import workers
from planted import builder
from planted.variant import ROOT, VariantError

from .combination import Combination, draw, parse_spec
from .family import SECTIONS, load_all
from .grading import quick_subset, transcripts
from .prop import Outcome, check
from .shrink import shrink

OUT = ROOT / "build" / "zoo"
Check = Callable[[Combination], Outcome]


def minimal(combination: Combination, failed: Outcome, run: Check) -> Combination:
    """The fewest parts of `combination` that still fail in one of the ways `failed` shows
    (one of its rule problems, when it has any: they are what the property is about): the
    first part that fails that way alone, else what is left when no part can go."""
    keys = {p.key for p in failed.problems if p.about_rules} or \
        {p.key for p in failed.problems}

    def fails(parts: list[str]) -> bool:
        return any(p.key in keys for p in run(parse_spec(",".join(parts))).problems)

    parts = combination.parts()
    alone = next(([p] for p in parts if len(parts) > 1 and fails([p])), None)
    return parse_spec(",".join(alone or shrink(parts, fails)))


class Memo:
    """Each combination checked once in a run, whoever asks (shrinking asks again and again)."""

    def __init__(self, run: Check) -> None:
        self.run = run
        self.done: dict[str, Outcome] = {}
        self.gates: dict[str, threading.Lock] = {}
        self.lock = threading.Lock()

    def __call__(self, combination: Combination) -> Outcome:
        with self.lock:  # one build of a combination at a time: they share its folder
            gate = self.gates.setdefault(combination.spec, threading.Lock())
        with gate:
            if combination.spec not in self.done:
                self.done[combination.spec] = self.run(combination)
            return self.done[combination.spec]


def report(label: str, outcome: Outcome) -> None:
    state = "ok" if outcome.passed else "FAIL"
    errors = f"{outcome.rule_errors} rule" if outcome.rule_errors else "no rule"
    whole = " (whole corpus)" if outcome.whole else ""
    print(f"{label:9} {state:4} {outcome.seconds:6.1f} s  {errors:7}  {outcome.spec}{whole}",
          flush=True)
    for problem in outcome.problems:
        print(f"          {problem.text}", flush=True)
    for note in outcome.masked:
        print(f"          masked, not asked for: {note}", flush=True)


def save(combination: Combination, note: str, out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{combination.name}.variant"
    path.write_text(combination.text(note), encoding="utf-8")
    return path


def summary(outcomes: list[Outcome], seconds: float, jobs: int) -> str:
    failed = [o for o in outcomes if not o.passed]
    carried = sum(o.rule_errors > 0 for o in outcomes)
    invented = sum(p.key[0] == "extra" for o in outcomes for p in o.problems if p.about_rules)
    missed = sum(p.key[0] == "missed" for o in outcomes for p in o.problems if p.about_rules)
    per = sum(o.seconds for o in outcomes) / max(1, len(outcomes))
    return (f"{len(outcomes)} combinations: {len(outcomes) - len(failed)} passed, "
            f"{len(failed)} failed; {carried} ({100 * carried / max(1, len(outcomes)):.0f}%) "
            f"carried a rule error; false rule findings {invented}, missed rule errors "
            f"{missed}; {per:.1f} s per combination, {seconds:.0f} s in all (-j {jobs})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="hydra-grade zoo", description="The grader's property test: random "
        "combinations of real-world quirks and planted rule errors, each built into a "
        "variant of the reference and graded like a real build. The grader's rule findings "
        "must be exactly the planted rule errors, and every quirk must show as it declares. "
        "Failing combinations are shrunk and written as variant files.")
    parser.add_argument("--seed", type=int, default=1, help="seed of the draw (default 1)")
    parser.add_argument("-n", type=int, default=10, help="combinations (default 10)")
    parser.add_argument("--index", type=int, action="append", default=[],
                        help="only combination I of the seed (repeatable): re-runs it alone")
    parser.add_argument("--only", action="append", default=[], metavar="SPEC",
                        help="grade this combination (e.g. 'eof-abort,table-frame.1.0.2.0,"
                        "rule:cut-newest') instead of drawing")
    parser.add_argument("--no-shrink", action="store_true", help="do not shrink failures")
    parser.add_argument("--list", action="store_true", help="list the quirk families")
    parser.add_argument("-o", "--out", type=Path, default=OUT, help="where shrunk failures "
                        "go (default build/zoo)")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="combinations graded "
                        "side by side (default 2)")
    args = parser.parse_args(argv)
    try:
        if args.list:
            return list_families()
        if args.only:
            chosen = [(f"only/{i}", parse_spec(s)) for i, s in enumerate(args.only)]
        else:
            chosen = [(f"{args.seed}/{i}", draw(args.seed, i))
                      for i in (args.index or range(args.n))]
    except VariantError as err:
        print(f"hydra-grade zoo: {err}", file=sys.stderr)
        return 2
    every = transcripts()
    scripts = quick_subset(every)
    builder.prepare(builder.GCC, args.jobs)
    print(f"{len(chosen)} combination(s), {len(scripts)} transcripts and 2 normal games each",
          flush=True)

    run = Memo(lambda combination: check(combination, every, scripts, jobs=1))
    started = time.monotonic()
    # each combination once (its build folder is its own), in forked workers
    # (grader/workers.py): grading is mostly the grader's own Python
    unique = list({c.spec: c for _, c in chosen}.values())
    graded = workers.results(lambda c: check(c, every, scripts, jobs=1), unique, args.jobs)
    outcomes = []
    for label, combination in chosen:
        while combination.spec not in run.done:
            done = next(graded)
            run.done[done.spec] = done
        outcomes.append(run.done[combination.spec])
        report(label, outcomes[-1])
    graded.close()  # (every combination is graded: the workers end)
    print(summary(outcomes, time.monotonic() - started, args.jobs), flush=True)
    broken = any(p.key == ("build",) for o in outcomes for p in o.problems)
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:  # shrinking shares `run`
        failing = [(label, c, o) for (label, c), o in zip(chosen, outcomes)
                   if not o.passed and not broken]
        shrunk = [pool.submit(lambda c, o: c if args.no_shrink else minimal(c, o, run), c, o)
                  for _, c, o in failing]
        for (label, combination, outcome), future in zip(failing, shrunk):
            smallest = future.result()
            note = "\n".join([f"drawn as {label}: {combination.spec}", "it failed so:",
                              *(p.text for p in outcome.problems), "shrunk, it fails so:",
                              *(p.text for p in run(smallest).problems)])
            path = save(smallest, note, args.out)
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            said = "written" if args.no_shrink else f"shrunk to {smallest.spec}"
            print(f"{label} {said}: {where}", flush=True)
    if broken:
        return 2
    return 0 if all(o.passed for o in outcomes) else 1


def list_families() -> int:
    families = load_all()
    for section, title in SECTIONS.items():
        print(f"{title}:")
        for family in (f for f in families.values() if f.section == section):
            made = family.variant(family.picks()[0])
            declared = ", ".join(f"{k} {c}" for k, c, _ in made.findings) or (
                f"reading {made.reading}" if made.reading != "spec-2020" else "dialect")
            params = " ".join(f"{n}:{len(v)}" for n, v in family.params)
            print(f"  {family.name:24} {declared:26} {params:18} {made.description}")
    return 0
