"""The terminal report. It leads with the findings: each distinct way the build differs from
the reference, with its kind, clause and mode, how many transcripts and games show it, the shortest
of them as evidence (the transcript line, the reference's state there, the build's last lines).
Then the per-rule table, the readings groups showed, and the totals. The output is
deterministic (no timings unless asked) so two grades can be compared with diff."""

from __future__ import annotations

from .findings import Finding, counts_by_kind
from .road import side_by_side
from .request import Run
from .summary import Summary, status_word, summarise
from .verdict import KINDS, Deviation, Result


def evidence(dev: Deviation, where: str, indent: str = "      ", lines: int = 6) -> list[str]:
    """One occurrence of a deviation: message, place, reference state, build's last lines."""
    out = [f"{indent}{dev.message}"]
    if where:
        out.append(f"{indent}at {where}")
    if dev.ref_state and dev.category in ("state", "flow", "winner"):
        out.append(f"{indent}the reference shows there:")
        out += [f"{indent}  {s}" for s in dev.ref_state]
    if dev.road or dev.ref_road:
        out.append(f"{indent}the road there, from the last turn prompt (* where they differ):")
        out += side_by_side(dev.ref_road, dev.road, indent + "  ")
    elif dev.build_tail:
        out.append(f"{indent}the build's last lines:")
        out += [f"{indent}  | {s}" for s in dev.build_tail[-lines:]]
    return out


def reproduction_lines(finding: Finding, indent: str = "       ") -> list[str]:
    """Where a finding's reproduction is and the command that replays it."""
    made = finding.reproduction
    if made is None:
        return []
    out = []
    if made.transcript:
        out.append(f"{indent}reproduction: {made.lines} lines of input (example "
                   f"{made.example_lines}): {made.transcript}")
        out.append(f"{indent}  replay: {made.replay}")
        out.append(f"{indent}  or without the kit: {made.plain_input} is its input, "
                   f"{made.plain_output} the reference's output")
    else:
        out.append(f"{indent}reproduction: {made.note} ({made.note_file})")
    if made.transcript and not made.reproduced:
        out.append(f"{indent}  note: {made.note}")
    return out


def finding_lines(number: int, finding: Finding, paths: dict[str, str]) -> list[str]:
    head = f"{number:3}. {finding.kind:12} {finding.clause or '-':7} {finding.summary}"
    only = " (normal mode only)" if finding.mode == "normal" else ""
    out = [head, f"       {finding.seen_in()}{only}; example {finding.example}"]
    if finding.evidence is not None and finding.wrong:
        dev = finding.evidence
        path = paths.get(finding.example, "")
        where = f"{path}:{dev.lineno}" if path and dev.lineno else path
        out += evidence(dev, where, "       ")
        out += reproduction_lines(finding)
        if len(finding.seen) > 1:
            out.append("       seen as: " + "; ".join(
                f"{m} ({n})" for m, n in finding.seen.most_common(3)))
    return out


def findings_block(summary: Summary, run: Run) -> list[str]:
    found = summary.findings
    by_kind = counts_by_kind(found)
    out = [f"FINDINGS: {len(summary.wrong)} error(s) - " + ", ".join(
        f"{by_kind[k]} {k}" for k in KINDS if by_kind[k]) if found else
        "FINDINGS: none: the build plays exactly as the reference"]
    paths = {r.id: r.path for r in run.results}
    for number, finding in enumerate(found, start=1):
        out += finding_lines(number, finding, paths)
    return out


