"""The zoo: tiny deliberately broken (or merely different) programs, each graded on the tiny
transcript. Every one must be classified as the kind of failure it is (or pass at the level
its dialect allows), quickly, and leave no process or file behind."""

from __future__ import annotations

import os
import subprocess
import time

import pytest

from conftest import ZOO
from grader.channel import Channel
from grader.grade import Build, grade
from grader.profile import Profile
from grader.sandbox import Limits

LIMITS = Limits(wall=1.0)
CASES = {  # program: (status, level or failure category, detail expected in the message)
    "good": ("pass", "exact", None),
    "reworded": ("pass", "semantic", "I18 other wording"),
    "other_order": ("pass", "semantic", None),
    "no_turn_line": ("pass", "semantic", "I14 no line read after the turn prompt"),
    "wrong_counts": ("fail", "wrong-state", "player 2 draw: expected 54, got 53"),
    "hang": ("fail", "timeout", "busy"),
    "ignores_sigterm": ("fail", "timeout", "asleep"),
    "endless": ("fail", "endless-output", "endless output"),
    "crash": ("fail", "crash", "SIGSEGV"),
    "eof_loop": ("fail", "eof-exit", "after end of input"),
    "fork_bomb": ("fail", "timeout", None),
    "waits": ("fail", "waiting", "Please choose a difficulty"),
    "exits_early": ("fail", "wrong-exit", "exit status 0"),
    "writes_files": ("fail", "wrong-exit", None),
}


def survivors(program: str) -> list[str]:
    """Processes still running the zoo program (of any user)."""
    done = subprocess.run(["ps", "-e", "-o", "args="], capture_output=True, text=True)
    return [line for line in done.stdout.splitlines() if f"zoo/{program}.py" in line]


@pytest.mark.parametrize("program", sorted(CASES))
def test_zoo_program_is_classified(program: str, tiny) -> None:
    status, kind, detail = CASES[program]
    started = time.monotonic()
    result = grade(Build(program, str(ZOO / f"{program}.py"), Profile()), tiny, LIMITS)
    elapsed = time.monotonic() - started
    assert result.status == status, result
    if status == "pass":
        assert result.level == kind
        if detail:
            assert detail in result.readings
    else:
        assert result.failure is not None and result.failure.category == kind, result.failure
        if detail:
            assert detail in result.failure.message
    assert elapsed < 6 * LIMITS.wall, "a zoo program stalled the grader"
    assert not survivors(program), "a process of the build survived its run"
    assert not (ZOO / "scratch.dat").exists()


def test_the_working_directory_and_what_was_written_there_are_removed() -> None:
    chan = Channel([str(ZOO / "writes_files.py")], LIMITS)
    workdir = chan.spawned.workdir
    chan.send(b"2\n")
    chan.drain()
    assert os.path.isdir(workdir)
    ending = chan.finish()
    assert ending.returncode == 1 and not os.path.exists(workdir)
    assert "File too large" in ending.stderr  # stopped by the file size limit
