"""A card question that wants the whole card in one answer (`5S`, not `5` then `S`), learned
where the build shows it: a question asked again and again after the values it was given, that
a run goes past once that question is answered whole. Learned question by question, not for
the build as a whole: a build may ask its first head by the value alone and its new heads
whole (answered whole, its first head would stop every run instead). The probe learns what its
short runs meet; a question first met later (the new heads of a cut, reached only where the
build's own draws lead there) is learned from the graded runs it stopped, and the runs not passed
are graded again (pipeline.learn_whole_questions)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from .builds import Build
from .context import ENDLESS_CARDS
from .prompts import learned_pattern
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


def whole_questions(build: Build, scripts: list[Transcript],
                    play: Callable[[Build, Transcript], Result]) -> list[str]:
    """The build's known whole-card questions, with those `scripts` show (each run by `play`):
    each a pattern of a question a script stops at that it goes past once answered whole."""
    learned = list(build.profile.whole_questions)
    for script in scripts:
        for _ in range(TRIED):  # (a question past the one learned may stop the script in turn)
            line = stuck_at(play(_with(build, learned), script))
            if not line or learned_pattern("card", line) in learned:
                break
            wider = learned + [learned_pattern("card", line)]
            if stuck_at(play(_with(build, wider), script)) == line:
                break  # (answered whole, it is asked again all the same: no whole card)
            learned = wider
    return learned
