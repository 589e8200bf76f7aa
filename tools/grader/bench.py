"""Benchmark of a grade's speed against the replay floor: every transcript's input piped
through the reference, N at a time (a shell loop per batch, run by xargs -P N), output not
compared. Prints the median of a few rounds of: the floor; the reference's grade (`grade -q
--brief -j N`, every transcript) and its ratio to the floor (target: at most 2x); and, given a
build (`--impl`, e.g. `make grade-bench IMPL=path/to/hydra`), its whole grade (probe,
every transcript, the normal-mode games) and its ratio to the floor and to the target of 20 s.
Its command line: cli/bench.py."""

from __future__ import annotations

import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .selection import collect

ROOT = Path(__file__).resolve().parents[2]
GRADE = [sys.executable, str(ROOT / "tools" / "hydra-grade"), "grade"]
BUILD_TARGET = 20.0  # seconds for a driveable build's whole grade on 2 cores
LOOP = r'''for n; do
  read -r args < "$n.args"
  "$BIN" $args < "$n.in" > /dev/null 2>&1
done'''


def timed(command: list[str], graded: bool = False, **kwargs) -> float:
    """Seconds `command` took; a grade that did not get to its report is an error."""
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, **kwargs)
    seconds = time.monotonic() - started
    if graded and done.returncode not in (0, 1):
        raise SystemExit(f"bench: {' '.join(command)} failed:\n{done.stderr[-2000:]!r}")
    return seconds


def bench(paths: list[str], jobs: int = 2, rounds: int = 3, impl: str | None = None) -> int:
    """Times the floor and the grades of the transcripts under `paths`, `jobs` at a time,
    `rounds` times, and prints the medians; `impl`: a build graded as well."""
    scripts, errors = collect(paths)
    if errors or not scripts:
        print("bench: bad or no transcripts", *errors, sep="\n  ", file=sys.stderr)
        return 2
    binary = str(ROOT / "hydra")
    impl = impl if impl and os.path.realpath(impl) != os.path.realpath(binary) else None
    floor, reference, build = [], [], []
    with tempfile.TemporaryDirectory(prefix="hydra-bench-") as tmp:
        names = []
        for i, script in enumerate(scripts):
            base = os.path.join(tmp, f"t{i}")
            Path(base + ".in").write_bytes(script.input_bytes())
            Path(base + ".args").write_text(shlex.join(script.args) + "\n")
            names.append(base)
        env = dict(os.environ, BIN=binary)
        given = [word for path in paths for word in ("-t", path)]
        for _ in range(rounds):
            floor.append(timed(["xargs", "-P", str(jobs), "-n", "25", "sh", "-c", LOOP,
                                "sh"], input="\n".join(names), text=True, env=env))
            reference.append(timed(GRADE + ["-q", "--brief", "-j", str(jobs), *given],
                                   graded=True))
            if impl:
                build.append(timed(GRADE + ["-q", "-j", str(jobs), "-o",
                                            os.path.join(tmp, "out"), *given, impl],
                                   graded=True))
    count = len(scripts)
    f, r = statistics.median(floor), statistics.median(reference)
    print(f"{count} transcripts, -j {jobs}, median of {rounds} rounds, "
          f"load {os.getloadavg()[0]:.1f}")
    print(f"replay floor (input piped through the reference): {f:7.2f} s")
    print(f"reference graded                                : {r:7.2f} s  "
          f"{r / f:.2f}x the floor (target 2x)")
    if impl:
        b = statistics.median(build)
        print(f"{impl} graded (whole grade)".ljust(49) + f": {b:7.2f} s  {b / f:.2f}x the "
              f"floor, {b / BUILD_TARGET:.2f}x the target of {BUILD_TARGET:.0f} s")
    return 0
