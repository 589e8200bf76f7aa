"""Judging where the build's reading of an open point is not decided: no reading group decided
it in testing mode (a rule error of the build's own broke them all), nor did normal play. A
transcript that went wrong at that point under the reading assumed is played again under each
other accepted reading the point allows, its expected output made anew by the live reference
under that reading from the same typed lines (update.regenerate), and judged by the one under
which the build makes no error where the readings part and no more elsewhere. A build is never
accused of what an accepted reading does only because its reading could not be told; what it
does wrong under every reading stays a finding. (A normal game is not played again: under
another reading it is another game, which may never meet what the first one did.)"""

from __future__ import annotations

from dataclasses import replace

from .builds import Build
from .grade import READING_INTERPS, grade
from .request import GradeRequest, Options, Run
from .transcript import Transcript
from .update import UpdateError, regenerate
from .verdict import Deviation, Result
from .vocab import Kind

# The clauses where each alternative reading decides otherwise than the canonical one: a cut
# while the reserve is free (made, or refused, and a win by it), and where the reserve goes at a
# turn end or in a cut (and whether it is the last card left).
POINT_CLAUSES = {"strict-cut": frozenset({"R14.1", "R14.2", "R18.3"}),
                 "reserve-to-draw": frozenset({"R17.1", "R16.2", "R15.2"})}


def rejudge(request: GradeRequest, run: Run, undecided: set[str], others: list[str]) -> str:
    """Transcripts of `run` that went wrong at a point of the `undecided` alternatives, judged
    again under each of the readings `others`; a note saying how many were judged otherwise."""
    build, opts = request.build, request.options
    if not undecided or not others or opts.reference is None:
        return ""
    clauses = frozenset().union(*(POINT_CLAUSES.get(u, frozenset()) for u in undecided))
    interps = {READING_INTERPS[u] for u in undecided if u in READING_INTERPS}
    scripts = {s.id: s for s in request.scripts}
    changed = 0
    for index, result in enumerate(run.results):
        script = scripts.get(result.id)
        if script is None or not _at_point(result.failure, clauses) and \
                not (result.status == "fail" and interps & set(script.interps)):
            continue
        best = result
        for reading in others:
            again = _replayed(build, script, reading, opts.reference, opts)
            if again is not None and _fewer(again.deviations, best.deviations, clauses):
                best = again
        if best is not result:
            run.results[index] = best
            changed += 1
    return f"judged under another accepted reading where the build went further: {changed} " \
        "transcript(s) that went wrong where the readings part" if changed else ""


def _at_point(dev: Deviation | None, clauses: frozenset[str]) -> bool:
    return dev is not None and dev.kind == Kind.RULE and dev.wrong and dev.clause in clauses


def _replayed(build: Build, script: Transcript, reading: str, reference: str,
              opts: Options) -> Result | None:
    """`script`'s typed lines played under `reading`, the expected output the reference's."""
    flags = list(script.args)
    if "-rules" in flags:  # (the reading it was recorded under, replaced)
        del flags[flags.index("-rules"):flags.index("-rules") + 2]
    rules = [] if reading == "spec-2020" else ["-rules", reading]
    alternative = replace(script, command=[script.command[0], *flags, *rules], profile=reading)
    try:
        again = regenerate(alternative, reference, opts.limits)
    except UpdateError:
        return None
    trial = replace(build, profile=replace(build.profile, reading=reading))
    return grade(trial, again, replace(opts.limits, wall=opts.floor))


def _fewer(again: list[Deviation], found: list[Deviation], clauses: frozenset[str]) -> bool:
    """Whether a run played again shows no rule error where the readings part, where the
    first showed some, and no more errors of any other clause or kind (a run ended by another
    difference is no better): the build does there what that reading does, and nothing else
    goes worse."""
    def count(devs: list[Deviation]) -> tuple[int, int]:
        wrong = [d for d in devs if d.wrong]
        return sum(d.kind == Kind.RULE and d.clause in clauses for d in wrong), \
            sum(d.kind != Kind.RULE or d.clause not in clauses for d in wrong)
    now, before = count(again), count(found)
    return now[0] == 0 < before[0] and now[1] <= before[1]
