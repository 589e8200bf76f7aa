"""`make check-goldens`: runs every transcript's inputs through a build (default ./hydra) and
compares standard output and exit status with the golden, byte for byte. Two transcripts run
at a time; `--first-failure` stops at the first mismatch (used by the mutation check). First it
checks the files themselves (answers.py, also on the grader's smoke transcripts): outside
input/ and eof/ every answer is well-formed for its prompt, and every header names its primary
clauses in `tests:`. Exit status: 0 all match, 1 some differ or a check fails, 2 bad usage or
unreadable transcripts."""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
from pathlib import Path

from grader import transcript as tr

from . import answers, reference
from .build import AREAS, HAND_AREAS


def program_args(script: tr.Transcript) -> list[str]:
    return script.args


def check_one(path: Path, hydra: Path) -> str | None:
    """None if the build prints the golden; else a one-line reason."""
    try:
        script = reference.load(path)
    except (tr.TranscriptError, OSError) as err:
        return f"unreadable: {err}"
    try:
        got = reference.run(hydra, program_args(script), script.input_bytes(), timeout=20)
    except subprocess.TimeoutExpired:
        return "timed out"
    if got.status != script.exit:
        return f"exit {got.status}, expected {script.exit}"
    want = script.output_bytes()
    if got.output != want:
        a, b = got.output.split(b"\n"), want.split(b"\n")
        line = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        return f"output differs at output line {line + 1}"
    return None


def run_all(files: list[Path], hydra: Path, jobs: int, first_failure: bool,
            progress: bool = False) -> list[tuple[Path, str]]:
    failures: list[tuple[Path, str]] = []
    todo = iter(files)
    done_count = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        running = {pool.submit(check_one, p, hydra): p for p in _take(todo, jobs * 2)}
        while running:
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in finished:
                path = running.pop(fut)
                done_count += 1
                reason = fut.result()
                if reason:
                    failures.append((path, reason))
                if progress and done_count % 500 == 0:
                    print(f"check-goldens: {done_count}/{len(files)}", file=sys.stderr)
            if failures and first_failure:
                for fut in running:
                    fut.cancel()
                break
            for p in _take(todo, len(finished)):
                running[pool.submit(check_one, p, hydra)] = p
    return failures


def _take(it, n: int) -> list[Path]:
    out = []
    for _ in range(n):
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="corpus check", description=__doc__)
    ap.add_argument("--hydra", type=Path, default=reference.DEFAULT_HYDRA)
    ap.add_argument("--root", type=Path, default=reference.ROOT / "transcripts")
    ap.add_argument("--area", action="append", help="only this area (repeatable)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--first-failure", action="store_true", help="stop at the first mismatch")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if not Path(args.hydra).exists():
        print(f"corpus check: no build at {args.hydra}", file=sys.stderr)
        return 2
    files = reference.corpus_files(args.root, args.area or list(AREAS + HAND_AREAS))
    if not files:
        print("corpus check: no transcripts found", file=sys.stderr)
        return 2
    linted = files + ([] if args.area else
                      reference.corpus_files(args.root, list(answers.EXTRA_AREAS)))
    invalid = answers.lint(linted)
    for message in invalid[:20]:
        print(f"INVALID {message}")
    if len(invalid) > 20:
        print(f"... and {len(invalid) - 20} more")
    start = time.monotonic()
    failures = run_all(files, args.hydra, args.jobs, args.first_failure, not args.quiet)
    took = time.monotonic() - start
    for path, reason in failures[:20]:
        print(f"DRIFT {path.relative_to(args.root)}: {reason}")
    if len(failures) > 20:
        print(f"... and {len(failures) - 20} more")
    unreadable = any(r.startswith("unreadable") for _, r in failures)
    print(f"check-goldens: {len(files) - len(failures) if not args.first_failure else '-'}"
          f"/{len(files)} match, {len(failures)} differ ({took:.1f} s)"
          + (f"; {len(invalid)} problems in {len(linted)} files checked (answers, tests:)"
             if invalid else ""))
    return 2 if unreadable else (1 if failures or invalid else 0)
