"""The `grade` and `update` commands as typed calls: the transcripts chosen, one build graded
and its reports written (pipeline.py), every build of a folder graded into builds x findings
(matrix.py), transcripts' expected output regenerated. The command line (cli/) turns its
arguments into these calls."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from . import report_json, report_junit, report_text
from .builds import REPORTS, TRANSCRIPTS, Build, UsageError, find
from .matrix import matrix_command
from .pipeline import grade
from .request import GradeRequest
from .runner import Run, shard
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


def chosen_scripts(every: list[Transcript], chosen: Selection,
                   shard_spec: str | None = None) -> list[Transcript]:
    """The transcripts `chosen` selects, of shard K/N only when given; none is a usage error."""
    scripts = [s for s in every if chosen.wants(s)]
    if shard_spec:
        scripts = shard(scripts, shard_spec)
    if not scripts:
        raise UsageError("no transcripts selected")
    return scripts


def skip_list(path: str | None) -> dict[str, str]:
    """The skip list at `path`; without one, transcripts/skip.txt when it is there."""
    skip_path = path or (str(TRANSCRIPTS / "skip.txt")
                         if (TRANSCRIPTS / "skip.txt").is_file() else None)
    return read_list(skip_path) if skip_path else {}


@dataclass
class Reports:
    """The reports a grade prints and writes besides OUT/report.txt and OUT/report.json."""

    verbose: bool = False  # every transcript in the printed report
    timings: bool = False
    brief: bool = False  # findings and totals only
    json_file: str | None = None
    junit_file: str | None = None
    html_file: str | None = None


def grade_build(request: GradeRequest, reports: Reports) -> int:
    """Grades one build, prints its report and writes the others into `request.out`. The
    exit status: 1 when it shows an error or could not be graded, else 0."""
    run = grade(request)
    out = request.out or REPORTS / request.build.name
    sys.stdout.write(report_text.render(run, reports.verbose, reports.timings, reports.brief))
    write_reports(run, out, json_file=reports.json_file, junit_file=reports.junit_file,
                  html_file=reports.html_file, timings=reports.timings)
    failed = not summarise(run).ok
    return 1 if failed or run.ungradable else 0


def grade_folder(folder: str, request_for: Callable[[Build, Path], GradeRequest],
                 json_file: str | None, quiet: bool) -> int:
    """Grades every build of `folder` (FOLDER/NAME/hydra), each with the request
    `request_for` makes of it and its reports folder, and prints builds x findings."""
    def grade_path(path: str) -> Run:
        one = find(path)
        return grade(request_for(one, REPORTS / one.name))
    return matrix_command(folder, grade_path, json_file, quiet)


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


def update_transcripts(paths: list[str], reference: str, write: bool) -> int:
    """Reruns the reference on the inputs of the transcripts under `paths` and prints the diff
    of their expected output, writing it only with `write`. The exit status: 0 written or
    nothing to change, 1 differences not written, 2 the reference failed."""
    if not Path(reference).is_file():
        raise UsageError(f"no reference at {reference}; run `make hydra` first")
    changed = 0
    for script in load_scripts(paths):
        old = Path(script.path).read_text(encoding="utf-8")
        try:
            new, diff = update_text(script, old, reference, Limits(wall=30.0))
        except UpdateError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        if not diff:
            continue
        changed += 1
        sys.stdout.write(diff)
        if write:
            Path(script.path).write_text(new, encoding="utf-8")
    verb = "updated" if write else "would change (rerun with --write to write)"
    print(f"{changed} transcript(s) {verb}" if changed else "all transcripts up to date",
          file=sys.stderr)
    return 0 if write or not changed else 1
