"""Grading one transcript against one build, at the strictest level it meets. First the fast
path: all input at once, output compared byte for byte (exact) and then with whitespace and
blank lines normalised. Only if both fail is the build played prompt by prompt (drive.py), which
reaches the end of the transcript (the semantic level) or stops at a deviation; every deviation
is named by kind and clause. The input of a build under grading is never closed, except in
transcripts about end of input: a run ends when the build has read the whole input and waits
for more, so what it would do at end of input decides nothing else. The reference itself is
graded on everything, its exit status included."""

from __future__ import annotations

import hashlib
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

from .batch import fast_run
from .channel import Ending
from .context import PADDED
from .drive import Driver, Outcome
from .expect import Expectation, expectation
from .live import play_transcript
from .builds import REFERENCE, Build
from .road import script_window
from .rulesets import house_rules
from .sandbox import Limits
from .transcript import USAGE_ERROR, Transcript, split_lines
from .verdict import Deviation, Result
from .vocab import Category

NOT_WHITESPACE = "output differs beyond whitespace"
# The interpretation (docs/interpretations.md) behind each alternative rule reading.
READING_INTERPS = {"strict-cut": "I1", "reserve-to-draw": "I2"}
FAST_SLACK = 1 << 16  # output beyond twice the expected, and this, cannot be exact: stop there


def about_eof(script: Transcript) -> bool:
    """Transcripts about end of input (their primary clause is R24.2): the only ones that
    close the build's input."""
    return "R24.2" in script.tests or Path(script.path).parent.name == "eof"


def normalise(data: bytes) -> list[str]:
    text = data.decode("utf-8", "replace")
    return [" ".join(line.split()) for line in text.split("\n") if line.strip()]


def first_difference(script: Transcript, got: bytes) -> str:
    """Where the build's output first differs from the transcript, for the exact level."""
    want = [e for e in script.events if e.kind == "out"]
    have = split_lines(got)
    for index, event in enumerate(want):
        if index >= len(have):
            return f"line {event.lineno}: output ends before {event.text!r}"
        if have[index].text != event.text or have[index].eol != event.eol:
            return f"line {event.lineno}: expected {event.text!r}, got {have[index].text!r}"
    if len(have) > len(want):
        return f"extra output after the last line: {have[len(want)].text!r}"
    return "output identical"


def applicable(build: Build, script: Transcript) -> str:
    """Why `script` does not apply to `build` ("" if it does)."""
    if build.reference:
        return ""
    if not script.testing:
        return "depends on the reference's own shuffle (no -testing)"
    if script.exit == USAGE_ERROR:
        return "checks the reference's command-line errors"
    flags = list(script.args)
    if "-rules" in flags and flags.index("-rules") + 1 < len(flags):
        del flags[flags.index("-rules"):flags.index("-rules") + 2]
    if flags != ["-testing"]:
        return f"checks the reference's command line ({' '.join(script.args)})"
    if house_rules(script.profile):
        # House rules are extras, not readings: only a build that says how to play this very
        # combination (a `house-rules PROFILE: FLAGS` line in its profile) is graded on it.
        if script.profile in build.profile.house_args:
            return ""
        return (f"house rules {script.profile}: the build's profile has no 'house-rules "
                f"{script.profile}:' line")
    # A transcript recorded under other readings applies unless it depends on a point read
    # the other way (it then cites that interpretation: I1 for strict-cut, I2 for
    # reserve-to-draw).
    ours = set(script.profile.split(",")) & set(READING_INTERPS)
    theirs = set(build.profile.reading.split(",")) & set(READING_INTERPS)
    depends = sorted(READING_INTERPS[n] for n in ours ^ theirs
                     if READING_INTERPS[n] in script.interps)
    if not depends:
        return ""
    return (f"recorded under {script.profile}, depends on {', '.join(depends)}; the build "
            f"follows {build.profile.reading}")


