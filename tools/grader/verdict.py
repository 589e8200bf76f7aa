"""Verdicts. A run of a build on a transcript yields deviations: each way the build's play
differs from the reference's, with its kind (a rule error, a display error, a testing-mode
error, a robustness failure, accepted dialect or an accepted reading), the clause of rules.md it
concerns, a summary that is the same wherever the same deviation shows (findings group on it),
and the evidence of this occurrence: what was seen, the transcript line, the field with expected
and actual values, the reference's state there and the build's last lines."""

from __future__ import annotations

import dataclasses
from dataclasses import asdict, dataclass

KINDS = ("rule", "display", "testing-mode", "robustness", "dialect", "reading")
ACCEPTED = ("dialect", "reading")  # kinds that say how a build differs, not that it is wrong
# What was seen, from the most to the least severe.
CATEGORIES = {
    "crash": "killed by a signal",
    "timeout": "did not finish within the time limit",
    "waiting": "waits for input after text that is no prompt the grader knows",
    "endless-output": "printed more than the output cap",
    "exit": "ended where the reference goes on",
    "flow": "asked another question than the reference (the game went another way)",
    "state": "a displayed field differs from the reference's game state",
    "winner": "declared another winner, or none, or one too early",
    "output": "other output where no game is played (usage text, messages)",
    "spawn": "could not be started",
    "seen": "a way of playing or talking the build was seen to use",
}


@dataclass
class Deviation:
    kind: str  # one of KINDS
    clause: str  # e.g. R16.2; "" when no clause applies
    summary: str  # the pattern, free of this run's numbers: what a finding is named by
    category: str  # one of CATEGORIES
    message: str  # this occurrence, with its values
    lineno: int | None = None  # transcript line where it shows
    field: str | None = None  # the displayed field that differs (state)
    want: str | None = None
    got: str | None = None
    ref_state: list[str] = dataclasses.field(default_factory=list)
    build_tail: list[str] = dataclasses.field(default_factory=list)
    mode: str = "testing"  # testing (a transcript) or normal (a game in normal mode)
    ends_run: bool = True  # the run could not go on past it

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.clause, self.summary)

    @property
    def wrong(self) -> bool:
        return self.kind not in ACCEPTED


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
    tests: list[str] = dataclasses.field(default_factory=list)  # its primary clauses
    level: str | None = None  # strictest level met when passed
    deviations: list[Deviation] = dataclasses.field(default_factory=list)
    reached_end: bool = False  # played to the end of its input (no deviation stopped it)
    moves: int = 0  # move prompts the build reached (0: it never got into a game)
    levels_failed: dict[str, str] = dataclasses.field(default_factory=dict)  # level -> why not
    seconds: float = 0.0
    reason: str = ""  # for skip/xfail/idef
    size: int = 0  # prompts of the transcript: the shortest one is a finding's example

    @property
    def failure(self) -> Deviation | None:
        """The first deviation that is an error (the one that ended the run, if any)."""
        wrong = [d for d in self.deviations if d.wrong]
        ending = [d for d in wrong if d.ends_run]
        return (ending or wrong or [None])[0]

    @property
    def readings(self) -> list[str]:
        return sorted({d.summary for d in self.deviations if not d.wrong})

    def to_json(self) -> dict:
        data = asdict(self)
        data["seconds"] = round(self.seconds, 3)
        return data
