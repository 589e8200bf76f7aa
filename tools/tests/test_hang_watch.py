"""A hang is judged by the build's own time, not by the wall clock: a build stopped for a while
(SIGSTOP, as a machine busy with other work would hold it back) on a long transcript gets
exactly the report of an undisturbed grade, while a build that computes or sleeps without
reading or writing is still cut off (the zoo's hang and sleep). Output is judged the same way: a
build printing without reading is cut off after `Limits.flood` bytes, one that reads between
long outputs is not."""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path

import pytest

from conftest import ROOT, ZOO
from grader import batch, channel, report_json
from grader.build_profile import Profile
from grader.builds import Build
from grader.request import Options
from grader.runner import grade_all
from grader.sandbox import Limits, reachable, scratch_folder
from grader.transcript import load

LONG = ROOT / "transcripts" / "full-games" / "game-8p-s1188.transcript"
FROZEN = 3.0  # seconds each run of the build is stopped: longer than the floor (2 s)


class Holder:
    """A build (a script running the reference) whose first run stops itself as it starts
    (SIGSTOP, before it runs the reference) and is let go FROZEN seconds later: the first run
    takes `armed` away, so every later run (a run again after the batch's) goes undisturbed.
    The run stops itself, so no poll of the grader's processes can miss a short run."""

    def __init__(self, reference: str) -> None:
        self.folder = tempfile.mkdtemp(prefix="hydra-hold-", dir=scratch_folder())
        os.chmod(self.folder, 0o777)  # (the sandbox user writes its number here)
        self.path = os.path.join(self.folder, "frozen-hydra")
        with open(self.path, "w") as fh:
            fh.write(f"#!/bin/sh\n"
                     f"rm {self.folder}/armed 2>/dev/null && {{ echo $$ > {self.folder}/new "
                     f"&& mv {self.folder}/new {self.folder}/taken && kill -STOP $$; }}\n"
                     f"exec {reachable(reference)} \"$@\"\n")
        os.chmod(self.path, 0o755)

    def arm(self) -> None:
        open(os.path.join(self.folder, "armed"), "w").close()
        threading.Thread(target=self._thaw, daemon=True).start()

    def _thaw(self) -> None:
        taken = os.path.join(self.folder, "taken")
        deadline = time.monotonic() + 60
        while True:  # the run is stopped until this thread lets it go: no race to lose
            try:
                pid = int(open(taken).read())
                break
            except (OSError, ValueError):  # not started yet
                if time.monotonic() > deadline:
                    return
                time.sleep(0.01)
        time.sleep(FROZEN)
        try:
            os.kill(pid, signal.SIGCONT)
        except ProcessLookupError:  # cut off (and reaped) while stopped
            pass

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def report(path: str, reference: str) -> str:
    build = Build("frozen", path, Profile())
    run = grade_all(build, [load(LONG)], Options(jobs=1, reference=reference))
    return report_json.render(run)


@pytest.mark.parametrize("runs", ["the grader's", "the batch's"])
def test_a_stopped_build_gets_the_report_of_an_undisturbed_one(runs, reference,
                                                               monkeypatch) -> None:
    monkeypatch.setattr(batch, "_local", type(batch._local)())
    if runs == "the grader's":
        monkeypatch.setattr(batch, "_server", lambda limits: None)
        held = FROZEN
    else:
        held = 2.0  # the batch's wall clock (the floor): then the grader runs it again
    build = Holder(reference)
    try:
        calm = report(build.path, reference)
        build.arm()
        started = time.monotonic()
        stopped = report(build.path, reference)
        assert time.monotonic() - started > held  # it was held back
    finally:
        build.close()
    assert stopped == calm


@pytest.mark.parametrize("program,kind", [("hang", "busy"), ("ignores_sigterm", "asleep")])
def test_a_hung_build_is_cut_off_after_its_own_time(program: str, kind: str) -> None:
    chan = channel.Channel([str(ZOO / f"{program}.py")], Limits(wall=0.5))
    chan.send(b"2\n")
    chan.drain()
    ending = chan.finish()
    assert ending.cut == "timeout" and chan.hung == kind
    assert ending.busy == (kind == "busy")


def test_a_build_filling_its_memory_is_not_hung_but_ends_at_its_cap() -> None:
    # (it takes several times this bound of its own time to fill 1 GiB, and a fraction of it
    # for each 64 MiB, on any machine, however loaded)
    chan = channel.Channel([str(ZOO / "grows.py")], Limits(wall=0.2))
    chan.send(b"2\n")
    chan.drain()
    ending = chan.finish()
    assert ending.cut == "" and chan.hung == "" and ending.signal == signal.SIGABRT
    assert ending.out_of_memory and "out of memory" in ending.describe()


def test_a_build_cut_off_with_its_memory_all_but_full_ran_out_of_memory() -> None:
    # cut off at its own time's bound before its cap: the same ending as a crash at the cap
    # (a build allocating a player count of 99999999999 met either, from one grade to the next)
    chan = channel.Channel([str(ZOO / "fills_then_spins.py")], Limits(wall=0.5))
    chan.send(b"2\n")
    chan.drain()
    ending = chan.finish()
    assert chan.hung == "busy" and ending.out_of_memory and ending.cut == "", ending
    assert ending.signal == signal.SIGKILL and "out of memory" in ending.describe()


def test_a_build_that_closes_its_output_and_then_dies_is_a_crash_not_stopped() -> None:
    # a build that stops writing and aborts a moment later (a C++ runtime writing out an
    # uncaught exception): not waiting for the build, the grader still gives it the moment
    folder = Path(tempfile.mkdtemp(prefix="hydra-dies-late-", dir="/tmp"))  # the sandbox user
    folder.chmod(0o755)  # runs the build: pytest's own folders are private
    script = folder / "dies-late"
    script.write_text("#!/bin/sh\nexec 1>&-\nsleep 0.2\nkill -ABRT $$\n")
    script.chmod(0o755)
    try:
        chan = channel.Channel([str(script)], Limits(wall=2))
        chan.drain()
        ending = chan.finish(wait=False)
    finally:
        shutil.rmtree(folder)
    assert ending.signal == signal.SIGABRT, ending.describe()


def test_a_build_printing_without_reading_is_cut_off_long_before_the_cap() -> None:
    limits = Limits(wall=2)
    chan = channel.Channel([str(ZOO / "endless.py")], limits)
    chan.send(b"2\n")
    chan.drain()
    ending = chan.finish()
    assert ending.cut == "output"
    assert limits.flood < len(chan.out) <= limits.flood * 5 // 4 + (1 << 16) < limits.output


def test_a_build_that_reads_between_long_outputs_is_not_cut_off() -> None:
    folder = Path(tempfile.mkdtemp(prefix="hydra-verbose-", dir="/tmp"))
    folder.chmod(0o755)
    script = folder / "verbose"
    script.write_text("#!/bin/sh\nwhile read -r line; do head -c 300000 /dev/zero; done\n")
    script.chmod(0o755)
    try:
        chan = channel.Channel([str(script)], Limits(wall=2, flood=1 << 19))
        chan.send(b"x\n" * 10)
        wants = chan.settle()  # (it read every line, printing 300 KB after each)
        printed = len(chan.out)
        chan.send(b"x\n" * 10)
        chan.close_stdin()  # (input left unread: at end of input only the cap bounds it)
        chan.drain()
        ending = chan.finish()
    finally:
        shutil.rmtree(folder)
    assert wants and printed == 3_000_000
    assert ending.cut == "" and ending.returncode == 0 and len(chan.out) == 6_000_000
