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
from grader.sandbox import Limits, Spawned
from grader.transcript import load

LONG = ROOT / "transcripts" / "full-games" / "game-8p-s1188.transcript"
FROZEN = 3.0  # seconds each run of the build is stopped: longer than the floor (2 s)


class Frozen(Spawned):
    """A run that is stopped as it starts and let go FROZEN seconds later, if its program is
    named `name` (the reference timed by the grader runs undisturbed)."""

    name = ""

    def __init__(self, argv: list[str], *rest, **named) -> None:
        super().__init__(argv, *rest, **named)
        if os.path.basename(argv[0]) == self.name:
            os.kill(self.proc.pid, signal.SIGSTOP)
            threading.Thread(target=self._thaw, daemon=True).start()

    def _thaw(self) -> None:
        time.sleep(FROZEN)
        try:
            os.kill(self.proc.pid, signal.SIGCONT)
        except ProcessLookupError:  # cut off (and reaped) while stopped
            pass


def report(path: str, reference: str) -> str:
    build = Build("frozen", path, Profile())
    run = grade_all(build, [load(LONG)], Options(jobs=1, reference=reference))
    return report_json.render(run)


def freeze_batch_runs(monkeypatch) -> None:
    """Stops the first run of each batch (batch.py) as it starts, for FROZEN seconds."""
    start = batch._server

    def server(limits: Limits):
        found = start(limits)
        if found is not None and not hasattr(found, "frozen"):
            found.frozen = True
            threading.Thread(target=_freeze_first_child, args=(found.pid,), daemon=True).start()
        return found

    monkeypatch.setattr(batch, "_server", server)


def _freeze_first_child(parent: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{parent}/task/{parent}/children") as fh:
                children = fh.read().split()
        except OSError:
            return
        if children:
            os.kill(int(children[0]), signal.SIGSTOP)
            time.sleep(FROZEN)
            try:
                os.kill(int(children[0]), signal.SIGCONT)
            except ProcessLookupError:  # cut off (and reaped) while stopped
                pass
            return
        time.sleep(0.0005)


@pytest.mark.parametrize("runs", ["the grader's", "the batch's"])
def test_a_stopped_build_gets_the_report_of_an_undisturbed_one(runs, reference, tmp_path,
                                                               monkeypatch) -> None:
    build = tmp_path / "frozen-hydra"
    shutil.copy(reference, build)
    monkeypatch.setattr(batch, "_local", type(batch._local)())
    if runs == "the batch's":
        calm = report(str(build), reference)
        freeze_batch_runs(monkeypatch)
        held = 2.0  # the batch's wall clock (the floor): then the grader runs it again
    else:
        monkeypatch.setattr(batch, "_server", lambda limits: None)
        calm = report(str(build), reference)
        monkeypatch.setattr(Frozen, "name", build.name)
        monkeypatch.setattr(channel, "Spawned", Frozen)
        held = FROZEN
    started = time.monotonic()
    stopped = report(str(build), reference)
    assert time.monotonic() - started > held  # it was held back
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
