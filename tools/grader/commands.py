"""The `grade` and `update` commands: arguments, the transcripts chosen, the reports written.
`grade BUILD` grades one build (pipeline.py) and prints its findings; `grade DIR` grades every
build in DIR and prints builds x findings (matrix.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import report_json, report_junit, report_text
from .builds import TRANSCRIPTS, UsageError
from .matrix import matrix_command
from .pipeline import grade_one, out_folder
from .runner import Options, Run, shard
from .sandbox import Limits
from .selection import Selection, collect, read_list
from .summary import summarise
from .transcript import Transcript
from .update import UpdateError, update_text


def load_scripts(paths: list[str] | None) -> list[Transcript]:
    scripts, errors = collect(paths or [str(TRANSCRIPTS)])
    if errors:
        raise UsageError("bad transcripts:\n  " + "\n  ".join(errors))
    return scripts


def options(args: argparse.Namespace) -> Options:
    skip_path = args.skip or (str(TRANSCRIPTS / "skip.txt")
                              if (TRANSCRIPTS / "skip.txt").is_file() else None)
    reference = args.reference if Path(args.reference).is_file() else None
    return Options(jobs=args.jobs, floor=args.floor, factor=args.factor,
                   stop_after=args.stop_after, reference=reference,
                   skip=read_list(skip_path) if skip_path else {},
                   xfail=read_list(args.xfail) if args.xfail else {})


def grade_command(args: argparse.Namespace) -> int:
    every = load_scripts(args.transcripts)
    chosen = Selection(args.keyword, args.tag, args.rule, args.id)
    scripts = [s for s in every if chosen.wants(s)]
    if args.shard:
        scripts = shard(scripts, args.shard)
    if not scripts:
        raise UsageError("no transcripts selected")
    opts = options(args)
    if args.build and Path(args.build).is_dir() and not (Path(args.build) / "hydra").is_file():
        return matrix_command(args, every, scripts, opts)
    run = grade_one(args, args.build, every, scripts, opts, verbose=not args.quiet)
    sys.stdout.write(report_text.render(run, args.verbose, args.timings, args.brief))
    write_reports(args, run)
    failed = not summarise(run).ok
    return 1 if failed or run.stopped else 0


def write_reports(args: argparse.Namespace, run: Run) -> None:
    """The reports asked for, and always the text and JSON reports in the output folder."""
    out = out_folder(args, run.build)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.txt").write_text(report_text.render(run, brief=False), encoding="utf-8")
    (out / "report.json").write_text(report_json.render(run), encoding="utf-8")
    if args.json:
        Path(args.json).write_text(report_json.render(run, args.timings), encoding="utf-8")
    if args.junit_xml:
        Path(args.junit_xml).write_text(report_junit.render(run), encoding="utf-8")
    if args.html:
        from . import report_html
        Path(args.html).write_text(report_html.render(run), encoding="utf-8")


def update_command(args: argparse.Namespace) -> int:
    if not Path(args.reference).is_file():
        raise UsageError(f"no reference at {args.reference}; run `make hydra` first")
    changed = 0
    for script in load_scripts(args.files):
        old = Path(script.path).read_text(encoding="utf-8")
        try:
            new, diff = update_text(script, old, args.reference, Limits(wall=30.0))
        except UpdateError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        if not diff:
            continue
        changed += 1
        sys.stdout.write(diff)
        if args.write:
            Path(script.path).write_text(new, encoding="utf-8")
    verb = "updated" if args.write else "would change (rerun with --write to write)"
    print(f"{changed} transcript(s) {verb}" if changed else "all transcripts up to date",
          file=sys.stderr)
    return 0 if args.write or not changed else 1
