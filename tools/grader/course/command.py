"""`hydra-grade class SUBMISSIONS [-o OUT]`: grade every submission of a class folder (resuming:
a submission whose content, the kit and the options are unchanged is not graded again), then
write the class report; `--shard K/N` grades every Nth submission only, for spreading a class
over hosts; `hydra-grade class merge OUT... [-o MERGED]` puts shards' results together.
Exit status: 0 the class was graded (whatever the submissions got), 2 bad usage (no such
folder, a bad rubric, a bad shard), 130 interrupted."""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path
from typing import Iterator

from ..builds import REFERENCE, TRANSCRIPTS, UsageError
from ..commands import load_scripts
from ..runner import Options, shard
from ..selection import read_list
from . import class_report, rubric as rubrics
from .build_ahead import BuildAhead
from .make_build import BuildLimits
from .submission import (STATUS, content_hash, discard, entries, finish, kit_fingerprint,
                         prepare, remark, up_to_date)

# 0: on a shared machine a lower priority starves builds against other users' work (measured:
# 0.9 submissions a minute at niceness 10, 1.2 at 0); grading judges hangs by CPU time anyway
BUILD_NICENESS = 0
DEFAULT_OUT = Path(__file__).resolve().parents[3] / "build" / "class"
EPILOG = """examples:
  hydra-grade class submissions/                    grade a class into build/class/
  hydra-grade class submissions/ -o marks/ --force  grade again, everything
  hydra-grade class submissions/ --shard 2/4 -o part2/
  hydra-grade class merge part1/ part2/ part3/ part4/ -o marks/
then open OUT/index.html (or OUT/summary.csv); see docs/class.md"""


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("class", help="grade a whole class from its submissions (zip, tar.gz "
                       "or folder each)", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       description="Unpack, build (make, sandboxed), probe, grade and mark every "
                       "submission in SUBMISSIONS, then write the class report "
                       "(OUT/index.html, OUT/summary.csv). `class merge OUT... -o MERGED` "
                       "combines shards.")
    p.add_argument("submissions", nargs="+", metavar="SUBMISSIONS",
                   help="the class folder (one .zip, .tar.gz or folder per submission); or "
                   "`merge` followed by the OUT folders of shards")
    p.add_argument("-o", "--out", help=f"results folder (default: {DEFAULT_OUT}; for merge: "
                   "the first OUT)")
    p.add_argument("--force", action="store_true", help="grade again even what is unchanged")
    p.add_argument("--shard", help="grade shard K of N (K/N) of the submissions")
    p.add_argument("--rubric", help="marking rubric, TOML (default: docs/rubric.toml)")
    p.add_argument("-t", "--transcripts", action="append", metavar="PATH",
                   help=f"transcript files or folders (default: {TRANSCRIPTS})")
    p.add_argument("--no-normal", action="store_true", help="no normal-mode games")
    p.add_argument("--games", type=int, default=4, help="normal-mode games (default 4)")
    p.add_argument("--seed", type=int, default=1, help="seed of the normal-mode games")
    p.add_argument("--build-timeout", type=float, default=300.0, metavar="SECONDS",
                   help="wall-clock limit of one submission's `make` (default 300)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="grading threads (default 2)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    p.set_defaults(handler=class_command)


def class_command(args: argparse.Namespace) -> int:
    rubric = rubrics.load(Path(args.rubric) if args.rubric else None)
    if args.submissions[0] == "merge":
        return merge(args.submissions[1:], args.out, rubric, args.quiet)
    if len(args.submissions) != 1:
        raise UsageError("give one class folder (or `merge OUT...`)")
    folder = Path(args.submissions[0])
    if not folder.is_dir():
        raise UsageError(f"{folder}: no such folder (a class folder holds one .zip, .tar.gz "
                         "or folder per submission)")
    out = Path(args.out) if args.out else DEFAULT_OUT
    out.mkdir(parents=True, exist_ok=True)
    found, notes = entries(folder)
    for note in notes:
        print(f"hydra-grade class: {note}", file=sys.stderr)
    if args.shard:
        found = shard(found, args.shard)  # type: ignore[arg-type]
    every = load_scripts(args.transcripts)
    reference = str(REFERENCE) if REFERENCE.is_file() else None
    if reference is None:
        raise UsageError(f"no reference at {REFERENCE}; run `make hydra` first")
    skip = TRANSCRIPTS / "skip.txt"
    opts = Options(jobs=args.jobs, reference=reference,
                   skip=read_list(str(skip)) if skip.is_file() else {})
    key = {"kit": kit_fingerprint(every, reference), "options": _options_key(args)}
    limits = BuildLimits(wall=args.build_timeout, niceness=BUILD_NICENESS)
    started = time.monotonic()
    keys = {name: dict(key, hash=content_hash(source)) for name, source in found}
    todo = [(name, source) for name, source in found
            if args.force or not up_to_date(out / name, keys[name])]
    built = iter(BuildAhead(todo, lambda entry: prepare(entry[0], entry[1], out / entry[0],
                                                         keys[entry[0]], limits),
                            discard))
    try:
        _grade_in_order(args, found, {name for name, _ in todo}, built, out, every, opts,
                        rubric)
    finally:
        built.close()  # type: ignore[attr-defined]
    graded = len(todo)
    table = class_report.write(out)
    minutes = (time.monotonic() - started) / 60
    rate = f"; {graded / minutes:.1f} submissions a minute" if graded and minutes else ""
    print(f"{len(found)} submission(s), {graded} graded now, {len(found) - graded} unchanged; "
          f"{len(table['findings'])} distinct finding(s); {minutes:.1f} min{rate}")
    print(f"class report: {out / 'index.html'} (and summary.csv)")
    return 0


def _grade_in_order(args: argparse.Namespace, found: list[tuple[str, Path]], todo: set[str],
                    built: Iterator, out: Path, every: list, opts: Options,
                    rubric: rubrics.Rubric) -> None:
    """Grades each submission of `todo` as `built` hands it over, built (in the class's
    order); the others, unchanged, are marked again."""
    for index, (name, _) in enumerate(found, start=1):
        if name not in todo:
            status = remark(out / name, rubric)
            _say(args, f"[{index}/{len(found)}] {name}: unchanged, not graded again "
                 f"({status['headline']})")
            continue
        _say(args, f"[{index}/{len(found)}] {name}: grading ...")
        _, prepared = next(built)
        status = finish(prepared, 0 if args.no_normal else args.games, args.seed, every, opts,
                        rubric)
        _say(args, f"[{index}/{len(found)}] {name}: {status['headline']}; "
             f"{status['marks']['score']:g}/{status['marks']['max']:g} "
             f"({status['seconds']:.0f} s)")


def _options_key(args: argparse.Namespace) -> str:
    return repr((sorted(args.transcripts or []), args.no_normal, args.games, args.seed))


def _say(args: argparse.Namespace, line: str) -> None:
    if not args.quiet:
        print(line, file=sys.stderr, flush=True)


def merge(sources: list[str], target: str | None, rubric: rubrics.Rubric, quiet: bool) -> int:
    """Copies every graded submission of the shards' OUT folders into one and writes its
    class report; the rubric marks them all alike."""
    if not sources:
        raise UsageError("merge needs the OUT folders of the shards")
    folders = [Path(s) for s in sources]
    for folder in folders:
        if not folder.is_dir():
            raise UsageError(f"{folder}: no such folder")
    into = Path(target) if target else folders[0]
    into.mkdir(parents=True, exist_ok=True)
    copied = 0
    for folder in folders:
        if folder.resolve() == into.resolve():
            continue
        for status in sorted(folder.glob(f"*/{STATUS}")):
            place = into / status.parent.name
            if place.exists():
                shutil.rmtree(place)
            shutil.copytree(status.parent, place)
            copied += 1
    for status in into.glob(f"*/{STATUS}"):
        remark(status.parent, rubric)
    table = class_report.write(into)
    if not quiet:
        print(f"merged {copied} submission(s) into {into}: {len(table['submissions'])} in "
              f"all; class report: {into / 'index.html'}")
    return 0
