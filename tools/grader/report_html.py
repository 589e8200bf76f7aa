"""The HTML report: one self-contained page (no scripts, no external files) that leads with the
findings, each with its kind, clause, summary, count and the evidence of its shortest example
(the reference's state beside the build's last lines, the road there on both sides, and its
minimal reproduction: the command that replays it and a link to the file), then the per-rule
table and the totals."""

from __future__ import annotations

import os
from html import escape
from pathlib import Path

from .request import Run
from .findings import Finding
from .road import rows
from .summary import summarise

STYLE = """
body { font: 14px/1.4 sans-serif; margin: 24px; color: #222; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
table { border-collapse: collapse; } td, th { padding: 3px 8px; text-align: left; }
tr:nth-child(even) { background: #f4f4f4; }
.ok { color: #170; font-weight: bold; } .bad { color: #b00; font-weight: bold; }
.finding { border: 1px solid #ccc; margin: 12px 0; padding: 8px 12px; }
.side { display: flex; gap: 16px; } .side div { flex: 1; }
pre { background: #f7f7f7; padding: 6px; margin: 4px 0; overflow-x: auto; font-size: 12px; }
.kind { padding: 1px 6px; border-radius: 3px; background: #eee; }
.rule { background: #fcc; } .display { background: #fec; } .robustness { background: #ddf; }
.testing-mode { background: #fdf; } .reading, .dialect { background: #dfd; }
.fail { color: #b00; } .pass { color: #170; } .not { color: #888; }
.repro code { background: #eef; padding: 2px 4px; }
table.road { width: 100%; font: 12px monospace; background: #f7f7f7; margin: 4px 0; }
table.road td { white-space: pre; padding: 0 8px; width: 50%; }
table.road th { font: 13px sans-serif; }
table.road tr { background: none; } table.road tr.differs { background: #fdd; }
"""


def _road(ev) -> str:
    """The road there: the reference's lines beside the build's, rows that differ marked."""
    cells = []
    for a, b, differ in rows(ev.ref_road, ev.road):
        css = " class='differs'" if differ else ""
        cells.append(f"<tr{css}><td>{escape(a)}</td><td>{escape(b)}</td></tr>")
    return ("<div>the road there, from the last turn prompt (rows that differ marked)</div>"
            "<table class='road'><tr><th>the reference (expected)</th><th>the build</th></tr>"
            + "".join(cells) + "</table>")


def _reproduction(f: Finding, base: Path | None) -> str:
    made = f.reproduction
    if made is None:
        return ""

    def link(path: str) -> str:
        href = os.path.relpath(path, base) if base else Path(path).resolve().as_uri()
        return f"<a href='{escape(href)}'>{escape(Path(path).name)}</a>"

    if not made.transcript:
        return (f"<div class='repro'>reproduction: {escape(made.note)} "
                f"({link(made.note_file)})</div>")
    return (f"<div class='repro'>minimal reproduction: {made.lines} lines of input (the "
            f"example has {made.example_lines}): {link(made.transcript)}, plain input "
            f"{link(made.plain_input)}, the reference's output {link(made.plain_output)}"
            f"<br>replay: <code>{escape(made.replay)}</code>"
            + ("" if made.reproduced else f"<br><small>{escape(made.note)}</small>") +
            "</div>")


def render(run: Run, base: Path | None = None) -> str:
    """`base`: the folder the page is written to (links to the evidence are relative)."""
    s = summarise(run)
    c = s.counts
    title = escape(run.build.name)
    out = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>hydra-grade: {title}"
           f"</title><style>{STYLE}</style></head><body>", f"<h1>hydra-grade: {title}</h1>",
           f"<p><code>{escape(run.build.shown or run.build.path)}</code> &mdash; result: "
           f"<span class='{'ok' if s.ok else 'bad'}'>{'PASS' if s.ok else 'FAIL'}</span>, "
           f"{len(s.wrong)} error finding(s), {len(s.findings) - len(s.wrong)} accepted "
           "difference(s)</p>"]
    if run.notes:
        out.append("<ul>" + "".join(f"<li>{escape(n)}</li>" for n in run.notes) + "</ul>")
    if not run.build.reference:
        out.append(f"<p><b>{escape(run.graded_by)}</b></p>")
    if run.stopped:
        out.append(f"<p class='bad'>Stopped early: {escape(run.stopped)}</p>")
    out.append("<h2>Findings</h2>")
    paths = {r.id: r.path for r in run.results}
    for number, f in enumerate(s.findings, start=1):
        out.append(f"<div class='finding' id='finding-{number}'>"
                   f"<span class='kind {escape(f.kind)}'>"
                   f"{escape(f.kind)}</span> <b>{escape(f.clause or '-')}</b> "
                   f"{escape(f.summary)}<br><small>{escape(f.seen_in())}"
                   f"{' (normal mode only)' if f.mode == 'normal' else ''}; example "
                   f"<code>{escape(f.example)}</code></small>")
        ev = f.evidence
        if ev is not None and f.wrong:
            where = paths.get(f.example, "")
            where = f"{where}:{ev.lineno}" if where and ev.lineno else where
            out.append(f"<div>{escape(ev.message)}<br><small>{escape(where)}</small></div>"
                       "<div class='side'><div>the reference shows<pre>"
                       f"{escape(chr(10).join(ev.ref_state))}</pre></div><div>the build's last "
                       f"lines<pre>{escape(chr(10).join(ev.build_tail))}</pre></div></div>")
            if ev.road or ev.ref_road:
                out.append(_road(ev))
            out.append(_reproduction(f, base))
        out.append("</div>")
    out.append("<h2>Per rule</h2><table><tr><th>rule</th><th>verdict</th><th>tested</th>"
               "<th>played to the end</th><th>findings</th></tr>")
    for row in s.rules:
        css = row.verdict.split()[0]
        out.append(f"<tr><td>{escape(row.rule)}</td><td class='{css}'>{escape(row.verdict)}"
                   f"</td><td>{row.tested}</td><td>{row.passed}</td><td>"
                   f"{escape(', '.join(sorted(set(row.findings + row.display))))}</td></tr>")
    out.append("</table>")
    out.append(f"<p>{c['pass']} passed ({s.levels['exact']} exact, {s.levels['normalised']} "
               f"normalised, {s.levels['semantic']} semantic), {c['fail']} with errors, "
               f"{c['incomplete']} stopped by an accepted difference, {c['skip']} skipped.</p>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
