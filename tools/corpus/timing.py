"""`python3 -m corpus timing`: how long grading the whole corpus takes. Runs the exact check
(check.py) and, if present, the grader (`tools/hydra-grade grade`) REPEAT times each and prints
the median wall-clock seconds and the ratio between them. Measures only; asserts nothing."""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from . import check, reference
from .build import AREAS, HAND_AREAS


def timed(fn) -> float:
    start = time.monotonic()
    fn()
    return time.monotonic() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus timing", description=__doc__)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    areas = [*AREAS, *HAND_AREAS]
    files = reference.corpus_files(reference.ROOT / "transcripts", areas)
    exact = [timed(lambda: check.run_all(files, reference.DEFAULT_HYDRA, args.jobs, False))
             for _ in range(args.repeat)]
    print(f"exact check of {len(files)} transcripts: median {statistics.median(exact):.1f} s "
          f"over {args.repeat} runs ({', '.join(f'{t:.1f}' for t in exact)})")
    grade = reference.ROOT / "tools" / "hydra-grade"
    if not grade.exists():
        return 0
    cmd = [str(grade), "grade", "-j", str(args.jobs), "-q",
           *[a for area in areas for a in ("-t", str(reference.ROOT / "transcripts" / area))]]
    graded = [timed(lambda: subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False))
              for _ in range(args.repeat)]
    med = statistics.median(graded)
    print(f"hydra-grade grade on the same files: median {med:.1f} s "
          f"({med / statistics.median(exact):.1f}x the exact check)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
