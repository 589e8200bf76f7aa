"""Verdicts: the failure taxonomy and the result of grading one transcript. A failure always
has a category (never a generic "failed"), a message, and where known the transcript line,
the field that differs with expected and actual values, the reference's state at that point
and the last lines the build printed."""

from __future__ import annotations

import dataclasses
from dataclasses import asdict, dataclass

# Ordered from the most to the least severe; "fatal" ones say nothing about the rules.
CATEGORIES = {
    "crash": "killed by a signal",
    "timeout": "did not finish within the time limit",
    "waiting": "waits for input it was not given (an unrecognised or extra prompt)",
    "endless-output": "printed more than the output cap",
    "eof-exit": "mishandles end of input (wrong exit, loops, or keeps prompting)",
    "wrong-exit": "exit status differs",
    "desync": "asked a different question than the reference (protocol desync)",
    "wrong-state": "a displayed field differs from the reference's game state",
    "wrong-winner": "declared the wrong winner, or none, or too early",
    "wrong-output": "other output where no game is played (usage text, messages)",
    "spawn": "could not be started",
}
FATAL = {"crash", "timeout", "waiting", "endless-output", "spawn"}
LEVELS = ("exact", "normalised", "semantic")


@dataclass
class Failure:
    category: str
    message: str
    lineno: int | None = None  # transcript line where the divergence is
    field: str | None = None  # the displayed field that differs (wrong-state)
    want: str | None = None
    got: str | None = None
    ref_state: list[str] = dataclasses.field(default_factory=list)
    build_tail: list[str] = dataclasses.field(default_factory=list)
    suspects: list[str] = dataclasses.field(default_factory=list)  # likely broken clauses

    def signature(self) -> str:
        """What identical fatal failures have in common (used to stop early)."""
        return f"{self.category}: {self.message}"


@dataclass
class Result:
    id: str
    path: str
    rules: list[str]
    interps: list[str]
    tags: list[str]
    group: str
    profile: str
    # pass, fail, skip, xfail, xpass, or idef (differs on an implementation-defined point)
    status: str
    level: str | None = None  # strictest level met when passed
    failure: Failure | None = None
    # implementation-defined choices and dialect seen in the run
    readings: list[str] = dataclasses.field(default_factory=list)
    levels_failed: dict[str, str] = dataclasses.field(default_factory=dict)  # level -> why not
    seconds: float = 0.0
    reason: str = ""  # for skip/xfail

    def to_json(self) -> dict:
        data = asdict(self)
        data["seconds"] = round(self.seconds, 3)
        return data
