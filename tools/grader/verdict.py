"""Verdicts. A run of a build on a transcript yields deviations: each way the build's play
differs from the reference's, with its kind (a rule error, a display error, a testing-mode
error, a robustness failure, accepted dialect or an accepted reading), the clause of rules.md it
concerns, a summary that is the same wherever the same deviation shows (findings group on it),
and the evidence of this occurrence: what was seen, the transcript line, the field with expected
and actual values, the reference's state there and the build's last lines. A deviation that
ends a run is raised as Stop."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .vocab import Category, Kind, Level, Mode, Status

KINDS = tuple(Kind)
# What a build printed, quoted in a finding, is cut to this many characters a line (a build may
# print megabytes without a line end): enough to see what it printed, a report stays readable.
QUOTE = 300
SPARE = 40  # (more than a cut adds: a line cut once is not cut again)
EVIDENCE = ("ref_state", "build_tail", "road", "ref_road")  # a deviation's evidence fields


@dataclass
class Deviation:
    kind: Kind
    clause: str  # e.g. R16.2; "" when no clause applies
    summary: str  # the pattern, free of this run's numbers: what a finding is named by
    category: Category
    message: str  # this occurrence, with its values
    lineno: int | None = None  # transcript line where it shows
    field: str | None = None  # the displayed field that differs (state)
    want: str | None = None
    got: str | None = None
    ref_state: list[str] = dataclasses.field(default_factory=list)
    build_tail: list[str] = dataclasses.field(default_factory=list)
    # the road to it: the last exchanges, [`out` or `in`, text] pairs, oldest first, as the
    # build saw them (its channel's conversation) and as the reference had them (the
    # transcript up to `lineno`, or the reference's channel in normal play)
    road: list[list[str]] = dataclasses.field(default_factory=list)
    ref_road: list[list[str]] = dataclasses.field(default_factory=list)
    mode: Mode = Mode.TESTING
    ends_run: bool = True  # the run could not go on past it
    interp: str = ""  # the open point (docs/interpretations.md) an accepted difference reads
    episode: str = ""  # a count difference: its relation's shape (counts.py)
    healed: bool = False  # that count difference was seen to heal: a display error
    action: str = ""  # a crash, an end or a count difference after a move, or that move
    # given again without the blanks around it (card_order._retry): the move's kind (actions.py)
    own: tuple = ()  # the name it had before it was renamed, (kind, clause, summary, message):
    # of a course difference renamed after a count difference that foretold it
    # (count_marks.CAUSE), or the rule error a count difference healed after a move was named

    def __post_init__(self) -> None:  # plain strings are checked against the vocabularies
        self.kind, self.category, self.mode = Kind(self.kind), Category(self.category), \
            Mode(self.mode)
        # (the build's words in it, each line cut to QUOTE characters)
        self.summary, self.message = clipped(self.summary), clipped(self.message)
        self.want = clipped(self.want) if self.want is not None else None
        self.got = clipped(self.got) if self.got is not None else None
        self.build_tail = [clipped(line) for line in self.build_tail]
        self.road = [[way, clipped(text)] for way, text in self.road]
        self.ref_road = [[way, clipped(text)] for way, text in self.ref_road]

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.clause, self.summary)

    def to_json(self, evidence: bool = True) -> dict:
        """Its fields as plain data (no copy is made: the lists are its own). Without
        `evidence`, the road, the reference's table and the build's last lines are left out."""
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        if not evidence:
            for name in EVIDENCE:
                data[name] = []
        return data

    @property
    def wrong(self) -> bool:
        return not self.kind.accepted


@dataclass
class Result:
    id: str
    path: str
    rules: list[str]
    interps: list[str]
    tags: list[str]
    group: str
    profile: str
    status: Status
    tests: list[str] = dataclasses.field(default_factory=list)  # its primary clauses
    level: Level | None = None  # strictest level met when passed
    deviations: list[Deviation] = dataclasses.field(default_factory=list)
    reached_end: bool = False  # played to the end of its input (no deviation stopped it)
    moves: int = 0  # move prompts the build reached (0: it never got into a game)
    levels_failed: dict[str, str] = dataclasses.field(default_factory=dict)  # level -> why not
    seconds: float = 0.0
    reason: str = ""  # for skip/xfail/idef
    size: int = 0  # prompts of the transcript: the shortest one is a finding's example
    printed: str = ""  # a digest of what the build printed on it (grade.digest): two builds
    # that print the same were driven the same way (what a difference between them reaches)

    @property
    def failure(self) -> Deviation | None:
        """The first deviation that is an error (the one that ended the run, if any)."""
        wrong = [d for d in self.deviations if d.wrong]
        ending = [d for d in wrong if d.ends_run]
        return (ending or wrong or [None])[0]

    @property
    def interps_seen(self) -> set[str]:
        """The open points this run saw the build read an accepted other way."""
        return {d.interp for d in self.deviations if not d.wrong and d.interp}

    def to_json(self) -> dict:
        """Its fields as plain data; of its deviations, only the failure (the first error)
        keeps its evidence (a finding's evidence is in the findings): a build that differs at
        every prompt would otherwise fill hundreds of megabytes with the same roads."""
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if f.name != "printed"}  # (for comparing two builds' runs, not for reports)
        failure = self.failure
        data["deviations"] = [d.to_json(evidence=d is failure) for d in self.deviations]
        data["seconds"] = round(self.seconds, 3)
        return data


class Stop(Exception):
    """The run cannot go on: the deviation that ends it, or None where both programs ended
    alike or nothing more can be claimed."""

    def __init__(self, found: Deviation | None) -> None:
        super().__init__(found.message if found else "")
        self.found = found


def clipped(text: str) -> str:
    """`text` with each line much longer than QUOTE characters cut there, saying how much is
    left out (a line cut so is not cut again: a deviation copied keeps its count)."""
    if len(text) <= QUOTE + SPARE:
        return text
    return "\n".join(line if len(line) <= QUOTE + SPARE else
                     f"{line[:QUOTE]}... ({len(line) - QUOTE} more characters)"
                     for line in text.split("\n"))
