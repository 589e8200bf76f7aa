"""Judging where the build's reading of an open point is not decided (grader/undecided.py): a
run that went wrong where the readings part is played again under the other reading, its
expected output made anew by the live reference, and judged by the reading under which the
build makes no error where the readings part (and no more elsewhere). A build that follows the strict cut, graded under the canonical reading,
is not accused of refusing a cut the strict cut refuses; a build whose cut goes wrong under
every reading still is."""

from __future__ import annotations

from conftest import ROOT
from grader.builds import Build, find
from grader.request import GradeRequest, Options, Run
from grader.runner import grade_all
from grader.transcript import load
from grader.undecided import POINT_CLAUSES, _fewer, rejudge
from grader.verdict import Deviation
from planted import builder
from quirks.combination import parse_spec


def _graded(spec: str, reference: str) -> tuple[GradeRequest, Run]:
    """The smoke transcript of a cut made while the reserve is free, graded under the
    canonical reading, for the zoo combination `spec`."""
    combination = parse_spec(spec)
    build: Build = find(str(builder.hydra(combination.name, 2, combination.variant())))
    script = load(ROOT / "transcripts" / "smoke" / "cut-free-reserve.transcript")
    request = GradeRequest(build, [script], options=Options(jobs=1, reference=reference),
                           probe=False, games=0)
    return request, grade_all(build, [script], request.options)


def _rules(run: Run) -> set[str]:
    return {d.clause for r in run.results for d in r.deviations if d.kind == "rule" and d.wrong}


def test_a_run_the_other_reading_plays_further_is_judged_by_it(reference: str) -> None:
    request, run = _graded("reading-strict-cut", reference)
    assert "R14.1" in _rules(run)  # (the cut refused, judged under the canonical reading)
    note = rejudge(request, run, {"strict-cut"}, ["strict-cut"])
    assert note and _rules(run) == set(), (note, _rules(run))


def test_what_goes_wrong_under_every_reading_stays(reference: str) -> None:
    request, run = _graded("rule:cut-head-not-discarded", reference)
    before = _rules(run)
    assert before
    rejudge(request, run, {"strict-cut"}, ["strict-cut"])
    assert _rules(run) == before


def test_a_replay_that_trades_one_error_where_the_readings_part_for_another_is_no_better(
        ) -> None:
    def rule(clause: str) -> Deviation:
        return Deviation("rule", clause, "a rule", "state", "")
    points = POINT_CLAUSES["strict-cut"] | POINT_CLAUSES["reserve-to-draw"]
    kept = [rule("R17.1"), rule("R17.1")]
    assert not _fewer([rule("R14.2")], kept, points)
    assert _fewer([], kept, points)
    assert not _fewer([rule("R15.3")], [rule("R17.1")], points)  # (one more elsewhere)
