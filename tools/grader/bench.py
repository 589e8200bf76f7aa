#!/usr/bin/python3
"""Benchmark of a grade's speed against the replay floor: every transcript's input piped
through the reference, N at a time (a shell loop per batch, run by xargs -P N), output not
compared. Prints the median of a few rounds of: the floor; the reference's grade (`grade -q
--brief -j N`, every transcript) and its ratio to the floor (target: at most 2x); and, given a
build (`--impl`, e.g. `make grade-bench IMPL=path/to/hydra`), its whole grade (probe,
every transcript, the normal-mode games) and its ratio to the floor and to the target of 20 s.
Usage: bench.py [-j N] [--rounds R] [--impl BUILD] [TRANSCRIPT-PATHS...]"""

from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from grader.selection import collect  # noqa: E402

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("Usage")[0])
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "transcripts")])
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--impl", help="a build to grade as well (whole grade)")
    args = parser.parse_args()
    scripts, errors = collect(args.paths)
    if errors or not scripts:
        print("bench: bad or no transcripts", *errors, sep="\n  ", file=sys.stderr)
        return 2
    binary = str(ROOT / "hydra")
    impl = args.impl if args.impl and os.path.realpath(args.impl) != \
        os.path.realpath(binary) else None
    floor, reference, build = [], [], []
    with tempfile.TemporaryDirectory(prefix="hydra-bench-") as tmp:
        names = []
        for i, script in enumerate(scripts):
            base = os.path.join(tmp, f"t{i}")
            Path(base + ".in").write_bytes(script.input_bytes())
            Path(base + ".args").write_text(shlex.join(script.args) + "\n")
            names.append(base)
        env = dict(os.environ, BIN=binary)
        given = [word for path in args.paths for word in ("-t", path)]
        for _ in range(args.rounds):
            floor.append(timed(["xargs", "-P", str(args.jobs), "-n", "25", "sh", "-c", LOOP,
                                "sh"], input="\n".join(names), text=True, env=env))
            reference.append(timed(GRADE + ["-q", "--brief", "-j", str(args.jobs), *given],
                                   graded=True))
            if impl:
                build.append(timed(GRADE + ["-q", "-j", str(args.jobs), "-o",
                                            os.path.join(tmp, "out"), *given, impl],
                                   graded=True))
    count = len(scripts)
    f, r = statistics.median(floor), statistics.median(reference)
    print(f"{count} transcripts, -j {args.jobs}, median of {args.rounds} rounds, "
          f"load {os.getloadavg()[0]:.1f}")
    print(f"replay floor (input piped through the reference): {f:7.2f} s")
    print(f"reference graded                                : {r:7.2f} s  "
          f"{r / f:.2f}x the floor (target 2x)")
    if impl:
        b = statistics.median(build)
        print(f"{impl} graded (whole grade)".ljust(49) + f": {b:7.2f} s  {b / f:.2f}x the "
              f"floor, {b / BUILD_TARGET:.2f}x the target of {BUILD_TARGET:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
