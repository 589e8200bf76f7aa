"""Running the hydra binary under test: one process per call, fed a whole stdin, with a
wall-clock limit and an output cap, so that a build that hangs or floods cannot stall the suite.

The binary is $HYDRA_BIN (default ./hydra, relative to the repository root). A sanitizer
report (AddressSanitizer, UndefinedBehaviorSanitizer, LeakSanitizer) on stderr is always a
failure, whatever the exit status.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TIMEOUT_SECONDS = 20
OUTPUT_CAP = 8 * 1024 * 1024
SANITIZER_MARKS = ("AddressSanitizer", "UndefinedBehaviorSanitizer", "LeakSanitizer",
                   "runtime error:")


@dataclass
class Run:
    stdout: str
    stderr: str
    status: int


def binary() -> Path:
    path = Path(os.environ.get("HYDRA_BIN", "./hydra"))
    return path if path.is_absolute() else REPO / path


def run(args: list[str], stdin: str) -> Run:
    """Runs hydra with `args`, feeding `stdin`; fails loudly on a timeout or a sanitizer report."""
    try:
        done = subprocess.run([str(binary()), *args], input=stdin.encode(), capture_output=True,
                              timeout=TIMEOUT_SECONDS, check=False)
    except subprocess.TimeoutExpired as expired:
        raise AssertionError(f"hydra {' '.join(args)} did not finish in {TIMEOUT_SECONDS}s"
                             f" (waiting for input or looping)") from expired
    if len(done.stdout) > OUTPUT_CAP:
        raise AssertionError(f"hydra printed more than {OUTPUT_CAP} bytes")
    stderr = done.stderr.decode(errors="replace")
    for mark in SANITIZER_MARKS:
        assert mark not in stderr, f"sanitizer report:\n{stderr}"
    return Run(done.stdout.decode(errors="replace"), stderr, done.returncode)


def lines(*answers: str) -> str:
    """The stdin for a sequence of answers, one per line."""
    return "".join(answer + "\n" for answer in answers)
