"""A finding the rest of its combination masks. A transcript shows a rule error, or a quirk's
finding, only if the game gets there on the script's course; the first rule error the build
meets on the way sends the game another way (a card on an ace refused, the head cut instead),
and what the script meant to show further on (a win by an equal card at its end, a table
printed at the end of a turn with a reserve in it) is never reached. A finding of one part of
a combination (a rule error or a quirk) is masked when every transcript that shows it, the
part planted in the reference with the combination's quirks (which decide what a transcript
reaches; alone where it shows nowhere so), meets a rule error of the rest of the
combination (its other quirks and errors) at the line where it shows or before, or the grader
loses its place there in the rest (its rule error sent the game where no table tells which
way it went: the rest's rule error must then be named elsewhere in the grade). No grader
could see it in those transcripts; a grade that misses it is no fault of the grader's. Where
any one of them shows it unmasked, a miss is the grader's.

A finding the part shows on no transcript in the build's dialect is looked for again with the
part alone, unless the dialect never reaches it: a build that draws its own heads in testing
mode may never draw a joker there, so no transcript meets a joker starting a head. The part is
reached where the build in its dialect prints anything other than the same dialect without
the part, as the grader drives both (the same output is the same course: the grader's answers
follow from what the build printed); printing the same on every transcript, the part is never
reached and a grade that misses it is no fault of the grader's either."""

from __future__ import annotations

import math

from grader.transcript import Transcript
from grader.verdict import Result
from grader.vocab import Category, Kind
from planted import builder

from .combination import Combination
from .family import load_all
from .grading import run


def first_line(result: Result, kind: str, clause: str = "") -> float | None:
    """The transcript line of the run's first error of `kind` (of `clause` or a sub-point of
    it, when given): None when there is none, infinity when it has no line."""
    for dev in result.deviations:
        if dev.wrong and dev.kind == kind and (
                not clause or dev.clause == clause or dev.clause.startswith(clause + ".")):
            return math.inf if dev.lineno is None else dev.lineno
    return None


def went_wrong(result: Result) -> float | None:
    """The transcript line where the run meets its first rule error or the grader loses its
    place in it, whichever comes first (None: neither; infinity: no line)."""
    lines = [math.inf if dev.lineno is None else dev.lineno for dev in result.deviations
             if dev.wrong and dev.kind == Kind.RULE or dev.category == Category.LOST]
    return min(lines, default=None)


def masked_everywhere(shows: dict[str, float], rest: dict[str, float | None]) -> bool:
    """Whether each transcript showing the error alone (`shows`: its id and the line where the
    error shows) meets a rule error of the rest first or at that line (`rest`: the line of
    its first rule error there, None where it shows none). Shown nowhere: not masked."""
    return bool(shows) and all(rest.get(i) is not None and rest[i] <= line
                               for i, line in shows.items())


def _grade(combination: Combination, every: list[Transcript], scripts: list[Transcript],
           jobs: int, reading: str = "") -> dict[str, Result]:
    binary = builder.hydra(combination.name, jobs, combination.variant())
    try:
        _, graded = run(binary, every, scripts, games=0, jobs=jobs, reading=reading)
    finally:
        builder.remove(combination.name)
    return {r.id: r for r in graded.results}


def declared(quirk: tuple[str, tuple[int, ...]]) -> set[tuple[str, str]]:
    """The kinds and clauses of the findings the quirk declares."""
    return {(k, c) for k, c, _ in load_all()[quirk[0]].variant(quirk[1]).findings}


def _shows_as(quirk: tuple[str, tuple[int, ...]], kind: str, clause: str) -> bool:
    """Whether a finding the quirk declares may be taken for one of `kind` and `clause`
    (`first_line`: the clause or a sub-point of it, either way)."""
    return any(k == kind and (c == clause or c.startswith(clause + ".") or
                              clause.startswith(c + ".")) for k, c in declared(quirk))


def _in_dialect(combination: Combination, part: Combination, kind: str, clause: str
                ) -> Combination:
    """`part` planted with the combination's quirks that declare no finding that could be
    taken for one of `kind` and `clause` (what shows stays the part's own): the build's
    dialect decides which situations a transcript reaches (a build drawing its own first head
    is played live, on its own cards, and meets none the script meant; a reading puts the
    reserve elsewhere at a turn end), so where the finding shows is asked of the build as it
    talks."""
    return Combination(tuple(q for q in combination.quirks
                             if q in part.quirks or not _shows_as(q, kind, clause)), part.errors)


def _without(combination: Combination, part: Combination) -> Combination:
    """The combination but for `part`'s quirks and errors."""
    return Combination(tuple(q for q in combination.quirks if q not in part.quirks),
                       tuple(e for e in combination.errors if e not in part.errors))


def reached(dialect: Combination, part: Combination, graded: dict[str, Result],
            every: list[Transcript], jobs: int, reading: str = "") -> bool:
    """Whether the build of `dialect` (graded: `graded`) prints anything other than the same
    dialect without `part` on some transcript, as the grader drives both."""
    plain = _grade(_without(dialect, part), every, every, jobs, reading)
    return any(r.printed != plain[i].printed for i, r in graded.items() if i in plain)


def masked(combination: Combination, part: Combination, kind: str, clause: str,
           every: list[Transcript], jobs: int = 1, reading: str = "") -> tuple[bool, int]:
    """Whether the rest of `combination` masks the finding (`kind`, `clause`) of its `part`
    (one quirk or one rule error, as a combination of its own), or the build's dialect never
    reaches it, and on how many transcripts that finding shows with the part planted (0:
    never reached). `reading`: the one the whole grade judged under (its normal play may have
    settled what the probe's reading groups could not, with a rule error beside them): the
    part in the build's dialect and the rest are judged so."""
    shows: dict[str, float] = {}
    dialect = _in_dialect(combination, part, kind, clause)
    for planted in dict.fromkeys((dialect, part)):
        graded = _grade(planted, every, every, jobs, reading if planted is dialect else "")
        shows = {i: line for i, r in graded.items()
                 if (line := first_line(r, kind, clause)) is not None}
        if shows:
            break
        if planted is dialect and dialect != part and not reached(dialect, part, graded,
                                                                  every, jobs, reading):
            return True, 0
    if not shows or not set(combination.errors) - set(part.errors):
        return False, len(shows)  # (no rule error of the rest: nothing masks it)
    others = _without(combination, part)
    chosen = [s for s in every if s.id in shows]
    rest = {i: went_wrong(r) for i, r in _grade(others, every, chosen, jobs, reading).items()}
    return masked_everywhere(shows, rest), len(shows)
