"""The `grade` and `update` commands as typed calls: one build graded (pipeline.py), its report
printed and the others written (reports.py), every build of a folder graded into builds x
findings (matrix.py), transcripts' expected output regenerated. The command line (cli/)
turns its arguments into these calls."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from . import report_text
from .builds import REPORTS, Build, UsageError, find
from .matrix import matrix_command
from .pipeline import grade
from .request import GradeRequest, Run
from .reports import Reports, write_reports
from .sandbox import Limits
from .selection import load_scripts
from .summary import summarise
from .update import UpdateError, update_text


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