def render(run: Run, verbose: bool = False, timings: bool = False, brief: bool = False) -> str:
    summary = summarise(run)
    out: list[str] = [f"grading {run.build.name} ({run.build.shown or run.build.path})"]
    if not run.build.reference:
        out.append(f"  {run.graded_by}")
    out += [f"  {note}" for note in run.notes]
    out.append("")
    out += findings_block(summary, run)
    xpass = [r for r in run.results if r.status == "xpass"]
    if xpass:
        out.append("")
        out.append(f"XPASS: {len(xpass)} expected failure(s) passed (take them off the list):")
        out += [f"  {r.id}: {r.reason}" for r in xpass]
    if verbose:
        out.append("")
        out += transcript_lines(run)
    if not brief:
        out.append("")
        out += rule_table(summary)
        if summary.groups:
            matched: dict[str, int] = {}
            for result in run.results:
                if result.group and result.status == "pass":
                    matched[result.profile] = matched.get(result.profile, 0) + 1
            out.append("")
            out.append(f"transcript groups (one member per accepted reading): "
                       f"{len(summary.groups)}; members passed by reading: " + (", ".join(
                           f"{k} {n}" for k, n in sorted(matched.items())) or "none"))
    out.append("")
    out += totals(summary, run)
    if timings:
        out.append(f"time: {run.seconds:.2f}s" + (f"; shrinking {run.shrink_seconds:.2f}s"
                                                   if run.reproductions else ""))
    return "\n".join(out) + "\n"


def transcript_lines(run: Run) -> list[str]:
    out = []
    for result in run.results:
        out.append(f"{status_word(result):28} {result.id}  [{' '.join(result.tests)}]")
        if result.status in ("xpass", "idef", "incomplete", "skip"):
            out.append(f"    {result.reason}")
    return out


def divergence(result: Result, indent: str = "    ") -> list[str]:
    """The deviation that decided a failing transcript, for per-transcript reports."""
    failure = result.failure
    if failure is None:
        return []
    where = f"{result.path}:{failure.lineno}" if failure.lineno else result.path
    return [f"{indent}{failure.kind} {failure.clause} {failure.summary}".rstrip()] + \
        evidence(failure, where, indent)


def rule_table(summary: Summary) -> list[str]:
    if not summary.rules:
        return ["(no clause is tested by the transcripts graded)"]
    out = [f"{'rule':6} {'verdict':12} {'tested':>6} {'played':>6}  findings"]
    for row in summary.rules:
        notes = ", ".join(sorted(set(row.findings)))
        if row.display:
            notes += ("; " if notes else "") + "display: " + ", ".join(sorted(set(row.display)))
        out.append(f"{row.rule:6} {row.verdict:12} {row.tested:6} {row.passed:6}  {notes}")
    return out


def totals(summary: Summary, run: Run) -> list[str]:
    c = summary.counts
    levels = ", ".join(f"{summary.levels[k]} {k}" for k in ("exact", "normalised", "semantic")
                       if summary.levels[k])
    line = (f"{c['pass']} passed ({levels or 'none'}), {c['fail']} with errors, "
            f"{c['incomplete']} stopped by an accepted difference, {c['xfail']} expected "
            f"failures, {c['xpass']} unexpected passes, {c['skip']} skipped"
            + (f", {c['idef']} implementation-defined differences" if c["idef"] else ""))
    out = [line]
    if run.games:
        bad = sum(1 for _, devs in run.games if any(d.wrong for d in devs))
        out.append(f"normal mode: {len(run.games)} games, {bad} with errors")
    if run.stopped:
        out.append(f"STOPPED EARLY: {run.stopped}")
    wrong = summary.wrong
    why = [", ".join(f"{f.kind} {f.clause}".rstrip() for f in wrong[:8]) +
           (" ..." if len(wrong) > 8 else "")] if wrong else []
    if c["xpass"]:
        why.append(f"{c['xpass']} unexpected pass(es)")
    if summary.ok and run.ungradable:  # (nothing judged is no pass)
        out.append("RESULT: NOT GRADED (neither testing mode nor normal play could be driven; "
                   "see the findings on how to answer its questions)")
        return out
    out.append("RESULT: " + ("PASS" if summary.ok else f"FAIL ({len(wrong)} finding"
                             f"{'s' if len(wrong) != 1 else ''}" +
                             (": " if why else "") + "; ".join(why) + ")"))
    return out
