"""The lock-step comparison: the reference plays a game's answers (its session becomes a
transcript, each answer after the prompt that reads it), then the build under test plays the
same transcript through the grader, which drives it prompt by prompt, answers by the kind of
question, accepts the implementation-defined readings and reworded prompts of its profile, and
stops at the first divergence. A game diverges when the grader fails the build on it."""

from __future__ import annotations

from dataclasses import dataclass, field

from grader.channel import run_batch
from grader.builds import Build
from grader.grade import grade
from grader.sandbox import Limits
from grader.rulesets import command_profile
from grader.transcript import Event, Transcript, interleave
from grader.verdict import Deviation as Failure, Result


class ReferenceError(RuntimeError):
    """The reference itself did not finish a game normally."""


@dataclass
class Comparison:
    """What the reference printed for a game, and how the build under test fared on it."""

    script: Transcript
    result: Result
    readings: list[str] = field(default_factory=list)

    @property
    def failure(self) -> Failure | None:
        return self.result.failure if self.result.status == "fail" else None


def reference_session(reference: str, args: list[str], answers: list[bytes],
                      limits: Limits) -> Transcript:
    """The reference's transcript of a game, header filled with neutral values."""
    inputs = [Event("in", answer) for answer in answers]
    data = b"".join(answer + b"\n" for answer in answers)
    out, ending = run_batch([reference, *args], data, limits)
    if ending.cut or ending.returncode not in (0, 1):
        raise ReferenceError(f"the reference {ending.describe()} on a generated game")
    events, unread = interleave(out, inputs)
    first = answers[0].strip() if answers else b""
    players = int(first) if first.isdigit() and int(first) >= 2 else None
    command = ["hydra", *args]
    return Transcript(id="difffuzz", title="generated game", command=command,
                      exit=ending.returncode, players=players, profile=command_profile(command),
                      events=events, unread_from=unread, tags=["difffuzz"])


def compare(build: Build, reference: str, args: list[str], answers: list[bytes],
            limits: Limits) -> Comparison:
    """Plays `answers` through the reference, then grades `build` on that session."""
    script = reference_session(reference, args, answers, limits)
    result = grade(build, script, limits)
    return Comparison(script, result, sorted({d.summary for d in result.deviations
                                              if not d.wrong}))
