"""The terminal report: one line per failing (or unexpectedly passing) transcript with its
first divergence, the per-rule table, the readings the build follows, and the totals. The
output is deterministic (no timings unless asked) so two grades can be compared with diff."""

from __future__ import annotations

from .runner import Run
from .summary import Summary, status_word, summarise
from .verdict import Result


def divergence(result: Result, indent: str = "    ") -> list[str]:
    """The first divergence: message, transcript line, reference state, build's last lines."""
    failure = result.failure
    if failure is None:
        return []
    where = f"{result.path}:{failure.lineno}" if failure.lineno else result.path
    lines = [f"{indent}{failure.category}: {failure.message}", f"{indent}at {where}"]
    if failure.suspects:
        lines.append(f"{indent}likely clauses: {' '.join(failure.suspects)}")
    if failure.ref_state:
        lines.append(f"{indent}reference state there:")
        lines += [f"{indent}  {s}" for s in failure.ref_state]
    if failure.build_tail:
        lines.append(f"{indent}the build's last lines:")
        lines += [f"{indent}  | {s}" for s in failure.build_tail[-6:]]
    return lines


def render(run: Run, verbose: bool = False, timings: bool = False, brief: bool = False) -> str:
    summary = summarise(run)
    out: list[str] = [f"grading {run.build.name} ({run.build.path})"]
    for result in run.results:
        if result.status in ("fail", "xpass") or verbose:
            rules = " ".join(result.rules + result.interps)
            out.append(f"{status_word(result):28} {result.id}  [{rules}]")
            if result.status == "xpass":
                out.append(f"    {result.reason}")
            out += divergence(result)
    if brief:
        out += totals(summary, run)
        return "\n".join(out) + "\n"
    out.append("")
    out += rule_table(summary)
    if summary.readings:
        out.append("")
        out.append("implementation-defined readings and dialect (accepted):")
        out += [f"  {r}" for r in summary.readings]
    idef = [r for r in run.results if r.status == "idef"]
    if idef:
        out.append("")
        out.append("differences on implementation-defined points (accepted, not counted):")
        out += [f"  {r.id}: {r.reason}" for r in idef]
    if summary.groups:
        matched: dict[str, int] = {}
        for result in run.results:
            if result.group and result.status == "pass":
                matched[result.profile] = matched.get(result.profile, 0) + 1
        out.append("")
        out.append(f"transcript groups (one member per accepted reading): {len(summary.groups)}; "
                   "members passed by reading: " + (", ".join(
                       f"{k} {n}" for k, n in sorted(matched.items())) or "none"))
    out.append("")
    out += totals(summary, run)
    if timings:
        out.append(f"time: {run.seconds:.2f}s")
    return "\n".join(out) + "\n"


def rule_table(summary: Summary) -> list[str]:
    if not summary.rules:
        return ["(no rule ids cited)"]
    out = [f"{'rule':8} {'pass':>5} {'fail':>5}  rate  failing transcripts"]
    for row in summary.rules:
        failing = ", ".join(row.failures[:4]) + (" ..." if len(row.failures) > 4 else "")
        out.append(f"{row.rule:8} {row.passed:5} {row.failed:5} {row.rate:5.0%}  {failing}")
    return out


def totals(summary: Summary, run: Run) -> list[str]:
    c = summary.counts
    levels = ", ".join(f"{summary.levels[k]} {k}" for k in ("exact", "normalised", "semantic")
                       if summary.levels[k])
    line = (f"{c['pass']} passed ({levels or 'none'}), {c['fail']} failed, {c['xfail']} "
            f"expected failures, {c['xpass']} unexpected passes, {c['skip']} skipped"
            + (f", {c['idef']} implementation-defined differences" if c["idef"] else ""))
    out = [line]
    if summary.categories:
        out.append("failures by kind: " + ", ".join(
            f"{n} {k}" for k, n in sorted(summary.categories.items())))
    if run.stopped:
        out.append(f"STOPPED EARLY: {run.stopped}")
    out.append("RESULT: " + ("PASS" if summary.ok else "FAIL"))
    return out
