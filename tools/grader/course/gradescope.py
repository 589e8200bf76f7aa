"""A submission's marks as a Gradescope autograder `results.json`: the score, a short output,
and one test per rule area of the rubric with its score, maximum and the findings that cost
marks there (clause, kind, summary, the transcript that shows it, and the replay file of its
minimal reproduction with the command that replays it)."""

from __future__ import annotations


def replay_lines(evidence: dict | None) -> list[str]:
    """What a student runs to see a finding for themselves."""
    if not evidence:
        return []
    if not evidence.get("transcript"):
        return [f"    {evidence['note']} ({evidence['file']})"]
    return [f"    replay file: {evidence['transcript']} ({evidence['lines']} lines of input)",
            f"    run: tools/hydra-grade replay ./hydra {evidence['transcript']}",
            f"    without the kit: ./hydra -testing < {evidence['input']}, compare with "
            f"{evidence['output']}"]


def results(marks: dict, findings: list[dict], headline: str) -> dict:
    by_summary = {(f["kind"], f.get("clause"), f.get("summary")): f for f in findings}
    tests = []
    for number, area in enumerate(marks["areas"], start=1):
        lines = []
        for d in area["deductions"]:
            f = by_summary.get((d["kind"], d["clause"], d["summary"]), {})
            example = f.get("example") or ""
            where = f" (e.g. {example})" if example else ""
            lines.append(f"-{d['marks']:g} {d['kind']} {d['clause'] or '-'}: "
                         f"{d['summary']}{where}")
            lines += replay_lines(f.get("evidence"))
        if marks.get("failure"):
            lines.append(f"not graded: {headline}")
        tests.append({"name": area["name"], "number": str(number), "score": area["score"],
                      "max_score": area["max"], "output": "\n".join(lines) or "no findings",
                      "visibility": "visible"})
    return {"score": marks["score"], "output": headline, "tests": tests,
            "visibility": "visible", "stdout_visibility": "hidden"}
