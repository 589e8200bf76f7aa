"""A finding's reproduction, as reports name it: the files written beside the report
(OUT/evidence/STEM.transcript, .in, .out; a normal-mode finding's STEM.txt), how long its
example and its reproduction are (lines of input), the trial runs spent, a plain note on how it
was made (or why it could not be), and the one command that replays it."""

from __future__ import annotations

import shlex
from dataclasses import asdict, dataclass


@dataclass
class Reproduction:
    key: tuple[str, str, str]  # the finding's kind, clause and summary
    stem: str  # file name without ending, e.g. 3-rule-R8.1
    transcript: str = ""  # path of STEM.transcript ("" when there is none)
    plain_input: str = ""  # STEM.in: the input in the build's own dialect
    plain_output: str = ""  # STEM.out: the reference's output for it
    note_file: str = ""  # STEM.txt: what is known of a finding only normal play shows
    example_lines: int = 0  # lines of input of the example
    lines: int = 0  # lines of input of the reproduction
    trials: int = 0  # trial runs spent shrinking
    reproduced: bool = False  # the written reproduction (or the game again) shows the finding
    note: str = ""  # how it was made, or why it could not be
    build: str = ""  # the build as the replay command names it
    seconds: float = 0.0  # what making it took (not in reports: they stay the same)

    @property
    def replay(self) -> str:
        """The command that replays it ("" when there is no transcript)."""
        if not self.transcript:
            return ""
        return f"tools/hydra-grade replay {shlex.quote(self.build)} " \
               f"{shlex.quote(self.transcript)}"

    @property
    def file(self) -> str:
        """The file to open first: the transcript, else the note."""
        return self.transcript or self.note_file

    def to_json(self) -> dict:
        data = asdict(self)
        data.pop("key")
        data.pop("seconds")
        data["replay"] = self.replay
        return data
