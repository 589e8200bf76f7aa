"""The lock-step comparison: the reference plays a game's answers (its session becomes a
transcript, each answer after the prompt that reads it), then the build under test plays the
same transcript through the grader, which drives it prompt by prompt, answers by the kind of
question, accepts the implementation-defined readings and reworded prompts of its profile, and
stops at the first divergence. A game diverges when the grader fails the build on it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from grader import session
from grader.builds import Build
from grader.grade import grade
from grader.sandbox import Limits
from grader.transcript import Transcript
from grader.verdict import Deviation as Failure, Result


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
    """The reference's transcript of a generated game (grader/session.py), tagged as such."""
    script = session.reference_session(reference, args, answers, limits)
    return replace(script, id="difffuzz", title="generated game", tags=["difffuzz"])


def compare(build: Build, reference: str, args: list[str], answers: list[bytes],
            limits: Limits) -> Comparison:
    """Plays `answers` through the reference, then grades `build` on that session."""
    script = reference_session(reference, args, answers, limits)
    result = grade(build, script, limits)
    return Comparison(script, result, sorted({d.summary for d in result.deviations
                                              if not d.wrong}))
