"""The `grade` and `update` commands: arguments, the transcripts chosen, the reports written.
`grade BUILD` grades one build (pipeline.py) and prints its findings; `grade DIR` grades every
build in DIR and prints builds x findings (matrix.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import report_json, report_junit, report_text
from .builds import REPORTS, TRANSCRIPTS, UsageError
from .builds import find
from .matrix import matrix_command
from .pipeline import grade
from .request import GradeRequest
from .runner import Options, Run, progress_bar, shard
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
        def grade_path(path: str) -> Run:
            one = find(path)
            return grade(request(args, one, every, scripts, opts, REPORTS / one.name))
        return matrix_command(args.build, grade_path, args.json, args.quiet)
    build = find(args.build, args.profile, args.as_reference)
    out = Path(args.out) if args.out else REPORTS / build.name
    run = grade(request(args, build, every, scripts, opts, out))
    sys.stdout.write(report_text.render(run, args.verbose, args.timings, args.brief))
    write_reports(run, out, json_file=args.json, junit_file=args.junit_xml,
                  html_file=args.html, timings=args.timings)
    failed = not summarise(run).ok
    return 1 if failed or run.ungradable else 0


def request(args: argparse.Namespace, build, every: list[Transcript],
            scripts: list[Transcript], opts: Options, out: Path) -> GradeRequest:
    """The grade the `grade` command's arguments ask for."""
    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    return GradeRequest(build, scripts, every, opts, probe=True if args.probe else None,
                        games=0 if args.no_normal else args.games, seed=args.seed, out=out,
                        shrink=not args.no_shrink, shrink_trials=args.shrink_trials,
                        progress=None if args.quiet else progress_bar(),
                        announce=None if args.quiet else say)


def write_reports(run: Run, out: Path, json_file: str | None = None,
                  junit_file: str | None = None, html_file: str | None = None,
                  timings: bool = False) -> None:
    """The reports asked for, and always the text and JSON reports in the output folder."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.txt").write_text(report_text.render(run, brief=False), encoding="utf-8")
    (out / "report.json").write_text(report_json.render(run), encoding="utf-8")
    if json_file:
        Path(json_file).write_text(report_json.render(run, timings), encoding="utf-8")
    if junit_file:
        Path(junit_file).write_text(report_junit.render(run), encoding="utf-8")
    if html_file:
        from . import report_html
        Path(html_file).write_text(report_html.render(run, Path(html_file).resolve().parent),
                                   encoding="utf-8")


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
