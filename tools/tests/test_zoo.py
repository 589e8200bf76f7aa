"""The zoo: tiny deliberately broken (or merely different) programs, each graded on the tiny
transcript. Every one must be classified as the kind of failure it is (or pass at the level
its dialect allows), quickly, and leave no process or file behind."""

from __future__ import annotations

import os
import re
import subprocess
import time

import pytest

from conftest import ZOO
from grader.channel import Channel
from grader.builds import Build
from grader.grade import grade
from grader.build_profile import Profile
from grader.sandbox import Limits

LIMITS = Limits(wall=1.0)
# program: (status, level if it passes else (kind, category), detail in a reading or message)
CASES = {
    "good": ("pass", "exact", None),
    "reworded": ("pass", "semantic", "other wording of the prompts (I18)"),
    "coloured": ("pass", "semantic", None),  # (read as a terminal shows it: terminal.py)
    "other_order": ("pass", "semantic", None),
    "no_turn_line": ("pass", "semantic", "no line read after the turn prompt (I14)"),
    "eof_loop": ("pass", "exact", None),  # end of input is judged by eof transcripts only
    # a count shown otherwise from the first prompt on: display, the run goes on
    "wrong_counts": ("fail", ("display", "state"), "player 2 draw: expected 54, got 53"),
    # the game itself differs: a rule error
    "wrong_head": ("fail", ("rule", "state"), "head 1 top: expected 6H, got 7H"),
    "hang": ("fail", ("robustness", "timeout"), "busy"),
    "ignores_sigterm": ("fail", ("robustness", "timeout"), "asleep"),
    "endless": ("fail", ("robustness", "flow"), "without reading"),
    "crash": ("fail", ("robustness", "crash"), "SIGSEGV"),
    "fork_bomb": ("fail", ("robustness", "timeout"), None),
    "waits": ("incomplete", ("dialect", "waiting"), "Please choose a difficulty"),
    "exits_early": ("fail", ("robustness", "exit"), "exit status 0"),
    "writes_files": ("fail", ("robustness", "exit"), "exit status 1"),  # File too large
}
# graded on a transcript about end of input: only there does what a build does at end of
# input count
EOF_CASES = {
    "good": ("pass", None, None),
    "eof_loop": ("fail", ("robustness", "endless-output"), "loops printing"),
    "crash": ("fail", ("robustness", "crash"), "SIGSEGV"),
}


def survivors(program: str) -> list[str]:
    """Processes still running the zoo program (of any user) that this test started: below
    this process, or orphaned (below no test or grader at all). The same program run at the
    same time by another test (a test worker beside this one, a grader given it) is not this
    test's survivor."""
    done = subprocess.run(["ps", "-e", "-o", "pid=,ppid=,args="], capture_output=True,
                          text=True)
    rows = [line.split(None, 2) for line in done.stdout.splitlines()]
    parent = {int(r[0]): int(r[1]) for r in rows if len(r) >= 2}
    args = {int(r[0]): r[2] for r in rows if len(r) == 3}
    path = str(ZOO / f"{program}.py")

    def ours(pid: int) -> bool:
        for _ in range(64):
            pid = parent.get(pid, 0)
            if pid == os.getpid():
                return True
            if pid <= 1 or pid not in parent:
                return True  # orphaned: nothing that runs tests is above it
            if re.search(r"pytest|xdist|hydra-grade", args.get(pid, "")):
                return False  # another test's (or grader's) own run
        return True

    return [args[pid] for pid in args if args[pid].split()[1:2] == [path] and ours(pid)]


def graded(program: str, script):
    started = time.monotonic()
    result = grade(Build(program, str(ZOO / f"{program}.py"), Profile()), script, LIMITS)
    # a stall is far beyond this; a loaded machine stretches a build's own time (what the
    # grader counts) over more wall time, so the bound grows with the load
    load = max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
    assert time.monotonic() - started < 6 * LIMITS.wall * load, "a zoo program stalled the grader"
    assert not survivors(program), "a process of the build survived its run"
    assert not (ZOO / "scratch.dat").exists()
    return result


def expect(result, status: str, what, detail: str | None) -> None:
    assert result.status == status, result
    if status == "pass":
        if what:
            assert result.level == what
        if detail:
            assert any(detail in d.summary for d in result.deviations if not d.wrong)
        return
    failure = result.failure or result.deviations[-1]
    assert (failure.kind, failure.category) == what, failure
    if detail:
        assert detail in failure.message or detail in failure.summary, failure


@pytest.mark.parametrize("program", sorted(CASES))
def test_zoo_program_is_classified(program: str, tiny) -> None:
    expect(graded(program, tiny), *CASES[program])


@pytest.mark.parametrize("program", sorted(EOF_CASES))
def test_end_of_input_is_judged_where_a_transcript_is_about_it(program: str, tiny_eof) -> None:
    expect(graded(program, tiny_eof), *EOF_CASES[program])


def test_the_working_directory_and_what_was_written_there_are_removed() -> None:
    chan = Channel([str(ZOO / "writes_files.py")], LIMITS)
    workdir = chan.spawned.workdir
    chan.send(b"2\n")
    chan.drain()
    assert os.path.isdir(workdir)
    ending = chan.finish()
    assert ending.returncode == 1 and not os.path.exists(workdir)
    assert "File too large" in ending.stderr  # stopped by the file size limit
