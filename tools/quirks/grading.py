"""Grading one build of the zoo as a real build is graded: probed (it brings no profile),
run on a fixed quick subset of the transcripts and in two normal-mode games (each dealt from
the build's frozen clock, as a real build's are: no `-seed`). `grade` is the one call into
the grader; the subset is fixed in advance, never chosen from what a combination plants
(that would tell the grader where to look)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from grader.builds import REFERENCE, Build, find
from grader.findings import Finding
from grader.pipeline import grade as grade_pipeline
from grader.probe import probe
from grader.request import GradeRequest, Options, Run
from grader.selection import collect
from grader.summary import summarise
from grader.transcript import Transcript

EVERY = 25  # one transcript in EVERY, besides the ones below
PER_CLAUSE = 1  # the first transcripts testing each clause (sub-point) under each reading
# (a build of another reading is graded only on the transcripts of its reading)
AREAS = ("smoke", "eof", "input")  # every transcript of these areas (garbage is typed only in
# input/ and eof/: the input-handling quirks show nowhere else)
GAMES = 2


@dataclass
class Graded:
    findings: list[Finding]
    reading: str  # the reading the probe found
    stopped: str  # why the grade stopped early ("" when it did not)


def transcripts() -> list[Transcript]:
    every, errors = collect([str(REFERENCE.parent / "transcripts")])
    if errors:
        raise ValueError("bad transcripts:\n  " + "\n  ".join(errors))
    return every


def quick_subset(every: list[Transcript]) -> list[Transcript]:
    """Every transcript of AREAS, the first PER_CLAUSE testing each clause under each reading
    profile, one in EVERY of the rest: the same subset for every combination."""
    chosen, testing = [], {}
    for index, script in enumerate(every):
        area = script.path.split("/")[-2] if "/" in script.path else ""
        keys = [(clause, script.profile) for clause in script.tests]
        fresh = [key for key in keys if testing.get(key, 0) < PER_CLAUSE]
        for key in keys:
            testing[key] = testing.get(key, 0) + 1
        if area in AREAS or fresh or index % EVERY == 0:
            chosen.append(script)
    return chosen


def run(binary: Path, every: list[Transcript], scripts: list[Transcript],
        games: int = GAMES, jobs: int = 2, full: bool = False, reading: str = ""
        ) -> tuple[Build, Run]:
    """The build at `binary`, probed on `every`, graded on `scripts`, then in `games`
    normal-mode games (`full`: the normal play of a grade with no options, as a course's staff
    would run it): the build as probed and its run. `reading`: judged under that reading,
    whatever the probe finds (one a whole grade settled in normal play, where the probe's
    reading groups could not tell)."""
    build = find(str(binary))
    play = {} if full else {"games": games, "normal_moves": 0}
    if reading:
        build.profile = probe(build.path, every, jobs=jobs).profile
        build.profile.reading = reading
        play["probe"] = False
    return build, grade_pipeline(GradeRequest(build, scripts, every, Options(
        jobs=jobs, reference=str(REFERENCE)), **play))


def grade(binary: Path, every: list[Transcript], scripts: list[Transcript],
          games: int = GAMES, jobs: int = 2, full: bool = False) -> Graded:
    """The grader's findings for the build at `binary` (graded as `run` grades it)."""
    build, graded = run(binary, every, scripts, games, jobs, full)
    return Graded(summarise(graded).findings, build.profile.reading, graded.stopped or "")
