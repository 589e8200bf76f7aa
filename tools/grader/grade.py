"""Grading one transcript against one build, at the strictest level it meets. First the fast
path: all input at once, output compared byte for byte (exact) and then with whitespace and
blank lines normalised. Only if both fail is the build played prompt by prompt (drive.py),
which either passes at the semantic level, naming the implementation-defined readings it
used, or yields the first divergence, classified."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from .channel import Ending, run_batch
from .drive import drive
from .expect import expectation
from .profile import Profile
from .sandbox import Limits
from .rulesets import house_rules
from .transcript import Transcript, split_lines
from .suspects import suspects
from .verdict import LEVELS, Failure, Result


NOT_WHITESPACE = "output differs beyond whitespace"
# The interpretation (docs/interpretations.md) behind each alternative rule reading.
READING_INTERPS = {"strict-cut": "I1", "reserve-to-draw": "I2"}


@dataclass
class Build:
    """A build to grade. `reference` builds are run with each transcript's own command line
    (so every reading applies); others with their profile's flags, or, for a transcript with
    house rules, the flags their profile gives for that house-rule profile."""

    name: str
    path: str
    profile: Profile
    reference: bool = False

    def argv(self, script: Transcript) -> list[str]:
        if self.reference:
            return [self.path] + script.args
        return [self.path] + self.profile.house_args.get(script.profile, self.profile.args)


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
    if script.profile == build.profile.reading:
        return ""
    if script.profile == "spec-2020":
        # A canonical transcript applies unless it depends on a point the build reads the
        # other way (it then cites that interpretation, e.g. I1 for strict-cut).
        other = [READING_INTERPS[n] for n in build.profile.reading.split(",")
                 if n in READING_INTERPS and READING_INTERPS[n] in script.interps]
        if not other:
            return ""
        return f"depends on {', '.join(other)}; the build follows {build.profile.reading}"
    return f"reading {script.profile}; the build follows {build.profile.reading}"


def grade(build: Build, script: Transcript, limits: Limits,
          extend: Callable[[], float] | None = None) -> Result:
    """`limits.wall` is the floor; `extend` (see Channel) gives the scaled limit if needed.
    A failure comes with the clauses it most likely breaks."""
    result = _grade(build, script, limits, extend)
    if result.failure is not None:
        result.failure.suspects = suspects(result.failure, script.rules)
    return result


def _grade(build: Build, script: Transcript, limits: Limits,
           extend: Callable[[], float] | None) -> Result:
    started = time.monotonic()
    result = Result(script.id, script.path, script.rules, script.interps, script.tags,
                    script.group, script.profile, "pass")
    reason = applicable(build, script)
    if reason:
        result.status, result.reason = "skip", reason
        return result
    argv = build.argv(script)
    try:
        out, ending = run_batch(argv, script.input_bytes(), limits, extend)
    except OSError as err:
        result.status = "fail"
        result.failure = Failure("spawn", f"cannot start {argv[0]}: {err.strerror}")
        return result
    expected = script.output_bytes()
    if ending.cut in ("timeout", "output"):
        result.status, result.failure = "fail", _cut_off(script, out, expected, ending)
        result.levels_failed = {level: result.failure.message for level in LEVELS}
        result.seconds = time.monotonic() - started
        return result
    status_ok = ending.cut == "" and ending.returncode == script.exit
    if status_ok and out == expected:
        result.level = "exact"
    else:
        result.levels_failed["exact"] = first_difference(script, out) if out != expected \
            else f"exit status: expected {script.exit}, got {ending.describe()}"
        if status_ok and normalise(out) == normalise(expected):
            result.level = "normalised"
        else:
            result.levels_failed["normalised"] = NOT_WHITESPACE \
                if status_ok else result.levels_failed["exact"]
            _semantic(build, script, limits, result, extend)
    result.seconds = time.monotonic() - started
    return result


def _cut_off(script: Transcript, out: bytes, expected: bytes, ending: Ending) -> Failure:
    """A run the grader had to stop: flooding or out of time. If the build had printed all
    the expected output first, the trouble is end of input (the input ran out there)."""
    after_eof = script.exit == 1 and out.startswith(expected)
    if ending.cut == "output":
        if after_eof:
            return Failure("eof-exit", f"endless output after end of input: {len(out)} bytes")
        return Failure("endless-output", f"endless output: {len(out)} bytes; output first "
                       f"differs at {first_difference(script, out)}")
    if after_eof:
        return Failure("eof-exit", f"did not exit after end of input ({ending.describe()})")
    return Failure("timeout", f"{ending.describe()}; output first differs at "
                   f"{first_difference(script, out)}")


def _semantic(build: Build, script: Transcript, limits: Limits, result: Result,
              extend: Callable[[], float] | None) -> None:
    exp = expectation(script)
    if not exp.steps:  # nothing to play (usage text, messages): the output is all there is
        result.status = "fail"
        result.failure = Failure("wrong-output", result.levels_failed["normalised"]
                                 if result.levels_failed["normalised"] != NOT_WHITESPACE
                                 else result.levels_failed["exact"])
        return
    outcome = drive(build.argv(script), exp, build.profile, limits, extend)
    result.readings = sorted(outcome.readings)
    depends = sorted({r.split()[0] for r in outcome.readings} & set(script.interps))
    if outcome.failure is None:
        result.level = "semantic"
    elif depends:
        # The transcript's expected output depends on a point the build reads another way,
        # and the build was seen doing so in this very run: implementation-defined, listed.
        result.status = "idef"
        result.failure = outcome.failure
        result.reason = f"depends on {', '.join(depends)}, which this build reads another way"
    else:
        result.status = "fail"
        result.failure = outcome.failure
        result.levels_failed["semantic"] = outcome.failure.message