def new_result(script: Transcript, status: str = "pass") -> Result:
    return Result(script.id, script.path, script.rules, script.interps, script.tags,
                  script.group, script.profile, status, tests=list(script.tests),
                  size=len(script.events))


FAST_TRIAL_PLAYED = 8  # runs with the fast path that decide whether it pays


def fast_pays(levels: list[str | None]) -> bool:
    """Whether the fast path is worth running on, from the levels met by the runs played with
    it so far: not when FAST_TRIAL_PLAYED or more met none above semantic (the build's output
    is its own). Driven at once, a run gives the same result (`grade`, `fast`)."""
    return len(levels) < FAST_TRIAL_PLAYED or any(
        level in ("exact", "normalised") for level in levels)


def grade(build: Build, script: Transcript, limits: Limits,
          extend: Callable[[], float] | None = None, fast: bool = True) -> Result:
    """`limits.wall` is the floor; `extend` (see Channel) gives the scaled limit if needed.
    Without `fast` the build is played prompt by prompt at once (a build whose output never
    matches the transcript's gains nothing from a first run with all input at once), and run
    with all input at once only where that run's output matches but for whitespace: how the
    build then ends decides the exact and normalised levels."""
    started = time.monotonic()
    result = new_result(script)
    reason = applicable(build, script)
    if reason:
        result.status, result.reason = "skip", reason
        return result
    argv = build.argv(script)
    eof = about_eof(script)
    expected = script.output_bytes()
    exp = None if fast else expectation(script)
    if exp is not None and exp.steps:
        output = _semantic(build, script, limits, result, extend, eof, exp)
        if normalise(output) != normalise(expected):
            result.levels_failed = {"exact": first_difference(script, output),
                                    "normalised": NOT_WHITESPACE, **result.levels_failed}
            result.seconds = time.monotonic() - started
            return result
        printed = result.printed  # (of the run played prompt by prompt: kept)
        result = new_result(script)  # it may pass at a stricter level: the fast path decides
        result.printed = printed
    capped = limits if build.reference else replace(
        limits, output=min(limits.output, 2 * len(expected) + FAST_SLACK))
    try:
        out, ending = fast_run(argv, script.input_bytes(), capped, extend,
                               close_input=build.reference or eof)
    except OSError as err:
        return _spawn_failed(result, f"cannot start {argv[0]}: {err.strerror}")
    if ending.returncode == 127 and ending.stderr.startswith("launch: "):
        return _spawn_failed(result, ending.stderr.strip().splitlines()[-1])
    ended_well = _ended_well(build, script, ending, eof)
    if ended_well and out == expected:
        result.level = "exact"
    else:
        result.levels_failed["exact"] = first_difference(script, out) if out != expected \
            else f"exit status: expected {script.exit}, got {ending.describe()}"
        if ended_well and normalise(out) == normalise(expected):
            result.level = "normalised"
        else:
            result.levels_failed["normalised"] = NOT_WHITESPACE \
                if ended_well else result.levels_failed["exact"]
            _semantic(build, script, limits, result, extend, eof)
    if result.level in ("exact", "normalised"):
        result.reached_end = True
    result.seconds = time.monotonic() - started
    result.printed = result.printed or digest(out)
    return result


def _driven(build: Build, script: Transcript, limits: Limits,
            extend: Callable[[], float] | None, eof: bool, exp: Expectation) -> Outcome:
    """The transcript played prompt by prompt. A run lost where the grader could not tell a
    card question asked again for the blanks around its answer from the next card's (it took
    the next card's) is played again taking it as asked again; that reading is kept only
    where the whole run then agrees with the transcript (blanks refused, R23.4, apart)."""
    def driver(reask_first: bool) -> Driver:
        made = Driver(build.argv(script), exp, build.profile, limits, extend, eof)
        made.reask_first = reask_first
        return made

    first = driver(False)
    outcome = first.run()
    if first.ctx.unsure is None or not any(d.category == Category.LOST
                                           for d in outcome.deviations):
        return outcome
    other = driver(True).run()
    agrees = other.reached_end and all(d.key == PADDED for d in other.deviations if d.wrong)
    return other if agrees else outcome


