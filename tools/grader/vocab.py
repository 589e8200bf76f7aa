"""The grader's small vocabularies, one type each: the kind of a deviation (what is wrong, or
what accepted way of playing was seen), what was seen (its category), the status of one
transcript's run, the level at which a build passed it, and the mode it was played in. They are
string enums: reports and JSON carry their values unchanged."""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    RULE = "rule"  # the game goes another way than the rules say
    DISPLAY = "display"  # a shown count is wrong while the game goes on the same
    TESTING = "testing-mode"  # only how the build asks for cards in testing mode
    ROBUSTNESS = "robustness"  # crash, hang, garbage or end of input mishandled
    DIALECT = "dialect"  # accepted wording or order
    READING = "reading"  # an accepted alternative reading

    @property
    def accepted(self) -> bool:
        """Says how a build differs, not that it is wrong."""
        return self in (Kind.DIALECT, Kind.READING)


# Severity order of findings in every report (errors first).
KIND_ORDER = {k: i for i, k in enumerate((Kind.RULE, Kind.TESTING, Kind.ROBUSTNESS,
                                          Kind.DISPLAY, Kind.READING, Kind.DIALECT))}
# One letter per kind, for tables of many builds (upper case: an error).
KIND_LETTER = {Kind.RULE: "R", Kind.DISPLAY: "D", Kind.TESTING: "T", Kind.ROBUSTNESS: "X",
               Kind.DIALECT: "d", Kind.READING: "r"}


class Category(StrEnum):
    """What was seen, from the most to the least severe."""

    CRASH = "crash"
    TIMEOUT = "timeout"
    WAITING = "waiting"
    ENDLESS_OUTPUT = "endless-output"
    EXIT = "exit"
    FLOW = "flow"
    STATE = "state"
    WINNER = "winner"
    OUTPUT = "output"
    SPAWN = "spawn"
    SEEN = "seen"
    LOST = "lost"

    @property
    def meaning(self) -> str:
        return MEANINGS[self]


MEANINGS = {
    Category.CRASH: "killed by a signal",
    Category.TIMEOUT: "did not finish within the time limit",
    Category.WAITING: "waits for input after text that is no prompt the grader knows",
    Category.ENDLESS_OUTPUT: "printed more than the output cap",
    Category.EXIT: "ended where the reference goes on",
    Category.FLOW: "asked another question than the reference (the game went another way)",
    Category.STATE: "a displayed field differs from the reference's game state",
    Category.WINNER: "declared another winner, or none, or one too early",
    Category.OUTPUT: "other output where no game is played (usage text, messages)",
    Category.SPAWN: "could not be started",
    Category.SEEN: "a way of playing or talking the build was seen to use",
    Category.LOST: "the grader lost track of which prompt answers which",
}


class Status(StrEnum):
    PASS = "pass"
    FAIL = "fail"
    SKIP = "skip"
    XFAIL = "xfail"  # failed, as a list said it would
    XPASS = "xpass"  # passed, though a list said it would fail
    IDEF = "idef"  # differs only on an implementation-defined point
    INCOMPLETE = "incomplete"  # stopped by an accepted difference, or alignment lost


class Level(StrEnum):
    EXACT = "exact"  # byte for byte
    NORMALISED = "normalised"  # identical but for whitespace and blank lines
    SEMANTIC = "semantic"  # played to the end prompt by prompt, no error


class Mode(StrEnum):
    TESTING = "testing"  # a transcript, in the build's testing mode
    NORMAL = "normal"  # a game of the build's normal mode against the reference
