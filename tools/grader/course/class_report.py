"""The class report, made from the submissions' status files in OUT: `index.html` (one row per
submission, one column per finding seen anywhere in the class with its kind and clause, a
sortable table whose cells link to that submission's evidence: the finding's minimal
reproduction, else its place in the report), `summary.csv` (the same for a
spreadsheet) and `summary.json`. Made anew from whatever OUT holds, so a merged or resumed class
reads the same as one graded in a single run."""

from __future__ import annotations

import csv
import io
import json
from html import escape
from pathlib import Path

from ..findings import clause_key
from ..vocab import KIND_LETTER as SHORT, KIND_ORDER

STATUS = "status.json"  # what each submission's folder says of it (course/submission.py)


def gather(out: Path) -> list[dict]:
    rows = []
    for path in sorted(out.glob(f"*/{STATUS}")):
        try:
            rows.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
    return rows


def columns(rows: list[dict]) -> list[dict]:
    seen: dict[tuple, dict] = {}
    for row in rows:
        for f in row["findings"]:
            key = (f["kind"], f["clause"] or "", f["summary"])
            seen.setdefault(key, {"kind": key[0], "clause": key[1], "summary": key[2],
                                  "submissions": 0})["submissions"] += 1
    order = sorted(seen, key=lambda k: (KIND_ORDER.get(k[0], 9), clause_key(k[1]), k[2]))
    return [dict(seen[k], key="|".join(k), column=i) for i, k in enumerate(order, start=1)]


def cells(row: dict) -> dict[str, tuple[int, int, str]]:
    """finding key -> (transcripts + games showing it, its number in the submission's report,
    its evidence file relative to the submission's folder, "" if none)"""
    return {"|".join((f["kind"], f["clause"] or "", f["summary"])):
            (f["transcripts"] + f["games"], number, (f.get("evidence") or {}).get("file", ""))
            for number, f in enumerate(row["findings"], start=1)}


def write(out: Path) -> dict:
    rows = gather(out)
    cols = columns(rows)
    table = {"submissions": [{k: r.get(k) for k in ("name", "source", "failure", "headline",
                                                    "ok", "errors", "marks", "findings")}
                             for r in rows], "findings": cols}
    (out / "summary.json").write_text(json.dumps(table, indent=1, sort_keys=True) + "\n",
                                      encoding="utf-8")
    (out / "summary.csv").write_text(_csv(rows, cols), encoding="utf-8")
    (out / "index.html").write_text(_html(rows, cols), encoding="utf-8")
    return table


def _csv(rows: list[dict], cols: list[dict]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["submission", "score", "max", "status", "errors", "headline"] +
                    [f"{c['kind']} {c['clause'] or '-'}: {c['summary']}" for c in cols])
    for row in rows:
        marks, mine = row.get("marks") or {}, cells(row)
        writer.writerow([row["name"], marks.get("score", ""), marks.get("max", ""),
                         row["failure"] or ("pass" if row["ok"] else "errors"), row["errors"],
                         row["headline"]] + [mine.get(c["key"], ("", 0, ""))[0] for c in cols])
    return buffer.getvalue()


STYLE = """
body { font: 14px/1.4 sans-serif; margin: 20px; color: #222; }
table { border-collapse: collapse; } th, td { border: 1px solid #ddd; padding: 3px 6px; }
th { background: #f0f0f0; cursor: pointer; position: sticky; top: 0; vertical-align: bottom; }
th.f { writing-mode: vertical-rl; transform: rotate(180deg); max-height: 220px;
       text-align: left; font-weight: normal; }
td.n { text-align: right; } td.hit a { display: block; text-decoration: none; color: #000; }
.rule { background: #fcc; } .display { background: #fec; } .robustness { background: #ddf; }
.testing-mode { background: #fdf; } .reading, .dialect { background: #dfd; }
.failed { background: #b00; color: #fff; } .pass { color: #170; font-weight: bold; }
.legend li { margin: 2px 0; }
"""

SORT = """
document.querySelectorAll('th').forEach(function (th, col) {
  th.addEventListener('click', function () {
    var body = document.querySelector('tbody');
    var rows = Array.prototype.slice.call(body.rows);
    var down = th.dataset.down !== '1';
    th.dataset.down = down ? '1' : '0';
    rows.sort(function (a, b) {
      var x = a.cells[col].dataset.v, y = b.cells[col].dataset.v;
      var nx = parseFloat(x), ny = parseFloat(y);
      var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
      return down ? -c : c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
"""


def _html(rows: list[dict], cols: list[dict]) -> str:
    graded = sum(1 for r in rows if not r["failure"])
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'><title>hydra-grade: class"
           f"</title><style>{STYLE}</style></head><body><h1>Class report</h1>",
           f"<p>{len(rows)} submissions, {graded} graded, {len(rows) - graded} not "
           f"gradable; {len(cols)} distinct findings. Click a heading to sort; a cell links to "
           "that submission's evidence, the finding's minimal reproduction (a transcript; "
           "replay it with <code>tools/hydra-grade replay BUILD FILE</code>), else its place "
           "in the report (the number is how many transcripts and games show it).</p>",
           "<table><thead><tr><th>submission</th><th>score</th><th>status</th>"
           "<th>errors</th>"]
    for c in cols:
        out.append(f"<th class='f {escape(c['kind'])}' title='{escape(c['summary'])}'>"
                   f"{c['column']}. {SHORT[c['kind']]} {escape(c['clause'] or '-')}</th>")
    out.append("</tr></thead><tbody>")
    for row in rows:
        name = escape(row["name"])
        marks, mine = row.get("marks") or {}, cells(row)
        state = row["failure"] or ("pass" if row["ok"] else "errors")
        link = "build.log" if row["failure"] and row["failure"] != "not-driveable" \
            else "report.html"
        css = "failed" if row["failure"] else ("pass" if row["ok"] else "")
        out.append(f"<tr><td data-v='{name}'><a href='{name}/{link}'>{name}</a></td>"
                   f"<td class='n' data-v='{marks.get('score', 0)}'>{marks.get('score', '')}"
                   f"/{marks.get('max', '')}</td><td class='{css}' data-v='{escape(state)}' "
                   f"title='{escape(row['headline'])}'>{escape(state)}</td>"
                   f"<td class='n' data-v='{row['errors']}'>{row['errors']}</td>")
        for c in cols:
            count, number, file = mine.get(c["key"], (0, 0, ""))
            if count:
                # the cell opens the finding's reproduction when it has one
                target = f"{name}/{escape(file)}" if file else \
                    f"{name}/report.html#finding-{number}"
                out.append(f"<td class='n hit {escape(c['kind'])}' data-v='{count}'><a title="
                           f"'finding {number} of the report' href='{target}'>{count}</a></td>")
            else:
                out.append("<td data-v='0'></td>")
        out.append("</tr>")
    out.append("</tbody></table><h2>Findings</h2><ol class='legend'>")
    for c in cols:
        out.append(f"<li><span class='{escape(c['kind'])}'>{escape(c['kind'])}</span> "
                   f"<b>{escape(c['clause'] or '-')}</b> {escape(c['summary'])} "
                   f"<small>({c['submissions']} submission(s))</small></li>")
    out.append("</ol><h2>Not gradable</h2><ul>")
    for row in rows:
        if row["failure"]:
            out.append(f"<li><b>{escape(row['name'])}</b>: {escape(row['headline'])}</li>")
    out.append(f"</ul><script>{SORT}</script></body></html>")
    return "\n".join(out) + "\n"
