"""What one grade is asked to do, as one typed value: the build (with its profile), the
transcripts to grade, the options of the runs, whether to probe, how many normal-mode games,
where the probed profile and reports go, and whether to shrink each finding to a
reproduction. Every caller (the command line, `grade DIR`, class grading, the variant check,
the quirk zoo) builds one and hands it to `pipeline.grade`; no
command-line namespace crosses into the library."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .builds import Build
from .runner import Options
from .transcript import Transcript
from .verdict import Result

# At least this many normal-mode games when testing mode cannot be driven: enough moves to
# reach cuts, reserves, swaps, jokers and a win.
NORMAL_ONLY_GAMES = 12


@dataclass
class GradeRequest:
    build: Build
    scripts: list[Transcript]  # the transcripts to grade
    every: list[Transcript] = field(default_factory=list)  # all of them (the probe's groups)
    options: Options = field(default_factory=Options)
    probe: bool | None = None  # True: always; False: never; None: when it has no profile
    games: int = 4  # normal-mode games (0: none)
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