def digest(output: bytes) -> str:
    """A short digest of what a build printed on a transcript (`Result.printed`): of its run
    played prompt by prompt, as far as the grader read it, where there was one (`_semantic`);
    else of its run with all input at once. The same output gives the same digest whichever
    way the grade went, and however much more the build printed before it was stopped."""
    return hashlib.blake2b(output, digest_size=8).hexdigest()


def _ended_well(build: Build, script: Transcript, ending: Ending, eof: bool) -> bool:
    """Whether the fast path's run ended as the transcript needs: the reference with the
    recorded status; a build after a win by exiting 0, at end of input in any clean way, and
    elsewhere by waiting for more input where the transcript's input runs out."""
    if build.reference:
        return ending.cut == "" and ending.returncode == script.exit
    if script.exit == 0 or eof:
        return ending.cut == "" and not ending.signal and (eof or ending.returncode == 0)
    return ending.cut == "wants-input"


def _spawn_failed(result: Result, message: str) -> Result:
    result.status = "fail"
    result.deviations.append(Deviation("robustness", "", "the build cannot be started",
                                       "spawn", message, mode="testing"))
    return result


def _semantic(build: Build, script: Transcript, limits: Limits, result: Result,
              extend: Callable[[], float] | None, eof: bool,
              exp: Expectation | None = None) -> bytes:
    """Plays the transcript prompt by prompt (`exp`: its expectation, if made already);
    returns what the build printed. `result.printed` is the digest of what the grader read of
    it (and of the run against the live reference, where the build draws the cards the
    transcript names)."""
    exp = exp or expectation(script)
    if not exp.steps:  # nothing to play (usage text, messages): the output is all there is
        result.status = "fail"
        why = result.levels_failed["normalised"]
        result.deviations.append(Deviation(
            "rule", "R25", "other output where no game is played", "output",
            why if why != NOT_WHITESPACE else result.levels_failed["exact"]))
        return b""
    outcome = _driven(build, script, limits, extend, eof, exp)
    seen = outcome.output[:outcome.read]
    if outcome.unasked and not eof and REFERENCE.exists():
        # the build draws cards the transcript names: play its moves and cards against the
        # live reference instead, the card the build drew being the one it shows
        first = outcome.deviations[-1]
        first.ends_run = False
        played = play_transcript(build.argv(script), script, build.profile, str(REFERENCE),
                                 limits)
        outcome.deviations = [first] + played.deviations
        outcome.reached_end, outcome.moves = played.reached_end, played.moves
        seen += played.output
    result.printed = digest(seen)
    for dev in outcome.deviations:  # the reference's side of the road: the transcript
        if dev.lineno and dev.wrong and not dev.ref_road:
            dev.ref_road = script_window(script, dev.lineno)
    result.deviations = outcome.deviations
    result.moves = outcome.moves
    result.reached_end = outcome.reached_end
    wrong = [d for d in outcome.deviations if d.wrong]
    if not wrong and outcome.reached_end:
        result.level = "semantic"
        return outcome.output
    depends = sorted(result.interps_seen & set(script.interps))
    if not wrong:
        last = outcome.deviations[-1] if outcome.deviations else None
        if last is not None and last.interp in depends:
            # the run could not go on past a point the build reads another way
            result.status = "idef"
            result.reason = f"depends on {last.interp}, which this build reads another way"
            return outcome.output
        result.status, result.reason = "incomplete", last.message if last is not None \
            else "the run stopped"
        return outcome.output
    if depends and all(d.kind in ("testing-mode", "rule") for d in wrong):
        # The expected output depends on a point the build reads another way, and the build
        # was seen doing so in this very run: implementation-defined, listed, not counted.
        result.status = "idef"
        result.reason = f"depends on {', '.join(depends)}, which this build reads another way"
        return outcome.output
    result.status = "fail"
    result.levels_failed["semantic"] = wrong[0].message
    return outcome.output
