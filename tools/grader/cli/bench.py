#!/usr/bin/python3
"""The command line of the grade benchmark (bench.py), run by `make grade-bench`.
Usage: tools/grader/cli/bench.py [-j N] [--rounds R] [--impl BUILD] [TRANSCRIPT-PATHS...]"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from grader import bench  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=bench.__doc__.split("Its command line")[0])
    parser.add_argument("paths", nargs="*", default=[str(bench.ROOT / "transcripts")])
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--impl", help="a build to grade as well (whole grade)")
    args = parser.parse_args()
    return bench.bench(args.paths, args.jobs, args.rounds, args.impl)


if __name__ == "__main__":
    sys.exit(main())
