"""The differential fuzzer's acceptance check: on copies of the reference with one rule
changed (tools/variants, built under build/variants/NAME/hydra) it must find a divergence and
shrink it to at most MAX_ANSWERS answers; on the reworded build (other prompt wording only)
it must find none. Run: make difffuzz-demo (builds the variants first)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from grader.transcript import load

from . import cli

ROOT = Path(__file__).resolve().parents[2]
MAX_ANSWERS = 30
SAME_GAMES = 40


def check(name: str, out: Path) -> tuple[bool, str]:
    binary = ROOT / "build" / "variants" / name / "hydra"
    started = time.monotonic()
    transcript = out / f"difffuzz-{name}.transcript"
    status = cli.main([str(binary), "--out", str(out), "--name", f"difffuzz-{name}", "-q",
                       "--games", "200"])
    took = time.monotonic() - started
    if status != cli.EXIT_DIVERGED:
        return False, f"{name}: no divergence found in 200 games ({took:.0f} s)"
    answers = len(load(transcript).inputs())
    ok = answers <= MAX_ANSWERS
    return ok, f"{name}: diverges, shrunk to {answers} answers in {took:.0f} s -> {transcript}"


def main(argv: list[str]) -> int:
    out = ROOT / "build" / "fuzz" / "difffuzz-demo"
    results = [check(name, out) for name in argv]
    status = cli.main([str(ROOT / "build" / "variants" / "reworded" / "hydra"), "-q",
                       "--games", str(SAME_GAMES)])
    results.append((status == cli.EXIT_SAME,
                    f"reworded: {'no divergence' if status == cli.EXIT_SAME else 'DIVERGES'} "
                    f"in {SAME_GAMES} games (prompts reworded only)"))
    for ok, line in results:
        print(("ok   " if ok else "FAIL ") + line)
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
