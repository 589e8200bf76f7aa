#!/usr/bin/python3
"""Benchmark: transcripts graded per second against the reference with -j N, against the
floor of a bare shell loop that pipes each transcript's input into the binary and compares the
output with cmp (run with the same parallelism through xargs -P N). Prints the median of a few
rounds of each and the ratio. Usage: bench.py [-j N] [--rounds R] [TRANSCRIPT-PATHS...]"""

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
LOOP = r'''for n; do
  read -r args < "$n.args"
  "$BIN" $args < "$n.in" > "$n.got" 2>/dev/null
  cmp -s "$n.got" "$n.out" || echo "DIFF $n"
done'''


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("Usage")[0])
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "transcripts")])
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    scripts, errors = collect(args.paths)
    if errors or not scripts:
        print("bench: bad or no transcripts", *errors, sep="\n  ", file=sys.stderr)
        return 2
    binary = str(ROOT / "hydra")
    with tempfile.TemporaryDirectory(prefix="hydra-bench-") as tmp:
        names = []
        for i, script in enumerate(scripts):
            base = os.path.join(tmp, f"t{i}")
            Path(base + ".in").write_bytes(script.input_bytes())
            Path(base + ".out").write_bytes(script.output_bytes())
            Path(base + ".args").write_text(shlex.join(script.args) + "\n")
            names.append(base)
        shell, grader, differs = [], [], False
        env = dict(os.environ, BIN=binary)
        for _ in range(args.rounds):
            started = time.monotonic()
            done = subprocess.run(["xargs", "-P", str(args.jobs), "-n", "25", "sh", "-c", LOOP,
                                   "sh"], input="\n".join(names), text=True, env=env,
                                  capture_output=True)
            shell.append(time.monotonic() - started)
            differs = differs or "DIFF" in done.stdout
            started = time.monotonic()
            subprocess.run([sys.executable, str(ROOT / "tools" / "hydra-grade"), "grade", "-q",
                            "--brief", "-j", str(args.jobs), *args.paths], capture_output=True)
            grader.append(time.monotonic() - started)
    count = len(scripts)
    s, g = statistics.median(shell), statistics.median(grader)
    print(f"{count} transcripts, -j {args.jobs}, median of {args.rounds} rounds")
    print(f"bare shell loop : {s:7.2f} s  {count / s:8.1f} transcripts/s")
    print(f"hydra-grade     : {g:7.2f} s  {count / g:8.1f} transcripts/s")
    print(f"ratio (grader / shell loop): {g / s:.2f}x")
    if differs:
        print("note: the reference's output differs from some transcripts (stale?)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
