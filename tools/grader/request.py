"""What one grade is asked to do, as one typed value, and what it gives back. The request: the
build (with its profile), the transcripts to grade, the options of the runs, whether to
probe, how many normal-mode games, where the probed profile and reports go, and whether to
shrink each finding to a reproduction. Every caller (the command line, `grade DIR`, class
grading, the variant check, the quirk zoo) builds one and hands it to `pipeline.grade`; no
command-line namespace crosses into the library. The answer: a Run, what every report
reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .builds import Build
from .reproduction import Reproduction
from .sandbox import Limits
from .transcript import Transcript
from .verdict import Deviation, Result


# At least this many normal-mode games when testing mode cannot be driven: enough moves to
# reach cuts, reserves, swaps, jokers and a win.
NORMAL_ONLY_GAMES = 12
# Normal play goes on past its games, up to NORMAL_ONLY_GAMES, until this many moves were
# played: about ten games of the reference, each player's deck played through more than once
# (a joker announced, cut off and drawn again for a new head shows in one game of three).
NORMAL_MOVES = 2400
GAMES = 4  # normal-mode games at least, unless a number is asked for
# Normal play alone (testing mode cannot be driven) goes on past NORMAL_ONLY_GAMES, up to
# this many games, until NORMAL_MOVES moves were played: a build whose games end early at
# its rule errors is judged on as many moves as any other, over more deals.
NORMAL_ONLY_MOST = 48


GAMES_HELP = f"normal-mode games (default: {GAMES}, then more, up to {NORMAL_ONLY_GAMES}, " \
    f"until {NORMAL_MOVES} moves were played)"


def normal_play(asked: int | None) -> tuple[int, int]:
    """The normal-mode games to play and the moves to play more games until (`games` and
    `normal_moves` of a GradeRequest): exactly the number asked for, else GAMES and more
    until NORMAL_MOVES moves."""
    return (GAMES, NORMAL_MOVES) if asked is None else (asked, 0)


@dataclass
class Options:
    """How the transcripts are run: side by side, hang and time limits, skipped and expected
    to fail."""

    jobs: int = 2
    floor: float = 2.0  # seconds of CPU time or sleep without reading or writing: hung
    factor: float = 20.0  # the last wall-clock bound is at least factor x the reference's time
    stop_after: int = 8  # identical failures before any move prompt, then stop (0 = never)
    reference: str | None = None  # the reference binary, for timing (None: floor only)
    skip: dict[str, str] = field(default_factory=dict)
    xfail: dict[str, str] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)


@dataclass
class GradeRequest:
    build: Build
    scripts: list[Transcript]  # the transcripts to grade
    every: list[Transcript] = field(default_factory=list)  # all of them (the probe's groups)
    options: Options = field(default_factory=Options)
    probe: bool | None = None  # True: always; False: never; None: when it has no profile
    games: int = GAMES  # normal-mode games at least (0: none)
    normal_moves: int = NORMAL_MOVES  # more games until this many moves (0: `games` only)
    seed: int = 1  # of the normal-mode games
    extra_args: list[str] = field(default_factory=list)  # added to the build's own flags
    out: Path | None = None  # where the probed profile and the evidence go (None: nowhere)
    # a minimal reproduction of each error finding, written into OUT/evidence (only with
    # `out` and a reference), at most this many trial runs each
    shrink: bool = True
    shrink_trials: int = 24
    progress: Callable[[int, int, Result], None] | None = None  # after each transcript
    announce: Callable[[str], None] | None = None  # what the grade is doing now

    def say(self, text: str) -> None:
        if self.announce is not None:
            self.announce(text)


@dataclass
class Run:
    """What a grade gives back: the build's results on the transcripts and in normal play,
    and how they were reached."""

    build: Build
    results: list[Result]
    stopped: str = ""  # why the run stopped early ("" if it did not)
    seconds: float = 0.0
    games: list[tuple[str, list[Deviation]]] = field(default_factory=list)  # normal mode
    notes: list[str] = field(default_factory=list)  # what the grade assumed (the probe's)
    normal_only: str = ""  # why testing mode could not judge the build ("" if it could)
    reproductions: list[Reproduction] = field(default_factory=list)  # one per error finding
    shrink_seconds: float = 0.0  # what making them took
    normal_moves: int = 0  # moves played in the normal-mode games
    probe_found: list[tuple[str, list[Deviation]]] = field(default_factory=list)  # its findings

    @property
    def graded_by(self) -> str:
        """How the build was judged, for the top of every report."""
        if not self.normal_only:
            return "graded in testing mode (transcripts) and normal play" if self.games else \
                "graded in testing mode (transcripts)"
        if self.normal_moves:
            return f"graded from normal play alone: testing mode cannot be driven " \
                f"({self.normal_only})"
        return f"cannot be graded: neither testing mode ({self.normal_only}) nor normal play " \
            "can be driven"

    @property
    def ungradable(self) -> bool:
        """Nothing was judged: no normal game made a move, and testing mode stopped early, or
        every transcript run stopped at a question before any move (as a selection of a few
        may, too few to stop the grade)."""
        run = [r for r in self.results if r.status != "skip"]
        return not self.normal_moves and (bool(self.stopped) or bool(run) and all(
            r.status == "incomplete" and not r.moves for r in run))
