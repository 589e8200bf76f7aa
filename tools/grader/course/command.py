"""`hydra-grade class SUBMISSIONS [-o OUT]`: grade every submission of a class folder (resuming:
a submission whose content, the kit and the options are unchanged is not graded again), then
write the class report; `--shard K/N` grades every Nth submission only, for spreading a class
over hosts; `hydra-grade class merge OUT... [-o MERGED]` puts shards' results together. What
the command line asks for arrives as a ClassRequest (its parser: cli/course.py). Exit status: 0 the class was graded (whatever the submissions got), 2 bad usage (no such
folder, a bad rubric, a bad shard), 130 interrupted."""

from __future__ import annotations

import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..builds import REFERENCE, UsageError
from ..request import Options
from ..selection import load_scripts, shard, skip_list
from . import class_report, rubric as rubrics
from .build_ahead import BuildAhead
from .class_report import STATUS
from .make_build import BuildLimits
from .submission import (content_hash, discard, entries, finish, kit_fingerprint,
                         prepare, remark, up_to_date)

# 0: on a shared machine a lower priority starves builds against other users' work (measured:
# 0.9 submissions a minute at niceness 10, 1.2 at 0); grading judges hangs by CPU time anyway
BUILD_NICENESS = 0
DEFAULT_OUT = Path(__file__).resolve().parents[3] / "build" / "class"


@dataclass
class ClassRequest:
    """What grading a class is asked to do: the class folder, where results go, and the
    options of every submission's grade."""

    folder: Path  # one .zip, .tar.gz or folder per submission
    out: Path = DEFAULT_OUT
    force: bool = False  # grade again even what is unchanged
    shard: str | None = None  # grade shard K of N (K/N) of the submissions
    transcripts: list[str] | None = None  # transcript files or folders (None: all)
    normal: bool = True  # play the normal-mode games
    games: int | None = None  # normal-mode games (None: 4, then more until enough moves)
    seed: int = 1
    build_timeout: float = 300.0  # wall-clock seconds of one submission's `make`
    jobs: int = 2  # grading threads
    quiet: bool = False  # no progress lines
    shrink: bool = True  # a minimal reproduction of each error finding (the report links it)

    def options_key(self) -> str:
        """The options a submission's grade depends on (a change grades it again)."""
        return repr((sorted(self.transcripts or []), not self.normal, self.games, self.seed)
                    + (() if self.shrink else ("no-shrink",)))

    def say(self, line: str) -> None:
        if not self.quiet:
            print(line, file=sys.stderr, flush=True)


def grade_class(request: ClassRequest, rubric: rubrics.Rubric) -> int:
    """Grades every submission of the class folder that changed (all with `force`), marks
    them with `rubric` and writes the class report."""
    folder = request.folder
    if not folder.is_dir():
        raise UsageError(f"{folder}: no such folder (a class folder holds one .zip, .tar.gz "
                         "or folder per submission)")
    out = request.out
    out.mkdir(parents=True, exist_ok=True)
    found, notes = entries(folder)
    for note in notes:
        print(f"hydra-grade class: {note}", file=sys.stderr)
    if request.shard:
        found = shard(found, request.shard)  # type: ignore[arg-type]
    every = load_scripts(request.transcripts)
    reference = str(REFERENCE) if REFERENCE.is_file() else None
    if reference is None:
        raise UsageError(f"no reference at {REFERENCE}; run `make hydra` first")
    opts = Options(jobs=request.jobs, reference=reference, skip=skip_list(None))
    key = {"kit": kit_fingerprint(every, reference), "options": request.options_key()}
    limits = BuildLimits(wall=request.build_timeout, niceness=BUILD_NICENESS)
    started = time.monotonic()
    keys = {name: dict(key, hash=content_hash(source)) for name, source in found}
    todo = [(name, source) for name, source in found
            if request.force or not up_to_date(out / name, keys[name])]
    built = iter(BuildAhead(todo, lambda entry: prepare(entry[0], entry[1], out / entry[0],
                                                         keys[entry[0]], limits),
                            discard))
    try:
        _grade_in_order(request, found, {name for name, _ in todo}, built, every, opts,
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


def _grade_in_order(request: ClassRequest, found: list[tuple[str, Path]], todo: set[str],
                    built: Iterator, every: list, opts: Options,
                    rubric: rubrics.Rubric) -> None:
    """Grades each submission of `todo` as `built` hands it over, built (in the class's
    order); the others, unchanged, are marked again."""
    out = request.out
    for index, (name, _) in enumerate(found, start=1):
        if name not in todo:
            status = remark(out / name, rubric)
            request.say(f"[{index}/{len(found)}] {name}: unchanged, not graded again "
                        f"({status['headline']})")
            continue
        request.say(f"[{index}/{len(found)}] {name}: grading ...")
        _, prepared = next(built)
        status = finish(prepared, request.games if request.normal else 0, request.seed, every,
                        opts, rubric, request.shrink)
        request.say(f"[{index}/{len(found)}] {name}: {status['headline']}; "
                    f"{status['marks']['score']:g}/{status['marks']['max']:g} "
                    f"({status['seconds']:.0f} s)")


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
