"""The launcher's batch mode (batch.py) runs a build as the grader's own fast path does: for
every way a run can end, the same output and the same ending as channel.run_batch. A run it
cannot finish within the wall clock is left to run_batch (which judges hangs by the build's own
state), and so is every later run of that process."""

from __future__ import annotations

import pytest

from conftest import ZOO
from grader import batch
from grader.channel import run_batch
from grader.sandbox import Limits

LIMITS = Limits(wall=1.0, output=1 << 16)


@pytest.fixture(autouse=True)
def fresh_batch(monkeypatch):
    """Each test starts with no batch running in this process and the batch not left alone."""
    monkeypatch.setattr(batch, "_local", type(batch._local)())
    yield
    for server in getattr(batch._local, "servers", {}).values():
        server.kill()
        server.wait()


def both(program: str, data: bytes, close_input: bool):
    argv = [str(ZOO / f"{program}.py")]
    return batch._batched(argv, data, LIMITS, close_input), \
        run_batch(argv, data, LIMITS, close_input=close_input)


@pytest.mark.parametrize("program,close_input,cut,status", [
    ("good", True, "", 1),  # the whole transcript, then end of input (exit 1)
    ("good", False, "wants-input", None),  # reads every line and waits for the next
    ("exits_early", True, "", 0),
    ("crash", False, "", -11),  # SIGSEGV after the first answer
    ("writes_files", True, "", 1),  # past the file size limit (Python: "File too large")
    ("waits", False, "wants-input", None),  # (given no input: it asks and waits)
    ("endless", True, "output", None),
    ("eof_loop", True, "output", None),
])
def test_the_batch_ends_a_run_as_the_grader_does(program, close_input, cut, status, tiny):
    got, want = both(program, b"" if program == "waits" else tiny.input_bytes(), close_input)
    assert got is not None, "the batch left the run to the grader"
    (out, ending), (want_out, want_ending) = got, want
    assert (ending.cut, ending.returncode) == (want_ending.cut, want_ending.returncode)
    assert (ending.cut, ending.returncode) == (cut, status)
    if cut != "output":  # (past the cap, each stops reading at its own chunk)
        assert out == want_out


def test_the_reference_runs_in_the_batch_with_its_exact_output(reference, tiny) -> None:
    got = batch._batched([reference, *tiny.args], tiny.input_bytes(), LIMITS, True)
    assert got is not None
    out, ending = got
    assert out == tiny.output_bytes() and ending.returncode == tiny.exit and not ending.cut


def test_a_hung_run_is_left_to_the_grader_and_so_is_every_later_one(tiny) -> None:
    hang = [str(ZOO / "hang.py")]
    assert batch._batched(hang, tiny.input_bytes(), LIMITS, False) is None
    good = [str(ZOO / "good.py")]
    assert batch._batched(good, tiny.input_bytes(), LIMITS, True) is None
    out, ending = batch.fast_run(hang, tiny.input_bytes(), LIMITS, close_input=False)
    assert ending.cut == "timeout" and ending.busy  # judged by run_batch


def test_one_batch_serves_runs_of_every_wall_clock_and_output_cap(tiny) -> None:
    good = [str(ZOO / "good.py")]
    for wall, cap in ((1.0, 1 << 16), (2.0, 1 << 12), (1.5, 3000)):
        got = batch._batched(good, tiny.input_bytes(), Limits(wall=wall, output=cap), True)
        assert got is not None and got[1].returncode == 1
    assert len(batch._local.servers) == 1
