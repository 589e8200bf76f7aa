"""A planted rule error the rest of its combination masks. A transcript shows a rule error
only if the game gets there on the script's course; the first rule error the build meets on
the way sends the game another way (a card on an ace refused, the head cut instead), and what
the script meant to show further on (a win by an equal card, at its end) is never reached. An
error is masked in a combination when every transcript that shows it, planted alone in the
reference, meets a rule error of the rest of the combination (the same quirks and the other
errors, without it) at the line where it shows or before. No grader could see it in those
transcripts; a grade that misses it is no fault of the grader's. Where any one of them shows
it unmasked, a miss is the grader's."""

from __future__ import annotations

import math
import shutil

from grader.transcript import Transcript
from grader.verdict import Result
from grader.vocab import Kind
from planted import builder

from .combination import Combination
from .grading import run


def first_line(result: Result, kind: str, clause: str = "") -> float | None:
    """The transcript line of the run's first error of `kind` (of `clause` or a sub-point of
    it, when given): None when there is none, infinity when it has no line."""
    for dev in result.deviations:
        if dev.wrong and dev.kind == kind and (
                not clause or dev.clause == clause or dev.clause.startswith(clause + ".")):
            return math.inf if dev.lineno is None else dev.lineno
    return None


def masked_everywhere(shows: dict[str, float], rest: dict[str, float | None]) -> bool:
    """Whether each transcript showing the error alone (`shows`: its id and the line where the
    error shows) meets a rule error of the rest first or at that line (`rest`: the line of
    its first rule error there, None where it shows none). Shown nowhere: not masked."""
    return bool(shows) and all(rest.get(i) is not None and rest[i] <= line
                               for i, line in shows.items())


def _grade(combination: Combination, every: list[Transcript], scripts: list[Transcript],
           jobs: int) -> dict[str, Result]:
    binary = builder.hydra(combination.name, jobs, combination.variant())
    try:
        _, graded = run(binary, every, scripts, games=0, jobs=jobs)
    finally:
        shutil.rmtree(builder.OUT / combination.name, ignore_errors=True)
        (builder.OUT / f".{combination.name}.lock").unlink(missing_ok=True)
    return {r.id: r for r in graded.results}


def masked(combination: Combination, error: str, clause: str, every: list[Transcript],
           jobs: int = 1) -> tuple[bool, int]:
    """Whether the rest of `combination` masks `error`'s finding of `clause`, and on how many
    transcripts that finding shows with the error planted alone."""
    alone = _grade(Combination((), (error,)), every, every, jobs)
    shows = {i: line for i, r in alone.items()
             if (line := first_line(r, Kind.RULE, clause)) is not None}
    if not shows:
        return False, 0
    others = Combination(combination.quirks, tuple(e for e in combination.errors
                                                   if e != error))
    chosen = [s for s in every if s.id in shows]
    rest = {i: first_line(r, Kind.RULE) for i, r in _grade(others, every, chosen,
                                                          jobs).items()}
    return masked_everywhere(shows, rest), len(shows)
