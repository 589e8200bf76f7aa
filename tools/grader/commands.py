"""The `grade` and `update` commands: argument handling around runner, reports and update."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import report_json, report_junit, report_text
from .cli import UsageError, build_for, lists, load_scripts, selection
from .runner import Options, grade_all, progress_bar, shard
from .sandbox import Limits
from .update import UpdateError, update_text


def grade_command(args: argparse.Namespace) -> int:
    scripts = [s for s in load_scripts(args.transcripts) if selection(args).wants(s)]
    if args.shard:
        scripts = shard(scripts, args.shard)
    if not scripts:
        raise UsageError("no transcripts selected")
    skip, xfail = lists(args)
    reference = args.reference if Path(args.reference).is_file() else None
    opts = Options(jobs=args.jobs, floor=args.floor, factor=args.factor,
                   stop_after=args.stop_after, reference=reference, skip=skip, xfail=xfail)
    if args.build and Path(args.build).is_dir() and not (Path(args.build) / "hydra").is_file():
        from .matrix import matrix_command
        return matrix_command(args, scripts, opts)
    build = build_for(args, args.build)
    show = None if args.quiet else progress_bar()
    run = grade_all(build, scripts, opts, show)
    if run.stopped and show and sys.stderr.isatty():
        sys.stderr.write("\n")
    sys.stdout.write(report_text.render(run, args.verbose, args.timings, args.brief))
    if args.json:
        Path(args.json).write_text(report_json.render(run, args.timings), encoding="utf-8")
    if args.junit_xml:
        Path(args.junit_xml).write_text(report_junit.render(run), encoding="utf-8")
    if args.html:
        from . import report_html
        Path(args.html).write_text(report_html.render(run), encoding="utf-8")
    failed = any(r.status in ("fail", "xpass") for r in run.results)
    return 1 if failed or run.stopped else 0


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
