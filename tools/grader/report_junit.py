"""The JUnit XML report, for CI systems: one testsuite per build, one testcase per transcript
(classname = the build, name = the transcript id and the clauses it tests), failures carrying
the kind and clause of the deviation that decided it, skips and expected failures as skipped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from .report_text import divergence
from .request import Run
from .summary import summarise


def render(run: Run) -> str:
    summary = summarise(run)
    c = summary.counts
    suite = ET.Element("testsuite", name=f"hydra-grade {run.build.name}",
                       tests=str(len(run.results)), failures=str(c["fail"] + c["xpass"]),
                       skipped=str(c["skip"] + c["xfail"] + c["idef"] + c["incomplete"]),
                       errors="0")
    for result in run.results:
        case = ET.SubElement(suite, "testcase", classname=f"hydra.{run.build.name}",
                             name=f"{result.id} [{' '.join(result.tests)}]", file=result.path)
        if result.status == "fail" and result.failure:
            node = ET.SubElement(case, "failure", type=f"{result.failure.kind} "
                                 f"{result.failure.clause}".rstrip(),
                                 message=result.failure.message)
            node.text = "\n".join(divergence(result, ""))
        elif result.status == "xpass":
            ET.SubElement(case, "failure", type="unexpected-pass", message=result.reason)
        elif result.status in ("skip", "xfail", "idef", "incomplete"):
            ET.SubElement(case, "skipped", message=f"{result.status}: {result.reason}")
        elif result.level:
            ET.SubElement(case, "system-out").text = f"passed at the {result.level} level"
    ET.indent(suite)
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
