"""Grading a build over many transcripts (with the Options of request.py, into a Run): in
parallel (-j), with a hang judged by the build's own state (the floor: hang_watch.py) and a last wall-clock
bound per transcript that grows with the reference's own time, skip and
expected-failure lists, and an early stop only for a build that cannot be driven at all (it
fails the same way before its first move prompt, time after time): a build that can be driven
is graded on every transcript. Results are kept in transcript order so that the same grade
gives the same report; normal-mode games (normal.py) may follow."""

from __future__ import annotations

import re
import sys
import time
from dataclasses import replace
from functools import partial
from typing import Callable, Iterator

from .channel import run_batch
from .builds import Build
from .fixed_clock import keep_real_clock
from .expect import expectation
from .grade import fast_pays, grade
from .request import Options, Run
from .selection import listed
from .transcript import Transcript
from .verdict import Result
from . import workers


def _extender(script: Transcript, build: Build, opts: Options) -> Callable[[], float] | None:
    """The last wall-clock bound grown with the reference's time, computed only if a build
    outlives the usual bound (hang_watch.last_bound): the reference is then timed on the same
    transcript."""
    if opts.reference is None or build.reference:
        return None
    cache: list[float] = []

    def extend() -> float:
        if not cache:
            started = time.monotonic()
            run_batch([opts.reference] + script.args, script.input_bytes(),  # type: ignore
                      replace(opts.limits, wall=max(opts.floor, 60.0)))
            cache.append(max(opts.floor, opts.factor * (time.monotonic() - started)))
        return cache[0]

    return extend


def _one(build: Build, script: Transcript, opts: Options, fast: bool = True) -> Result:
    skip = listed(script, opts.skip)
    if skip is not None:
        return Result(script.id, script.path, script.rules, script.interps, script.tags,
                      script.group, script.profile, "skip", reason=f"skip list: {skip}")
    result = grade(build, script, replace(opts.limits, wall=opts.floor),
                   _extender(script, build, opts), fast)
    expected = listed(script, opts.xfail)
    if expected is not None:
        if result.status == "fail":
            result.status, result.reason = "xfail", expected
        elif result.status == "pass":
            result.status, result.reason = "xpass", f"expected to fail: {expected}"
    return result


def undriveable(result: Result) -> str | None:
    """What a result that never got to a move prompt failed on, or stopped at waiting on a
    question the grader cannot answer (None if it got further)."""
    failure = result.failure if result.status == "fail" else next(
        (d for d in result.deviations if d.ends_run and d.category == "waiting"), None) \
        if result.status == "incomplete" else None
    if failure is None or result.moves:
        return None
    return failure.category + ": " + re.sub(r"[\d.]+", "#", failure.message)


# The transcripts graded first with all input at once (the fast path, then prompt by prompt
# where it fails). When none of those played passes at the exact or normalised level, the
# build's output is not the reference's (its wording or layout is its own), and the rest are
# played prompt by prompt at once (grade.fast_pays).
FAST_TRIAL = 24


def _graded(build: Build, scripts: list[Transcript], opts: Options) -> Iterator[Result]:
    """Every transcript's result in order: the first FAST_TRIAL with the fast path, the
    rest with it only if it paid there (closing this closes the workers)."""
    trial: list[Result] = []
    for first, part in ((True, scripts[:FAST_TRIAL]), (False, scripts[FAST_TRIAL:])):
        fast = first or build.reference or fast_pays(
            [r.level for r in trial if r.status != "skip"])
        graded = workers.results(partial(_one, build, opts=opts, fast=fast), part, opts.jobs)
        try:
            for result in graded:
                if first:
                    trial.append(result)
                yield result
        finally:
            graded.close()


def clean_opening(script: Transcript) -> bool:
    """Whether every answer the transcript types before its first move is well-formed (no
    garbage, no blanks around it): only such a run failing before a move says the build
    cannot be driven. One that fails on garbage it was typed shows how it handles garbage."""
    for step in expectation(script).steps:
        if step.kind == "move":
            return True
        if step.garbage or step.padded:
            return False
    return True


def grade_all(build: Build, scripts: list[Transcript], opts: Options,
              progress: Callable[[int, int, Result], None] | None = None) -> Run:
    started = time.monotonic()
    for program in (opts.reference, build.path if build.reference else None):
        if program:
            keep_real_clock(program)
    results: list[Result] = []
    stopped = ""
    streak: tuple[str | None, int] = (None, 0)
    driven = False  # some transcript got to a move: the build can be driven, never stop early
    graded = _graded(build, scripts, opts)
    for index, result in enumerate(graded):
        results.append(result)
        if progress:
            progress(index + 1, len(scripts), result)
        if result.status == "skip":
            continue
        sig = undriveable(result)
        if sig is not None and not clean_opening(scripts[index]):
            continue  # (neither driven nor a sign that it cannot be)
        streak = (sig, streak[1] + 1 if sig and sig == streak[0] else (1 if sig else 0))
        driven = driven or sig is None
        if opts.stop_after and not driven and streak[1] >= opts.stop_after:
            stopped = (f"the build cannot be driven: {streak[1]} transcripts in a row "
                       f"fail the same way before any move prompt ({sig}); "
                       f"{len(scripts) - index - 1} transcripts not run")
            break
    graded.close()  # (the transcripts not run are cancelled)
    return Run(build, results, stopped, time.monotonic() - started)


def progress_bar(stream=sys.stderr) -> Callable[[int, int, Result], None]:
    """A one-line progress bar on a terminal; nothing when `stream` is not one."""
    marks = {"pass": ".", "fail": "F", "skip": "s", "xfail": "x", "xpass": "X", "idef": "i",
             "incomplete": "?"}
    tty = stream.isatty()
    failures = [0]

    def show(done: int, total: int, result: Result) -> None:
        failures[0] += result.status in ("fail", "xpass")
        if not tty:
            return
        width = 30
        filled = width * done // max(total, 1)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{failures[0]} failing {marks.get(result.status, '?')}")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show
