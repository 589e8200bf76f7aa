"""A card question that wants the whole card in one answer (`5S`, not `5` then `S`), learned
where the build shows it: a question asked again and again after the values it was given, that
a run goes past once that question is answered whole. Learned question by question, not for
the build as a whole: a build may ask its first head by the value alone and its new heads
whole (answered whole, its first head would stop every run instead). The probe learns what its
short runs meet; a question first met later (the new heads of a cut, reached only where the
build's own draws lead there) is learned from the graded runs it stopped, and those runs are
graded again."""

from __future__ import annotations

from dataclasses import replace

from .builds import Build
from .context import ENDLESS_CARDS
from .grade import grade
from .opening import LIMITS
from .prompts import learned_pattern
from .request import Options, Run
from .runner import grade_all
from .transcript import Transcript
from .verdict import Result

TRIED = 3  # stopped runs a question is learned from, at most (the shortest first)


def _with(build: Build, patterns: list[str]) -> Build:
    return replace(build, profile=replace(build.profile, whole_questions=patterns))


def stuck_at(result: Result) -> str | None:
    """The card question `result`'s run stopped at, asked again and again after its answers
    ("" if its wording went unseen), or None where it did not stop so."""
    for dev in result.deviations:
        if dev.summary == ENDLESS_CARDS:
            asked = [text.strip() for way, text in dev.road if way == "out" and text.strip()]
            return asked[-1] if asked else ""
    return None


def whole_questions(build: Build, scripts: list[Transcript]) -> list[str]:
    """The build's known whole-card questions, with those `scripts` show: each a pattern of a
    question a script stops at that the script goes past once it is answered whole."""
    learned = list(build.profile.whole_questions)
    for script in scripts:
        for _ in range(TRIED):  # (a question past the one learned may stop the script in turn)
            line = stuck_at(grade(_with(build, learned), script, LIMITS))
            if not line or learned_pattern("card", line) in learned:
                break
            wider = learned + [learned_pattern("card", line)]
            if stuck_at(grade(_with(build, wider), script, LIMITS)) == line:
                break  # (answered whole, it is asked again all the same: no whole card)
            learned = wider
    return learned


def learn_in_run(build: Build, scripts: list[Transcript], run: Run, opts: Options) -> str:
    """Learns the whole-card questions `run`'s stopped runs show (into `build`'s profile) and
    grades those runs again; a note saying what was learned ("" if nothing)."""
    if build.reference or build.profile.whole_card:
        return ""
    by_id = {s.id: s for s in scripts}
    stopped = sorted((r for r in run.results if r.id in by_id and stuck_at(r)),
                     key=lambda r: r.size)
    if not stopped:
        return ""
    known = build.profile.whole_questions
    learned = whole_questions(build, [by_id[r.id] for r in stopped[:TRIED]])
    if learned == known:
        return ""
    build.profile.whole_questions = learned
    # (every run not passed is graded again: one that met the question and went on past a
    # value it refused, or stopped later for it, may show it nowhere in its findings)
    redo = [by_id[r.id] for r in run.results if r.id in by_id and
            r.status not in ("pass", "skip")]
    again = {r.id: r for r in grade_all(build, redo, opts).results}
    run.results = [again.get(r.id, r) for r in run.results]
    new = ", ".join(repr(p) for p in learned if p not in known)
    return f"asks the card whole at {new} (learned where graded runs stopped at it, " \
        f"{len(redo)} run(s) graded again)"
