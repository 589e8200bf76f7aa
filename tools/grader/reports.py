"""The reports of one grade written to files: always the text and JSON reports into its output
folder, and the JSON, JUnit XML and HTML reports asked for (Reports) where asked."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import report_json, report_junit, report_text
from .request import Run


@dataclass
class Reports:
    """The reports a grade prints and writes besides OUT/report.txt and OUT/report.json."""

    verbose: bool = False  # every transcript in the printed report
    timings: bool = False
    brief: bool = False  # findings and totals only
    json_file: str | None = None
    junit_file: str | None = None
    html_file: str | None = None


def write_reports(run: Run, out: Path, json_file: str | None = None,
                  junit_file: str | None = None, html_file: str | None = None,
                  timings: bool = False) -> None:
    """The reports asked for, and always the text and JSON reports in the output folder."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.txt").write_text(report_text.render(run, brief=False), encoding="utf-8")
    document = report_json.render(run)
    (out / "report.json").write_text(document, encoding="utf-8")
    if json_file:
        Path(json_file).write_text(report_json.render(run, timings) if timings else document,
                                   encoding="utf-8")
    if junit_file:
        Path(junit_file).write_text(report_junit.render(run), encoding="utf-8")
    if html_file:
        from . import report_html
        Path(html_file).write_text(report_html.render(run, Path(html_file).resolve().parent),
                                   encoding="utf-8")
