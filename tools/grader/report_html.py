"""The HTML report: one self-contained page (no scripts, no external files) with the totals,
the per-rule pass rates as bars, the readings seen, and each failure's first divergence with
the reference's state beside the build's last lines."""

from __future__ import annotations

from html import escape

from .runner import Run
from .summary import summarise
from .verdict import CATEGORIES

STYLE = """
body { font: 14px/1.4 sans-serif; margin: 24px; color: #222; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }
table { border-collapse: collapse; } td, th { padding: 3px 8px; text-align: left; }
td:nth-child(-n+4) { white-space: nowrap; }
tr:nth-child(even) { background: #f4f4f4; }
.bar { width: 220px; height: 12px; background: #e33; display: inline-block; }
.bar span { height: 12px; background: #2a2; display: block; }
.ok { color: #170; font-weight: bold; } .bad { color: #b00; font-weight: bold; }
.failure { border: 1px solid #ccc; margin: 12px 0; padding: 8px 12px; }
.side { display: flex; gap: 16px; } .side div { flex: 1; }
pre { background: #f7f7f7; padding: 6px; margin: 4px 0; overflow-x: auto; font-size: 12px; }
.cat { background: #fde; padding: 1px 6px; border-radius: 3px; }
"""


def render(run: Run) -> str:
    s = summarise(run)
    c = s.counts
    out = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>hydra-grade: "
           f"{escape(run.build.name)}</title><style>{STYLE}</style></head><body>",
           f"<h1>hydra-grade: {escape(run.build.name)}</h1>",
           f"<p><code>{escape(run.build.path)}</code> &mdash; result: "
           f"<span class='{'ok' if s.ok else 'bad'}'>{'PASS' if s.ok else 'FAIL'}</span></p>",
           f"<p>{c['pass']} passed ({s.levels['exact']} exact, {s.levels['normalised']} "
           f"normalised, {s.levels['semantic']} semantic), {c['fail']} failed, {c['xfail']} "
           f"expected failures, {c['xpass']} unexpected passes, {c['skip']} skipped, {c['idef']} "
           f"differences on implementation-defined points.</p>"]
    if run.stopped:
        out.append(f"<p class='bad'>Stopped early: {escape(run.stopped)}</p>")
    if s.categories:
        out.append("<p>Failures by kind: " + ", ".join(
            f"<span class='cat' title='{escape(CATEGORIES.get(k, ''))}'>{escape(k)}</span> {n}"
            for k, n in sorted(s.categories.items())) + "</p>")
    out.append("<h2>Per rule</h2><table><tr><th>rule</th><th>pass rate</th><th>pass</th>"
               "<th>fail</th><th>failing transcripts</th></tr>")
    for row in s.rules:
        failing = ", ".join(escape(f) for f in row.failures[:3]) + \
            (f" and {len(row.failures) - 3} more" if len(row.failures) > 3 else "")
        out.append(f"<tr><td>{escape(row.rule)}</td><td><span class='bar'><span style='width:"
                   f"{row.rate * 100:.0f}%'></span></span> {row.rate:.0%}</td><td>{row.passed}"
                   f"</td><td>{row.failed}</td><td>{failing}</td></tr>")
    out.append("</table>")
    if s.readings:
        out.append("<h2>Implementation-defined readings and dialect (accepted)</h2><ul>")
        out += [f"<li>{escape(r)}</li>" for r in s.readings]
        out.append("</ul>")
    failures = [r for r in run.results if r.status in ("fail", "xpass")]
    if failures:
        out.append("<h2>First divergences</h2>")
    for result in failures:
        f = result.failure
        rules = " ".join(result.rules + result.interps)
        head = f"<b>{escape(result.id)}</b> [{escape(rules)}] "
        if f is None:
            out.append(f"<div class='failure'>{head}unexpected pass: {escape(result.reason)}"
                       "</div>")
            continue
        where = f"{result.path}:{f.lineno}" if f.lineno else result.path
        out.append(f"<div class='failure'>{head}<span class='cat'>{escape(f.category)}</span> "
                   f"{escape(f.message)}<br><small>at {escape(where)}; likely clauses: "
                   f"{escape(' '.join(f.suspects) or 'unknown')}</small>"
                   "<div class='side'><div>reference state there<pre>"
                   f"{escape(chr(10).join(f.ref_state))}</pre></div><div>the build's last lines"
                   f"<pre>{escape(chr(10).join(f.build_tail))}</pre></div></div></div>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"
