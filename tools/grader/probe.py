"""`probe`: a few short runs that find out how to talk to a build and which readings it
follows, written out as a profile. It (1) answers questions it does not know before the player
count by their wording (testing mode -> y, other yes/no -> n, deck size -> 54), (2) plays one
short transcript to see whether a line is read after the turn prompt and which prompts are
worded differently, and (3) plays the members of every transcript group (one per accepted
reading of an open point) and keeps the reading whose members the build passes."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import replace
from pathlib import Path

from .channel import Channel
from .drive import Driver
from .expect import expectation
from .grade import Build, grade
from .profile import Profile
from .rulesets import house_rules
from .prompts import PromptMatcher
from .sandbox import Limits
from .select import collect
from .transcript import Transcript

ROOT = Path(__file__).resolve().parents[2]
GUESSES = [(r"test", "y"), (r"y/n|yes/no|\(y\)|\[y", "n"), (r"deck|size|how many cards", "54")]
LIMITS = Limits(wall=3.0)


def extra_questions(path: str, args: list[str], limit: int = 4) -> list[tuple[str, str]]:
    """Questions asked before the player count, with guessed answers (pattern, answer)."""
    found: list[tuple[str, str]] = []
    matcher = PromptMatcher.build([], [])
    for _ in range(limit):
        chan = Channel([path, *args], LIMITS)
        try:
            for _, answer in found:
                chan.send(answer.encode() + b"\n")
            line = _next_question(chan, len(found))
        finally:
            chan.finish(wait=False)
        if line is None:
            return found
        prompt = matcher.match(line)
        if prompt is not None and prompt.kind == "players":
            return found
        answer = next((a for p, a in GUESSES if re.search(p, line, re.IGNORECASE)), "")
        found.append(("^" + re.escape(line.strip()), answer))
    return found


def _next_question(chan: Channel, skip: int) -> str | None:
    """The line (or partial line) the build waits on after `skip` questions were answered."""
    waited = 0
    while waited < 40 and not chan.eof and not chan.cut:
        if chan.pump(0.05) == 0:
            waited += 1
            if chan.waiting_for_input():
                lines = [s for s in chan.out.decode("utf-8", "replace").split("\n") if s.strip()]
                return lines[-1] if lines else None
    return None


def dialect(build: Build, script: Transcript) -> tuple[str, list[str]]:
    """Plays `script` once: the turn-line behaviour and the readings seen."""
    driver = Driver(build.argv(script), expectation(script), build.profile, LIMITS)
    outcome = driver.run()
    turn = "no" if "I14 no line read after the turn prompt" in outcome.readings else "yes"
    return turn, sorted(outcome.readings)


def reading(build: Build, scripts: list[Transcript]) -> tuple[str, list[str]]:
    """The rule reading whose group members the build passes (spec-2020 if none decides)."""
    notes: list[str] = []
    passed: dict[str, int] = {}
    for script in scripts:
        if not script.group or not script.testing or house_rules(script.profile):
            continue  # house rules are no reading: a build names them itself
        trial = replace(build, profile=replace(build.profile, reading=script.profile))
        result = grade(trial, script, LIMITS)
        if result.status == "pass":
            passed[script.profile] = passed.get(script.profile, 0) + 1
        notes.append(f"{script.id}: {result.status}")
    if not passed:
        return "spec-2020", notes
    names = set()
    for profile, _ in sorted(passed.items(), key=lambda kv: -kv[1]):
        names.update(n for n in profile.split(",") if n != "spec-2020")
    others = [p for p in passed if p != "spec-2020"]
    if not others:
        return "spec-2020", notes
    return ",".join(sorted(names)), notes


def probe(path: str, scripts: list[Transcript], args: list[str] | None = None) -> Profile:
    profile = Profile(name=Path(path).parent.name if Path(path).name == "hydra"
                      else Path(path).name, args=args or ["-testing"])
    profile.answers = extra_questions(path, profile.args)
    build = Build(profile.name, path, profile)
    short = sorted((s for s in scripts if s.testing and s.profile == "spec-2020"),
                   key=lambda s: len(s.events))
    if short:
        turn, seen = dialect(build, short[min(len(short) - 1, 2)])
        profile.turn_line = turn
    found, _ = reading(build, scripts)
    profile.reading = found
    return profile


def probe_command(args: argparse.Namespace) -> int:
    paths = args.transcripts or [str(ROOT / "transcripts")]
    scripts, errors = collect(paths)
    if errors:
        print("hydra-grade: warning: skipped bad transcripts:\n  " + "\n  ".join(errors),
              file=sys.stderr)
    profile = probe(str(Path(args.build).resolve()), scripts)
    text = "# written by `hydra-grade probe`; check the guessed answers\n" + profile.dumps()
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
